import { pino } from "pino";

/** The reference API's log: JSON lines on stdout, as the portal's (LOG_LEVEL, default info). */
export const log = pino({ level: process.env.LOG_LEVEL || "info", base: { service: "payroll-api" } });

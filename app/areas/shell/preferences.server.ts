import { createCookie } from "react-router";
import type { HoursUnit } from "~domain/timesheet-hours";

const YEAR = 60 * 60 * 24 * 365;

/** The side panel's width, remembered so the server renders it right (part 1 §2.4). */
export const sidePanelCookie = createCookie("side-panel", { path: "/", sameSite: "lax", httpOnly: true, maxAge: YEAR });

/** Restriction notices the user acknowledged: hidden for a day, per company. */
export const acknowledgedNoticesCookie = createCookie("acknowledged-notices", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24,
});

export async function isSidePanelCollapsed(request: Request): Promise<boolean> {
  return (await sidePanelCookie.parse(request.headers.get("Cookie"))) === "collapsed";
}

export async function acknowledgedNotices(request: Request): Promise<Record<string, string[]>> {
  const value: unknown = await acknowledgedNoticesCookie.parse(request.headers.get("Cookie"));
  return value && typeof value === "object" ? (value as Record<string, string[]>) : {};
}

/** How timesheet hours are shown and typed: decimal (7.5) or hours and minutes (7:30), remembered (part 2 §3). */
export const hoursUnitCookie = createCookie("hours-unit", { path: "/", sameSite: "lax", httpOnly: true, maxAge: YEAR });

export async function hoursUnitOf(request: Request): Promise<HoursUnit> {
  const value: unknown = await hoursUnitCookie.parse(request.headers.get("Cookie"));
  return value === "hours" ? "hours" : "decimal";
}

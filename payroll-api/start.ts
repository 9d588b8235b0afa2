import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { createPayrollApi, type PayrollApiOptions } from "./app";

/**
 * How long an idle connection stays open. Node's 5 s is shorter than a busy embedded database can
 * block the event loop, after which the server may close a connection the client is just reusing
 * (ECONNRESET, "fetch failed"); clients drop idle connections a second before this hint.
 */
const KEEP_ALIVE_MS = 65_000;

/** Serves the API on loopback; port 0 picks a free one. */
export async function listenOnLoopback(app: Express, port: number): Promise<{ server: Server; url: string }> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export type RunningPayrollApi = { url: string; close(): Promise<void> };

/** The embedded API's options; port 0 picks a free one. */
export type EmbeddedApiOptions = PayrollApiOptions & { port: number };

/** Starts the reference payroll API on loopback, in this process (see ./supervisor.ts for the portal's). */
export async function startPayrollApi(options: EmbeddedApiOptions): Promise<RunningPayrollApi> {
  const api = await createPayrollApi(options);
  const { server, url } = await listenOnLoopback(api.app, options.port);
  return {
    url,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await api.db.close();
    },
  };
}

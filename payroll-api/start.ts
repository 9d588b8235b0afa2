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

const LOOPBACK = "127.0.0.1";

/** Serves the API on `host` (loopback unless told); port 0 picks a free one. */
export async function listenOn(app: Express, port: number, host = LOOPBACK): Promise<{ server: Server; url: string }> {
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(port, host, () => resolve(listening)).once("error", reject);
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return { server, url: `http://${host}:${(server.address() as AddressInfo).port}` };
}

export type RunningPayrollApi = { url: string; close(): Promise<void> };

/** The embedded API's options; port 0 picks a free one. */
export type EmbeddedApiOptions = PayrollApiOptions & { port: number };

/**
 * Starts the reference payroll API in this process, on loopback unless `host` says otherwise (see
 * ./supervisor.ts for the portal's embedded API, ./serve.ts for the API on its own).
 */
export async function startPayrollApi(options: EmbeddedApiOptions, host = LOOPBACK): Promise<RunningPayrollApi> {
  const api = await createPayrollApi({ weeklyDigests: true, ...options });
  const { server, url } = await listenOn(api.app, options.port, host);
  return {
    url,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await api.close();
    },
  };
}

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createPayrollApi, type PayrollApiOptions } from "./app";

export type RunningPayrollApi = { url: string; close(): Promise<void> };

/** Starts the reference payroll API on loopback, as the portal's embedded default. */
export async function startPayrollApi(options: PayrollApiOptions & { port: number }): Promise<RunningPayrollApi> {
  const api = await createPayrollApi(options);
  const server: Server = await new Promise((resolve) => {
    const listening = api.app.listen(options.port, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await api.db.close();
    },
  };
}

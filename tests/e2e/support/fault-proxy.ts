// A switchable stand-in for a payroll API in trouble, in front of the run's embedded API: it passes
// every call on, or refuses connections (the API stopped), holds calls past the portal's timeout (slow),
// answers 500, or answers 200 with a body that is no JSON. No call made during a fault reaches the
// API, so nothing a test submits then is saved.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Fault = "none" | "stopped" | "slow" | "error" | "malformed";

export type FaultProxy = { url: string; set(fault: Fault): Promise<void>; close(): Promise<void> };

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  let fault: Fault = "none";
  const held = new Set<ServerResponse>();
  const targetUrl = new URL(target);

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (fault === "slow") {
      // Never answered: the portal gives up at its timeout; the socket goes when the fault ends.
      held.add(res);
      return;
    }
    if (fault === "error") return void res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "internal" }));
    if (fault === "malformed") return void res.writeHead(200, { "Content-Type": "application/json" }).end('{"data": {"user": {"email": ');
    const upstream = forward(
      { hostname: targetUrl.hostname, port: targetUrl.port, path: req.url, method: req.method, headers: { ...req.headers, host: targetUrl.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });

  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    async set(next) {
      for (const res of held) res.destroy();
      held.clear();
      // Stopped: nothing listens on the port, so connections are refused as by a stopped API.
      if (next === "stopped" && fault !== "stopped") await stop();
      if (next !== "stopped" && fault === "stopped") await listen(port);
      fault = next;
    },
    async close() {
      for (const res of held) res.destroy();
      if (fault !== "stopped") await stop();
    },
  };
}

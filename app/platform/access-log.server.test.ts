import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { observeRequests, pages } from "./access-log.server";
import { createLog } from "./log.server";
import { requestIdOfScope } from "./request-scope.server";

// The portal's access log (docs/decisions/0046-observability.md), on a small express app with a few
// routes as a Remix build lists them.
const routes = {
  root: { id: "root", path: "" },
  "routes/_app": { id: "routes/_app", parentId: "root" },
  "routes/_app._index": { id: "routes/_app._index", parentId: "routes/_app", index: true },
  "routes/_app.contracts.$contractId": { id: "routes/_app.contracts.$contractId", parentId: "routes/_app", path: "contracts/:contractId" },
};

describe("observeRequests", () => {
  const lines: Record<string, unknown>[] = [];
  const log = createLog(
    "info",
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    const app = express();
    app.use(observeRequests(routes, log));
    app.post("/too-large", (_req, res) => res.status(413).end());
    app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
    app.use("/assets", express.static(import.meta.dirname));
    app.all(
      "*",
      pages((req, res) => {
        log.info("inside the page");
        res.status(req.path.startsWith("/contracts") ? 200 : 404).json({ requestId: requestIdOfScope() });
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  beforeEach(() => void lines.splice(0));

  const accessLines = async (count: number) => {
    await vi.waitFor(() => expect(lines.filter((line) => line.msg === "answered")).toHaveLength(count));
    return lines.filter((line) => line.msg === "answered");
  };

  it("writes one line per page: method, route id, status, duration and request id, never the address or its query", async () => {
    const answer = await fetch(`${url}/contracts/8123?email=someone@example.com`, { headers: { "X-Request-Id": "balancer-42" } });
    expect(answer.headers.get("x-request-id")).toBe("balancer-42");
    expect(await answer.json()).toEqual({ requestId: "balancer-42" });
    const [line] = await accessLines(1);
    expect(line).toEqual({
      level: 30,
      time: expect.any(Number),
      service: "portal",
      requestId: "balancer-42",
      method: "GET",
      route: "routes/_app.contracts.$contractId",
      status: 200,
      ms: expect.any(Number),
      msg: "answered",
    });
    expect(lines.find((other) => other.msg === "inside the page")).toMatchObject({ requestId: "balancer-42" });
    expect(JSON.stringify(lines)).not.toMatch(/8123|example\.com/);
  });

  it("names the page of a single-fetch data request, and no route where none matches", async () => {
    await fetch(`${url}/contracts/7.data`, { method: "POST", headers: { "X-Request-Id": "x".repeat(65) } });
    await fetch(`${url}/_.data`);
    await fetch(`${url}/nowhere/at/all`);
    const logged = await accessLines(3);
    expect(logged.map(({ method, route, status }) => [method, route, status])).toEqual([
      ["POST", "routes/_app.contracts.$contractId", 200],
      ["GET", "routes/_app._index", 404],
      ["GET", null, 404],
    ]);
    // An id over 64 characters is replaced.
    expect(logged[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("leaves out static files and health probes that succeed, and logs those that fail", async () => {
    expect((await fetch(`${url}/assets/access-log.server.ts`)).status).toBe(200);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/too-large`, { method: "POST" })).status).toBe(413);
    const logged = await accessLines(1);
    expect(logged[0]).toMatchObject({ method: "POST", route: null, status: 413 });
  });
});

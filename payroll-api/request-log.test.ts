import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { createApiLog } from "./log";
import { requestLog } from "./request-log";

// The API's side of following one request through both logs (docs/decisions/0046-observability.md).
describe("requestLog", () => {
  const lines: Record<string, unknown>[] = [];
  const log = createApiLog(
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
    app.use(requestLog(log));
    app.use(express.json());
    app.get("/api/things/:thingId", async (req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.info({ thing: req.params.thingId }, "inside the handler");
      res.json({ ok: true });
    });
    app.use("/graphql", (_req, res) => res.json({ data: {} }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  beforeEach(() => void lines.splice(0));

  const requestLine = async () => {
    await vi.waitFor(() => expect(lines.some((line) => line.msg === "answered")).toBe(true));
    return lines.find((line) => line.msg === "answered")!;
  };

  it("keeps the caller's id, answers with it, and writes it on every line of the request", async () => {
    const answer = await fetch(`${url}/api/things/42?email=someone@example.com`, { headers: { "X-Request-Id": "portal-request-7" } });
    expect(answer.headers.get("x-request-id")).toBe("portal-request-7");
    const line = await requestLine();
    expect(lines.find((line) => line.msg === "inside the handler")).toMatchObject({ requestId: "portal-request-7", thing: "42" });
    expect(line).toMatchObject({ requestId: "portal-request-7", method: "GET", route: "/api/things/:thingId", status: 200, service: "payroll-api" });
    expect(line.ms).toEqual(expect.any(Number));
    // The route's pattern, never the address: no id, no query.
    expect(JSON.stringify(lines)).not.toContain("example.com");
  });

  it("names a GraphQL call's operation, and makes an id for a caller that sent a malformed one", async () => {
    const answer = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Request-Id": 'a "quoted" id' },
      body: JSON.stringify({ query: "query Dashboard { user { id } }", operationName: "Dashboard" }),
    });
    const requestId = answer.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await requestLine()).toMatchObject({ requestId, method: "POST", route: "/graphql", operation: "Dashboard", status: 200 });
  });
});

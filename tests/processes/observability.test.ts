// What operations see of the built portal (docs/decisions/0046-observability.md): one request followed
// through the portal's log and its embedded API's (the API's lines reach the same stdout, named by
// "service"), the access log, the metrics on their own port, and /readyz against /healthz. The API
// that does not answer is the embedded one paused (SIGSTOP), as in shutdown.test.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, processOf, startServer, type Server } from "./processes";

type LogLine = { service?: string; msg?: string; requestId?: string; [field: string]: unknown };

const linesOf = (output: string): LogLine[] =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);

describe("observing the built portal", () => {
  let portal: Server;
  let dataDir: string;
  let metricsUrl: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "portal-observability-"));
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    portal = await startServer("the portal with its embedded API", "portal", await freePort(), {
      NODE_ENV: "production",
      SESSION_SECRET: "observability-test-session-secret-long",
      DATA_DIR: dataDir,
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: "info",
    });
  });

  afterAll(async () => {
    await portal?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const linesOfRequest = (requestId: string) => linesOf(portal.output()).filter((line) => line.requestId === requestId);

  it("follows one request through both logs, with one access line of the portal's that holds nothing of the user's", async () => {
    const signIn = await fetch(`${portal.url}/login?redirectTo=%2Fdashboard`, {
      method: "POST",
      headers: { "X-Request-Id": "follow-me-sign-in" },
      body: new URLSearchParams({ email: "employer@example.com", password: "Demo-portal-2026", redirectTo: "/dashboard" }),
      redirect: "manual",
    });
    expect(signIn.headers.get("x-request-id")).toBe("follow-me-sign-in");
    const cookie = signIn.headers
      .getSetCookie()
      .find((set) => set.startsWith("__session="))!
      .split(";")[0];
    await expect.poll(() => linesOfRequest("follow-me-sign-in").some((line) => line.msg === "answered" && line.service === "portal")).toBe(true);
    const signInLines = linesOfRequest("follow-me-sign-in");
    expect(signInLines).toContainEqual(
      expect.objectContaining({ service: "payroll-api", msg: "answered", method: "POST", route: "/users/sign_in", status: 200 }),
    );
    const access = signInLines.filter((line) => line.service === "portal" && line.msg === "answered");
    expect(access).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        service: "portal",
        requestId: "follow-me-sign-in",
        method: "POST",
        route: "routes/_auth.login",
        status: signIn.status,
        ms: expect.any(Number),
        msg: "answered",
      },
    ]);
    expect(JSON.stringify(signInLines)).not.toMatch(/employer@example\.com|redirectTo|Demo-portal/);

    // A page of GraphQL: its call carries the page's id (made by the portal, none was given), with the operation's name.
    const page = await fetch(`${portal.url}/dashboard`, { headers: { cookie, "accept-language": "en" } });
    expect(page.status).toBe(200);
    const requestId = page.headers.get("x-request-id")!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => linesOfRequest(requestId).some((line) => line.service === "portal" && line.msg === "answered")).toBe(true);
    expect(linesOfRequest(requestId)).toContainEqual(
      expect.objectContaining({ service: "payroll-api", msg: "answered", route: "/graphql", operation: expect.any(String), status: 200 }),
    );
    expect(linesOfRequest(requestId)).toContainEqual(expect.objectContaining({ service: "portal", route: "routes/_app.dashboard", status: 200 }));
  });

  it("serves the named metrics on their own port, and none on the pages' port", async () => {
    await (await fetch(`${portal.url}/login`)).text();
    // A request is counted once its answer is sent, which the client may see first.
    const scrape = async () => (await fetch(metricsUrl)).text();
    await expect.poll(scrape).toMatch(/^portal_request_duration_seconds_count\{route="routes\/_auth\.login",status="2xx"\} [1-9]/m);
    const metrics = await scrape();
    expect(metrics).toMatch(/^portal_request_duration_seconds_bucket\{le="0\.1",route="routes\/_app\.dashboard",status="2xx"\} \d/m);
    expect(metrics).toMatch(/^portal_api_call_duration_seconds_count\{operation="POST \/users\/sign_in"\} 1$/m);
    expect(metrics).toMatch(/^portal_api_call_duration_seconds_count\{operation="[A-Za-z_]+"\} [1-9]/m);
    expect(metrics).toMatch(/^portal_cache_lookups_total\{cache="account",result="miss"\} [1-9]/m);
    expect(metrics).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(metrics).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(metrics).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(metrics).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(await (await fetch(`${portal.url}/metrics`, { redirect: "manual" })).text()).not.toContain("portal_request_duration_seconds");
  });

  it("is ready while the API answers and not while it does not, and stays alive either way", async () => {
    expect((await fetch(`${portal.url}/readyz`)).status).toBe(200);
    const api = processOf(portal, "payroll-api/process.js")!;
    expect(api).toBeDefined();
    process.kill(api, "SIGSTOP");
    try {
      const notReady = await fetch(`${portal.url}/readyz`);
      expect([notReady.status, await notReady.json()]).toEqual([503, { status: "api-unavailable" }]);
      expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);
    } finally {
      process.kill(api, "SIGCONT");
    }
    expect((await fetch(`${portal.url}/readyz`)).status).toBe(200);
  });
});

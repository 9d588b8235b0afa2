// A portal told to stop (SIGTERM, as an orchestrator does before it replaces a replica) finishes the
// requests it has begun, then stops its embedded payroll API, and exits cleanly. The page in flight
// is held deterministically: the embedded API is paused (SIGSTOP) while the portal waits for it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, processOf, startServer, type Server } from "./processes";

describe("a portal told to stop", () => {
  let portal: Server;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "portal-shutdown-"));
    portal = await startServer("the portal with its embedded API", "portal", await freePort(), {
      NODE_ENV: "production",
      SESSION_SECRET: "shutdown-test-session-secret-long-enough",
      DATA_DIR: dataDir,
      // Each request's first line shows when the page has reached the portal.
      LOG_LEVEL: "debug",
    });
  });

  afterAll(async () => {
    await portal?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes the page it is rendering, then stops the embedded API and exits", async () => {
    const signIn = await fetch(`${portal.url}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "employer@example.com", password: "Demo-portal-2026", redirectTo: "" }),
      redirect: "manual",
    });
    const cookie =
      signIn.headers
        .getSetCookie()
        .find((set) => set.startsWith("__session="))
        ?.split(";")[0] ?? "";
    expect(cookie).toMatch(/^__session=/);
    const api = processOf(portal, "payroll-api/process.js");
    expect(api).toBeDefined();

    process.kill(api!, "SIGSTOP");
    const page = fetch(`${portal.url}/positions`, { headers: { cookie, "accept-language": "en" } });
    // Once the portal has taken the request in, it waits for the paused API.
    await expect.poll(() => portal.output(), { timeout: 10_000 }).toContain('"path":"/positions","msg":"request"');
    process.kill(portal.pid, "SIGTERM");
    await expect.poll(() => portal.output(), { timeout: 10_000 }).toContain("finishing open requests, then stopping");
    process.kill(api!, "SIGCONT");

    const answer = await page;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("<h1");
    expect(await portal.exited).toBe(0);
    expect(processOf(portal, "payroll-api/process.js")).toBeUndefined();
  });
});

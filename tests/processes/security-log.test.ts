// The security checklist's points that only the server's own output shows (docs/decisions/0030):
// each security event is one structured line without secrets, and the generic error page names the
// request it failed on, without a stack trace.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServer, type Server } from "./processes";

const PASSWORD = "Demo-portal-2026";
const SESSION_SECRET = "security-log-test-session-secret-long-enough";
/**
 * The failed sign-ins before an account is locked out, lower than the 10 of production: each attempt
 * hashes at the production cost (a few tenths of a second of CPU), and the lockout is logged the same.
 */
const FAILURES_PER_ACCOUNT = 3;

type LogLine = Record<string, unknown>;

const linesOf = (output: string): LogLine[] =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);

/** The newest line of the portal's output naming `event`, once it is there. */
async function securityLine(portal: Server, event: string, fields: LogLine = {}): Promise<LogLine> {
  const matching = () =>
    linesOf(portal.output()).filter((line) => line.security === event && Object.entries(fields).every(([key, value]) => line[key] === value));
  await expect.poll(() => matching().length, { timeout: 10_000 }).toBeGreaterThan(0);
  return matching().at(-1)!;
}

const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", body: new URLSearchParams(fields), headers: { "Accept-Language": "en", ...headers }, redirect: "manual" });

const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((set) => set.startsWith("__session="))!
    .split(";")[0];

beforeAll(() => {});

describe("security events in the portal's log", () => {
  let portal: Server;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "portal-security-log-"));
    portal = await startServer("the portal with its embedded API", "portal", await freePort(), {
      NODE_ENV: "production",
      SESSION_SECRET,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      LOGIN_FAILURES_PER_ACCOUNT: String(FAILURES_PER_ACCOUNT),
    });
  });

  afterAll(async () => {
    await portal?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** No line written so far holds the secrets of this test, nor a session cookie. */
  function expectNoSecrets(...secrets: string[]) {
    const output = portal.output();
    for (const secret of [...secrets, PASSWORD, "__session="]) expect(output).not.toContain(secret);
  }

  it("logs a sign-in, its failure and a lockout, naming the account without its address", async () => {
    const signedIn = await post(`${portal.url}/login`, { email: "employer@example.com", password: PASSWORD, redirectTo: "" });
    expect(signedIn.status).toBe(302);
    const success = await securityLine(portal, "sign-in");
    expect(success).toMatchObject({ level: 30, kind: "user", msg: "security: sign-in", requestId: expect.any(String) });
    expect(success.account).toMatch(/^[0-9a-f]{16}$/);

    const guessed = "nobody-at-all@example.com";
    for (let attempt = 1; attempt <= FAILURES_PER_ACCOUNT; attempt++) {
      expect((await post(`${portal.url}/login`, { email: guessed, password: `Wrong-guess-${attempt}`, redirectTo: "" })).status).toBe(400);
    }
    const failure = await securityLine(portal, "sign-in-failed");
    expect(failure).toMatchObject({ level: 40, clientIp: expect.any(String) });
    expect(failure.account).not.toBe(success.account);
    const refused = await post(`${portal.url}/login`, { email: guessed, password: `Wrong-guess-${FAILURES_PER_ACCOUNT + 1}`, redirectTo: "" });
    expect(refused.status).toBe(429);
    expect(await securityLine(portal, "sign-in-locked-out")).toMatchObject({ level: 40, account: failure.account });
    expect(portal.output()).not.toContain(guessed);
    expectNoSecrets("Wrong-guess-");
  });

  it("logs the one-time code's failures and the lockout after its last try, naming the account", async () => {
    const challenged = await post(`${portal.url}/login`, { email: "twofactor@example.com", password: PASSWORD, redirectTo: "" });
    expect(challenged.headers.get("location")).toMatch(/^\/login\/verify/);
    const cookie = sessionCookieOf(challenged);
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      answers.push((await post(`${portal.url}/login/verify`, { code: "000000", redirectTo: "" }, { Cookie: cookie })).status);
    }
    // The code mailed is six random digits: 000000 is wrong but once in a million runs.
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    const failure = await securityLine(portal, "sign-in-failed", { step: "one-time code" });
    expect(failure.account).toMatch(/^[0-9a-f]{16}$/);
    expect(await securityLine(portal, "sign-in-locked-out", { step: "one-time code" })).toMatchObject({ level: 40, account: failure.account });
    expect(portal.output()).not.toContain("twofactor@example.com");
  });

  it("logs a refused cross-site POST and a forbidden page, and never the session's token", async () => {
    const cookie = sessionCookieOf(await post(`${portal.url}/login`, { email: "selection@example.com", password: PASSWORD, redirectTo: "" }));

    const crossSite = await post(`${portal.url}/settings/add-cost-place`, { name: "Evil" }, { Cookie: cookie, Origin: "http://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await securityLine(portal, "cross-site-refused")).toMatchObject({
      level: 40,
      method: "POST",
      path: "/settings/add-cost-place",
      sourceHost: "evil.example",
    });

    // The selection company has no surveys: the access rules refuse the page.
    expect((await fetch(`${portal.url}/surveys`, { headers: { Cookie: cookie } })).status).toBe(403);
    expect(await securityLine(portal, "forbidden", { path: "/surveys" })).toMatchObject({ level: 40, method: "GET" });
    // No stack trace for a refusal: it is no error of the portal.
    expect(portal.output()).not.toMatch(/"stack":/);
    expectNoSecrets(cookie.slice("__session=".length, "__session=".length + 40));
  });
});

describe("the generic error page", () => {
  let api: HttpServer;
  let portal: Server;

  beforeAll(async () => {
    // A payroll API that lets anyone sign in, then answers every query with an error it does not
    // explain: the portal cannot tell what went wrong, which is what the generic page is for.
    api = createServer((request, response) => {
      const answer =
        request.url === "/users/sign_in"
          ? { authentication_token: "fake-api-token-0123456789", email: "employer@example.com" }
          : { errors: [{ message: "the API broke" }] };
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    portal = await startServer("a portal on a failing API", "portal", await freePort(), {
      NODE_ENV: "production",
      SESSION_SECRET,
      PAYROLL_API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      LOG_LEVEL: "info",
    });
  });

  afterAll(async () => {
    await portal?.stop();
    await new Promise((resolve) => api?.close(resolve));
  });

  it("names the request it failed on, which the log names too, and shows no stack trace", async () => {
    const cookie = sessionCookieOf(await post(`${portal.url}/login`, { email: "employer@example.com", password: PASSWORD, redirectTo: "" }));
    const page = await fetch(`${portal.url}/dashboard`, { headers: { Cookie: cookie, "Accept-Language": "en" } });
    expect(page.status).toBe(500);
    const requestId = page.headers.get("x-request-id")!;
    const html = await page.text();
    expect(html).toContain("<h1>Oops! Something went wrong</h1>");
    expect(html).toContain(`<p>Reference: ${requestId}</p>`);
    expect(html).not.toMatch(/\bat \S+ \(|\.js:\d+:\d+|node_modules/);
    await expect.poll(() => linesOf(portal.output()).some((line) => line.requestId === requestId && Number(line.level) >= 40)).toBe(true);
    expect(portal.output()).not.toContain("fake-api-token-0123456789");
  });
});

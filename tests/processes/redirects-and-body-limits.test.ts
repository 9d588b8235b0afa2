// Issue 28's redirects and bodies, on the production server (docs/decisions/0031): every redirect built
// from client input stays on the site and never answers 500, and a body over its limit is answered 413
// before it is read, so that twenty 50 MB bodies leave the portal's memory where it was and sign in
// nobody; a body sent too slowly is cut (docs/decisions/0065), here after REQUEST_TIMEOUT_S of 5 s. Alone: PORTAL_BUILD_DIR=<build> npx vitest run --config tests/processes/vitest.config.ts redirects-and-body-limits
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServer, type Server } from "./processes";

const EMAIL = "employer@example.com";
const PASSWORD = "Demo-portal-2026";
const BODY_BYTES = 50 * 1024 * 1024;
const BODIES = 20;
/** How long a request may take to arrive whole here: short, so that a slow body is cut within the test. */
const REQUEST_TIMEOUT_S = 5;
/** What the portal's resident memory may grow by over the twenty bodies: each one was 50 MB. */
const MEMORY_MARGIN_BYTES = 64 * 1024 * 1024;

let portal: Server;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "portal-redirects-and-limits-"));
  portal = await startServer("the portal with its embedded API", "portal", await freePort(), {
    NODE_ENV: "production",
    SESSION_SECRET: "redirects-and-limits-session-secret-long-enough",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    REQUEST_TIMEOUT_S: String(REQUEST_TIMEOUT_S),
  });
});

afterAll(async () => {
  await portal?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const signIn = (redirectTo: string) =>
  fetch(`${portal.url}/login`, {
    method: "POST",
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD, redirectTo }),
    headers: { origin: portal.url },
    redirect: "manual",
  });

const sessionOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("__session="))
    ?.split(";")[0];

/** Where a Location leads a browser that is on the portal. */
const destinationOf = (answer: Response) => new URL(answer.headers.get("location") ?? "", portal.url);

describe("redirect targets from the client", () => {
  it.each(["//evil.example/x?lng=fr", "/\\evil.example?lng=nl", "/%2F/evil.example?lng=en"])(
    "keep the language redirect of %s on the site",
    async (address) => {
      // fetch would resolve "//evil.example" itself: the address goes to the server as it is written.
      const answer = await rawGet(address);
      expect(answer.status).toBe(302);
      expect(new URL(answer.location, portal.url).origin).toBe(portal.url);
      expect(answer.location).toBe("/");
    },
  );

  it("keeps the language redirect of a page on the site to that page", async () => {
    const answer = await rawGet("/login?lng=nl&redirectTo=%2Fteam");
    expect(answer.location).toBe("/login?redirectTo=%2Fteam");
  });

  it("signs in to the home page when redirectTo hides another site behind a tab", async () => {
    const answer = await signIn("/\t/evil.example/x");
    expect(answer.status).toBe(302);
    expect(destinationOf(answer).origin).toBe(portal.url);
    expect(answer.headers.get("location")).toBe("/");
  });

  it.each([
    ["a line break", "/\r\nSet-Cookie: hijacked=1", "/"],
    ["a NUL", "/dashboard\u0000", "/"],
    ["a character above Latin-1", "/\u20ac", "/%E2%82%AC"],
  ])("signs in, without a server error, when redirectTo holds %s", async (_case, redirectTo, location) => {
    const answer = await signIn(redirectTo);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(location);
    expect(sessionOf(answer)).toBeDefined();
    expect(answer.headers.get("set-cookie")).not.toContain("hijacked");
  });

  it.each(["hours-unit", "side-panel", "notices", "language"])("sends /preferences/%s back on the site when redirectTo is hostile", async (preference) => {
    const session = sessionOf(await signIn(""))!;
    for (const redirectTo of ["/\r\n/evil.example", "//evil.example", "/\t/evil.example", "/\u20ac"]) {
      const answer = await fetch(`${portal.url}/preferences/${preference}`, {
        method: "POST",
        body: new URLSearchParams({ redirectTo, unit: "hours", state: "collapsed", notice: "x", language: "en" }),
        headers: { origin: portal.url, cookie: session },
        redirect: "manual",
      });
      expect(answer.status, redirectTo).toBe(302);
      expect(destinationOf(answer).origin).toBe(portal.url);
    }
  });
});

type RawAnswer = { status: number; location: string; body: string };

/** A GET of `address` exactly as written (fetch would resolve it), or a body of `bodyBytes` streamed to it. */
function rawRequest(address: string, { method = "GET", bodyBytes = 0, chunked = false } = {}): Promise<RawAnswer> {
  const { port } = new URL(portal.url);
  const headers: Record<string, string> = { origin: portal.url, "accept-language": "nl" };
  if (bodyBytes > 0) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    if (!chunked) headers["content-length"] = String(bodyBytes);
  }
  // A connection kept alive, as a browser's: one that asks for "Connection: close" has Node reset it at once after the answer.
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<RawAnswer>((resolve, reject) => {
    let answered = false;
    const request = http.request({ host: "127.0.0.1", port, method, path: address, headers, agent }, (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, location: response.headers.location ?? "", body }));
    });
    // The portal closes the connection after its answer, with most of the body unsent: that is the point.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    if (bodyBytes > 0) void streamBody(request, bodyBytes);
    else request.end();
  }).finally(() => agent.destroy());
}

/** A sign-in form of `bytes`, with a wrong password and a huge redirectTo, written as fast as the connection takes it. */
async function streamBody(request: http.ClientRequest, bytes: number) {
  const piece = Buffer.alloc(64 * 1024, "a");
  const head = Buffer.from(`email=${encodeURIComponent(EMAIL)}&password=wrong-password&redirectTo=`);
  let sent = 0;
  for (const chunk of (function* () {
    yield head;
    for (sent = head.length; sent + piece.length <= bytes; sent += piece.length) yield piece;
    yield piece.subarray(0, bytes - sent);
  })()) {
    if (request.destroyed) return;
    if (!request.write(chunk)) await new Promise((resolve) => request.once("drain", resolve).once("close", resolve));
  }
  request.end();
}

const rawGet = (address: string) => rawRequest(address);

const residentBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

describe("bodies over their limit", () => {
  it("answers twenty 50 MB forms 413 in the user's language before reading them, and the portal's memory stays where it was", async () => {
    const pid = portal.pid;
    // One of each first, so that what answering them takes (the young generation's size, socket buffers) is in the starting figure.
    await rawRequest("/login", { method: "POST", bodyBytes: BODY_BYTES, chunked: true });
    await rawRequest("/forgot-password", { method: "POST", bodyBytes: BODY_BYTES });
    const before = residentBytes(pid);

    for (let body = 0; body < BODIES; body++) {
      // Half declare their length, half come chunked, without one; half sign in, half ask for a new password.
      const address = body % 2 === 0 ? "/login" : "/forgot-password";
      const answer = await rawRequest(address, { method: "POST", bodyBytes: BODY_BYTES, chunked: body % 4 >= 2 });
      expect(answer.status, `${address} #${body}`).toBe(413);
      expect(answer.body).toContain("Het formulier is te groot");
    }

    const after = residentBytes(pid);
    expect(after, `resident memory from ${before} to ${after} bytes`).toBeLessThan(before + MEMORY_MARGIN_BYTES);
  }, 120_000);

  it("counted none of them as a failed sign-in: the account signs in as usual", async () => {
    const answer = await signIn("/");
    expect(answer.status).toBe(302);
    expect(sessionOf(answer)).toBeDefined();
  });

  it("still takes a form within its limit, chunked or not", async () => {
    const chunked = await rawRequest("/login", { method: "POST", bodyBytes: 100 * 1024, chunked: true });
    const declared = await rawRequest("/login", { method: "POST", bodyBytes: 100 * 1024 });
    // The password is wrong: the form was read and refused as a form.
    expect([chunked.status, declared.status]).toEqual([400, 400]);
  });
});

/**
 * A sign-in form of `bytes` on a socket of its own, one byte every `everyMs`: what the socket received
 * and how long after the headers the portal closed it, or that it was still open after `waitMs`.
 */
function trickle(bytes: number, everyMs: number, waitMs: number): Promise<{ closedAfterMs?: number; received: string }> {
  const { port } = new URL(portal.url);
  const body = `email=${encodeURIComponent(EMAIL)}&password=wrong-password&redirectTo=`.padEnd(bytes, "a");
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let received = "";
    let sent = 0;
    const start = Date.now();
    const dripping = setInterval(() => (sent < body.length && !socket.destroyed ? socket.write(body[sent++]) : undefined), everyMs);
    const giveUp = setTimeout(() => finish(undefined), waitMs);
    const finish = (closedAfterMs: number | undefined) => {
      clearInterval(dripping);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, received });
    };
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("close", () => finish(Date.now() - start));
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? undefined : reject(error)));
    socket.write(
      `POST /login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${portal.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${bytes}\r\nConnection: close\r\n\r\n`,
    );
  });
}

describe("bodies sent slowly", () => {
  it("cuts a body still arriving after REQUEST_TIMEOUT_S, with 408", async () => {
    // 1,000 bytes at one every 100 ms would take 100 s.
    const cut = await trickle(1000, 100, (REQUEST_TIMEOUT_S + 10) * 1000);
    expect(cut.closedAfterMs, "the connection was still open").toBeDefined();
    expect(cut.closedAfterMs).toBeGreaterThanOrEqual((REQUEST_TIMEOUT_S - 1) * 1000);
    expect(cut.received).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it("takes a slow body that arrives whole within it", async () => {
    // 120 bytes at one every 20 ms: about 2.4 s. The answer, a sign-in refused, may take a while on a busy machine.
    const whole = await trickle(120, 20, 40_000);
    // The password is wrong: the form was read and refused as a form.
    expect(whole.received).toMatch(/^HTTP\/1\.1 400 /);
  }, 60_000);
});

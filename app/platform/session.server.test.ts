import {
  ABSOLUTE_LIFETIME_MS,
  IDLE_TIMEOUT_MS,
  credentialsOf,
  getSession,
  refreshedSessionCookie,
  startSession,
  storeOtpChallenge,
  type Credentials,
} from "./session.server";

const CREDENTIALS: Credentials = { kind: "user", email: "employer@example.com", token: "api-token-of-the-test" };
const MINUTE = 60 * 1000;
const START = new Date("2026-03-02T08:00:00Z").getTime();

/** The request a browser sends with the cookie of a Set-Cookie header. */
const requestWith = (setCookie: string) => new Request("http://portal.test/dashboard", { headers: { Cookie: setCookie.split(";")[0] } });

async function signedInCookie(): Promise<string> {
  const response = await startSession(CREDENTIALS, "/dashboard");
  return response.headers.get("Set-Cookie")!;
}

const credentialsAt = async (cookie: string, time: number) => {
  vi.setSystemTime(time);
  return credentialsOf(await getSession(requestWith(cookie)));
};

describe("the session", () => {
  beforeEach(() => vi.useFakeTimers({ now: START, toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("is an httpOnly, SameSite=Lax cookie for the whole site that lives no longer than the absolute lifetime", async () => {
    const cookie = await signedInCookie();
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toContain(`Max-Age=${ABSOLUTE_LIFETIME_MS / 1000}`);
    // Secure in production only (tests/e2e/server.spec.ts checks it there): a test runs on plain HTTP.
    expect(cookie).not.toMatch(/; Secure/);
  });

  it("holds the API token sealed: the cookie shows neither the token nor the e-mail address", async () => {
    const cookie = await signedInCookie();
    const [payload] = decodeURIComponent(cookie.split(";")[0].slice("__session=".length)).split(".");
    const readable = Buffer.from(payload, "base64").toString("utf8");
    expect(readable).toContain("credentials");
    expect(readable).not.toContain(CREDENTIALS.token);
    expect(readable).not.toContain(CREDENTIALS.email);
    expect(await credentialsAt(cookie, START)).toEqual(CREDENTIALS);
  });

  it("ends after 30 minutes without a request, not a millisecond before", async () => {
    const cookie = await signedInCookie();
    expect(await credentialsAt(cookie, START + IDLE_TIMEOUT_MS - 1)).toEqual(CREDENTIALS);
    expect(await credentialsAt(cookie, START + IDLE_TIMEOUT_MS)).toBeNull();
    expect(IDLE_TIMEOUT_MS).toBe(30 * MINUTE);
  });

  it("is kept alive by requests, at most one cookie write a minute", async () => {
    const cookie = await signedInCookie();
    vi.setSystemTime(START + MINUTE - 1);
    expect(await refreshedSessionCookie(requestWith(cookie))).toBeNull();
    vi.setSystemTime(START + 20 * MINUTE);
    const refreshed = (await refreshedSessionCookie(requestWith(cookie)))!;
    expect(refreshed).toMatch(/^__session=/);
    // 40 minutes after signing in, 20 after the last request: still signed in on the new cookie only.
    expect(await credentialsAt(cookie, START + 40 * MINUTE)).toBeNull();
    expect(await credentialsAt(refreshed, START + 40 * MINUTE)).toEqual(CREDENTIALS);
  });

  it("ends 12 hours after signing in, however active the user is", async () => {
    let cookie = await signedInCookie();
    let now = START;
    while (now + 29 * MINUTE < START + ABSOLUTE_LIFETIME_MS) {
      now += 29 * MINUTE;
      vi.setSystemTime(now);
      cookie = (await refreshedSessionCookie(requestWith(cookie))) ?? cookie;
    }
    expect(await credentialsAt(cookie, START + ABSOLUTE_LIFETIME_MS - 1)).toEqual(CREDENTIALS);
    expect(await credentialsAt(cookie, START + ABSOLUTE_LIFETIME_MS)).toBeNull();
    // An ended session is not revived by a request either.
    expect(await refreshedSessionCookie(requestWith(cookie))).toBeNull();
    expect(ABSOLUTE_LIFETIME_MS).toBe(12 * 60 * MINUTE);
  });

  it("is brand new at each sign-in: nothing of the session before carries over", async () => {
    const before = await storeOtpChallenge(new Request("http://portal.test/login"), {
      kind: "user",
      email: CREDENTIALS.email,
      otpToken: "pending",
      reason: "two_factor",
    });
    vi.setSystemTime(START + 5 * MINUTE);
    // startSession is given no request: it cannot take anything over from the one the browser holds.
    const after = await signedInCookie();
    const session = await getSession(requestWith(after));
    expect(after.split(";")[0]).not.toBe(before.split(";")[0]);
    expect(Object.keys(session.data).sort()).toEqual(["credentials", "lastActiveAt", "startedAt"]);
    expect(session.get("startedAt")).toBe(START + 5 * MINUTE);
  });
});

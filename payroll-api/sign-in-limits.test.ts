import { DEMO_PASSWORD, startTestApi, type TestApi } from "./test-support";

// The sign-in endpoints' limits over HTTP (docs/decisions/0004-login-rate-limit.md): per client
// address, as the portal forwards it in X-Forwarded-For, and per e-mail. Each test signs in from
// addresses of its own; LOGIN_ATTEMPTS_PER_CLIENT is 3 here.
let t: TestApi;

beforeAll(async () => {
  t = await startTestApi({ loginAttemptsPerClient: 3 });
});

afterAll(async () => {
  await t?.close();
});

type Kind = "user" | "employee";

const signIn = (kind: Kind, email: string, password: string, clientAddress: string) =>
  fetch(`${t.url}/${kind}s/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress },
    body: JSON.stringify({ [kind]: { email, password } }),
  });

/** The portal's one attempt: company user first, then employee when refused. */
async function portalAttempt(email: string, password: string, clientAddress: string) {
  const asUser = await signIn("user", email, password, clientAddress);
  if (asUser.status !== 401) return asUser.status;
  return (await signIn("employee", email, password, clientAddress)).status;
}

describe("per client address", () => {
  it("answers the attempt past LOGIN_ATTEMPTS_PER_CLIENT with 429, Retry-After and too_many_requests", async () => {
    for (let i = 0; i < 3; i += 1) expect((await signIn("user", `nobody${i}@example.com`, "wrong-password", "203.0.113.10")).status).toBe(401);
    const refused = await signIn("user", "employer@example.com", DEMO_PASSWORD, "203.0.113.10");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: "too_many_requests" });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("counts another address apart", async () => {
    for (let i = 0; i < 3; i += 1) await signIn("user", `nobody${i}@example.com`, "wrong-password", "203.0.113.11");
    expect((await signIn("user", "employer@example.com", DEMO_PASSWORD, "203.0.113.12")).status).toBe(200);
  });

  it("counts the portal's attempt once, though it asks both endpoints", async () => {
    for (let i = 0; i < 3; i += 1) expect(await portalAttempt("employee@example.com", DEMO_PASSWORD, "203.0.113.13")).toBe(200);
    expect(await portalAttempt("employee@example.com", DEMO_PASSWORD, "203.0.113.13")).toBe(429);
  });

  it("takes the socket's address without X-Forwarded-For", async () => {
    const direct = () => t.rest("POST", "/users/sign_in", { user: { email: "nobody@example.com", password: "wrong-password" } });
    for (let i = 0; i < 3; i += 1) expect((await direct()).status).toBe(401);
    expect((await direct()).status).toBe(429);
  });
});

describe("per e-mail", () => {
  it("refuses the 11th attempt after 10 failures from as many addresses, even with the right password", async () => {
    for (let i = 0; i < 10; i += 1) expect(await portalAttempt("viewer@example.com", "wrong-password", `198.51.100.${i}`)).toBe(401);
    expect(await portalAttempt("viewer@example.com", DEMO_PASSWORD, "198.51.100.200")).toBe(429);
    expect(await portalAttempt("VIEWER@example.com ", DEMO_PASSWORD, "198.51.100.201")).toBe(429);
  });

  it("forgets the failures once the password is right", async () => {
    for (let i = 0; i < 9; i += 1) await portalAttempt("sarah.desmet@example.com", "wrong-password", `192.0.2.${20 + i}`);
    expect(await portalAttempt("sarah.desmet@example.com", DEMO_PASSWORD, "192.0.2.40")).toBe(200);
    // Without forgetting, this would be the 11th attempt since the first failure.
    expect(await portalAttempt("sarah.desmet@example.com", "wrong-password", "192.0.2.41")).toBe(401);
  });

  it("does not hold an employee's own sign-ins against them at the company-user endpoint", async () => {
    for (let i = 0; i < 11; i += 1) expect(await portalAttempt("employee@example.com", DEMO_PASSWORD, `192.0.2.${100 + i}`)).toBe(200);
  });
});

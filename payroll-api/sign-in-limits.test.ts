import { randomBytes, scryptSync } from "node:crypto";
import { DEMO_PASSWORD, startTestApi, type TestApi } from "./test-support";

// The sign-in endpoints' limits over HTTP (docs/decisions/0004-login-rate-limit.md and 0033): per
// client address, as the portal forwards it in X-Forwarded-For, per e-mail from one address, and per
// e-mail from anywhere, past which a right password needs an e-mailed code. Each test signs in from
// addresses of its own. LOGIN_ATTEMPTS_PER_CLIENT is 3 for `t`; for `accounts`, LOGIN_FAILURES_PER_ACCOUNT is 3 and
// LOGIN_FAILURES_PER_ACCOUNT_PER_DAY 5.
const WRONG_PASSWORD = "wrong-password";
let t: TestApi;
let accounts: TestApi;

beforeAll(async () => {
  [t, accounts] = await Promise.all([
    startTestApi({ loginAttemptsPerClient: 3 }),
    startTestApi({ loginFailuresPerAccount: 3, loginFailuresPerAccountPerDay: 5 }),
  ]);
});

afterAll(async () => {
  await Promise.all([t?.close(), accounts?.close()]);
});

type Kind = "user" | "employee";
type Answer = { status: number; body: { authentication_token?: string; otp_required?: boolean; otp_token?: string; reason?: string; error?: string } };

const signIn = (kind: Kind, email: string, password: string, clientAddress: string, api = t) =>
  fetch(`${api.url}/${kind}s/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress },
    body: JSON.stringify({ [kind]: { email, password } }),
  });

/** The portal's one attempt: company user first, then employee when refused; its status and body, and which endpoint answered. */
async function portalSignIn(email: string, password: string, clientAddress: string, api = t): Promise<Answer & { kind: Kind }> {
  for (const kind of ["user", "employee"] as const) {
    const answer = await signIn(kind, email, password, clientAddress, api);
    if (answer.status !== 401 || kind === "employee") return { kind, status: answer.status, body: (await answer.json()) as Answer["body"] };
  }
  throw new Error("unreachable");
}

const portalAttempt = async (email: string, password: string, clientAddress: string, api = t) =>
  (await portalSignIn(email, password, clientAddress, api)).status;

describe("per client address", () => {
  it("answers the attempt past LOGIN_ATTEMPTS_PER_CLIENT with 429, Retry-After and too_many_requests", async () => {
    for (let i = 0; i < 3; i += 1) expect((await signIn("user", `nobody${i}@example.com`, WRONG_PASSWORD, "203.0.113.10")).status).toBe(401);
    const refused = await signIn("user", "employer@example.com", DEMO_PASSWORD, "203.0.113.10");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: "too_many_requests" });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("counts another address apart", async () => {
    for (let i = 0; i < 3; i += 1) await signIn("user", `nobody${i}@example.com`, WRONG_PASSWORD, "203.0.113.11");
    expect((await signIn("user", "employer@example.com", DEMO_PASSWORD, "203.0.113.12")).status).toBe(200);
  });

  it("counts the portal's attempt once, though it asks both endpoints", async () => {
    for (let i = 0; i < 3; i += 1) expect(await portalAttempt("employee@example.com", DEMO_PASSWORD, "203.0.113.13")).toBe(200);
    expect(await portalAttempt("employee@example.com", DEMO_PASSWORD, "203.0.113.13")).toBe(429);
  });

  it("takes the socket's address without X-Forwarded-For", async () => {
    const direct = () => t.rest("POST", "/users/sign_in", { user: { email: "nobody@example.com", password: WRONG_PASSWORD } });
    for (let i = 0; i < 3; i += 1) expect((await direct()).status).toBe(401);
    expect((await direct()).status).toBe(429);
  });
});

describe("per e-mail from one client address", () => {
  it("refuses the attempt from an address past its failures there, even with the right password", async () => {
    for (let i = 0; i < 3; i += 1) expect(await portalAttempt("viewer@example.com", WRONG_PASSWORD, "198.51.100.1", accounts)).toBe(401);
    expect(await portalAttempt("viewer@example.com", DEMO_PASSWORD, "198.51.100.1", accounts)).toBe(429);
    expect(await portalAttempt("VIEWER@example.com ", DEMO_PASSWORD, "198.51.100.1", accounts)).toBe(429);
  });

  it("does not stop the right password from another address: nobody locks a clerk out from afar", async () => {
    for (let i = 0; i < 3; i += 1) expect(await portalAttempt("payroll@example.com", WRONG_PASSWORD, "198.51.100.2", accounts)).toBe(401);
    expect(await portalAttempt("payroll@example.com", DEMO_PASSWORD, "198.51.100.2", accounts)).toBe(429);
    const elsewhere = await portalSignIn("payroll@example.com", DEMO_PASSWORD, "198.51.100.3", accounts);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.authentication_token).toEqual(expect.any(String));
  });

  it("forgets the address's failures once the password is right", async () => {
    for (let i = 0; i < 2; i += 1) await portalAttempt("sarah.desmet@example.com", WRONG_PASSWORD, "192.0.2.20", accounts);
    expect(await portalAttempt("sarah.desmet@example.com", DEMO_PASSWORD, "192.0.2.20", accounts)).toBe(200);
    // Without forgetting, this would be the 4th attempt since the first failure.
    expect(await portalAttempt("sarah.desmet@example.com", WRONG_PASSWORD, "192.0.2.20", accounts)).toBe(401);
  });

  it("does not hold an employee's own sign-ins against them, at the company-user endpoint or from anywhere", async () => {
    // One more than the count from anywhere allows: each right sign-in must take its hits back.
    for (let i = 0; i < 6; i += 1) {
      const answer = await portalSignIn("employee@example.com", DEMO_PASSWORD, "192.0.2.100", accounts);
      expect(answer).toMatchObject({ kind: "employee", status: 200, body: { authentication_token: expect.any(String) } });
    }
  });
});

describe("per e-mail from anywhere (LOGIN_FAILURES_PER_ACCOUNT_PER_DAY)", () => {
  /** 5 failures at the endpoint of `kind` for `email`, from as many addresses: the slower limit's count. */
  async function failFromAnywhere(email: string, kind: Kind = "user") {
    for (let i = 0; i < 5; i += 1) expect((await signIn(kind, email, WRONG_PASSWORD, `203.0.113.${100 + i}`, accounts)).status).toBe(401);
  }
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? "";

  /** The portal's attempt, and the mails it sent. */
  async function attemptWithMails(email: string, password: string, clientAddress: string) {
    let answer: Awaited<ReturnType<typeof portalSignIn>> | undefined;
    const mails = await accounts.outbox.during(async () => (answer = await portalSignIn(email, password, clientAddress, accounts)));
    return { answer: answer!, mails };
  }
  const verify = (kind: Kind, otpToken: string, otp: string) =>
    accounts.rest<{ authentication_token?: string }>("POST", `/${kind}s/otp_verify`, { token: otpToken, otp });

  it("past it, asks the right password for an e-mailed code, which signs in", async () => {
    await failFromAnywhere("hours@example.com");
    const { answer, mails } = await attemptWithMails("hours@example.com", DEMO_PASSWORD, "203.0.113.200");
    expect(answer).toMatchObject({ kind: "user", status: 200, body: { otp_required: true, reason: "failed_sign_ins" } });
    expect(answer.body.authentication_token).toBeUndefined();
    expect(mails.map((mail) => mail.to)).toEqual(["hours@example.com"]);
    const verified = await verify("user", answer.body.otp_token!, codeIn(mails[0].text));
    expect(verified.status).toBe(200);
    expect(verified.body.authentication_token).toEqual(expect.any(String));
  });

  it("answers a wrong password past it as a right one, with a code step, but mails nothing", async () => {
    await failFromAnywhere("promo@example.com");
    const { answer, mails } = await attemptWithMails("promo@example.com", "still-wrong", "203.0.113.201");
    expect(answer).toMatchObject({ kind: "user", status: 200, body: { otp_required: true, reason: "failed_sign_ins" } });
    expect(mails).toEqual([]);
    expect((await verify("user", answer.body.otp_token!, "123456")).status).toBe(401);
  });

  it("holds for employees too, with their own code step", async () => {
    await failFromAnywhere("sofie.claes@example.com", "employee");
    const { answer, mails } = await attemptWithMails("sofie.claes@example.com", DEMO_PASSWORD, "203.0.113.202");
    expect(answer).toMatchObject({ kind: "employee", status: 200, body: { otp_required: true, reason: "failed_sign_ins" } });
    const verified = await verify("employee", answer.body.otp_token!, codeIn(mails[0].text));
    expect(verified.status).toBe(200);
    const me = await accounts.graphql<{ employee: { email: string } }>(
      "{ employee { email } }",
      {},
      { "x-employee-email": "sofie.claes@example.com", "x-employee-token": verified.body.authentication_token! },
    );
    expect(me.data?.employee.email).toBe("sofie.claes@example.com");
  });

  /** 5 failed attempts of the portal (both endpoints) for `email`, from as many addresses. */
  async function portalFailsFromAnywhere(email: string) {
    for (let i = 0; i < 5; i += 1) expect(await portalAttempt(email, WRONG_PASSWORD, `203.0.113.${110 + i}`, accounts)).toBe(401);
  }

  it("answers an address of no account past it as an account's, with a code step that no code passes and no mail, and an employee's still as the employee's", async () => {
    await portalFailsFromAnywhere("nobody.at.all@example.com");
    const { answer, mails } = await attemptWithMails("nobody.at.all@example.com", DEMO_PASSWORD, "203.0.113.203");
    expect(answer).toMatchObject({ kind: "user", status: 200, body: { otp_required: true, reason: "failed_sign_ins", email: "nobody.at.all@example.com" } });
    expect(Object.keys(answer.body).sort()).toEqual(["email", "otp_required", "otp_token", "reason"]);
    expect(answer.body.otp_token).toMatch(/^[\w-]{32,}$/);
    expect(mails).toEqual([]);
    expect(await verify("user", answer.body.otp_token!, "123456")).toEqual({ status: 401, body: { error: "invalid_otp" } });

    // An employee's address is an account's: the company-user endpoint, past the limit too, still sends it on.
    await portalFailsFromAnywhere("employee2@example.com");
    const employee = await attemptWithMails("employee2@example.com", DEMO_PASSWORD, "203.0.113.204");
    expect(employee.answer).toMatchObject({ kind: "employee", status: 200, body: { otp_required: true, reason: "failed_sign_ins" } });
    expect(employee.mails.map((mail) => mail.to)).toEqual(["employee2@example.com"]);
    expect((await verify("employee", employee.answer.body.otp_token!, codeIn(employee.mails[0].text))).status).toBe(200);
  });
});

describe("password hashes of an older cost", () => {
  it("still sign in, and are replaced by one of today's cost", async () => {
    // As the API stored them before the cost was raised: scrypt$N$salt$key, with r=8 and p=1.
    const salt = randomBytes(16);
    const key = scryptSync(DEMO_PASSWORD, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const older = `scrypt$32768$${salt.toString("base64")}$${key.toString("base64")}`;
    await accounts.api.db.query("update users set password_hash = $2 where email = $1", ["backoffice@example.com", older]);
    expect(await portalAttempt("backoffice@example.com", DEMO_PASSWORD, "192.0.2.150", accounts)).toBe(200);
    const [row] = await accounts.api.db.query<{ password_hash: string }>("select password_hash from users where email = $1", ["backoffice@example.com"]);
    expect(row.password_hash).toMatch(/^scrypt\$N=32768,r=8,p=3\$/);
    expect(await portalAttempt("backoffice@example.com", DEMO_PASSWORD, "192.0.2.150", accounts)).toBe(200);
  });
});

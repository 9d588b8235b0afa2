import { DEMO_PASSWORD, errorCode, type TestApi, useTestApi } from "./test-support";

// The mail throttles over HTTP (docs/decisions/0033-mail-throttles-and-lockout.md), at their default
// numbers per hour: password resets 3 per address and 20 per client address, invitations 3 per
// invitee, registrations 5 per client address, sign-in codes 10 per account. The client address is
// the portal's X-Forwarded-For; each test asks from addresses of its own.
const t = useTestApi({
  mailThrottles: { passwordResetsPerAddress: 3, passwordResetsPerClient: 20, invitationsPerInvitee: 3, registrationsPerClient: 5, signInCodesPerAccount: 10 },
});
const { as } = t;

const from = (clientAddress: string) => ({ "x-forwarded-for": clientAddress });

const RESET = "mutation Reset($email: String!) { requestPasswordReset(input: { email: $email }) { status } }";
const requestReset = (email: string, clientAddress: string) => t.graphql(RESET, { email }, from(clientAddress));

describe("password-reset mails", () => {
  it("30 requests for one address send 3 mails, each answered as a request for an unknown address is", async () => {
    const unknown = await requestReset("nobody.here@example.com", "198.51.100.60");
    const answers: unknown[] = [];
    const mails = await t.outbox.during(async () => {
      for (let i = 0; i < 30; i += 1) answers.push(await requestReset("employer@example.com", `198.51.100.${i % 3}`));
    });
    expect(mails.map((mail) => mail.to)).toEqual(["employer@example.com", "employer@example.com", "employer@example.com"]);
    expect(unknown).toEqual({ status: 200, data: { requestPasswordReset: { status: "sent" } } });
    for (const answer of answers) expect(answer).toEqual(unknown);
  });

  it("past 20 requests from one client address no mail goes, answered the same; another address still gets its mail", async () => {
    const mails = await t.outbox.during(async () => {
      for (let i = 0; i < 20; i += 1) await requestReset(`probe${i}@example.com`, "198.51.100.61");
      expect(await requestReset("viewer@example.com", "198.51.100.61")).toEqual({ status: 200, data: { requestPasswordReset: { status: "sent" } } });
    });
    expect(mails).toEqual([]);
    const elsewhere = await t.outbox.during(() => requestReset("viewer@example.com", "198.51.100.62"));
    expect(elsewhere.map((mail) => mail.to)).toEqual(["viewer@example.com"]);
  });

  it("does the same database work and composes one mail for a known address and an unknown one, and mails only the known", async () => {
    // What a request does, apart from its timing (docs/decisions/0064): the statements it sends, with
    // the address's own values left out, and the mails it composes, sent or not.
    async function workOf(email: string, clientAddress: string) {
      const statements: string[] = [];
      const query = vi.spyOn(t.api.db, "query");
      const queued = vi.spyOn(t.api.mailer, "queue");
      const composedOnly = vi.spyOn(t.api.mailer, "composeOnly");
      let answer: unknown;
      try {
        const mails = await t.outbox.during(async () => (answer = await requestReset(email, clientAddress)));
        for (const [sql] of query.mock.calls) statements.push(sql.replace(/\s+/g, " "));
        return { answer, statements, composed: queued.mock.calls.length + composedOnly.mock.calls.length, mails: mails.map((mail) => mail.to) };
      } finally {
        vi.restoreAllMocks();
      }
    }
    // Once first, so that neither request is the one that sweeps the throttles' expired rows.
    await requestReset("warm.up@example.com", "198.51.100.63");
    const known = await workOf("sophie.lejeune@example.com", "198.51.100.64");
    const unknown = await workOf("no.account.here@example.com", "198.51.100.65");
    expect(unknown.answer).toEqual(known.answer);
    expect(known.statements).toContainEqual(expect.stringMatching(/^insert into one_time_links/));
    expect(unknown.statements).toEqual(known.statements);
    expect([known.composed, unknown.composed]).toEqual([1, 1]);
    expect([known.mails, unknown.mails]).toEqual([["sophie.lejeune@example.com"], []]);
  });
});

describe("team invitation mails", () => {
  const INVITE = `mutation Invite($input: InviteToPayrollTeamInput!) { inviteToPayrollTeam(input: $input) { id } }`;
  const RESEND = `mutation Resend($id: ID!) { resendTeamInvitation(input: { employeeId: $id }) { id } }`;

  it("15 resends to one invitee send 3 mails with the first invitation; the others are refused as sent recently", async () => {
    const email = `throttled.invitee.${Date.now()}@example.com`;
    const input = { firstName: "Lotte", lastName: "Peeters", email, mobile: null, preferredLanguage: "nl" };
    const answers: Awaited<ReturnType<TestApi["graphql"]>>[] = [];
    const mails = await t.outbox.during(async () => {
      const invited = await t.graphql<{ inviteToPayrollTeam: { id: string } }>(INVITE, { input }, await as("employer@example.com"));
      const id = invited.data!.inviteToPayrollTeam.id;
      for (let i = 0; i < 15; i += 1) answers.push(await t.graphql(RESEND, { id }, await as("employer@example.com")));
    });
    expect(mails.map((mail) => mail.to)).toEqual([email, email, email]);
    expect(answers.slice(0, 2).map(errorCode)).toEqual([undefined, undefined]);
    for (const answer of answers.slice(2)) {
      expect(answer.status).toBe(429);
      expect(errorCode(answer)).toBe("INVITATION_SENT_RECENTLY");
    }
  });
});

describe("registrations", () => {
  const register = (email: string, clientAddress: string) =>
    t.rest<{ error?: string }>(
      "POST",
      "/users",
      { user: { email, password: DEMO_PASSWORD, first_name: "Test", last_name: "User", preferred_language: "en" } },
      from(clientAddress),
    );

  it("5 from one client address, taken addresses counted too; the next is 429 with Retry-After, another address may", async () => {
    const stamp = Date.now();
    expect((await register("employer@example.com", "198.51.100.70")).body).toEqual({ error: "email_taken" });
    for (let i = 0; i < 4; i += 1) expect((await register(`registered.${stamp}.${i}@example.com`, "198.51.100.70")).status).toBe(201);
    const refused = await fetch(`${t.url}/users`, {
      method: "POST",
      headers: { "content-type": "application/json", ...from("198.51.100.70") },
      body: JSON.stringify({ user: { email: `registered.${stamp}.9@example.com`, password: DEMO_PASSWORD, first_name: "Test", last_name: "User" } }),
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: "too_many_requests" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60 * 60);
    const [created] = await t.api.db.query<{ count: number }>("select count(*)::int as count from users where email like $1", [`registered.${stamp}.%`]);
    expect(created.count).toBe(4);
    expect((await register(`registered.${stamp}.9@example.com`, "198.51.100.71")).status).toBe(201);
  });
});

describe("sign-in code mails", () => {
  it("10 an hour to one account; the next sign-in with the right password is 429", async () => {
    const signIn = () => t.rest("POST", "/users/sign_in", { user: { email: "twofactor@example.com", password: DEMO_PASSWORD } }, from("198.51.100.80"));
    const mails = await t.outbox.during(async () => {
      for (let i = 0; i < 10; i += 1) expect(await signIn()).toMatchObject({ status: 200, body: { otp_required: true, reason: "two_factor" } });
    });
    expect(mails).toHaveLength(10);
    expect(await signIn()).toMatchObject({ status: 429, body: { error: "too_many_requests" } });
  });
});

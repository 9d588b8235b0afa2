// A stolen session must not take an account (issue 42, docs/decisions/0061): a new e-mail address or
// password needs the current password; a new address takes effect only through a link mailed to it,
// and the old address is told; every change of password or address ends the account's other sessions
// and keeps the one that made it.
import { DEMO_PASSWORD, errorCode, PORTAL_URL, useTestApi, userHeaders, type Credentials, type ReceivedMail } from "./test-support";

const t = useTestApi();

const UPDATE_PROFILE = `mutation UpdateProfile($input: ProfileInput!) { updateProfile(input: $input) { email pendingEmail } }`;
const CONFIRM = `mutation Confirm($token: String!) { confirmEmailChange(input: { token: $token }) { email pendingEmail } }`;
const ME = "query Me { user { email pendingEmail } }";
const RESET = "mutation Reset($token: String!, $password: String!) { resetPassword(input: { token: $token, password: $password }) { status } }";
type Me = { email: string; pendingEmail: string | null };

const profileOf = (email: string, overrides: Record<string, unknown> = {}) => ({ firstName: "Sarah", lastName: "Desmet", email, ...overrides });

const update = (session: Credentials, input: Record<string, unknown>) => t.graphql<{ updateProfile: Me }>(UPDATE_PROFILE, { input }, userHeaders(session));
const me = async (session: Credentials) => (await t.graphql<{ user: Me }>(ME, {}, userHeaders(session))).data?.user;
const signedIn = async (session: Credentials) => errorCode(await t.graphql(ME, {}, userHeaders(session))) === undefined;

const passwordHashOf = async (email: string) =>
  (await t.api.db.query<{ password_hash: string }>("select password_hash from users where lower(email) = $1", [email]))[0].password_hash;

/** The confirmation link's token in the mail to the new address. */
function confirmationToken(mail: ReceivedMail): string {
  const link = new URL(/(\S+\/settings\/confirm-email\?token=\S+)/.exec(mail.text)![1]);
  expect(link.origin).toBe(PORTAL_URL);
  return link.searchParams.get("token")!;
}

describe("the current password", () => {
  it("is needed for a new e-mail address and for a new password, and must be right; nothing changes without it", async () => {
    const sarah = await t.signIn("sarah.desmet@example.com");
    const hash = await passwordHashOf(sarah.email);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "sarah.new@example.com" }, "CURRENT_PASSWORD_REQUIRED"],
      [{ email: "sarah.new@example.com", currentPassword: "" }, "CURRENT_PASSWORD_REQUIRED"],
      [{ email: "sarah.new@example.com", currentPassword: "Not-her-password-1" }, "CURRENT_PASSWORD_WRONG"],
      [{ password: "Brouwerij-De-Klok-1923" }, "CURRENT_PASSWORD_REQUIRED"],
      [{ password: "Brouwerij-De-Klok-1923", currentPassword: `${DEMO_PASSWORD}x` }, "CURRENT_PASSWORD_WRONG"],
    ];
    const mails = await t.outbox.during(async () => {
      for (const [overrides, code] of cases) {
        const answer = await update(sarah, profileOf(sarah.email, overrides));
        expect(answer.status, JSON.stringify(overrides)).toBe(422);
        expect(errorCode(answer), JSON.stringify(overrides)).toBe(code);
      }
    });
    expect(mails).toEqual([]);
    expect(await me(sarah)).toEqual({ email: "sarah.desmet@example.com", pendingEmail: null });
    expect(await passwordHashOf(sarah.email)).toBe(hash);
  });

  it("is not needed for names and phone numbers, nor for the same address in another case", async () => {
    const sarah = await t.signIn("sarah.desmet@example.com");
    const answer = await update(sarah, profileOf(" Sarah.Desmet@Example.com ", { mobile: "+32 471 22 33 44" }));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateProfile).toEqual({ email: "sarah.desmet@example.com", pendingEmail: null });
  });
});

describe("a new e-mail address", () => {
  it("waits for its link; the old address is told in the user's language, with whom to call; the link then makes it the account's and ends the other sessions", async () => {
    await t.api.db.query("update users set preferred_language = 'fr' where email = 'tom.verstraete@example.com'");
    const tom = await t.signIn("tom.verstraete@example.com");
    const otherBrowser = await t.signIn("tom.verstraete@example.com");
    let answer!: Awaited<ReturnType<typeof update>>;
    const mails = await t.outbox.during(async () => {
      answer = await update(tom, profileOf(" Tom.New@Example.com ", { firstName: "Tom", lastName: "Verstraete", currentPassword: DEMO_PASSWORD }));
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateProfile).toEqual({ email: "tom.verstraete@example.com", pendingEmail: "tom.new@example.com" });

    const toNew = mails.find((mail) => mail.to === "tom.new@example.com")!;
    const toOld = mails.find((mail) => mail.to === "tom.verstraete@example.com")!;
    expect(mails).toHaveLength(2);
    expect(toNew.subject).toBe("Confirmez votre nouvelle adresse e-mail");
    expect(toOld.subject).toBe("Un changement de votre adresse e-mail a été demandé");
    expect(toOld.text).toContain("tom.new@example.com");
    expect(toOld.text).toContain(`${PORTAL_URL}/forgot-password`);
    // Brouwerij De Klok's office.
    const [office] = await t.api.db.query<{ name: string; email: string; phone: string }>(
      "select o.name, o.email, o.phone from offices o join companies c on c.office_code = o.code where c.name = 'Brouwerij De Klok'",
    );
    expect(toOld.text).toContain(`${office.name} (${office.email}, ${office.phone})`);

    // Until the link is followed the account keeps its address: it signs in with it, both sessions go on.
    expect((await t.signIn("tom.verstraete@example.com")).email).toBe("tom.verstraete@example.com");
    expect(await signedIn(otherBrowser)).toBe(true);

    const token = confirmationToken(toNew);
    // Another account's session cannot use the link, nor can a token changed by one character.
    const sarah = await t.signIn("sarah.desmet@example.com");
    expect(errorCode(await t.graphql(CONFIRM, { token }, userHeaders(sarah)))).toBe("LINK_INVALID");
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(errorCode(await t.graphql(CONFIRM, { token: tampered }, userHeaders(tom)))).toBe("LINK_INVALID");
    expect(await me(tom)).toEqual({ email: "tom.verstraete@example.com", pendingEmail: "tom.new@example.com" });

    const confirmed = await t.graphql<{ confirmEmailChange: Me }>(CONFIRM, { token }, userHeaders(tom));
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmEmailChange).toEqual({ email: "tom.new@example.com", pendingEmail: null });
    // The session that confirmed goes on with the new address; the other is ended, whatever address it gives.
    const renamed = { email: "tom.new@example.com", token: tom.token };
    expect(await me(renamed)).toEqual({ email: "tom.new@example.com", pendingEmail: null });
    expect(await signedIn(otherBrowser)).toBe(false);
    expect(await signedIn({ ...otherBrowser, email: "tom.new@example.com" })).toBe(false);
    expect((await t.signIn("tom.new@example.com")).email).toBe("tom.new@example.com");

    // The link works once.
    expect(errorCode(await t.graphql(CONFIRM, { token }, userHeaders(renamed)))).toBe("LINK_INVALID");
  });

  it("asked again replaces the first: only the last link works; an address taken meanwhile is refused, the link kept", async () => {
    const kato = await t.signIn("kato.aerts@example.com");
    const ask = async (email: string) => {
      const mails = await t.outbox.during(() => update(kato, profileOf(email, { firstName: "Kato", lastName: "Aerts", currentPassword: DEMO_PASSWORD })));
      return confirmationToken(mails.find((mail) => mail.to === email)!);
    };
    const first = await ask("kato.first@example.com");
    const second = await ask("kato.second@example.com");
    expect(await me(kato)).toEqual({ email: "kato.aerts@example.com", pendingEmail: "kato.second@example.com" });
    expect(errorCode(await t.graphql(CONFIRM, { token: first }, userHeaders(kato)))).toBe("LINK_INVALID");

    await t.signUp("kato.second@example.com");
    expect(errorCode(await t.graphql(CONFIRM, { token: second }, userHeaders(kato)))).toBe("EMAIL_TAKEN");
    expect(await me(kato)).toEqual({ email: "kato.aerts@example.com", pendingEmail: "kato.second@example.com" });
  });

  it("is refused when another account has it, before any mail goes", async () => {
    const lode = await t.signIn("lode.baert@example.com");
    const mails = await t.outbox.during(async () => {
      const answer = await update(lode, profileOf("Employer@Example.com", { currentPassword: DEMO_PASSWORD }));
      expect(errorCode(answer)).toBe("EMAIL_TAKEN");
    });
    expect(mails).toEqual([]);
  });
});

describe("the other sessions of the account", () => {
  it("end when the password changes on the profile; the session that changed it goes on", async () => {
    const here = await t.signIn("viewer@example.com");
    const elsewhere = await t.signIn("viewer@example.com");
    const newPassword = "Brouwerij-De-Klok-1923";
    const answer = await update(here, profileOf(here.email, { password: newPassword, currentPassword: DEMO_PASSWORD }));
    expect(answer.errors).toBeUndefined();
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect((await t.signIn(here.email, newPassword)).email).toBe(here.email);
  });

  it("all end at a password reset from a link", async () => {
    const first = await t.signIn("sophie.lejeune@example.com");
    const second = await t.signIn("sophie.lejeune@example.com");
    const mails = await t.outbox.during(() =>
      t.graphql("mutation Request($email: String!) { requestPasswordReset(input: { email: $email }) { status } }", { email: first.email }),
    );
    const token = new URL(/(\S+\/reset-password\?token=\S+)/.exec(mails[0].text)![1]).searchParams.get("token")!;
    expect((await t.graphql(RESET, { token, password: "Another-password-2026" })).errors).toBeUndefined();
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
  });
});

// The weekly digest (issue 46 §6): opted in per company in the e-mail settings, sent once per user per
// ISO week however many runs race for it, in the user's language with text and HTML, and an unsubscribe
// link that works without signing in, once, and not when tampered with. One fresh database for the file.
import { digestWeekAt } from "../domain/weekly-digest";
import { errorCode, PORTAL_URL, useTestApi, type ReceivedMail } from "./test-support";

const t = useTestApi();

const SETTINGS = "query { emailSettings { weeklyDigest surveyNotification } }";
const UPDATE = `mutation Update($input: EmailSettingsInput!) { updateEmailSettings(input: $input) { weeklyDigest surveyNotification } }`;
const SELECT = "mutation Select($id: ID!) { selectCompany(input: { companyId: $id }) { user { id } } }";
const UNSUBSCRIBE = "mutation Unsubscribe($token: String!) { unsubscribeFromDigest(input: { token: $token }) { status } }";
const SEND = "mutation { backOfficeSendDigests { sent } }";
const ALL_ON = {
  employeeIsContractReadyNotification: true,
  positionApprovedNotification: true,
  positionRejectedNotification: true,
  surveyNotification: true,
  extensionReminderNotification: true,
};

type Settings = { weeklyDigest: boolean; surveyNotification: boolean };

async function optIn(email: string, weeklyDigest = true) {
  const answer = await t.graphql<{ updateEmailSettings: Settings }>(UPDATE, { input: { ...ALL_ON, weeklyDigest } }, await t.as(email));
  expect(answer.data?.updateEmailSettings.weeklyDigest).toBe(weeklyDigest);
}

const companyOf = async (name: string) => (await t.api.db.query<{ id: number }>("select id from companies where name = $1", [name]))[0].id;
const claimsOf = (email: string) =>
  t.api.db.query<{ iso_week: string }>("select iso_week from digest_claims where user_id = (select id from users where email = $1)", [email]);
const unsubscribeLinkIn = (mail: ReceivedMail) => new URL(/^(http\S+\/unsubscribe\?token=\S+)$/m.exec(mail.text)![1]);

describe("the weekly digest", () => {
  it("is opted in per company in the e-mail settings, off until ticked, and kept when an older form leaves it out", async () => {
    const headers = await t.as("viewer@example.com");
    expect((await t.graphql<{ emailSettings: Settings }>(SETTINGS, {}, headers)).data?.emailSettings).toEqual({
      weeklyDigest: false,
      surveyNotification: true,
    });
    await optIn("viewer@example.com");
    const withoutIt = await t.graphql<{ updateEmailSettings: Settings }>(UPDATE, { input: { ...ALL_ON, surveyNotification: false } }, headers);
    expect(withoutIt.data?.updateEmailSettings).toEqual({ weeklyDigest: true, surveyNotification: false });
    await optIn("viewer@example.com", false);
  });

  it("goes once per user per week, though two runs and the back office's command race for it, and not again after a restart", async () => {
    // employer@example.com opts in for Brouwerij De Klok and for Bakkerij Vermeulen: one mail, both companies.
    await optIn("employer@example.com");
    const headers = await t.as("employer@example.com");
    await t.graphql(SELECT, { id: String(await companyOf("Bakkerij Vermeulen")) }, headers);
    await optIn("employer@example.com");
    await t.graphql(SELECT, { id: String(await companyOf("Brouwerij De Klok")) }, headers);
    await optIn("tom.verstraete@example.com");
    await t.api.db.query("insert into invoices (company_id, name, total_cents, expires_on, status) values ($1, 'V-1', 100, '2020-01-01', 'not_paid')", [
      await companyOf("Bakkerij Vermeulen"),
    ]);
    await t.api.db.query("update users set preferred_language = 'fr' where email = 'tom.verstraete@example.com'");

    const backOffice = await t.as("backoffice@example.com");
    let counts: number[] = [];
    const mails = await t.outbox.during(async () => {
      const [first, second, command] = await Promise.all([
        t.api.sendWeeklyDigests(),
        t.api.sendWeeklyDigests(),
        t.graphql<{ backOfficeSendDigests: { sent: number } }>(SEND, {}, backOffice),
      ]);
      counts = [first, second, command.data!.backOfficeSendDigests.sent];
    });
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["employer@example.com", "tom.verstraete@example.com"]);
    expect(await claimsOf("employer@example.com")).toEqual([{ iso_week: digestWeekAt(new Date()) }]);

    // A restarted API finds the week claimed: nothing more goes.
    const again = await t.outbox.during(async () => expect(await t.api.sendWeeklyDigests()).toBe(0));
    expect(again).toEqual([]);

    const employer = mails.find((mail) => mail.to === "employer@example.com")!;
    expect(employer.subject).toBe("What is waiting for you this week");
    expect(employer.text).toContain("Brouwerij De Klok\n- ");
    expect(employer.text).toContain(`Bakkerij Vermeulen\n- Pay invoice V-1 (due 1 January 2020): ${PORTAL_URL}/invoices`);
    // A long list names its first items, and how many more the dashboard shows.
    expect(employer.text).toMatch(/^… and \d+ more on the dashboard$/m);
    expect(employer.text).toMatch(new RegExp(`\\(due .+\\): ${PORTAL_URL}/invoices$`, "m"));
    expect(employer.html).toContain(`<h2>Brouwerij De Klok</h2><ul><li><a href="${PORTAL_URL}/`);
    expect(employer.headers.get("list-unsubscribe")).toBe(`<${unsubscribeLinkIn(employer).href}>`);
    const tom = mails.find((mail) => mail.to === "tom.verstraete@example.com")!;
    expect(tom.subject).toBe("Ce qui vous attend cette semaine");
    expect(tom.html).toContain('<html lang="fr">');
  });

  it("escapes in its HTML what people typed", async () => {
    const klok = await companyOf("Brouwerij De Klok");
    await t.api.db.query("insert into invoices (company_id, name, total_cents, expires_on, status) values ($1, $2, 100, '2020-01-01', 'not_paid')", [
      klok,
      "<b>INV</b>",
    ]);
    await optIn("sarah.desmet@example.com");
    const [mail] = await t.outbox.during(() => t.api.sendWeeklyDigests());
    expect(mail.to).toBe("sarah.desmet@example.com");
    expect(mail.html).toContain("&lt;b&gt;INV&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>INV</b>");
    expect(mail.text).toContain("<b>INV</b>");
  });

  it("stops with its link, without signing in: once, and never for a link tampered with", async () => {
    const [mail] = await t.outbox.during(async () => {
      await t.api.db.query("delete from digest_claims");
      await t.api.db.query("update email_settings set weekly_digest = false");
      await optIn("viewer@example.com");
      await t.api.sendWeeklyDigests();
    });
    expect(mail.to).toBe("viewer@example.com");
    const token = unsubscribeLinkIn(mail).searchParams.get("token")!;
    const [userId, version, signature] = token.split(".");
    const tampered = [
      `${Number(userId) + 1}.${version}.${signature}`,
      `${userId}.${Number(version) + 1}.${signature}`,
      `${userId}.${version}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      `${userId}.${version}`,
      "",
    ];
    for (const wrong of tampered) expect(errorCode(await t.graphql(UNSUBSCRIBE, { token: wrong })), wrong).toBe("LINK_INVALID");
    expect((await t.graphql<{ emailSettings: Settings }>(SETTINGS, {}, await t.as("viewer@example.com"))).data?.emailSettings.weeklyDigest).toBe(true);

    // Two clicks at once: one turns the digest off, the other finds the link used.
    const answers = await Promise.all([t.graphql(UNSUBSCRIBE, { token }), t.graphql(UNSUBSCRIBE, { token })]);
    expect(answers.map((answer) => errorCode(answer) ?? "ok").sort()).toEqual(["LINK_INVALID", "ok"]);
    expect((await t.graphql<{ emailSettings: Settings }>(SETTINGS, {}, await t.as("viewer@example.com"))).data?.emailSettings.weeklyDigest).toBe(false);
    expect(errorCode(await t.graphql(UNSUBSCRIBE, { token }))).toBe("LINK_INVALID");
  });

  it("is sent now by the back office only", async () => {
    expect(errorCode(await t.graphql(SEND, {}, await t.as("employer@example.com")))).toBe("NOT_ALLOWED");
    expect(errorCode(await t.graphql(SEND))).toBe("UNAUTHENTICATED");
  });
});

// What a mutation's text may hold (docs/decisions/0062-single-line-text-and-mail-text.md): a single-line
// text with a control character is refused with 422 and a message naming the field, before anything is
// stored or mailed; a multi-line one keeps its line breaks; text that is allowed however hostile it looks
// reaches the provider's mail only inside its sentences. One fresh database for the file.
import { DEMO_PASSWORD, errorCode, useTestApi, type GraphqlAnswer } from "./test-support";

const t = useTestApi();
const EMPLOYER = "employer@example.com";

const ADD_USER = "mutation AddUser($input: AddCompanyUserInput!) { addCompanyUser(input: $input) { id firstName } }";
const UPDATE_SETTINGS = "mutation Settings($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { description } }";
const ADD_COST_PLACE = "mutation Add($input: AddCostPlaceInput!) { addCostPlace(input: $input) { id } }";

const invitation = (firstName: string, email: string) => ({ firstName, lastName: "Peeters", email, function: "Boekhouder", preferredLanguage: "en" });

type Refusal = { message: string; extensions: { code: string; problems?: { field: string; code: string }[] } };
const firstError = (answer: GraphqlAnswer) => (answer.errors as Refusal[] | undefined)?.[0];
const usersWithEmail = async (email: string) =>
  (await t.api.db.query<{ count: number }>("select count(*)::int as count from users where email = $1", [email]))[0].count;

describe("a single-line text with a control character", () => {
  it("the invitation whose first name breaks lines is refused with 422 and a message naming it: nobody is added or mailed", async () => {
    const email = "bob.crlf@example.com";
    let answer!: GraphqlAnswer;
    const mails = await t.outbox.during(async () => {
      answer = await t.graphql(ADD_USER, { input: invitation("Bob,\r\n\r\nURGENT: sign in at http://evil.example/login", email) }, await t.as(EMPLOYER));
    });
    expect(answer.status).toBe(422);
    expect(errorCode(answer)).toBe("CONTROL_CHARACTERS");
    expect(firstError(answer)?.message).toMatch(/line break.*firstName/);
    expect(firstError(answer)?.extensions.problems).toEqual([{ field: "firstName", code: "NOT_ONE_LINE" }]);
    expect(mails).toEqual([]);
    expect(await usersWithEmail(email)).toBe(0);
  });

  it.each([
    ["a tab", "Boek\thouder"],
    ["a lone CR", "Boek\rhouder"],
    ["DEL", "Boek\u007fhouder"],
    ["a C1 control (NEL)", "Boek\u0085houder"],
    ["a line separator", "Boek\u2028houder"],
  ])("%s in a function is refused too, each field named", async (_case, text) => {
    const answer = await t.graphql(ADD_USER, { input: { ...invitation("Line\nbreak", "two.fields@example.com"), function: text } }, await t.as(EMPLOYER));
    expect(answer.status).toBe(422);
    expect(firstError(answer)?.extensions.problems).toEqual([
      { field: "firstName", code: "NOT_ONE_LINE" },
      { field: "function", code: "NOT_ONE_LINE" },
    ]);
  });

  it("a cost place's name with a line break is refused, as the same name in one line is added", async () => {
    const headers = await t.as(EMPLOYER);
    expect(errorCode(await t.graphql(ADD_COST_PLACE, { input: { name: "Gent\nHQ" } }, headers))).toBe("CONTROL_CHARACTERS");
    const added = await t.graphql(ADD_COST_PLACE, { input: { name: "Gent HQ" } }, headers);
    expect(added.errors).toBeUndefined();
  });

  it("a literal in the document is checked as a variable is", async () => {
    const answer = await t.graphql('mutation { addCostPlace(input: { name: "Gent\\nHQ" }) { id } }', {}, await t.as(EMPLOYER));
    expect(answer.status).toBe(422);
    expect(errorCode(answer)).toBe("CONTROL_CHARACTERS");
  });
});

describe("a multi-line text", () => {
  it("keeps its line breaks, CR LF as a browser posts them, but no other control character", async () => {
    const headers = await t.as(EMPLOYER);
    const settings = (description: string, displayName = "Brouwerij De Klok") => ({ input: { displayName, description } });
    const kept = await t.graphql<{ updateCompanySettings: { description: string } }>(
      UPDATE_SETTINGS,
      settings("Bier sinds 1892.\r\n\r\nOok op zondag."),
      headers,
    );
    expect(kept.errors).toBeUndefined();
    expect(kept.data?.updateCompanySettings.description).toBe("Bier sinds 1892.\r\n\r\nOok op zondag.");
    const tab = await t.graphql(UPDATE_SETTINGS, settings("Bier\tsinds 1892."), headers);
    expect(tab.status).toBe(422);
    expect(firstError(tab)?.extensions.problems).toEqual([{ field: "description", code: "CONTROL_CHARACTERS" }]);
    const nameOnTwoLines = await t.graphql(UPDATE_SETTINGS, settings("Bier sinds 1892.", "Brouwerij\nDe Klok"), headers);
    expect(firstError(nameOnTwoLines)?.extensions.problems).toEqual([{ field: "displayName", code: "NOT_ONE_LINE" }]);
  });
});

describe("text that is allowed, however hostile it looks, in the provider's mails", () => {
  it("the team invitation quotes the company's name inside a sentence, made one line if it was stored with breaks before the rule", async () => {
    const [{ id: klok, name }] = await t.api.db.query<{ id: number; name: string }>("select id, name from companies where name = 'Brouwerij De Klok'");
    const hostile = "URGENT: your account is locked. Sign in at http://evil.example/login";
    await t.api.db.query("update companies set name = $2 where id = $1", [klok, `${hostile}\r\n\r\n${name}`]);
    try {
      const input = { firstName: "Wannes", lastName: "Peeters", email: "wannes.quoted@example.com", preferredLanguage: "en" };
      let answer!: GraphqlAnswer;
      const mails = await t.outbox.during(async () => {
        answer = await t.graphql(
          "mutation Invite($input: InviteToPayrollTeamInput!) { inviteToPayrollTeam(input: $input) { id } }",
          { input },
          await t.as(EMPLOYER),
        );
      });
      expect(answer.errors).toBeUndefined();
      expect(mails).toHaveLength(1);
      const lines = mails[0].text.split("\n");
      expect(lines.filter((line) => line.includes("evil.example"))).toEqual([
        `You have been added to the team of “${hostile} ${name}”. Choose your password here to register, then complete your details (the link works for seven days):`,
      ]);
      expect(mails[0].subject).toBe(`Invitation to the team of ${hostile} ${name}`);
    } finally {
      await t.api.db.query("update companies set name = $2 where id = $1", [klok, name]);
    }
  });
});

describe("the REST sign-up's names and mobile", () => {
  const signUp = (email: string, fields: Record<string, string>) =>
    t.rest<{ error: string; problems?: { field: string; code: string }[] }>("POST", "/users", {
      user: { email, password: DEMO_PASSWORD, first_name: "Bob", last_name: "Peeters", preferred_language: "en", ...fields },
    });

  it("a first name that breaks lines is refused with 422 and its problem named as GraphQL names it: nobody signed up", async () => {
    const email = "bob.signup.crlf@example.com";
    const answer = await signUp(email, { first_name: "Bob,\r\n\r\nURGENT: sign in at http://evil.example/login" });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: "CONTROL_CHARACTERS", problems: [{ field: "first_name", code: "NOT_ONE_LINE" }] });
    expect(await usersWithEmail(email)).toBe(0);
  });

  it("a tab in the last name and a C1 control in the mobile are both named", async () => {
    const answer = await signUp("bob.signup.tab@example.com", { last_name: "Pee\tters", mobile: "+32 470\u0085 12 34 56" });
    expect(answer.status).toBe(422);
    expect(answer.body.problems).toEqual([
      { field: "last_name", code: "NOT_ONE_LINE" },
      { field: "mobile", code: "NOT_ONE_LINE" },
    ]);
  });

  it("names and mobile on one line sign up, a trailing break trimmed", async () => {
    const email = "bob.signup.fine@example.com";
    const answer = await signUp(email, { first_name: "Bob\r\n", mobile: "+32 470 12 34 56" });
    expect(answer.status).toBe(201);
    expect(await usersWithEmail(email)).toBe(1);
  });
});

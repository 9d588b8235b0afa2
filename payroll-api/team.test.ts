// The payroll team and the selection team (part 1 §2.4, §3, §4), over HTTP on a fresh migrated and
// seeded database for this file. The seed gives Brouwerij De Klok 48 active and 6 archived payroll
// team members, 32 interim and 27 construct workers; Nettoyage Dubois 5 interim workers.
import { ageOn } from "../domain/team";
import { teamPageQueries } from "./team/team";
import { KLOK_SELECTION_TEAM } from "./seed/seed-team";
import { companyIdOf, employeeHeaders, errorCode, PORTAL_URL, userHeaders, type GraphqlAnswer, type ReceivedMail, useTestApi } from "./test-support";

const t = useTestApi();
let klok: number;
let peeters: number;

beforeAll(async () => {
  klok = await companyIdOf(t, "Brouwerij De Klok");
  peeters = await companyIdOf(t, "Transport Peeters");
});

const { as } = t;

type Member = {
  id: string;
  firstName: string;
  lastName: string;
  location: string | null;
  age: number | null;
  status: string;
  archived: boolean;
  deletable: boolean;
};
type Page<Node> = { nodes: Node[]; totalCount: number; page: number; pageCount: number };

const MEMBER_FIELDS = "id firstName lastName location age status archived deletable";
const TEAM = `query Team($filter: TeamMemberFilter, $page: Int!, $pageSize: Int!) {
  teamMembers(filter: $filter, page: $page, pageSize: $pageSize) { nodes { ${MEMBER_FIELDS} } totalCount page pageCount }
}`;
const ONE = `query One($id: ID!) { teamMember(id: $id) { ${MEMBER_FIELDS} } }`;
const INVITE = `mutation Invite($input: InviteToPayrollTeamInput!) { inviteToPayrollTeam(input: $input) { ${MEMBER_FIELDS} } }`;
const ARCHIVE = `mutation Archive($id: ID!) { archiveTeamMember(input: { employeeId: $id }) { ${MEMBER_FIELDS} } }`;
const RESTORE = `mutation Restore($id: ID!) { restoreTeamMember(input: { employeeId: $id }) { ${MEMBER_FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteTeamMember(input: { employeeId: $id }) { status } }`;
const RESEND = `mutation Resend($id: ID!) { resendTeamInvitation(input: { employeeId: $id }) { ${MEMBER_FIELDS} } }`;
const SET_PASSWORD = `mutation Set($token: String!, $email: String!, $password: String!) {
  setYourPassword(input: { token: $token, email: $email, password: $password }) { status }
}`;
const SELECTION = `query Selection($kind: SelectionKind!, $search: String, $page: Int!, $pageSize: Int!) {
  selectionTeam(kind: $kind, search: $search, page: $page, pageSize: $pageSize) {
    nodes { id firstName lastName location age workerType } totalCount page pageCount
  }
}`;

type TeamVariables = { filter?: { search?: string | null; archived?: boolean | null }; page?: number; pageSize?: number };

async function team(email: string, variables: TeamVariables = {}) {
  return t.graphql<{ teamMembers: Page<Member> }>(TEAM, { page: 1, pageSize: 25, ...variables }, await as(email));
}

async function teamPage(email: string, variables: TeamVariables = {}): Promise<Page<Member>> {
  const answer = await team(email, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.teamMembers;
}

const names = (page: Page<{ firstName: string; lastName: string }>) => page.nodes.map((m) => `${m.firstName} ${m.lastName}`);

async function employeeIdOf(email: string): Promise<string> {
  const [row] = await t.api.db.query<{ id: number }>("select id from employees where lower(email) = lower($1)", [email]);
  return String(row.id);
}

/** The id of a De Klok member found by their full name. */
async function klokMember(first: string, last: string): Promise<string> {
  const [row] = await t.api.db.query<{ id: number }>(
    `select e.id from employees e join team_members m on m.employee_id = e.id
     where m.company_id = $1 and e.first_name = $2 and e.last_name = $3`,
    [klok, first, last],
  );
  return String(row.id);
}

const mutate = async (mutation: string, id: string, email = "employer@example.com") => t.graphql(mutation, { id }, await as(email));

let invitations = 0;
/** A fresh invitation's input: an address nobody has. */
const invitee = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Wannes",
  lastName: "Vandaele",
  email: `wannes.vandaele.${++invitations}.${Date.now()}@example.com`,
  mobile: "+32 475 12 34 56",
  preferredLanguage: "nl",
  ...overrides,
});

const tokenIn = (mail: ReceivedMail) => {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in ${mail.text}`);
  return new URL(link);
};

describe("the seed", () => {
  it("gives De Klok two pages of active members in every status, archived members, and keeps the dashboard's nine", async () => {
    const rows = await t.api.db.query<{ disabled: boolean; status: string; count: number }>(
      "select disabled, status, count(*)::int as count from team_members where company_id = $1 group by disabled, status",
      [klok],
    );
    const count = (disabled: boolean, status?: string) =>
      rows.filter((r) => r.disabled === disabled && (!status || r.status === status)).reduce((sum, r) => sum + r.count, 0);
    expect(count(false)).toBe(48);
    expect(count(true)).toBe(6);
    for (const status of ["awaiting_registration", "contract_ready", "missing_information", "expired_information"]) {
      expect(count(false, status), status).toBeGreaterThan(0);
    }
    const dashboard = await t.graphql<{ userDashboard: { contractNotReadyCount: number } }>(
      "query { userDashboard { contractNotReadyCount } }",
      {},
      await as("employer@example.com"),
    );
    expect(dashboard.data?.userDashboard.contractNotReadyCount).toBe(9);
  });

  it("keeps the sort name in step with the employee's name", async () => {
    const id = await klokMember("Joris", "Van Hoof");
    const sortName = async () => (await t.api.db.query<{ sort_name: string }>("select sort_name from team_members where employee_id = $1", [id]))[0].sort_name;
    expect(await sortName()).toBe("van hoof joris");
    await t.api.db.query("update employees set last_name = 'Van Hoof-Peeters' where id = $1", [id]);
    expect(await sortName()).toBe("van hoof-peeters joris");
    await t.api.db.query("update employees set last_name = 'Van Hoof' where id = $1", [id]);
    expect(await sortName()).toBe("van hoof joris");
  });
});

describe("Query.teamMembers", () => {
  it("answers UNAUTHENTICATED without a company user's credentials", async () => {
    expect(errorCode(await t.graphql(TEAM, { page: 1, pageSize: 25 }))).toBe("UNAUTHENTICATED");
    const employee = await t.signInEmployee("employee@example.com");
    expect(errorCode(await t.graphql(TEAM, { page: 1, pageSize: 25 }, employeeHeaders(employee)))).toBe("UNAUTHENTICATED");
  });

  it("answers NOT_ALLOWED to a company without a payroll offer", async () => {
    for (const email of ["hours@example.com", "selection@example.com"]) {
      const answer = await team(email);
      expect(errorCode(answer), email).toBe("NOT_ALLOWED");
      expect(answer.data ?? null).toBeNull();
    }
  });

  it("pages through the active members by last and first name", async () => {
    const expected = await t.api.db.query<{ id: string }>(
      `select e.id::text as id from team_members m join employees e on e.id = m.employee_id
       where m.company_id = $1 and not m.disabled order by lower(e.last_name || ' ' || e.first_name), e.id`,
      [klok],
    );
    const first = await teamPage("employer@example.com");
    expect(first).toMatchObject({ totalCount: 48, page: 1, pageCount: 2 });
    expect(first.nodes).toHaveLength(25);
    const second = await teamPage("employer@example.com", { page: 2 });
    expect(second).toMatchObject({ totalCount: 48, page: 2, pageCount: 2 });
    expect(second.nodes).toHaveLength(23);
    expect([...first.nodes, ...second.nodes].map((m) => m.id)).toEqual(expected.map((r) => r.id));
    expect([...first.nodes, ...second.nodes].every((m) => !m.archived)).toBe(true);

    expect(await teamPage("employer@example.com", { page: 3 })).toEqual({ nodes: [], totalCount: 48, page: 3, pageCount: 2 });
    expect((await teamPage("employer@example.com", { pageSize: 100 })).nodes).toHaveLength(48);
  });

  it("refuses page sizes outside 1 to 500 and pages below 1", async () => {
    for (const pageSize of [0, 501]) expect(errorCode(await team("employer@example.com", { pageSize }))).toBe("PAGE_SIZE_INVALID");
    expect(errorCode(await team("employer@example.com", { page: 0 }))).toBe("PAGE_INVALID");
  });

  it("lists the archived members apart", async () => {
    const archived = await teamPage("employer@example.com", { filter: { archived: true } });
    expect(archived.totalCount).toBe(6);
    expect(names(archived)).toEqual(["Fatima El Amrani", "Yannick Lemaire", "Annelies Roels", "Dirk Van Gestel", "Stijn Verbruggen", "Marleen Wauters"]);
    expect(archived.nodes.every((m) => m.archived && !m.deletable)).toBe(true);
    expect((await teamPage("employer@example.com", { filter: { archived: false } })).totalCount).toBe(48);
  });

  it("describes each member: location, age from the birthdate, status, and whether they may be deleted", async () => {
    const [sofie] = (await teamPage("employer@example.com", { filter: { search: "Sofie Claes" } })).nodes;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(new Date());
    expect(sofie).toEqual({
      id: await employeeIdOf("sofie.claes@example.com"),
      firstName: "Sofie",
      lastName: "Claes",
      location: "Antwerpen",
      age: ageOn("1994-03-12", today),
      status: "contract_ready",
      archived: false,
      // She had a contract with De Klok: archived, never deleted.
      deletable: false,
    });
    const [bram] = (await teamPage("employer@example.com", { filter: { search: "goossens" } })).nodes;
    expect(bram).toMatchObject({ status: "missing_information", deletable: true });
    const [yannick] = (await teamPage("employer@example.com", { filter: { search: "Yannick", archived: true } })).nodes;
    expect(yannick).toMatchObject({ location: "Mortsel", age: null, archived: true });
  });

  it("searches by words of the name, in any order and case, in the active or the archived list", async () => {
    for (const search of ["claes", "CLAES", "Sofie Claes", "claes sofie", " sof  cla "]) {
      expect(names(await teamPage("employer@example.com", { filter: { search } })), search).toEqual(["Sofie Claes"]);
    }
    expect(names(await teamPage("employer@example.com", { filter: { search: "van hoof" } }))).toEqual(["Joris Van Hoof"]);
    expect(names(await teamPage("employer@example.com", { filter: { search: "wauters" } }))).toEqual([]);
    expect(names(await teamPage("employer@example.com", { filter: { search: "wauters", archived: true } }))).toEqual(["Marleen Wauters"]);
    expect(names(await teamPage("employer@example.com", { filter: { search: "lefèvre" } }))).toEqual(["Margot Lefèvre"]);
    const blank = await teamPage("employer@example.com", { filter: { search: "   " } });
    expect(blank.totalCount).toBe(48);
  });

  it("counts and pages a search", async () => {
    const all = await teamPage("employer@example.com", { filter: { search: "e" }, pageSize: 100 });
    expect(all.totalCount).toBeGreaterThan(10);
    const firstFive = await teamPage("employer@example.com", { filter: { search: "e" }, pageSize: 5 });
    expect(firstFive).toMatchObject({ totalCount: all.totalCount, pageCount: Math.ceil(all.totalCount / 5) });
    expect(firstFive.nodes).toEqual(all.nodes.slice(0, 5));
  });

  it("takes LIKE's wildcards in a search literally", async () => {
    for (const search of ["%", "_", "\\", "s%e"]) {
      expect((await teamPage("employer@example.com", { filter: { search } })).totalCount, search).toBe(0);
    }
  });

  it("refuses a search over 100 characters with SEARCH_TOO_LONG", async () => {
    expect((await team("employer@example.com", { filter: { search: "a".repeat(100) } })).errors).toBeUndefined();
    expect(errorCode(await team("employer@example.com", { filter: { search: "a".repeat(101) } }))).toBe("SEARCH_TOO_LONG");
  });

  it("shows only the selected company's members", async () => {
    const peetersTeam = await teamPage("payroll@example.com", { pageSize: 100 });
    const expected = await t.api.db.query<{ id: string }>("select employee_id::text as id from team_members where company_id = $1", [peeters]);
    expect(peetersTeam.nodes.map((m) => m.id).sort()).toEqual(expected.map((r) => r.id).sort());
    const klokIds = new Set((await teamPage("employer@example.com", { pageSize: 100 })).nodes.map((m) => m.id));
    expect(peetersTeam.nodes.some((m) => klokIds.has(m.id))).toBe(false);
  });
});

describe("Query.teamMember", () => {
  it("answers a member of the selected company, archived or not", async () => {
    const id = await klokMember("Dirk", "Van Gestel");
    const answer = await t.graphql(ONE, { id }, await as("employer@example.com"));
    expect(answer.data?.teamMember).toMatchObject({ id, firstName: "Dirk", archived: true, status: "expired_information" });
  });

  it("answers null for another company's member, an unknown id and a malformed one", async () => {
    const klokId = await klokMember("Joris", "Van Hoof");
    for (const id of [klokId, "999999", "abc", "-1"]) {
      const answer = await t.graphql(ONE, { id }, await as("payroll@example.com"));
      expect(answer.errors, id).toBeUndefined();
      expect(answer.data?.teamMember, id).toBeNull();
    }
  });

  it("answers NOT_ALLOWED to a company without a payroll offer", async () => {
    expect(errorCode(await t.graphql(ONE, { id: "1" }, await as("hours@example.com")))).toBe("NOT_ALLOWED");
  });
});

describe("Mutation.inviteToPayrollTeam", () => {
  it("creates the employee awaiting registration and e-mails a link with which they choose their password", async () => {
    const input = invitee({ email: `  Wannes.Invited.${Date.now()}@Example.com ` });
    let member: Member | undefined;
    const mails = await t.outbox.during(async () => {
      const answer = await t.graphql<{ inviteToPayrollTeam: Member }>(INVITE, { input }, await as("employer@example.com"));
      expect(answer.errors).toBeUndefined();
      member = answer.data!.inviteToPayrollTeam;
    });
    const email = input.email.trim().toLowerCase();
    expect(member).toMatchObject({
      firstName: "Wannes",
      lastName: "Vandaele",
      location: null,
      age: null,
      status: "awaiting_registration",
      archived: false,
      deletable: true,
    });
    const [employee] = await t.api.db.query<{ id: number; email: string; mobile: string; preferred_language: string; password_hash: string | null }>(
      "select id, email, mobile, preferred_language, password_hash from employees where id = $1",
      [Number(member!.id)],
    );
    expect(employee).toMatchObject({ email, mobile: "+32 475 12 34 56", preferred_language: "nl", password_hash: null });
    const [bookkeeping] = await t.api.db.query<{ invited_by: number; sent: boolean }>(
      "select invited_by, invitation_sent_at is not null as sent from team_members where company_id = $1 and employee_id = $2",
      [klok, employee.id],
    );
    const [employer] = await t.api.db.query<{ id: number }>("select id from users where email = 'employer@example.com'");
    expect(bookkeeping).toEqual({ invited_by: employer.id, sent: true });

    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(email);
    expect(mails[0].subject).toBe("Uitnodiging voor het team van Brouwerij De Klok");
    const link = tokenIn(mails[0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${PORTAL_URL}/set-your-password`);

    // The link sets the employee's password once; then they sign in, registered.
    const token = link.searchParams.get("token")!;
    const password = "a-new-employee-password";
    const set = await t.graphql(SET_PASSWORD, { token, email, password });
    expect(set.data?.setYourPassword).toEqual({ status: "changed" });
    expect(errorCode(await t.graphql(SET_PASSWORD, { token, email, password }))).toBe("LINK_INVALID");
    const signedIn = await t.signInEmployee(email, password);
    expect(signedIn.email).toBe(email);
    // Registered, with a profile that still lacks most details.
    const again = await t.graphql<{ teamMember: Member }>(ONE, { id: member!.id }, await as("employer@example.com"));
    expect(again.data?.teamMember.status).toBe("missing_information");
  });

  it("adds an existing employee account as it is, and tells a registered one to sign in", async () => {
    const input = invitee({ firstName: "Someone", lastName: "Else", email: "EMPLOYEE@example.com", mobile: null, preferredLanguage: "fr" });
    const links = async () =>
      (await t.api.db.query<{ count: number }>("select count(*)::int as count from one_time_links where account_kind = 'employee'"))[0].count;
    const linksBefore = await links();
    let member: Member | undefined;
    const mails = await t.outbox.during(async () => {
      const answer = await t.graphql<{ inviteToPayrollTeam: Member }>(INVITE, { input }, await as("employer@example.com"));
      expect(answer.errors).toBeUndefined();
      member = answer.data!.inviteToPayrollTeam;
    });
    // Jonas Hermans keeps his names and language; he has not signed the intent agreement yet, so his information is missing.
    expect(member).toMatchObject({ id: await employeeIdOf("employee@example.com"), firstName: "Jonas", lastName: "Hermans", status: "missing_information" });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Uitnodiging voor het team van Brouwerij De Klok");
    expect(tokenIn(mails[0]).href).toBe(`${PORTAL_URL}/login`);
    expect(await links()).toBe(linksBefore);
    await t.api.db.query("delete from team_members where company_id = $1 and employee_id = $2", [klok, Number(member!.id)]);
  });

  it("lets another company invite the same person, who then awaits registration there too", async () => {
    const input = invitee();
    const first = await t.graphql<{ inviteToPayrollTeam: Member }>(INVITE, { input }, await as("employer@example.com"));
    const second = await t.graphql<{ inviteToPayrollTeam: Member }>(INVITE, { input }, await as("payroll@example.com"));
    expect(second.errors).toBeUndefined();
    expect(second.data?.inviteToPayrollTeam.id).toBe(first.data?.inviteToPayrollTeam.id);
    expect(second.data?.inviteToPayrollTeam.status).toBe("awaiting_registration");
  });

  it("refuses someone already in the team, archived or not, with ALREADY_IN_TEAM", async () => {
    const input = invitee();
    expect((await t.graphql(INVITE, { input }, await as("employer@example.com"))).errors).toBeUndefined();
    const mails = await t.outbox.during(async () => {
      expect(errorCode(await t.graphql(INVITE, { input: { ...input, email: input.email.toUpperCase() } }, await as("employer@example.com")))).toBe(
        "ALREADY_IN_TEAM",
      );
      const archived = { ...input, email: "marleen.wauters@example.be" };
      expect(errorCode(await t.graphql(INVITE, { input: archived }, await as("employer@example.com")))).toBe("ALREADY_IN_TEAM");
    });
    expect(mails).toEqual([]);
  });

  it("refuses blank names, an invalid e-mail and an invalid mobile, creating nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: "  " }, "FIELD_REQUIRED"],
      [{ lastName: "" }, "FIELD_REQUIRED"],
      [{ email: "wannes.at.example.com" }, "EMAIL_INVALID"],
      [{ email: "wannes@example" }, "EMAIL_INVALID"],
      [{ mobile: "call me" }, "PHONE_INVALID"],
    ];
    for (const [overrides, code] of cases) {
      const input = invitee(overrides);
      expect(errorCode(await t.graphql(INVITE, { input }, await as("employer@example.com"))), JSON.stringify(overrides)).toBe(code);
      const created = await t.api.db.query("select 1 from employees where lower(email) = lower($1)", [input.email]);
      expect(created).toEqual([]);
    }
    // A blank mobile is no mobile.
    const answer = await t.graphql<{ inviteToPayrollTeam: Member }>(INVITE, { input: invitee({ mobile: "  " }) }, await as("employer@example.com"));
    expect(answer.errors).toBeUndefined();
    const [row] = await t.api.db.query<{ mobile: string | null }>("select mobile from employees where id = $1", [Number(answer.data!.inviteToPayrollTeam.id)]);
    expect(row.mobile).toBeNull();
  });

  it("answers NOT_ALLOWED to a company without a payroll offer", async () => {
    expect(errorCode(await t.graphql(INVITE, { input: invitee() }, await as("hours@example.com")))).toBe("NOT_ALLOWED");
  });
});

describe("archiving and restoring", () => {
  it("archives a member, then restores them; doing either twice changes nothing", async () => {
    const id = await klokMember("Pieter-Jan", "De Backer");
    const archived = await mutate(ARCHIVE, id);
    expect(archived.data?.archiveTeamMember).toMatchObject({ id, archived: true, status: "contract_ready", deletable: false });
    expect(names(await teamPage("employer@example.com", { filter: { search: "De Backer", archived: true } }))).toEqual(["Pieter-Jan De Backer"]);
    expect((await teamPage("employer@example.com", { filter: { search: "De Backer" } })).totalCount).toBe(0);
    expect((await mutate(ARCHIVE, id)).data?.archiveTeamMember).toMatchObject({ archived: true });

    const restored = await mutate(RESTORE, id);
    expect(restored.data?.restoreTeamMember).toMatchObject({ id, archived: false });
    expect(names(await teamPage("employer@example.com", { filter: { search: "De Backer" } }))).toEqual(["Pieter-Jan De Backer"]);
    expect((await mutate(RESTORE, id)).data?.restoreTeamMember).toMatchObject({ archived: false });
  });

  it("answers NOT_FOUND for another company's member, an unknown and a malformed id, and changes nothing", async () => {
    const klokId = await klokMember("Karolien", "Stevens");
    for (const mutation of [ARCHIVE, RESTORE]) {
      for (const id of [klokId, "999999", "x1"]) expect(errorCode(await mutate(mutation, id, "payroll@example.com")), id).toBe("NOT_FOUND");
    }
    const [row] = await t.api.db.query<{ disabled: boolean }>("select disabled from team_members where employee_id = $1", [Number(klokId)]);
    expect(row.disabled).toBe(false);
  });

  it("answers NOT_ALLOWED to a company without a payroll offer", async () => {
    for (const mutation of [ARCHIVE, RESTORE]) expect(errorCode(await mutate(mutation, "1", "hours@example.com"))).toBe("NOT_ALLOWED");
  });
});

describe("Mutation.deleteTeamMember", () => {
  it("removes a member who never had a contract; the employee's account stays", async () => {
    const answer = await t.graphql<{ inviteToPayrollTeam: Member }>(INVITE, { input: invitee() }, await as("employer@example.com"));
    const { id } = answer.data!.inviteToPayrollTeam;
    expect((await mutate(DELETE, id)).data?.deleteTeamMember).toEqual({ status: "deleted" });
    expect((await t.graphql(ONE, { id }, await as("employer@example.com"))).data?.teamMember).toBeNull();
    expect(await t.api.db.query("select 1 from employees where id = $1", [Number(id)])).toHaveLength(1);
    expect(errorCode(await mutate(DELETE, id))).toBe("NOT_FOUND");
  });

  it("refuses a member who had a contract with HAD_CONTRACT: they are archived instead", async () => {
    const id = await klokMember("Karolien", "Stevens");
    expect(errorCode(await mutate(DELETE, id))).toBe("HAD_CONTRACT");
    expect(errorCode(await mutate(DELETE, await klokMember("Dirk", "Van Gestel")))).toBe("HAD_CONTRACT");
    expect((await t.graphql(ONE, { id }, await as("employer@example.com"))).data?.teamMember).toMatchObject({ id });
  });

  it("answers NOT_FOUND for another company's member and leaves them be", async () => {
    const id = await klokMember("Evelien", "Bogaerts");
    for (const guess of [id, "999999", "0"]) expect(errorCode(await mutate(DELETE, guess, "payroll@example.com")), guess).toBe("NOT_FOUND");
    expect((await t.graphql(ONE, { id }, await as("employer@example.com"))).data?.teamMember).toMatchObject({ id });
  });

  it("answers NOT_ALLOWED to a company without a payroll offer", async () => {
    expect(errorCode(await mutate(DELETE, "1", "hours@example.com"))).toBe("NOT_ALLOWED");
  });
});

describe("Mutation.resendTeamInvitation", () => {
  it("e-mails a fresh link to a member awaiting registration; the earlier link stops working", async () => {
    const input = invitee({ preferredLanguage: "en" });
    const firstMails = await t.outbox.during(async () => t.graphql(INVITE, { input }, await as("employer@example.com")));
    expect(firstMails).toHaveLength(1);
    const id = await employeeIdOf(input.email);
    const resent = await t.outbox.during(async () => {
      const answer = await mutate(RESEND, id);
      expect(answer.data?.resendTeamInvitation).toMatchObject({ id, status: "awaiting_registration" });
    });
    expect(resent).toHaveLength(1);
    expect(resent[0].subject).toBe("Invitation to the team of Brouwerij De Klok");
    const oldToken = tokenIn(firstMails[0]).searchParams.get("token")!;
    const newToken = tokenIn(resent[0]).searchParams.get("token")!;
    expect(newToken).not.toBe(oldToken);
    expect(errorCode(await t.graphql(SET_PASSWORD, { token: oldToken, email: input.email, password: "a-new-employee-password" }))).toBe("LINK_INVALID");
    const set = await t.graphql(SET_PASSWORD, { token: newToken, email: input.email, password: "a-new-employee-password" });
    expect(set.data?.setYourPassword).toEqual({ status: "changed" });
  });

  it("works for the seeded members awaiting registration", async () => {
    const id = await klokMember("Gilles", "Renard");
    const mails = await t.outbox.during(() => mutate(RESEND, id));
    expect(mails.map((mail) => mail.to)).toEqual(["gilles.renard@example.be"]);
  });

  it("refuses a member who is not awaiting registration, or archived, with NOT_AWAITING_REGISTRATION", async () => {
    const archivedAwaiting = await klokMember("Margot", "Lefèvre");
    await mutate(ARCHIVE, archivedAwaiting);
    try {
      const mails = await t.outbox.during(async () => {
        expect(errorCode(await mutate(RESEND, await klokMember("Sofie", "Claes")))).toBe("NOT_AWAITING_REGISTRATION");
        expect(errorCode(await mutate(RESEND, archivedAwaiting))).toBe("NOT_AWAITING_REGISTRATION");
      });
      expect(mails).toEqual([]);
    } finally {
      await mutate(RESTORE, archivedAwaiting);
    }
  });

  it("answers NOT_FOUND for another company's member and sends nothing", async () => {
    const id = await klokMember("Gilles", "Renard");
    const mails = await t.outbox.during(async () => {
      for (const guess of [id, "999999"]) expect(errorCode(await mutate(RESEND, guess, "payroll@example.com")), guess).toBe("NOT_FOUND");
    });
    expect(mails).toEqual([]);
  });

  it("answers NOT_ALLOWED to a company without a payroll offer", async () => {
    expect(errorCode(await mutate(RESEND, "1", "hours@example.com"))).toBe("NOT_ALLOWED");
  });
});

describe("Query.selectionTeam", () => {
  type Worker = { id: string; firstName: string; lastName: string; location: string | null; age: number | null; workerType: string };
  const selection = async (email: string, variables: { kind: string; search?: string; page?: number; pageSize?: number }) =>
    t.graphql<{ selectionTeam: Page<Worker> }>(SELECTION, { page: 1, pageSize: 25, ...variables }, await as(email));

  it("pages through each line of De Klok's selection team by name", async () => {
    for (const kind of ["interim", "construct"] as const) {
      const expected = await t.api.db.query<{ id: string }>(
        "select id::text as id from selection_team_members where company_id = $1 and kind = $2 order by lower(last_name || ' ' || first_name), id",
        [klok, kind],
      );
      expect(expected).toHaveLength(KLOK_SELECTION_TEAM[kind]);
      const first = (await selection("employer@example.com", { kind })).data!.selectionTeam;
      const second = (await selection("employer@example.com", { kind, page: 2 })).data!.selectionTeam;
      expect(first).toMatchObject({ totalCount: KLOK_SELECTION_TEAM[kind], page: 1, pageCount: 2 });
      expect([...first.nodes, ...second.nodes].map((w) => w.id)).toEqual(expected.map((r) => r.id));
      expect(new Set(first.nodes.map((w) => w.workerType))).toEqual(new Set(["clerk", "worker"]));
    }
  });

  it("searches by name", async () => {
    const all = (await selection("employer@example.com", { kind: "construct", pageSize: 100 })).data!.selectionTeam.nodes;
    const someone = all[7];
    const found = (await selection("employer@example.com", { kind: "construct", search: `${someone.lastName} ${someone.firstName}`.toUpperCase() })).data!
      .selectionTeam;
    expect(found.nodes.map((w) => w.id)).toContain(someone.id);
    expect(found.nodes.every((w) => w.lastName === someone.lastName && w.firstName === someone.firstName)).toBe(true);
    expect(errorCode(await selection("employer@example.com", { kind: "construct", search: "x".repeat(101) }))).toBe("SEARCH_TOO_LONG");
    expect(errorCode(await selection("employer@example.com", { kind: "construct", pageSize: 0 }))).toBe("PAGE_SIZE_INVALID");
  });

  it("shows a line only to a user who validates its hours", async () => {
    // Sarah De Smet validates construct hours only; Wim Claeys (viewer@) validates none.
    expect((await selection("sarah.desmet@example.com", { kind: "construct" })).data?.selectionTeam.totalCount).toBe(KLOK_SELECTION_TEAM.construct);
    expect(errorCode(await selection("sarah.desmet@example.com", { kind: "interim" }))).toBe("NOT_ALLOWED");
    for (const kind of ["interim", "construct"]) expect(errorCode(await selection("viewer@example.com", { kind }))).toBe("NOT_ALLOWED");
    expect(errorCode(await selection("payroll@example.com", { kind: "interim" }))).toBe("NOT_ALLOWED");
  });

  const BY_CURSOR = `query ByCursor($kind: SelectionKind!, $page: Int!, $pageSize: Int!, $after: String) {
    selectionTeam(kind: $kind, page: $page, pageSize: $pageSize, after: $after) { page nextCursor nodes { id } }
  }`;
  type CursorPage = { page: number; nextCursor: string | null; nodes: { id: string }[] };

  /** Every page of a line from the first by each page's nextCursor, as the export reads them. */
  async function readThrough(kind: string, pageSize: number): Promise<CursorPage[]> {
    const pages: CursorPage[] = [];
    let after: string | null = null;
    do {
      const answer: GraphqlAnswer<{ selectionTeam: CursorPage }> = await t.graphql<{ selectionTeam: CursorPage }>(
        BY_CURSOR,
        { kind, page: pages.length + 1, pageSize, after },
        await as("employer@example.com"),
      );
      expect(answer.errors).toBeUndefined();
      pages.push(answer.data!.selectionTeam);
      after = answer.data!.selectionTeam.nextCursor;
    } while (after !== null);
    return pages;
  }

  const listOrder = async (kind: string) =>
    (
      await t.api.db.query<{ id: string }>(
        "select id::text as id from selection_team_members where company_id = $1 and kind = $2 order by lower(last_name || ' ' || first_name), id",
        [klok, kind],
      )
    ).map((row) => row.id);

  it("reads each line through by cursor from its first page to its last, in the list's order, without asking for a count", async () => {
    for (const kind of ["interim", "construct"] as const) {
      const pages = await readThrough(kind, 4);
      expect(pages.map((p) => p.page)).toEqual(pages.map((_, index) => index + 1));
      expect(pages.length).toBe(Math.ceil(KLOK_SELECTION_TEAM[kind] / 4));
      expect(pages.slice(0, -1).every((p) => p.nodes.length === 4 && p.nextCursor !== null)).toBe(true);
      expect(pages.flatMap((p) => p.nodes.map((w) => w.id))).toEqual(await listOrder(kind));
    }
  });

  it("neither repeats nor skips a worker among namesakes where a page ends", async () => {
    const added = await t.api.db.query<{ id: number }>(
      `insert into selection_team_members (company_id, kind, first_name, last_name, worker_type)
       select $1, 'interim', 'Jan', 'Aerts', 'worker' from generate_series(1, 7) returning id`,
      [klok],
    );
    try {
      // Seven workers of one sort name, first in the list: pages of 3 end twice among them.
      const ids = (await readThrough("interim", 3)).flatMap((p) => p.nodes.map((w) => w.id));
      expect(ids.slice(0, 7)).toEqual(added.map((a) => String(a.id)));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(await listOrder("interim"));
    } finally {
      await t.api.db.query("delete from selection_team_members where id = any($1::int[])", [added.map((a) => a.id)]);
    }
  });

  it("refuses a cursor it did not give with a 422 and CURSOR_INVALID", async () => {
    const forgeries = [
      "not-a-cursor",
      Buffer.from(JSON.stringify(["aerts jan", 0])).toString("base64url"),
      Buffer.from(JSON.stringify([1, 2])).toString("base64url"),
    ];
    for (const after of forgeries) {
      const answer = await t.graphql(BY_CURSOR, { kind: "interim", page: 2, pageSize: 10, after }, await as("employer@example.com"));
      expect(answer.status, after).toBe(422);
      expect(errorCode(answer), after).toBe("CURSOR_INVALID");
      expect(answer.errors?.[0].message).toMatch(/first page/);
    }
  });

  it("shows only the selected company's workers", async () => {
    const dubois = (await selection("hours@example.com", { kind: "interim" })).data!.selectionTeam;
    // Sofie Claes is also De Klok's employee, linked to her worker (payroll-api/seed/seed-linked-workers.ts).
    expect(names(dubois)).toEqual(["Mehdi Benali", "Sofie Claes", "Olivier Dumont", "Sophie Lambotte", "Lucie Martin"]);
    expect(dubois.nodes[0]).toMatchObject({ location: "Schaerbeek", workerType: "worker", age: expect.any(Number) });
    expect(errorCode(await selection("hours@example.com", { kind: "construct" }))).toBe("NOT_ALLOWED");
    const klokIds = new Set((await selection("employer@example.com", { kind: "interim", pageSize: 100 })).data!.selectionTeam.nodes.map((w) => w.id));
    expect(dubois.nodes.some((w) => klokIds.has(w.id))).toBe(false);
  });
});

describe("a team of 10,000", () => {
  it("reads its first page from the list index without sorting the team, and a page after a cursor by the index's condition", async () => {
    const user = await t.signUp(`big.team.${Date.now()}@example.com`);
    const [{ id: companyId }] = await t.api.db.query<{ id: number }>(
      "insert into companies (name, vat) values ('Grote Ploeg NV', 'BE0999999999') returning id",
    );
    await t.api.db.query("insert into offers (company_id, name, kind, connexys_id) values ($1, 'Payroll', 'payroll', 'CX-999999')", [companyId]);
    await t.api.db.query(`insert into company_memberships (user_id, company_id) select id, $1 from users where email = $2`, [companyId, user.email]);
    await t.api.db.query("update users set selected_company_id = $1, accepted_terms_at = now() where email = $2", [companyId, user.email]);
    await t.api.db.query(
      `insert into employees (email, first_name, last_name, city, birthdate)
       select 'big.' || g || '@example.test', 'Werknemer', 'Nummer ' || lpad(g::text, 5, '0'), 'Gent', date '1990-01-01' + g
       from generate_series(1, 10000) as g`,
    );
    await t.api.db.query(
      `insert into team_members (company_id, employee_id, status)
       select $1, id, 'contract_ready' from employees where email like 'big.%@example.test'`,
      [companyId],
    );
    await t.api.db.query("analyze team_members");
    await t.api.db.query("analyze employees");

    const first = await t.graphql<{ teamMembers: Page<Member> }>(TEAM, { page: 1, pageSize: 25 }, userHeaders(user));
    expect(first.data?.teamMembers).toMatchObject({ totalCount: 10000, pageCount: 400 });
    expect(first.data?.teamMembers.nodes[0]).toMatchObject({ lastName: "Nummer 00001", location: "Gent" });

    const literal = (sql: string, values: unknown[]) => sql.replace(/\$(\d)/g, (_all, n: string) => String(values[Number(n) - 1]));
    const plan = (await t.api.db.query<{ "QUERY PLAN": string }>(`explain ${literal(teamPageQueries(false).rows, [companyId, false, 25, 0])}`))
      .map((row) => row["QUERY PLAN"])
      .join("\n");
    expect(plan).toContain("team_members_list_idx");
    expect(plan).not.toMatch(/\bSort\b/);

    // The export's keyset paging: the page after a cursor is the next page by number, found on the same index.
    const byCursor = `query ByCursor($page: Int!, $after: String) { teamMembers(page: $page, pageSize: 100, after: $after) { page nextCursor nodes { lastName } } }`;
    type CursorPage = { teamMembers: { page: number; nextCursor: string | null; nodes: Member[] } };
    const first100 = await t.graphql<CursorPage>(byCursor, { page: 1, after: null }, userHeaders(user));
    const second100 = await t.graphql<CursorPage>(byCursor, { page: 2, after: first100.data?.teamMembers.nextCursor }, userHeaders(user));
    expect(second100.data?.teamMembers.page).toBe(2);
    expect(second100.data?.teamMembers.nodes.map((member) => member.lastName)).toEqual(
      Array.from({ length: 100 }, (_, index) => `Nummer ${String(101 + index).padStart(5, "0")}`),
    );
    const keysetPlan = (
      await t.api.db.query<{ "QUERY PLAN": string }>(`explain ${literal(teamPageQueries(false, true).rows, [companyId, false, "'nummer 09900'", 1, 101, 0])}`)
    )
      .map((row) => row["QUERY PLAN"])
      .join("\n");
    // The cursor's condition is the index's own: at most a page's rows are read, whatever page it is.
    expect(keysetPlan).toMatch(/Index Cond: .*ROW\(sort_name, employee_id\) > ROW\('nummer 09900'::text, 1\)/);
    expect(keysetPlan).toContain("team_members_list_idx");
    // 10,000 members inserted and analysed, then five reads: over 30 s when the shared 2 cores are loaded.
  }, 90_000);
});

// Nobody reads or changes another company's data by guessing an id, and each kind of token only opens
// its own kind of query. One fresh database for the file.
import { companyIdOf, employeeHeaders, errorCode, userHeaders, type Credentials, useTestApi } from "./test-support";

const t = useTestApi();

const DASHBOARD = "query { userDashboard { contractNotReadyCount extensionCandidatesCount openedSurveysCount unpaidInvoicesCount } }";
const SELECT = "mutation Select($id: ID!) { selectCompany(input: { companyId: $id }) { user { company { id } } } }";
const COMPANY = "query { user { email company { id name } permissions { companyId } } }";
type DashboardAnswer = {
  userDashboard: { contractNotReadyCount: number; extensionCandidatesCount: number; openedSurveysCount: number; unpaidInvoicesCount: number };
};
type SelectAnswer = { selectCompany: { user: { company: unknown } } };
type CompanyAnswer = { user: { email: string; company: unknown; permissions: unknown } };

/** What the dashboard of `email` should count, straight from the tables, for its selected company. */
async function expectedDashboard(email: string) {
  const [row] = await t.api.db.query<Record<string, number>>(
    `select
      (select count(*)::int from team_members t where t.company_id = u.selected_company_id and not t.disabled
         and t.status in ('missing_information', 'expired_information')) as "contractNotReadyCount",
      (select count(*)::int from surveys s where s.company_id = u.selected_company_id and s.state = 'OPENED') as "openedSurveysCount",
      (select count(*)::int from invoices i where i.company_id = u.selected_company_id and i.status = 'not_paid') as "unpaidInvoicesCount"
    from users u where u.email = $1`,
    [email],
  );
  // The contracts to extend are those the extension list the card leads to shows: the payroll one here.
  const toExtend = await t.graphql<{ contractExtensions: { totalCount: number } }>(
    "query { contractExtensions(line: payroll, status: to_extend) { totalCount } }",
    {},
    userHeaders(await session(email)),
  );
  return { ...row, extensionCandidatesCount: toExtend.data?.contractExtensions.totalCount ?? 0 };
}

const USERS_WITH_A_COMPANY = [
  "employer@example.com",
  "payroll@example.com",
  "selection@example.com",
  "hours@example.com",
  "promo@example.com",
  "onboarding@example.com",
  "terms@example.com",
];

const sessions = new Map<string, Credentials>();
const session = async (email: string) => {
  if (!sessions.has(email)) sessions.set(email, await t.signIn(email));
  return sessions.get(email)!;
};

describe("selectCompany", () => {
  it("refuses payroll@example.com the employer's company, and every other company it is not a member of", async () => {
    const payroll = await session("payroll@example.com");
    const own = await companyIdOf(t, "Transport Peeters");
    const klok = await companyIdOf(t, "Brouwerij De Klok");
    const others = await t.api.db.query<{ id: number }>("select id from companies where id <> $1 order by id", [own]);
    expect(others.map((row) => row.id)).toContain(klok);

    for (const { id } of others) {
      const answer = await t.graphql<SelectAnswer>(SELECT, { id: String(id) }, userHeaders(payroll));
      expect(answer.status, `company ${id}`).toBe(403);
      expect(errorCode(answer)).toBe("FORBIDDEN");
    }

    const [row] = await t.api.db.query<{ selected_company_id: number }>("select selected_company_id from users where email = 'payroll@example.com'");
    expect(row.selected_company_id).toBe(own);
    const me = await t.graphql<CompanyAnswer>(COMPANY, {}, userHeaders(payroll));
    expect(me.data?.user.company).toEqual({ id: String(own), name: "Transport Peeters" });
    expect(me.data?.user.permissions).toEqual([{ companyId: String(own) }]);
  });
});

describe("userDashboard", () => {
  it("counts only each user's own company's rows", async () => {
    // Give a second company some rows, so a leak either way would show.
    const peeters = await companyIdOf(t, "Transport Peeters");
    const [{ id: employeeId }] = await t.api.db.query<{ id: number }>("select id from employees where email = 'employee@example.com'");
    await t.api.db.query(
      "insert into invoices (company_id, name, total_cents, expires_on, status) values ($1, 'F2026-9001', 10000, current_date + 3, 'not_paid')",
      [peeters],
    );
    await t.api.db.query("insert into surveys (company_id, employee_id, survey_type, state) values ($1, $2, 'first_company_survey', 'OPENED')", [
      peeters,
      employeeId,
    ]);
    await t.api.db.query("insert into team_members (company_id, employee_id, status) values ($1, $2, 'missing_information')", [peeters, employeeId]);

    const seen = new Map<string, Record<string, number>>();
    for (const email of USERS_WITH_A_COMPANY) {
      const answer = await t.graphql<DashboardAnswer>(DASHBOARD, {}, userHeaders(await session(email)));
      expect(answer.status, email).toBe(200);
      expect(answer.data?.userDashboard, email).toEqual(await expectedDashboard(email));
      seen.set(email, answer.data!.userDashboard);
    }

    // The seed gives Transport Peeters one overdue unpaid invoice and two opened surveys; the test added
    // one of each.
    expect(seen.get("payroll@example.com")).toEqual({
      contractNotReadyCount: 1,
      extensionCandidatesCount: 0,
      openedSurveysCount: 3,
      unpaidInvoicesCount: 2,
    });
    const employer = seen.get("employer@example.com")!;
    const [klok] = await t.api.db.query<{ unpaid: number; opened: number }>(
      `select (select count(*)::int from invoices where company_id = c.id and status = 'not_paid') as unpaid,
              (select count(*)::int from surveys where company_id = c.id and state = 'OPENED') as opened
       from companies c where c.name = 'Brouwerij De Klok'`,
    );
    expect(employer.unpaidInvoicesCount).toBe(klok.unpaid);
    expect(employer.openedSurveysCount).toBe(klok.opened);
    for (const email of ["selection@example.com", "promo@example.com", "onboarding@example.com", "terms@example.com"]) {
      expect(seen.get(email), email).toEqual({
        contractNotReadyCount: 0,
        extensionCandidatesCount: 0,
        openedSurveysCount: 0,
        unpaidInvoicesCount: 0,
      });
    }
  });

  it("counts a selection contract to extend only with extending_contracts next to hours_validation", async () => {
    const hours = await session("hours@example.com");
    const toExtend = async () => (await t.graphql<DashboardAnswer>(DASHBOARD, {}, userHeaders(hours))).data?.userDashboard.extensionCandidatesCount;
    // An interim contract of Nettoyage Dubois ending in three days: within the extension list's reach.
    const [contract] = await t.api.db.query<{ id: number }>(
      `insert into contracts (company_id, line, selection_member_id, position_name, statute, contract_type, contract_reason, wage_cents,
         state, start_date, end_date)
       select m.company_id, 'interim', m.id, 'Schoonmaker', 'worker', 'worker', 'temporary_increase', 1700, 'approved',
         current_date - 4, current_date + 3
       from selection_team_members m join companies c on c.id = m.company_id
       where c.name = 'Nettoyage Dubois' and m.kind = 'interim' order by m.id limit 1
       returning id`,
    );
    const membership = `update company_memberships set interim4d_permissions = $1
      where user_id = (select id from users where email = 'hours@example.com')`;
    try {
      expect(await toExtend()).toBe(0);
      await t.api.db.query(membership, [["hours_validation", "extending_contracts"]]);
      expect(await toExtend()).toBe(1);
      await t.api.db.query(membership, [["extending_contracts"]]);
      expect(await toExtend()).toBe(0);
    } finally {
      await t.api.db.query(membership, [["hours_validation"]]);
      await t.api.db.query("delete from contracts where id = $1", [contract.id]);
    }
  });

  it("answers FORBIDDEN to a user without a company", async () => {
    const newcomer = await session("newcomer@example.com");
    const answer = await t.graphql<DashboardAnswer>(DASHBOARD, {}, userHeaders(newcomer));
    expect(answer.status).toBe(403);
    expect(errorCode(answer)).toBe("FORBIDDEN");
    expect((await t.graphql<CompanyAnswer>(COMPANY, {}, userHeaders(newcomer))).data?.user).toEqual({
      email: "newcomer@example.com",
      company: null,
      permissions: [],
    });
  });

  it("ignores a selected company the user is not (or no longer) a member of", async () => {
    const promo = await session("promo@example.com");
    const own = await companyIdOf(t, "Imprimerie Lambert");
    const klok = await companyIdOf(t, "Brouwerij De Klok");
    // As if the selection pointed elsewhere, e.g. after the membership was revoked.
    await t.api.db.query("update users set selected_company_id = $1 where email = 'promo@example.com'", [klok]);
    try {
      expect((await t.graphql<CompanyAnswer>(COMPANY, {}, userHeaders(promo))).data?.user.company).toBeNull();
      const dashboard = await t.graphql<DashboardAnswer>(DASHBOARD, {}, userHeaders(promo));
      expect(dashboard.status).toBe(403);
      expect(errorCode(dashboard)).toBe("FORBIDDEN");
      const contracts = await t.rest(
        "GET",
        "/api/hours_validation/companies/4101/contracts?startDate=2000-01-01&endDate=2100-01-01",
        undefined,
        userHeaders(promo),
      );
      expect(contracts.status).toBe(403);
    } finally {
      await t.api.db.query("update users set selected_company_id = $1 where email = 'promo@example.com'", [own]);
    }
  });
});

describe("hours-validation contracts", () => {
  const contracts = async (email: string, externalId: number) =>
    (
      await t.rest(
        "GET",
        `/api/hours_validation/companies/${externalId}/contracts?startDate=2000-01-01&endDate=2100-01-01`,
        undefined,
        userHeaders(await session(email)),
      )
    ).status;

  it("answers each company's own external ids only", async () => {
    expect(await contracts("employer@example.com", 4101)).toBe(200);
    expect(await contracts("employer@example.com", 4102)).toBe(200);
    expect(await contracts("employer@example.com", 4301)).toBe(403);
    expect(await contracts("hours@example.com", 4301)).toBe(200);
    expect(await contracts("hours@example.com", 4101)).toBe(403);
    expect(await contracts("hours@example.com", 4102)).toBe(403);
    expect(await contracts("selection@example.com", 4101)).toBe(403);
    expect(await contracts("payroll@example.com", 4301)).toBe(403);
    // An id no company holds.
    expect(await contracts("employer@example.com", 9999)).toBe(403);
  });

  it("follows the selected company: after switching, the other company's ids are refused", async () => {
    const employer = await session("employer@example.com");
    const vermeulen = await companyIdOf(t, "Bakkerij Vermeulen");
    const klok = await companyIdOf(t, "Brouwerij De Klok");
    expect((await t.graphql<SelectAnswer>(SELECT, { id: String(vermeulen) }, userHeaders(employer))).data?.selectCompany.user.company).toEqual({
      id: String(vermeulen),
    });
    try {
      expect(await contracts("employer@example.com", 4101)).toBe(403);
      expect((await t.graphql<DashboardAnswer>(DASHBOARD, {}, userHeaders(employer))).data?.userDashboard).toEqual(
        await expectedDashboard("employer@example.com"),
      );
      expect((await t.graphql<DashboardAnswer>(DASHBOARD, {}, userHeaders(employer))).data?.userDashboard.unpaidInvoicesCount).toBe(0);
    } finally {
      await t.graphql<SelectAnswer>(SELECT, { id: String(klok) }, userHeaders(employer));
    }
    expect(await contracts("employer@example.com", 4101)).toBe(200);
  });

  it("refuses an employee's credentials", async () => {
    const employee = await t.signInEmployee("employee@example.com");
    const answer = await t.rest(
      "GET",
      "/api/hours_validation/companies/4101/contracts?startDate=2000-01-01&endDate=2100-01-01",
      undefined,
      employeeHeaders(employee),
    );
    expect(answer.status).toBe(401);
  });
});

describe("tokens are bound to their account and its kind", () => {
  it("an employee token cannot call user queries or mutations", async () => {
    const employee = await t.signInEmployee("employee@example.com");
    const headers = employeeHeaders(employee);
    for (const query of [
      "query { user { id } }",
      DASHBOARD,
      "mutation { acceptTermsAndConditions(input: {}) { status } }",
      `mutation { selectCompany(input: { companyId: "1" }) { user { id } } }`,
      `mutation { updateUser(input: { user: { email: "x@example.com", firstName: "X", lastName: "Y", preferredLanguage: en } }) { user { id } } }`,
    ]) {
      const answer = await t.graphql(query, {}, headers);
      expect(answer.status, query).toBe(401);
      expect(errorCode(answer), query).toBe("UNAUTHENTICATED");
    }
    // The token itself is fine for the employee's own query.
    expect((await t.graphql<{ employee: { email: string } }>("query { employee { email } }", {}, headers)).data?.employee.email).toBe("employee@example.com");
  });

  it("a user token cannot call the employee query", async () => {
    const employer = await session("employer@example.com");
    const answer = await t.graphql("query { employee { id } }", {}, userHeaders(employer));
    expect(answer.status).toBe(401);
    expect(errorCode(answer)).toBe("UNAUTHENTICATED");
  });

  it("a token presented as the other kind is refused", async () => {
    const employer = await session("employer@example.com");
    const employee = await t.signInEmployee("employee@example.com");
    // A user's token in the employee headers, and the other way round.
    const asEmployee = await t.graphql("query { employee { id } }", {}, employeeHeaders(employer));
    expect(errorCode(asEmployee)).toBe("UNAUTHENTICATED");
    const asUser = await t.graphql("query { user { id } }", {}, userHeaders(employee));
    expect(errorCode(asUser)).toBe("UNAUTHENTICATED");
  });

  it("a token only works with its own account's e-mail", async () => {
    const employer = await session("employer@example.com");
    const answer = await t.graphql<CompanyAnswer>(COMPANY, {}, userHeaders({ email: "payroll@example.com", token: employer.token }));
    expect(answer.status).toBe(401);
    expect(errorCode(answer)).toBe("UNAUTHENTICATED");
    expect(answer.data?.user ?? null).toBeNull();

    // The e-mail is matched whatever its case.
    const upper = await t.graphql<CompanyAnswer>(COMPANY, {}, userHeaders({ email: "EMPLOYER@example.com", token: employer.token }));
    expect(upper.data?.user.email).toBe("employer@example.com");
  });

  it("sign-out revokes only the token presented, never another account's", async () => {
    const payroll = await t.signIn("payroll@example.com");
    const twin = await session("selection@example.com");
    // Sign-out with another account's e-mail still only revokes the token given.
    await t.rest("DELETE", "/users/sign_out", undefined, userHeaders({ email: "selection@example.com", token: payroll.token }));
    expect(errorCode(await t.graphql<CompanyAnswer>(COMPANY, {}, userHeaders(payroll)))).toBe("UNAUTHENTICATED");
    expect((await t.graphql<CompanyAnswer>(COMPANY, {}, userHeaders(twin))).data?.user.email).toBe("selection@example.com");
  });
});

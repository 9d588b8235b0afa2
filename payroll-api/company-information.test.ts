// The selected company at a glance (Query.companyInformation, part 1 §7 CompanyInformationQuery), over
// HTTP on a fresh migrated and seeded database for this file. The seed gives Brouwerij De Klok 35
// positions, 48 active and 6 archived payroll team members, 44 surveys and contracts of every line;
// Bakkerij Vermeulen has a payroll team and no contract.
import { companyIdOf, errorCode, useTestApi } from "./test-support";

const t = useTestApi();
let klok: number;
let vermeulen: number;

beforeAll(async () => {
  klok = await companyIdOf(t, "Brouwerij De Klok");
  vermeulen = await companyIdOf(t, "Bakkerij Vermeulen");
});

const { as } = t;

type Office = { code: string; name: string; street: string; zip: string; city: string; email: string; phone: string };
type Information = {
  id: string;
  lastContractDate: string | null;
  positions: { totalCount: number; pageCount: number; nodes: { id: string; functionCode: { code: string } }[] };
  activeTeam: { totalCount: number } | null;
  archivedTeam: { totalCount: number } | null;
  companySurveys: { totalCount: number };
  vivaldisOffice: Office | null;
};

const INFORMATION = `query Information($companyId: ID!, $pageSize: Int! = 1) {
  companyInformation(companyId: $companyId) {
    id
    lastContractDate
    positions(pageSize: $pageSize) { totalCount pageCount nodes { id functionCode { code } } }
    activeTeam: team(disabled: false) { totalCount }
    archivedTeam: team(disabled: true) { totalCount }
    companySurveys { totalCount }
    vivaldisOffice { code name street zip city email phone }
  }
}`;

async function information(email: string, companyId: number | string, pageSize = 1) {
  return t.graphql<{ companyInformation: Information }>(INFORMATION, { companyId: String(companyId), pageSize }, await as(email));
}

/** The same figures from each list's own query, as the portal's lists show them. */
async function fromTheLists(email: string) {
  const answer = await t.graphql<{
    positions: { totalCount: number };
    active: { totalCount: number };
    archived: { totalCount: number };
    companySurveys: { totalCount: number };
    user: { company: { vivaldisOffice: Office | null } };
  }>(
    `query {
      positions { totalCount }
      active: teamMembers(filter: { archived: false }) { totalCount }
      archived: teamMembers(filter: { archived: true }) { totalCount }
      companySurveys(state: ANY) { totalCount }
      user { company { vivaldisOffice { code name street zip city email phone } } }
    }`,
    {},
    await as(email),
  );
  return answer.data!;
}

const latestStart = async (companyId: number) =>
  (
    await t.api.db.query<{ date: string | null }>(
      "select to_char(max(start_date), 'YYYY-MM-DD') as date from contracts where company_id = $1 and state <> 'cancelled'",
      [companyId],
    )
  )[0].date;

describe("companyInformation", () => {
  it("gives the selected company's figures, each the one its own list gives", async () => {
    const answer = await information("employer@example.com", klok);
    expect(answer.errors).toBeUndefined();
    const info = answer.data!.companyInformation;
    const lists = await fromTheLists("employer@example.com");
    expect(info.id).toBe(String(klok));
    expect(info.positions.totalCount).toBe(35);
    expect(info.positions.totalCount).toBe(lists.positions.totalCount);
    expect(info.positions.pageCount).toBe(35);
    expect(info.activeTeam?.totalCount).toBe(48);
    expect(info.activeTeam?.totalCount).toBe(lists.active.totalCount);
    expect(info.archivedTeam?.totalCount).toBe(6);
    expect(info.archivedTeam?.totalCount).toBe(lists.archived.totalCount);
    expect(info.companySurveys.totalCount).toBe(44);
    expect(info.companySurveys.totalCount).toBe(lists.companySurveys.totalCount);
    expect(info.vivaldisOffice).toEqual(lists.user.company.vivaldisOffice);
    expect(info.vivaldisOffice?.code).toBe("ANT");
    expect(info.lastContractDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(info.lastContractDate).toBe(await latestStart(klok));
  });

  it("refuses every company but the selected one as if it did not exist", async () => {
    // employer@ is also a member of Bakkerij Vermeulen, but has De Klok selected.
    for (const companyId of [vermeulen, await companyIdOf(t, "Transport Peeters"), "999999", "not-an-id"]) {
      const answer = await information("employer@example.com", companyId);
      expect(errorCode(answer), String(companyId)).toBe("NOT_FOUND");
      expect(answer.data).toBeNull();
    }
    expect((await information("bakery@example.com", vermeulen)).errors).toBeUndefined();
  });

  it("is FORBIDDEN without a selected company and UNAUTHENTICATED signed out", async () => {
    expect(errorCode(await information("newcomer@example.com", klok))).toBe("FORBIDDEN");
    expect(errorCode(await t.graphql(INFORMATION, { companyId: String(klok) }))).toBe("UNAUTHENTICATED");
  });

  it("has no team for a company without a payroll team, where the team list is NOT_ALLOWED", async () => {
    const janssens = await companyIdOf(t, "Bouwbedrijf Janssens");
    const answer = await information("selection@example.com", janssens);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.companyInformation.activeTeam).toBeNull();
    expect(answer.data!.companyInformation.archivedTeam).toBeNull();
    const list = await t.graphql("query { teamMembers { totalCount } }", {}, await as("selection@example.com"));
    expect(errorCode(list)).toBe("NOT_ALLOWED");
  });

  it("dates the last contract by the latest start, cancelled contracts left out, and null without one", async () => {
    const lastContractDate = async () => (await information("bakery@example.com", vermeulen)).data!.companyInformation.lastContractDate;
    expect(await lastContractDate()).toBeNull();

    const [employee] = await t.api.db.query<{ id: number }>("select employee_id as id from team_members where company_id = $1 limit 1", [vermeulen]);
    const insert = (state: string, start: string, end: string) =>
      t.api.db.query(
        `insert into contracts (company_id, line, employee_id, position_name, statute, contract_type, contract_reason, wage_cents, state,
           start_date, end_date)
         values ($1, 'payroll', $2, 'Bakker', 'worker', 'worker', 'temporary_increase', 1600, $3, $4, $5)`,
        [vermeulen, employee.id, state, start, end],
      );
    await insert("cancelled", "2030-01-06", "2030-01-10");
    expect(await lastContractDate()).toBeNull();
    await insert("approved", "2026-03-02", "2026-03-06");
    expect(await lastContractDate()).toBe("2026-03-02");
    // A later start counts whatever its state, even created earlier; the cancelled one still does not.
    await insert("requested", "2026-03-03", "2026-03-03");
    expect(await lastContractDate()).toBe("2026-03-03");
  });

  it("reads the database a fixed number of times, however many rows a list gives (no query per row)", async () => {
    const statements = async (pageSize: number) => {
      const query = vi.spyOn(t.api.db, "query");
      try {
        const answer = await information("employer@example.com", klok, pageSize);
        expect(answer.data!.companyInformation.positions.nodes).toHaveLength(pageSize);
        return query.mock.calls.length;
      } finally {
        query.mockRestore();
      }
    };
    expect(await statements(30)).toBe(await statements(1));
  });
});

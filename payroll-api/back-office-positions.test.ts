// The back office decides on new positions (docs/decisions/0037): a position waiting for approval cannot
// be put in a contract; approved through backOfficeDecide it can, refused it never can, and a decided
// position is not decided again.
import { errorCode, useTestApi } from "./test-support";

const t = useTestApi();
const { as } = t;
const DECIDE = `mutation Decide($input: BackOfficeDecisionInput!) { backOfficeDecide(input: $input) { status } }`;
const POSITION = `query Position($id: ID!) { position(id: $id) { status } }`;
const SAVE_CHECKED = `mutation Save($input: SaveContractDraftInput!) { saveContractDraft(input: $input, check: true) { general { positionId } } }`;
const DISCARD = `mutation { discardContractDraft { status } }`;

async function waitingPositionsOfDeKlok(): Promise<string[]> {
  const rows = await t.api.db.query<{ id: number }>(
    `select p.id from positions p join companies c on c.id = p.company_id
     where c.name = 'Brouwerij De Klok' and p.status = 'waiting_approval' order by p.id`,
  );
  return rows.map((row) => String(row.id));
}

/** The problems of a General naming only the position, as the checked save answers them. */
async function positionProblemsOf(headers: Record<string, string>, positionId: string) {
  const answer = await t.graphql(SAVE_CHECKED, { input: { general: { positionId } } }, headers);
  await t.graphql(DISCARD, {}, headers);
  const extensions = answer.errors?.[0]?.extensions as { problems?: { field: string; code: string }[] } | undefined;
  return (extensions?.problems ?? []).filter((problem) => problem.field === "general.positionId");
}

describe("the back office's decision on a position", () => {
  it("makes a waiting position usable in a contract once approved, and never once refused", async () => {
    const [toApprove, toRefuse] = await waitingPositionsOfDeKlok();
    const employer = await as("employer@example.com");
    const backOffice = await as("backoffice@example.com");

    expect(await positionProblemsOf(employer, toApprove)).toEqual([{ field: "general.positionId", code: "VALUE_INVALID" }]);
    expect(errorCode(await t.graphql(DECIDE, { input: { subject: "position", id: toApprove, decision: "approve" } }, employer))).toBe("NOT_ALLOWED");

    expect((await t.graphql(DECIDE, { input: { subject: "position", id: toApprove, decision: "approve" } }, backOffice)).errors).toBeUndefined();
    expect((await t.graphql(POSITION, { id: toApprove }, employer)).data).toEqual({ position: { status: "approved" } });
    expect(await positionProblemsOf(employer, toApprove)).toEqual([]);

    expect((await t.graphql(DECIDE, { input: { subject: "position", id: toRefuse, decision: "refuse" } }, backOffice)).errors).toBeUndefined();
    expect((await t.graphql(POSITION, { id: toRefuse }, employer)).data).toEqual({ position: { status: "refused" } });
    expect(await positionProblemsOf(employer, toRefuse)).toEqual([{ field: "general.positionId", code: "VALUE_INVALID" }]);
  });

  it("decides only a waiting position, only by approving or refusing it", async () => {
    const [waiting] = await waitingPositionsOfDeKlok();
    const backOffice = await as("backoffice@example.com");
    const decide = async (id: string, decision: string) => errorCode(await t.graphql(DECIDE, { input: { subject: "position", id, decision } }, backOffice));
    expect(await decide(waiting, "process")).toBe("NOTHING_TO_DECIDE");
    expect(await decide(waiting, "fail")).toBe("NOTHING_TO_DECIDE");
    expect(await decide(waiting, "approve")).toBeUndefined();
    expect(await decide(waiting, "refuse")).toBe("NOTHING_TO_DECIDE");
    expect(await decide("999999", "approve")).toBe("NOT_FOUND");
  });
});

describe("the contract wizard's positions", () => {
  const APPROVED = `query Approved($search: String) { positions(search: $search, status: approved, page: 1, pageSize: 100) { totalCount nodes { name status } } }`;

  it("lists only approved positions, every one reachable by its name beyond the first 100", async () => {
    await t.api.db.query(
      `insert into positions (company_id, name, function_code_id, on_the_move, minimum_wage_cents, wage_cents, vivaldis_office_code, students_allowed, status)
       select company_id, 'Seizoenskracht ' || lpad(g::text, 3, '0'), function_code_id, true, minimum_wage_cents, wage_cents, vivaldis_office_code,
         students_allowed, 'approved'
       from positions p, generate_series(1, 120) g
       where p.id = (select p.id from positions p join companies c on c.id = p.company_id where c.name = 'Brouwerij De Klok' and p.name = 'Bottelaar')`,
    );
    const employer = await as("employer@example.com");
    const [waiting] = await t.api.db.query<{ count: number }>(
      `select count(*)::int as count from positions p join companies c on c.id = p.company_id where c.name = 'Brouwerij De Klok' and p.status <> 'approved'`,
    );
    expect(waiting.count).toBeGreaterThan(0);

    const all = await t.graphql<{ positions: { totalCount: number; nodes: { name: string; status: string }[] } }>(APPROVED, {}, employer);
    const [approved] = await t.api.db.query<{ count: number }>(
      `select count(*)::int as count from positions p join companies c on c.id = p.company_id where c.name = 'Brouwerij De Klok' and p.status = 'approved'`,
    );
    expect(all.data?.positions.totalCount).toBe(approved.count);
    expect(approved.count).toBeGreaterThan(100);
    expect(all.data?.positions.nodes).toHaveLength(100);
    expect(all.data?.positions.nodes.every((node) => node.status === "approved")).toBe(true);

    const last = await t.graphql<{ positions: { totalCount: number; nodes: { name: string }[] } }>(APPROVED, { search: "kracht 120" }, employer);
    expect(last.data?.positions).toEqual({ totalCount: 1, nodes: [{ name: "Seizoenskracht 120", status: "approved" }] });
  });
});

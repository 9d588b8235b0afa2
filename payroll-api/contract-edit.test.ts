// Editing a requested contract through the contract wizard (docs/decisions/0042) over HTTP: the draft
// starts from the contract's answers, the submit updates the same contract (its days replaced), its own
// days do not count against it while another contract's do, a contract processed meanwhile is refused
// with the draft kept, and only a user who may see the contract reaches it. On PGlite always, and on a
// PostgreSQL server when TEST_DATABASE_URL points at one (the submit's row locks are PostgreSQL's).
import { addDays, todayInBelgium } from "../domain/belgian-time";
import { describeOnEachDatabase, errorCode, type TestFileApi } from "./test-support";

const DRAFT = `query Draft($contractId: ID) { contractDraft(contractId: $contractId) {
  contract { id status } general { employeeId remark } schedule { days { date start end breakMinutes } } problems { field code } } }`;
const SAVE = `mutation Save($input: SaveContractDraftInput!, $contractId: ID) {
  saveContractDraft(input: $input, contractId: $contractId) { problems { field code } } }`;
const SUBMIT = `mutation Submit($contractId: ID) { submitContractDraft(contractId: $contractId) { id status remark startDate endDate days { date start end } } }`;
const DISCARD = `mutation Discard($contractId: ID) { discardContractDraft(contractId: $contractId) { status } }`;
const DECIDE = `mutation Decide($input: BackOfficeDecisionInput!) { backOfficeDecide(input: $input) { status } }`;

type Day = { date: string; start: string; end: string; breakMinutes: number };
type Answer = { errors?: { extensions?: Record<string, unknown> }[]; data?: unknown };
const problemsOf = (answer: Answer) => answer.errors?.[0]?.extensions?.problems;

function describeEdit(t: TestFileApi) {
  const { as } = t;
  const today = () => todayInBelgium(new Date());
  const day = (offset: number, start: string, end: string): Day => ({ date: addDays(today(), offset), start, end, breakMinutes: 0 });

  async function general() {
    const [row] = await t.api.db.query<{ sofie: number; position: number; committee: number }>(
      `select (select id from employees where email = 'sofie.claes@example.com') as sofie,
       (select p.id from positions p join companies c on c.id = p.company_id where c.name = 'Brouwerij De Klok' and p.name = 'Bottelaar') as position,
       (select f.committee_id from positions p join function_codes f on f.id = p.function_code_id join companies c on c.id = p.company_id
          where c.name = 'Brouwerij De Klok' and p.name = 'Bottelaar') as committee`,
    );
    return {
      employeeId: String(row.sofie),
      positionId: String(row.position),
      committeeId: String(row.committee),
      onTheMove: false,
      location: { street: "Brouwerijstraat", streetNumber: "1", zip: "2000", city: "Antwerpen", country: "BE" },
      statute: "worker",
      contractType: "worker",
      contractReason: "temporary_increase",
      wageCents: 1600,
      premiums: [],
    };
  }

  /** A requested contract of Sofie Claes at De Klok on these days. */
  async function requested(headers: Record<string, string>, days: Day[]): Promise<string> {
    await t.graphql(DISCARD, {}, headers);
    expect((await t.graphql(SAVE, { input: { general: await general(), schedule: { days } } }, headers)).errors).toBeUndefined();
    const created = (await t.graphql(SUBMIT, {}, headers)) as { data: { submitContractDraft: { id: string } } };
    return created.data.submitContractDraft.id;
  }

  const countOf = async (sql: string, params: unknown[]) => (await t.api.db.query<{ count: number }>(sql, params))[0].count;

  describe("editing a requested contract", () => {
    it("opens with the contract's answers and saves an update of the same contract, its days replaced", async () => {
      const headers = await as("employer@example.com");
      const contractId = await requested(headers, [day(400, "08:00", "16:00"), day(401, "08:00", "16:00")]);
      const contracts = await countOf("select count(*)::int as count from contracts", []);

      const opened = (await t.graphql(DRAFT, { contractId }, headers)) as { data: { contractDraft: Record<string, unknown> } };
      expect(opened.data.contractDraft).toMatchObject({
        contract: { id: contractId, status: "requested" },
        schedule: { days: [day(400, "08:00", "16:00"), day(401, "08:00", "16:00")] },
        problems: [],
      });
      // The new contract's draft is not this one's.
      expect((await t.graphql(DRAFT, {}, headers)) as unknown).toMatchObject({ data: { contractDraft: { contract: null, schedule: { days: [] } } } });

      const saved = await t.graphql(
        SAVE,
        { input: { general: { ...(await general()), remark: "Changed" }, schedule: { days: [day(402, "09:00", "17:00")] } }, contractId },
        headers,
      );
      expect(saved.errors).toBeUndefined();
      const submitted = await t.graphql(SUBMIT, { contractId }, headers);
      expect(submitted.data).toEqual({
        submitContractDraft: {
          id: contractId,
          status: "requested",
          remark: "Changed",
          startDate: addDays(today(), 402),
          endDate: addDays(today(), 402),
          days: [{ date: addDays(today(), 402), start: "09:00", end: "17:00" }],
        },
      });
      expect(await countOf("select count(*)::int as count from contracts", [])).toBe(contracts);
      expect(await countOf("select count(*)::int as count from contract_days where contract_id = $1", [Number(contractId)])).toBe(1);
      expect(await countOf("select count(*)::int as count from wizard_drafts where subject_id = $1", [contractId])).toBe(0);
    });

    it("confirms its position's certificates when requested and when edited, and keeps them when the position changes (docs/decisions/0043)", async () => {
      const headers = await as("employer@example.com");
      const position = Number((await general()).positionId);
      const setCertificates = (types: string[]) => t.api.db.query("update positions set certificate_types = $2 where id = $1", [position, types]);
      const CERTIFICATES = `query Contract($id: ID!) { contract(id: $id) { certificateTypes } }`;
      const certificatesOf = async (id: string) =>
        ((await t.graphql(CERTIFICATES, { id }, headers)).data as { contract: { certificateTypes: string[] } }).contract.certificateTypes;
      try {
        await setCertificates(["forklift", "first_aid"]);
        const contractId = await requested(headers, [day(410, "08:00", "16:00")]);
        expect(await certificatesOf(contractId)).toEqual(["forklift", "first_aid"]);
        // What the contract confirmed stays, whatever the position asks later.
        await setCertificates(["asbestos"]);
        expect(await certificatesOf(contractId)).toEqual(["forklift", "first_aid"]);
        // Saved again through the wizard, it confirms what its position asks now.
        await t.graphql(DRAFT, { contractId }, headers);
        expect(
          (await t.graphql(SAVE, { input: { general: await general(), schedule: { days: [day(411, "08:00", "16:00")] } }, contractId }, headers)).errors,
        ).toBeUndefined();
        expect((await t.graphql(SUBMIT, { contractId }, headers)).errors).toBeUndefined();
        expect(await certificatesOf(contractId)).toEqual(["asbestos"]);
      } finally {
        await setCertificates([]);
      }
    });

    it("does not hold the contract's own days against it, and holds another contract's", async () => {
      const headers = await as("employer@example.com");
      const contractId = await requested(headers, [day(410, "08:00", "16:00")]);
      await requested(headers, [day(412, "08:00", "16:00")]);

      // Its own day, a few hours later: no overlap, and no short rest, with the day it replaces.
      const own = await t.graphql(SAVE, { input: { schedule: { days: [day(410, "10:00", "18:00")] } }, contractId }, headers);
      expect(own.data).toEqual({ saveContractDraft: { problems: [] } });
      expect((await t.graphql(SUBMIT, { contractId }, headers)).errors).toBeUndefined();

      await t.graphql(SAVE, { input: { schedule: { days: [day(410, "10:00", "18:00"), day(412, "12:00", "18:00")] } }, contractId }, headers);
      const refused = await t.graphql(SUBMIT, { contractId }, headers);
      expect(errorCode(refused)).toBe("CONTRACT_INVALID");
      expect(problemsOf(refused)).toMatchObject([{ field: "schedule.days.1", code: "CALENDAR_OVERLAP" }]);
    });

    it("is refused once the back office has processed the contract, and the draft is kept", async () => {
      const headers = await as("employer@example.com");
      const contractId = await requested(headers, [day(420, "08:00", "16:00")]);
      await t.graphql(SAVE, { input: { schedule: { days: [day(421, "08:00", "16:00")] } }, contractId }, headers);
      const decided = await t.graphql(DECIDE, { input: { subject: "contract", id: contractId, decision: "approve" } }, await as("backoffice@example.com"));
      expect(decided.errors).toBeUndefined();

      expect(errorCode(await t.graphql(SUBMIT, { contractId }, headers))).toBe("CONTRACT_PROCESSED");
      const kept = (await t.graphql(DRAFT, { contractId }, headers)) as { data: { contractDraft: { schedule: { days: Day[] } } } };
      expect(kept.data.contractDraft.schedule.days).toEqual([day(421, "08:00", "16:00")]);
      expect(
        await countOf("select count(*)::int as count from contract_days where contract_id = $1 and date = $2", [Number(contractId), addDays(today(), 420)]),
      ).toBe(1);
    });

    it("is not found for a user of another company", async () => {
      const contractId = await requested(await as("employer@example.com"), [day(430, "08:00", "16:00")]);
      const outsider = await as("payroll@example.com");
      expect(errorCode(await t.graphql(DRAFT, { contractId }, outsider))).toBe("NOT_FOUND");
      expect(errorCode(await t.graphql(SAVE, { input: { schedule: { days: [] } }, contractId }, outsider))).toBe("NOT_FOUND");
      expect(errorCode(await t.graphql(SUBMIT, { contractId }, outsider))).toBe("NOT_FOUND");
    });
  });
}

describeOnEachDatabase("contract_edit", describeEdit);

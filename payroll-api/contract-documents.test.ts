// The data required before a contract and documents at the contract's dates (docs/decisions/0040), over
// HTTP on a fresh seeded database: the team status derived when read, a stored value that fails its
// rule counted as missing, and an ID card that expires before the contract's last working day making
// the employee unavailable in the candidate list and on submit alike.
import { addDays, todayInBelgium } from "../domain/belgian-time";
import { CARD_EXPIRING_MEMBER } from "./seed/seed-team";
import { useTestApi } from "./test-support";

const t = useTestApi();
const { as } = t;
const employer = () => as("employer@example.com");
const today = () => todayInBelgium(new Date());
const problemsOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) => answer.errors?.[0]?.extensions?.problems;

type Candidate = {
  id: string;
  firstName: string;
  lastName: string;
  unavailability: string | null;
  expiringDocument: { document: string; expiresOn: string } | null;
};
const CANDIDATES = `query C($p: ID, $d: Date) { contractCandidates(positionId: $p, startDate: $d) { id firstName lastName unavailability expiringDocument { document expiresOn } } }`;
const MEMBERS = `query M($search: String) { teamMembers(filter: { search: $search }) { nodes { id firstName lastName status } } }`;
const SAVE = `mutation Save($input: SaveContractDraftInput!) { saveContractDraft(input: $input) { general { employeeId } } }`;
const DRAFT = `query { contractDraft { problems { field code } candidates { id unavailability expiringDocument { document expiresOn } } } }`;
const SUBMIT = `mutation { submitContractDraft { id } }`;
const DISCARD = `mutation { discardContractDraft { status } }`;

async function ids() {
  const [row] = await t.api.db.query<{ wout: number; sofie: number; position: number; committee: number }>(
    `select (select id from employees where first_name = $1 and last_name = $2) as wout,
       (select id from employees where email = 'sofie.claes@example.com') as sofie,
       (select p.id from positions p join companies c on c.id = p.company_id where c.name = 'Brouwerij De Klok' and p.name = 'Bottelaar') as position,
       (select f.committee_id from positions p join function_codes f on f.id = p.function_code_id join companies c on c.id = p.company_id
          where c.name = 'Brouwerij De Klok' and p.name = 'Bottelaar') as committee`,
    [CARD_EXPIRING_MEMBER.first, CARD_EXPIRING_MEMBER.last],
  );
  return row;
}

async function statusOf(search: string) {
  const answer = await t.graphql<{ teamMembers: { nodes: { firstName: string; lastName: string; status: string }[] } }>(MEMBERS, { search }, await employer());
  return answer.data?.teamMembers.nodes[0]?.status;
}

async function candidate(employeeId: number, startDate: string, positionId: number): Promise<Candidate | undefined> {
  const answer = await t.graphql<{ contractCandidates: Candidate[] }>(CANDIDATES, { p: String(positionId), d: startDate }, await employer());
  return answer.data?.contractCandidates.find((row) => row.id === String(employeeId));
}

const day = (offset: number) => ({ date: addDays(today(), offset), start: "08:00", end: "16:00", breakMinutes: 30 });

describe("the team status, derived when read", () => {
  it("counts a stored value that fails its rule as missing: Bram Goossens's IBAN with wrong check digits", async () => {
    expect(await statusOf("Bram Goossens")).toBe("missing_information");
    // Sofie Claes is available; an IBAN stored wrong, with nothing else changed, makes her miss information at once.
    expect(await statusOf("Sofie Claes")).toBe("contract_ready");
    const { sofie, position } = await ids();
    const [{ bank_account: iban }] = await t.api.db.query<{ bank_account: string }>("select bank_account from employees where id = $1", [sofie]);
    await t.api.db.query("update employees set bank_account = 'BE07068123678967' where id = $1", [sofie]);
    try {
      expect(await statusOf("Sofie Claes")).toBe("missing_information");
      expect((await candidate(sofie, addDays(today(), 30), position))?.unavailability).toBe("CONTRACT_DATA_MISSING");
    } finally {
      await t.api.db.query("update employees set bank_account = $2 where id = $1", [sofie, iban]);
    }
    expect(await statusOf("Sofie Claes")).toBe("contract_ready");
  });
});

describe("an ID card that expires during the contract", () => {
  const expiresOn = () => addDays(today(), CARD_EXPIRING_MEMBER.expiresInDays);

  it("covers a contract whose last working day is its expiry date, not one a day later, in the candidate list", async () => {
    const { wout, position } = await ids();
    expect(await statusOf(`${CARD_EXPIRING_MEMBER.first} ${CARD_EXPIRING_MEMBER.last}`)).toBe("contract_ready");
    expect(await candidate(wout, expiresOn(), position)).toMatchObject({ unavailability: null, expiringDocument: null });
    expect(await candidate(wout, addDays(expiresOn(), 1), position)).toMatchObject({
      unavailability: "ID_CARD_EXPIRES",
      expiringDocument: { document: "id_card", expiresOn: expiresOn() },
    });
  });

  it("judges the draft's whole schedule in its candidate list and on submit alike", async () => {
    const headers = await employer();
    const { wout, position, committee } = await ids();
    await t.graphql(DISCARD, {}, headers);
    const general = {
      employeeId: String(wout),
      positionId: String(position),
      committeeId: String(committee),
      onTheMove: false,
      location: { street: "Brouwerijstraat", streetNumber: "1", zip: "2000", city: "Antwerpen", country: "BE" },
      statute: "worker",
      contractType: "worker",
      contractReason: "temporary_increase",
      wageCents: 1600,
      premiums: [],
    };
    const last = CARD_EXPIRING_MEMBER.expiresInDays;
    await t.graphql(SAVE, { input: { general, schedule: { days: [day(last - 1), day(last)] } } }, headers);
    let draft = (await t.graphql<{ contractDraft: { problems: { field: string; code: string }[]; candidates: Candidate[] } }>(DRAFT, {}, headers)).data!
      .contractDraft;
    expect(draft.problems.filter((problem) => problem.field === "general.employeeId")).toEqual([]);
    expect(draft.candidates.find((row) => row.id === String(wout))?.unavailability).toBeNull();

    // A day after the expiry: the first day is still covered, the last is not.
    await t.graphql(SAVE, { input: { general, schedule: { days: [day(last - 1), day(last + 1)] } } }, headers);
    draft = (await t.graphql<{ contractDraft: { problems: { field: string; code: string }[]; candidates: Candidate[] } }>(DRAFT, {}, headers)).data!
      .contractDraft;
    expect(draft.problems).toContainEqual({ field: "general.employeeId", code: "ID_CARD_EXPIRES" });
    expect(draft.candidates.find((row) => row.id === String(wout))).toMatchObject({
      unavailability: "ID_CARD_EXPIRES",
      expiringDocument: { document: "id_card", expiresOn: expiresOn() },
    });
    const refused = await t.graphql(SUBMIT, {}, headers);
    expect(refused.status).toBe(422);
    expect(problemsOf(refused)).toEqual([{ field: "general.employeeId", code: "ID_CARD_EXPIRES" }]);
    await t.graphql(DISCARD, {}, headers);
  });
});

// Positions and their wizard drafts, over HTTP on a fresh migrated and seeded database for this file.
// The seed gives Brouwerij De Klok 35 positions (32 approved, 3 waiting for approval), Bakkerij Vermeulen
// (whose rate agreement expired) and Transport Peeters two each.
import { positionProblems, type PositionGeneral, type PositionPremiums, type PositionProblem, type PositionSafety } from "../domain/positions";
import { DE_KLOK_POSITIONS } from "./seed/seed-positions";
import { companyIdOf, employeeHeaders, errorCode, type GraphqlAnswer, useTestApi } from "./test-support";

const t = useTestApi();
let klok: number;
let vermeulen: number;

beforeAll(async () => {
  klok = await companyIdOf(t, "Brouwerij De Klok");
  vermeulen = await companyIdOf(t, "Bakkerij Vermeulen");
});

const { as } = t;
const EMPLOYER = "employer@example.com";

const SELECT = "mutation Select($id: ID!) { selectCompany(input: { companyId: $id }) { user { company { id } } } }";

/** Runs work with employer@example.com's selected company switched to Bakkerij Vermeulen. */
async function atVermeulen(work: () => Promise<void>) {
  const headers = await as(EMPLOYER);
  await t.graphql(SELECT, { id: String(vermeulen) }, headers);
  try {
    await work();
  } finally {
    await t.graphql(SELECT, { id: String(klok) }, headers);
  }
}

const functionCodeId = async (code: string) => String((await t.api.db.query<{ id: number }>("select id from function_codes where code = $1", [code]))[0].id);
const positionIdOf = async (companyId: number, name: string) =>
  String((await t.api.db.query<{ id: number }>("select id from positions where company_id = $1 and name = $2", [companyId, name]))[0].id);

/** extensions.problems of a POSITION_INVALID answer. */
const problemsOf = (answer: GraphqlAnswer) => (answer.errors?.[0]?.extensions as { problems?: PositionProblem[] } | undefined)?.problems;

const POSITION_FIELDS = `id name functionCode { code isStudentCode } committee { code } statute isFlexi noVatApplicable description
  onTheMove location { street streetNumber zip city country latitude longitude } minimumWageCents wageCents vivaldisOfficeCode
  studentsAllowed workEquipmentRequired workEquipmentRequiredConfirmation vcaCertificationRequired
  vcaCertificationRequiredConfirmation wpsRequired certificateTypes premiums { type value unit contributionValue }
  nettoPremiumComment useEcoChequeComment ecoChequeComment status createdAt`;

const DRAFT_FIELDS = `positionId
  general { name functionCodeId noVatApplicable description onTheMove location { street streetNumber zip city country latitude longitude }
    wageCents vivaldisOfficeCode studentsAllowed isFlexi }
  safety { workEquipmentRequired workEquipmentRequiredConfirmation vcaCertificationRequired vcaCertificationRequiredConfirmation certificateTypes }
  premiums { premiums { type value unit contributionValue } nettoPremiumComment useEcoChequeComment ecoChequeComment }`;

const POSITIONS = `query Positions($search: String, $page: Int!, $pageSize: Int!) {
  positions(search: $search, page: $page, pageSize: $pageSize) { nodes { id name onTheMove location { city } statute status } totalCount page pageCount }
}`;
const POSITION = `query Position($id: ID!) { position(id: $id) { ${POSITION_FIELDS} } }`;
const DRAFT = `query Draft($positionId: ID) { positionDraft(positionId: $positionId) { ${DRAFT_FIELDS} } }`;
const SAVE = `mutation Save($input: SavePositionDraftInput!) { savePositionDraft(input: $input) { ${DRAFT_FIELDS} } }`;
const SUBMIT = `mutation Submit($input: SubmitPositionDraftInput!) { submitPositionDraft(input: $input) { ${POSITION_FIELDS} } }`;
const DISCARD = "mutation Discard($input: SubmitPositionDraftInput!) { discardPositionDraft(input: $input) { status } }";

/** A position as POSITION_FIELDS reads it: the wizard steps' fields and what the API adds to them. */
type Position = PositionGeneral & PositionSafety & PositionPremiums & { id: string; name: string; functionCode: { code: string }; createdAt: string };
type Draft = { positionId: string | null; general: PositionGeneral; safety: PositionSafety; premiums: PositionPremiums };
type PositionAnswer = { position: Position };
type DraftAnswer = { positionDraft: Draft };
type SaveAnswer = { savePositionDraft: Draft };
type SubmitAnswer = { submitPositionDraft: Position };

type PositionNode = { id: string; name: string; onTheMove: boolean; location: { city: string } | null; statute: string; status: string };
type Page = { nodes: PositionNode[]; totalCount: number; page: number; pageCount: number };

async function positions(variables: { search?: string | null; page?: number; pageSize?: number }, email = EMPLOYER): Promise<Page> {
  const answer = await t.graphql<{ positions: Page }>(POSITIONS, { page: 1, pageSize: 25, ...variables }, await as(email));
  expect(answer.errors).toBeUndefined();
  return answer.data!.positions;
}

const call = async <Data = Record<string, unknown>>(query: string, variables: Record<string, unknown>, email = EMPLOYER) =>
  t.graphql<Data>(query, variables, await as(email));

const ADDRESS = { street: "Mechelsesteenweg", streetNumber: "212", zip: "2018", city: "antwerpen", country: "BE" };

/** A General step that passes every rule, for function code 118/01 (Brouwer, minimum 17.45 euro). */
async function validGeneral() {
  return {
    name: "Testbrouwer",
    functionCodeId: await functionCodeId("118/01"),
    noVatApplicable: false,
    description: "  Brouwt.  ",
    onTheMove: false,
    location: ADDRESS,
    wageCents: 1745,
    vivaldisOfficeCode: "ANT",
    studentsAllowed: false,
    isFlexi: false,
  };
}

/** Submits a new position's draft of exactly these steps; the draft is thrown away first and after. */
async function submitNew(steps: { general?: object; safety?: object; premiums?: object }) {
  await call(DISCARD, { input: {} });
  const saved = await call<SaveAnswer>(SAVE, { input: steps });
  expect(saved.errors).toBeUndefined();
  const answer = await call<SubmitAnswer>(SUBMIT, { input: {} });
  await call(DISCARD, { input: {} });
  return answer;
}

describe("the seed", () => {
  it("gives De Klok 32 approved and 3 waiting positions, each one valid by the position rules", async () => {
    const rows = await t.api.db.query<{ status: string; count: number }>(
      "select status, count(*)::int as count from positions where company_id = $1 group by status order by status",
      [klok],
    );
    expect(rows).toEqual([
      { status: "approved", count: 32 },
      { status: "waiting_approval", count: 3 },
    ]);
    expect(DE_KLOK_POSITIONS).toHaveLength(35);
    const page = await positions({ pageSize: 100 });
    for (const node of page.nodes) {
      const position = (await call<PositionAnswer>(POSITION, { id: node.id })).data!.position;
      const [code] = await t.api.db.query<{ is_student_code: boolean; minimum_hourly_wage_cents: number }>(
        "select is_student_code, minimum_hourly_wage_cents from function_codes where code = $1",
        [position.functionCode.code],
      );
      const facts = {
        functionCode: { isStudentCode: code.is_student_code, minimumHourlyWageCents: code.minimum_hourly_wage_cents },
        savedStudentsAllowed: null,
      };
      const draft = {
        general: { ...position, functionCodeId: "1" },
        safety: position,
        premiums: position,
      };
      expect(positionProblems(draft, facts), position.name).toEqual([]);
    }
  });
});

describe("Query.positions", () => {
  it("answers UNAUTHENTICATED without credentials and to an employee", async () => {
    expect(errorCode(await t.graphql(POSITIONS, { page: 1, pageSize: 25 }))).toBe("UNAUTHENTICATED");
    const employee = employeeHeaders(await t.signInEmployee("employee@example.com"));
    expect(errorCode(await t.graphql(POSITIONS, { page: 1, pageSize: 25 }, employee))).toBe("UNAUTHENTICATED");
    expect(errorCode(await t.graphql(DRAFT, {}, employee))).toBe("UNAUTHENTICATED");
  });

  it("answers the selected company's positions by name, 25 a page", async () => {
    const first = await positions({});
    const second = await positions({ page: 2 });
    expect([first.totalCount, first.pageCount, first.nodes.length, second.page, second.nodes.length]).toEqual([35, 2, 25, 2, 10]);
    const names = [...first.nodes, ...second.nodes].map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), "en")));
    expect(names).not.toContain("Bakker");
    expect((await positions({ page: 3 })).nodes).toEqual([]);
  });

  it("shows the statute, the status, and no location for a position on the move", async () => {
    const nodes = (await positions({ pageSize: 100 })).nodes;
    expect(nodes.find((p) => p.name === "Vrachtwagenchauffeur")).toMatchObject({ onTheMove: true, location: null, statute: "worker", status: "approved" });
    expect(nodes.find((p) => p.name === "Boekhouder")).toMatchObject({ onTheMove: false, location: { city: "Antwerpen" }, statute: "clerk" });
    expect(nodes.find((p) => p.name === "Chauffeur bestelwagen")).toMatchObject({ status: "waiting_approval" });
  });

  it("searches the name whatever the case, taking wildcards literally", async () => {
    const found = await positions({ search: "  BROUWER " });
    expect(found.nodes.map((p) => p.name)).toEqual(["Brouwer", "Brouwer nachtploeg", "Gids brouwerijbezoeken", "Hulpbrouwer", "Jobstudent brouwerij"]);
    expect(found.totalCount).toBe(5);
    expect((await positions({ search: "%" })).totalCount).toBe(0);
    expect((await positions({ search: "" })).totalCount).toBe(35);
  });

  it("refuses a page size above 500 or a page below 1", async () => {
    expect(errorCode(await call(POSITIONS, { page: 1, pageSize: 501 }))).toBe("PAGE_SIZE_INVALID");
    expect(errorCode(await call(POSITIONS, { page: 0, pageSize: 25 }))).toBe("PAGE_INVALID");
  });

  it("answers another company its own positions only", async () => {
    expect((await positions({}, "payroll@example.com")).nodes.map((p) => p.name)).toEqual(["Planner transport", "Vrachtwagenchauffeur"]);
  });
});

describe("Query.positions: workPostSheetMissing", () => {
  const WITH_SHEETS = `query Positions($workPostSheetMissing: Boolean, $search: String) {
    positions(workPostSheetMissing: $workPostSheetMissing, search: $search, pageSize: 500) { nodes { name wpsRequired workPostSheet { kind } } totalCount }
  }`;
  type SheetNode = { name: string; wpsRequired: boolean; workPostSheet: { kind: string } | null };

  async function withSheets(variables: { workPostSheetMissing?: boolean | null; search?: string }): Promise<SheetNode[]> {
    const answer = await call<{ positions: { nodes: SheetNode[]; totalCount: number } }>(WITH_SHEETS, variables);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.positions.totalCount).toBe(answer.data!.positions.nodes.length);
    return answer.data!.positions.nodes;
  }
  const names = (nodes: SheetNode[]) => nodes.map((p) => p.name);

  it("keeps exactly the positions that need a sheet and have none, in the list's order", async () => {
    const all = await withSheets({});
    const missing = await withSheets({ workPostSheetMissing: true });
    expect(names(missing)).toEqual(names(all.filter((p) => p.wpsRequired && !p.workPostSheet)));
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.length).toBeLessThan(all.length);
    // false or left out: the whole list.
    expect(names(await withSheets({ workPostSheetMissing: false }))).toEqual(names(all));
    expect(names(await withSheets({ workPostSheetMissing: null }))).toEqual(names(all));
  });

  it("leaves out a position with a sheet, filled or uploaded, and one that needs none", async () => {
    const missing = names(await withSheets({ workPostSheetMissing: true }));
    // Brouwer's sheet is filled in, Onderhoudsmonteur's uploaded; Boekhouder, a clerk without VCA or a
    // student code, needs none; Jobstudent administratie, a clerk with a student code, does.
    expect(missing).not.toContain("Brouwer");
    expect(missing).not.toContain("Onderhoudsmonteur");
    expect(missing).not.toContain("Boekhouder");
    expect(missing).toContain("Jobstudent administratie");
  });

  it("follows each side of the rule: VCA required makes a clerk's sheet missing, a sheet makes it complete", async () => {
    const id = await positionIdOf(klok, "Boekhouder");
    await t.api.db.query("update positions set vca_certification_required = true where id = $1", [id]);
    try {
      expect(names(await withSheets({ workPostSheetMissing: true, search: "boekhouder" }))).toEqual(["Boekhouder"]);
      await t.api.db.query("insert into work_post_sheets (position_id, kind, file_name, pdf) values ($1, 'uploaded', 'fiche.pdf', '\\x25504446'::bytea)", [id]);
      expect(await withSheets({ workPostSheetMissing: true, search: "boekhouder" })).toEqual([]);
    } finally {
      await t.api.db.query("delete from work_post_sheets where position_id = $1", [id]);
      await t.api.db.query("update positions set vca_certification_required = false where id = $1", [id]);
    }
    expect(await withSheets({ workPostSheetMissing: true, search: "boekhouder" })).toEqual([]);
  });

  it("answers another company its own positions only", async () => {
    const answer = await call<{ positions: { nodes: SheetNode[] } }>(WITH_SHEETS, { workPostSheetMissing: true }, "payroll@example.com");
    for (const position of answer.data!.positions.nodes) expect(["Planner transport", "Vrachtwagenchauffeur"]).toContain(position.name);
  });
});

describe("Query.position", () => {
  it("answers a position with everything the detail view shows", async () => {
    const answer = await call<PositionAnswer>(POSITION, { id: await positionIdOf(klok, "Heftruckchauffeur") });
    expect(answer.data!.position).toMatchObject({
      name: "Heftruckchauffeur",
      functionCode: { code: "140.03/02", isStudentCode: false },
      committee: { code: "140.03" },
      statute: "worker",
      location: { street: "Noorderlaan", streetNumber: "147", zip: "2030", city: "Antwerpen", country: "BE", latitude: 51.2211097, longitude: 4.3997081 },
      minimumWageCents: 1590,
      wageCents: 1620,
      vivaldisOfficeCode: "ANT",
      vcaCertificationRequired: true,
      vcaCertificationRequiredConfirmation: true,
      wpsRequired: true,
      certificateTypes: ["forklift", "vca_basic"],
      premiums: [
        { type: "morning_shift_bonus", value: 0.95, unit: "PER_HOUR", contributionValue: null },
        { type: "meal_vouchers", value: 6.91, unit: null, contributionValue: 1.09 },
      ],
      status: "approved",
    });
  });

  it("works out wpsRequired: not for a clerk position without VCA or student code", async () => {
    const clerk = await call<PositionAnswer>(POSITION, { id: await positionIdOf(klok, "Boekhouder") });
    expect(clerk.data!.position).toMatchObject({ statute: "clerk", wpsRequired: false, noVatApplicable: true });
    const student = await call<PositionAnswer>(POSITION, { id: await positionIdOf(klok, "Jobstudent administratie") });
    expect(student.data!.position).toMatchObject({ statute: "clerk", wpsRequired: true, functionCode: { isStudentCode: true } });
  });

  it("answers null for another company's position and for an unknown or unreadable id", async () => {
    for (const id of [await positionIdOf(vermeulen, "Bakker"), "999999", "x1"]) {
      const answer = await call<PositionAnswer>(POSITION, { id });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.position).toBeNull();
    }
  });
});

describe("Query.positionDraft", () => {
  it("starts a new position's draft empty, proposing the rate agreement's office", async () => {
    const answer = await call<DraftAnswer>(DRAFT, {});
    expect(answer.data!.positionDraft).toEqual({
      positionId: null,
      general: {
        name: null,
        functionCodeId: null,
        noVatApplicable: null,
        description: null,
        onTheMove: null,
        location: null,
        wageCents: null,
        vivaldisOfficeCode: "ANT",
        studentsAllowed: null,
        isFlexi: null,
      },
      safety: {
        workEquipmentRequired: null,
        workEquipmentRequiredConfirmation: null,
        vcaCertificationRequired: null,
        vcaCertificationRequiredConfirmation: null,
        certificateTypes: [],
      },
      premiums: { premiums: [], nettoPremiumComment: null, useEcoChequeComment: null, ecoChequeComment: null },
    });
  });

  it("starts an edit draft as a copy of the position", async () => {
    const id = await positionIdOf(klok, "Vrachtwagenchauffeur");
    const draft = (await call<DraftAnswer>(DRAFT, { positionId: id })).data!.positionDraft;
    expect(draft.positionId).toBe(id);
    expect(draft.general).toMatchObject({
      name: "Vrachtwagenchauffeur",
      functionCodeId: await functionCodeId("140.03/01"),
      onTheMove: true,
      location: null,
      wageCents: 1720,
      studentsAllowed: false,
    });
    expect(draft.safety.certificateTypes).toEqual(["driving_licence_c"]);
    expect(draft.premiums.premiums?.map((p) => p.type)).toEqual(["meal_vouchers", "mobility"]);
  });

  it("answers NOT_FOUND for another company's position", async () => {
    expect(errorCode(await call<DraftAnswer>(DRAFT, { positionId: await positionIdOf(vermeulen, "Bakker") }))).toBe("NOT_FOUND");
    expect(errorCode(await call<DraftAnswer>(DRAFT, { positionId: "abc" }))).toBe("NOT_FOUND");
  });
});

describe("Mutation.savePositionDraft", () => {
  afterEach(async () => {
    await call(DISCARD, { input: {} });
  });

  it("saves a step as typed and keeps the other steps, so that the wizard can be resumed", async () => {
    const general = { name: "Half", wageCents: 10, location: { zip: "2018" } };
    const first = await call<SaveAnswer>(SAVE, { input: { general } });
    expect(first.errors).toBeUndefined();
    expect(first.data!.savePositionDraft.general).toMatchObject({
      name: "Half",
      wageCents: 10,
      functionCodeId: null,
      vivaldisOfficeCode: null,
      location: { street: "", streetNumber: "", zip: "2018", city: "", country: "", latitude: null, longitude: null },
    });
    const premiums = { premiums: [{ type: "night_shift_bonus", unit: "PERCENT" }], useEcoChequeComment: true };
    await call<SaveAnswer>(SAVE, { input: { premiums } });
    const resumed = (await call<DraftAnswer>(DRAFT, {})).data!.positionDraft;
    expect(resumed.general.name).toBe("Half");
    expect(resumed.premiums).toEqual({
      premiums: [{ type: "night_shift_bonus", value: null, unit: "PERCENT", contributionValue: null }],
      nettoPremiumComment: null,
      useEcoChequeComment: true,
      ecoChequeComment: null,
    });
  });

  it("keeps each user's draft apart", async () => {
    await call<SaveAnswer>(SAVE, { input: { general: { name: "Van Els" } } });
    const other = (await call<DraftAnswer>(DRAFT, {}, "viewer@example.com")).data!.positionDraft;
    expect(other.general.name).toBeNull();
  });

  it("keeps one draft per user and position, however often it is saved", async () => {
    const id = await positionIdOf(klok, "Kok proeflokaal");
    for (const name of ["Een", "Twee"]) {
      await call(SAVE, { input: { general: { name } } });
      await call(SAVE, { input: { positionId: id, general: { name } } });
    }
    const drafts = await t.api.db.query<{ subject_id: string | null; name: string }>(
      `select subject_id, steps->'general'->>'name' as name from wizard_drafts
       where kind = 'position' and user_id = (select id from users where email = 'employer@example.com') order by subject_id nulls first`,
    );
    expect(drafts).toEqual([
      { subject_id: null, name: "Twee" },
      { subject_id: id, name: "Twee" },
    ]);
    await call(DISCARD, { input: { positionId: id } });
  });

  it("reads a draft not saved for 30 days as none: a new position's starts empty, an edit's as the position", async () => {
    const id = await positionIdOf(klok, "Kok proeflokaal");
    await call(SAVE, { input: { general: { name: "Vergeten" } } });
    await call(SAVE, { input: { positionId: id, general: { name: "Vergeten" } } });
    await t.api.db.query("update wizard_drafts set expires_at = now() - interval '1 second' where kind = 'position'");
    expect((await call<DraftAnswer>(DRAFT, {})).data!.positionDraft.general.name).toBeNull();
    expect((await call<DraftAnswer>(DRAFT, { positionId: id })).data!.positionDraft.general.name).toBe("Kok proeflokaal");
    // Saving one step starts a new draft: the expired steps do not come back.
    await call(SAVE, { input: { safety: { workEquipmentRequired: false } } });
    const resumed = (await call<DraftAnswer>(DRAFT, {})).data!.positionDraft;
    expect(resumed.general.name).toBeNull();
    expect(resumed.safety.workEquipmentRequired).toBe(false);
    await call(DISCARD, { input: { positionId: id } });
  });

  it("resolves a Belgian address by zip and locality, whatever the case and accents", async () => {
    const saved = await call<SaveAnswer>(SAVE, { input: { general: { location: { ...ADDRESS, zip: " 4000 ", city: "LIEGE", country: "be" } } } });
    expect(saved.data!.savePositionDraft.general.location).toMatchObject({ city: "LIEGE", latitude: 50.6451381, longitude: 5.5734203 });
    const hyphen = await call<SaveAnswer>(SAVE, { input: { general: { location: { ...ADDRESS, zip: "3010", city: "Kessel-Lo" } } } });
    expect(hyphen.data!.savePositionDraft.general.location?.latitude).toBe(50.88991545);
  });

  it("leaves the coordinates empty when the address cannot be resolved", async () => {
    for (const location of [
      { ...ADDRESS, city: "Atlantis" },
      { ...ADDRESS, zip: "9000" },
      { ...ADDRESS, country: "NL" },
      { ...ADDRESS, city: null },
    ]) {
      const saved = await call<SaveAnswer>(SAVE, { input: { general: { location } } });
      expect(saved.data!.savePositionDraft.general.location).toMatchObject({ latitude: null, longitude: null });
    }
  });

  it("answers NOT_FOUND for another company's position, before anything is saved", async () => {
    const id = await positionIdOf(vermeulen, "Bakker");
    expect(errorCode(await call<SaveAnswer>(SAVE, { input: { positionId: id, general: { name: "Gekaapt" } } }))).toBe("NOT_FOUND");
    const [{ count }] = await t.api.db.query<{ count: number }>(
      "select count(*)::int as count from wizard_drafts where kind = 'position' and subject_id = $1",
      [id],
    );
    expect(count).toBe(0);
  });

  it("answers NO_VALID_RATE_AGREEMENT for a company without a valid rate agreement", async () => {
    await atVermeulen(async () => {
      expect(errorCode(await call<SaveAnswer>(SAVE, { input: { general: { name: "Bakker" } } }))).toBe("NO_VALID_RATE_AGREEMENT");
      const id = await positionIdOf(vermeulen, "Bakker");
      expect(errorCode(await call<SaveAnswer>(SAVE, { input: { positionId: id, general: { name: "Bakker" } } }))).toBe("NO_VALID_RATE_AGREEMENT");
    });
  });
});

describe("Mutation.submitPositionDraft: a new position", () => {
  it("creates it waiting for approval, with the function's minimum wage, and throws the draft away", async () => {
    const answer = await submitNew({
      general: await validGeneral(),
      safety: {
        workEquipmentRequired: true,
        workEquipmentRequiredConfirmation: true,
        vcaCertificationRequired: false,
        vcaCertificationRequiredConfirmation: true,
        certificateTypes: ["food_hygiene", "food_hygiene"],
      },
      premiums: {
        premiums: [
          { type: "meal_vouchers", value: 6.91, contributionValue: 1.09 },
          { type: "kilometer_compensation", value: 0.42, contributionValue: 3 },
          { type: "late_shift_bonus", value: 10, unit: "PERCENT" },
        ],
        nettoPremiumComment: " ",
        useEcoChequeComment: false,
      },
    });
    expect(answer.errors).toBeUndefined();
    const position = answer.data!.submitPositionDraft;
    expect(position).toMatchObject({
      name: "Testbrouwer",
      description: "Brouwt.",
      status: "waiting_approval",
      minimumWageCents: 1745,
      wageCents: 1745,
      statute: "worker",
      wpsRequired: true,
      committee: { code: "118" },
      location: { ...ADDRESS, latitude: 51.2211097, longitude: 4.3997081 },
      workEquipmentRequired: true,
      workEquipmentRequiredConfirmation: true,
      vcaCertificationRequired: false,
      vcaCertificationRequiredConfirmation: false,
      certificateTypes: ["food_hygiene"],
      nettoPremiumComment: null,
      premiums: [
        { type: "meal_vouchers", value: 6.91, unit: null, contributionValue: 1.09 },
        { type: "kilometer_compensation", value: 0.42, unit: "PER_KILOMETER", contributionValue: null },
        { type: "late_shift_bonus", value: 10, unit: "PERCENT", contributionValue: null },
      ],
    });
    expect((await positions({ search: "Testbrouwer" })).nodes.map((p) => p.id)).toEqual([position.id]);
    const [{ count }] = await t.api.db.query<{ count: number }>("select count(*)::int as count from wizard_drafts where kind = 'position'");
    expect(count).toBe(0);
  });

  it("stores no location for a position on the move, and proposes the office when none is given", async () => {
    const general = { ...(await validGeneral()), name: "Testreiziger", onTheMove: true, location: { ...ADDRESS, city: "Atlantis" }, vivaldisOfficeCode: " " };
    const answer = await submitNew({ general });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.submitPositionDraft).toMatchObject({ onTheMove: true, location: null, vivaldisOfficeCode: "ANT" });
  });

  it("lists every problem of an empty draft", async () => {
    const answer = await submitNew({});
    expect(errorCode(answer)).toBe("POSITION_INVALID");
    expect(problemsOf(answer)).toEqual([
      { field: "general.name", code: "FIELD_REQUIRED" },
      { field: "general.functionCodeId", code: "FIELD_REQUIRED" },
      { field: "general.location", code: "LOCATION_UNRESOLVED" },
      { field: "general.wageCents", code: "FIELD_REQUIRED" },
      { field: "general.studentsAllowed", code: "STUDENTS_ALLOWED_REQUIRED" },
    ]);
  });

  it.each([
    ["a wage below the function's minimum", { wageCents: 1744 }, "general.wageCents", "WAGE_BELOW_MINIMUM", { minimumWage: 17.45 }],
    ["an unresolved address", { location: { ...ADDRESS, city: "Atlantis" } }, "general.location", "LOCATION_UNRESOLVED"],
    ["an unknown function code", { functionCodeId: "999999" }, "general.functionCodeId", "VALUE_INVALID"],
    ["an unknown office", { vivaldisOfficeCode: "XYZ" }, "general.vivaldisOfficeCode", "VALUE_INVALID"],
    ["a blank name", { name: " " }, "general.name", "FIELD_REQUIRED"],
    ["students allowed unanswered", { studentsAllowed: null }, "general.studentsAllowed", "STUDENTS_ALLOWED_REQUIRED"],
  ] as [string, object, string, string, object?][])("refuses %s", async (_case, change, field, code, values = {}) => {
    const answer = await submitNew({ general: { ...(await validGeneral()), ...change } });
    expect(errorCode(answer)).toBe("POSITION_INVALID");
    expect(problemsOf(answer)).toEqual([{ field, code, ...values }]);
  });

  it("needs students allowed with a student function code", async () => {
    const general = { ...(await validGeneral()), functionCodeId: await functionCodeId("118/90"), wageCents: 1220 };
    const refused = await submitNew({ general: { ...general, studentsAllowed: false } });
    expect(problemsOf(refused)).toEqual([{ field: "general.studentsAllowed", code: "STUDENTS_REQUIRED_FOR_STUDENT_CODE" }]);
    const accepted = await submitNew({ general: { ...general, name: "Teststudent", studentsAllowed: true } });
    expect(accepted.data!.submitPositionDraft).toMatchObject({ studentsAllowed: true, wpsRequired: true, minimumWageCents: 1220 });
  });

  it.each([
    [
      { workEquipmentRequired: true, workEquipmentRequiredConfirmation: false },
      "safety.workEquipmentRequiredConfirmation",
      "WORK_EQUIPMENT_CONFIRMATION_REQUIRED",
    ],
    [{ vcaCertificationRequired: true }, "safety.vcaCertificationRequiredConfirmation", "VCA_CONFIRMATION_REQUIRED"],
  ])("refuses a safety step without its confirmation (%o)", async (safety, field, code) => {
    const answer = await submitNew({ general: await validGeneral(), safety });
    expect(problemsOf(answer)).toEqual([{ field, code }]);
  });

  it.each([
    [{ type: "bike_bonus" }, "premiums.bike_bonus.value", "PREMIUM_VALUE_REQUIRED"],
    [{ type: "bike_bonus", value: -1 }, "premiums.bike_bonus.value", "VALUE_INVALID"],
    [{ type: "night_shift_bonus", value: 10 }, "premiums.night_shift_bonus.unit", "PREMIUM_UNIT_INVALID"],
    [{ type: "eco_cheque", value: 1, unit: "PER_HOUR" }, "premiums.eco_cheque.unit", "PREMIUM_UNIT_INVALID"],
    [{ type: "meal_vouchers", value: 6.92, contributionValue: 1.09 }, "premiums.meal_vouchers.value", "MEAL_VOUCHER_MAX_DIFFERENCE"],
    [{ type: "meal_vouchers", value: 5, contributionValue: 1.08 }, "premiums.meal_vouchers.contributionValue", "MEAL_VOUCHER_MAX_DIFFERENCE"],
    [{ type: "meal_vouchers", value: 6, contributionValue: 2.01 }, "premiums.meal_vouchers.value", "MEAL_VOUCHER_MAX_DIFFERENCE"],
  ])("refuses the premium %o", async (premium, field, code) => {
    const answer = await submitNew({ general: await validGeneral(), premiums: { premiums: [premium] } });
    expect(errorCode(answer)).toBe("POSITION_INVALID");
    expect(problemsOf(answer)).toEqual([{ field, code }]);
  });

  it("answers NO_VALID_RATE_AGREEMENT for a company without a valid rate agreement", async () => {
    await atVermeulen(async () => {
      expect(errorCode(await call<SubmitAnswer>(SUBMIT, { input: {} }))).toBe("NO_VALID_RATE_AGREEMENT");
    });
  });
});

describe("Mutation.submitPositionDraft: editing a position", () => {
  let id: string;
  beforeAll(async () => {
    id = await positionIdOf(klok, "Receptionist");
  });

  it("keeps students allowed: the same answer passes, a changed one is refused", async () => {
    const changed = await call<SaveAnswer>(SAVE, {
      input: {
        positionId: id,
        general: { ...(await validGeneral()), name: "Receptionist", functionCodeId: await functionCodeId("200/03"), wageCents: 1520, studentsAllowed: false },
      },
    });
    expect(changed.errors).toBeUndefined();
    const refused = await call<SubmitAnswer>(SUBMIT, { input: { positionId: id } });
    expect(problemsOf(refused)).toEqual([{ field: "general.studentsAllowed", code: "STUDENTS_ALLOWED_UNCHANGEABLE" }]);
    await call(DISCARD, { input: { positionId: id } });
  });

  it("updates the position from the draft and keeps its status, the unsaved steps as they were", async () => {
    const before = (await call<PositionAnswer>(POSITION, { id })).data!.position;
    await call<SaveAnswer>(SAVE, {
      input: {
        positionId: id,
        general: {
          ...(await validGeneral()),
          name: "Receptionist onthaal",
          functionCodeId: await functionCodeId("200/03"),
          wageCents: 1590,
          studentsAllowed: true,
        },
      },
    });
    const answer = await call<SubmitAnswer>(SUBMIT, { input: { positionId: id } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.submitPositionDraft).toMatchObject({
      id,
      name: "Receptionist onthaal",
      wageCents: 1590,
      studentsAllowed: true,
      status: "approved",
      createdAt: before.createdAt,
      premiums: before.premiums,
      certificateTypes: before.certificateTypes,
    });
    expect((await call<DraftAnswer>(DRAFT, { positionId: id })).data!.positionDraft.general.name).toBe("Receptionist onthaal");
  });

  it("submits an untouched edit draft as the position itself", async () => {
    const before = (await call<PositionAnswer>(POSITION, { id })).data!.position;
    const answer = await call<SubmitAnswer>(SUBMIT, { input: { positionId: id } });
    expect(answer.data!.submitPositionDraft).toEqual(before);
  });

  it("answers NOT_FOUND for another company's position and changes nothing", async () => {
    const bakker = await positionIdOf(vermeulen, "Bakker");
    expect(errorCode(await call<SubmitAnswer>(SUBMIT, { input: { positionId: bakker } }))).toBe("NOT_FOUND");
    const [row] = await t.api.db.query<{ name: string }>("select name from positions where id = $1", [Number(bakker)]);
    expect(row.name).toBe("Bakker");
  });

  it("answers NO_VALID_RATE_AGREEMENT when editing in a company without a valid rate agreement", async () => {
    await atVermeulen(async () => {
      expect(errorCode(await call<SubmitAnswer>(SUBMIT, { input: { positionId: await positionIdOf(vermeulen, "Bakker") } }))).toBe("NO_VALID_RATE_AGREEMENT");
    });
  });
});

describe("Mutation.discardPositionDraft", () => {
  it("throws the caller's draft away and is fine without one", async () => {
    await call<SaveAnswer>(SAVE, { input: { general: { name: "Weg ermee" } } });
    expect((await call(DISCARD, { input: {} })).data!.discardPositionDraft).toEqual({ status: "discarded" });
    expect((await call<DraftAnswer>(DRAFT, {})).data!.positionDraft.general.name).toBeNull();
    expect((await call(DISCARD, { input: {} })).data!.discardPositionDraft).toEqual({ status: "discarded" });
  });

  it("throws away an edit draft only, leaving the new position's draft", async () => {
    const id = await positionIdOf(klok, "Kok proeflokaal");
    await call<SaveAnswer>(SAVE, { input: { general: { name: "Nieuw" } } });
    await call<SaveAnswer>(SAVE, { input: { positionId: id, general: { name: "Chef-kok" } } });
    await call(DISCARD, { input: { positionId: id } });
    await call(DISCARD, { input: { positionId: "not-an-id" } });
    expect((await call<DraftAnswer>(DRAFT, { positionId: id })).data!.positionDraft.general.name).toBe("Kok proeflokaal");
    expect((await call<DraftAnswer>(DRAFT, {})).data!.positionDraft.general.name).toBe("Nieuw");
    await call(DISCARD, { input: {} });
  });

  it("cannot touch another user's draft", async () => {
    await call<SaveAnswer>(SAVE, { input: { general: { name: "Van Wim" } } }, "viewer@example.com");
    await call(DISCARD, { input: {} });
    expect((await call<DraftAnswer>(DRAFT, {}, "viewer@example.com")).data!.positionDraft.general.name).toBe("Van Wim");
    await call(DISCARD, { input: {} }, "viewer@example.com");
  });

  it("answers UNAUTHENTICATED without credentials", async () => {
    expect(errorCode(await t.graphql(DISCARD, { input: {} }))).toBe("UNAUTHENTICATED");
  });
});

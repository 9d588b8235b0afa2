// Work post sheets (part 2 §2 screen 4, §3, §5): Query.workPostSheet, Position.workPostSheet, the create,
// update and upload mutations and the PDF download, over HTTP on a fresh migrated and seeded database for
// this file. The seed gives Brouwerij De Klok's Brouwer and Heftruckchauffeur a filled sheet and its
// Onderhoudsmonteur an uploaded PDF.
import { WORK_POST_SHEET_PDF_MAX_BYTES } from "../domain/work-post-sheet";
import { renderSheetPdf } from "./seed/seed-work-post-sheets";
import { companyIdOf, errorCode, useTestApi } from "./test-support";

const t = useTestApi();
let klok: number;

beforeAll(async () => {
  klok = await companyIdOf(t, "Brouwerij De Klok");
});

const { as } = t;

/** The id of a seeded position, by company and name. */
async function positionOf(company: string, name: string): Promise<string> {
  const [row] = await t.api.db.query<{ id: number }>("select p.id from positions p join companies c on c.id = p.company_id where c.name = $1 and p.name = $2", [
    company,
    name,
  ]);
  return String(row.id);
}
const klokPosition = (name: string) => positionOf("Brouwerij De Klok", name);

const SHEET_FIELDS = `positionId positionName kind createdAt updatedAt lastSeenAt fileName tasksToPerform requiredQualifications
  welcomeOfficerName welcomeOfficerFunction welcomeOfficerPhone workEquipment priorInstructions foreseeableTraining
  workstationLocation protectiveEquipment protectiveEquipmentOther vaccines vaccineOther healthRisks noHealthRisksConfirmed
  maternityProtection pregnancyAdjustmentEndDate breastfeedingAdjustmentEndDate adviceDate adviceByPreventionCommittee
  unionRepresentationOrDirectParticipation labourDoctorAdviceDate internalServiceAdviceDate preventionService`;
type Sheet = { kind: string; createdAt: string; updatedAt: string; lastSeenAt: string | null };

const SHEET = `query Sheet($positionId: ID!) { workPostSheet(positionId: $positionId) { ${SHEET_FIELDS} } }`;
const POSITION = `query Position($id: ID!) { position(id: $id) { id name workPostSheet { kind positionName } } }`;
const CREATE = `mutation Create($input: WorkPostSheetInput!) { createWorkPostSheet(input: $input) { ${SHEET_FIELDS} } }`;
const UPDATE = `mutation Update($input: WorkPostSheetInput!) { updateWorkPostSheet(input: $input) { ${SHEET_FIELDS} } }`;
const UPLOAD = `mutation Upload($input: UploadWorkPostSheetInput!) { uploadWorkPostSheet(input: $input) { ${SHEET_FIELDS} } }`;

const VALID = {
  tasksToPerform: "  Kratten stapelen  ",
  workstationLocation: "Depot",
  welcomeOfficerName: "An Claes",
  protectiveEquipment: ["safety_shoes", "gloves"],
  vaccines: [],
  healthRisks: [],
  noHealthRisksConfirmed: true,
  maternityProtection: false,
};

const sheetOf = async (positionId: string, email = "employer@example.com") =>
  t.graphql<{ workPostSheet: Sheet | null }>(SHEET, { positionId }, await as(email));
const create = async (input: Record<string, unknown>, email = "employer@example.com") =>
  t.graphql<{ createWorkPostSheet: Sheet }>(CREATE, { input }, await as(email));
const update = async (input: Record<string, unknown>, email = "employer@example.com") =>
  t.graphql<{ updateWorkPostSheet: Sheet }>(UPDATE, { input }, await as(email));
const upload = async (positionId: string, bytes: Buffer | string, email = "employer@example.com", fileName = "fiche.pdf") =>
  t.graphql(UPLOAD, { input: { positionId, fileName, data: Buffer.from(bytes).toString("base64") } }, await as(email));

const getPdf = async (positionId: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${t.url}/api/positions/${positionId}/work-post-sheet.pdf`, { headers });
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};

/** A PDF of exactly `size` bytes: a real one, padded with a comment after its end. */
async function pdfOfSize(size: number): Promise<Buffer> {
  const pdf = await renderSheetPdf("Fiche", ["padding"]);
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, "%")]);
}

const storedSheet = async (positionId: string) =>
  (
    await t.api.db.query<{ kind: string; has_pdf: boolean; tasks: string | null }>(
      "select kind, pdf is not null as has_pdf, tasks_to_perform as tasks from work_post_sheets where position_id = $1",
      [Number(positionId)],
    )
  )[0] ?? null;

describe("the seed", () => {
  it("gives De Klok five filled sheets (those of the positions its demo contracts are made on among them) and one uploaded PDF, seen once", async () => {
    const brouwer = (await sheetOf(await klokPosition("Brouwer"))).data?.workPostSheet;
    expect(brouwer).toMatchObject({
      positionName: "Brouwer",
      kind: "filled",
      lastSeenAt: null,
      fileName: null,
      healthRisks: ["chemical_agents", "noise", "shift_work"],
      noHealthRisksConfirmed: false,
      maternityProtection: true,
      adviceDate: "2026-01-12",
      pregnancyAdjustmentEndDate: "2026-12-31",
      protectiveEquipment: ["glasses", "gloves", "safety_shoes", "other"],
      preventionService: "IDEWE",
    });
    for (const position of ["Heftruckchauffeur", "Bottelaar", "Productiemedewerker", "Jobstudent inpak"]) {
      expect((await sheetOf(await klokPosition(position))).data?.workPostSheet?.kind).toBe("filled");
    }
    const uploaded = (await sheetOf(await klokPosition("Onderhoudsmonteur"))).data?.workPostSheet;
    expect(uploaded).toMatchObject({ kind: "uploaded", fileName: "werkpostfiche-onderhoudsmonteur.pdf", tasksToPerform: null, protectiveEquipment: [] });
    expect(uploaded?.lastSeenAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [{ count }] = await t.api.db.query<{ count: number }>("select count(*)::int as count from work_post_sheets");
    expect(count).toBe(6);
  });
});

describe("Query.workPostSheet and Position.workPostSheet", () => {
  it("answers UNAUTHENTICATED without credentials", async () => {
    expect(errorCode(await t.graphql(SHEET, { positionId: await klokPosition("Brouwer") }))).toBe("UNAUTHENTICATED");
  });

  it("is null for a position without a sheet, and for an id that is no position", async () => {
    for (const positionId of [await klokPosition("Receptionist"), "999999", "not-an-id"]) {
      const answer = await sheetOf(positionId);
      expect(answer.errors, positionId).toBeUndefined();
      expect(answer.data?.workPostSheet, positionId).toBeNull();
    }
  });

  it("is null for another company's position, even to a member of that company who selected another", async () => {
    expect((await sheetOf(await klokPosition("Brouwer"), "payroll@example.com")).data?.workPostSheet).toBeNull();
    // employer@ also belongs to Bakkerij Vermeulen, but De Klok is selected.
    const bakker = await positionOf("Bakkerij Vermeulen", "Bakker");
    await t.api.db.query("insert into work_post_sheets (position_id, kind, tasks_to_perform) values ($1, 'filled', 'Brood bakken')", [Number(bakker)]);
    expect((await sheetOf(bakker)).data?.workPostSheet).toBeNull();
  });

  it("reads to every user of the company, and through the position", async () => {
    const brouwer = await klokPosition("Brouwer");
    expect((await sheetOf(brouwer, "viewer@example.com")).data?.workPostSheet?.kind).toBe("filled");
    const position = await t.graphql<{ position: { workPostSheet: unknown } }>(POSITION, { id: brouwer }, await as("employer@example.com"));
    expect(position.data?.position).toEqual({ id: brouwer, name: "Brouwer", workPostSheet: { kind: "filled", positionName: "Brouwer" } });
    const without = await t.graphql<{ position: { workPostSheet: unknown } }>(
      POSITION,
      { id: await klokPosition("Receptionist") },
      await as("employer@example.com"),
    );
    expect(without.data?.position.workPostSheet).toBeNull();
  });
});

describe("createWorkPostSheet", () => {
  it("stores a valid sheet, trimmed and in list order, never seen yet", async () => {
    const positionId = await klokPosition("Magazijnier");
    const answer = await create({ ...VALID, positionId, protectiveEquipmentOther: "ignored without other" });
    expect(answer.errors).toBeUndefined();
    const sheet = answer.data?.createWorkPostSheet;
    expect(sheet).toMatchObject({
      positionId,
      positionName: "Magazijnier",
      kind: "filled",
      lastSeenAt: null,
      tasksToPerform: "Kratten stapelen",
      protectiveEquipment: ["gloves", "safety_shoes"],
      protectiveEquipmentOther: null,
      noHealthRisksConfirmed: true,
      welcomeOfficerPhone: null,
    });
    expect(sheet?.createdAt).toBe(sheet?.updatedAt);
    expect((await sheetOf(positionId)).data?.workPostSheet).toEqual(sheet);
  });

  it("refuses a second sheet (WORK_POST_SHEET_EXISTS), filled or uploaded", async () => {
    for (const name of ["Brouwer", "Onderhoudsmonteur"]) {
      const answer = await create({ ...VALID, positionId: await klokPosition(name) });
      expect(errorCode(answer), name).toBe("WORK_POST_SHEET_EXISTS");
    }
  });

  it("refuses an invalid sheet with each problem (WORK_POST_SHEET_INVALID), and stores nothing", async () => {
    const positionId = await klokPosition("Productieplanner");
    const answer = await create({ ...VALID, positionId, noHealthRisksConfirmed: false, welcomeOfficerName: " ", vaccines: ["other"] });
    expect(answer.status).toBe(422);
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: "WORK_POST_SHEET_INVALID",
      problems: [
        { field: "welcomeOfficerName", code: "FIELD_REQUIRED" },
        { field: "vaccineOther", code: "OTHER_DETAIL_REQUIRED" },
        { field: "noHealthRisksConfirmed", code: "NO_HEALTH_RISKS_CONFIRMATION_REQUIRED" },
      ],
    });
    expect(await storedSheet(positionId)).toBeNull();
    // One health risk ticked needs no confirmation.
    expect((await create({ ...VALID, positionId, healthRisks: ["night_work"], noHealthRisksConfirmed: false })).errors).toBeUndefined();
  });

  it("answers NOT_FOUND for another company's position or no position, and UNAUTHENTICATED without credentials", async () => {
    for (const positionId of [
      await positionOf("Bakkerij Vermeulen", "Verkoper bakkerijwinkel"),
      await positionOf("Transport Peeters", "Planner transport"),
      "0",
      "x",
    ]) {
      expect(errorCode(await create({ ...VALID, positionId })), positionId).toBe("NOT_FOUND");
    }
    const stored = await t.api.db.query(
      "select 1 from work_post_sheets s join positions p on p.id = s.position_id where p.company_id <> $1 and p.name <> 'Bakker'",
      [klok],
    );
    expect(stored).toEqual([]);
    expect(errorCode(await t.graphql(CREATE, { input: { ...VALID, positionId: await klokPosition("Boekhouder") } }))).toBe("UNAUTHENTICATED");
  });
});

describe("updateWorkPostSheet", () => {
  it("refuses a position without a sheet (WORK_POST_SHEET_MISSING): a sheet must exist first", async () => {
    const positionId = await klokPosition("Kok proeflokaal");
    expect(errorCode(await update({ ...VALID, positionId }))).toBe("WORK_POST_SHEET_MISSING");
    expect(await storedSheet(positionId)).toBeNull();
  });

  it("changes a filled sheet and keeps its creation date", async () => {
    const positionId = await klokPosition("Heftruckchauffeur");
    const before = (await sheetOf(positionId)).data?.workPostSheet;
    const answer = await update({
      ...VALID,
      positionId,
      maternityProtection: true,
      adviceDate: "2026-02-01",
      breastfeedingAdjustmentEndDate: "2026-08-31",
      unionRepresentationOrDirectParticipation: true,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateWorkPostSheet).toMatchObject({
      tasksToPerform: "Kratten stapelen",
      createdAt: before?.createdAt,
      maternityProtection: true,
      breastfeedingAdjustmentEndDate: "2026-08-31",
      adviceByPreventionCommittee: false,
      unionRepresentationOrDirectParticipation: true,
      healthRisks: [],
    });
    expect(answer.data!.updateWorkPostSheet.updatedAt > before!.updatedAt).toBe(true);
  });

  it("refuses invalid changes and keeps the sheet as it was", async () => {
    const positionId = await klokPosition("Brouwer");
    const answer = await update({ ...VALID, positionId, maternityProtection: true, adviceDate: "2026-03-01", pregnancyAdjustmentEndDate: "2026-02-28" });
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: "WORK_POST_SHEET_INVALID",
      problems: [{ field: "pregnancyAdjustmentEndDate", code: "END_BEFORE_ADVICE" }],
    });
    expect((await storedSheet(positionId))?.tasks).toMatch(/^Maischen/);
  });

  it("turns an uploaded sheet into a filled one, whose PDF is gone", async () => {
    const positionId = await klokPosition("Elektricien onderhoud");
    expect((await upload(positionId, await renderSheetPdf("Fiche", ["x"]))).errors).toBeUndefined();
    const answer = await update({ ...VALID, positionId });
    expect(answer.data?.updateWorkPostSheet).toMatchObject({ kind: "filled", fileName: null });
    expect(await storedSheet(positionId)).toEqual({ kind: "filled", has_pdf: false, tasks: "Kratten stapelen" });
    expect((await getPdf(positionId, await as("employer@example.com"))).status).toBe(404);
  });

  it("answers NOT_FOUND for another company's position", async () => {
    const bakker = await positionOf("Bakkerij Vermeulen", "Bakker");
    expect(errorCode(await update({ ...VALID, positionId: bakker }))).toBe("NOT_FOUND");
    expect((await storedSheet(bakker))?.tasks).toBe("Brood bakken");
  });
});

describe("uploadWorkPostSheet and GET /api/positions/:id/work-post-sheet.pdf", () => {
  it("stores the PDF, which members of the company download under its own name", async () => {
    const positionId = await klokPosition("Dakwerker");
    const pdf = await renderSheetPdf("Werkpostfiche Dakwerker", ["Werken op hoogte"]);
    const answer = await upload(positionId, pdf, "employer@example.com", "C:\\fakepath\\fiche dakwerker.pdf");
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.uploadWorkPostSheet).toMatchObject({ kind: "uploaded", fileName: "fiche dakwerker.pdf", lastSeenAt: null, tasksToPerform: null });
    for (const email of ["employer@example.com", "viewer@example.com"]) {
      const download = await getPdf(positionId, await as(email));
      expect(download.status, email).toBe(200);
      expect(download.contentType).toBe("application/pdf");
      expect(download.disposition).toBe('attachment; filename="fiche_dakwerker.pdf"');
      expect(download.bytes.equals(pdf)).toBe(true);
    }
  });

  it("replaces a filled sheet, whose answers are gone", async () => {
    const positionId = await klokPosition("Magazijnier");
    expect((await storedSheet(positionId))?.kind).toBe("filled");
    const answer = await upload(positionId, await renderSheetPdf("Fiche", ["x"]));
    expect(answer.data?.uploadWorkPostSheet).toMatchObject({ kind: "uploaded", tasksToPerform: null, protectiveEquipment: [], noHealthRisksConfirmed: false });
    expect(await storedSheet(positionId)).toEqual({ kind: "uploaded", has_pdf: true, tasks: null });
  });

  it.each([
    ["a text file named .pdf", Buffer.from("This is not a PDF, whatever its name says.")],
    ["an empty file", Buffer.alloc(0)],
    ["a PNG", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ])("refuses %s (PDF_INVALID)", async (_case, bytes) => {
    const positionId = await klokPosition("Receptionist");
    expect(errorCode(await upload(positionId, bytes))).toBe("PDF_INVALID");
    expect(await storedSheet(positionId)).toBeNull();
  });

  it("refuses data that is not base64 (PDF_INVALID)", async () => {
    const input = { positionId: await klokPosition("Receptionist"), fileName: "x.pdf", data: "%PDF-1.7 not base64!" };
    expect(errorCode(await t.graphql(UPLOAD, { input }, await as("employer@example.com")))).toBe("PDF_INVALID");
  });

  it(`takes a PDF of ${WORK_POST_SHEET_PDF_MAX_BYTES} bytes and refuses one byte more (PDF_TOO_LARGE)`, async () => {
    const positionId = await klokPosition("Receptionist");
    expect(errorCode(await upload(positionId, await pdfOfSize(WORK_POST_SHEET_PDF_MAX_BYTES + 1)))).toBe("PDF_TOO_LARGE");
    expect(await storedSheet(positionId)).toBeNull();
    const answer = await upload(positionId, await pdfOfSize(WORK_POST_SHEET_PDF_MAX_BYTES));
    expect(answer.errors).toBeUndefined();
    expect((await getPdf(positionId, await as("employer@example.com"))).bytes.length).toBe(WORK_POST_SHEET_PDF_MAX_BYTES);
  });

  it("answers NOT_FOUND for another company's position", async () => {
    const planner = await positionOf("Transport Peeters", "Planner transport");
    expect(errorCode(await upload(planner, await renderSheetPdf("Fiche", ["x"])))).toBe("NOT_FOUND");
    expect(await storedSheet(planner)).toBeNull();
  });

  it("serves nothing to strangers: 401 without valid credentials, 404 to another company, for a filled sheet or no position", async () => {
    const onderhoud = await klokPosition("Onderhoudsmonteur");
    expect((await getPdf(onderhoud)).status).toBe(401);
    expect((await getPdf(onderhoud, { "x-user-email": "employer@example.com", "x-user-token": "not-a-token" })).status).toBe(401);
    expect((await getPdf(onderhoud, await as("payroll@example.com"))).status).toBe(404);
    expect((await getPdf(await klokPosition("Brouwer"), await as("employer@example.com"))).status).toBe(404);
    expect((await getPdf("999999", await as("employer@example.com"))).status).toBe(404);
    expect((await getPdf("abc", await as("employer@example.com"))).status).toBe(404);
    const seeded = await getPdf(onderhoud, await as("employer@example.com"));
    expect(seeded.status).toBe(200);
    expect(seeded.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

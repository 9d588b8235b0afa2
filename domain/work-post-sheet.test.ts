import {
  HEALTH_RISK_NUMBERS,
  HEALTH_RISKS,
  isPdf,
  normalizedWorkPostSheet,
  WORK_POST_SHEET_NAME_MAX_LENGTH,
  WORK_POST_SHEET_PDF_MAX_BYTES,
  WORK_POST_SHEET_PDF_MAX_MEGABYTES,
  WORK_POST_SHEET_TEXT_MAX_LENGTH,
  workPostSheetProblems,
  type WorkPostSheetFields,
} from "./work-post-sheet";

/** A sheet with nothing to object to: the required answers and no health risk, confirmed. */
const valid: WorkPostSheetFields = {
  tasksToPerform: "Bottles on the line",
  workstationLocation: "Bottling hall",
  welcomeOfficerName: "An Peeters",
  protectiveEquipment: [],
  vaccines: [],
  healthRisks: [],
  noHealthRisksConfirmed: true,
  maternityProtection: false,
};

const problemsOf = (changes: Partial<WorkPostSheetFields>) => workPostSheetProblems({ ...valid, ...changes });

/** Maternity protection with its required dates. */
const maternity: Partial<WorkPostSheetFields> = { maternityProtection: true, adviceDate: "2026-03-01", pregnancyAdjustmentEndDate: "2026-09-30" };

describe("the health-risk codes", () => {
  it("carry the numbers of the health surveillance", () => {
    expect(HEALTH_RISK_NUMBERS).toEqual({
      safety_position: 1,
      increased_vigilance: 2,
      young_under_18: 5,
      chemical_agents: 1135,
      biological_agents: 1380,
      noise: 1202,
      ergonomic_load: 2026,
      handling_loads: 2022,
      night_work: 2024,
      shift_work: 2015,
    });
    expect(HEALTH_RISKS).toHaveLength(10);
  });
});

describe("isPdf", () => {
  const text = (value: string) => new TextEncoder().encode(value);

  it("knows a PDF by %PDF- at its very start", () => {
    expect(isPdf(text("%PDF-1.7\n%âãÏÓ\n1 0 obj"))).toBe(true);
    expect(isPdf(text("%PDF-"))).toBe(true);
    expect(isPdf(Buffer.from("%PDF-1.4"))).toBe(true);
  });

  it.each([
    ["nothing", ""],
    ["a truncated signature", "%PDF"],
    ["lower case", "%pdf-1.7"],
    ["the signature further in", " %PDF-1.7"],
    ["a text file named .pdf", "Work post sheet, please print"],
    ["a PNG", "\x89PNG\r\n\x1a\n"],
  ])("refuses %s", (_case, value) => {
    expect(isPdf(text(value))).toBe(false);
  });

  it("has a 5 MB limit", () => {
    expect(WORK_POST_SHEET_PDF_MAX_MEGABYTES).toBe(5);
    expect(WORK_POST_SHEET_PDF_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe("workPostSheetProblems", () => {
  it("finds nothing wrong with a valid sheet", () => {
    expect(workPostSheetProblems(valid)).toEqual([]);
  });

  describe("required answers", () => {
    it.each(["tasksToPerform", "workstationLocation", "welcomeOfficerName"] as const)("requires %s, blank or missing", (field) => {
      expect(problemsOf({ [field]: "   " })).toEqual([{ field, code: "FIELD_REQUIRED" }]);
      expect(problemsOf({ [field]: null })).toEqual([{ field, code: "FIELD_REQUIRED" }]);
      expect(problemsOf({ [field]: undefined })).toEqual([{ field, code: "FIELD_REQUIRED" }]);
      expect(problemsOf({ [field]: "x" })).toEqual([]);
    });

    it("leaves the other texts optional", () => {
      expect(problemsOf({ requiredQualifications: null, welcomeOfficerFunction: "", welcomeOfficerPhone: " ", workEquipment: null })).toEqual([]);
    });

    it("requires the maternity-protection question answered, either way", () => {
      expect(problemsOf({ maternityProtection: null })).toEqual([{ field: "maternityProtection", code: "FIELD_REQUIRED" }]);
      expect(problemsOf({ maternityProtection: undefined })).toEqual([{ field: "maternityProtection", code: "FIELD_REQUIRED" }]);
      expect(problemsOf({ maternityProtection: false })).toEqual([]);
      expect(problemsOf(maternity)).toEqual([]);
    });
  });

  describe("lengths", () => {
    it("takes free texts up to the limit, trimmed", () => {
      expect(problemsOf({ tasksToPerform: "x".repeat(WORK_POST_SHEET_TEXT_MAX_LENGTH) })).toEqual([]);
      expect(problemsOf({ tasksToPerform: ` ${"x".repeat(WORK_POST_SHEET_TEXT_MAX_LENGTH)} ` })).toEqual([]);
      expect(problemsOf({ tasksToPerform: "x".repeat(WORK_POST_SHEET_TEXT_MAX_LENGTH + 1) })).toEqual([{ field: "tasksToPerform", code: "TOO_LONG" }]);
      expect(problemsOf({ priorInstructions: "x".repeat(WORK_POST_SHEET_TEXT_MAX_LENGTH + 1) })).toEqual([{ field: "priorInstructions", code: "TOO_LONG" }]);
    });

    it("takes the welcome officer's name and function up to their shorter limit", () => {
      expect(WORK_POST_SHEET_NAME_MAX_LENGTH).toBe(100);
      expect(problemsOf({ welcomeOfficerName: "x".repeat(100), welcomeOfficerFunction: "y".repeat(100) })).toEqual([]);
      expect(problemsOf({ welcomeOfficerName: "x".repeat(101), welcomeOfficerFunction: "y".repeat(101) })).toEqual([
        { field: "welcomeOfficerName", code: "TOO_LONG" },
        { field: "welcomeOfficerFunction", code: "TOO_LONG" },
      ]);
    });
  });

  it("checks the welcome officer's phone only when given", () => {
    expect(problemsOf({ welcomeOfficerPhone: "+32 15 20 30 40" })).toEqual([]);
    expect(problemsOf({ welcomeOfficerPhone: "call the desk" })).toEqual([{ field: "welcomeOfficerPhone", code: "PHONE_INVALID" }]);
  });

  describe('"other" ticks', () => {
    it("need their description", () => {
      expect(problemsOf({ protectiveEquipment: ["gloves", "other"] })).toEqual([{ field: "protectiveEquipmentOther", code: "OTHER_DETAIL_REQUIRED" }]);
      expect(problemsOf({ protectiveEquipment: ["other"], protectiveEquipmentOther: " " })).toEqual([
        { field: "protectiveEquipmentOther", code: "OTHER_DETAIL_REQUIRED" },
      ]);
      expect(problemsOf({ vaccines: ["other"] })).toEqual([{ field: "vaccineOther", code: "OTHER_DETAIL_REQUIRED" }]);
    });

    it("are fine with it, and no description is needed without them", () => {
      expect(problemsOf({ protectiveEquipment: ["other"], protectiveEquipmentOther: "Cooling vest" })).toEqual([]);
      expect(problemsOf({ vaccines: ["tetanus", "other"], vaccineOther: "Hepatitis A" })).toEqual([]);
      expect(problemsOf({ protectiveEquipment: ["gloves"], vaccines: ["tetanus"] })).toEqual([]);
    });
  });

  describe("health risks", () => {
    it("without any ticked, the user must confirm there are none", () => {
      expect(problemsOf({ healthRisks: [], noHealthRisksConfirmed: false })).toEqual([
        { field: "noHealthRisksConfirmed", code: "NO_HEALTH_RISKS_CONFIRMATION_REQUIRED" },
      ]);
      expect(problemsOf({ healthRisks: [], noHealthRisksConfirmed: true })).toEqual([]);
    });

    it("one ticked risk needs no confirmation, and contradicts one", () => {
      expect(problemsOf({ healthRisks: ["noise"], noHealthRisksConfirmed: false })).toEqual([]);
      expect(problemsOf({ healthRisks: ["noise"], noHealthRisksConfirmed: true })).toEqual([
        { field: "noHealthRisksConfirmed", code: "NO_HEALTH_RISKS_CONFLICT" },
      ]);
    });
  });

  describe("maternity protection", () => {
    it("requires the advice date", () => {
      expect(problemsOf({ ...maternity, adviceDate: null })).toEqual([{ field: "adviceDate", code: "FIELD_REQUIRED" }]);
    });

    it("requires at least one adjustment end date, either will do", () => {
      expect(problemsOf({ ...maternity, pregnancyAdjustmentEndDate: " " })).toEqual([
        { field: "pregnancyAdjustmentEndDate", code: "ADJUSTMENT_END_DATE_REQUIRED" },
      ]);
      expect(problemsOf({ ...maternity, pregnancyAdjustmentEndDate: null, breastfeedingAdjustmentEndDate: "2027-01-31" })).toEqual([]);
    });

    it.each(["adviceDate", "pregnancyAdjustmentEndDate", "breastfeedingAdjustmentEndDate", "labourDoctorAdviceDate", "internalServiceAdviceDate"] as const)(
      "wants %s a real day",
      (field) => {
        expect(problemsOf({ ...maternity, [field]: "2026-02-30" })).toContainEqual({ field, code: "DATE_INVALID" });
        expect(problemsOf({ ...maternity, [field]: "30/09/2026" })).toContainEqual({ field, code: "DATE_INVALID" });
        expect(problemsOf({ ...maternity, [field]: "2026-08-31" })).toEqual([]);
      },
    );

    it("refuses an adjustment ending before the advice, and takes one ending that day", () => {
      expect(problemsOf({ ...maternity, pregnancyAdjustmentEndDate: "2026-02-28" })).toEqual([
        { field: "pregnancyAdjustmentEndDate", code: "END_BEFORE_ADVICE" },
      ]);
      expect(problemsOf({ ...maternity, breastfeedingAdjustmentEndDate: "2026-02-28" })).toEqual([
        { field: "breastfeedingAdjustmentEndDate", code: "END_BEFORE_ADVICE" },
      ]);
      expect(problemsOf({ ...maternity, pregnancyAdjustmentEndDate: "2026-03-01" })).toEqual([]);
    });

    it("ignores the dates without maternity protection", () => {
      expect(problemsOf({ maternityProtection: false, adviceDate: "garbage", pregnancyAdjustmentEndDate: "2020-01-01" })).toEqual([]);
    });
  });
});

describe("normalizedWorkPostSheet", () => {
  it("trims texts, and stores blanks as null", () => {
    const sheet = normalizedWorkPostSheet({ ...valid, tasksToPerform: "  Bottles  ", requiredQualifications: "  ", workEquipment: undefined });
    expect(sheet.tasksToPerform).toBe("Bottles");
    expect(sheet.requiredQualifications).toBeNull();
    expect(sheet.workEquipment).toBeNull();
  });

  it("keeps each tick once, in the list's order", () => {
    const sheet = normalizedWorkPostSheet({ ...valid, protectiveEquipment: ["helmet", "gloves", "helmet"], healthRisks: ["shift_work", "noise"] });
    expect(sheet.protectiveEquipment).toEqual(["gloves", "helmet"]);
    expect(sheet.healthRisks).toEqual(["noise", "shift_work"]);
  });

  it("drops the description of an unticked other, and keeps that of a ticked one", () => {
    expect(normalizedWorkPostSheet({ ...valid, protectiveEquipmentOther: "Vest", vaccineOther: "Flu" })).toMatchObject({
      protectiveEquipmentOther: null,
      vaccineOther: null,
    });
    expect(
      normalizedWorkPostSheet({ ...valid, protectiveEquipment: ["other"], protectiveEquipmentOther: "Vest", vaccines: ["other"], vaccineOther: "Flu" }),
    ).toMatchObject({ protectiveEquipmentOther: "Vest", vaccineOther: "Flu" });
  });

  it("drops the maternity details without maternity protection", () => {
    const details = {
      adviceDate: "2026-03-01",
      pregnancyAdjustmentEndDate: "2026-09-30",
      adviceByPreventionCommittee: true,
      labourDoctorAdviceDate: "2026-03-02",
    };
    expect(normalizedWorkPostSheet({ ...valid, ...details, maternityProtection: false })).toMatchObject({
      maternityProtection: false,
      adviceDate: null,
      pregnancyAdjustmentEndDate: null,
      adviceByPreventionCommittee: null,
      unionRepresentationOrDirectParticipation: null,
      labourDoctorAdviceDate: null,
    });
    expect(normalizedWorkPostSheet({ ...valid, ...details, maternityProtection: true })).toMatchObject({
      maternityProtection: true,
      adviceDate: "2026-03-01",
      pregnancyAdjustmentEndDate: "2026-09-30",
      breastfeedingAdjustmentEndDate: null,
      adviceByPreventionCommittee: true,
      unionRepresentationOrDirectParticipation: false,
      labourDoctorAdviceDate: "2026-03-02",
    });
  });
});

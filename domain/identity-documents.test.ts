import {
  IDENTITY_DOCUMENTS,
  SCAN_MAX_BYTES,
  SCAN_MAX_MEGABYTES,
  expiredDocuments,
  isExpired,
  missingSides,
  needsWorkOrResidencePermit,
} from "./identity-documents";

describe("isExpired", () => {
  it("is valid the day before and on its expiry date, expired the day after", () => {
    expect(isExpired("2026-03-31", "2026-03-30")).toBe(false);
    expect(isExpired("2026-03-31", "2026-03-31")).toBe(false);
    expect(isExpired("2026-03-31", "2026-04-01")).toBe(true);
  });

  it("across a year's end", () => {
    expect(isExpired("2025-12-31", "2025-12-31")).toBe(false);
    expect(isExpired("2025-12-31", "2026-01-01")).toBe(true);
  });
});

describe("expiredDocuments", () => {
  const today = "2026-03-15";

  it("lists the documents past their date, in order", () => {
    expect(expiredDocuments({ idCardExpiresOn: "2026-03-14", residencePermitExpiresOn: "2026-03-15", workPermitExpiresOn: "2020-01-01" }, today)).toEqual([
      "idCard",
      "workPermit",
    ]);
    expect(expiredDocuments({ idCardExpiresOn: "2026-03-14", residencePermitExpiresOn: "2026-03-14", workPermitExpiresOn: "2026-03-14" }, today)).toEqual([
      ...IDENTITY_DOCUMENTS,
    ]);
  });

  it("passes over documents without a date and those still valid", () => {
    expect(expiredDocuments({ idCardExpiresOn: null, residencePermitExpiresOn: null, workPermitExpiresOn: null }, today)).toEqual([]);
    expect(expiredDocuments({ idCardExpiresOn: "2031-01-01", residencePermitExpiresOn: null, workPermitExpiresOn: "2026-03-15" }, today)).toEqual([]);
  });
});

describe("missingSides", () => {
  it.each([
    [{ front: true, back: true }, []],
    [{ front: true, back: false }, ["back"]],
    [{ front: false, back: true }, ["front"]],
    [{ front: false, back: false }, ["front", "back"]],
  ])("for %j: %j", (scans, missing) => expect(missingSides(scans)).toEqual(missing));
});

describe("the scan size limit", () => {
  it("is 5 MiB", () => {
    expect(SCAN_MAX_MEGABYTES).toBe(5);
    expect(SCAN_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe("needsWorkOrResidencePermit", () => {
  it("is not asked of a Belgian", () => {
    expect(needsWorkOrResidencePermit("BE")).toBe(false);
    expect(needsWorkOrResidencePermit(" be ")).toBe(false);
  });

  it.each(["NL", "FR", "MA", "IN", "ua"])("is asked of any other nationality: %s", (nationality) => expect(needsWorkOrResidencePermit(nationality)).toBe(true));

  it("waits for the nationality", () => {
    expect(needsWorkOrResidencePermit(null)).toBe(false);
    expect(needsWorkOrResidencePermit("")).toBe(false);
    expect(needsWorkOrResidencePermit("  ")).toBe(false);
  });
});

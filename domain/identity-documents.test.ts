import {
  IDENTITY_DOCUMENTS,
  SCAN_MAX_BYTES,
  SCAN_MAX_MEGABYTES,
  expiredDocuments,
  isExpired,
  missingSides,
  needsWorkOrResidencePermit,
  todayInBelgium,
} from "./identity-documents";

describe("todayInBelgium", () => {
  it("in winter (UTC+1), 31 December lasts until 23:00 UTC", () => {
    expect(todayInBelgium(new Date("2025-12-31T22:30:00Z"))).toBe("2025-12-31");
    expect(todayInBelgium(new Date("2025-12-31T22:59:59Z"))).toBe("2025-12-31");
    expect(todayInBelgium(new Date("2025-12-31T23:00:00Z"))).toBe("2026-01-01");
  });

  it("in summer (UTC+2), a day starts at 22:00 UTC the day before", () => {
    expect(todayInBelgium(new Date("2025-07-14T21:59:59Z"))).toBe("2025-07-14");
    expect(todayInBelgium(new Date("2025-07-14T22:00:00Z"))).toBe("2025-07-15");
    expect(todayInBelgium(new Date("2025-07-15T00:30:00Z"))).toBe("2025-07-15");
  });

  it("does not depend on the server's time zone", () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"]) {
        process.env.TZ = zone;
        expect(todayInBelgium(new Date("2025-12-31T22:30:00Z"))).toBe("2025-12-31");
        expect(todayInBelgium(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

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

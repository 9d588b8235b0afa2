import {
  birthdayDuring,
  isBelowMinimumWage,
  documentExpiringDuring,
  flexiForbiddenDay,
  unavailabilityOf,
  type CandidateFacts,
  type PositionRequirements,
} from "./contract-eligibility";

const NO_DATES = { idCardExpiresOn: null, residencePermitExpiresOn: null, workPermitExpiresOn: null };
const worker: CandidateFacts = { status: "contract_ready", isStudent: false, remainingStudentHours: null, flexiForbiddenUntil: null, documents: NO_DATES };
const student: CandidateFacts = { ...worker, isStudent: true, remainingStudentHours: 120 };
const position: PositionRequirements = { studentsAllowed: true, onlyStudents: false, isFlexi: false };

describe("who can be chosen", () => {
  it("anyone ready for a contract on an open position", () => {
    expect(unavailabilityOf(worker, position, ["2026-12-01"])).toBeNull();
    expect(unavailabilityOf(student, position, ["2026-12-01"])).toBeNull();
  });

  it("not an employee with missing, expired or unregistered data", () => {
    for (const status of ["missing_information", "expired_information", "awaiting_registration"] as const) {
      expect(unavailabilityOf({ ...worker, status }, position, ["2026-12-01"])).toBe("CONTRACT_DATA_MISSING");
    }
  });

  it("not a student where students are not allowed, nor a non-student where only students are", () => {
    expect(unavailabilityOf(student, { ...position, studentsAllowed: false }, ["2026-12-01"])).toBe("STUDENTS_NOT_ALLOWED");
    expect(unavailabilityOf(worker, { ...position, onlyStudents: true }, ["2026-12-01"])).toBe("ONLY_STUDENTS");
    expect(unavailabilityOf(student, { ...position, onlyStudents: true }, ["2026-12-01"])).toBeNull();
  });

  it("not a student without hours left: 0 refused, 0.25 accepted, unknown accepted", () => {
    expect(unavailabilityOf({ ...student, remainingStudentHours: 0 }, position, ["2026-12-01"])).toBe("NO_STUDENT_HOURS_LEFT");
    expect(unavailabilityOf({ ...student, remainingStudentHours: 0.25 }, position, ["2026-12-01"])).toBeNull();
    expect(unavailabilityOf({ ...student, remainingStudentHours: null }, position, ["2026-12-01"])).toBeNull();
  });

  it("not someone forbidden flexi-jobs on a flexi position, up to and including the date", () => {
    const flexi = { ...position, isFlexi: true };
    expect(unavailabilityOf({ ...worker, flexiForbiddenUntil: "2026-12-01" }, flexi, ["2026-12-01"])).toBe("FLEXI_NOT_ALLOWED");
    expect(unavailabilityOf({ ...worker, flexiForbiddenUntil: "2026-11-30" }, flexi, ["2026-12-01"])).toBeNull();
    expect(unavailabilityOf({ ...worker, flexiForbiddenUntil: "2026-12-01" }, position, ["2026-12-01"])).toBeNull();
  });
});

describe("documents at the contract's dates", () => {
  // A contract from Friday 27 November to Tuesday 1 December 2026 (Belgian dates; the weekend is off).
  const days = ["2026-11-27", "2026-11-30", "2026-12-01"];
  const withCard = (idCardExpiresOn: string): CandidateFacts => ({ ...worker, documents: { ...NO_DATES, idCardExpiresOn } });

  it("an ID card expiring on the last working day covers the contract", () => {
    expect(unavailabilityOf(withCard("2026-12-01"), position, days)).toBeNull();
    expect(documentExpiringDuring({ ...NO_DATES, idCardExpiresOn: "2026-12-01" }, days)).toBeNull();
  });

  it("an ID card expiring the day before the last working day makes the employee unavailable, naming the card and its date", () => {
    expect(unavailabilityOf(withCard("2026-11-30"), position, days)).toBe("ID_CARD_EXPIRES");
    expect(documentExpiringDuring({ ...NO_DATES, idCardExpiresOn: "2026-11-30" }, days)).toEqual({ document: "idCard", expiresOn: "2026-11-30" });
  });

  it("reads the last working day whatever the order of the days", () => {
    expect(unavailabilityOf(withCard("2026-11-30"), position, ["2026-12-01", "2026-11-27"])).toBe("ID_CARD_EXPIRES");
  });

  it("judges the residence and the work permit alike", () => {
    const documents = { ...NO_DATES, residencePermitExpiresOn: "2026-11-30" };
    expect(unavailabilityOf({ ...worker, documents }, position, days)).toBe("RESIDENCE_PERMIT_EXPIRES");
    expect(unavailabilityOf({ ...worker, documents: { ...documents, residencePermitExpiresOn: "2026-12-01" } }, position, days)).toBeNull();
    expect(unavailabilityOf({ ...worker, documents: { ...NO_DATES, workPermitExpiresOn: "2026-11-30" } }, position, days)).toBe("WORK_PERMIT_EXPIRES");
    expect(unavailabilityOf({ ...worker, documents: { ...NO_DATES, workPermitExpiresOn: "2026-12-01" } }, position, days)).toBeNull();
  });

  it("without dates, nothing expires", () => {
    expect(documentExpiringDuring(NO_DATES, days)).toBeNull();
    expect(documentExpiringDuring({ ...NO_DATES, idCardExpiresOn: "2020-01-01" }, [])).toBeNull();
  });

  it("missing data comes before a document that expires", () => {
    expect(unavailabilityOf({ ...withCard("2026-11-30"), status: "missing_information" }, position, days)).toBe("CONTRACT_DATA_MISSING");
  });
});

describe("flexi at each working day", () => {
  const flexi = { ...position, isFlexi: true };
  const days = ["2026-11-27", "2026-11-30", "2026-12-01"];

  it("is refused when any working day falls on or before the forbidden-until date", () => {
    expect(flexiForbiddenDay("2026-11-27", days)).toBe("2026-11-27");
    expect(flexiForbiddenDay("2026-11-29", ["2026-12-01", "2026-11-27"])).toBe("2026-11-27");
    expect(unavailabilityOf({ ...worker, flexiForbiddenUntil: "2026-11-27" }, flexi, days)).toBe("FLEXI_NOT_ALLOWED");
  });

  it("is allowed when every working day is after that date", () => {
    expect(flexiForbiddenDay("2026-11-26", days)).toBeNull();
    expect(flexiForbiddenDay(null, days)).toBeNull();
    expect(unavailabilityOf({ ...worker, flexiForbiddenUntil: "2026-11-26" }, flexi, days)).toBeNull();
  });
});

describe("a student's birthday", () => {
  it("on the first day needs no new contract; on the second day or the last it does", () => {
    expect(birthdayDuring("2008-12-01", { startDate: "2026-12-01", endDate: "2026-12-05" })).toBeNull();
    expect(birthdayDuring("2008-12-02", { startDate: "2026-12-01", endDate: "2026-12-05" })).toBe("2026-12-02");
    expect(birthdayDuring("2008-12-05", { startDate: "2026-12-01", endDate: "2026-12-05" })).toBe("2026-12-05");
    expect(birthdayDuring("2008-12-06", { startDate: "2026-12-01", endDate: "2026-12-05" })).toBeNull();
  });

  it("across the new year", () => {
    expect(birthdayDuring("2008-01-02", { startDate: "2026-12-28", endDate: "2027-01-03" })).toBe("2027-01-02");
  });

  it("born on 29 February: 1 March in a common year", () => {
    expect(birthdayDuring("2008-02-29", { startDate: "2027-02-26", endDate: "2027-03-02" })).toBe("2027-03-01");
    expect(birthdayDuring("2008-02-29", { startDate: "2028-02-26", endDate: "2028-03-02" })).toBe("2028-02-29");
  });
});

describe("the minimum wage", () => {
  it("is reached at the minimum, not a cent below", () => {
    expect(isBelowMinimumWage(1500, 1500)).toBe(false);
    expect(isBelowMinimumWage(1499, 1500)).toBe(true);
  });
});

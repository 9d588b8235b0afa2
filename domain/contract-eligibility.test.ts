import { birthdayDuring, isBelowMinimumWage, unavailabilityOf, type CandidateFacts, type PositionRequirements } from "./contract-eligibility";

const worker: CandidateFacts = { status: "contract_ready", isStudent: false, remainingStudentHours: null, flexiForbiddenUntil: null };
const student: CandidateFacts = { ...worker, isStudent: true, remainingStudentHours: 120 };
const position: PositionRequirements = { studentsAllowed: true, onlyStudents: false, isFlexi: false };

describe("who can be chosen", () => {
  it("anyone ready for a contract on an open position", () => {
    expect(unavailabilityOf(worker, position, "2026-12-01")).toBeNull();
    expect(unavailabilityOf(student, position, "2026-12-01")).toBeNull();
  });

  it("not an employee with missing, expired or unregistered data", () => {
    for (const status of ["missing_information", "expired_information", "awaiting_registration"] as const) {
      expect(unavailabilityOf({ ...worker, status }, position, "2026-12-01")).toBe("CONTRACT_DATA_MISSING");
    }
  });

  it("not a student where students are not allowed, nor a non-student where only students are", () => {
    expect(unavailabilityOf(student, { ...position, studentsAllowed: false }, "2026-12-01")).toBe("STUDENTS_NOT_ALLOWED");
    expect(unavailabilityOf(worker, { ...position, onlyStudents: true }, "2026-12-01")).toBe("ONLY_STUDENTS");
    expect(unavailabilityOf(student, { ...position, onlyStudents: true }, "2026-12-01")).toBeNull();
  });

  it("not a student without hours left: 0 refused, 0.25 accepted, unknown accepted", () => {
    expect(unavailabilityOf({ ...student, remainingStudentHours: 0 }, position, "2026-12-01")).toBe("NO_STUDENT_HOURS_LEFT");
    expect(unavailabilityOf({ ...student, remainingStudentHours: 0.25 }, position, "2026-12-01")).toBeNull();
    expect(unavailabilityOf({ ...student, remainingStudentHours: null }, position, "2026-12-01")).toBeNull();
  });

  it("not someone forbidden flexi-jobs on a flexi position, up to and including the date", () => {
    const flexi = { ...position, isFlexi: true };
    expect(unavailabilityOf({ ...worker, flexiForbiddenUntil: "2026-12-01" }, flexi, "2026-12-01")).toBe("FLEXI_NOT_ALLOWED");
    expect(unavailabilityOf({ ...worker, flexiForbiddenUntil: "2026-11-30" }, flexi, "2026-12-01")).toBeNull();
    expect(unavailabilityOf({ ...worker, flexiForbiddenUntil: "2026-12-01" }, position, "2026-12-01")).toBeNull();
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

import { contractGeneralProblems, contractScheduleProblems, type ContractGeneral, type ContractGeneralFacts, type ContractScheduleFacts } from "./contract";

const general: ContractGeneral = {
  employeeId: "1",
  positionId: "2",
  committeeId: "3",
  costPlaceId: null,
  onTheMove: false,
  location: { street: "Brouwerijstraat", streetNumber: "1", zip: "2000", city: "Antwerpen", country: "BE" },
  siteAddress: null,
  statute: "worker",
  contractType: "worker",
  contractReason: "temporary_increase",
  inflowAttempt: null,
  vcaExamDate: null,
  wageCents: 1600,
  premiums: [],
  remark: null,
};
const facts: ContractGeneralFacts = {
  employee: {
    status: "contract_ready",
    isStudent: false,
    remainingStudentHours: null,
    flexiForbiddenUntil: null,
    documents: { idCardExpiresOn: "2026-12-01", residencePermitExpiresOn: null, workPermitExpiresOn: null },
    birthdate: "1990-01-01",
  },
  position: {
    studentsAllowed: true,
    onlyStudents: false,
    isFlexi: false,
    minimumWageCents: 1600,
    vcaRequired: false,
    statute: "worker",
    hasWorkPostSheet: true,
  },
  committee: { statute: "worker", isFlexiAllowed: false },
  costPlaceKnown: false,
  today: "2026-11-23",
  workingDays: [],
};
const problems = (more: Partial<ContractGeneral>, moreFacts: Partial<ContractGeneralFacts> = {}) =>
  contractGeneralProblems({ ...general, ...more }, { ...facts, ...moreFacts }).map((problem) => `${problem.field}:${problem.code}`);

describe("the General step", () => {
  it("accepts a complete answer", () => {
    expect(problems({})).toEqual([]);
  });

  it("judges the employee's documents at the schedule's last working day, today before there is one", () => {
    expect(problems({}, { workingDays: ["2026-11-30", "2026-12-01"] })).toEqual([]);
    expect(problems({}, { workingDays: ["2026-11-30", "2026-12-02"] })).toEqual(["general.employeeId:ID_CARD_EXPIRES"]);
    expect(problems({}, { workingDays: [], today: "2026-12-02" })).toEqual(["general.employeeId:ID_CARD_EXPIRES"]);
  });

  it("judges flexi at each working day, not at today", () => {
    const flexi = { ...facts.position!, isFlexi: true };
    const employee = { ...facts.employee!, flexiForbiddenUntil: "2026-11-30" };
    expect(problems({}, { position: flexi, employee, workingDays: ["2026-12-01"] })).toEqual([]);
    expect(problems({}, { position: flexi, employee, workingDays: ["2026-12-01", "2026-11-30"] })).toEqual(["general.employeeId:FLEXI_NOT_ALLOWED"]);
  });

  it("asks every required answer", () => {
    expect(
      problems({
        employeeId: null,
        positionId: null,
        committeeId: null,
        onTheMove: null,
        statute: null,
        contractType: null,
        contractReason: null,
        wageCents: null,
      }),
    ).toEqual([
      "general.employeeId:FIELD_REQUIRED",
      "general.positionId:FIELD_REQUIRED",
      "general.committeeId:FIELD_REQUIRED",
      "general.onTheMove:FIELD_REQUIRED",
      "general.statute:FIELD_REQUIRED",
      "general.contractType:FIELD_REQUIRED",
      "general.contractReason:FIELD_REQUIRED",
      "general.wageCents:FIELD_REQUIRED",
    ]);
  });

  it("asks the address unless on the move", () => {
    expect(problems({ location: { street: " ", streetNumber: "1", zip: "2000", city: "Antwerpen", country: "BE" } })).toEqual([
      "general.location.street:FIELD_REQUIRED",
    ]);
    expect(problems({ onTheMove: true, location: null })).toEqual([]);
  });

  it("the wage reaches the position's minimum: 16.00 accepted, 15.99 refused", () => {
    expect(problems({ wageCents: 1600 })).toEqual([]);
    expect(problems({ wageCents: 1599 })).toEqual(["general.wageCents:WAGE_BELOW_MINIMUM"]);
  });

  it("the employee must be available for the position", () => {
    expect(problems({}, { employee: { ...facts.employee!, status: "missing_information" } })).toEqual(["general.employeeId:CONTRACT_DATA_MISSING"]);
    expect(problems({}, { employee: null })).toEqual(["general.employeeId:VALUE_INVALID"]);
  });

  it("the statute and contract type fit the committee and the employee", () => {
    expect(problems({ statute: "clerk", contractType: "clerk" })).toEqual(["general.statute:STATUTE_MISMATCH"]);
    expect(problems({ contractType: "student_worker" })).toEqual(["general.contractType:STUDENT_TYPE_NOT_STUDENT"]);
    expect(problems({ contractType: "flexi" })).toEqual(["general.contractType:FLEXI_NOT_IN_COMMITTEE"]);
    expect(problems({ contractType: "clerk" })).toEqual(["general.contractType:STATUTE_MISMATCH"]);
  });

  it("inflow asks for its attempt; a VCA position for the exam date, not in the future", () => {
    expect(problems({ contractReason: "inflow" })).toEqual(["general.inflowAttempt:FIELD_REQUIRED"]);
    const vca = { position: { ...facts.position!, vcaRequired: true } };
    expect(problems({}, vca)).toEqual(["general.vcaExamDate:FIELD_REQUIRED"]);
    expect(problems({ vcaExamDate: "2026-11-23" }, vca)).toEqual([]);
    expect(problems({ vcaExamDate: "2026-11-24" }, vca)).toEqual(["general.vcaExamDate:DATE_IN_FUTURE"]);
  });

  it("a position that needs a work post sheet and has none cannot be contracted", () => {
    const position = (more: Partial<NonNullable<ContractGeneralFacts["position"]>>) => ({ position: { ...facts.position!, hasWorkPostSheet: false, ...more } });
    expect(problems({}, position({}))).toEqual(["general.positionId:WORK_POST_SHEET_MISSING"]);
    expect(problems({}, position({ hasWorkPostSheet: true }))).toEqual([]);
    const clerk = { committee: { statute: "clerk" as const, isFlexiAllowed: false } };
    expect(problems({ statute: "clerk", contractType: "clerk" }, { ...clerk, ...position({ statute: "clerk" }) })).toEqual([]);
    expect(
      problems({ statute: "clerk", contractType: "clerk", vcaExamDate: "2026-11-23" }, { ...clerk, ...position({ statute: "clerk", vcaRequired: true }) }),
    ).toEqual(["general.positionId:WORK_POST_SHEET_MISSING"]);
    expect(problems({ statute: "clerk", contractType: "clerk" }, { ...clerk, ...position({ statute: "clerk", onlyStudents: true }) })).toContain(
      "general.positionId:WORK_POST_SHEET_MISSING",
    );
  });

  it("a distance premium needs its distance; every premium its value", () => {
    expect(problems({ premiums: [{ type: "bike_bonus", value: 0.27, unit: "PER_KILOMETER", contributionValue: null, distanceKm: null }] })).toEqual([
      "general.premiums.0.distanceKm:DISTANCE_REQUIRED",
    ]);
    expect(problems({ premiums: [{ type: "eco_cheque", value: null, unit: "PER_WEEK", contributionValue: null, distanceKm: null }] })).toEqual([
      "general.premiums.0.value:PREMIUM_VALUE_REQUIRED",
    ]);
  });
});

describe("the Schedule step", () => {
  const scheduleFacts: ContractScheduleFacts = {
    now: new Date("2026-11-23T08:00:00Z"),
    averageWeeklyHoursIn: () => 38,
    employee: facts.employee,
    contractReason: "temporary_increase",
    inflowAttempt: null,
    earlierInflow: [],
    otherInflowCandidates: 0,
  };
  const day = (date: string | null, start: string | null = "08:00", end: string | null = "16:00", breakMinutes: number | null = 30) => ({
    date,
    start,
    end,
    breakMinutes,
  });
  const problemsOf = (days: ReturnType<typeof day>[], more: Partial<ContractScheduleFacts> = {}, fullTimeConfirmed: boolean | null = null) =>
    contractScheduleProblems({ days, fullTimeConfirmed }, { ...scheduleFacts, ...more }).map((problem) => `${problem.field}:${problem.code}`);

  it("needs a day, each well formed", () => {
    expect(problemsOf([])).toEqual(["schedule:SCHEDULE_EMPTY"]);
    expect(problemsOf([day("2026-02-30"), day("2026-12-01", "8:00"), day("2026-12-02", "08:00", "16:00", 241)])).toEqual([
      "schedule.days.0:DATE_INVALID",
      "schedule.days.1:TIME_INVALID",
      "schedule.days.2:BREAK_INVALID",
    ]);
    expect(problemsOf([day("2026-12-02", "08:00", "15:00", 240)])).toEqual([]);
  });

  it("asks to confirm a week above full time", () => {
    const week = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"].map((date) => day(date, "08:00", "16:30", 0));
    expect(problemsOf(week)).toEqual(["schedule.fullTimeConfirmed:FULL_TIME_CONFIRMATION_REQUIRED"]);
    expect(problemsOf(week, {}, true)).toEqual([]);
  });

  it("a student: no birthday after the first day (the hours left are the API's, domain/student-hours.ts)", () => {
    const student = { ...facts.employee!, isStudent: true, remainingStudentHours: 7.5, birthdate: "2007-12-02" };
    expect(problemsOf([day("2026-12-01")], { employee: student })).toEqual([]);
    expect(problemsOf([day("2026-12-01"), day("2026-12-02", "09:00", "12:00", 0)], { employee: student })).toEqual(["schedule:STUDENT_BIRTHDAY_IN_CONTRACT"]);
  });

  it("inflow rules apply to the schedule's period", () => {
    expect(problemsOf([day("2026-12-04"), day("2026-12-07")], { contractReason: "inflow", inflowAttempt: "first" })).toEqual(["schedule:INFLOW_NOT_WEEKLY"]);
  });
});

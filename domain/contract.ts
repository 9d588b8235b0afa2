// A contract as the wizard builds it (part 2 §2 screen 9, §3, §5): the General step's answers and the
// Schedule step's days, each checked against the facts of the employee, the position and the committee.
// The portal checks a step with these before saving it; the reference API checks the whole draft again
// when it is submitted. Each problem names its field: general.<name>, schedule.days.<index>, schedule.
import { isCalendarDate } from "./calendar-date";
import {
  birthdayDuring,
  isBelowMinimumWage,
  unavailabilityOf,
  type CandidateFacts,
  type PositionRequirements,
  type Unavailability,
} from "./contract-eligibility";
import {
  periodOf,
  scheduleProblems,
  weeksNeedingFullTimeConfirmation,
  wellFormedDay,
  type DayFormProblem,
  type LimitValues,
  type ScheduleDay,
  type ScheduleProblem,
} from "./contract-schedule";
import type { CALENDAR_PROBLEM_CODES, ClashValues } from "./employee-calendar";
import { inflowProblem, type InflowAttempt, type InflowProblem, type Period } from "./inflow";
import { isWorkPostSheetRequired, type PremiumTypeName, type PremiumUnitName } from "./positions";

export const CONTRACT_TYPES = ["worker", "clerk", "student_worker", "student_clerk", "flexi"] as const;
type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_REASONS = ["temporary_increase", "replacement_end_of_contract", "replacement_suspension", "exceptional_work", "inflow"] as const;
type ContractReason = (typeof CONTRACT_REASONS)[number];
type Statute = "worker" | "clerk";
/** Premiums whose amount follows the one-way distance from home to work. */
export const DISTANCE_PREMIUMS = ["bike_bonus", "kilometer_compensation", "social_kilometer_compensation"] as const;
export const REMARK_MAX_LENGTH = 1000;

type ContractAddress = { street: string | null; streetNumber: string | null; zip: string | null; city: string | null; country: string | null };
export type ContractPremium = {
  type: PremiumTypeName;
  value: number | null;
  unit: PremiumUnitName | null;
  contributionValue: number | null;
  distanceKm: number | null;
};

export type ContractGeneral = {
  employeeId: string | null;
  positionId: string | null;
  committeeId: string | null;
  costPlaceId: string | null;
  onTheMove: boolean | null;
  location: ContractAddress | null;
  siteAddress: string | null;
  statute: Statute | null;
  contractType: ContractType | null;
  contractReason: ContractReason | null;
  inflowAttempt: InflowAttempt | null;
  vcaExamDate: string | null;
  wageCents: number | null;
  premiums: ContractPremium[];
  remark: string | null;
};

/** A day as typed: any text until checked. */
export type ScheduleDayDraft = { date: string | null; start: string | null; end: string | null; breakMinutes: number | null };
export type ContractSchedule = { days: ScheduleDayDraft[]; fullTimeConfirmed: boolean | null };

/** The codes of the General step's problems; the employee's unavailability is said at employeeId. */
export type ContractGeneralProblemCode =
  | "FIELD_REQUIRED"
  | "VALUE_INVALID"
  | "STATUTE_MISMATCH"
  | "STUDENT_TYPE_NOT_STUDENT"
  | "STUDENT_NEEDS_STUDENT_TYPE"
  | "FLEXI_NOT_IN_COMMITTEE"
  | "DATE_INVALID"
  | "DATE_IN_FUTURE"
  | "WAGE_BELOW_MINIMUM"
  | "PREMIUM_VALUE_REQUIRED"
  | "DISTANCE_REQUIRED"
  | "TOO_LONG"
  | "TOO_MANY_EMPLOYEES"
  | "EMPLOYEE_CHOSEN_TWICE"
  | "WORK_POST_SHEET_MISSING"
  | Unavailability;

/**
 * The codes of the Schedule step's problems: the schedule's own rules here, and those the API checks
 * with what it knows (the employee's calendar, a student's hours left, an extension's days after the
 * contract and the employee's eligibility at them, docs/decisions/0041).
 */
export type ContractScheduleProblemCode =
  | ScheduleProblem["code"]
  | DayFormProblem["code"]
  | "FULL_TIME_CONFIRMATION_REQUIRED"
  | "STUDENT_BIRTHDAY_IN_CONTRACT"
  | InflowProblem
  | (typeof CALENDAR_PROBLEM_CODES)[number]
  | "STUDENT_HOURS_RUN_OUT"
  | "NOT_AFTER_CONTRACT"
  | Unavailability;

/**
 * A broken rule at its field, with the values its message says (issue 47):
 * - STUDENT_HOURS_RUN_OUT: the hours the student still had that year for the day (hoursLeft) and the
 *   year (domain/student-hours.ts);
 * - a limit (a shift's length, the rest before it, a day's work over every contract, a week above full
 *   time): the hours counted and the limit (LimitValues), and a week's Monday (weekStart);
 * - a clash with another contract of the company: its shift (ClashValues);
 * - WAGE_BELOW_MINIMUM: the position's minimum hourly wage in euros (minimumWage);
 * - TOO_MANY_EMPLOYEES: the most employees one request is for (limit, domain/contract-employees.ts).
 */
export type ContractProblem = {
  field: string;
  code: ContractGeneralProblemCode | ContractScheduleProblemCode;
  hoursLeft?: number;
  year?: number;
  weekStart?: string;
  minimumWage?: number;
  limit?: number;
} & LimitValues &
  ClashValues;

export type ContractGeneralFacts = {
  /** Null when the id is no active member of the company's payroll team. */
  employee: (CandidateFacts & { birthdate: string | null }) | null;
  /**
   * Null when the id is no position of the company. Its statute is its committee's; hasWorkPostSheet:
   * a sheet of it exists, filled or uploaded.
   */
  position: (PositionRequirements & { minimumWageCents: number; vcaRequired: boolean; statute: Statute; hasWorkPostSheet: boolean }) | null;
  /** Null when the id is no committee. */
  committee: { statute: Statute; isFlexiAllowed: boolean } | null;
  /** False when a cost place was chosen that the company does not have. */
  costPlaceKnown: boolean;
  /** Belgian today, for the VCA exam date. */
  today: string;
  /**
   * The schedule's working days (Belgian dates), at which the employee's documents and flexi are
   * judged; none yet before the schedule is typed, when today stands for them.
   */
  workingDays: readonly string[];
};

const blank = (value: string | null | undefined) => !value?.trim();

const STATUTE_OF_TYPE: Record<ContractType, Statute | null> = {
  worker: "worker",
  student_worker: "worker",
  clerk: "clerk",
  student_clerk: "clerk",
  flexi: null,
};

/** A position that needs a work post sheet (part 2 §5) and has none cannot be contracted until it has one. */
const isWorkPostSheetMissing = (position: NonNullable<ContractGeneralFacts["position"]>) =>
  !position.hasWorkPostSheet &&
  isWorkPostSheetRequired({ vcaCertificationRequired: position.vcaRequired, isStudentCode: position.onlyStudents, statute: position.statute });

/** The General step's problems, in the order of its fields. */
export function contractGeneralProblems(general: ContractGeneral, facts: ContractGeneralFacts): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const report = (field: string, code: ContractGeneralProblemCode) => problems.push({ field: `general.${field}`, code });
  if (!general.employeeId) report("employeeId", "FIELD_REQUIRED");
  else if (!facts.employee) report("employeeId", "VALUE_INVALID");
  if (!general.positionId) report("positionId", "FIELD_REQUIRED");
  else if (!facts.position) report("positionId", "VALUE_INVALID");
  else if (isWorkPostSheetMissing(facts.position)) report("positionId", "WORK_POST_SHEET_MISSING");
  if (facts.employee && facts.position) {
    const days = facts.workingDays.length > 0 ? facts.workingDays : [facts.today];
    const unavailable = unavailabilityOf(facts.employee, facts.position, days);
    if (unavailable) report("employeeId", unavailable);
  }
  if (!general.committeeId) report("committeeId", "FIELD_REQUIRED");
  else if (!facts.committee) report("committeeId", "VALUE_INVALID");
  if (general.costPlaceId && !facts.costPlaceKnown) report("costPlaceId", "VALUE_INVALID");
  if (general.onTheMove === null) report("onTheMove", "FIELD_REQUIRED");
  if (general.onTheMove === false) {
    for (const part of ["street", "streetNumber", "zip", "city", "country"] as const) {
      if (blank(general.location?.[part])) report(`location.${part}`, "FIELD_REQUIRED");
    }
  }
  if (!general.statute) report("statute", "FIELD_REQUIRED");
  else if (facts.committee && facts.committee.statute !== general.statute) report("statute", "STATUTE_MISMATCH");
  const type = general.contractType;
  if (!type) report("contractType", "FIELD_REQUIRED");
  else if (type.startsWith("student_") && facts.employee && !facts.employee.isStudent) report("contractType", "STUDENT_TYPE_NOT_STUDENT");
  else if (!type.startsWith("student_") && facts.employee?.isStudent && type !== "flexi") report("contractType", "STUDENT_NEEDS_STUDENT_TYPE");
  else if (type === "flexi" && facts.committee && !facts.committee.isFlexiAllowed) report("contractType", "FLEXI_NOT_IN_COMMITTEE");
  else if (general.statute && STATUTE_OF_TYPE[type] && STATUTE_OF_TYPE[type] !== general.statute) report("contractType", "STATUTE_MISMATCH");
  if (!general.contractReason) report("contractReason", "FIELD_REQUIRED");
  if (general.contractReason === "inflow" && !general.inflowAttempt) report("inflowAttempt", "FIELD_REQUIRED");
  if (general.vcaExamDate) {
    if (!isCalendarDate(general.vcaExamDate)) report("vcaExamDate", "DATE_INVALID");
    else if (general.vcaExamDate > facts.today) report("vcaExamDate", "DATE_IN_FUTURE");
  } else if (facts.position?.vcaRequired) report("vcaExamDate", "FIELD_REQUIRED");
  if (general.wageCents === null) report("wageCents", "FIELD_REQUIRED");
  else if (facts.position && isBelowMinimumWage(general.wageCents, facts.position.minimumWageCents)) {
    problems.push({ field: "general.wageCents", code: "WAGE_BELOW_MINIMUM", minimumWage: facts.position.minimumWageCents / 100 });
  }
  general.premiums.forEach((premium, index) => {
    if (premium.value === null || premium.value < 0) report(`premiums.${index}.value`, "PREMIUM_VALUE_REQUIRED");
    if ((DISTANCE_PREMIUMS as readonly PremiumTypeName[]).includes(premium.type) && (premium.distanceKm === null || premium.distanceKm < 0)) {
      report(`premiums.${index}.distanceKm`, "DISTANCE_REQUIRED");
    }
  });
  if ((general.remark ?? "").length > REMARK_MAX_LENGTH) report("remark", "TOO_LONG");
  return problems;
}

/** The days of a schedule whose every part is well formed, with the index of each; a problem for each other one. */
function wellFormedDays(days: ScheduleDayDraft[], problems: ContractProblem[]): { day: ScheduleDay; index: number }[] {
  const wellFormed: { day: ScheduleDay; index: number }[] = [];
  days.forEach((draft, index) => {
    const checked = wellFormedDay(draft);
    if (checked.problem) problems.push({ field: `schedule.days.${index}`, code: checked.problem.code });
    else wellFormed.push({ day: checked.day, index });
  });
  return wellFormed;
}

export type ContractScheduleFacts = {
  now: Date;
  /** The committee's average week of a year, for the full-time confirmation. */
  averageWeeklyHoursIn: (year: number) => number;
  employee: (CandidateFacts & { birthdate: string | null }) | null;
  contractReason: ContractReason | null;
  inflowAttempt: InflowAttempt | null;
  /** This employee's earlier inflow contracts with the company. */
  earlierInflow: Period[];
  /** Other employees who had an inflow contract for the position. */
  otherInflowCandidates: number;
  /** Dates added or changed (an extension); every day when left out (a new contract). */
  newDays?: Set<string>;
};

/** The Schedule step's problems: each day's at its row, the whole schedule's at `schedule`. */
export function contractScheduleProblems(schedule: ContractSchedule, facts: ContractScheduleFacts): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const wellFormed = wellFormedDays(schedule.days, problems);
  if (schedule.days.length === 0) return [{ field: "schedule", code: "SCHEDULE_EMPTY" }];
  if (problems.length > 0) return problems;
  const days = wellFormed.map(({ day }) => day);
  const indexOf = new Map(wellFormed.map(({ day, index }) => [day.date, index]));
  for (const { date, ...problem } of scheduleProblems(days, { now: facts.now, newDays: facts.newDays })) {
    problems.push({ field: date === null ? "schedule" : `schedule.days.${indexOf.get(date)}`, ...problem });
  }
  if (problems.length > 0) return problems;
  const [firstWeekAboveFullTime] = weeksNeedingFullTimeConfirmation(days, facts.averageWeeklyHoursIn);
  if (firstWeekAboveFullTime && !schedule.fullTimeConfirmed) {
    const { monday, ...values } = firstWeekAboveFullTime;
    problems.push({ field: "schedule.fullTimeConfirmed", code: "FULL_TIME_CONFIRMATION_REQUIRED", weekStart: monday, ...values });
  }
  const period = periodOf(days)!;
  const employee = facts.employee;
  if (employee?.isStudent && employee.birthdate && birthdayDuring(employee.birthdate, period)) {
    problems.push({ field: "schedule", code: "STUDENT_BIRTHDAY_IN_CONTRACT" });
  }
  if (facts.contractReason === "inflow" && facts.inflowAttempt) {
    const inflow = inflowProblem({
      declared: facts.inflowAttempt,
      contract: period,
      earlier: facts.earlierInflow,
      otherCandidates: facts.otherInflowCandidates,
    });
    if (inflow) problems.push({ field: "schedule", code: inflow });
  }
  return problems;
}

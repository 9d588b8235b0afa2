// The hours-validation calls (part 2 §7, docs/decisions/0026) as the reference API answers them and the
// portal reads them: one set of types for both sides of the REST contract.
import type { SavedTimesheetStatus, TimesheetDayEntry, TimesheetLine, TimesheetProblem } from "./timesheet-rules";
import type { TimesheetWeek } from "./timesheet-weeks";
import type { PlanMismatch, WeeklyPlan } from "./planned-weeks";

/** A week of a contract: its timesheet's id and status, or null and null for a week never saved. */
export type TimesheetSummary = TimesheetWeek & { id: number | null; status: SavedTimesheetStatus | null };
/** A week with a day for each of its dates: the saved one, or an empty one. */
export type TimesheetAnswer = TimesheetSummary & { days: TimesheetDayEntry[] };
/** What a save sends: POST adds the contractId and weekStart of a week never saved, PUT the timesheet's id. */
export type TimesheetSave = { status: SavedTimesheetStatus; days: TimesheetDayEntry[] };

/** A contract of a company's list (GET /api/hours_validation/companies/{id}/contracts, data.data). */
export type ListedTimesheetContract = {
  id: number;
  line: TimesheetLine;
  employeeName: string;
  positionName: string;
  contractNumber: string | null;
  workerType: "worker" | "clerk" | null;
  /** Empty (null) while one of its weeks in the window is, else draft while one is, else final. */
  status: SavedTimesheetStatus | null;
  startDate: string;
  endDate: string;
  timesheets: TimesheetSummary[];
};
export type TimesheetContractsAnswer = { data: { data: ListedTimesheetContract[] } };

/** One contract (GET /api/hours_validation/contracts/{id}, data.contract). */
export type TimesheetContractDetails = Omit<ListedTimesheetContract, "timesheets" | "status"> & {
  /** The hours-validation system's company id the contract is of (its timesheet PDF's address names it). */
  companyId: string;
  committee: string | null;
  averageWeeklyHours: number | null;
  wageCents: number | null;
  /** Planned hours per ISO weekday, "1" (Monday) to "7". */
  schedule: WeeklyPlan;
  /** Whether the caller's level lets them save this contract's timesheets. */
  canValidate: boolean;
};
export type TimesheetContractAnswer = { data: { contract: TimesheetContractDetails; timesheets: TimesheetAnswer[] } };
/**
 * A problem of a save (400 TIMESHEET_INVALID, data.problems): the rules' (domain/timesheet-rules.ts), and
 * the API's own of days that are not the week's dates inside the contract or repeat one.
 */
export type TimesheetSaveProblem = { field: string; code: TimesheetProblem["code"] | "DAY_NOT_OF_WEEK" | "DAY_REPEATED" | "WEEK_NOT_OF_CONTRACT" };
/** A save's answer: 201 for a POST, 200 for a PUT; a refusal carries the week as saved under the same name. */
export type TimesheetSaveAnswer = { data: { timesheet: TimesheetAnswer } };

/** A week of a company's contracts to approve in one go (issue 46, docs/decisions/0085): a saved timesheet, its contract and employee. */
export type PlannedWeek = Pick<TimesheetWeek, "weekStart" | "startDate" | "endDate"> & {
  timesheetId: number;
  contractId: number;
  employeeName: string;
  /** The week's worked minutes, as entered and planned. */
  minutes: number;
};
/** A week left to be done by hand, with why. */
export type LeftWeek = Omit<PlannedWeek, "minutes"> & { reason: PlanMismatch };
/**
 * GET /api/hours_validation/companies/{id}/planned_weeks?startDate&endDate[&done=ids]: the drafts of the
 * contracts of the period that match the plan, the others with their reason, and the weeks of `done`
 * that are final (the page after a submit says them). canValidate false: the caller's level does not
 * cover the line, and nothing is listed.
 */
export type PlannedWeeksAnswer = { data: { canValidate: boolean; matching: PlannedWeek[]; left: LeftWeek[]; done: PlannedWeek[] } };
/** POST the same address with { timesheetIds }: the weeks made final, and the chosen ones left, with why. */
export type ApprovePlannedWeeksAnswer = { data: { approved: PlannedWeek[]; left: LeftWeek[] } };

// The hours-validation calls (part 2 §7, docs/decisions/0026) as the reference API answers them and the
// portal reads them: one set of types for both sides of the REST contract.
import type { SavedTimesheetStatus, TimesheetDayEntry, TimesheetLine, TimesheetProblem } from "./timesheet-rules";
import type { TimesheetWeek } from "./timesheet-weeks";

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

type PlannedDay = { start: string; end: string; breakMinutes: number };
/** One contract (GET /api/hours_validation/contracts/{id}, data.contract). */
export type TimesheetContractDetails = Omit<ListedTimesheetContract, "timesheets" | "status"> & {
  /** The hours-validation system's company id the contract is of (its timesheet PDF's address names it). */
  companyId: string;
  committee: string | null;
  averageWeeklyHours: number | null;
  wageCents: number | null;
  /** Planned hours per ISO weekday, "1" (Monday) to "7". */
  schedule: Partial<Record<string, PlannedDay>>;
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

// The contracts of one external company that overlap a window of dates, each with its weeks' timesheets
// in that window (saved or empty): the hours-validation list (rest/hours-validation.ts) and the work
// queue's timesheets due (work-queue/waiting-items.ts) read them the same way.
import type { ListedTimesheetContract, TimesheetSummary } from "../../domain/hours-validation-calls";
import { mondayOf } from "../../domain/belgian-time";
import { contractWeeks } from "../../domain/timesheet-weeks";
import type { Queryable } from "../db/database";
import { storedTimesheets, timesheetSummary } from "./timesheets";

/** A contract's row, to which the list adds the caller's line and status. */
export type WindowContract = Omit<ListedTimesheetContract, "line" | "status" | "timesheets"> & { timesheets: TimesheetSummary[] };

export async function windowContracts(db: Queryable, externalId: number, startDate: string, endDate: string): Promise<WindowContract[]> {
  const contracts = await db.query<Omit<WindowContract, "timesheets">>(
    `select id, employee_name as "employeeName", position_name as "positionName", contract_number as "contractNumber",
       worker_type as "workerType", to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
     from hours_validation_contracts
     where external_company_id = $1 and end_date >= $2 and start_date <= $3 order by end_date, id`,
    [externalId, startDate, endDate],
  );
  const rows = await storedTimesheets(
    db,
    contracts.map((contract) => contract.id),
    mondayOf(startDate),
    endDate,
  );
  const saved = new Map(rows.map((row) => [`${row.contractId} ${row.weekStart}`, row]));
  return contracts.map((contract) => ({
    ...contract,
    timesheets: contractWeeks(contract, startDate, endDate).map((week) => timesheetSummary(week, saved.get(`${contract.id} ${week.weekStart}`))),
  }));
}

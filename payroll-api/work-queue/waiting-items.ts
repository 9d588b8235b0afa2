// What waits for the caller in their selected company (Query.waitingForYou, and the weekly digest for
// each company a user opted in for): the candidates of each kind read in SQL, kept by the rules of
// domain/work-queue.ts (and domain/invoices.ts, domain/unprocessed-timesheets.ts), soonest due first.
// Each kind is read only where the user may open its page (domain/access.ts).
import { addDays, todayInBelgium } from "../../domain/belgian-time";
import type { ContractRequest, ContractState, ExtensionState } from "../../domain/contract-status";
import { isOverdue } from "../../domain/invoices";
import { hoursValidationWindow, isUnprocessed } from "../../domain/unprocessed-timesheets";
import { ENDING_SOON_DAYS, isEndingToExtend, isStartingWithMissingData, orderedWorkItems, STARTING_SOON_DAYS, type WorkItem } from "../../domain/work-queue";
import { INVITEE_COLUMNS, statusOf, type InviteeRow } from "../auth/team-registration";
import { contractLinesOf } from "../contracts/contract-model";
import type { ApiContext } from "../core/context";
import type { ContractLine } from "../core/schema-types.generated";
import { windowContracts } from "../hours-validation/window-contracts";

/** The caller's work queue in their selected company, at `now`. */
export async function waitingItems(context: ApiContext, now = new Date()): Promise<WorkItem[]> {
  const access = await contractLinesOf(context);
  const today = todayInBelgium(now);
  const payroll = access.lines.includes("payroll");
  const lists = await Promise.all([
    overdueInvoices(context, access.companyId, today),
    timesheetsDue(
      context,
      access.companyId,
      access.lines.filter((line) => line !== "payroll"),
      now,
    ),
    payroll ? contractsStarting(context, access.companyId, today) : [],
    contractsEnding(context, access.companyId, access.extendableLines, today),
    payroll ? positionsWaiting(context, access.companyId) : [],
  ]);
  return orderedWorkItems(lists.flat());
}

async function overdueInvoices(context: ApiContext, companyId: number, today: string): Promise<WorkItem[]> {
  // The partial index of unpaid invoices (0009) finds the candidates; isOverdue decides.
  const rows = await context.db.query<{ id: number; name: string; expires_on: string; status: "not_paid" }>(
    `select id, name, to_char(expires_on, 'YYYY-MM-DD') as expires_on, status from invoices
     where company_id = $1 and status = 'not_paid' and expires_on < $2::date`,
    [companyId, today],
  );
  return rows
    .filter((row) => isOverdue({ status: row.status, expiresOn: row.expires_on }, today))
    .map((row) => ({ kind: "invoice_overdue", dueOn: row.expires_on, subject: row.name, recordId: String(row.id), weekStart: null }));
}

/** The unprocessed timesheets of the hours-validation list's window, on the lines whose hours the caller validates. */
async function timesheetsDue(context: ApiContext, companyId: number, lines: ContractLine[], now: Date): Promise<WorkItem[]> {
  if (lines.length === 0) return [];
  const [company] = await context.db.query<{ interim4d_id: number | null; construct4d_id: number | null }>(
    "select interim4d_id, construct4d_id from companies where id = $1",
    [companyId],
  );
  const externalIds = lines.map((line) => (line === "interim" ? company.interim4d_id : company.construct4d_id)).filter((id) => id !== null);
  const { startDate, endDate } = hoursValidationWindow(now);
  const contracts = (await Promise.all(externalIds.map((id) => windowContracts(context.db, id, startDate, endDate)))).flat();
  return contracts.flatMap((contract) =>
    contract.timesheets
      .filter((timesheet) => isUnprocessed(timesheet, now))
      .map((timesheet): WorkItem => ({
        kind: "timesheet_due",
        dueOn: timesheet.endDate,
        subject: contract.employeeName,
        recordId: String(contract.id),
        weekStart: timesheet.weekStart,
      })),
  );
}

/** Payroll contracts starting soon whose employee misses data, one item per employee at their first such contract. */
async function contractsStarting(context: ApiContext, companyId: number, today: string): Promise<WorkItem[]> {
  const rows = await context.db.query<InviteeRow & { start_date: string }>(
    `select ${INVITEE_COLUMNS}, to_char(min(c.start_date), 'YYYY-MM-DD') as start_date
     from contracts c join employees e on e.id = c.employee_id
     where c.company_id = $1 and c.line = 'payroll' and c.state in ('requested', 'approved')
       and c.start_date between $2::date and $3::date
     group by e.id`,
    [companyId, today, addDays(today, STARTING_SOON_DAYS)],
  );
  return rows
    .filter((row) => isStartingWithMissingData({ startDate: row.start_date, employeeStatus: statusOf(row) }, today))
    .map((row) => ({
      kind: "contract_starting",
      dueOn: row.start_date,
      subject: `${row.first_name} ${row.last_name}`,
      recordId: String(row.id),
      weekStart: null,
    }));
}

type EndingRow = {
  id: number;
  line: ContractLine;
  state: ContractState;
  request: ContractRequest | null;
  start_date: string;
  end_date: string;
  extension_stopped: boolean;
  latest_extension: ExtensionState | null;
  first_name: string;
  last_name: string;
};

/** Contracts of the lines the caller may extend, ending soon and still to extend. */
async function contractsEnding(context: ApiContext, companyId: number, extendableLines: ContractLine[], today: string): Promise<WorkItem[]> {
  if (extendableLines.length === 0) return [];
  const rows = await context.db.query<EndingRow>(
    `select c.id, c.line, c.state, c.request, to_char(c.start_date, 'YYYY-MM-DD') as start_date, to_char(c.end_date, 'YYYY-MM-DD') as end_date,
       c.extension_stopped, latest.state as latest_extension,
       coalesce(e.first_name, s.first_name) as first_name, coalesce(e.last_name, s.last_name) as last_name
     from contracts c left join employees e on e.id = c.employee_id left join selection_team_members s on s.id = c.selection_member_id
     left join lateral (select x.state from contract_extensions x where x.contract_id = c.id order by x.id desc limit 1) latest on true
     where c.company_id = $1 and c.line = any($2::text[]) and c.state in ('requested', 'approved')
       and c.end_date between $3::date and $4::date`,
    [companyId, extendableLines, today, addDays(today, ENDING_SOON_DAYS)],
  );
  return rows
    .filter((row) =>
      isEndingToExtend(
        {
          state: row.state,
          request: row.request,
          startDate: row.start_date,
          endDate: row.end_date,
          extensionStopped: row.extension_stopped,
          latestExtension: row.latest_extension,
          extendable: extendableLines.includes(row.line),
        },
        today,
      ),
    )
    .map((row) => ({ kind: "contract_ending", dueOn: row.end_date, subject: `${row.first_name} ${row.last_name}`, recordId: String(row.id), weekStart: null }));
}

/** Positions the office has not approved or refused yet, since the day (in Belgium) they were submitted. */
async function positionsWaiting(context: ApiContext, companyId: number): Promise<WorkItem[]> {
  const rows = await context.db.query<{ id: number; name: string; submitted_on: string }>(
    `select id, name, to_char((created_at at time zone 'Europe/Brussels')::date, 'YYYY-MM-DD') as submitted_on
     from positions where company_id = $1 and status = 'waiting_approval'`,
    [companyId],
  );
  return rows.map((row) => ({ kind: "position_waiting", dueOn: row.submitted_on, subject: row.name, recordId: String(row.id), weekStart: null }));
}

// What waits for the employer this week (issue 46 §5): the dashboard's "Waiting for you" list and the
// weekly digest (payroll-api/work-queue). Each kind of item has its rule here, on Belgian dates
// (yyyy-MM-dd, the strings order as dates); the API picks the candidate records and keeps those the
// rules keep, and both the portal and the digest link an item to its page with workItemPath.
import { addDays } from "./belgian-time";
import { extensionStatusOf, type ContractFacts, type ExtensionState } from "./contract-status";
import type { TeamMemberStatus } from "./team";

/** A contract starting within this many days is listed when its employee misses data for it. */
export const STARTING_SOON_DAYS = 7;
/** A contract ending within this many days is listed while it can be extended. */
export const ENDING_SOON_DAYS = 14;

/** In the order the list names them when two fall due on one day. */
const WORK_ITEM_KINDS = ["invoice_overdue", "timesheet_due", "contract_starting", "contract_ending", "position_waiting"] as const;
export type WorkItemKind = (typeof WORK_ITEM_KINDS)[number];

export type WorkItem = {
  kind: WorkItemKind;
  /**
   * The day it is due: an invoice's due date, a timesheet week's last day, a contract's first day
   * (its data is needed before it) or last day (an extension is asked before it), and the day a
   * position was submitted (it waits since).
   */
  dueOn: string;
  /** Whom or what: the employee's name, the invoice's number, the position's name. */
  subject: string;
  /** The id of the record its page shows (the invoice, the contract, the employee, the position). */
  recordId: string;
  /** A timesheet's week, by its Monday; null for the other kinds. */
  weekStart: string | null;
};

/** From today to `days` days on, both included. */
const within = (date: string, today: string, days: number) => date >= today && date <= addDays(today, days);

/**
 * A contract starting today or within STARTING_SOON_DAYS whose employee misses contract data (missing
 * or expired information, as the team list derives it: docs/decisions/0040).
 */
export function isStartingWithMissingData(contract: { startDate: string; employeeStatus: TeamMemberStatus }, today: string): boolean {
  const missing = contract.employeeStatus === "missing_information" || contract.employeeStatus === "expired_information";
  return missing && within(contract.startDate, today, STARTING_SOON_DAYS);
}

/**
 * A contract ending today or within ENDING_SOON_DAYS that can still be extended: the extension list
 * shows it as to extend (domain/contract-status.ts), and the user may extend its line.
 */
export function isEndingToExtend(
  contract: ContractFacts & { extensionStopped: boolean; latestExtension: ExtensionState | null; extendable: boolean },
  today: string,
): boolean {
  return contract.extendable && within(contract.endDate, today, ENDING_SOON_DAYS) && extensionStatusOf(contract, today) === "to_extend";
}

/** Soonest due first; on one day by kind (WORK_ITEM_KINDS), then by subject, then by record. */
export function orderedWorkItems(items: readonly WorkItem[]): WorkItem[] {
  const rank = (item: WorkItem) => WORK_ITEM_KINDS.indexOf(item.kind);
  return [...items].sort(
    (a, b) =>
      a.dueOn.localeCompare(b.dueOn) ||
      rank(a) - rank(b) ||
      a.subject.localeCompare(b.subject) ||
      a.recordId.localeCompare(b.recordId, undefined, { numeric: true }) ||
      (a.weekStart ?? "").localeCompare(b.weekStart ?? ""),
  );
}

/** The portal's page where an item's work is done, the same from the dashboard and from the digest. */
export function workItemPath(item: Pick<WorkItem, "kind" | "recordId" | "weekStart">): string {
  const id = encodeURIComponent(item.recordId);
  switch (item.kind) {
    case "invoice_overdue":
      return "/invoices";
    case "timesheet_due":
      return `/hours-validation/contract-and-timesheet-details/${id}?week=${item.weekStart}`;
    case "contract_starting":
      return `/employee/${id}/view-employee-profile`;
    case "contract_ending":
      return `/contracts/request-contract-extension/${id}`;
    case "position_waiting":
      return `/positions/view-position/${id}`;
  }
}

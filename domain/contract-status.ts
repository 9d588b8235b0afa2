// What a contract's lists show and allow (part 2 §4): its status in words, whether and how it is being
// extended, and the actions its status leaves the employer. Dates are Belgian yyyy-MM-dd.
import { addDays } from "./belgian-time";
import { reportableDays } from "./work-obstruction";

export type ContractState = "requested" | "approved" | "refused" | "cancelled";
export type ContractRequest =
  "contract_cancellation_pending" | "contract_cancellation_refused" | "workday_cancellation_pending" | "workday_cancellation_refused";
/** Every status a list shows, in the order a filter offers them. */
export const CONTRACT_STATUSES = [
  "requested",
  "approved",
  "ongoing",
  "past",
  "refused",
  "contract_cancellation_pending",
  "contract_cancellation_refused",
  "workday_cancellation_pending",
  "workday_cancellation_refused",
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export type ExtensionState = "approved" | "draft" | "waiting" | "refused";
export const EXTENSION_STATUSES = ["to_extend", "expired", "extended", "extend_wait", "stopped", "draft"] as const;
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];
export type ContractAction =
  "edit" | "delete" | "request_contract_cancellation" | "request_workday_cancellation" | "extend" | "stop_extension" | "report_work_obstruction";

/** A contract can be extended from 14 days before its last day until 7 days after it. */
export const EXTENSION_OPENS_DAYS_BEFORE_END = 14;
export const EXTENSION_CLOSES_DAYS_AFTER_END = 7;

export type ContractFacts = {
  state: ContractState;
  request: ContractRequest | null;
  startDate: string;
  endDate: string;
};

/** The status a list shows: a request first, then the state, an approved contract by its dates. */
export function contractStatusOf(contract: ContractFacts, today: string): ContractStatus {
  if (contract.request) return contract.request;
  if (contract.state === "requested" || contract.state === "refused") return contract.state;
  if (contract.endDate < today) return "past";
  if (contract.startDate <= today) return "ongoing";
  return "approved";
}

/**
 * Where a contract stands as to its extension; null when it is not one to extend (refused, cancelled,
 * or not yet near its end). `latestExtension` is the state of its latest extension request.
 */
export function extensionStatusOf(
  contract: ContractFacts & { extensionStopped: boolean; latestExtension: ExtensionState | null },
  today: string,
): ExtensionStatus | null {
  if (contract.state === "refused" || contract.state === "cancelled") return null;
  if (contract.extensionStopped) return "stopped";
  if (contract.latestExtension === "approved") return "extended";
  if (contract.latestExtension === "draft") return "draft";
  if (contract.latestExtension === "waiting") return "extend_wait";
  if (today < addDays(contract.endDate, -EXTENSION_OPENS_DAYS_BEFORE_END)) return null;
  if (today > addDays(contract.endDate, EXTENSION_CLOSES_DAYS_AFTER_END)) return "expired";
  return "to_extend";
}

/**
 * What the employer may do with a contract, given its status, extension status and working days.
 * `extendable`: the user may extend its line's contracts (domain/access.ts extendableLinesOf).
 */
export function contractActionsOf(
  {
    status,
    extensionStatus,
    days,
    line,
    extendable,
  }: { status: ContractStatus; extensionStatus: ExtensionStatus | null; days: string[]; line: string; extendable: boolean },
  today: string,
): ContractAction[] {
  const actions: ContractAction[] = [];
  const approved = ["approved", "ongoing", "past", "contract_cancellation_refused", "workday_cancellation_refused"].includes(status);
  if (whyNotEditable({ status, extensionStatus, line }) === null) actions.push("edit");
  if (status === "requested" || status === "refused") actions.push("delete");
  // Selection contracts are the office's: their company can report obstruction, not change them.
  if (line === "payroll" && approved && status !== "past") actions.push("request_contract_cancellation");
  if (line === "payroll" && approved && days.some((day) => day > today)) actions.push("request_workday_cancellation");
  if (extendable && extensionStatus === "to_extend" && status !== "refused") actions.push("extend");
  if (line === "payroll" && extendable && extensionStatus === "to_extend" && status !== "refused") actions.push("stop_extension");
  if (approved || status === "workday_cancellation_pending") {
    if (reportableDays(today).some((day) => days.includes(day))) actions.push("report_work_obstruction");
  }
  return actions;
}

/** Why the wizard no longer changes a contract: the office's own line, processed by the office, or an extension waits on it. */
export type NotEditableReason = "selection_line" | "processed" | "extension_pending";

/**
 * Why the employer may no longer change a contract through the wizard (part 2 §4), null while they may: a
 * payroll contract the back office has not processed yet (requested), unless an extension waits on it,
 * whose days follow its own.
 */
export function whyNotEditable({
  status,
  extensionStatus,
  line,
}: {
  status: ContractStatus;
  extensionStatus: ExtensionStatus | null;
  line: string;
}): NotEditableReason | null {
  if (line !== "payroll") return "selection_line";
  if (status !== "requested") return "processed";
  if (extensionStatus === "extend_wait" || extensionStatus === "draft") return "extension_pending";
  return null;
}

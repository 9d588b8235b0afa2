// How an extension is answered (part 2 §4), for the API that decides it and the wizard that says it
// before it is requested: the same rule, from the contract's days and the extension's.
import { minutesPerWeek, type ScheduleDay } from "./contract-schedule";
import type { ExtensionState } from "./contract-status";

/** The most minutes worked in any one week of a schedule; 0 for none. */
export const busiestWeekMinutes = (days: ScheduleDay[]) => Math.max(0, ...minutesPerWeek(days).values());

/**
 * An extension of a contract still waiting for the back office waits for it (waiting); one that asks more
 * hours in a week than the contract's busiest week goes to the back office (draft); else it is approved
 * and made a contract at once.
 */
export function extensionResultOf(
  { contractRequested }: { contractRequested: boolean },
  contractDays: ScheduleDay[],
  extensionDays: ScheduleDay[],
): Exclude<ExtensionState, "refused"> {
  if (contractRequested) return "waiting";
  return busiestWeekMinutes(extensionDays) > busiestWeekMinutes(contractDays) ? "draft" : "approved";
}

// The inflow contract reason (part 2 §5, §9): a company may try a candidate out on weekly contracts,
// at most three attempts, each a run of consecutive weeks of at most 6 months, 9 months in all, and
// for at most three candidates per position. Periods are Belgian calendar dates (yyyy-MM-dd).
import { addDays, addMonths, daysBetween, mondayOf } from "./belgian-time";

export const INFLOW_ATTEMPTS = ["first", "second", "third", "more_than_three"] as const;
export type InflowAttempt = (typeof INFLOW_ATTEMPTS)[number];
const INFLOW_MAX_ATTEMPTS = 3;
const INFLOW_ATTEMPT_MAX_MONTHS = 6;
const INFLOW_TOTAL_MAX_MONTHS = 9;
const INFLOW_MAX_CANDIDATES = 3;

export type Period = { startDate: string; endDate: string };

export type InflowProblem =
  "INFLOW_TOO_MANY_ATTEMPTS" | "INFLOW_NOT_WEEKLY" | "INFLOW_ATTEMPT_TOO_LONG" | "INFLOW_TOTAL_TOO_LONG" | "INFLOW_TOO_MANY_CANDIDATES";

/** A contract within one week, Monday to Sunday. */
export const isWeekly = (period: Period) => mondayOf(period.startDate) === mondayOf(period.endDate);

/** Contracts grouped into attempts: runs of contracts each in the week right after the one before. */
export function attemptsOf(contracts: Period[]): Period[] {
  const runs: Period[] = [];
  for (const contract of [...contracts].sort((a, b) => (a.startDate < b.startDate ? -1 : 1))) {
    const last = runs[runs.length - 1];
    if (last && mondayOf(contract.startDate) === addDays(mondayOf(last.endDate), 7)) last.endDate = contract.endDate;
    else if (last && mondayOf(contract.startDate) === mondayOf(last.endDate)) last.endDate = contract.endDate > last.endDate ? contract.endDate : last.endDate;
    else runs.push({ ...contract });
  }
  return runs;
}

/** Within `months` calendar months of its start: until the day before the same date `months` later. */
const withinMonths = (period: Period, months: number) => period.endDate < addMonths(period.startDate, months);

/**
 * What keeps a new inflow contract from being made, or null. `declared` is the attempt the employer
 * names (earlier attempts may have been elsewhere); `earlier` this employee's inflow contracts with the
 * company; `otherCandidates` how many other employees have had one for the position.
 */
export function inflowProblem({
  declared,
  contract,
  earlier,
  otherCandidates,
}: {
  declared: InflowAttempt;
  contract: Period;
  earlier: Period[];
  otherCandidates: number;
}): InflowProblem | null {
  if (otherCandidates >= INFLOW_MAX_CANDIDATES) return "INFLOW_TOO_MANY_CANDIDATES";
  if (!isWeekly(contract)) return "INFLOW_NOT_WEEKLY";
  const attempts = attemptsOf([...earlier, contract]);
  if (declared === "more_than_three" || attempts.length > INFLOW_MAX_ATTEMPTS) return "INFLOW_TOO_MANY_ATTEMPTS";
  const current = attempts.find((attempt) => attempt.startDate <= contract.startDate && contract.endDate <= attempt.endDate)!;
  if (!withinMonths(current, INFLOW_ATTEMPT_MAX_MONTHS)) return "INFLOW_ATTEMPT_TOO_LONG";
  const first = attempts[0];
  const allowedDays = daysBetween(first.startDate, addMonths(first.startDate, INFLOW_TOTAL_MAX_MONTHS));
  const usedDays = attempts.reduce((total, attempt) => total + daysBetween(attempt.startDate, attempt.endDate) + 1, 0);
  return usedDays > allowedDays ? "INFLOW_TOTAL_TOO_LONG" : null;
}

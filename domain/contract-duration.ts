import { addDays, addMonths } from "./belgian-time";

// The six duration options of part 1 §3 and §9, as the contracts lists filter by them
// (docs/decisions/0028-part-1-audit.md). A contract lasts from its first day up to and including its
// last; a bucket holds the contracts longer than its lower limit and at most as long as its upper one,
// in calendar months from the start: a contract from 1 January to 31 January lasts exactly one month.

export const CONTRACT_DURATIONS = [
  "up_to_one_month",
  "one_to_three_months",
  "three_to_six_months",
  "six_to_twelve_months",
  "one_to_three_years",
  "over_three_years",
] as const;

export type ContractDuration = (typeof CONTRACT_DURATIONS)[number];

/** Each option's limits in months: longer than `over`, at most `upTo` (none for the last). The API's SQL reads the same table. */
export const CONTRACT_DURATION_MONTHS: Record<ContractDuration, { over: number; upTo: number | null }> = {
  up_to_one_month: { over: 0, upTo: 1 },
  one_to_three_months: { over: 1, upTo: 3 },
  three_to_six_months: { over: 3, upTo: 6 },
  six_to_twelve_months: { over: 6, upTo: 12 },
  one_to_three_years: { over: 12, upTo: 36 },
  over_three_years: { over: 36, upTo: null },
};

/** The duration option of a contract from startDate to endDate (yyyy-MM-dd, both days worked). */
export function contractDurationOf(startDate: string, endDate: string): ContractDuration {
  const dayAfterEnd = addDays(endDate, 1);
  const found = CONTRACT_DURATIONS.find((duration) => {
    const { upTo } = CONTRACT_DURATION_MONTHS[duration];
    return upTo !== null && dayAfterEnd <= addMonths(startDate, upTo);
  });
  return found ?? "over_three_years";
}

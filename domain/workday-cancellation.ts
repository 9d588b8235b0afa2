// Cancelling some days of a contract (part 2 §4, §5): the employer unticks the days to cancel. At least
// one must be unticked; unticking them all is a request to cancel the whole contract instead; keeping a
// single day makes a day contract, which only a rate agreement that allows day contracts permits.
export type WorkdayCancellationProblem = "NO_DAY_UNTICKED" | "EVERY_DAY_UNTICKED" | "SINGLE_DAY_LEFT";

export function workdayCancellationProblem({
  days,
  kept,
  dayContractsAllowed,
}: {
  /** The contract's working days (yyyy-MM-dd). */
  days: string[];
  /** The days left ticked. */
  kept: string[];
  dayContractsAllowed: boolean;
}): WorkdayCancellationProblem | null {
  const remaining = days.filter((day) => kept.includes(day));
  if (remaining.length === days.length) return "NO_DAY_UNTICKED";
  if (remaining.length === 0) return "EVERY_DAY_UNTICKED";
  if (remaining.length === 1 && !dayContractsAllowed) return "SINGLE_DAY_LEFT";
  return null;
}

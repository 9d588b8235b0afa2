// A contract used as a template (issue 46 part 2): a new contract's draft starts with the contract's
// answers and its days moved by whole weeks, so that each day keeps its weekday, to the week the user
// picks (the next week unless told). Dates are Belgian calendar dates (yyyy-MM-dd).
import { addDays, daysBetween, mondayOf } from "./belgian-time";

/** The week a template's days move to unless the user picks another: the week after today's (its Monday). */
export const nextWeekOf = (today: string) => addDays(mondayOf(today), 7);

/** The whole weeks from the week of `from` to the week of `to`; negative when `to` is in an earlier week. */
export const weeksBetween = (from: string, to: string) => daysBetween(mondayOf(from), mondayOf(to)) / 7;

/** The days moved so that the first falls in the week of `week`, each on its own weekday; none stay none. */
export function daysMovedToWeek<Day extends { date: string }>(days: readonly Day[], week: string): Day[] {
  const first = [...days].map((day) => day.date).sort()[0];
  if (first === undefined) return [];
  const weeks = weeksBetween(first, week);
  return days.map((day) => ({ ...day, date: addDays(day.date, weeks * 7) }));
}

// The schedule editor's buttons (part 2 §2 screens 9 and 10): add a day or a week, remove a day or a
// week. They are plain submit buttons of the step's form, so they work without JavaScript; the step
// saves what was typed with the change and shows the step again.
import { isCalendarDate } from "~domain/calendar-date";
import { addDays, mondayOf } from "~domain/belgian-time";
import type { ScheduleDayDraft } from "~domain/contract";

export type ScheduleEdit = { kind: "add-day" } | { kind: "add-week" } | { kind: "remove-day"; index: number } | { kind: "remove-week"; monday: string };

/** The intent values of the editor's buttons. */
export const scheduleIntent = {
  addDay: "add-day",
  addWeek: "add-week",
  removeDay: (index: number) => `remove-day:${index}`,
  removeWeek: (monday: string) => `remove-week:${monday}`,
};

/** The edit a pressed button asks for; null for the wizard's own buttons. */
export function scheduleEditOf(intent: FormDataEntryValue | null): ScheduleEdit | null {
  if (intent === "add-day" || intent === "add-week") return { kind: intent };
  if (typeof intent !== "string") return null;
  const [kind, argument] = intent.split(":");
  if (kind === "remove-day" && /^\d+$/.test(argument ?? "")) return { kind, index: Number(argument) };
  if (kind === "remove-week" && isCalendarDate(argument ?? "")) return { kind, monday: argument };
  return null;
}

const DEFAULT_DAY = { start: "08:00", end: "16:30", breakMinutes: 30 };

const datedOf = (days: ScheduleDayDraft[]) => days.filter((day): day is ScheduleDayDraft & { date: string } => Boolean(day.date && isCalendarDate(day.date)));

/** The days in date order, those without a readable date last (as typed). */
export function inDateOrder(days: ScheduleDayDraft[]): ScheduleDayDraft[] {
  const dated = datedOf(days).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return [...dated, ...days.filter((day) => !dated.includes(day as ScheduleDayDraft & { date: string }))];
}

/**
 * The schedule after an edit. A new day follows the last one with its hours (the first is `firstDate`,
 * with a usual day's hours); a new week repeats the last week's days seven days later.
 */
export function applyScheduleEdit(days: ScheduleDayDraft[], edit: ScheduleEdit, firstDate: string): ScheduleDayDraft[] {
  const dated = datedOf(days).sort((a, b) => (a.date < b.date ? -1 : 1));
  const last = dated.at(-1);
  if (edit.kind === "remove-day") return days.filter((_, index) => index !== edit.index);
  if (edit.kind === "remove-week") return days.filter((day) => !(day.date && isCalendarDate(day.date) && mondayOf(day.date) === edit.monday));
  if (edit.kind === "add-day") {
    const day = last ? { ...last, date: addDays(last.date, 1) } : { ...DEFAULT_DAY, date: firstDate };
    return inDateOrder([...days, day]);
  }
  if (!last) {
    // The first Monday from firstDate on, and the working days of its week.
    const monday = mondayOf(addDays(firstDate, 6));
    return inDateOrder([...days, ...[0, 1, 2, 3, 4].map((offset) => ({ ...DEFAULT_DAY, date: addDays(monday, offset) }))]);
  }
  const lastWeek = dated.filter((day) => mondayOf(day.date) === mondayOf(last.date));
  return inDateOrder([...days, ...lastWeek.map((day) => ({ ...day, date: addDays(day.date, 7) }))]);
}

/**
 * Where the step shows again after an edit: at the first day it added, else at the editor. An address
 * fragment, so that the browser brings the user there with or without JavaScript.
 */
export function anchorAfterEdit(formId: string, before: ScheduleDayDraft[], after: ScheduleDayDraft[]): string {
  const known = new Set(before.map((day) => day.date));
  const added = after.findIndex((day) => !known.has(day.date));
  return added < 0 ? "schedule-editor" : `${formId}-days[${added}]`;
}

/** The days by week (Monday first), each with its index in the form; days without a readable date apart. */
export function weeksOf(days: ScheduleDayDraft[]): { monday: string | null; days: { day: ScheduleDayDraft; index: number }[] }[] {
  const weeks = new Map<string | null, { day: ScheduleDayDraft; index: number }[]>();
  days.forEach((day, index) => {
    const monday = day.date && isCalendarDate(day.date) ? mondayOf(day.date) : null;
    weeks.set(monday, [...(weeks.get(monday) ?? []), { day, index }]);
  });
  return [...weeks].map(([monday, entries]) => ({ monday, days: entries }));
}

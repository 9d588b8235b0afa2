import { useTranslation } from "~/platform/i18n/use-translation";
import { readableDay, workedMinutes } from "~domain/contract-schedule";
import { useFormatters } from "~/platform/format";

const hoursOf = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;

/** The schedule's days as answers: "Monday 30 November 2026: 08:00–16:30, 30 minutes break (8:00)". */
export function useScheduleRows(
  days: { date: string | null; start: string | null; end: string | null; breakMinutes: number | null }[],
): [label: string, value: string][] {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  return days.map((day) => {
    const readable = readableDay(day);
    const worked = readable ? workedMinutes(readable) : 0;
    return [
      day.date ? format.day(day.date) : "",
      t("wizard.overview.day", { start: day.start ?? "", end: day.end ?? "", count: day.breakMinutes ?? 0, total: hoursOf(Math.max(0, worked)) }),
    ];
  });
}

// Hours as a timesheet shows and reads them (part 2 §3, §9): in decimal (7.5 / 7,5) or in hours and
// minutes (7:30), as each user chooses. Typed hours are read in either way, whatever the choice: a
// colon, h or u means hours and minutes, a point or comma a decimal.

export const HOURS_UNITS = ["decimal", "hours"] as const;
export type HoursUnit = (typeof HOURS_UNITS)[number];

const HOURS_AND_MINUTES = /^(-?)(\d{1,2})[:hu](\d{2})$/;
const DECIMAL = /^(-?)(\d{1,2})(?:[.,](\d{1,2}))?$/;

/** Minutes of typed hours; 0 when nothing is typed; null when it is no number of hours. */
export function minutesOfTyped(typed: string): number | null {
  const text = typed.trim().toLowerCase();
  if (!text) return 0;
  const clock = HOURS_AND_MINUTES.exec(text);
  if (clock) {
    const minutes = Number(clock[3]);
    if (minutes > 59) return null;
    return (clock[1] ? -1 : 1) * (Number(clock[2]) * 60 + minutes);
  }
  const decimal = DECIMAL.exec(text);
  if (!decimal) return null;
  const hours = Number(`${decimal[2]}.${decimal[3] ?? "0"}`);
  return (decimal[1] ? -1 : 1) * Math.round(hours * 60);
}

const LOCALES: Record<string, string> = { en: "en-GB", nl: "nl-BE", fr: "fr-BE" };

/** Minutes as the chosen unit shows them: 450 is 7.5 / 7,5 (decimal) or 7:30 (hours). */
export function hoursOf(minutes: number, unit: HoursUnit, language: string): string {
  const sign = minutes < 0 ? "-" : "";
  const whole = Math.abs(minutes);
  if (unit === "hours") return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
  return new Intl.NumberFormat(LOCALES[language] ?? LOCALES.nl, { useGrouping: false, maximumFractionDigits: 2 }).format(minutes / 60);
}

/** Worked time as a schedule shows it, 7:30, whatever the hours unit the user chose for timesheets. */
export const clockHours = (minutes: number) => hoursOf(minutes, "hours", "en");

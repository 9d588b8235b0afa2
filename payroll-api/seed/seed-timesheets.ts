// Demo contracts of the hours-validation system and their timesheets (part 2 §3; docs/decisions/0026):
// Brouwerij De Klok's construct (4101) and interim (4102) lines and Nettoyage Dubois's interim line
// (4301). Every status shows: Arne Smets's first week final and his second a draft, Sofie Claes's weeks
// drafts, Nina Jacobs's past weeks final, the other weeks empty. Each line besides has a contract with
// two final weeks, two drafts and empty weeks after them (Pieter Wouters, Lotte Maes, Julie Lambert), so
// that every hours-validation account sees several weeks in every status (issue 29) while the
// contracts the end-to-end tests fill (Ines De Wit, Lucie Martin) keep their empty first week.
import { belgianInstant, addDays, todayInBelgium } from "../../domain/belgian-time";
import { plannedDays } from "../../domain/planned-weeks";
import type { SavedTimesheetStatus, TimesheetDayEntry } from "../../domain/timesheet-rules";
import { contractWeeks, datesOf } from "../../domain/timesheet-weeks";
import type { Queryable } from "../db/database";

type Shift = { start: string; end: string; breakMinutes: number };
/** Planned hours per ISO weekday, "1" (Monday) to "7". */
type Schedule = Record<string, Shift>;

const weekdays = (shift: Shift, days = ["1", "2", "3", "4", "5"]): Schedule => Object.fromEntries(days.map((day) => [day, shift]));

const CONSTRUCT_WEEK = weekdays({ start: "07:00", end: "15:30", breakMinutes: 30 });
const WAREHOUSE_WEEK = weekdays({ start: "08:00", end: "16:06", breakMinutes: 30 });
const CLEANING_WEEK = weekdays({ start: "06:00", end: "14:30", breakMinutes: 30 }, ["1", "3", "5"]);

type ContractSeed = {
  external: number;
  employee: string;
  position: string;
  /** Days from the seeding day. */
  start: number;
  end: number;
  number: string;
  committee: string;
  averageWeeklyHours: number;
  wageCents: number;
  schedule: Schedule;
  /**
   * The timesheet of the contract's nth week with planned work (0 the first), or of every week that ended
   * before today (with planned work, for final ones): its days as planned, then `edit` changes some of
   * its working days.
   */
  timesheets?: { week: number | "past"; status: SavedTimesheetStatus; edit?: (workdays: TimesheetDayEntry[]) => void }[];
};

/** Two final weeks, then two drafts (one with a shorter day), then empty weeks. */
const EVERY_STATUS: ContractSeed["timesheets"] = [
  { week: 0, status: "final" },
  { week: 1, status: "final", edit: ([first]) => Object.assign(first, { minutes: 0, absent: true, absenceReason: "sickness" }) },
  { week: 2, status: "draft" },
  { week: 3, status: "draft", edit: (workdays) => Object.assign(workdays.at(-1)!, { minutes: 240 }) },
];

const CONTRACTS: ContractSeed[] = [
  {
    external: 4101,
    employee: "Bram Goossens",
    position: "Metselaar",
    start: -30,
    end: 5,
    number: "4101-000231",
    committee: "PC 124 Bouw",
    averageWeeklyHours: 40,
    wageCents: 1894,
    schedule: CONSTRUCT_WEEK,
  },
  {
    external: 4101,
    employee: "Arne Smets",
    position: "Bekister",
    start: -20,
    end: 12,
    number: "4101-000244",
    committee: "PC 124 Bouw",
    averageWeeklyHours: 40,
    wageCents: 1836,
    schedule: CONSTRUCT_WEEK,
    timesheets: [
      { week: 0, status: "final", edit: ([first]) => Object.assign(first, { minutes: 0, absent: true, absenceReason: "sickness" }) },
      { week: 1, status: "draft", edit: (workdays) => Object.assign(workdays.at(-1)!, { minutes: 300, remark: "Vroeger gestopt: betonlevering geannuleerd" }) },
    ],
  },
  {
    external: 4101,
    employee: "Nina Jacobs",
    position: "Dakwerker",
    start: -60,
    end: 40,
    number: "4101-000198",
    committee: "PC 124 Bouw",
    averageWeeklyHours: 40,
    wageCents: 1952,
    schedule: CONSTRUCT_WEEK,
    timesheets: [
      { week: "past", status: "final", edit: ([first]) => Object.assign(first, { minutes: 540, remark: "Overuur: dakwerf afgewerkt voor de regen" }) },
    ],
  },
  {
    external: 4102,
    employee: "Sofie Claes",
    position: "Magazijnier",
    start: -14,
    end: -2,
    number: "4102-001183",
    committee: "PC 322 Uitzendarbeid",
    averageWeeklyHours: 38,
    wageCents: 1475,
    schedule: WAREHOUSE_WEEK,
    timesheets: [{ week: "past", status: "draft" }],
  },
  {
    external: 4102,
    employee: "Ines De Wit",
    position: "Heftruckchauffeur",
    start: -10,
    end: 3,
    number: "4102-001207",
    committee: "PC 322 Uitzendarbeid",
    averageWeeklyHours: 38,
    wageCents: 1562,
    schedule: WAREHOUSE_WEEK,
  },
  {
    external: 4301,
    employee: "Lucie Martin",
    position: "Nettoyeuse",
    start: -7,
    end: 6,
    number: "4301-000057",
    committee: "CP 322 Travail intérimaire",
    averageWeeklyHours: 24,
    wageCents: 1510,
    schedule: CLEANING_WEEK,
  },
  {
    external: 4101,
    employee: "Pieter Wouters",
    position: "Stukadoor",
    start: -35,
    end: 16,
    number: "4101-000252",
    committee: "PC 124 Bouw",
    averageWeeklyHours: 40,
    wageCents: 1868,
    schedule: CONSTRUCT_WEEK,
    timesheets: EVERY_STATUS,
  },
  {
    external: 4102,
    employee: "Lotte Maes",
    position: "Orderpicker",
    start: -35,
    end: 16,
    number: "4102-001215",
    committee: "PC 322 Uitzendarbeid",
    averageWeeklyHours: 38,
    wageCents: 1490,
    schedule: WAREHOUSE_WEEK,
    timesheets: EVERY_STATUS,
  },
  {
    external: 4301,
    employee: "Julie Lambert",
    position: "Nettoyeuse",
    start: -35,
    end: 16,
    number: "4301-000063",
    committee: "CP 322 Travail intérimaire",
    averageWeeklyHours: 24,
    wageCents: 1525,
    schedule: CLEANING_WEEK,
    timesheets: EVERY_STATUS,
  },
];

export async function seedHoursValidation(tx: Queryable): Promise<void> {
  const now = new Date();
  const today = todayInBelgium(now);
  const [employer] = await tx.query<{ id: number }>("select id from users where email = 'employer@example.com'");
  for (const c of CONTRACTS) {
    const [contract] = await tx.query<{ id: number; startDate: string; endDate: string }>(
      `insert into hours_validation_contracts (external_company_id, employee_name, position_name, contract_number, worker_type,
         committee, average_weekly_hours, wage_cents, schedule, start_date, end_date)
       values ($1,$2,$3,$4,'worker',$5,$6,$7,$8, current_date + $9::int, current_date + $10::int)
       returning id, to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"`,
      [c.external, c.employee, c.position, c.number, c.committee, c.averageWeeklyHours, c.wageCents, JSON.stringify(c.schedule), c.start, c.end],
    );
    // A week without planned work (a contract starting on a Sunday) cannot be final: it would be empty.
    const weeks = contractWeeks(contract);
    const workWeeks = weeks.filter((week) => plannedDays(datesOf(week), c.schedule).some((day) => day.minutes > 0));
    for (const sheet of c.timesheets ?? []) {
      const candidates = sheet.status === "final" || sheet.week !== "past" ? workWeeks : weeks;
      const chosen = sheet.week === "past" ? candidates.filter((week) => week.endDate < today) : candidates.slice(sheet.week, sheet.week + 1);
      for (const week of chosen) {
        const days = plannedDays(datesOf(week), c.schedule);
        sheet.edit?.(days.filter((day) => day.minutes > 0));
        // Submitted on the Monday after the week at nine, or now when that is still to come.
        const monday = belgianInstant(addDays(week.weekStart, 7), "09:00");
        const submitted = sheet.status === "final" ? new Date(Math.min(monday.getTime(), now.getTime())).toISOString() : null;
        await tx.query(
          `insert into timesheets (contract_id, week_start, status, days, updated_by, updated_at, submitted_at)
           values ($1, $2, $3, $4, $5, coalesce($6, now()), $6)`,
          [contract.id, week.weekStart, sheet.status, JSON.stringify(days), employer?.id ?? null, submitted],
        );
      }
    }
  }
}

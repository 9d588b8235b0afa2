// A contract's schedule for a calendar (issue 32): an iCalendar file, one event per shift, built by
// ical-generator. Each shift's Belgian start and end are made instants by the contract rules' own
// domain/contract-schedule.ts shiftOf (summer and winter time, a night shift ending the next day) and
// written back as Europe/Brussels wall-clock times with their TZID, the VTIMEZONE block once
// (docs/decisions/0049).
import ical, { ICalEventBusyStatus, ICalEventStatus } from "ical-generator";
import { shiftOf, workedMinutes, type ScheduleDay } from "~domain/contract-schedule";
import { clockHours } from "~domain/timesheet-hours";
import { requireAccountAnd } from "~/platform/user.server";
import type { ContractLine } from "~/platform/operations.generated";
import { translatorFor } from "~/platform/translate.server";
import { BRUSSELS, brusselsTime, vtimezoneOf } from "./brussels-time.server";
import { requireContract } from "./contracts.server";

type CalendarDay = ScheduleDay & { cancellationRequested: boolean };

export type CalendarContract = {
  id: string;
  status: string;
  employeeName: string;
  positionName: string;
  location: string | null;
  days: CalendarDay[];
};

/** Each shift's description: its break and working time, in the user's language. */
type Describe = (day: CalendarDay) => string;

/**
 * The contract's shifts as iCalendar text. A shift that may still not happen (a requested contract, a
 * day whose cancellation is asked for) is tentative; the others are confirmed.
 */
export function calendarOf(contract: CalendarContract, describe: Describe): string {
  const title = `${contract.positionName}: ${contract.employeeName}`;
  const calendar = ical({ prodId: "//employer-portal//contracts//EN", name: title, timezone: { name: null, generator: vtimezoneOf } });
  for (const day of contract.days) {
    const { startsAt, endsAt } = shiftOf(day);
    const tentative = contract.status === "requested" || day.cancellationRequested;
    calendar.createEvent({
      id: `contract-${contract.id}-${day.date}@employer-portal`,
      timezone: BRUSSELS,
      start: brusselsTime(startsAt),
      end: brusselsTime(endsAt),
      summary: title,
      description: describe(day),
      location: contract.location,
      status: tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      busystatus: ICalEventBusyStatus.BUSY,
    });
  }
  return calendar.toString();
}

/** The download of a contract's calendar on the lines its page shows; another company's contract is a 404. */
export async function contractCalendarResponse(request: Request, id: string, lines: readonly ContractLine[]): Promise<Response> {
  const { page: contract } = await requireAccountAnd(request, (credentials) => requireContract(request, credentials, id, lines));
  const t = await translatorFor(request, "contracts");
  const location =
    contract.onTheMove || !contract.location
      ? null
      : `${contract.location.street} ${contract.location.streetNumber}, ${contract.location.zip} ${contract.location.city}`;
  const text = calendarOf(
    {
      id: contract.id,
      status: contract.status,
      employeeName: `${contract.employee.firstName} ${contract.employee.lastName}`,
      positionName: contract.positionName,
      location,
      days: contract.days,
    },
    (day) => t("calendarEvent.description", { breakMinutes: day.breakMinutes, worked: clockHours(workedMinutes(day)) }),
  );
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="contract-${encodeURIComponent(contract.id)}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}

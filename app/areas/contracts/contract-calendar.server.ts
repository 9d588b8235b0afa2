// A contract's schedule for a calendar (issue 32): an iCalendar file, one event per shift, built by the
// ics package. ics writes no TZID or VTIMEZONE, so each shift's Belgian wall-clock start and end are
// made instants by the contract rules' own domain/contract-schedule.ts shiftOf (summer and winter time,
// a night shift ending the next day) and written in UTC, which every calendar shows in its own zone
// (docs/decisions/0049).
import { createEvents, type EventAttributes } from "ics";
import { shiftOf, workedMinutes, type ScheduleDay } from "~domain/contract-schedule";
import { clockHours } from "~domain/timesheet-hours";
import { requireAccountAnd } from "~/platform/user.server";
import type { ContractLine } from "~/platform/operations.generated";
import { translatorFor } from "~/platform/translate.server";
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
  const events: EventAttributes[] = contract.days.map((day) => {
    const { startsAt, endsAt } = shiftOf(day);
    const tentative = contract.status === "requested" || day.cancellationRequested;
    return {
      uid: `contract-${contract.id}-${day.date}@employer-portal`,
      start: startsAt.getTime(),
      startInputType: "utc",
      startOutputType: "utc",
      end: endsAt.getTime(),
      endInputType: "utc",
      endOutputType: "utc",
      title: `${contract.positionName}: ${contract.employeeName}`,
      description: describe(day),
      ...(contract.location ? { location: contract.location } : {}),
      status: tentative ? "TENTATIVE" : "CONFIRMED",
      busyStatus: "BUSY",
    };
  });
  const { error, value } = createEvents(events, { productId: "employer-portal/contracts", calName: `${contract.positionName}: ${contract.employeeName}` });
  if (error || value === null) throw error ?? new Error("The calendar could not be written.");
  return value;
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

import { z } from "zod";
import { isCalendarDate } from "~domain/calendar-date";

/**
 * A list filter's period, as a GET form sends it: optional from and to dates (yyyy-MM-dd, as date
 * fields send them), the end not before the start. The messages are the page's own keys.
 */
export function periodFilter<Extra extends z.ZodRawShape>(messages: { dateInvalid: string; periodReversed: string }, extra: Extra) {
  const date = z.string().trim().refine(isCalendarDate, messages.dateInvalid).optional();
  const reversed = ({ from, to }: { from?: string; to?: string }) => Boolean(from && to && from > to);
  return z
    .object({ from: date, to: date, ...extra })
    .refine((filter) => !reversed(filter as { from?: string; to?: string }), { message: messages.periodReversed, path: ["to"] });
}

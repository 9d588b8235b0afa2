// The selected company's invoices, one page at a time, latest expiration date first: by page number
// (the screen) or by cursor (the export reading them through).
import { requireSelectedCompany } from "../core/context";
import { badInput } from "../core/errors";
import { afterCursor, cursorOf, pageOf, pageWindow, type PageArguments } from "../core/pagination";
import { isCalendarDate } from "../../domain/calendar-date";
import type { InvoiceStatus } from "../core/schema-types.generated";
import type { ApiContext } from "../core/context";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd calendar date that exists; anything else is DATE_INVALID. */
function dateArgument(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const match = typeof value === "string" ? ISO_DATE.exec(value) : null;
  if (!match) throw badInput("DATE_INVALID");
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== value) throw badInput("DATE_INVALID");
  return value;
}

/** Which invoices and which page: expiring from and to calendar days (yyyy-MM-dd), the page-th or the one after a cursor. */
type InvoiceListArguments = PageArguments & { filter?: { from?: string | null; to?: string | null } | null; after?: string | null };

type InvoiceRow = { id: number; name: string; total_cents: number; expires_on_day: string; status: InvoiceStatus };

/** A page of invoices; counted only when `counted` (the screen asks for the count, the export does not). */
export async function invoices(context: ApiContext, { filter, page, pageSize, after }: InvoiceListArguments, counted: boolean) {
  const { companyId } = await requireSelectedCompany(context);
  const window = pageWindow(page, pageSize);
  const afterKey = after == null ? null : afterCursor(after, isCalendarDate);
  const from = dateArgument(filter?.from);
  const to = dateArgument(filter?.to);
  // Both ends included; an open end matches everything on that side.
  const where = `company_id = $1 and ($2::date is null or expires_on >= $2::date) and ($3::date is null or expires_on <= $3::date)`;
  const count = counted
    ? (await context.db.query<{ count: number }>(`select count(*)::int as count from invoices where ${where}`, [companyId, from, to]))[0].count
    : null;
  // With a cursor (the export reading the list through), the page after it on invoices_company_expiry_idx
  // instead of an offset; one row more than the page tells whether another follows.
  const rows = await context.db.query<InvoiceRow>(
    // to_char: the drivers would turn a date into a JavaScript Date at local midnight.
    `select id, name, total_cents, to_char(expires_on, 'YYYY-MM-DD') as expires_on_day, status
       from invoices where ${where} ${afterKey ? "and (expires_on, id) < ($6::date, $7::int)" : ""}
       order by expires_on desc, id desc limit $4 offset $5`,
    [companyId, from, to, window.limit + 1, afterKey ? 0 : window.offset, ...(afterKey ? [afterKey.sortKey, afterKey.id] : [])],
  );
  const invoices = rows.slice(0, window.limit).map((row) => ({
    id: String(row.id),
    name: row.name,
    totalCents: row.total_cents,
    expiresOn: row.expires_on_day,
    status: row.status,
  }));
  const last = rows.length > window.limit ? rows[window.limit - 1] : null;
  return { ...pageOf(invoices, count, window), nextCursor: last ? cursorOf(last.expires_on_day, last.id) : null };
}

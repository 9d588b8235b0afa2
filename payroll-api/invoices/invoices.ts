// The selected company's invoices, one page at a time, latest expiration date first.
import { requireSelectedCompany } from "../core/context";
import { badInput } from "../core/errors";
import { pageOf, pageWindow, type PageArguments } from "../core/pagination";
import type { InvoiceStatus, QueryInvoicesArgs } from "../core/schema-types.generated";
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

type InvoiceRow = { id: number; name: string; total_cents: number; expires_on_day: string; status: InvoiceStatus };

export async function invoices(context: ApiContext, { filter, page, pageSize }: QueryInvoicesArgs & PageArguments) {
  const { companyId } = await requireSelectedCompany(context);
  const window = pageWindow(page, pageSize);
  const from = dateArgument(filter?.from);
  const to = dateArgument(filter?.to);
  // Both ends included; an open end matches everything on that side.
  const where = `company_id = $1 and ($2::date is null or expires_on >= $2::date) and ($3::date is null or expires_on <= $3::date)`;
  const [{ count }] = await context.db.query<{ count: number }>(`select count(*)::int as count from invoices where ${where}`, [companyId, from, to]);
  const rows = await context.db.query<InvoiceRow>(
    // to_char: the drivers would turn a date into a JavaScript Date at local midnight.
    `select id, name, total_cents, to_char(expires_on, 'YYYY-MM-DD') as expires_on_day, status
       from invoices where ${where}
       order by expires_on desc, id desc limit $4 offset $5`,
    [companyId, from, to, window.limit, window.offset],
  );
  const invoices = rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    totalCents: row.total_cents,
    expiresOn: row.expires_on_day,
    status: row.status,
  }));
  return pageOf(invoices, count, window);
}

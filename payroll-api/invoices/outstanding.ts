// What the selected company still has to pay, over all its invoices (not one page of the list): the
// invoices list shows it above its rows (issue 47, docs/decisions/0079).
import { todayInBelgium } from "../../domain/belgian-time";
import { requireSelectedCompany, type ApiContext } from "../core/context";

type OutstandingRow = { total_cents: string; count: number; overdue_count: number };

/**
 * The unpaid invoices' total, count and how many are overdue, in one statement. The rule is
 * domain/invoices.ts's isOutstanding and isOverdue, in SQL: status not_paid, and due before today in
 * Belgium, passed in rather than the database's current_date, whose zone is the server's.
 */
export async function outstandingInvoices(context: ApiContext) {
  const { companyId } = await requireSelectedCompany(context);
  const [row] = await context.db.query<OutstandingRow>(
    // sum() of integers is a bigint, which the driver gives as text: a company's total may pass 2^31.
    `select coalesce(sum(total_cents), 0)::text as total_cents, count(*)::int as count,
            (count(*) filter (where expires_on < $2::date))::int as overdue_count
       from invoices where company_id = $1 and status = 'not_paid'`,
    [companyId, todayInBelgium(new Date())],
  );
  return { totalCents: Number(row.total_cents), count: row.count, overdueCount: row.overdue_count };
}

// Which invoices the invoices list marks as urgent (issue 47, docs/decisions/0079): the ones still to
// pay, and of those the ones past their due date. The API sums them in SQL by the same rule
// (payroll-api/invoices/outstanding.ts); the portal marks each row with it. Not the overdue-invoice
// notice's rule, which waits OVERDUE_INVOICE_DAYS after the due date (domain/account-notices.ts).
import { todayInBelgium } from "./belgian-time";

type InvoiceFacts = { status: "paid" | "processing" | "not_paid"; expiresOn: string };

/**
 * Still to pay: not paid. An invoice whose payment is being processed is on its way and counts as
 * the dashboard's "unpaid invoices" does not count it either.
 */
export function isOutstanding(invoice: Pick<InvoiceFacts, "status">): boolean {
  return invoice.status === "not_paid";
}

/**
 * Outstanding and due before `today` (yyyy-MM-dd, the day in Belgium: todayInBelgium). On its due
 * date an invoice may still be paid on time; from the day after, it is overdue.
 */
export function isOverdue(invoice: InvoiceFacts, today: string): boolean {
  return isOutstanding(invoice) && invoice.expiresOn < today;
}

/** isOverdue at an instant: the day turns at midnight in Brussels, whatever the server's own zone. */
export function isOverdueAt(invoice: InvoiceFacts, now: Date): boolean {
  return isOverdue(invoice, todayInBelgium(now));
}

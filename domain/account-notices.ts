// Account restriction and overdue-invoice notices (part 1 §6, §9): which ones a company shows.
import { daysBetween } from "./belgian-time";

/** An unpaid invoice counts as overdue this many days after its expiration date. */
export const OVERDUE_INVOICE_DAYS = 21;

type CreditLimitStatus = "within" | "nearly_exceeded" | "exceeded";

export type AccountNotice = "contract_creation_blocked" | "credit_limit_nearly_exceeded" | "credit_limit_exceeded" | "overdue_invoices";

export type AccountNoticeFacts = {
  contractCreationBlocked: boolean;
  creditLimitStatus: CreditLimitStatus;
  overdueInvoicesCount: number;
};

/** The notices to show, most severe first. */
export function accountNotices(company: AccountNoticeFacts): AccountNotice[] {
  const notices: AccountNotice[] = [];
  if (company.contractCreationBlocked) notices.push("contract_creation_blocked");
  if (company.creditLimitStatus === "exceeded") notices.push("credit_limit_exceeded");
  if (company.creditLimitStatus === "nearly_exceeded") notices.push("credit_limit_nearly_exceeded");
  if (company.overdueInvoicesCount > 0) notices.push("overdue_invoices");
  return notices;
}

/**
 * Whether an unpaid invoice is overdue on `today`: at least OVERDUE_INVOICE_DAYS days past its
 * expiration date. Both are calendar days, yyyy-MM-dd.
 */
export function isInvoiceOverdue(invoice: { status: string; expiresOn: string }, today: string): boolean {
  if (invoice.status !== "not_paid") return false;
  return daysBetween(invoice.expiresOn, today) >= OVERDUE_INVOICE_DAYS;
}

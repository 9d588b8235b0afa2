import { OVERDUE_INVOICE_DAYS, accountNotices, isInvoiceOverdue } from "./account-notices";

const clear = { contractCreationBlocked: false, creditLimitStatus: "within" as const, overdueInvoicesCount: 0 };

describe("accountNotices", () => {
  it("shows nothing for an unrestricted company without overdue invoices", () => {
    expect(accountNotices(clear)).toEqual([]);
  });

  it("shows each restriction", () => {
    expect(accountNotices({ ...clear, contractCreationBlocked: true })).toEqual(["contract_creation_blocked"]);
    expect(accountNotices({ ...clear, creditLimitStatus: "nearly_exceeded" })).toEqual(["credit_limit_nearly_exceeded"]);
    expect(accountNotices({ ...clear, creditLimitStatus: "exceeded" })).toEqual(["credit_limit_exceeded"]);
    expect(accountNotices({ ...clear, overdueInvoicesCount: 2 })).toEqual(["overdue_invoices"]);
  });

  it("lists several at once, most severe first", () => {
    expect(accountNotices({ contractCreationBlocked: true, creditLimitStatus: "nearly_exceeded", overdueInvoicesCount: 1 })).toEqual([
      "contract_creation_blocked",
      "credit_limit_nearly_exceeded",
      "overdue_invoices",
    ]);
  });
});

describe("isInvoiceOverdue", () => {
  it("uses a threshold of 21 days", () => {
    expect(OVERDUE_INVOICE_DAYS).toBe(21);
  });

  it("is overdue from 21 days past the expiration date on", () => {
    expect(isInvoiceOverdue({ status: "not_paid", expiresOn: "2026-01-01" }, "2026-01-21")).toBe(false);
    expect(isInvoiceOverdue({ status: "not_paid", expiresOn: "2026-01-01" }, "2026-01-22")).toBe(true);
    expect(isInvoiceOverdue({ status: "not_paid", expiresOn: "2026-02-20" }, "2026-03-13")).toBe(true);
  });

  it("counts only unpaid invoices", () => {
    expect(isInvoiceOverdue({ status: "paid", expiresOn: "2025-01-01" }, "2026-01-01")).toBe(false);
    expect(isInvoiceOverdue({ status: "processing", expiresOn: "2025-01-01" }, "2026-01-01")).toBe(false);
  });
});

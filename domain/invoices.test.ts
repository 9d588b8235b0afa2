import { isOutstanding, isOverdue, isOverdueAt } from "./invoices";

describe("isOutstanding", () => {
  it("counts an invoice not paid, and neither a paid one nor one whose payment is being processed", () => {
    expect(isOutstanding({ status: "not_paid" })).toBe(true);
    expect(isOutstanding({ status: "paid" })).toBe(false);
    expect(isOutstanding({ status: "processing" })).toBe(false);
  });
});

describe("isOverdue", () => {
  it("is not overdue on its due date, and is from the day after", () => {
    expect(isOverdue({ status: "not_paid", expiresOn: "2026-11-30" }, "2026-11-30")).toBe(false);
    expect(isOverdue({ status: "not_paid", expiresOn: "2026-11-29" }, "2026-11-30")).toBe(true);
    expect(isOverdue({ status: "not_paid", expiresOn: "2026-12-01" }, "2026-11-30")).toBe(false);
  });

  it("turns across a month's and a year's end", () => {
    expect(isOverdue({ status: "not_paid", expiresOn: "2026-01-31" }, "2026-02-01")).toBe(true);
    expect(isOverdue({ status: "not_paid", expiresOn: "2026-12-31" }, "2027-01-01")).toBe(true);
    expect(isOverdue({ status: "not_paid", expiresOn: "2027-01-01" }, "2027-01-01")).toBe(false);
  });

  it("never marks an invoice paid or being paid, however late", () => {
    expect(isOverdue({ status: "paid", expiresOn: "2025-01-01" }, "2026-11-30")).toBe(false);
    expect(isOverdue({ status: "processing", expiresOn: "2025-01-01" }, "2026-11-30")).toBe(false);
  });
});

describe("isOverdueAt", () => {
  const due = { status: "not_paid", expiresOn: "2026-11-30" } as const;

  it("turns at midnight in Brussels, not in UTC: an hour earlier in winter", () => {
    expect(isOverdueAt(due, new Date("2026-11-30T22:59:59Z"))).toBe(false);
    expect(isOverdueAt(due, new Date("2026-11-30T23:00:00Z"))).toBe(true);
  });

  it("two hours earlier in summer", () => {
    const summer = { status: "not_paid", expiresOn: "2026-07-15" } as const;
    expect(isOverdueAt(summer, new Date("2026-07-15T21:59:59Z"))).toBe(false);
    expect(isOverdueAt(summer, new Date("2026-07-15T22:00:00Z"))).toBe(true);
  });
});

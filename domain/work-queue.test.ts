import { isEndingToExtend, isStartingWithMissingData, orderedWorkItems, workItemPath, type WorkItem } from "./work-queue";

// Monday 30 November 2026.
const TODAY = "2026-11-30";

describe("isStartingWithMissingData (7 days, both ends included)", () => {
  const missing = (startDate: string) => isStartingWithMissingData({ startDate, employeeStatus: "missing_information" }, TODAY);

  it("lists a contract starting today up to 7 days on, and none starting the 8th day or already started", () => {
    expect(missing("2026-11-29")).toBe(false);
    expect(missing("2026-11-30")).toBe(true);
    expect(missing("2026-12-07")).toBe(true);
    expect(missing("2026-12-08")).toBe(false);
  });

  it("lists missing and expired information, and neither a ready employee nor one still to register", () => {
    const startDate = "2026-12-01";
    expect(isStartingWithMissingData({ startDate, employeeStatus: "expired_information" }, TODAY)).toBe(true);
    expect(isStartingWithMissingData({ startDate, employeeStatus: "contract_ready" }, TODAY)).toBe(false);
    expect(isStartingWithMissingData({ startDate, employeeStatus: "awaiting_registration" }, TODAY)).toBe(false);
  });

  it("counts the days across a month's and a year's end", () => {
    expect(isStartingWithMissingData({ startDate: "2027-01-07", employeeStatus: "missing_information" }, "2026-12-31")).toBe(true);
    expect(isStartingWithMissingData({ startDate: "2027-01-08", employeeStatus: "missing_information" }, "2026-12-31")).toBe(false);
  });
});

describe("isEndingToExtend (14 days, both ends included)", () => {
  const contract = { state: "approved", request: null, startDate: "2026-10-01", extensionStopped: false, latestExtension: null, extendable: true } as const;
  const ending = (endDate: string, more: Partial<Parameters<typeof isEndingToExtend>[0]> = {}) => isEndingToExtend({ ...contract, endDate, ...more }, TODAY);

  it("lists a contract ending today up to 14 days on, and none ending the 15th day or already ended", () => {
    expect(ending("2026-11-29")).toBe(false);
    expect(ending("2026-11-30")).toBe(true);
    expect(ending("2026-12-14")).toBe(true);
    expect(ending("2026-12-15")).toBe(false);
  });

  it("lists a requested contract and one whose extension was refused", () => {
    expect(ending("2026-12-05", { state: "requested" })).toBe(true);
    expect(ending("2026-12-05", { latestExtension: "refused" })).toBe(true);
  });

  it("does not list one extended, being extended, stopped, refused or cancelled", () => {
    expect(ending("2026-12-05", { latestExtension: "approved" })).toBe(false);
    expect(ending("2026-12-05", { latestExtension: "waiting" })).toBe(false);
    expect(ending("2026-12-05", { latestExtension: "draft" })).toBe(false);
    expect(ending("2026-12-05", { extensionStopped: true })).toBe(false);
    expect(ending("2026-12-05", { state: "refused" })).toBe(false);
    expect(ending("2026-12-05", { state: "cancelled" })).toBe(false);
  });

  it("does not list one of a line the user may not extend", () => {
    expect(ending("2026-12-05", { extendable: false })).toBe(false);
  });
});

describe("orderedWorkItems", () => {
  const item = (kind: WorkItem["kind"], dueOn: string, subject: string, recordId = "1"): WorkItem => ({ kind, dueOn, subject, recordId, weekStart: null });

  it("puts the soonest due first, then by kind, name and record", () => {
    const items = [
      item("position_waiting", "2026-11-20", "Cook"),
      item("contract_ending", "2026-12-10", "Anna Peeters"),
      item("timesheet_due", "2026-11-29", "Bram Goossens"),
      item("invoice_overdue", "2026-11-29", "INV-2"),
      item("timesheet_due", "2026-11-29", "Anna Peeters", "10"),
      item("timesheet_due", "2026-11-29", "Anna Peeters", "9"),
    ];
    expect(orderedWorkItems(items).map(({ kind, subject, recordId }) => `${kind} ${subject} ${recordId}`)).toEqual([
      "position_waiting Cook 1",
      "invoice_overdue INV-2 1",
      "timesheet_due Anna Peeters 9",
      "timesheet_due Anna Peeters 10",
      "timesheet_due Bram Goossens 1",
      "contract_ending Anna Peeters 1",
    ]);
  });

  it("leaves the list it is given as it was", () => {
    const items = [item("contract_ending", "2026-12-10", "B"), item("invoice_overdue", "2026-11-01", "A")];
    orderedWorkItems(items);
    expect(items.map((each) => each.subject)).toEqual(["B", "A"]);
  });
});

describe("workItemPath", () => {
  it("leads each kind to the page where its work is done", () => {
    expect(workItemPath({ kind: "invoice_overdue", recordId: "7", weekStart: null })).toBe("/invoices");
    expect(workItemPath({ kind: "timesheet_due", recordId: "12", weekStart: "2026-11-23" })).toBe(
      "/hours-validation/contract-and-timesheet-details/12?week=2026-11-23",
    );
    expect(workItemPath({ kind: "contract_starting", recordId: "3", weekStart: null })).toBe("/employee/3/view-employee-profile");
    expect(workItemPath({ kind: "contract_ending", recordId: "44", weekStart: null })).toBe("/contracts/request-contract-extension/44");
    expect(workItemPath({ kind: "position_waiting", recordId: "5", weekStart: null })).toBe("/positions/view-position/5");
  });
});

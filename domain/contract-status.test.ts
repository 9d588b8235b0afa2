import { whyNotEditable, contractActionsOf, contractStatusOf, extensionStatusOf, type ContractFacts } from "./contract-status";

const TODAY = "2026-11-23";
const contract = (more: Partial<ContractFacts> = {}): ContractFacts => ({
  state: "approved",
  request: null,
  startDate: "2026-11-20",
  endDate: "2026-11-27",
  ...more,
});

describe("contract status", () => {
  it("an approved contract is approved before its first day, ongoing from it to its last, past after", () => {
    expect(contractStatusOf(contract({ startDate: "2026-11-24" }), TODAY)).toBe("approved");
    expect(contractStatusOf(contract({ startDate: "2026-11-23" }), TODAY)).toBe("ongoing");
    expect(contractStatusOf(contract({ endDate: "2026-11-23" }), TODAY)).toBe("ongoing");
    expect(contractStatusOf(contract({ endDate: "2026-11-22" }), TODAY)).toBe("past");
  });

  it("requested and refused whatever the dates; a request shows instead of the state", () => {
    expect(contractStatusOf(contract({ state: "requested" }), TODAY)).toBe("requested");
    expect(contractStatusOf(contract({ state: "refused" }), TODAY)).toBe("refused");
    expect(contractStatusOf(contract({ request: "workday_cancellation_pending" }), TODAY)).toBe("workday_cancellation_pending");
  });
});

describe("extension status", () => {
  const facts = (endDate: string, more: object = {}) => ({
    ...contract({ startDate: "2026-10-01", endDate }),
    extensionStopped: false,
    latestExtension: null,
    ...more,
  });

  it("opens 14 days before the last day and closes 7 days after it", () => {
    expect(extensionStatusOf(facts("2026-12-08"), TODAY)).toBeNull();
    expect(extensionStatusOf(facts("2026-12-07"), TODAY)).toBe("to_extend");
    expect(extensionStatusOf(facts("2026-11-16"), TODAY)).toBe("to_extend");
    expect(extensionStatusOf(facts("2026-11-15"), TODAY)).toBe("expired");
  });

  it("follows its latest extension, or the employer's stop", () => {
    expect(extensionStatusOf(facts("2026-11-25", { latestExtension: "approved" }), TODAY)).toBe("extended");
    expect(extensionStatusOf(facts("2026-11-25", { latestExtension: "draft" }), TODAY)).toBe("draft");
    expect(extensionStatusOf(facts("2026-11-25", { latestExtension: "waiting" }), TODAY)).toBe("extend_wait");
    expect(extensionStatusOf(facts("2026-11-25", { latestExtension: "refused" }), TODAY)).toBe("to_extend");
    expect(extensionStatusOf(facts("2026-11-25", { extensionStopped: true }), TODAY)).toBe("stopped");
  });

  it("none for a refused contract", () => {
    expect(extensionStatusOf({ ...facts("2026-11-25"), state: "refused" }, TODAY)).toBeNull();
  });
});

describe("actions", () => {
  const days = ["2026-11-22", "2026-11-23", "2026-11-24"];
  const actions = (status: Parameters<typeof contractActionsOf>[0]["status"], more: object = {}) =>
    contractActionsOf({ status, extensionStatus: null, days, line: "payroll", extendable: true, ...more }, TODAY);

  it("a requested contract can be edited and deleted, not cancelled", () => {
    expect(actions("requested")).toEqual(["edit", "delete"]);
  });

  it("only a requested payroll contract is edited, and not while an extension waits on it", () => {
    expect(actions("refused")).toEqual(["delete"]);
    expect(actions("approved", { days: ["2026-11-30"] })).not.toContain("edit");
    expect(actions("requested", { line: "interim" })).not.toContain("edit");
    expect(actions("requested", { extensionStatus: "extend_wait" })).not.toContain("edit");
    expect(actions("requested", { extensionStatus: "draft" })).not.toContain("edit");
    expect(actions("requested", { extensionStatus: "to_extend" })).toContain("edit");
  });

  it("says why a contract is not edited, the office's line first, then its status, then a waiting extension", () => {
    const why = (status: Parameters<typeof whyNotEditable>[0]["status"], more: object = {}) =>
      whyNotEditable({ status, extensionStatus: null, line: "payroll", ...more });
    expect(why("requested")).toBeNull();
    expect(why("requested", { extensionStatus: "to_extend" })).toBeNull();
    expect(why("requested", { line: "construct" })).toBe("selection_line");
    expect(why("approved", { line: "interim" })).toBe("selection_line");
    for (const status of ["approved", "ongoing", "past", "refused", "contract_cancellation_pending", "workday_cancellation_refused"] as const) {
      expect(why(status)).toBe("processed");
    }
    expect(why("requested", { extensionStatus: "extend_wait" })).toBe("extension_pending");
    expect(why("requested", { extensionStatus: "draft" })).toBe("extension_pending");
  });

  it("an ongoing one: cancellation requests and work obstruction for yesterday or today", () => {
    expect(actions("ongoing")).toEqual(["request_contract_cancellation", "request_workday_cancellation", "report_work_obstruction"]);
  });

  it("no workday cancellation once every day has come; no obstruction without a day yesterday or today", () => {
    expect(actions("ongoing", { days: ["2026-11-20", "2026-11-21"] })).toEqual(["request_contract_cancellation"]);
    expect(actions("past", { days: ["2026-11-20", "2026-11-22"] })).toEqual(["report_work_obstruction"]);
  });

  it("nothing while a cancellation is pending", () => {
    expect(actions("contract_cancellation_pending")).toEqual([]);
  });

  it("extend or stop when to extend, when the user may extend the line's contracts", () => {
    expect(actions("past", { days: ["2026-11-20"], extensionStatus: "to_extend" })).toEqual(["extend", "stop_extension"]);
    expect(actions("past", { days: ["2026-11-20"], extensionStatus: "to_extend", extendable: false })).toEqual([]);
  });

  it("an interim or construct contract is extended with extending_contracts; only the payroll line's extension is stopped here", () => {
    for (const line of ["interim", "construct"]) {
      expect(actions("past", { days: ["2026-11-20"], extensionStatus: "to_extend", line })).toEqual(["extend"]);
      expect(actions("past", { days: ["2026-11-20"], extensionStatus: "to_extend", line, extendable: false })).toEqual([]);
    }
  });
});

import { addDays } from "./belgian-time";
import { attemptsOf, inflowProblem, isWeekly, type Period } from "./inflow";

/** The working week (Monday to Friday) starting on a Monday. */
const week = (monday: string): Period => ({ startDate: monday, endDate: addDays(monday, 4) });
/** `count` consecutive weeks from a Monday. */
const weeks = (monday: string, count: number) => Array.from({ length: count }, (_, index) => week(addDays(monday, 7 * index)));
const problem = (contract: Period, earlier: Period[] = [], otherCandidates = 0, declared: "first" | "second" | "third" | "more_than_three" = "first") =>
  inflowProblem({ declared, contract, earlier, otherCandidates });

describe("weekly contracts", () => {
  it("lie within one week, Monday to Sunday", () => {
    expect(isWeekly({ startDate: "2026-11-30", endDate: "2026-12-06" })).toBe(true);
    expect(isWeekly({ startDate: "2026-11-30", endDate: "2026-12-07" })).toBe(false);
    expect(problem({ startDate: "2026-12-03", endDate: "2026-12-08" })).toBe("INFLOW_NOT_WEEKLY");
  });

  it("group into attempts of consecutive weeks", () => {
    const attempts = attemptsOf([...weeks("2026-11-30", 2), week("2026-12-21")]);
    expect(attempts).toEqual([
      { startDate: "2026-11-30", endDate: "2026-12-11" },
      { startDate: "2026-12-21", endDate: "2026-12-25" },
    ]);
  });
});

describe("attempts", () => {
  it("at most three: a third accepted, a fourth refused", () => {
    const earlier = [week("2026-01-05"), week("2026-02-02")];
    expect(problem(week("2026-03-02"), earlier)).toBeNull();
    expect(problem(week("2026-04-06"), [...earlier, week("2026-03-02")])).toBe("INFLOW_TOO_MANY_ATTEMPTS");
  });

  it("declared as more than three is refused", () => {
    expect(problem(week("2026-03-02"), [], 0, "more_than_three")).toBe("INFLOW_TOO_MANY_ATTEMPTS");
    expect(problem(week("2026-03-02"), [], 0, "third")).toBeNull();
  });

  it("each at most 6 months: a run ending the day before six months later is accepted, one day more is not", () => {
    // 26 weeks from Monday 5 January 2026 end on Sunday 5 July; 6 months later is 5 July.
    const earlier = weeks("2026-01-05", 25);
    expect(problem({ startDate: "2026-06-29", endDate: "2026-07-04" }, earlier)).toBeNull();
    expect(problem({ startDate: "2026-06-29", endDate: "2026-07-05" }, earlier)).toBe("INFLOW_ATTEMPT_TOO_LONG");
  });

  it("9 months in all across attempts: 273 days from 5 January 2026 accepted, 274 refused", () => {
    // 21 weeks from 5 January (145 days to Friday 29 May), then 18 weeks from 8 June (126 days to
    // Sunday 11 October): the next week's contract may last 2 days, not 3.
    const earlier = [...weeks("2026-01-05", 21), ...weeks("2026-06-08", 18)];
    expect(problem({ startDate: "2026-10-12", endDate: "2026-10-13" }, earlier, 0, "second")).toBeNull();
    expect(problem({ startDate: "2026-10-12", endDate: "2026-10-14" }, earlier, 0, "second")).toBe("INFLOW_TOTAL_TOO_LONG");
  });
});

describe("candidates", () => {
  it("at most three per position: a third accepted, a fourth refused", () => {
    expect(problem(week("2026-11-30"), [], 2)).toBeNull();
    expect(problem(week("2026-11-30"), [], 3)).toBe("INFLOW_TOO_MANY_CANDIDATES");
  });
});

// An extension is checked with its contract among the earlier contracts (payroll-api/contracts/contract-rules.ts):
// the week after the contract carries on the contract's attempt, and its limits are the attempt's.
describe("an extension, the week after its contract", () => {
  it("carries on the contract's attempt: a third attempt's extension is accepted, a week after a gap is a fourth", () => {
    const earlier = [week("2026-01-05"), week("2026-02-02"), week("2026-03-02")];
    expect(problem(week("2026-03-09"), earlier, 0, "third")).toBeNull();
    expect(problem(week("2026-03-16"), earlier, 0, "third")).toBe("INFLOW_TOO_MANY_ATTEMPTS");
  });

  it("stays within 6 months of the attempt's first day: to the day before accepted, that day refused", () => {
    // A contract of 25 weeks from Monday 5 January 2026 (one row), extended by the week of 29 June.
    const contract = { startDate: "2026-01-05", endDate: "2026-06-28" };
    expect(problem({ startDate: "2026-06-29", endDate: "2026-07-04" }, [contract])).toBeNull();
    expect(problem({ startDate: "2026-06-29", endDate: "2026-07-05" }, [contract])).toBe("INFLOW_ATTEMPT_TOO_LONG");
  });

  it("stays within 9 months over the attempts: 273 days accepted, 274 refused", () => {
    // A first attempt of 145 days, then a second contract of 18 weeks to Sunday 11 October, extended the week after.
    const earlier = [
      { startDate: "2026-01-05", endDate: "2026-05-29" },
      { startDate: "2026-06-08", endDate: "2026-10-11" },
    ];
    expect(problem({ startDate: "2026-10-12", endDate: "2026-10-13" }, earlier, 0, "second")).toBeNull();
    expect(problem({ startDate: "2026-10-12", endDate: "2026-10-14" }, earlier, 0, "second")).toBe("INFLOW_TOTAL_TOO_LONG");
  });
});

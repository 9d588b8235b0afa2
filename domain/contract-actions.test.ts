import { commuteKm, straightLineKm } from "./commute-distance";
import { obstructionProblem, reportableDays } from "./work-obstruction";
import { workdayCancellationProblem } from "./workday-cancellation";

describe("workday cancellation", () => {
  const days = ["2026-12-01", "2026-12-02", "2026-12-03"];
  const problem = (kept: string[], dayContractsAllowed = false) => workdayCancellationProblem({ days, kept, dayContractsAllowed });

  it("needs at least one day unticked", () => {
    expect(problem(days)).toBe("NO_DAY_UNTICKED");
    expect(problem(days.slice(0, 2))).toBeNull();
  });

  it("leaving a single day is refused unless the rate agreement allows day contracts", () => {
    expect(problem(days.slice(0, 1))).toBe("SINGLE_DAY_LEFT");
    expect(problem(days.slice(0, 1), true)).toBeNull();
  });

  it("unticking every day asks for a full cancellation instead", () => {
    expect(problem([])).toBe("EVERY_DAY_UNTICKED");
    expect(problem(["2026-12-09"])).toBe("EVERY_DAY_UNTICKED");
  });
});

describe("work obstruction", () => {
  const today = "2026-11-23";
  const contractDays = ["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"];
  const problem = (date: string, more: Partial<{ obstructedDays: string[]; streetNumber: string; locationComment: string }> = {}) =>
    obstructionProblem({ date, today, contractDays, obstructedDays: [], streetNumber: "12", locationComment: "", ...more });

  it("only for yesterday and today: the day before yesterday and tomorrow are refused", () => {
    expect(reportableDays(today)).toEqual(["2026-11-22", "2026-11-23"]);
    expect(problem("2026-11-21")).toBe("NOT_YESTERDAY_OR_TODAY");
    expect(problem("2026-11-22")).toBeNull();
    expect(problem("2026-11-23")).toBeNull();
    expect(problem("2026-11-24")).toBe("NOT_YESTERDAY_OR_TODAY");
  });

  it("across a month's end", () => {
    expect(reportableDays("2026-12-01")).toEqual(["2026-11-30", "2026-12-01"]);
  });

  it("only on a day of the contract", () => {
    expect(obstructionProblem({ date: today, today, contractDays: ["2026-11-24"], obstructedDays: [], streetNumber: "1", locationComment: "" })).toBe(
      "NOT_A_CONTRACT_DAY",
    );
  });

  it("once per day", () => {
    expect(problem(today, { obstructedDays: [today] })).toBe("OBSTRUCTION_EXISTS");
    expect(problem(today, { obstructedDays: ["2026-11-22"] })).toBeNull();
  });

  it("needs a street number or a comment on the location", () => {
    expect(problem(today, { streetNumber: " ", locationComment: "" })).toBe("LOCATION_REQUIRED");
    expect(problem(today, { streetNumber: "", locationComment: "Site behind the station" })).toBeNull();
    expect(problem(today, { streetNumber: "4A", locationComment: "" })).toBeNull();
  });
});

describe("commute distance", () => {
  const brussels = { latitude: 50.8465573, longitude: 4.351697 };
  const antwerp = { latitude: 51.2211097, longitude: 4.3997081 };

  it("Brussels to Antwerp is about 42 km in a straight line, 55 km by the road factor", () => {
    expect(straightLineKm(brussels, antwerp)).toBeCloseTo(41.8, 0);
    expect(commuteKm(brussels, antwerp)).toBe(55);
  });

  it("is 0 within one place and unknown without coordinates", () => {
    expect(commuteKm(brussels, brussels)).toBe(0);
    expect(commuteKm(null, brussels)).toBeNull();
    expect(commuteKm(brussels, null)).toBeNull();
  });
});

import { CONTRACT_DURATION_MONTHS, CONTRACT_DURATIONS, contractDurationOf } from "./contract-duration";

describe("contractDurationOf", () => {
  it("puts a one-day contract in the first option", () => {
    expect(contractDurationOf("2026-03-10", "2026-03-10")).toBe("up_to_one_month");
  });

  it.each([
    // [start, last day within the option, first day of the next option, option, next option]
    ["2026-01-01", "2026-01-31", "2026-02-01", "up_to_one_month", "one_to_three_months"],
    ["2026-01-15", "2026-04-14", "2026-04-15", "one_to_three_months", "three_to_six_months"],
    ["2026-03-01", "2026-08-31", "2026-09-01", "three_to_six_months", "six_to_twelve_months"],
    ["2026-01-01", "2026-12-31", "2027-01-01", "six_to_twelve_months", "one_to_three_years"],
    ["2026-06-01", "2029-05-31", "2029-06-01", "one_to_three_years", "over_three_years"],
  ] as const)("from %s: ending %s is one side of the limit, ending %s the other", (start, lastWithin, firstBeyond, within, beyond) => {
    expect(contractDurationOf(start, lastWithin)).toBe(within);
    expect(contractDurationOf(start, firstBeyond)).toBe(beyond);
  });

  it("counts a month from the 31st to the last day of a shorter month, as the API's SQL does", () => {
    // 31 January plus one month is 28 February: a contract up to and including 27 February fits one month.
    expect(contractDurationOf("2026-01-31", "2026-02-27")).toBe("up_to_one_month");
    expect(contractDurationOf("2026-01-31", "2026-02-28")).toBe("one_to_three_months");
  });

  it("has six options whose limits follow each other", () => {
    expect(CONTRACT_DURATIONS).toHaveLength(6);
    CONTRACT_DURATIONS.slice(1).forEach((duration, index) => {
      expect(CONTRACT_DURATION_MONTHS[duration].over).toBe(CONTRACT_DURATION_MONTHS[CONTRACT_DURATIONS[index]].upTo);
    });
  });
});

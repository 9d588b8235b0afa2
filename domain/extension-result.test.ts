import { busiestWeekMinutes, extensionResultOf } from "./extension-result";

// Monday 30 November 2026 and the days after it; 8 hours of work a day (08:00–16:30, 30 minutes' break).
const day = (date: string, end = "16:30") => ({ date, start: "08:00", end, breakMinutes: 30 });
const contract = [day("2026-11-30"), day("2026-12-01"), day("2026-12-02")];
const approved = { contractRequested: false };

describe("busiestWeekMinutes", () => {
  it("is the week with the most work, a week counted from its Monday; 0 without days", () => {
    expect(busiestWeekMinutes(contract)).toBe(3 * 8 * 60);
    // Sunday 6 December is the first week's; Monday 7 December starts the next.
    expect(busiestWeekMinutes([...contract, day("2026-12-06")])).toBe(4 * 8 * 60);
    expect(busiestWeekMinutes([...contract, day("2026-12-07")])).toBe(3 * 8 * 60);
    expect(busiestWeekMinutes([])).toBe(0);
  });
});

describe("extensionResultOf", () => {
  it("is made at once up to as many hours a week as the contract's busiest week", () => {
    expect(extensionResultOf(approved, contract, [day("2026-12-07"), day("2026-12-08"), day("2026-12-09")])).toBe("approved");
    expect(extensionResultOf(approved, contract, [day("2026-12-07"), day("2026-12-08"), day("2026-12-09", "16:29")])).toBe("approved");
  });

  it("goes to the office from a minute more in a week", () => {
    expect(extensionResultOf(approved, contract, [day("2026-12-07"), day("2026-12-08"), day("2026-12-09", "16:31")])).toBe("draft");
    expect(extensionResultOf(approved, contract, [day("2026-12-07"), day("2026-12-08"), day("2026-12-09"), day("2026-12-13")])).toBe("draft");
  });

  it("waits while the contract itself waits for the office, whatever its hours", () => {
    expect(extensionResultOf({ contractRequested: true }, contract, [day("2026-12-07")])).toBe("waiting");
  });
});

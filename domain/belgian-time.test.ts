import { addDays, addMonths, belgianDateAndTime, belgianInstant, daysBetween, isoWeekday, mondayOf, todayInBelgium } from "./belgian-time";

describe("todayInBelgium", () => {
  it("in winter (UTC+1), 31 December lasts until 23:00 UTC", () => {
    expect(todayInBelgium(new Date("2025-12-31T22:30:00Z"))).toBe("2025-12-31");
    expect(todayInBelgium(new Date("2025-12-31T22:59:59Z"))).toBe("2025-12-31");
    expect(todayInBelgium(new Date("2025-12-31T23:00:00Z"))).toBe("2026-01-01");
  });

  it("in summer (UTC+2), a day starts at 22:00 UTC the day before", () => {
    expect(todayInBelgium(new Date("2025-07-14T21:59:59Z"))).toBe("2025-07-14");
    expect(todayInBelgium(new Date("2025-07-14T22:00:00Z"))).toBe("2025-07-15");
    expect(todayInBelgium(new Date("2025-07-15T00:30:00Z"))).toBe("2025-07-15");
  });

  it("turns at Brussels midnight on the days the clocks change", () => {
    expect(todayInBelgium(new Date("2026-03-28T22:59:59Z"))).toBe("2026-03-28");
    expect(todayInBelgium(new Date("2026-03-28T23:00:00Z"))).toBe("2026-03-29");
    expect(todayInBelgium(new Date("2026-03-29T21:59:59Z"))).toBe("2026-03-29");
    expect(todayInBelgium(new Date("2026-03-29T22:00:00Z"))).toBe("2026-03-30");
    expect(todayInBelgium(new Date("2026-10-24T21:59:59Z"))).toBe("2026-10-24");
    expect(todayInBelgium(new Date("2026-10-24T22:00:00Z"))).toBe("2026-10-25");
    expect(todayInBelgium(new Date("2026-10-25T22:59:59Z"))).toBe("2026-10-25");
    expect(todayInBelgium(new Date("2026-10-25T23:00:00Z"))).toBe("2026-10-26");
  });

  it("does not depend on the server's time zone", () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"]) {
        process.env.TZ = zone;
        expect(todayInBelgium(new Date("2025-12-31T22:30:00Z"))).toBe("2025-12-31");
        expect(todayInBelgium(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe("belgianInstant", () => {
  it("reads winter times as UTC+1 and summer times as UTC+2", () => {
    expect(belgianInstant("2026-01-15", "08:00").toISOString()).toBe("2026-01-15T07:00:00.000Z");
    expect(belgianInstant("2026-07-15", "08:00").toISOString()).toBe("2026-07-15T06:00:00.000Z");
  });

  it("on the last Sunday of March, 01:59 is winter time and 03:00 summer time; the skipped 02:30 is 03:30 summer time", () => {
    expect(belgianInstant("2026-03-29", "01:59").toISOString()).toBe("2026-03-29T00:59:00.000Z");
    expect(belgianInstant("2026-03-29", "03:00").toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(belgianInstant("2026-03-29", "02:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("on the last Sunday of October, 02:30 happens twice and is the first (summer time); 03:00 is winter time", () => {
    expect(belgianInstant("2026-10-25", "01:59").toISOString()).toBe("2026-10-24T23:59:00.000Z");
    expect(belgianInstant("2026-10-25", "02:30").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(belgianInstant("2026-10-25", "03:00").toISOString()).toBe("2026-10-25T02:00:00.000Z");
  });

  it("does not depend on the server's time zone", () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ["UTC", "America/Los_Angeles", "Asia/Tokyo"]) {
        process.env.TZ = zone;
        expect(belgianInstant("2026-03-29", "03:00").toISOString()).toBe("2026-03-29T01:00:00.000Z");
        // The first of October's two 02:30s, wherever the server is (a TZDate built from the wall clock gave the second in UTC).
        expect(belgianInstant("2026-10-25", "02:30").toISOString()).toBe("2026-10-25T00:30:00.000Z");
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe("belgianDateAndTime", () => {
  it("is the Belgian date and time of an instant, in winter (UTC+1) and in summer (UTC+2)", () => {
    expect(belgianDateAndTime(new Date("2026-01-15T07:00:00Z"))).toEqual({ date: "2026-01-15", time: "08:00" });
    expect(belgianDateAndTime(new Date("2026-07-15T06:00:00Z"))).toEqual({ date: "2026-07-15", time: "08:00" });
  });

  it("turns with the clocks on both sides of each change, and the day at Belgian midnight", () => {
    expect(belgianDateAndTime(new Date("2026-03-29T00:59:00Z"))).toEqual({ date: "2026-03-29", time: "01:59" });
    expect(belgianDateAndTime(new Date("2026-03-29T01:00:00Z"))).toEqual({ date: "2026-03-29", time: "03:00" });
    expect(belgianDateAndTime(new Date("2026-10-25T00:59:00Z"))).toEqual({ date: "2026-10-25", time: "02:59" });
    expect(belgianDateAndTime(new Date("2026-10-25T01:00:00Z"))).toEqual({ date: "2026-10-25", time: "02:00" });
    expect(belgianDateAndTime(new Date("2026-12-31T22:59:00Z"))).toEqual({ date: "2026-12-31", time: "23:59" });
    expect(belgianDateAndTime(new Date("2026-12-31T23:00:00Z"))).toEqual({ date: "2027-01-01", time: "00:00" });
  });

  it("is belgianInstant's inverse", () => {
    for (const [date, time] of [
      ["2026-03-29", "03:30"],
      ["2026-10-25", "02:30"],
      ["2026-06-01", "00:00"],
    ]) {
      expect(belgianDateAndTime(belgianInstant(date, time))).toEqual({ date, time });
    }
  });
});

describe("calendar arithmetic", () => {
  it("adds days across a month, a year and a leap day", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("counts the days between two dates, across the change to summer time too", () => {
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-03-30", "2026-03-28")).toBe(-2);
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
  });

  it("numbers the days of the week from Monday (1) to Sunday (7)", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-28")).toBe(6);
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(isoWeekday("2026-03-29")).toBe(7);
  });

  it("does its arithmetic in calendar days, whatever the server's time zone", () => {
    const saved = process.env.TZ;
    try {
      // Kiritimati skipped 31 December 1994; Santiago's clocks change at midnight.
      for (const zone of ["America/Los_Angeles", "Pacific/Kiritimati", "America/Santiago"]) {
        process.env.TZ = zone;
        expect(addDays("1994-12-30", 1)).toBe("1994-12-31");
        expect(addMonths("1994-11-30", 1)).toBe("1994-12-30");
        expect(mondayOf("2026-09-06")).toBe("2026-08-31");
        expect(isoWeekday("2026-09-06")).toBe(7);
        expect(daysBetween("2026-09-05", "2026-09-07")).toBe(2);
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it("finds the Monday of a week that runs Monday to Sunday", () => {
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
  });

  it("adds months, the 31st becoming the last day of a shorter month", () => {
    expect(addMonths("2026-01-15", 6)).toBe("2026-07-15");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
  });
});

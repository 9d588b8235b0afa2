import { messageWithValues, translateData } from "./keys";

// A t() that shows what it was given, as i18next would fill the message in.
const i18n = { t: (key: string, values?: Record<string, number | string>) => (values ? `${key} ${JSON.stringify(values)}` : key) };

describe("a message as data with the values it says", () => {
  it("is its key alone when it says none, and reads back as the key", () => {
    expect(messageWithValues("contracts:wizard.schedule.errors.empty", {})).toBe("contracts:wizard.schedule.errors.empty");
    expect(translateData(i18n, "contracts:wizard.schedule.errors.empty")).toBe("contracts:wizard.schedule.errors.empty");
  });

  it("carries numbers, decimals included, back to t() as numbers", () => {
    const message = messageWithValues("contracts:wizard.schedule.errors.studentHoursRunOut", { hoursLeft: 4.5, year: 2026 });
    expect(message).toBe("contracts:wizard.schedule.errors.studentHoursRunOut?hoursLeft=4.5&year=2026");
    expect(translateData(i18n, message)).toBe('contracts:wizard.schedule.errors.studentHoursRunOut {"hoursLeft":4.5,"year":2026}');
  });

  it("carries dates and clock times back as text", () => {
    const message = messageWithValues("contracts:wizard.schedule.errors.calendarOverlap", { start: "08:00", end: "16:30", date: "2026-12-07" });
    expect(translateData(i18n, message)).toBe('contracts:wizard.schedule.errors.calendarOverlap {"start":"08:00","end":"16:30","date":"2026-12-07"}');
  });
});

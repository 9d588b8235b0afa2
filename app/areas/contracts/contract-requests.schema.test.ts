import { workObstructionSchema } from "./contract-requests.schema";

// Issue 28: a start like "8" or a date like "abc" made the hours' check read an invalid Date, and the
// form answered 500 (RangeError: Invalid time value) instead of saying what to correct.
const REPORTABLE = ["2026-11-25", "2026-11-26"];
const FILLED = {
  date: "2026-11-26",
  weather: "regen",
  risk: "gladheid",
  workType: "buitenwerk",
  reason: "onveilige_werkomstandigheden",
  start: "08:00",
  end: "16:00",
  breakMinutes: "30",
  street: "Veldstraat",
  streetNumber: "1",
  zip: "9000",
  city: "Gent",
};

const messagesOf = (form: Record<string, string>) => {
  const result = workObstructionSchema(REPORTABLE).safeParse(form);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe("the work obstruction form", () => {
  it("takes a day that can be read", () => expect(messagesOf(FILLED)).toEqual({}));

  it.each([
    ["a start without minutes", { start: "8" }, "start", "contracts:obstruction.errors.timeInvalid"],
    ["an end that is no time", { end: "25:99" }, "end", "contracts:obstruction.errors.timeInvalid"],
    ["a date that is no date", { date: "abc" }, "date", "contracts:obstruction.errors.dateRequired"],
    ["a date past any calendar", { date: "99999-13-45" }, "date", "contracts:obstruction.errors.dateRequired"],
    ["a break that is no number", { breakMinutes: "NaN" }, "breakMinutes", "contracts:obstruction.errors.breakInvalid"],
  ])("refuses %s with the field's own message, not an error", (_case, typed, field, message) => {
    expect(messagesOf({ ...FILLED, ...typed })).toEqual({ [field]: [message] });
  });

  it("still weighs the hours once every part can be read", () => {
    expect(messagesOf({ ...FILLED, start: "08:00", end: "08:00", breakMinutes: "0" })).toEqual({});
    expect(messagesOf({ ...FILLED, start: "08:00", end: "09:00", breakMinutes: "60" })).toEqual({ start: ["contracts:obstruction.errors.hoursInvalid"] });
  });
});

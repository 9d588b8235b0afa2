import { parseWithZod } from "@conform-to/zod/v4";
import { TIMESHEET_MESSAGES, timesheetFieldOf, timesheetFormValues, timesheetSchema } from "./timesheet.schema";

const DATES = ["2026-11-16", "2026-11-17"];

function submit(fields: Record<string, string>, final = false) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: timesheetSchema(DATES, { final }) });
}

describe("timesheetSchema", () => {
  it("reads decimal and hours-and-minutes hours, an absence and remarks, on the week's dates", () => {
    const submission = submit({
      "days[0].hours": "7,5",
      "days[1].hours": "4:30",
      "days[1].absent": "on",
      "days[1].absenceReason": "sickness",
      "days[1].remark": " Home at noon ",
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual([
      { date: "2026-11-16", minutes: 450, absent: false, absenceReason: null, remark: null },
      { date: "2026-11-17", minutes: 270, absent: true, absenceReason: "sickness", remark: "Home at noon" },
    ]);
  });

  it("says each refusal at its day's field, so that the form shows it there", () => {
    const submission = submit({ "days[0].hours": "12", "days[1].hours": "abc", "days[1].absent": "on" });
    expect(submission.reply().error).toEqual({
      "days[0].hours": [`${TIMESHEET_MESSAGES.DAY_OVER_LIMIT}?hours=12&limitHours=11`],
      "days[1].hours": [TIMESHEET_MESSAGES.HOURS_INVALID],
      "days[1].absenceReason": [TIMESHEET_MESSAGES.ABSENCE_REASON_REQUIRED],
    });
  });

  it("takes 11 hours and refuses an empty week only as final", () => {
    expect(submit({ "days[0].hours": "11" }, true).status).toBe("success");
    expect(submit({}, false).status).toBe("success");
    expect(submit({}, true).reply().error).toEqual({ days: [TIMESHEET_MESSAGES.WEEK_EMPTY] });
  });
});

describe("timesheetFormValues and timesheetFieldOf", () => {
  it("shows saved hours in the chosen unit, and an empty day empty", () => {
    const days = [
      { date: "2026-11-16", minutes: 450, absent: false, absenceReason: null, remark: null },
      { date: "2026-11-17", minutes: 0, absent: true, absenceReason: "sickness", remark: "Flu" },
    ];
    expect(timesheetFormValues(days, "hours", "nl").days).toEqual([
      { hours: "7:30", absent: undefined, absenceReason: undefined, remark: undefined },
      { hours: undefined, absent: "on", absenceReason: "sickness", remark: "Flu" },
    ]);
    expect(timesheetFormValues(days, "decimal", "nl").days[0].hours).toBe("7,5");
  });

  it("names the API's problem fields as the form does", () => {
    expect(timesheetFieldOf("days.3.absenceReason")).toBe("days[3].absenceReason");
    expect(timesheetFieldOf("days")).toBe("days");
  });
});

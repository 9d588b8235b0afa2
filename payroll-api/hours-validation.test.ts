// Hours validation (docs/decisions/0026): the contracts list with its weeks, a contract's detail, saving a
// week's timesheet and the week's PDF, over HTTP on a fresh migrated and seeded database for this file.
// The seed: De Klok's construct line 4101 (Bram Goossens empty, Arne Smets's first work week final and
// his second a draft, Nina Jacobs's past weeks final), its interim line 4102 (Sofie Claes's weeks drafts,
// Ines De Wit empty) and Nettoyage Dubois's interim line 4301 (Lucie Martin); on each line besides, a
// contract with two final weeks, two drafts and empty weeks (Pieter Wouters, Lotte Maes, Julie Lambert).
import { addDays, mondayOf, todayInBelgium } from "../domain/belgian-time";
import { contractWeeks, datesOf } from "../domain/timesheet-weeks";
import type { TimesheetDayEntry } from "../domain/timesheet-rules";
import type {
  ApprovePlannedWeeksAnswer,
  PlannedWeeksAnswer,
  TimesheetAnswer,
  TimesheetContractAnswer,
  TimesheetContractsAnswer,
  TimesheetSaveAnswer,
  TimesheetSummary,
} from "../domain/hours-validation-calls";
import { useTestApi } from "./test-support";

const t = useTestApi();

const { as } = t;

type Refusal = { error: string; data?: { problems?: { field: string; code: string }[]; timesheet?: TimesheetAnswer } };

/** A date relative to the database's today, as the seed dates its contracts. */
const dayFromToday = async (days: number) => {
  const [row] = await t.api.db.query<{ day: string }>("select to_char(current_date + $1::int, 'YYYY-MM-DD') as day", [days]);
  return row.day;
};

const contractIdOf = async (employeeName: string) => {
  const [row] = await t.api.db.query<{ id: number }>("select id from hours_validation_contracts where employee_name = $1", [employeeName]);
  return row.id;
};

async function list(email: string, externalId: number, startDate: string, endDate: string) {
  return t.rest<TimesheetContractsAnswer>(
    "GET",
    `/api/hours_validation/companies/${externalId}/contracts?${new URLSearchParams({ startDate, endDate })}`,
    undefined,
    await as(email),
  );
}

async function detail(email: string, id: number) {
  return t.rest<TimesheetContractAnswer>("GET", `/api/hours_validation/contracts/${id}`, undefined, await as(email));
}

async function save(email: string, method: "POST" | "PUT", body: unknown) {
  return t.rest<TimesheetSaveAnswer & Refusal>(method, "/api/hours_validation/contracts/", body, await as(email));
}

/** A week's days as worked: 8 hours Monday to Friday, nothing in the weekend. */
const worked = (week: Pick<TimesheetSummary, "startDate" | "endDate">): TimesheetDayEntry[] =>
  datesOf(week).map((date) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return { date, minutes: weekday === 0 || weekday === 6 ? 0 : 480, absent: false, absenceReason: null, remark: null };
  });

/** The first week of a contract that has a weekday in it. */
const firstWorkWeek = (timesheets: TimesheetAnswer[], after = 0) => timesheets.filter((week) => worked(week).some((day) => day.minutes > 0))[after];

describe("GET /api/hours_validation/companies/:id/contracts", () => {
  it("lists each contract's weeks in the period with their timesheets' ids and statuses", async () => {
    const [from, to] = [await dayFromToday(-365), await dayFromToday(365)];
    const answer = await list("employer@example.com", 4101, from, to);
    expect(answer.status).toBe(200);
    const contracts = answer.body.data.data;
    expect(contracts.map((c) => c.employeeName)).toEqual(["Bram Goossens", "Arne Smets", "Pieter Wouters", "Nina Jacobs"]);
    const saved = await t.api.db.query<{ id: number; contractId: number; weekStart: string; status: string }>(
      `select id, contract_id as "contractId", to_char(week_start, 'YYYY-MM-DD') as "weekStart", status from timesheets`,
    );
    for (const contract of contracts) {
      expect(Object.keys(contract)).toEqual([
        "id",
        "line",
        "employeeName",
        "positionName",
        "contractNumber",
        "workerType",
        "status",
        "startDate",
        "endDate",
        "timesheets",
      ]);
      expect(contract).toMatchObject({ line: "construct", workerType: "worker", contractNumber: expect.stringMatching(/^4101-\d{6}$/) });
      // The whole contract is in the period: every week of it, clipped to it.
      expect(contract.timesheets.map(({ weekStart, startDate, endDate }) => ({ weekStart, startDate, endDate }))).toEqual(contractWeeks(contract));
      for (const week of contract.timesheets) {
        const row = saved.find((s) => s.contractId === contract.id && s.weekStart === week.weekStart);
        expect(week).toEqual({ ...week, id: row?.id ?? null, status: row?.status ?? null });
      }
    }
    const [bram, arne, pieter, nina] = contracts;
    expect(bram.timesheets.every((week) => week.id === null && week.status === null)).toBe(true);
    expect(bram.status).toBeNull();
    expect(arne.timesheets.map((week) => week.status).filter(Boolean)).toEqual(["final", "draft"]);
    expect(arne.status).toBeNull();
    const today = todayInBelgium(new Date());
    const ninaPast = nina.timesheets.filter((week) => week.endDate < today && week.status !== null);
    expect(ninaPast.length).toBeGreaterThanOrEqual(7);
    expect(nina.timesheets.filter((week) => week.endDate >= today).every((week) => week.status === null)).toBe(true);
    expect(new Set(nina.timesheets.map((week) => week.status))).toEqual(new Set(["final", null]));
    // Every status, several weeks of each (issue 29): two final weeks, two drafts, then empty weeks.
    expect(pieter.timesheets.map((week) => week.status).filter(Boolean)).toEqual(["final", "final", "draft", "draft"]);
    expect(pieter.timesheets.filter((week) => week.status === null).length).toBeGreaterThanOrEqual(2);

    const interim = (await list("employer@example.com", 4102, from, to)).body.data.data;
    const sofie = interim.find((c) => c.employeeName === "Sofie Claes")!;
    expect(sofie).toMatchObject({ line: "interim", status: "draft" });
    expect(sofie.timesheets.every((week) => week.status === "draft")).toBe(true);
  });

  it("keeps the weeks that overlap the period, and the contract's status over those", async () => {
    const today = await dayFromToday(0);
    const contracts = (await list("employer@example.com", 4101, today, today)).body.data.data;
    expect(contracts.map((c) => c.employeeName)).toEqual(["Bram Goossens", "Arne Smets", "Pieter Wouters", "Nina Jacobs"]);
    for (const contract of contracts) {
      expect(contract.timesheets).toHaveLength(1);
      expect(contract.timesheets[0].weekStart).toBe(mondayOf(today));
      expect(contract.timesheets[0].startDate >= contract.startDate).toBe(true);
      expect(contract.timesheets[0].endDate <= contract.endDate).toBe(true);
    }
    // Arne's first work week alone is final.
    const arne = (await list("employer@example.com", 4101, await dayFromToday(-365), await dayFromToday(365))).body.data.data[1];
    const first = arne.timesheets.find((week) => week.status === "final")!;
    const alone = (await list("employer@example.com", 4101, first.startDate, first.startDate)).body.data.data.find((c) => c.id === arne.id)!;
    expect(alone.timesheets).toEqual([first]);
    expect(alone.status).toBe("final");
  });

  it("answers 400 for a period that ends before it starts or a date that does not exist", async () => {
    expect((await list("employer@example.com", 4101, "2026-03-10", "2026-03-01")).status).toBe(400);
    expect((await list("employer@example.com", 4101, "2026-02-30", "2026-03-01")).status).toBe(400);
  });
});

describe("GET /api/hours_validation/contracts/:id", () => {
  it("answers the contract's facts and every week of it, day by day", async () => {
    const arne = await contractIdOf("Arne Smets");
    const answer = await detail("employer@example.com", arne);
    expect(answer.status).toBe(200);
    const { contract, timesheets } = answer.body.data;
    const [dates] = await t.api.db.query<{ startDate: string; endDate: string }>(
      `select to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate" from hours_validation_contracts where id = $1`,
      [arne],
    );
    const shift = { start: "07:00", end: "15:30", breakMinutes: 30 };
    expect(contract).toEqual({
      id: arne,
      companyId: "4101",
      line: "construct",
      employeeName: "Arne Smets",
      positionName: "Bekister",
      contractNumber: "4101-000244",
      workerType: "worker",
      committee: "PC 124 Bouw",
      averageWeeklyHours: 40,
      wageCents: 1836,
      ...dates,
      schedule: { 1: shift, 2: shift, 3: shift, 4: shift, 5: shift },
      canValidate: true,
    });
    expect(timesheets.map(({ weekStart, startDate, endDate }) => ({ weekStart, startDate, endDate }))).toEqual(contractWeeks(dates));
    for (const week of timesheets) expect(week.days.map((day) => day.date)).toEqual(datesOf(week));
    const final = timesheets.find((week) => week.status === "final")!;
    expect(final.days.find((day) => day.absent)).toMatchObject({ minutes: 0, absenceReason: "sickness" });
    const empty = timesheets.filter((week) => week.id === null);
    expect(empty.length).toBeGreaterThan(0);
    for (const week of empty) {
      expect(week.status).toBeNull();
      expect(week.days.every((day) => day.minutes === 0 && !day.absent && day.absenceReason === null && day.remark === null)).toBe(true);
    }
  });

  it("answers 404 NOT_FOUND for another company's contract, or none", async () => {
    expect(await detail("hours@example.com", await contractIdOf("Arne Smets"))).toMatchObject({ status: 404, body: { error: "NOT_FOUND" } });
    expect(await detail("employer@example.com", await contractIdOf("Lucie Martin"))).toMatchObject({ status: 404, body: { error: "NOT_FOUND" } });
    expect((await detail("employer@example.com", 999999)).status).toBe(404);
    expect((await detail("hours@example.com", await contractIdOf("Lucie Martin"))).status).toBe(200);
    expect((await t.rest("GET", `/api/hours_validation/contracts/${await contractIdOf("Arne Smets")}`)).status).toBe(401);
  });
});

describe("POST and PUT /api/hours_validation/contracts/", () => {
  it("creates a draft, makes it final, then refuses to change it", async () => {
    const bram = await contractIdOf("Bram Goossens");
    const week = firstWorkWeek((await detail("employer@example.com", bram)).body.data.timesheets);
    // Only the weekdays are sent: the weekend is stored empty.
    const days = worked(week).filter((day) => day.minutes > 0);
    const created = await save("employer@example.com", "POST", { contractId: bram, weekStart: week.weekStart, status: "draft", days });
    expect(created.status).toBe(201);
    const draft = created.body.data.timesheet;
    expect(draft).toEqual({ ...week, id: expect.any(Number), status: "draft", days: worked(week) });

    const again = await save("employer@example.com", "POST", { contractId: bram, weekStart: week.weekStart, status: "draft", days });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: "TIMESHEET_EXISTS", data: { timesheet: { id: draft.id, status: "draft" } } });

    days[0] = { ...days[0], minutes: 450, remark: "  Vroeger naar huis  " };
    const made = await save("employer@example.com", "PUT", { id: draft.id, status: "final", days });
    expect(made.status).toBe(200);
    expect(made.body.data.timesheet).toMatchObject({ id: draft.id, status: "final" });
    expect(made.body.data.timesheet.days.find((day) => day.date === days[0].date)).toEqual({ ...days[0], remark: "Vroeger naar huis" });
    const [row] = await t.api.db.query<{ submitted: boolean; updatedBy: string }>(
      `select submitted_at is not null as submitted, u.email as "updatedBy" from timesheets t join users u on u.id = t.updated_by where t.id = $1`,
      [draft.id],
    );
    expect(row).toEqual({ submitted: true, updatedBy: "employer@example.com" });

    const changed = await save("employer@example.com", "PUT", { id: draft.id, status: "draft", days });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ error: "TIMESHEET_FINAL", data: { timesheet: { id: draft.id, status: "final" } } });

    const listed = (await list("employer@example.com", 4101, week.startDate, week.startDate)).body.data.data.find((c) => c.id === bram)!;
    expect(listed.timesheets).toEqual([{ id: draft.id, weekStart: week.weekStart, startDate: week.startDate, endDate: week.endDate, status: "final" }]);
  });

  it("refuses a 12-hour day and an absence without reason, at their fields", async () => {
    const ines = await contractIdOf("Ines De Wit");
    const week = firstWorkWeek((await detail("employer@example.com", ines)).body.data.timesheets);
    const days = worked(week);
    days[0] = { ...days[0], minutes: 12 * 60 };
    days[1] = { ...days[1], minutes: 0, absent: true };
    const answer = await save("employer@example.com", "POST", { contractId: ines, weekStart: week.weekStart, status: "draft", days });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: "TIMESHEET_INVALID",
      data: {
        problems: [
          { field: "days.0.hours", code: "DAY_OVER_LIMIT", hours: 12, limitHours: 11 },
          { field: "days.1.absenceReason", code: "ABSENCE_REASON_REQUIRED" },
        ],
      },
    });
    const [{ count }] = await t.api.db.query<{ count: number }>("select count(*)::int as count from timesheets where contract_id = $1", [ines]);
    expect(count).toBe(0);
  });

  it("refuses an empty week as final, but saves it as a draft", async () => {
    const ines = await contractIdOf("Ines De Wit");
    const week = firstWorkWeek((await detail("employer@example.com", ines)).body.data.timesheets, 1);
    const empty = worked(week).map((day) => ({ ...day, minutes: 0 }));
    const final = await save("employer@example.com", "POST", { contractId: ines, weekStart: week.weekStart, status: "final", days: empty });
    expect(final.status).toBe(400);
    expect(final.body).toEqual({ error: "TIMESHEET_INVALID", data: { problems: [{ field: "days", code: "WEEK_EMPTY" }] } });
    const draft = await save("employer@example.com", "POST", { contractId: ines, weekStart: week.weekStart, status: "draft", days: empty });
    expect(draft.status).toBe(201);
    const put = await save("employer@example.com", "PUT", { id: draft.body.data.timesheet.id, status: "final", days: [] });
    expect(put.body).toEqual({ error: "TIMESHEET_INVALID", data: { problems: [{ field: "days", code: "WEEK_EMPTY" }] } });
  });

  it("refuses days of another week and a week that is not the contract's", async () => {
    const nina = await contractIdOf("Nina Jacobs");
    const { timesheets } = (await detail("employer@example.com", nina)).body.data;
    const open = timesheets.find((week) => week.id === null && datesOf(week).length === 7)!;
    const days = worked(open);
    const other = { ...days[0], date: timesheets[0].days[0].date };
    const answer = await save("employer@example.com", "POST", {
      contractId: nina,
      weekStart: open.weekStart,
      status: "draft",
      days: [...days, other, days[2]],
    });
    expect(answer.body).toEqual({
      error: "TIMESHEET_INVALID",
      data: {
        problems: [
          { field: "days.7.date", code: "DAY_NOT_OF_WEEK" },
          { field: "days.8.date", code: "DAY_REPEATED" },
        ],
      },
    });
    // A Tuesday, and a Monday long before the contract.
    for (const weekStart of [open.days[1].date, "2001-01-01"]) {
      const wrong = await save("employer@example.com", "POST", { contractId: nina, weekStart, status: "draft", days: [] });
      expect(wrong.body).toEqual({ error: "TIMESHEET_INVALID", data: { problems: [{ field: "weekStart", code: "WEEK_NOT_OF_CONTRACT" }] } });
    }
    expect((await save("employer@example.com", "POST", { contractId: nina, weekStart: open.weekStart, status: "sent", days })).status).toBe(400);
    expect(
      (
        await save("employer@example.com", "POST", {
          contractId: nina,
          weekStart: open.weekStart,
          status: "draft",
          days: [{ date: open.startDate, minutes: "8" }],
        })
      ).status,
    ).toBe(400);
  });

  it("refuses LEVEL_NOT_ALLOWED to a user who may validate construct hours only, on an interim contract", async () => {
    const membership = `update company_memberships set interim4d_permissions = $1
      where user_id = (select id from users where email = 'sarah.desmet@example.com')`;
    const sofie = await contractIdOf("Sofie Claes");
    const ines = await contractIdOf("Ines De Wit");
    // Sarah De Smet holds can_validate_construct_hours; with hours_validation in the interim list she sees its contracts.
    expect((await detail("sarah.desmet@example.com", ines)).status).toBe(404);
    await t.api.db.query(membership, [["hours_validation"]]);
    try {
      const seen = await detail("sarah.desmet@example.com", ines);
      expect(seen.status).toBe(200);
      expect(seen.body.data.contract.canValidate).toBe(false);
      const week = firstWorkWeek(seen.body.data.timesheets, 2) ?? seen.body.data.timesheets.at(-1)!;
      const post = await save("sarah.desmet@example.com", "POST", { contractId: ines, weekStart: week.weekStart, status: "draft", days: worked(week) });
      expect(post).toMatchObject({ status: 403, body: { error: "LEVEL_NOT_ALLOWED" } });
      const draft = (await detail("sarah.desmet@example.com", sofie)).body.data.timesheets[0];
      const put = await save("sarah.desmet@example.com", "PUT", { id: draft.id, status: "final", days: draft.days });
      expect(put).toMatchObject({ status: 403, body: { error: "LEVEL_NOT_ALLOWED" } });
      // Her construct contracts she may validate.
      expect((await detail("sarah.desmet@example.com", await contractIdOf("Arne Smets"))).body.data.contract.canValidate).toBe(true);
    } finally {
      await t.api.db.query(membership, [[]]);
    }
    expect((await detail("sarah.desmet@example.com", ines)).status).toBe(404);
  });

  it("answers 404 for another company's contract or timesheet, and 401 without credentials", async () => {
    const arne = await contractIdOf("Arne Smets");
    const draft = (await detail("employer@example.com", arne)).body.data.timesheets.find((week) => week.status === "draft")!;
    const put = await save("hours@example.com", "PUT", { id: draft.id, status: "final", days: draft.days });
    expect(put).toMatchObject({ status: 404, body: { error: "NOT_FOUND" } });
    const post = await save("hours@example.com", "POST", { contractId: arne, weekStart: draft.weekStart, status: "draft", days: [] });
    expect(post).toMatchObject({ status: 404, body: { error: "NOT_FOUND" } });
    expect((await t.rest("PUT", "/api/hours_validation/contracts/", { id: draft.id, status: "final", days: draft.days })).status).toBe(401);
    expect((await detail("employer@example.com", arne)).body.data.timesheets.find((week) => week.id === draft.id)?.status).toBe("draft");
  });
});

describe("GET /api/hours_validation/companies/:id/timesheets.pdf", () => {
  async function download(email: string, externalId: number, query: Record<string, string>) {
    const response = await fetch(`${t.url}/api/hours_validation/companies/${externalId}/timesheets.pdf?${new URLSearchParams(query)}`, {
      headers: await as(email),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get("content-type"), bytes };
  }
  const pagesOf = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

  it("prints the saved timesheets of a work week, a page each", async () => {
    const nina = await contractIdOf("Nina Jacobs");
    const week = (await detail("employer@example.com", nina)).body.data.timesheets.find((w) => w.status === "final" && datesOf(w).length === 7)!;
    const [{ count }] = await t.api.db.query<{ count: number }>(
      `select count(*)::int as count from timesheets t join hours_validation_contracts h on h.id = t.contract_id
       where h.external_company_id = 4101 and t.week_start = $1 and t.status is not null`,
      [week.weekStart],
    );
    expect(count).toBeGreaterThanOrEqual(1);
    // Any day of the week names it.
    const answer = await download("employer@example.com", 4101, { week: week.days[3].date, by: "work" });
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("application/pdf");
    expect(answer.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(answer.bytes.subarray(-6).toString("latin1")).toContain("%%EOF");
    expect(pagesOf(answer.bytes)).toBe(count);
  });

  it("prints the timesheets made final during a processing week in Belgium", async () => {
    const monday = mondayOf(todayInBelgium(new Date()));
    const [{ count }] = await t.api.db.query<{ count: number }>(
      `select count(*)::int as count from timesheets t join hours_validation_contracts h on h.id = t.contract_id
       where h.external_company_id = 4101 and t.status = 'final'
         and (t.submitted_at at time zone 'Europe/Brussels')::date between $1::date and $1::date + 6`,
      [monday],
    );
    expect(count).toBeGreaterThanOrEqual(1);
    const answer = await download("employer@example.com", 4101, { week: monday, by: "processing" });
    expect(answer.status).toBe(200);
    expect(answer.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pagesOf(answer.bytes)).toBe(count);
  });

  it("answers NO_TIMESHEETS for a week without any, 400 for a bad week or by, 403 for another company", async () => {
    const none = await t.rest(
      "GET",
      "/api/hours_validation/companies/4101/timesheets.pdf?week=2099-01-05&by=work",
      undefined,
      await as("employer@example.com"),
    );
    expect(none).toEqual({ status: 404, body: { error: "NO_TIMESHEETS" } });
    const processing = await t.rest(
      "GET",
      "/api/hours_validation/companies/4102/timesheets.pdf?week=2099-01-05&by=processing",
      undefined,
      await as("employer@example.com"),
    );
    expect(processing).toEqual({ status: 404, body: { error: "NO_TIMESHEETS" } });
    for (const query of ["week=2026-02-30&by=work", "week=2026-03-02&by=month", "week=2026-03-02", "by=work"]) {
      const answer = await t.rest("GET", `/api/hours_validation/companies/4101/timesheets.pdf?${query}`, undefined, await as("employer@example.com"));
      expect(answer.status, query).toBe(400);
    }
    expect((await download("employer@example.com", 4301, { week: "2026-03-02", by: "work" })).status).toBe(403);
    expect((await download("hours@example.com", 4101, { week: "2026-03-02", by: "work" })).status).toBe(403);
  });
});

describe("GET /api/hours_validation/companies/:companyId/timesheets/:timesheetId.pdf", () => {
  async function download(email: string, externalId: number | string, timesheetId: number | string) {
    const response = await fetch(`${t.url}/api/hours_validation/companies/${externalId}/timesheets/${timesheetId}.pdf`, { headers: await as(email) });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get("content-type"), disposition: response.headers.get("content-disposition"), bytes };
  }
  const pagesOf = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

  it("prints one saved timesheet, draft or final, on one page", async () => {
    const arne = await contractIdOf("Arne Smets");
    const { timesheets } = (await detail("employer@example.com", arne)).body.data;
    for (const status of ["draft", "final"]) {
      const week = timesheets.find((each) => each.status === status)!;
      const answer = await download("employer@example.com", 4101, week.id!);
      expect(answer.status, status).toBe(200);
      expect(answer.type).toBe("application/pdf");
      expect(answer.disposition).toBe(`attachment; filename="timesheet-construct-${week.id}-week-${week.weekStart}.pdf"`);
      expect(answer.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pagesOf(answer.bytes)).toBe(1);
    }
  });

  it("refuses another company's timesheet and company id, a week never saved, bad ids, and a call without credentials", async () => {
    const arne = await contractIdOf("Arne Smets");
    const draft = (await detail("employer@example.com", arne)).body.data.timesheets.find((each) => each.status === "draft")!;
    // The timesheet of 4101 under the user's other company id (4102): not one of that company's.
    expect((await t.rest("GET", `/api/hours_validation/companies/4102/timesheets/${draft.id}.pdf`, undefined, await as("employer@example.com"))).body).toEqual({
      error: "NOT_FOUND",
    });
    // Another company's id, and a user of another company asking for this one's.
    expect((await download("employer@example.com", 4301, draft.id!)).status).toBe(403);
    expect((await download("hours@example.com", 4101, draft.id!)).status).toBe(403);
    // Nettoyage Dubois's user asks for De Klok's timesheet under Dubois's own company id.
    expect((await download("hours@example.com", 4301, draft.id!)).status).toBe(404);
    expect((await download("employer@example.com", 4101, 99999999)).status).toBe(404);
    expect((await download("employer@example.com", 4101, "x1")).status).toBe(400);
    expect((await download("employer@example.com", 99999999999, draft.id!)).status).toBe(400);
    expect((await fetch(`${t.url}/api/hours_validation/companies/4101/timesheets/${draft.id}.pdf`)).status).toBe(401);
  });
});

describe("GET and POST /api/hours_validation/companies/:id/planned_weeks", () => {
  const SHIFT = { start: "07:00", end: "15:30", breakMinutes: 30 };
  const thisMonday = mondayOf(todayInBelgium(new Date()));
  /** The Monday `n` weeks before this week's. */
  const weekBack = (n: number) => addDays(thisMonday, -7 * n);
  const fullWeek = (n: number) => ({ weekStart: weekBack(n), startDate: weekBack(n), endDate: addDays(weekBack(n), 6) });

  /** A contract of De Klok's interim line (4102) planned Monday to Friday 8 hours, six weeks back to next week, with timesheets of its own. */
  async function plannedContract(employeeName: string, weeks: { back: number; status: "draft" | "final"; change?: (days: TimesheetDayEntry[]) => void }[]) {
    const [contract] = await t.api.db.query<{ id: number }>(
      `insert into hours_validation_contracts (external_company_id, employee_name, position_name, start_date, end_date, schedule)
       values (4102, $1, 'Magazijnier', $2, $3, $4) returning id`,
      [employeeName, weekBack(6), addDays(thisMonday, 13), JSON.stringify({ 1: SHIFT, 2: SHIFT, 3: SHIFT, 4: SHIFT, 5: SHIFT })],
    );
    const ids: number[] = [];
    for (const { back, status, change } of weeks) {
      const days = worked(fullWeek(back));
      change?.(days);
      const [row] = await t.api.db.query<{ id: number }>(
        `insert into timesheets (contract_id, week_start, status, days, submitted_at)
         values ($1, $2, $3::text, $4, case when $3::text = 'final' then now() end) returning id`,
        [contract.id, weekBack(back), status, JSON.stringify(days)],
      );
      ids.push(row.id);
    }
    return { contractId: contract.id, ids };
  }

  async function plannedWeeks(email: string, externalId: number, done: number[] = []) {
    const query = new URLSearchParams({ startDate: weekBack(6), endDate: addDays(thisMonday, 6), done: done.join(",") });
    return t.rest<PlannedWeeksAnswer>("GET", `/api/hours_validation/companies/${externalId}/planned_weeks?${query}`, undefined, await as(email));
  }

  async function approve(email: string, externalId: number, timesheetIds: unknown) {
    return t.rest<ApprovePlannedWeeksAnswer & { error?: string }>(
      "POST",
      `/api/hours_validation/companies/${externalId}/planned_weeks`,
      { timesheetIds },
      await as(email),
    );
  }

  const statusesOf = async (ids: number[]) =>
    (await t.api.db.query<{ status: string }>("select status from timesheets where id = any ($1::int[]) order by id", [ids])).map((row) => row.status);

  it("lists the drafts that match the plan, and the others with why", async () => {
    const { contractId, ids } = await plannedContract("Anna Planned", [
      { back: 1, status: "draft" },
      { back: 2, status: "draft", change: (days) => Object.assign(days[2], { minutes: 420 }) },
      { back: 3, status: "draft", change: (days) => Object.assign(days[1], { minutes: 0, absent: true, absenceReason: "sickness" }) },
      { back: 4, status: "draft", change: (days) => Object.assign(days[0], { minutes: 12 * 60 }) },
      { back: 5, status: "final" },
      { back: 0, status: "draft" },
    ]);
    const answer = await plannedWeeks("employer@example.com", 4102);
    expect(answer.status).toBe(200);
    const { canValidate, matching, left, done } = answer.body.data;
    expect(canValidate).toBe(true);
    expect(done).toEqual([]);
    const mine = { contractId, employeeName: "Anna Planned" };
    expect(matching.filter((week) => week.contractId === contractId)).toEqual([{ ...mine, timesheetId: ids[0], ...fullWeek(1), minutes: 40 * 60 }]);
    // Week 6 was never saved and week 5 is final: neither is listed.
    expect(left.filter((week) => week.contractId === contractId)).toEqual([
      { ...mine, timesheetId: ids[4 - 1], ...fullWeek(4), reason: { code: "RULE_BROKEN", date: weekBack(4) } },
      { ...mine, timesheetId: ids[3 - 1], ...fullWeek(3), reason: { code: "ABSENT", date: addDays(weekBack(3), 1) } },
      { ...mine, timesheetId: ids[2 - 1], ...fullWeek(2), reason: { code: "HOURS_DIFFER", date: addDays(weekBack(2), 2), hours: 7, plannedHours: 8 } },
      { ...mine, timesheetId: ids[5], ...fullWeek(0), reason: { code: "NOT_OVER", date: addDays(thisMonday, 6) } },
    ]);
    // The seed's Sofie Claes entered her past weeks as planned.
    expect(matching.some((week) => week.employeeName === "Sofie Claes")).toBe(true);
  });

  it("makes the chosen weeks final once, leaving a week changed or made final meanwhile with why", async () => {
    const { ids } = await plannedContract("Bert Planned", [
      { back: 1, status: "draft" },
      { back: 2, status: "draft" },
      { back: 3, status: "draft" },
    ]);
    // Week 2 is changed after the list was read: a day of 7 hours.
    const changed = (
      await detail(
        "employer@example.com",
        (await t.api.db.query<{ contract_id: number }>("select contract_id from timesheets where id = $1", [ids[1]]))[0].contract_id,
      )
    ).body.data.timesheets.find((week) => week.id === ids[1])!;
    const days = changed.days.map((day, index) => (index === 0 ? { ...day, minutes: 420 } : day));
    expect((await save("employer@example.com", "PUT", { id: ids[1], status: "draft", days })).status).toBe(200);

    const first = await approve("employer@example.com", 4102, [ids[0], ids[1]]);
    expect(first.status).toBe(200);
    expect(first.body.data.approved.map((week) => week.timesheetId)).toEqual([ids[0]]);
    expect(first.body.data.left).toEqual([
      expect.objectContaining({ timesheetId: ids[1], reason: { code: "HOURS_DIFFER", date: changed.startDate, hours: 7, plannedHours: 8 } }),
    ]);
    expect(await statusesOf(ids)).toEqual(["final", "draft", "draft"]);
    const [row] = await t.api.db.query<{ submitted: boolean; updatedBy: string }>(
      `select submitted_at is not null as submitted, u.email as "updatedBy" from timesheets t join users u on u.id = t.updated_by where t.id = $1`,
      [ids[0]],
    );
    expect(row).toEqual({ submitted: true, updatedBy: "employer@example.com" });

    // Sent again (another tab, no one-time key): nothing is made final a second time.
    const again = await approve("employer@example.com", 4102, [ids[0]]);
    expect(again.body.data).toEqual({ approved: [], left: [expect.objectContaining({ timesheetId: ids[0], reason: { code: "ALREADY_FINAL" } })] });

    // The page after the submit asks for the weeks made final.
    const listed = (await plannedWeeks("employer@example.com", 4102, [ids[0], ids[2]])).body.data;
    expect(listed.done.map((week) => week.timesheetId)).toEqual([ids[0]]);
    expect(listed.matching.map((week) => week.timesheetId)).toContain(ids[2]);
  });

  it("makes a week final once when two approvals of it run at the same time", async () => {
    const { ids } = await plannedContract("Carl Planned", [
      { back: 1, status: "draft" },
      { back: 2, status: "draft" },
    ]);
    const answers = await Promise.all([approve("employer@example.com", 4102, ids), approve("employer@example.com", 4102, [...ids].reverse())]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const approved = answers.flatMap((answer) => answer.body.data.approved.map((week) => week.timesheetId));
    expect(approved.sort()).toEqual([...ids].sort());
    const left = answers.flatMap((answer) => answer.body.data.left.map((week) => week.reason.code));
    expect(left).toEqual(["ALREADY_FINAL", "ALREADY_FINAL"]);
    expect(await statusesOf(ids)).toEqual(["final", "final"]);
  });

  it("applies the hours-validation level as for a single week, and refuses another line's weeks and bad lists", async () => {
    const { ids } = await plannedContract("Dora Planned", [{ back: 1, status: "draft" }]);
    const membership = `update company_memberships set interim4d_permissions = $1
      where user_id = (select id from users where email = 'sarah.desmet@example.com')`;
    await t.api.db.query(membership, [["hours_validation"]]);
    try {
      // Sarah De Smet may validate construct hours only.
      expect((await plannedWeeks("sarah.desmet@example.com", 4102)).body.data).toEqual({ canValidate: false, matching: [], left: [], done: [] });
      expect(await approve("sarah.desmet@example.com", 4102, ids)).toMatchObject({ status: 403, body: { error: "LEVEL_NOT_ALLOWED" } });
      expect((await plannedWeeks("sarah.desmet@example.com", 4101)).body.data.canValidate).toBe(true);
    } finally {
      await t.api.db.query(membership, [[]]);
    }
    expect((await plannedWeeks("hours@example.com", 4102)).status).toBe(403);
    expect(await approve("hours@example.com", 4102, ids)).toMatchObject({ status: 403, body: { error: "forbidden" } });
    // A construct week among the interim line's: nothing is made final.
    const arne = (await detail("employer@example.com", await contractIdOf("Arne Smets"))).body.data.timesheets.find((week) => week.status === "draft")!;
    expect(await approve("employer@example.com", 4102, [ids[0], arne.id])).toMatchObject({ status: 404, body: { error: "NOT_FOUND" } });
    expect(await statusesOf(ids)).toEqual(["draft"]);
    for (const timesheetIds of [[], ["x"], [0], "1", Array.from({ length: 2001 }, (_, index) => index + 1)]) {
      expect((await approve("employer@example.com", 4102, timesheetIds)).status, JSON.stringify(timesheetIds).slice(0, 20)).toBe(400);
    }
    expect((await t.rest("POST", "/api/hours_validation/companies/4102/planned_weeks", { timesheetIds: ids })).status).toBe(401);
    expect(
      (
        await t.rest(
          "GET",
          "/api/hours_validation/companies/4102/planned_weeks?startDate=2026-03-10&endDate=2026-03-01",
          undefined,
          await as("employer@example.com"),
        )
      ).status,
    ).toBe(400);
  });
});

// The contract wizard's schedule refused without JavaScript, over HTTP against the production build
// (docs/decisions/0066): what a browser without JavaScript receives is the server's answer, so the
// answer is what is checked. The step comes back refused (400, "Error: " in its title), the error
// summary is its one autofocus element and holds the message, the message is said at the day it
// concerns, and every day keeps what was typed. The browser walks of the wizard
// (tests/e2e/contract-wizard.spec.ts) refuse these days with JavaScript, and without it refuse the wage
// and a workday cancellation, where a browser follows the summary's autofocus.
// A portal and embedded API of their own. Alone:
// npx vitest run --config tests/processes/vitest.config.ts contracts-without-javascript
import { addDays, mondayOf, todayInBelgium } from "../../domain/belgian-time";
import { nextWeekOf } from "../../domain/contract-template";
import { OTHER_COMPANY_SHIFT } from "../../payroll-api/seed/seed-linked-workers";
import { attributeOf, elementsOf, FormBrowser, textOf, type Element, type ServedPage } from "../support/form-driver";
import { startPortalUnderTest, type PortalUnderTest } from "./portal-crawl";

const PASSWORD = "Demo-portal-2026";
/** A De Klok user: this portal's data is its own, so no other test shares the draft. */
const CREATOR = "tom.verstraete@example.com";
const DAY_FIELDS = ["date", "start", "end", "breakMinutes"] as const;
type Day = Record<(typeof DAY_FIELDS)[number], string>;

let portal: PortalUnderTest;
let browser: FormBrowser;

beforeAll(async () => {
  portal = await startPortalUnderTest("contracts-without-javascript");
  browser = new FormBrowser(portal.url);
  // ?lng=en keeps the pages English: signing in otherwise switches to the account's own language.
  const login = await browser.open("/login?lng=en");
  const landing = await browser.submit(login.form("Sign in").fill({ email: CREATOR, password: PASSWORD }));
  expect(new URL(landing.url).pathname, `${CREATOR} signs in`).not.toBe("/login");
}, 200_000);

afterAll(async () => {
  await portal?.stop();
});

const pathOf = (page: ServedPage) => new URL(page.url).pathname;

/** The General step of a new draft: whatever the test before left is thrown away. */
async function freshGeneralStep(): Promise<ServedPage> {
  const general = await browser.open("/contracts/create-contract");
  if (!general.form("Next").valueOf("employeeId")) return general;
  expect(pathOf(await browser.submit(general.form("Cancel"), "Cancel"))).toBe("/contracts/payroll-contracts");
  return browser.open("/contracts/create-contract");
}

/** General filled (the employee, the position, which fills in the rest; a contract type; a temporary increase of work): the Schedule step. */
async function schedule({ employee, position, contractType }: { employee: string; position: string; contractType: string }): Promise<ServedPage> {
  const general = await freshGeneralStep();
  const filled = await browser.submit(general.form("Next").fill({ employeeId: employee, positionId: position }), "Next");
  expect(filled.url).toMatch(/\/contracts\/create-contract\?filled=1$/);
  const step = await browser.submit(filled.form("Next").fill({ contractType, contractReason: "temporary_increase" }), "Next");
  expect(pathOf(step)).toBe("/contracts/create-contract/schedule");
  return step;
}

/** Adds the days with the step's "Add a day" button, one at a time, types them, and presses Next. */
async function submitDays(step: ServedPage, days: Day[]): Promise<ServedPage> {
  let page = step;
  for (const [index] of days.entries()) {
    page = await browser.submit(page.form("Next"), "Add a day");
    expect(page.url).toMatch(new RegExp(`/schedule#contract-schedule-days\\[${index}\\]$`));
  }
  const form = page.form("Next");
  for (const [index, day] of days.entries()) form.fill(Object.fromEntries(DAY_FIELDS.map((field) => [`days[${index}].${field}`, day[field]])));
  return browser.submit(form, "Next");
}

/** The fieldset of the schedule's day `index`: the one around its date. */
function dayGroup(page: ServedPage, index: number): Element {
  const [date] = elementsOf(page.document, (element) => attributeOf(element, "name") === `days[${index}].date`);
  expect(date, `day ${index} is on the page`).toBeDefined();
  let group = date.parentNode;
  while (group && "tagName" in group && group.tagName !== "fieldset") group = group.parentNode;
  expect(group && "tagName" in group, `day ${index} is a group of its own`).toBe(true);
  return group as Element;
}

/** The refused step: the same step, its summary the one autofocus element with `message`, said at day `at`, and every day as typed. */
/** A calendar date as the English pages name a day: Wednesday, 2 December 2026. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

const summaryOf = (page: ServedPage) => elementsOf(page.document, (element) => attributeOf(element, "aria-labelledby") === "error-summary-title")[0];

function expectRefusedAtDay(refused: ServedPage, { message, at, days }: { message: string; at: number; days: Day[] }) {
  expect(pathOf(refused)).toBe("/contracts/create-contract/schedule");
  expect(refused.status).toBe(400);
  expect(textOf(elementsOf(refused.document, (element) => element.tagName === "title")[0])).toMatch(/^Error: /);
  expect(refused.heading()).toBe("Create a contract");
  const summaries = elementsOf(refused.document, (element) => attributeOf(element, "aria-labelledby") === "error-summary-title");
  expect(summaries).toHaveLength(1);
  expect(attributeOf(summaries[0], "role")).toBe("alert");
  expect(
    elementsOf(refused.document, (element) => attributeOf(element, "autofocus") !== undefined),
    "the summary is the one element with autofocus",
  ).toEqual(summaries);
  expect(textOf(summaries[0])).toContain(message);
  for (const [index] of days.entries()) {
    if (index === at) expect(textOf(dayGroup(refused, index)), `the message at day ${index}`).toContain(message);
    else expect(textOf(dayGroup(refused, index)), `day ${index} is not refused`).not.toContain(message);
  }
  const form = refused.form("Next");
  for (const [index, day] of days.entries())
    for (const field of DAY_FIELDS) expect(form.valueOf(`days[${index}].${field}`), `day ${index}'s ${field} is kept`).toBe(day[field]);
}

/** A Belgian wall-clock moment: its date and its time. */
function inBelgium(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Brussels",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const WORKER = { employee: "Sofie Claes", position: "Bottelaar", contractType: "Blue-collar worker" };

describe("the contract wizard's schedule, refused without JavaScript", () => {
  it("a second contract on a day the employee already works is refused at that day, and so is too little rest after it", async () => {
    // Sofie Claes works for De Klok every day from 10 days ago to 5 days ahead, 08:00 to 16:30.
    const busy = addDays(todayInBelgium(new Date()), 2);
    const step = await schedule(WORKER);
    const overlapping = [{ date: busy, start: "12:00", end: "20:00", breakMinutes: "30" }];
    // Said once, at that day, with the company's own shift it clashes with; the summary names the day (issue 47).
    const clash = `The employee already works from 08:00 to 16:30 on ${longDay(busy)}, on another contract of this company`;
    const refused = await submitDays(step, overlapping);
    expectRefusedAtDay(refused, { message: clash, at: 0, days: overlapping });
    expect(textOf(summaryOf(refused))).toContain(`${longDay(busy)}: ${clash}`);
    // 16:30 to 00:29 is under 8 hours of rest.
    const early = [{ date: addDays(busy, 1), start: "00:29", end: "06:00", breakMinutes: "30" }];
    expectRefusedAtDay(await submitDays(await schedule(WORKER), early), { message: "leave at least 8 hours of rest", at: 0, days: early });
  });

  it("a day the employee works for another company is refused at that day, naming no company, the day before kept", async () => {
    // Sofie Claes also works for Nettoyage Dubois, 06:00 to 10:00 that day (payroll-api/seed/seed-linked-workers.ts).
    const busy = addDays(todayInBelgium(new Date()), OTHER_COMPANY_SHIFT.offset);
    const days = [
      { date: addDays(busy, -1), start: "08:00", end: "16:00", breakMinutes: "30" },
      { date: busy, start: "09:00", end: "17:00", breakMinutes: "45" },
    ];
    const refused = await submitDays(await schedule(WORKER), days);
    expectRefusedAtDay(refused, { message: "The employee already works at this time", at: 1, days });
    const main = elementsOf(refused.document, (element) => element.tagName === "main")[0];
    expect(textOf(main)).not.toMatch(/Dubois|Schoonmaker|Etterbeek/);
  });

  it("a day under 3 hours, over 12 hours or starting within the hour, and too little rest after the day before, are refused at that day", async () => {
    const first = addDays(todayInBelgium(new Date()), 11);
    const soon = inBelgium(new Date(Date.now() + 30 * 60_000));
    const later = inBelgium(new Date(Date.now() + (30 + 4 * 60) * 60_000));
    const cases: [string, Day[], number][] = [
      ["A working day is at least 3 hours: this one has 2", [{ date: first, start: "08:00", end: "10:00", breakMinutes: "0" }], 0],
      ["A working day is at most 12 hours, breaks not counted: this one has 13", [{ date: first, start: "06:00", end: "19:00", breakMinutes: "0" }], 0],
      ["A working day starts at least 1 hour from now", [{ date: soon.date, start: soon.time, end: later.time, breakMinutes: "0" }], 0],
      [
        "Leave at least 8 hours of rest after the previous working day: there are 7",
        [
          { date: first, start: "14:00", end: "23:00", breakMinutes: "30" },
          { date: addDays(first, 1), start: "06:00", end: "14:00", breakMinutes: "30" },
        ],
        1,
      ],
    ];
    for (const [message, days, at] of cases) expectRefusedAtDay(await submitDays(await schedule(WORKER), days), { message, at, days });
  });

  it("a student's schedule past the hours left is refused at that day, with the hours left before these days", async () => {
    // Marie Lemmens, a student of the seed, has 20 student hours this year and next (decision 39).
    const soon = addDays(todayInBelgium(new Date()), 21);
    const first = soon.slice(0, 4) === addDays(soon, 2).slice(0, 4) ? soon : `${Number(soon.slice(0, 4)) + 1}-01-05`;
    const year = first.slice(0, 4);
    const step = await schedule({ employee: "Marie Lemmens (20 student hours left)", position: "Jobstudent inpak", contractType: "Blue-collar student" });
    const days = [0, 1, 2].map((offset) => ({ date: addDays(first, offset), start: "08:00", end: "16:30", breakMinutes: "30" }));
    const refused = await submitDays(step, days);
    expectRefusedAtDay(refused, { message: `The student has only 4 student hours left in ${year}: not enough for this day`, at: 2, days });
    const [balance] = elementsOf(
      refused.document,
      (element) => element.tagName === "section" && attributeOf(element, "aria-labelledby") === "student-hours-left",
    );
    expect(textOf(balance)).toContain("Student hours left before these days");
    expect(textOf(balance)).toContain(`${year}: 20 hours`);
  });
});

describe("one contract for several employees, without JavaScript (issue 46)", () => {
  /** The employees a contract can be requested for without a word about them: neither unavailable nor a student. */
  function readyEmployees(page: ServedPage): string[] {
    const [select] = elementsOf(page.document, (element) => element.tagName === "select" && attributeOf(element, "name") === "employeeId");
    return elementsOf(
      select,
      (element) => element.tagName === "option" && Boolean(attributeOf(element, "value")) && attributeOf(element, "disabled") === undefined,
    )
      .map(textOf)
      .filter((name) => !name.includes("("));
  }

  it("refuses an added employee left to choose and one chosen twice at their fields, keeps what was typed, then requests each one's contract", async () => {
    let general = await browser.open("/contracts/create-contract");
    if (general.form("Next").valueOf("employeeId")) {
      await browser.submit(general.form("Cancel"), "Cancel");
      general = await browser.open("/contracts/create-contract");
    }
    const [first, second] = readyEmployees(general);
    // Adding an employee keeps what was typed, and shows the step again at the new choice.
    let page = await browser.submit(general.form("Next").fill({ employeeId: first, positionId: "Productiemedewerker" }), "Add another employee");
    expect(page.url).toMatch(/\/contracts\/create-contract#contract-general-other-employee-0$/);
    const firstId = page.form("Next").valueOf("employeeId");
    expect(firstId).toBeTruthy();
    page = await browser.submit(page.form("Next"), "Add another employee");
    expect(page.form("Next").fieldNames()).toEqual(expect.arrayContaining(["otherEmployeeIds[0]", "otherEmployeeIds[1]"]));

    const refused = await browser.submit(page.form("Next").fill({ "otherEmployeeIds[0]": first }), "Next");
    expect(pathOf(refused)).toBe("/contracts/create-contract");
    expect(refused.status).toBe(400);
    const summary = textOf(summaryOf(refused));
    expect(summary).toContain("This employee is already chosen");
    expect(summary).toContain("Choose the employee, or remove this choice");
    expect(refused.form("Next").valueOf("employeeId")).toBe(firstId);
    expect(refused.form("Next").valueOf("otherEmployeeIds[0]")).toBe(firstId);

    page = await browser.submit(refused.form("Next").fill({ "otherEmployeeIds[0]": second }), "Remove employee 3");
    expect(page.form("Next").fieldNames()).not.toContain("otherEmployeeIds[1]");
    const filled = await browser.submit(page.form("Next"), "Next");
    const step = await browser.submit(filled.form("Next").fill({ contractType: "Blue-collar worker", contractReason: "temporary_increase" }), "Next");
    const date = addDays(todayInBelgium(new Date()), 230);
    const overview = await submitDays(step, [{ date, start: "08:00", end: "16:00", breakMinutes: "30" }]);
    expect(pathOf(overview)).toBe("/contracts/create-contract/overview");
    const [checks] = elementsOf(overview.document, (element) => element.tagName === "section" && attributeOf(element, "aria-labelledby") === "each-employee");
    const said = elementsOf(checks, (element) => element.tagName === "li").map(textOf);
    expect(said).toEqual([`${first}: Ready to be requested`, `${second}: Ready to be requested`]);

    const result = await browser.submit(overview.form("Request the contracts"), "Request the contracts");
    expect(pathOf(result)).toBe("/contracts/create-contract/requested");
    expect(result.heading()).toBe("Contracts requested");
    const links = elementsOf(result.document, (element) => element.tagName === "a" && /view-payroll-contract/.test(attributeOf(element, "href") ?? ""));
    expect(links.map(textOf)).toEqual([first, second]);
  });
});

describe("the contract wizard's General step without JavaScript", () => {
  it("a position missing the work post sheet it needs says why and links to its sheet, and is refused at Next", async () => {
    const general = await freshGeneralStep();
    // Bottelaar late ploeg, a blue-collar position, has no work post sheet in the seed.
    const position = "Bottelaar late ploeg (work post sheet missing)";
    const chosen = await browser.submit(general.form("Next").fill({ employeeId: "Sofie Claes", positionId: position }), "Next");
    expect(chosen.url).toMatch(/\/contracts\/create-contract\?filled=1$/);
    const main = () => textOf(elementsOf(chosen.document, (element) => element.tagName === "main")[0]);
    expect(main()).toContain("Bottelaar late ploeg needs a work post sheet before it can be contracted");
    const [link] = elementsOf(chosen.document, (element) => element.tagName === "a" && textOf(element) === "Add the work post sheet of Bottelaar late ploeg");
    expect(attributeOf(link, "href")).toMatch(/^\/positions\/add-work-post-sheet\/\d+$/);
    const refused = await browser.submit(chosen.form("Next").fill({ contractType: "Blue-collar worker", contractReason: "temporary_increase" }), "Next");
    expect(refused.status).toBe(400);
    expect(pathOf(refused)).toBe("/contracts/create-contract");
    expect(textOf(summaryOf(refused))).toContain("This position needs a work post sheet and has none");
    expect(refused.form("Next").valueOf("positionId")).toBe(chosen.form("Next").valueOf("positionId"));
    await browser.submit(refused.form("Cancel"), "Cancel");
  });
});

describe("editing a contract the office has processed, without JavaScript", () => {
  it("the edit page answers with the reason and a link back to the contract, before any form", async () => {
    const list = await browser.open("/contracts/payroll-contracts?status=approved");
    const [view] = elementsOf(
      list.document,
      (element) => element.tagName === "a" && /^\/contracts\/view-payroll-contract\/\d+$/.test(attributeOf(element, "href") ?? ""),
    );
    const contract = attributeOf(view, "href")!;
    const edit = await browser.open(contract.replace("view-payroll-contract", "edit-contract"));
    expect(edit.status).toBe(200);
    expect(edit.heading()).toBe("This contract can no longer be edited");
    const [main] = elementsOf(edit.document, (element) => element.tagName === "main");
    expect(textOf(main)).toContain("The office has processed this contract, so it can no longer be edited here: its status is “Approved”.");
    expect(elementsOf(main, (element) => element.tagName === "form")).toEqual([]);
    const [back] = elementsOf(edit.document, (element) => element.tagName === "a" && textOf(element) === "Back to the contract");
    expect(attributeOf(back, "href")).toBe(contract);
    // A later step's address answers the same.
    expect((await browser.open(`${contract.replace("view-payroll-contract", "edit-contract")}/overview`)).heading()).toBe(
      "This contract can no longer be edited",
    );
  });
});

describe("a contract used as a template, without JavaScript", () => {
  it("asks the week (the next one unless told), refuses one that is no date, and opens the wizard with the contract's answers", async () => {
    // An approved contract on Bottelaar, whose work post sheet the seed has: the General step then has nothing to refuse.
    const list = await browser.open("/contracts/payroll-contracts?status=approved");
    const [row] = elementsOf(list.document, (element) => element.tagName === "tr" && textOf(element).includes("Bottelaar"));
    const [view] = elementsOf(row, (element) => element.tagName === "a");
    const contract = await browser.open(attributeOf(view, "href")!);
    const [link] = elementsOf(contract.document, (element) => element.tagName === "a" && textOf(element) === "Use as a template");
    const template = await browser.open(attributeOf(link, "href")!);
    expect(template.heading()).toBe("Use a contract as a template");
    const form = template.form("Continue to the contract wizard");
    expect(form.valueOf("week")).toBe(nextWeekOf(todayInBelgium(new Date())));

    const refused = await browser.submit(form.fill({ week: "next monday" }), "Continue to the contract wizard");
    expect(refused.status).toBe(400);
    expect(textOf(summaryOf(refused))).toContain("Enter the day as a real date, like 2026-12-07");
    expect(refused.form("Continue to the contract wizard").valueOf("week")).toBe("next monday");

    const week = addDays(nextWeekOf(todayInBelgium(new Date())), 14);
    const general = await browser.submit(refused.form("Continue to the contract wizard").fill({ week }), "Continue to the contract wizard");
    expect(new URL(general.url).pathname + new URL(general.url).search).toBe("/contracts/create-contract?template=1");
    expect(textOf(elementsOf(general.document, (element) => element.tagName === "main")[0])).toContain(
      "The answers are those of the contract you used as a template",
    );
    const answers = general.form("Next");
    expect(answers.valueOf("employeeId")).toBeTruthy();
    expect(answers.valueOf("positionId")).toBeTruthy();
    // Its days are in the week asked: the schedule step shows them.
    const schedule = await browser.open("/contracts/create-contract/schedule");
    expect(mondayOf(schedule.form("Next").valueOf("days[0].date")!)).toBe(week);
    await browser.submit(schedule.form("Cancel"), "Cancel");
  });
});

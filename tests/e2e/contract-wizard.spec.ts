import type { Locator, Page } from "@playwright/test";
import { addDays, mondayOf, todayInBelgium } from "../../domain/belgian-time";
import { OTHER_COMPANY_SHIFT } from "../../payroll-api/seed/seed-linked-workers";
import { decideAsBackOffice } from "../../scripts/back-office-client";
import { E2E_API_URL } from "./support/settings";
import { arrive, axeViolations, expect, signedInAs, test } from "./support/fixtures";
import { waitForReady } from "../support/hydration";
import { press, refused, saved } from "./support/wizard";

// Part 2 §2 screens 9 to 11, §5: the contract wizard (General, Schedule, Overview), the office's
// approval, an extension and a workday cancellation on the new contract, in one walk per project
// whose steps share the project's user's draft, one after the other. Each project has its own
// user (drafts are per user) and its own employee, so that both run side by side: an employee's days
// may not meet another contract's (decision 36), and the seed has Sofie Claes working until 10 days
// ahead and Nina Jacobs until 9; the contract ends within the 14 days an extension may be asked.
const CREATOR = { js: "employer@example.com", "no-js": "tom.verstraete@example.com" } as const;
const EMPLOYEE = { js: "Sofie Claes", "no-js": "Nina Jacobs" } as const;
const FIRST_DAY_OFFSET = 11;
/** De Klok's students of the seed, one per project, each with 20 student hours this year and next (decision 39). */
const STUDENT = { js: "Jens Laurent", "no-js": "Marie Lemmens" } as const;
type Project = keyof typeof CREATOR;

const GENERAL = { path: "/contracts/create-contract", heading: "Create a contract", progress: "Step 1 of 3: General" };
const SCHEDULE = { path: "/contracts/create-contract/schedule", heading: "Create a contract", progress: "Step 2 of 3: Schedule" };
const OVERVIEW = { path: "/contracts/create-contract/overview", heading: "Create a contract", progress: "Step 3 of 3: Overview" };
const DAY_ERROR = "Create a contract";

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

/** The schedule's days, in the order shown: each a group named by its date, with its own fields. */
const days = (page: Page) => page.getByRole("group").filter({ has: page.getByRole("button", { name: /^Remove this day/ }) });

async function fillDay(day: Locator, { date, start, end, breakMinutes = "30" }: { date?: string; start: string; end: string; breakMinutes?: string }) {
  if (date) await day.getByLabel("Date", { exact: true }).fill(date);
  await day.getByLabel("Start", { exact: true }).fill(start);
  await day.getByLabel("End", { exact: true }).fill(end);
  await day.getByLabel("Break in minutes", { exact: true }).fill(breakMinutes);
}

/**
 * Opens the General step on an empty new draft: whatever an earlier step or run left is thrown away.
 * The step's own link from the payroll contracts when `fromList`.
 */
async function startNewContract(page: Page, { fromList = false } = {}) {
  if (fromList) {
    await page.goto("/contracts/payroll-contracts");
    await page.getByRole("link", { name: "Create contract" }).click();
  } else {
    await page.goto("/contracts/create-contract");
  }
  await arrive(page, "Create a contract");
  if (await page.getByLabel("Employee", { exact: true }).inputValue()) {
    await press(page, "Cancel", { path: "/contracts/payroll-contracts", heading: "Payroll contracts" });
    await page.goto("/contracts/create-contract");
    await arrive(page, "Create a contract");
  }
}

/** General with an employee and a position, a worker contract for a temporary increase of work: on to the schedule. */
async function generalForWorker(page: Page, employee: string, position: string, contractType = "Blue-collar worker") {
  await page.getByLabel("Employee", { exact: true }).selectOption({ label: employee });
  await page.getByLabel("Position", { exact: true }).selectOption({ label: position });
  await saved(page, "Next", "The answers you left empty were filled in from the position", GENERAL.heading);
  await page.getByLabel("Contract type").selectOption({ label: contractType });
  await page.getByLabel("Temporary increase of work").check();
  await press(page, "Next", SCHEDULE);
}

/**
 * axe on the page as it stands, in Dutch and in French: the draft keeps its state, so the same address
 * shows it again in each language; then English again for the rest of the walk. In the js project
 * only, on the page its scripts render from the server's markup: the no-js walk is the longer one.
 */
async function scanInDutchAndFrench(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  const url = new URL(page.url());
  for (const language of ["nl", "fr", "en"]) {
    url.searchParams.set("lng", language);
    await page.goto(url.href);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await waitForReady(page);
    if (language !== "en") expect(await axeViolations(page), `axe violations on ${url.href}`).toEqual([]);
  }
}

/** Adds a day with the editor's button: the step comes back with one more day. */
async function addDay(page: Page) {
  const count = await days(page).count();
  await page.getByRole("button", { name: "Add a day", exact: true }).click();
  await expect(days(page)).toHaveCount(count + 1);
  await page.waitForLoadState("load");
  await arrive(page, SCHEDULE.heading);
  // The page comes back at the new day (the last one here); with scripts its first field has the focus.
  await expect(page).toHaveURL(new RegExp(`#contract-schedule-days%5B${count}%5D$|#contract-schedule-days\\[${count}\\]$`));
  if (test.info().project.use.javaScriptEnabled !== false) await expect(days(page).last().getByLabel("Date", { exact: true })).toBeFocused();
}

// Without JavaScript, the refusals that only a schedule's day shows (another contract, another
// company, rest, the day's length, the start, a student's hours) are checked over HTTP
// (tests/processes/contracts-without-javascript.test.ts); this walk refuses the wage and a workday
// cancellation in the browser, where the summary's autofocus is followed.
test("the contract wizard: refusals at a day, a contract created, approved, extended and some of its days cancelled, a student's hours, a new position, a restricted account", async ({
  page,
  javaScriptOn,
}, testInfo) => {
  // Without JavaScript every step is a page load: on a busy 2-core machine the walk takes up to 10 minutes.
  test.setTimeout(720_000);
  const project = testInfo.project.name as Project;
  await signedInAs(page, CREATOR[project]);

  if (javaScriptOn) {
    await test.step("a second contract on a day the employee already works is refused at that day, with what was typed kept", async () => {
      // Sofie Claes works for De Klok every day from 10 days ago to 5 days ahead, 08:00 to 16:30.
      const busy = addDays(todayInBelgium(new Date()), 2);
      await startNewContract(page);
      await generalForWorker(page, "Sofie Claes", "Bottelaar");

      await addDay(page);
      const day = days(page).first();
      await fillDay(day, { date: busy, start: "12:00", end: "20:00" });
      await refused(page, "Next", "The employee already works from 08:00 to 16:30", DAY_ERROR);
      await expect(day).toContainText("The employee already works from 08:00 to 16:30");
      await expect(day.getByLabel("Date", { exact: true })).toHaveValue(busy);
      await expect(day.getByLabel("Start", { exact: true })).toHaveValue("12:00");
      await expect(day.getByLabel("End", { exact: true })).toHaveValue("20:00");

      // Rest: 16:30 to 00:29 is under 8 hours; the draft is then thrown away.
      await fillDay(day, { date: addDays(busy, 1), start: "00:29", end: "06:00" });
      await refused(page, "Next", "leave at least 8 hours of rest", DAY_ERROR);
      await expect(day.getByLabel("Start", { exact: true })).toHaveValue("00:29");
      await press(page, "Cancel", { path: "/contracts/payroll-contracts", heading: "Payroll contracts" });
    });

    await test.step("a contract on a day the employee works for another company is refused at that day, naming no company, with what was typed kept", async () => {
      // Sofie Claes also works for Nettoyage Dubois, 06:00 to 10:00 that day (payroll-api/seed/seed-linked-workers.ts).
      const busy = addDays(todayInBelgium(new Date()), OTHER_COMPANY_SHIFT.offset);
      await startNewContract(page);
      await generalForWorker(page, "Sofie Claes", "Bottelaar");

      // The day before is free; the busy day is refused, at that day only.
      await addDay(page);
      await fillDay(days(page).first(), { date: addDays(busy, -1), start: "08:00", end: "16:00", breakMinutes: "30" });
      await addDay(page);
      const day = days(page).nth(1);
      await fillDay(day, { date: busy, start: "09:00", end: "17:00", breakMinutes: "45" });
      await refused(page, "Next", "The employee already works at this time", DAY_ERROR);
      await expect(day).toContainText("The employee already works at this time");
      await expect(days(page).first()).not.toContainText("already works");
      await expect(page.getByRole("main")).not.toContainText(/Dubois|Schoonmaker|Etterbeek/);
      await expect(days(page).first().getByLabel("Date", { exact: true })).toHaveValue(addDays(busy, -1));
      await expect(days(page).first().getByLabel("Break in minutes", { exact: true })).toHaveValue("30");
      await expect(day.getByLabel("Date", { exact: true })).toHaveValue(busy);
      await expect(day.getByLabel("Start", { exact: true })).toHaveValue("09:00");
      await expect(day.getByLabel("End", { exact: true })).toHaveValue("17:00");
      await expect(day.getByLabel("Break in minutes", { exact: true })).toHaveValue("45");
      await press(page, "Cancel", { path: "/contracts/payroll-contracts", heading: "Payroll contracts" });
    });
  }

  await test.step("a contract is created through its three steps, approved by the office, extended and some of its days cancelled", async () => {
    const first = addDays(todayInBelgium(new Date()), FIRST_DAY_OFFSET);
    await startNewContract(page, { fromList: true });

    // General: choosing the position fills in what was left empty, shown before going on.
    await page.getByLabel("Employee", { exact: true }).selectOption({ label: EMPLOYEE[project] });
    await page.getByLabel("Position", { exact: true }).selectOption({ label: "Bottelaar" });
    await saved(page, "Next", "The answers you left empty were filled in from the position", GENERAL.heading);
    await expect(page.getByLabel("Gross hourly wage")).not.toHaveValue("");
    await expect(page.getByRole("group", { name: "Employment status" }).getByLabel("Blue-collar worker")).toBeChecked();

    await page.getByLabel("Contract type").selectOption({ label: "Blue-collar worker" });
    await page.getByLabel("Temporary increase of work").check();
    await page.getByLabel("Remark (optional)").fill("Brewing season");
    await page.getByLabel("Gross hourly wage").fill("1.00");
    await refused(page, "Next", /The wage cannot be below the position's minimum wage of €\d+\.\d{2} an hour/, GENERAL.heading);
    await expect(page.getByLabel("Gross hourly wage")).toHaveValue("1.00");
    await expect(page.getByLabel("Remark (optional)")).toHaveValue("Brewing season");
    await expect(page.getByLabel("Temporary increase of work")).toBeChecked();
    await page.getByLabel("Gross hourly wage").fill("16.50");
    await press(page, "Next", SCHEDULE);

    // Schedule: each refusal is said at its day, and what was typed stays.
    await addDay(page);
    const day = days(page).first();
    if (javaScriptOn) {
      await fillDay(day, { date: first, start: "08:00", end: "10:00", breakMinutes: "0" });
      await refused(page, "Next", "A working day is at least 3 hours", DAY_ERROR);
      await expect(day).toContainText("A working day is at least 3 hours");
      await expect(day.getByLabel("End", { exact: true })).toHaveValue("10:00");

      await fillDay(day, { start: "06:00", end: "19:00", breakMinutes: "0" });
      await refused(page, "Next", "A working day is at most 12 hours", DAY_ERROR);
      await expect(day.getByLabel("Start", { exact: true })).toHaveValue("06:00");

      const soon = inBelgium(new Date(Date.now() + 30 * 60_000));
      const later = inBelgium(new Date(Date.now() + (30 + 4 * 60) * 60_000));
      await fillDay(day, { date: soon.date, start: soon.time, end: later.time, breakMinutes: "0" });
      await refused(page, "Next", "A working day starts at least 1 hour from now", DAY_ERROR);
    }

    await fillDay(day, { date: first, start: "14:00", end: "23:00" });
    await addDay(page);
    const second = days(page).nth(1);
    await expect(second.getByLabel("Date", { exact: true })).toHaveValue(addDays(first, 1));
    if (javaScriptOn) {
      await fillDay(second, { start: "06:00", end: "14:00" });
      await refused(page, "Next", "Leave at least 8 hours of rest after the previous working day", DAY_ERROR);
      await expect(second).toContainText("Leave at least 8 hours of rest");
    }
    await fillDay(second, { start: "14:00", end: "23:00" });
    await addDay(page);
    await expect(days(page).nth(2).getByLabel("Start", { exact: true })).toHaveValue("14:00");
    await press(page, "Next", OVERVIEW);

    // Overview: every answer with a Change link that comes back here.
    await expect(page.getByRole("definition").filter({ hasText: EMPLOYEE[project] })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Brewing season" })).toBeVisible();
    await page.getByRole("link", { name: "Change Gross hourly wage" }).click();
    await arrive(page, GENERAL.heading);
    await expect(page.getByLabel("Gross hourly wage")).toHaveValue("16.50");
    await press(page, "Save and check your answers", OVERVIEW);
    await page.getByRole("button", { name: "Request the contract" }).click();
    await expect(page).toHaveURL(/\/contracts\/view-payroll-contract\/\d+\?done=requested$/);
    await arrive(page, `Contract of ${EMPLOYEE[project]}`);
    await expect(page.getByRole("definition").filter({ hasText: "Requested: waiting for the office to confirm" })).toBeVisible();
    const contractId = /view-payroll-contract\/(\d+)/.exec(page.url())![1];

    // The office approves it; the employer asks to extend it by the week after, as it was worked.
    await decideAsBackOffice(E2E_API_URL, { subject: "contract", id: contractId, decision: "approve" });
    await page.goto(`/contracts/view-payroll-contract/${contractId}`);
    await arrive(page, `Contract of ${EMPLOYEE[project]}`);
    await expect(page.getByRole("definition").filter({ hasText: /^Approved$/ })).toBeVisible();
    // The suggestion: the days of the contract's last week, a week later.
    await page.getByRole("link", { name: "Request an extension" }).click();
    await arrive(page, `Request an extension of the contract of ${EMPLOYEE[project]}`);
    const lastWeek = [0, 1, 2].map((offset) => addDays(first, offset)).filter((date) => mondayOf(date) === mondayOf(addDays(first, 2)));
    await expect(days(page).first().getByLabel("Date", { exact: true })).toHaveValue(addDays(lastWeek[0], 7));
    // The contract's hours, week by week, that the extension follows.
    await expect(page.getByRole("region", { name: "The contract's hours" }).getByRole("listitem").first()).toContainText(/^Week of .+: [\d.]+ hours$/);
    await press(page, "Next", {
      path: `/contracts/request-contract-extension/${contractId}/overview`,
      heading: `Request an extension of the contract of ${EMPLOYEE[project]}`,
    });
    // The same hours as its last week: made at once, and the overview says so before it is requested.
    await expect(page.getByRole("main")).toContainText("it is made at once when you request it");
    await page.getByRole("button", { name: "Request the extension" }).click();
    await expect(page).toHaveURL(/done=extension-approved$/);
    await arrive(page, `Contract of ${EMPLOYEE[project]}`);
    await expect(page.getByRole("status")).toContainText("The extension was approved");

    // Workday cancellation: a single day left is refused (De Klok's rate agreement has no day contracts).
    await page.getByRole("link", { name: "Cancel some days" }).click();
    await arrive(page, "Cancel some days of a contract");
    const boxes = page.getByRole("group", { name: "Days to keep" }).getByRole("checkbox");
    await boxes.nth(0).uncheck();
    await boxes.nth(1).uncheck();
    await page.getByRole("button", { name: "Request the cancellation of the days" }).click();
    await arrive(page, "Cancel some days of a contract");
    await expect(page.getByRole("alert")).toContainText("Keep at least two days");
    await boxes.nth(1).check();
    await page.getByRole("button", { name: "Request the cancellation of the days" }).click();
    await expect(page).toHaveURL(/done=workdays$/);
    await arrive(page, `Contract of ${EMPLOYEE[project]}`);
    await expect(page.getByRole("table").getByRole("cell", { name: "Cancellation requested" })).toHaveCount(1);
  });

  await test.step("a student's schedule past the hours left is refused at that day, with what was typed kept; the balance drops once requested and comes back once deleted", async () => {
    // Three days in one year, three weeks ahead (or early January when those would cross the new year).
    const today = todayInBelgium(new Date());
    const soon = addDays(today, 21);
    const first = soon.slice(0, 4) === addDays(soon, 2).slice(0, 4) ? soon : `${Number(soon.slice(0, 4)) + 1}-01-05`;
    const year = first.slice(0, 4);
    const balance = () => page.locator("dt", { hasText: `Student hours left in ${year}` }).locator("+ dd");

    // The profile: the 20 hours the student's other jobs leave.
    await page.goto(`/team/payroll-team?search=${encodeURIComponent(STUDENT[project])}`);
    await arrive(page, "Payroll team");
    await page.getByRole("link", { name: STUDENT[project], exact: true }).click();
    await arrive(page, STUDENT[project]);
    const profile = page.url();
    await expect(balance()).toHaveText("20 hours");

    await startNewContract(page);
    // The candidate list says the balance.
    await generalForWorker(page, `${STUDENT[project]} (20 student hours left)`, "Jobstudent inpak", "Blue-collar student");

    // Three days of 8 hours: the third runs out, and says the 4 hours left.
    for (const offset of [0, 1, 2]) {
      await addDay(page);
      await fillDay(days(page).nth(offset), { date: addDays(first, offset), start: "08:00", end: "16:30" });
    }
    const third = days(page).nth(2);
    if (javaScriptOn) {
      const message = `The student has only 4 student hours left in ${year}: not enough for this day`;
      await refused(page, "Next", message, DAY_ERROR);
      await expect(third).toContainText(message);
      await expect(third.getByLabel("Date", { exact: true })).toHaveValue(addDays(first, 2));
      await expect(third.getByLabel("End", { exact: true })).toHaveValue("16:30");
      await expect(days(page).first().getByLabel("Start", { exact: true })).toHaveValue("08:00");
      await expect(page.getByRole("region", { name: "Student hours left before these days" })).toContainText(`${year}: 20 hours`);
    }

    // Four hours on the third day spend exactly what is left.
    await fillDay(third, { start: "08:00", end: "12:30" });
    await press(page, "Next", OVERVIEW);
    await page.getByRole("button", { name: "Request the contract" }).click();
    await expect(page).toHaveURL(/\/contracts\/view-payroll-contract\/\d+\?done=requested$/);
    await arrive(page, `Contract of ${STUDENT[project]}`);
    const contract = page.url().replace(/\?.*$/, "");

    await page.goto(profile);
    await arrive(page, STUDENT[project]);
    await expect(balance()).toHaveText("0 hours");

    await page.goto(contract);
    await arrive(page, `Contract of ${STUDENT[project]}`);
    await page.getByRole("link", { name: "Delete the contract" }).click();
    await arrive(page, "Delete the contract");
    await page.getByRole("button", { name: "Delete the contract" }).click();
    await expect(page).toHaveURL(/\/contracts\/payroll-contracts\?deleted=1$/);
    await arrive(page, "Payroll contracts");

    await page.goto(profile);
    await arrive(page, STUDENT[project]);
    await expect(balance()).toHaveText("20 hours");
  });

  await test.step("one schedule for several employees: each one's checks on the overview, a contract for each who passes, the others kept with why (issue 46)", async () => {
    // Far enough ahead to meet no other step's days, and another day per project: both run side by side.
    const date = addDays(todayInBelgium(new Date()), { js: 250, "no-js": 257 }[project]);
    await startNewContract(page);
    await page.getByLabel("Employee", { exact: true }).selectOption({ label: EMPLOYEE[project] });
    await page.getByRole("button", { name: "Add another employee", exact: true }).click();
    const second = page.getByLabel("Employee 2", { exact: true });
    await expect(second).toBeVisible();
    await page.waitForLoadState("load");
    await arrive(page, GENERAL.heading);
    await expect(page.getByLabel("Employee", { exact: true })).toHaveValue(/\d+/);
    // The page comes back at the new choice; with scripts its select has the focus.
    await expect(page).toHaveURL(/#contract-general-other-employee-0$/);
    if (javaScriptOn) await expect(second).toBeFocused();
    // The student gets a worker's contract: theirs is refused, the other one's is requested.
    await second.selectOption({ label: `${STUDENT[project]} (20 student hours left)` });
    await generalForWorker(page, EMPLOYEE[project], "Productiemedewerker");
    await addDay(page);
    await fillDay(days(page).first(), { date, start: "08:00", end: "16:00" });
    await press(page, "Next", OVERVIEW);
    const checks = page.getByRole("region", { name: "Each employee's contract" });
    await expect(checks.getByRole("listitem").filter({ hasText: EMPLOYEE[project] })).toContainText("Ready to be requested");
    await expect(checks.getByRole("listitem").filter({ hasText: STUDENT[project] })).toContainText("A student needs a student contract (or flexi)");
    await scanInDutchAndFrench(page);

    await page.getByRole("button", { name: "Request the contracts", exact: true }).click();
    await expect(page).toHaveURL(/\/contracts\/create-contract\/requested\?requested=\d+\.\d+$/);
    await arrive(page, "Contracts requested");
    await expect(page.getByRole("region", { name: "Requested" }).getByRole("link", { name: EMPLOYEE[project], exact: true })).toBeVisible();
    const refusedStudent = page.getByRole("region", { name: "Not requested" }).getByRole("listitem").filter({ hasText: STUDENT[project] }).first();
    await expect(refusedStudent).toContainText("A student needs a student contract (or flexi)");
    await scanInDutchAndFrench(page);

    // The refused student stays in the wizard, the one employee left, where the draft is thrown away.
    await page.getByRole("link", { name: "Change the answers or the employees" }).click();
    await expect(page).toHaveURL(GENERAL.path);
    await arrive(page, GENERAL.heading);
    await expect(page.getByLabel("Employee", { exact: true }).locator("option:checked")).toHaveText(new RegExp(`^${STUDENT[project]}`));
    await expect(page.getByLabel("Employee 2", { exact: true })).toHaveCount(0);
    await press(page, "Cancel", { path: "/contracts/payroll-contracts", heading: "Payroll contracts" });
  });

  await test.step("a position approved with the back office's command is offered in the wizard", async () => {
    // Each project approves its own of the seed's positions waiting for approval.
    const name = { js: "Gids brouwerijbezoeken", "no-js": "Seizoenshulp zomerbar" }[project];
    await signedInAs(page, "employer@example.com");
    await page.goto(`/positions?search=${encodeURIComponent(name)}`);
    await arrive(page, "Positions");
    const href = await page.getByRole("link", { name: `View ${name}` }).getAttribute("href");
    const positionId = href!.split("/").pop()!;
    const offered = page.getByLabel("Position", { exact: true }).locator("option", { hasText: name });

    await page.goto("/contracts/create-contract");
    await arrive(page, "Create a contract");
    await expect(offered).toHaveCount(0);
    await decideAsBackOffice(E2E_API_URL, { subject: "position", id: positionId, decision: "approve" });
    await page.reload();
    await arrive(page, "Create a contract");
    await expect(offered).toHaveCount(1);
    await page.goto(`/positions/view-position/${positionId}`);
    await arrive(page, name);
    await expect(page.getByRole("definition").filter({ hasText: "Approved" })).toBeVisible();
  });

  await test.step("a restricted account is told why it cannot create a contract", async () => {
    await signedInAs(page, "payroll@example.com");
    await page.goto("/contracts/create-contract");
    await arrive(page, "Create a contract");
    await expect(page.getByRole("main")).toContainText(
      "Your account is restricted because of unpaid invoices or credit issues, so you cannot create contracts",
    );
    await expect(page.getByRole("link", { name: "View your invoices" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
    // A later step's address shows the same.
    await page.goto("/contracts/create-contract/overview");
    await arrive(page, "Create a contract");
    await expect(page.getByRole("button", { name: "Request the contract" })).toHaveCount(0);
  });
});

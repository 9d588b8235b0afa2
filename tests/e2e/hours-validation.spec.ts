import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { errorSummary } from "./support/wizard";

// Part 2 §2 screen 13, §5: a week's timesheet filled, refused, saved as a draft, submitted as final,
// and downloaded. Each project works on a contract of its own: hours@example.com's (Nettoyage Dubois,
// interim only) with JavaScript, employer@example.com's interim contract of Ines De Wit without.
// Each approves one week that matches the plan in one go: Julie Lambert's, and Lotte Maes's (Sofie
// Claes's drafts stay drafts for api-faults.spec.ts).
const OWN = {
  js: { email: "hours@example.com", list: "/hours-validation", employee: "Lucie Martin", planned: "Julie Lambert" },
  "no-js": { email: "employer@example.com", list: "/hours-validation/interim", employee: "Ines De Wit", planned: "Lotte Maes" },
} as const;

/** The side panel's count of timesheets waiting for the employer (none: 0). */
async function waitingCount(page: Page): Promise<number> {
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Timesheets/ });
  const name = await link.evaluate((element) => element.querySelector("span[aria-hidden] + span")?.textContent ?? "");
  const match = /^(\d+) timesheets? to process$/.exec(name);
  return match ? Number(match[1]) : 0;
}

const day = (page: Page, index: number) =>
  page
    .getByRole("group")
    .filter({ has: page.getByLabel("Hours worked") })
    .nth(index);

// One walk per project: the project's own timesheet, then a level that covers construct hours only.
test("timesheets: a week refused, saved as a draft, submitted as final and downloaded; read-only for a level without interim hours", async ({
  page,
  javaScriptOn,
}, testInfo) => {
  test.setTimeout(240_000);
  const own = OWN[testInfo.project.name as keyof typeof OWN];
  await signedInAs(page, own.email);
  await test.step("a week's timesheet is refused, saved as a draft, submitted as final and downloaded", async () => {
    await page.goto("/hours-validation");
    await expect(page).toHaveURL(new RegExp(`${own.list}$`));
    await arrive(page, "Timesheets");
    const before = await waitingCount(page);

    // The contract's first week is over and empty: it waits for the employer.
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: own.employee }) });
    await row
      .getByRole("link", { name: /: Empty/ })
      .first()
      .click();
    await arrive(page, `Timesheet of ${own.employee}`);
    const weekUrl = page.url();

    // The week may hold a single day of the contract: its first day takes both refusals.
    await day(page, 0).getByLabel("Hours worked").fill("12");
    await day(page, 0).getByLabel("Absent").check();
    await day(page, 0).getByLabel("Remarks (optional)").fill("Went home sick at noon");
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByRole("alert")).toContainText("A day has at most 11 hours of work, the legal limit");
    await expect(page.getByRole("alert")).toContainText("Choose the reason for the absence");
    await arrive(page, `Timesheet of ${own.employee}`);
    await expect(day(page, 0)).toContainText("A day has at most 11 hours of work");
    await expect(day(page, 0).getByLabel("Hours worked")).toHaveValue("12");
    await expect(day(page, 0).getByLabel("Absent")).toBeChecked();
    await expect(day(page, 0).getByLabel("Remarks (optional)")).toHaveValue("Went home sick at noon");

    await day(page, 0).getByLabel("Hours worked").fill("4:30");
    await day(page, 0).getByLabel("Reason for absence").selectOption({ label: "Sickness" });
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByRole("status")).toContainText("The timesheet was saved as a draft");
    await arrive(page, `Timesheet of ${own.employee}`);

    // Coming back later: the draft is there, in the unit chosen.
    await page.goto(own.list);
    await arrive(page, "Timesheets");
    await page.goto(weekUrl);
    await arrive(page, `Timesheet of ${own.employee}`);
    await expect(day(page, 0).getByLabel("Hours worked")).toHaveValue("4.5");
    const hoursAndMinutes = page.getByRole("button", { name: "Hours and minutes (7:30)" });
    await hoursAndMinutes.click();
    await expect(day(page, 0).getByLabel("Hours worked")).toHaveValue("4:30");
    // The unit that is on says so to a screen reader and shows it (issue 47): filled in, the other not.
    await expect(hoursAndMinutes).toHaveAttribute("aria-pressed", "true");
    const decimal = page.getByRole("button", { name: /^Decimal/ });
    await expect(decimal).toHaveAttribute("aria-pressed", "false");
    const backgroundOf = (button: typeof decimal) => button.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await backgroundOf(hoursAndMinutes)).not.toBe(await backgroundOf(decimal));
    await expect(day(page, 0).getByLabel("Reason for absence")).toHaveValue("sickness");

    await page.getByRole("button", { name: "Submit as final" }).click();
    await expect(page.getByRole("heading", { name: "Submit as final?" })).toBeVisible();
    await arrive(page, `Timesheet of ${own.employee}`);
    await page.getByRole("button", { name: "Yes, submit as final" }).click();
    await expect(page.getByRole("status")).toContainText("The timesheet was submitted as final");
    await arrive(page, `Timesheet of ${own.employee}`);
    await expect(page.getByText("This timesheet is final and can no longer be changed")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save as draft" })).toHaveCount(0);
    expect(await waitingCount(page)).toBe(before - 1);

    // This timesheet alone, as a PDF, from its own page.
    const ownPdf = page.waitForEvent("download");
    await page.getByRole("link", { name: /^Download this week's timesheet \(PDF, week of / }).click();
    const ownPdfBytes = await readFile((await (await ownPdf).path())!);
    expect(ownPdfBytes.subarray(0, 5).toString()).toBe("%PDF-");

    // The week after, as one grid (issue 47): filled from this week's hours and absences, saved only
    // when the user saves; with scripts the week's total follows what is typed, a reason for absence
    // shows once its day is absent, and the arrows move up and down the hours.
    await page
      .getByRole("link", { name: /^Week of .*: Empty/ })
      .first()
      .click();
    await arrive(page, `Timesheet of ${own.employee}`);
    await expect(page.getByText("Week total: 0:00 hours")).toBeVisible();
    await page.getByRole("link", { name: "Copy the previous week's hours and absences" }).click();
    await expect(page.getByRole("status")).toContainText("Nothing is saved until you save");
    await arrive(page, `Timesheet of ${own.employee}`);
    await expect(page.getByText("Week total: 4:30 hours")).toBeVisible();
    const copied = page.getByRole("group").filter({ has: page.getByLabel("Hours worked").and(page.locator('[value="4:30"]')) });
    await expect(copied.getByLabel("Absent")).toBeChecked();
    await expect(copied.getByLabel("Reason for absence")).toHaveValue("sickness");
    const empty = page.getByRole("group").filter({ has: page.getByLabel("Hours worked").and(page.locator(':not([value="4:30"])')) });
    if (javaScriptOn) {
      await expect(empty.first().getByLabel("Reason for absence")).toHaveCount(0);
      await empty.first().getByLabel("Absent").check();
      await expect(empty.first().getByLabel("Reason for absence")).toBeVisible();
      await empty.first().getByLabel("Absent").uncheck();
      await empty.first().getByLabel("Hours worked").fill("3");
      await expect(page.getByText("Week total: 7:30 hours")).toBeVisible();
      await day(page, 0).getByLabel("Hours worked").press("ArrowDown");
      await expect(day(page, 1).getByLabel("Hours worked")).toBeFocused();
    } else {
      await expect(empty.first().getByLabel("Reason for absence")).toBeVisible();
    }

    // The week worked, as one PDF.
    const weekStart = new URL(weekUrl).searchParams.get("week")!;
    await page.goto(own.list);
    await page.getByRole("link", { name: "Download timesheets" }).click();
    await arrive(page, "Download timesheets");
    await page.getByRole("textbox", { name: "Week" }).fill(weekStart);
    await page.getByRole("button", { name: "Show" }).click();
    await arrive(page, "Download timesheets");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /^Download the timesheets of the week of/ }).click();
    const pdf = await readFile((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

    // A week without timesheets has nothing to download.
    await page.getByRole("textbox", { name: "Week" }).fill("2020-01-06");
    await page.getByRole("button", { name: "Show" }).click();
    await arrive(page, "Download timesheets");
    await expect(page.getByText("No results found")).toBeVisible();
  });

  await test.step("the weeks that match the plan: none ticked is refused, one approved, the others left with why", async () => {
    await page.goto(own.list);
    await page.getByRole("link", { name: "Approve the weeks that match the plan" }).click();
    await arrive(page, "Approve the weeks that match the plan");
    const weeks = page.getByRole("group", { name: "Weeks to submit as final" });
    const boxes = weeks.getByRole("checkbox");
    for (const box of await boxes.all()) {
      await expect(box).toBeChecked();
      await box.uncheck();
    }
    await page.getByRole("button", { name: "Submit the ticked weeks as final" }).click();
    await expect(errorSummary(page)).toContainText("Tick at least one week to submit as final");
    await expect(errorSummary(page)).toBeFocused();
    await arrive(page, "Approve the weeks that match the plan");

    // By keyboard: the planned week's box ticked with the space bar, the form sent with Enter.
    const week = weeks.getByRole("checkbox", { name: new RegExp(`^${own.planned}, week of`) }).first();
    const name = await week.getAttribute("value");
    await week.focus();
    await page.keyboard.press("Space");
    await expect(week).toBeChecked();
    await page.getByRole("button", { name: "Submit the ticked weeks as final" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "This week is now final:" })).toContainText(`${own.planned}, week of`);
    await arrive(page, "Approve the weeks that match the plan");
    expect(new URL(page.url()).searchParams.get("done")).toBe(name);
    await expect(weeks.locator(`[value="${name}"]`)).toHaveCount(0);

    const left = page.getByRole("region", { name: "Weeks to do one by one" });
    await expect(left).toContainText(/hours are entered on|is not over yet|an absence is entered on/);
    await left.getByRole("link").first().click();
    await arrive(page, /^Timesheet of /);
  });

  await test.step("a user whose level covers construct hours only sees an interim timesheet but cannot change it", async () => {
    await signedInAs(page, "construct-hours@example.com");
    await page.goto("/hours-validation");
    await arrive(page, "Timesheets");
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Lucie Martin" }) });
    await row
      .getByRole("link", { name: /^Week of/ })
      .last()
      .click();
    await arrive(page, "Timesheet of Lucie Martin");
    await expect(page.getByText("Your hours-validation level does not allow you to validate interim hours")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save as draft" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Submit as final" })).toHaveCount(0);
    // Nor can they approve the line's weeks in one go.
    await page.goto("/hours-validation");
    await page.getByRole("link", { name: "Approve the weeks that match the plan" }).click();
    await arrive(page, "Approve the weeks that match the plan");
    await expect(page.getByText("Your hours-validation level does not allow you to validate the hours of this line of work")).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit the ticked weeks as final" })).toHaveCount(0);
  });
});

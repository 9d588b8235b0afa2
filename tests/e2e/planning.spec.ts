import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { addDays, isoWeekday, mondayOf, todayInBelgium } from "../../domain/belgian-time";
import { isoWeekOf } from "../../domain/planning-week";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { PAGES_WITHOUT_SCRIPTS } from "./support/settings";

// Issue 32: the week's planning and a contract's calendar, as employer@example.com, on Brouwerij De
// Klok's seeded contracts (payroll-api/seed/seed-contracts.ts), dated from the day the data was seeded.
// Pieter-Jan De Backer's Bottelaar contract: five days from today + 10, 08:00 to 16:30 with 30 minutes' break.
const FIRST_DAY = addDays(todayInBelgium(new Date()), 10);
const WEEK = isoWeekOf(FIRST_DAY);
const MONDAY = mondayOf(FIRST_DAY);
/** The contract's days in the week of its first day. */
const DAYS_IN_WEEK = Math.min(5, 8 - isoWeekday(FIRST_DAY));
const COLUMN_HEADING = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

const gridRowOf = (page: Page, name: string) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });

/** The week first, as any day of it: the position list offers the positions of the week shown. */
async function showWeek(page: Page, day: string) {
  await page.getByLabel("Week", { exact: true }).fill(day);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`/planning\\?.*week=${day}`));
  await arrive(page, "Planning");
}

async function filterOn(page: Page, { position, search }: { position: string; search: string }) {
  await page.getByLabel("Position", { exact: true }).selectOption({ label: position });
  await page.getByLabel("Employee's name").fill(search);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/position=/);
  await arrive(page, "Planning");
}

// One walk, in the no-js project as its pages are sent without scripts (decision 77), each former test a step: the planning opened from the dashboard, a week
// shown, filtered and moved, a contract's shifts downloaded from its page, a requested contract and a
// week that is none, then the week on a phone.
test(
  "the week's planning: shifts, totals, filters and weeks, the calendar download, a requested contract, a bad week and a phone",
  { tag: PAGES_WITHOUT_SCRIPTS },
  async ({ page }) => {
    test.setTimeout(240_000);
    await signedInAs(page, "employer@example.com");

    await test.step("shows a contract's shifts on their days and hours with the totals, filters, and moves a week on and back", async () => {
      await page.goto("/dashboard");
      await arrive(page, "Dashboard");
      await page.getByRole("link", { name: "See who works when this week: the planning" }).click();
      await arrive(page, "Planning");
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Planning" })).toHaveAttribute("href", "/planning");

      await showWeek(page, FIRST_DAY);
      await expect(
        gridRowOf(page, "Pieter-Jan De Backer")
          .getByRole("cell")
          .nth(isoWeekday(FIRST_DAY) - 1),
      ).toContainText("08:00–16:30");
      await filterOn(page, { position: "Bottelaar", search: "Pieter-Jan De Backer" });
      await expect(page.getByRole("table").getByRole("rowheader")).toHaveText(["Pieter-Jan De Backer", "Hours on the day"]);
      await expect(page.getByText(`Week ${WEEK}:`)).toBeVisible();
      const headings = page.getByRole("table").getByRole("columnheader");
      await expect(headings).toHaveText([
        "Employee",
        ...Array.from({ length: 7 }, (_, index) => COLUMN_HEADING.format(new Date(`${addDays(MONDAY, index)}T00:00:00Z`))),
        "Hours in the week",
      ]);
      const row = gridRowOf(page, "Pieter-Jan De Backer");
      const cells = row.getByRole("cell");
      for (let day = 1; day <= 7; day += 1) {
        const date = addDays(MONDAY, day - 1);
        const works = date >= FIRST_DAY && date <= addDays(FIRST_DAY, 4);
        const cell = cells.nth(day - 1);
        if (works) {
          await expect(cell.getByRole("link", { name: /^08:00–16:30 contract of Pieter-Jan De Backer/ })).toBeVisible();
          await expect(cell).toContainText("30 minutes break");
          await expect(cell).toContainText("Bottelaar (payroll)");
        } else {
          await expect(cell).toHaveText("");
        }
      }
      await expect(cells.nth(7)).toHaveText(`${DAYS_IN_WEEK * 8}:00`);
      const totals = page
        .getByRole("table")
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: "Hours on the day" }) })
        .getByRole("cell");
      await expect(totals.nth(isoWeekday(FIRST_DAY) - 1)).toHaveText("8:00");
      await expect(totals.nth(7)).toHaveText(`${DAYS_IN_WEEK * 8}:00`);

      // The week links keep the filters.
      const nextWeek = isoWeekOf(addDays(MONDAY, 7));
      await page.getByRole("link", { name: "Next week" }).click();
      await expect(page).toHaveURL(new RegExp(`week=${nextWeek}`));
      await arrive(page, "Planning");
      await expect(page.getByText(`Week ${nextWeek}:`)).toBeVisible();
      // The date field shows the linked week (2026-W49) as its Monday.
      await expect(page.getByLabel("Week", { exact: true })).toHaveValue(addDays(MONDAY, 7));
      await expect(page.getByLabel("Position", { exact: true })).toHaveValue("Bottelaar");
      await page.getByRole("link", { name: "Previous week" }).click();
      await expect(page).toHaveURL(new RegExp(`week=${WEEK}`));
      await arrive(page, "Planning");
      await expect(
        gridRowOf(page, "Pieter-Jan De Backer")
          .getByRole("cell")
          .nth(isoWeekday(FIRST_DAY) - 1),
      ).toContainText("08:00–16:30");
    });

    await test.step("downloads a contract's shifts as a calendar, at Belgian times", async () => {
      // From the week the previous step came back to, its filters kept by the week links.
      await gridRowOf(page, "Pieter-Jan De Backer")
        .getByRole("link", { name: /^08:00–16:30/ })
        .first()
        .click();
      await arrive(page, "Contract of Pieter-Jan De Backer");
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Add the schedule to a calendar (.ics)" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^contract-\d+\.ics$/);
      const text = (await readFile((await file.path())!, "utf8")).replace(/\r\n[ \t]/g, "");
      const events = text.split("BEGIN:VEVENT").slice(1);
      expect(events).toHaveLength(5);
      expect(text.split("BEGIN:VTIMEZONE\r\nTZID:Europe/Brussels\r\n")).toHaveLength(2);
      for (const [index, event] of events.entries()) {
        const date = addDays(FIRST_DAY, index);
        const compact = date.replace(/-/g, "");
        expect(event).toContain(`\r\nUID:contract-`);
        expect(event).toContain(`-${date}@employer-portal\r\n`);
        expect(event).toContain(`\r\nDTSTART;TZID=Europe/Brussels:${compact}T080000\r\n`);
        expect(event).toContain(`\r\nDTEND;TZID=Europe/Brussels:${compact}T163000\r\n`);
        expect(event).toContain("\r\nSUMMARY:Bottelaar: Pieter-Jan De Backer\r\n");
      }
      const response = await page.request.get(`${new URL(page.url()).pathname}/calendar.ics`);
      expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="contract-\d+\.ics"$/);
    });

    await test.step("marks a requested contract in one API round trip, and names what is no week instead of failing", async () => {
      // Karolien Stevens's requested Hulpbrouwer contract: three days from today + 20.
      const requested = addDays(todayInBelgium(new Date()), 20);
      const view = await page.goto(`/planning?week=${isoWeekOf(requested)}&position=Hulpbrouwer&search=Karolien+Stevens`);
      await arrive(page, "Planning");
      // The account and the week travel to the API as one document.
      expect(view?.headers()["server-timing"]).toContain('desc="Payroll API, 1 call"');
      await expect(
        gridRowOf(page, "Karolien Stevens")
          .getByRole("cell")
          .nth(isoWeekday(requested) - 1),
      ).toContainText("Requested");

      const answer = await page.goto("/planning?week=2025-W53");
      expect(answer?.status()).toBe(200);
      await arrive(page, "Planning");
      await expect(page.getByRole("alert")).toContainText("Enter a real date of the week, such as 2026-11-23");
      await expect(page.getByLabel("Week", { exact: true })).toHaveAccessibleDescription(/Enter a real date of the week/);
    });

    await test.step("lists the week by day on a phone", async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/planning?week=${WEEK}&position=Bottelaar&search=Pieter-Jan+De+Backer`);
      await arrive(page, "Planning");
      await expect(page.getByRole("table")).toBeHidden();
      const day = page.getByRole("region", {
        name: new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
          new Date(`${FIRST_DAY}T00:00:00Z`),
        ),
      });
      await expect(day.getByRole("listitem")).toContainText("Pieter-Jan De Backer");
      await expect(day.getByRole("link", { name: /^08:00–16:30/ })).toBeVisible();
      await expect(day).toContainText("Hours on the day: 8:00");
    });
  },
);

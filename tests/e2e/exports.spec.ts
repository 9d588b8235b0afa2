import type { Download, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { apiAs } from "./support/payroll-api";
import { arrive, expect, signedInAs, test } from "./support/fixtures";

// Issue 32: each list downloads as a CSV file with the page's filters applied, by a plain link that
// works with JavaScript on and off. The English account gets commas, decimal points and day-first dates
// (the Dutch and French semicolons and decimal commas are unit tests: app/platform/csv-export.server.test.ts).

const BOM = "\uFEFF";
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Csv = { fileName: string; header: string; rows: string[] };

/** An address's list filters: its query without the page, in one order. */
function filtersOf(address: string): string {
  const query = new URL(address, "http://localhost").searchParams;
  query.delete("page");
  query.sort();
  return query.toString();
}

/**
 * Downloads the list through its export link and reads the file: its name, its header row and its
 * records. With JavaScript the address bar shows a filter's address before the filtered page has
 * rendered: the link, rendered with the list, names the address's filters once the list is the new one.
 */
async function downloadExport(page: Page): Promise<Csv> {
  const link = page.getByRole("link", { name: "Download the whole list as a spreadsheet (CSV)" });
  await expect.poll(async () => filtersOf((await link.getAttribute("href")) ?? "")).toBe(filtersOf(page.url()));
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return readCsv(download);
}

async function readCsv(download: Download): Promise<Csv> {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await readFile((await download.path())!));
  expect(text.startsWith(BOM), "the file starts with a byte-order mark").toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  const [header, ...rows] = text.slice(1, -2).split("\r\n");
  return { fileName: download.suggestedFilename(), header, rows };
}

const DAY = "\\d{4}-\\d{2}-\\d{2}";
const DATE = /^\d{2}\/\d{2}\/\d{4}$/;

test.describe("CSV exports", () => {
  test.beforeEach(async ({ page }) => signedInAs(page, "employer@example.com"));

  test("the payroll team downloads as its search shows it, a name that starts like a formula neutralised", async ({ page }, testInfo) => {
    // A member whose first name a spreadsheet would run as a formula, with a last name of this run's own.
    const lastName = `Exportcheck${testInfo.project.name.replace(/\W/g, "")}${Date.now()}`;
    const graphql = await apiAs("employer@example.com");
    await graphql(
      `
        mutation Invite($input: InviteToPayrollTeamInput!) {
          inviteToPayrollTeam(input: $input) {
            id
          }
        }
      `,
      {
        input: { firstName: '=HYPERLINK("x")', lastName, email: `${lastName.toLowerCase()}@example.com`, preferredLanguage: "en" },
      },
    );

    await page.goto("/team/payroll-team");
    await arrive(page, "Payroll team");
    await page.getByLabel("Name", { exact: true }).fill(lastName);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/team/payroll-team\\?search=${lastName}`));
    await arrive(page, "Payroll team");
    await expect(page.getByRole("rowheader", { name: `=HYPERLINK("x") ${lastName}` })).toBeVisible();

    const csv = await downloadExport(page);
    expect(csv.fileName).toMatch(new RegExp(`^payroll-team-${DAY}\\.csv$`));
    expect(csv.header).toBe("First name,Last name,Location,Age,Status");
    expect(csv.rows).toEqual([`"'=HYPERLINK(""x"")",${lastName},,,Awaiting registration`]);
  });

  test("the payroll contracts download with the status filter applied, on every page", async ({ page }) => {
    await page.goto("/contracts/payroll-contracts");
    await arrive(page, "Payroll contracts");
    await page.getByLabel("Status").selectOption({ label: "Past" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/contracts\/payroll-contracts\?.*status=past/);
    await arrive(page, "Payroll contracts");
    const csv = await downloadExport(page);
    // Past contracts are the seed's: no test adds one, so the page and the file show the same.
    const shown = await page.getByRole("table").getByRole("rowheader").allTextContents();
    expect(csv.fileName).toMatch(new RegExp(`^payroll-contracts-${DAY}\\.csv$`));
    expect(csv.header).toBe("First name,Last name,Position,Start date,End date,Contract status");
    expect(csv.rows.length).toBe(shown.length);
    for (const row of csv.rows) {
      const [firstName, lastName, , start, end, status] = row.split(",");
      expect(shown).toContain(`${firstName} ${lastName}`);
      expect(start).toMatch(DATE);
      expect(end).toMatch(DATE);
      expect(status).toBe("Past");
    }
  });

  test("the interim selection team downloads whole, beyond the page's 25, and as its search shows it", async ({ page }) => {
    await page.goto("/team/selection-team/interim");
    await arrive(page, "Selection team: Interim");
    const all = await downloadExport(page);
    expect(all.fileName).toMatch(new RegExp(`^selection-team-interim-${DAY}\\.csv$`));
    expect(all.header).toBe("First name,Last name,Location,Age,Worker type");
    // De Klok's 32 interim workers (payroll-api/seed/seed-team.ts), each once, read by the list's cursor.
    expect(all.rows).toHaveLength(32);
    expect(new Set(all.rows).size).toBe(32);
    for (const row of all.rows) expect(row).toMatch(/,(Clerk \(bediende\)|Worker \(arbeider\))$/);

    const [firstName, lastName] = all.rows[7].split(",");
    await page.getByLabel("Name", { exact: true }).fill(`${lastName} ${firstName}`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/team\/selection-team\/interim\?search=/);
    await arrive(page, "Selection team: Interim");
    const found = await downloadExport(page);
    expect(found.rows).toContain(all.rows[7]);
    expect(found.rows.every((row) => row.startsWith(`${firstName},${lastName},`))).toBe(true);
  });

  test("the timesheets of the window download as the name search shows them, a record a week", async ({ page }) => {
    await page.goto("/hours-validation/interim?search=Sofie+Claes");
    await arrive(page, "Timesheets");
    const weeks = await page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Sofie Claes" }) })
      .getByRole("link")
      .count();
    expect(weeks).toBeGreaterThan(0);

    const csv = await downloadExport(page);
    expect(csv.fileName).toMatch(new RegExp(`^timesheets-interim-${DAY}\\.csv$`));
    expect(csv.header).toBe("Employee,Contract number,Position,Start date,End date,Week starting,Timesheet status");
    expect(csv.rows.length).toBe(weeks);
    for (const row of csv.rows) {
      const [employee, , , start, end, week, status] = row.split(",");
      expect(employee).toBe("Sofie Claes");
      for (const date of [start, end, week]) expect(date).toMatch(DATE);
      expect(["Empty", "Draft", "Final"]).toContain(status);
    }
  });

  test("the invoices download with the period applied, the totals as plain numbers", async ({ page }) => {
    await page.goto("/invoices");
    await arrive(page, "Invoices");
    await page.getByLabel("From").fill(isoDay(5));
    await page.getByLabel("To").fill(isoDay(30));
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/invoices\?from=[\d-]+&to=[\d-]+$/);
    await arrive(page, "Invoices");
    const csv = await downloadExport(page);
    const shown = await page.getByRole("table").getByRole("row").count();
    expect(csv.fileName).toMatch(new RegExp(`^invoices-${DAY}\\.csv$`));
    expect(csv.header).toBe("Invoice,Total (EUR),Expiration date,Status");
    expect(csv.rows.length).toBe(shown - 1);
    expect(csv.rows.map((row) => row.split(",")[0])).toContain("F2026-0530");
    for (const row of csv.rows) {
      const [, total, expires] = row.split(",");
      expect(total).toMatch(/^-?\d+\.\d{2}$/);
      expect(expires).toMatch(DATE);
    }
  });
});

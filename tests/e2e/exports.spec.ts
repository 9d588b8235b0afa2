import { DATE, DAY, downloadExport } from "./support/csv-export";
import { apiAs } from "./support/payroll-api";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { PAGES_WITHOUT_SCRIPTS } from "./support/settings";

// Issue 32: each list downloads as a CSV file with the page's filters applied, by a plain link that
// works with JavaScript on and off. The English account gets commas, decimal points and day-first dates
// (the Dutch and French semicolons and decimal commas are unit tests: app/platform/csv-export.server.test.ts).

// One walk, in the no-js project as the lists are sent without scripts (decision 77), as employer@example.com, through the lists that download: the payroll team, the
// payroll contracts, the interim selection team and the timesheets. The invoices' download is a step
// of invoices.spec.ts's walk.
test(
  "CSV exports: the team, contracts, selection team and timesheets download as their lists show them",
  { tag: PAGES_WITHOUT_SCRIPTS },
  async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    await signedInAs(page, "employer@example.com");

    await test.step("CSV exports: the payroll team downloads as its search shows it, a name that starts like a formula neutralised", async () => {
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

    await test.step("CSV exports: the payroll contracts download with the status filter applied, on every page", async () => {
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

    await test.step("CSV exports: the interim selection team downloads whole, beyond the page's 25, and as its search shows it", async () => {
      await page.goto("/team/selection-team/interim");
      await arrive(page, "Selection team: Interim");
      const all = await downloadExport(page);
      expect(all.fileName).toMatch(new RegExp(`^selection-team-interim-${DAY}\\.csv$`));
      expect(all.header).toBe("First name,Last name,Location,Age,Employment status");
      // De Klok's 32 interim workers (payroll-api/seed/seed-team.ts), each once, read by the list's cursor.
      expect(all.rows).toHaveLength(32);
      expect(new Set(all.rows).size).toBe(32);
      for (const row of all.rows) expect(row).toMatch(/,(White-collar employee|Blue-collar worker)$/);

      const [firstName, lastName] = all.rows[7].split(",");
      await page.getByLabel("Name", { exact: true }).fill(`${lastName} ${firstName}`);
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/team\/selection-team\/interim\?search=/);
      await arrive(page, "Selection team: Interim");
      const found = await downloadExport(page);
      expect(found.rows).toContain(all.rows[7]);
      expect(found.rows.every((row) => row.startsWith(`${firstName},${lastName},`))).toBe(true);
    });

    await test.step("CSV exports: the timesheets of the window download as the name search shows them, a record a week", async () => {
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
  },
);

import { readFile } from "node:fs/promises";
import { DATE, DAY, downloadExport } from "./support/csv-export";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { PAGES_WITHOUT_SCRIPTS } from "./support/settings";

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// One walk, in the no-js project as the list is sent without scripts (decision 77), as employer@example.com: the list paged, its total outstanding and overdue
// marks, filtered, refused, an invoice's PDF and the filtered list's CSV download.
test("invoices: paged, filtered by period, downloaded as a PDF and as a CSV file", { tag: PAGES_WITHOUT_SCRIPTS }, async ({ page }) => {
  test.setTimeout(240_000);
  await signedInAs(page, "employer@example.com");

  await test.step("invoices: pages through the list with plain links", async () => {
    await page.goto("/invoices");
    await arrive(page, "Invoices");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(26);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText(/Page 1 of [2-9]/);
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/invoices\?page=2$/);
    await arrive(page, "Invoices");
    await expect(pages).toContainText(/Page 2 of/);
    await expect(pages.getByRole("link", { name: "Previous page" })).toBeVisible();
  });

  await test.step("invoices: the total outstanding above the list, over every invoice, and the overdue one marked in words", async () => {
    await page.goto("/invoices");
    await arrive(page, "Invoices");
    // The seed's unpaid invoices: F2026-0468 (€9,120.75, 12 days past its due date), F2026-0530 and
    // F2026-0561 (due later); F2026-0503 is being paid and is not outstanding.
    const outstanding = page.getByRole("region", { name: "Total outstanding" });
    await expect(outstanding).toContainText("€38,873.65");
    await expect(outstanding).toContainText("3 unpaid invoices. 1 is overdue: past its due date.");
    await expect(
      page
        .getByRole("row", { name: /F2026-0468/ })
        .getByRole("cell")
        .nth(3),
    ).toHaveText("Not paid Overdue");
    for (const name of ["F2026-0530", "F2026-0561", "F2026-0503", "F2026-0412"]) {
      await expect(page.getByRole("row", { name: new RegExp(name) })).not.toContainText("Overdue");
    }
    // A period the overdue invoice is not in: the total is still the company's, not the rows'.
    await page.goto(`/invoices?from=${isoDay(5)}&to=${isoDay(30)}`);
    await arrive(page, "Invoices");
    await expect(outstanding).toContainText("€38,873.65");
    await expect(outstanding).toContainText("1 is overdue");
    await expect(page.getByText("Overdue", { exact: true })).toHaveCount(0);
  });

  await test.step("invoices: filters by period, and refuses a reversed one", async () => {
    await page.goto("/invoices");
    await arrive(page, "Invoices");
    await page.getByLabel("From", { exact: true }).fill(isoDay(5));
    await page.getByLabel("To", { exact: true }).fill(isoDay(30));
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/invoices\?from=[\d-]+&to=[\d-]+$/);
    await arrive(page, "Invoices");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole("cell", { name: "F2026-0530", exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Not paid" }).first()).toBeVisible();
    await expect(page.getByRole("cell", { name: /€/ }).first()).toBeVisible();

    await page.goto(`/invoices?from=${isoDay(30)}&to=${isoDay(5)}`);
    await arrive(page, "Invoices");
    await expect(page.getByRole("alert")).toContainText("The end of the period must not be before its start");

    await page.goto(`/invoices?from=${isoDay(400)}`);
    await arrive(page, "Invoices");
    await expect(page.getByText("No results found")).toBeVisible();
  });

  await test.step("invoices: downloads an invoice as a PDF", async () => {
    await page.goto("/invoices");
    await arrive(page, "Invoices");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /View F2026-0530/ }).click()]);
    expect(download.suggestedFilename()).toBe("F2026-0530.pdf");
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  await test.step("CSV exports: the invoices download with the period applied, the totals as plain numbers", async () => {
    await page.getByLabel("From", { exact: true }).fill(isoDay(5));
    await page.getByLabel("To", { exact: true }).fill(isoDay(30));
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/invoices\?from=[\d-]+&to=[\d-]+$/);
    await arrive(page, "Invoices");
    const csv = await downloadExport(page);
    const shown = await page.getByRole("table").getByRole("row").count();
    expect(csv.fileName).toMatch(new RegExp(`^invoices-${DAY}\\.csv$`));
    expect(csv.header).toBe("Invoice,Total (EUR),Due date,Status");
    expect(csv.rows.length).toBe(shown - 1);
    expect(csv.rows.map((row) => row.split(",")[0])).toContain("F2026-0530");
    for (const row of csv.rows) {
      const [, total, expires] = row.split(",");
      expect(total).toMatch(/^-?\d+\.\d{2}$/);
      expect(expires).toMatch(DATE);
    }
  });
});

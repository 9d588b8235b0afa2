import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { refused } from "./support/wizard";

// Part 1 §6: Brouwerij De Klok has cost places enabled. Each project adds its own cost place.

test("a cost place is added, and removed after a confirmation", async ({ page }, testInfo) => {
  const name = `Afdeling ${testInfo.project.name} ${Date.now()}`;
  await signedInAs(page, "employer@example.com");
  await page.goto("/settings/cost-places");
  await arrive(page, "Cost places");

  await page.getByRole("link", { name: "Add cost place" }).click();
  await expect(page).toHaveURL(/\/settings\/add-cost-place$/);
  await arrive(page, "Add cost place");
  await refused(page, "Add cost place", "Enter the name of the cost place", "Add cost place");
  await expect(page.getByRole("alert").getByRole("link", { name: "Enter the name of the cost place" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add cost place" }).click();

  await expect(page).toHaveURL(/\/settings\/cost-places\?added=1$/);
  await arrive(page, "Cost places");
  await expect(page.getByText("The cost place was added.")).toBeVisible();
  const table = page.getByRole("table", { name: "Cost places of Brouwerij De Klok" });
  await expect(table.getByRole("rowheader", { name, exact: true })).toBeVisible();

  // Opening the confirmation removes nothing; Cancel leads back.
  await table.getByRole("link", { name: `Remove ${name}`, exact: true }).click();
  await arrive(page, "Remove cost place");
  await expect(page.getByText(`Are you sure you want to remove the cost place ${name}?`)).toBeVisible();
  await expect(page.getByText("Removing a cost place cannot be undone, but it does not affect invoices that were already issued.")).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await arrive(page, "Cost places");
  await expect(table.getByRole("rowheader", { name, exact: true })).toBeVisible();

  await table.getByRole("link", { name: `Remove ${name}`, exact: true }).click();
  await arrive(page, "Remove cost place");
  await page.getByRole("button", { name: "Remove cost place" }).click();
  await expect(page).toHaveURL(/\/settings\/cost-places\?removed=1$/);
  await arrive(page, "Cost places");
  await expect(page.getByText("The cost place was removed.")).toBeVisible();
  await expect(page.getByRole("rowheader", { name, exact: true })).toHaveCount(0);

  // A cost place that is gone has its own not-found page.
  const response = await page.goto("/settings/cost-places/999999/remove");
  expect(response?.status()).toBe(404);
  await arrive(page, "Cost place not found");
});

test("a company without cost places has no cost places pages", async ({ page }) => {
  await signedInAs(page, "payroll@example.com");
  for (const path of ["/settings/cost-places", "/settings/add-cost-place"]) {
    await page.goto(path);
    await arrive(page, "You do not have permission to view this page");
  }
});

import type { Page } from "@playwright/test";
import { arrive, expect, signedInAs, test } from "./support/fixtures";

// Part 2 §2 screens 8, 11 and 15, §4: Brouwerij De Klok's contracts (payroll-api/db/seed-contracts.ts)
// as employer@example.com. Each project pushes the failed work obstruction of its own ongoing contract.
const OWN = { js: "Pieter-Jan De Backer", "no-js": "Karolien Stevens" } as const;
const ownOf = (project: string) => OWN[project as keyof typeof OWN];

const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });

async function filterOn(page: Page, { status, search }: { status?: string; search?: string }) {
  if (status) await page.getByLabel("Status").selectOption({ label: status });
  if (search) await page.getByLabel("Employee's name").fill(search);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/contracts\/payroll-contracts\?/);
  await arrive(page, "Payroll contracts");
}

test.describe("contracts", () => {
  test.beforeEach(async ({ page }) => signedInAs(page, "employer@example.com"));

  test("the payroll contracts show every status in words, filter with a GET form and open a contract", async ({ page }) => {
    await page.goto("/contracts");
    await expect(page).toHaveURL(/\/contracts\/payroll-contracts$/);
    await arrive(page, "Payroll contracts");
    for (const status of ["Requested: waiting for the office to confirm", "Ongoing", "Past", "Refused by the office", "Cancellation of days requested"]) {
      await expect(page.getByRole("cell", { name: status, exact: true }).first()).toBeVisible();
    }

    await filterOn(page, { status: "Cancellation of days requested" });
    const row = rowOf(page, "Karolien Stevens");
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    await row.getByRole("link", { name: /^View/ }).click();
    await arrive(page, "Contract of Karolien Stevens");
    await expect(page.getByRole("definition").filter({ hasText: "Cancellation of days requested" })).toBeVisible();
    await expect(page.getByRole("table").getByRole("cell", { name: "Cancellation requested" })).toHaveCount(1);
    // A pending request leaves nothing to do but wait.
    await expect(page.getByRole("navigation", { name: "What you can do with this contract" })).toHaveCount(0);

    await page.goto("/contracts/payroll-contracts?from=2026-12-31&to=2026-01-01");
    await arrive(page, "Payroll contracts");
    await expect(page.getByRole("alert")).toContainText("The end of the period must not be before its start");
    await page.goto("/contracts/payroll-contracts?search=nobody-by-this-name");
    await arrive(page, "Payroll contracts");
    await expect(page.getByText("No results found")).toBeVisible();
  });

  test("the extension list shows each extension status and filters on one", async ({ page }) => {
    await page.goto("/contracts/payroll-contracts");
    await page.getByRole("navigation", { name: "Contracts" }).getByRole("link", { name: "Extensions", exact: true }).click();
    await arrive(page, "Contracts to extend");
    for (const status of ["To extend", "Expired: too late to extend", "Extended", "Not to be extended", "Extension waiting for the office's approval"]) {
      await expect(page.getByRole("cell", { name: status, exact: true }).first()).toBeVisible();
    }
    await page.getByLabel("Extension status").selectOption({ label: "Extension waiting for the office's approval" });
    await page.getByRole("button", { name: "Filter" }).click();
    await arrive(page, "Contracts to extend");
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    await expect(rowOf(page, "Sofie Claes")).toBeVisible();
  });

  test("the selection contracts have interim and construct sub-pages", async ({ page }) => {
    await page.goto("/contracts/selection-contracts");
    await expect(page).toHaveURL(/\/contracts\/selection-contracts\/interim$/);
    await arrive(page, "Interim contracts");
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(4);
    await page.getByRole("navigation", { name: "Line of work" }).getByRole("link", { name: "Construct" }).click();
    await arrive(page, "Construct contracts");
    await page.getByRole("table").getByRole("link", { name: /^View/ }).first().click();
    await expect(page).toHaveURL(/\/contracts\/view-selection-contract\/\d+$/);
    await arrive(page, /^Contract of /);
    await expect(page.getByRole("definition").filter({ hasText: "Various locations" })).toBeVisible();
  });

  test("a failed work obstruction is sent to the office again", async ({ page }, testInfo) => {
    await page.goto("/contracts/payroll-contracts");
    await filterOn(page, { status: "Ongoing", search: ownOf(testInfo.project.name) });
    await rowOf(page, ownOf(testInfo.project.name)).getByRole("link", { name: /^View/ }).click();
    await arrive(page, `Contract of ${ownOf(testInfo.project.name)}`);
    await expect(page.getByText("Work obstruction (Frost) not received by the office")).toBeVisible();
    await page.getByRole("button", { name: /^Send again/ }).click();
    await expect(page).toHaveURL(/done=pushed/);
    await arrive(page, `Contract of ${ownOf(testInfo.project.name)}`);
    await expect(page.getByRole("status")).toContainText("The work obstruction was sent to the office again.");
    await expect(page.getByText("Work obstruction reported: Frost")).toBeVisible();
  });

  test("another company's contract, and a payroll contract at a selection address, are not found", async ({ page }) => {
    await page.goto("/contracts/payroll-contracts");
    await arrive(page, "Payroll contracts");
    const href = (await page.getByRole("table").getByRole("link", { name: /^View/ }).first().getAttribute("href"))!;
    const response = await page.goto(href.replace("view-payroll-contract", "view-selection-contract"));
    expect(response?.status()).toBe(404);
    await arrive(page, "Contract not found");

    await signedInAs(page, "payroll@example.com");
    expect((await page.goto(href))?.status()).toBe(404);
    await arrive(page, "Contract not found");
  });
});

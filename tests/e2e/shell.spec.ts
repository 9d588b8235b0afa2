import { arrive, expect, signedInAs, test } from "./support/fixtures";

test.describe("the shell", () => {
  test("shows the navigation the company may use, with badges", async ({ page }) => {
    await signedInAs(page, "employer@example.com");
    await page.goto("/dashboard");
    await arrive(page, "Dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Dashboard", "Positions", "Team", "Contracts", "FAQ"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: /Surveys.*3 open surveys/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: /Invoices.*3 unpaid invoices/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: /Timesheets.*timesheets? to process/ })).toBeVisible();
    // Employer has both offers: no promotion entries.
    await expect(nav.getByRole("link", { name: /services/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Need help?" })).toHaveAttribute("href", "/faq#contact");
  });

  test("the dashboard's to-do cards count the seeded work and lead to it", async ({ page }) => {
    await signedInAs(page, "employer@example.com");
    await page.goto("/dashboard");
    await arrive(page, "Dashboard");
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(5);
    await expect(page.getByRole("main").getByRole("link", { name: "3 unpaid invoices" })).toHaveAttribute("href", "/invoices");
    // Other tests extend and stop De Klok's contracts meanwhile: payroll-api/api.test.ts checks this count.
    await expect(page.getByRole("main").getByRole("link", { name: /^\d+ contracts? to extend$/ })).toHaveAttribute(
      "href",
      "/contracts/payroll-extensions?status=to_extend",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "3 unfilled surveys" })).toHaveAttribute("href", "/surveys");
    await expect(page.getByRole("main").getByRole("link", { name: "9 employees missing contract data" })).toHaveAttribute("href", "/team");
    await expect(page.getByRole("main").getByRole("link", { name: /timesheets? to process/ })).toHaveAttribute("href", "/hours-validation");
  });

  test("the side panel collapses and stays collapsed", async ({ page }) => {
    await signedInAs(page, "employer@example.com");
    await page.goto("/dashboard");
    await arrive(page, "Dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "Collapse the menu" }).click();
    await arrive(page, "Dashboard");
    await expect(page.getByRole("button", { name: "Expand the menu" })).toHaveAttribute("aria-expanded", "false");
    // The panel's width eases to its new size: wait for it to settle.
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(64);
    await page.reload();
    await arrive(page, "Dashboard");
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(64);
    // Still reachable by name while collapsed.
    await expect(nav.getByRole("link", { name: "Team", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Expand the menu" }).click();
    await arrive(page, "Dashboard");
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(256);
  });

  test("small screens fold the navigation under the menu button, which wide screens do not show", async ({ page }) => {
    await signedInAs(page, "employer@example.com");
    await page.goto("/dashboard");
    await arrive(page, "Dashboard");
    await expect(page.getByRole("banner").getByText("Menu", { exact: true })).toBeHidden();
    await page.setViewportSize({ width: 375, height: 740 });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await page.getByRole("banner").getByText("Menu", { exact: true }).click();
    expect((await nav.boundingBox())?.width).toBe(375);
    await expect(page.getByRole("button", { name: "Collapse the menu" })).toBeHidden();
  });

  test("restriction notices show, and an acknowledged one goes away", async ({ page }) => {
    await signedInAs(page, "payroll@example.com");
    await page.goto("/dashboard");
    await arrive(page, "Dashboard");
    const notices = page.getByRole("region", { name: "Account notices" });
    await expect(notices).toContainText("you cannot create new contracts");
    await expect(notices).toContainText("more than 21 days after their due date");
    await expect(notices).toContainText("nearly reached your credit limit");
    const overdue = notices.getByRole("status").filter({ hasText: "21 days" });
    await overdue.getByRole("button", { name: "I understand" }).click();
    await arrive(page, "Dashboard");
    await expect(page.getByRole("region", { name: "Account notices" })).not.toContainText("21 days");
    await expect(page.getByRole("region", { name: "Account notices" })).toContainText("you cannot create new contracts");
  });

  test("the FAQ answers the usual questions and gives the support contacts", async ({ page }) => {
    await signedInAs(page, "employer@example.com");
    await page.goto("/dashboard");
    await arrive(page, "Dashboard");
    await page.getByRole("link", { name: "Need help?" }).click();
    await expect(page).toHaveURL(/\/faq#contact$/);
    await expect(page.getByText(/11 hours/).first()).toBeVisible();
    await expect(page.locator("#contact")).toBeVisible();
  });
});

import type { Locator, Page } from "@playwright/test";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { textOfPdf } from "./support/pdf-text";

// Issue 32, phone and paper (docs/decisions/0051): the shell folds under one menu button at 375 × 740,
// every kind of page shows its h1 within the first 200 px, radios and checkboxes are large enough to
// touch, a contract prints without the navigation, and every page's footer leads to the
// accessibility statement.
const PHONE = { width: 375, height: 740 };
const NAVIGATION_LABELS = ["Dashboard", "Positions", "Team", "Contracts", "Surveys", "Invoices", "Timesheets", "FAQ", "Need help?", "Menu"];

async function expectH1InFirst200Px(page: Page) {
  const box = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(box, "the h1 is laid out").not.toBeNull();
  expect(box!.y, `the h1's top on ${page.url()}`).toBeLessThan(200);
}

async function openFirstContract(page: Page) {
  await page.goto("/contracts/payroll-contracts?status=ongoing");
  await arrive(page, "Payroll contracts");
  await page.getByRole("link", { name: /^View/ }).first().click();
  await arrive(page, /^Contract of /);
}

const sizeOf = async (locator: Locator) => (await locator.boundingBox())!;

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the signed-out sign-in page and the accessibility statement show their h1 within the first 200 px", async ({ page }) => {
    await page.goto("/login");
    await arrive(page, "Sign in");
    await expectH1InFirst200Px(page);
    await page.goto("/accessibility");
    await arrive(page, "Accessibility statement");
    await expectH1InFirst200Px(page);
  });

  test("each kind of signed-in page shows its h1 within the first 200 px", async ({ page }) => {
    await signedInAs(page, "employer@example.com");
    const pages: [string, string | RegExp][] = [
      ["/dashboard", "Dashboard"],
      ["/team/payroll-team", "Payroll team"],
      ["/positions/add-position", "Add position"],
      ["/settings/company", "Company information"],
      ["/faq", "Help"],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await arrive(page, heading);
      await expectH1InFirst200Px(page);
    }
    await openFirstContract(page);
    await expectH1InFirst200Px(page);
  });

  test("an employee's own profile shows its h1 within the first 200 px", async ({ page }) => {
    await signedInAs(page, "employee@example.com");
    await page.goto("/my-profile");
    await arrive(page, "Your details");
    await expectH1InFirst200Px(page);
  });

  test("the header and the side panel fold under one menu button", async ({ page }) => {
    await signedInAs(page, "employer@example.com");
    await page.goto("/dashboard");
    await arrive(page, "Dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menu = page.getByRole("banner").getByText("Menu", { exact: true });
    await expect(nav).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Company" })).toBeHidden();
    expect((await sizeOf(menu)).height).toBeGreaterThanOrEqual(44);

    await menu.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Company" })).toBeVisible();
    await nav.getByRole("link", { name: "Team", exact: true }).click();
    await arrive(page, "Payroll team");
    // A new page, loaded or rendered by the scripts, starts with the menu folded.
    await expect(nav).toBeHidden();
    expect(await page.locator("details:has(nav)").evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
  });

  test("radios and checkboxes are at least 24 × 24 px, on rows at least 44 px high", async ({ page }) => {
    await signedInAs(page, "employer@example.com");
    await page.goto("/positions/add-position");
    await arrive(page, "Add position");
    const controls = page.locator('main input[type="radio"]:visible, main input[type="checkbox"]:visible');
    expect(await page.locator('main input[type="radio"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main input[type="checkbox"]').count()).toBeGreaterThan(0);
    for (const control of await controls.all()) {
      const box = await sizeOf(control);
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      const row = await sizeOf(control.locator(".."));
      expect(row.height).toBeGreaterThanOrEqual(44);
      // The label fills the row, so that the whole row takes the click.
      const label = await sizeOf(page.locator(`label[for="${await control.getAttribute("id")}"]`));
      expect(label.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe("on paper", () => {
  test("a contract prints with its schedule and without the navigation", async ({ page, browserName }) => {
    await signedInAs(page, "employer@example.com");
    await openFirstContract(page);
    const firstDay = (await page.getByRole("table").getByRole("rowheader").first().textContent())!;

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("link", { name: "Need help?" })).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("table")).toBeVisible();

    expect(browserName).toBe("chromium");
    const text = textOfPdf(await page.pdf({ preferCSSPageSize: true }));
    expect(text).toContain("Schedule");
    expect(text).toContain(firstDay);
    expect(text).toMatch(/Contract of /);
    for (const label of NAVIGATION_LABELS) expect(text).not.toContain(label);
  });
  test("a week's timesheet prints its days without the weeks' links, the unit choice and the download", async ({ page }) => {
    await signedInAs(page, "hours@example.com");
    await page.goto("/hours-validation");
    await arrive(page, "Timesheets");
    await page.getByRole("main").getByRole("table").getByRole("link").first().click();
    await arrive(page, /^Timesheet of /);
    const week = page.getByRole("region", { name: /^Week of / });
    await expect(page.getByRole("navigation", { name: "Weeks of this contract" })).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Weeks of this contract" })).toBeHidden();
    await expect(page.getByRole("form", { name: "Show hours as" })).toBeHidden();
    await expect(page.getByRole("link", { name: /^Download this week's timesheet/ })).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(week.getByRole("heading", { level: 2 })).toBeVisible();
    // The days: a form while the week can change, a table once it cannot.
    await expect(week.locator("fieldset, table").first()).toBeVisible();
  });
});

test("every page's footer leads to the accessibility statement, signed in or not", async ({ page }) => {
  await page.goto("/login");
  await arrive(page, "Sign in");
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility statement" }).click();
  await arrive(page, "Accessibility statement");
  for (const heading of [
    "Compliance status",
    "Non-accessible content",
    "Preparation of this statement",
    "Feedback and contact information",
    "Enforcement procedure",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/partially compliant with the Web Content Accessibility Guidelines \(WCAG\) 2\.2 at level AA/)).toBeVisible();
  await expect(page.getByText(/This statement was prepared on \d{1,2} \w+ 20\d\d, the date of the release/)).toBeVisible();

  await signedInAs(page, "employer@example.com");
  await page.goto("/dashboard");
  await arrive(page, "Dashboard");
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility statement" }).click();
  await arrive(page, "Accessibility statement");
  await expect(page).toHaveURL(/\/accessibility$/);
});

// Signed out: a language chosen here would otherwise become the demo account's own.
test("the accessibility statement is in Dutch and French too", async ({ page }) => {
  for (const [language, title, status] of [
    ["nl", "Toegankelijkheidsverklaring", "Nalevingsstatus"],
    ["fr", "Déclaration d'accessibilité", "État de conformité"],
  ] as const) {
    await page.goto(`/accessibility?lng=${language}`);
    await arrive(page, title);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("heading", { level: 2, name: status })).toBeVisible();
  }
});

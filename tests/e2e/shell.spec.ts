import type { Locator } from "@playwright/test";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { textOfPdf } from "./support/pdf-text";
import { PHONE, expectH1InFirst200Px } from "./support/phone";

// The shell around every signed-in page: the navigation the company may use, the dashboard's to-do
// cards, the side panel, help and the footer; on a phone (issue 32, docs/decisions/0051) it folds
// under one menu button, every kind of page shows its h1 within the first 200 px and radios and
// checkboxes are large enough to touch; on paper a contract prints without it.
const NAVIGATION_LABELS = ["Dashboard", "Positions", "Team", "Contracts", "Surveys", "Invoices", "Timesheets", "FAQ", "Need help?", "Menu"];

const sizeOf = async (locator: Locator) => (await locator.boundingBox())!;

test("the employer's shell on a wide screen, on a phone and on paper, then another company's notices", async ({ page, browserName }) => {
  // Fifteen page loads, a few submits and a PDF: 1–3 s each when the test command's vitest run shares
  // the cores; 60 s in all at a load average of 26, over 180 s at 35 (six engineers' work on the machine).
  test.setTimeout(300_000);
  await signedInAs(page, "employer@example.com");
  const wideScreen = page.viewportSize()!;
  const nav = page.getByRole("navigation", { name: "Main" });
  const menu = page.getByRole("banner").getByText("Menu", { exact: true });
  await page.goto("/dashboard");
  await arrive(page, "Dashboard");

  await test.step("the shell shows the navigation the company may use, with badges", async () => {
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

  await test.step("the dashboard's to-do cards count the seeded work and lead to it", async () => {
    const main = page.getByRole("main");
    await expect(main.getByRole("list").first().getByRole("listitem")).toHaveCount(5);
    await expect(main.getByRole("link", { name: "3 unpaid invoices" })).toHaveAttribute("href", "/invoices");
    // Other tests extend and stop De Klok's contracts meanwhile: payroll-api/api.test.ts checks this count.
    await expect(main.getByRole("link", { name: /^\d+ contracts? to extend$/ })).toHaveAttribute("href", "/contracts/payroll-extensions?status=to_extend");
    await expect(main.getByRole("link", { name: "3 unfilled surveys" })).toHaveAttribute("href", "/surveys?state=OPENED");
    await expect(main.getByRole("link", { name: "9 employees missing contract data" })).toHaveAttribute("href", "/team");
    await expect(main.getByRole("link", { name: /timesheets? to process/ })).toHaveAttribute("href", "/hours-validation");
    // Each card reads as a link before it is hovered: its label in the link colour, underlined.
    const label = main.getByRole("link", { name: "3 unpaid invoices" }).getByText("unpaid invoices");
    await expect(label).toHaveCSS("text-decoration-line", "underline");
    await expect(label).toHaveCSS("color", "rgb(11, 92, 173)");
  });

  await test.step("under the cards, what waits for the employer, soonest due first, each item a link to its work", async () => {
    const main = page.getByRole("main");
    const waiting = main.getByRole("region", { name: "Waiting for you" });
    // The seed's overdue invoice, marked in a word; a timesheet of a past week; a position the office has not approved.
    const invoice = waiting.getByRole("listitem").filter({ hasText: "Overdue" }).first();
    await expect(invoice.getByRole("link", { name: /^Pay invoice / })).toHaveAttribute("href", "/invoices");
    await expect(waiting.getByRole("link", { name: /^Process the timesheet of .+, week of / }).first()).toHaveAttribute(
      "href",
      /^\/hours-validation\/contract-and-timesheet-details\/\d+\?week=\d{4}-\d{2}-\d{2}$/,
    );
    await expect(waiting.getByRole("link", { name: /^Position .+: waiting for approval by the office$/ }).first()).toBeVisible();
    // By keyboard: the list's first link takes the focus after the last card's, and Enter opens its page.
    await main.getByRole("link", { name: /timesheets? to process/ }).focus();
    await page.keyboard.press("Tab");
    const first = waiting.getByRole("link").first();
    await expect(first).toBeFocused();
    const target = (await first.getAttribute("href"))!;
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, "\\?")}$`));
    await page.goto("/dashboard");
    await arrive(page, "Dashboard");
  });

  await test.step("the side panel collapses and stays collapsed", async () => {
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

  await test.step("the FAQ answers the usual questions and gives the support contacts", async () => {
    await page.getByRole("link", { name: "Need help?" }).click();
    await expect(page).toHaveURL(/\/faq#contact$/);
    await expect(page.getByText(/11 hours/).first()).toBeVisible();
    await expect(page.locator("#contact")).toBeVisible();
  });

  await test.step("every page's footer leads to the accessibility statement, signed in", async () => {
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility statement" }).click();
    await arrive(page, "Accessibility statement");
    await expect(page).toHaveURL(/\/accessibility$/);
  });

  await test.step("the shell's search box finds an employee despite a missing letter, by keyboard, and says when nothing is found", async () => {
    await page.goto("/faq");
    await arrive(page, "Help");
    const box = page.getByRole("searchbox", { name: "Search employees, contracts, positions, cost places and invoices" });
    await box.focus();
    await page.keyboard.type("gossens");
    await page.keyboard.press("Enter");
    await arrive(page, "Search");
    await expect(page).toHaveURL(/\/search\?q=gossens$/);
    const field = page.getByRole("searchbox", { name: "Search for" });
    await expect(field).toHaveValue("gossens");
    await expect(page.getByRole("heading", { level: 2, name: "Employees (1)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Bram Goossens" }).first()).toHaveAttribute("href", /^\/employee\/\d+\/view-employee-profile$/);
    // The page's own field stands in for the shell's box.
    await expect(box).toHaveCount(0);

    await field.fill("xqzvw");
    await field.press("Enter");
    await arrive(page, "Search");
    await expect(page.getByText("No results for “xqzvw”.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(0);

    await field.fill("x".repeat(101));
    await field.press("Enter");
    await arrive(page, "Search");
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeFocused();
    await expect(field).toHaveValue("x".repeat(101));
  });

  await test.step("small screens (a phone) fold the header and the side panel under one menu button, which wide screens do not show", async () => {
    await page.goto("/dashboard");
    await arrive(page, "Dashboard");
    await expect(menu).toBeHidden();
    await page.setViewportSize(PHONE);
    await expect(nav).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Company" })).toBeHidden();
    expect((await sizeOf(menu)).height).toBeGreaterThanOrEqual(44);

    await menu.click();
    await expect(nav).toBeVisible();
    expect((await nav.boundingBox())?.width).toBe(PHONE.width);
    await expect(page.getByRole("combobox", { name: "Company" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Collapse the menu" })).toBeHidden();
    await nav.getByRole("link", { name: "Team", exact: true }).click();
    await arrive(page, "Payroll team");
    // A new page, loaded or rendered by the scripts, starts with the menu folded.
    await expect(nav).toBeHidden();
    expect(await page.locator("details:has(nav)").evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
  });

  await test.step("on a phone, each kind of signed-in page shows its h1 within the first 200 px: a list, the dashboard, settings, help, a new position", async () => {
    await expectH1InFirst200Px(page);
    const pages: [string, string][] = [
      ["/dashboard", "Dashboard"],
      ["/settings/company", "Company information"],
      ["/faq", "Help"],
      ["/positions/add-position", "Add position"],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await arrive(page, heading);
      await expectH1InFirst200Px(page);
    }
  });

  await test.step("on a phone, radios and checkboxes are at least 24 × 24 px, on rows at least 44 px high", async () => {
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

  await test.step("on a phone, each kind of signed-in page shows its h1 within the first 200 px: a contract", async () => {
    await page.goto("/contracts/payroll-contracts?status=ongoing");
    await arrive(page, "Payroll contracts");
    await page.getByRole("link", { name: /^View/ }).first().click();
    await arrive(page, /^Contract of /);
    await expectH1InFirst200Px(page);
  });

  await test.step("on paper, a contract prints with its schedule and without the navigation", async () => {
    await page.setViewportSize(wideScreen);
    const firstDay = (await page.getByRole("table").getByRole("rowheader").first().textContent())!;

    await page.emulateMedia({ media: "print" });
    await expect(nav).toBeHidden();
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
    await page.emulateMedia({ media: "screen" });
  });

  await test.step("restriction notices show, and an acknowledged one goes away", async () => {
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
    await expect(notices).not.toContainText("21 days");
    await expect(notices).toContainText("you cannot create new contracts");
  });
});

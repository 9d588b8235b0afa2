import type { Page } from "@playwright/test";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { PHONE, expectH1InFirst200Px, expectWithinTheScreen } from "./support/phone";

// Issue 47 (docs/decisions/0078): every kind of page fits a 375 px phone in English, and the help link
// covers none of its controls. (The Dutch and French sweep, languages-axe.spec.ts, loads every page
// at 320 px with the same check.)
const PAGES: Record<string, { path: string | RegExp; heading: string | RegExp }[]> = {
  "employer@example.com": [
    { path: "/contracts/payroll-contracts", heading: "Payroll contracts" },
    { path: /^\/contracts\/view-payroll-contract\/\d+$/, heading: /^Contract of / },
    { path: "/employee/47/view-employee-profile", heading: "Lucas Aerts" },
    { path: "/positions/add-position", heading: "Add position" },
    { path: "/invoices", heading: "Invoices" },
    { path: "/settings", heading: "Settings" },
    { path: "/settings/reference-tables", heading: "Reference tables" },
    { path: "/planning", heading: "Planning" },
  ],
  "hours@example.com": [
    { path: "/hours-validation", heading: "Timesheets" },
    { path: /^\/hours-validation\/contract-and-timesheet-details\/\d+/, heading: /^Timesheet of / },
  ],
  "employee@example.com": [{ path: "/my-profile", heading: "Your details" }],
};

/** The help link's box meets no other control's: it sits in the page's flow, under the content. */
async function expectHelpCoversNothing(page: Page) {
  const help = page.getByRole("link", { name: "Need help?" });
  if ((await help.count()) === 0) return;
  const covered = await help.evaluate((link) => {
    const box = link.getBoundingClientRect();
    return [...document.querySelectorAll("a, button, input, select, textarea, summary")]
      .filter((control) => control !== link && control.checkVisibility())
      .filter((control) => {
        const other = control.getBoundingClientRect();
        return other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
      })
      .map((control) => control.outerHTML.slice(0, 80));
  });
  expect.soft(covered, `controls under the help link on ${page.url()}`).toEqual([]);
}

test("every kind of page fits a phone, and the help link covers nothing", async ({ page }) => {
  // Eleven page loads: 1–3 s each when the test command's vitest run shares the cores.
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  for (const [account, pages] of Object.entries(PAGES)) {
    await signedInAs(page, account);
    let links: string[] = [];
    for (const { path, heading } of pages) {
      await test.step(`${String(path)} as ${account}`, async () => {
        const address = typeof path === "string" ? path : links.find((href) => path.test(href));
        expect(address, `a link to ${String(path)} on the page before`).toBeDefined();
        await page.goto(address!);
        await arrive(page, heading);
        await expectH1InFirst200Px(page);
        await expectWithinTheScreen(page);
        await expectHelpCoversNothing(page);
        links = await page.locator("main a[href^='/']").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!));
      });
    }
  }
});

import type { Locator, Page } from "@playwright/test";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { errorSummary, refused } from "./support/wizard";

// Issue 32 §4 (docs/decisions/0052): the way by keyboard alone to the contract wizard's first field,
// with JavaScript and without it. The shell (brand, company switcher, user menu, side panel) comes
// before the page's main content; the skip link, the first Tab stop, jumps over it.

// Measured on the seed: the shell's 14 stops, then the Employee field (the same with and without scripts).
const TABS_TO_FIRST_FIELD = 15;
const GENERAL = { path: "/contracts/create-contract", heading: "Create a contract" };

/** Presses Tab until `target` has the focus, at most `limit` times; how many it took, or limit + 1. */
async function tabsUntilFocused(page: Page, target: Locator, limit: number): Promise<number> {
  for (let tabs = 1; tabs <= limit; tabs++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return tabs;
  }
  return limit + 1;
}

test("contract wizard, General: the first field is one Tab after the skip link, and the summary's links lead to the fields", async ({ page }) => {
  // Drafts are per user: a De Klok user whose contract draft only refusals reach (see error-summary-focus.spec).
  await signedInAs(page, "sarah.desmet@example.com");
  await page.goto(GENERAL.path);
  await arrive(page, GENERAL.heading);
  const employee = page.getByLabel("Employee", { exact: true });
  expect(await tabsUntilFocused(page, employee, TABS_TO_FIRST_FIELD), "Tabs from the page's start to the first field").toBeLessThanOrEqual(TABS_TO_FIRST_FIELD);

  // From the start again: the skip link is the first stop, shows when focused, and lands before the form.
  await page.goto(GENERAL.path);
  await arrive(page, GENERAL.heading);
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Skip to main content" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  expect(await tabsUntilFocused(page, employee, 1), "Tabs from the skip link's target to the first field").toBe(1);

  // A refused submit: the summary has the focus, its first link is the next stop and leads to its field.
  await refused(page, "Next", "Choose the employee", GENERAL.heading);
  await expect(errorSummary(page)).toBeFocused();
  await page.keyboard.press("Tab");
  const firstMessage = errorSummary(page).getByRole("link", { name: "Choose the employee" });
  await expect(firstMessage).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(employee).toBeFocused();
});

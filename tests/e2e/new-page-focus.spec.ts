import type { Page } from "@playwright/test";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { JS_ONLY } from "./support/settings";

// Issue 32 (docs/decisions/0060): with JavaScript, a page shown by a client-side navigation to another
// path gives its h1 the focus, as a new document is read from its start; a filter, a search or a page
// of a list keeps the focus where the user is. Without JavaScript every page is a new document, which
// the browser starts itself (keyboard-wizards.spec.ts checks where the focus is then): js project only.

const pageHeading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 });

/**
 * The new page's h1 has the focus, shown as focused (the theme's :focus-visible outline) after a key
 * and not after a click, as the browser shows a script's focus; the next Tab goes on into the page.
 */
async function focusOnHeading(page: Page, heading: string, { byKey = false } = {}) {
  await arrive(page, heading);
  await expect(pageHeading(page)).toBeFocused();
  await expect(pageHeading(page)).toHaveAttribute("tabindex", "-1");
  expect(await pageHeading(page).evaluate((element) => element.matches(":focus-visible")), "the focus is shown").toBe(byKey);
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement)), "the Tab after the h1 stays in main").toBe(true);
}

test("a new page's h1 takes the focus after a client-side navigation, and a list's own changes keep it", { tag: JS_ONLY }, async ({ page }) => {
  // Two accounts and about ten pages: over a minute when other runs share the two cores.
  test.setTimeout(180_000);
  await test.step("a side-panel link, a list's filter and page link, and the first load", async () => {
    await signedInAs(page, "employer@example.com");
    // A page with scripts: the lists have none (app/platform/page-scripts.tsx), but reached from here
    // they are shown by the router, and their own filters and pages too.
    await page.goto("/settings/company");
    await arrive(page, "Company information");
    // The document's first load is the browser's: nothing has the focus.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Positions", exact: true }).click();
    await expect(page).toHaveURL(/\/positions$/);
    await focusOnHeading(page, "Positions");

    // Only the search changes: the focus is not moved (the last page has no Next link to stay on).
    const pages = page.getByRole("navigation", { name: "Pages" });
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/positions\?page=2$/);
    await expect(pages).toContainText("Page 2 of 2");
    await arrive(page, "Positions");
    await expect(pageHeading(page)).not.toBeFocused();
    const search = page.getByRole("button", { name: "Search", exact: true });
    await page.getByLabel("Search by name").fill("chauffeur");
    await search.click();
    await expect(page).toHaveURL(/\/positions\?search=chauffeur$/);
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(4);
    await arrive(page, "Positions");
    await expect(search).toBeFocused();
  });

  await test.step("a wizard's Next and its progress list's link back to a step", async () => {
    // Tom edits positions in the no-js project only (positions.spec.ts), and this one in no other spec:
    // the edit draft of this position is this test's alone.
    const name = "Hulpbrouwer";
    const editing = `Edit position ${name}`;
    await signedInAs(page, "tom.verstraete@example.com");
    await page.goto(`/positions?search=${name}`);
    await arrive(page, "Positions");
    // The list is sent without scripts: its link loads the wizard as a new document, which the browser starts.
    await page.getByRole("link", { name: `Edit ${name}`, exact: true }).click();
    await expect(page).toHaveURL(/\/positions\/edit-position\/\d+$/);
    await arrive(page, editing);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL(/\/positions\/edit-position\/\d+\/safety$/);
    await expect(page.getByRole("heading", { name: "Step 2 of 4: Safety" })).toBeVisible();
    await focusOnHeading(page, editing);

    // The Tab after the h1 reached the progress list's link back to the first step: Enter follows it.
    await expect(page.getByRole("list", { name: "Steps" }).getByRole("link", { name: "1. General" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/positions\/edit-position\/\d+$/);
    await expect(page.getByRole("heading", { name: "Step 1 of 4: General" })).toBeVisible();
    await focusOnHeading(page, editing, { byKey: true });
  });
});

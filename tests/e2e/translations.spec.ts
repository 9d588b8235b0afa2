import type { Page } from "@playwright/test";
import { arrive, expect, signedInAs, test } from "./support/fixtures";

// docs/decisions/0019-translations-per-page.md: a page carries only the namespaces its routes
// declare, and the document title comes from the route's handle, with "Error: " first after a failed
// submit. (A client-side navigation bringing the next page's texts: client-navigation.spec.ts.)

/**
 * The namespaces the document names for its scripts (the JSON data block), which its inline script
 * preloads: with JavaScript, each of them; without, none (issue 45: nothing only scripts read).
 */
async function shippedNamespaces(page: Page): Promise<string[]> {
  const text = await page.locator("script#shipped-translations").textContent();
  const namespaces = (JSON.parse(text ?? "{}") as { namespaces: string[] }).namespaces.sort();
  const preloaded = await page.locator('link[rel="preload"][href^="/locales/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const javaScriptOn = test.info().project.use.javaScriptEnabled !== false;
  expect(preloaded.map((href) => /\/locales\/\w+\/(\w[\w-]*)\.json/.exec(href ?? "")?.[1]).sort()).toEqual(javaScriptOn ? namespaces : []);
  return namespaces;
}

test("a page's texts and title: its namespaces, none without scripts, an error page's, a failed submit's, another language's", async ({ page }) => {
  // Six page loads and two submits: 1–3 s each when the test command's vitest run shares the cores;
  // 24 s in all with JavaScript at a load average of 26.
  test.setTimeout(90_000);
  // ?lng= only sets this browser's language cookie, never the account's: the stored session serves.
  await signedInAs(page, "employer@example.com");

  await test.step("each page carries common and the namespaces its routes declare, no more", async () => {
    await page.goto("/dashboard");
    await arrive(page, "Dashboard");
    await expect(page).toHaveTitle("Dashboard");
    // A page sent without scripts (app/platform/page-scripts.tsx) has no script, module or text to fetch: its HTML is all it has.
    await expect(page.locator('script, link[rel="modulepreload"], link[href^="/locales/"]')).toHaveCount(0);

    await page.goto("/settings/add-cost-place");
    await arrive(page, "Add cost place");
    await expect(page).toHaveTitle("Add cost place");
    expect(await shippedNamespaces(page)).toEqual(["common", "companyAdmin", "settings"]);
  });

  await test.step('a failed submit puts "Error: " before the page title', async () => {
    await page.getByRole("button", { name: "Add cost place" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: "Enter the name of the cost place" })).toBeVisible();
    await expect(page).toHaveTitle("Error: Add cost place");
  });

  await test.step("each page carries common and the namespaces its routes declare, no more: an error page common alone", async () => {
    // An error page needs nothing but common; a record's 404 has its own title.
    expect((await page.goto("/no-such-page"))?.status()).toBe(404);
    await arrive(page, "Page not found");
    await expect(page).toHaveTitle("Page not found");
    expect(await shippedNamespaces(page)).toEqual(["common"]);
    expect((await page.goto("/positions/view-position/999999"))?.status()).toBe(404);
    await arrive(page, "Position not found");
    await expect(page).toHaveTitle("Position not found");
  });

  await test.step("the title follows the page's language", async () => {
    await page.goto("/settings/add-cost-place?lng=fr");
    await expect(page).toHaveURL(/\/settings\/add-cost-place$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await arrive(page, "Ajouter un centre de coûts");
    await expect(page).toHaveTitle("Ajouter un centre de coûts");
    await page.getByRole("button", { name: "Ajouter le centre de coûts" }).click();
    await expect(page).toHaveTitle("Erreur\u00a0: Ajouter un centre de coûts");
  });
});

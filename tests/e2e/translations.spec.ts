import type { Page } from "@playwright/test";
import { arrive, expect, signIn, test } from "./support/fixtures";
import { JS_ONLY } from "./support/settings";

// docs/decisions/0019-translations-per-page.md: a page carries only the namespaces its routes
// declare, a client-side navigation brings the next page's texts before it shows, and the document
// title comes from the route's handle, with "Error: " first after a failed submit.

/** The namespaces the document names for its scripts (the JSON data block), which it preloads. */
async function shippedNamespaces(page: Page): Promise<string[]> {
  const text = await page.locator("script#shipped-translations").textContent();
  const namespaces = (JSON.parse(text ?? "{}") as { namespaces: string[] }).namespaces.sort();
  const preloaded = await page.locator('link[rel="preload"][href^="/locales/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(preloaded.map((href) => /\/locales\/\w+\/(\w[\w-]*)\.json/.exec(href ?? "")?.[1]).sort()).toEqual(namespaces);
  return namespaces;
}

test.beforeEach(async ({ page }) => {
  await page.goto("/login?lng=en");
  await signIn(page, "employer@example.com");
  await expect(page).toHaveURL(/\/dashboard$/);
  await arrive(page, "Dashboard");
});

test("each page carries common and the namespaces its routes declare, no more", async ({ page }) => {
  await page.goto("/dashboard");
  await arrive(page, "Dashboard");
  await expect(page).toHaveTitle("Dashboard");
  expect(await shippedNamespaces(page)).toEqual(["common"]);

  await page.goto("/settings/add-cost-place");
  await arrive(page, "Add cost place");
  await expect(page).toHaveTitle("Add cost place");
  expect(await shippedNamespaces(page)).toEqual(["common", "companyAdmin", "settings"]);

  // An error page needs nothing but common; a record's 404 has its own title.
  expect((await page.goto("/no-such-page"))?.status()).toBe(404);
  await arrive(page, "Page not found");
  await expect(page).toHaveTitle("Page not found");
  expect(await shippedNamespaces(page)).toEqual(["common"]);
  expect((await page.goto("/positions/view-position/999999"))?.status()).toBe(404);
  await arrive(page, "Position not found");
  await expect(page).toHaveTitle("Position not found");
});

// Without JavaScript every page is a whole document: there is no client-side navigation to test.
test("a client-side navigation to a page with other texts shows them translated at once", { tag: JS_ONLY }, async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/locales/")) fetched.push(new URL(request.url()).pathname);
  });
  // Every heading the page ever shows: a raw key such as "list.title" would be caught here.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as { headingsSeen?: string[] }).headingsSeen = seen;
    new MutationObserver(() => seen.push(document.querySelector("h1")?.textContent ?? "")).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Positions" }).click();
  await arrive(page, "Positions");
  await expect(page).toHaveTitle("Positions");
  await expect(page.getByRole("columnheader", { name: "Statute" })).toBeVisible();
  const headings = await page.evaluate(() => (window as { headingsSeen?: string[] }).headingsSeen ?? []);
  expect([...new Set(headings.filter((heading) => heading && heading !== "Dashboard"))]).toEqual(["Positions"]);
  expect(fetched).toEqual(["/locales/en/positions.json"]);

  // Back and forth again: the texts are already there.
  await page.goBack();
  await arrive(page, "Dashboard");
  await page.goForward();
  await arrive(page, "Positions");
  expect(fetched).toHaveLength(1);
});

test('a failed submit puts "Error: " before the page title', async ({ page }) => {
  await page.goto("/settings/add-cost-place");
  await arrive(page, "Add cost place");
  await page.getByRole("button", { name: "Add cost place" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Enter the name of the cost place" })).toBeVisible();
  await expect(page).toHaveTitle("Error: Add cost place");
});

test("the title follows the page's language", async ({ page }) => {
  await page.goto("/settings/add-cost-place?lng=fr");
  await expect(page).toHaveURL(/\/settings\/add-cost-place$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await arrive(page, "Ajouter un centre de coûts");
  await expect(page).toHaveTitle("Ajouter un centre de coûts");
  await page.getByRole("button", { name: "Ajouter le centre de coûts" }).click();
  await expect(page).toHaveTitle("Erreur\u00a0: Ajouter un centre de coûts");
});

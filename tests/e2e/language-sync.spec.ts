import type { Browser, Page, TestInfo } from "@playwright/test";
import { arrive, expect, NEW_USER_PASSWORD, openUserMenu, registerNewUser, test } from "./support/fixtures";
import { submitLoginForm } from "./support/sessions";
import { BASE_URL } from "./support/settings";

// Part 1 §4: the language is synced to the user on each sign-in and when the user's preferred
// language changes elsewhere (app/platform/language-sync.server.ts, docs/decisions/0028).

/** The cookie value of a language as the portal writes it (a JSON string, base64). */
const cookieOf = (name: string, language: string) => ({ name, value: encodeURIComponent(btoa(JSON.stringify(language))), url: BASE_URL });

// The pages of another device's context: the fixtures' hydration mark (for arrive) is the test page's only.
const headingOf = (page: Page) => page.getByRole("heading", { level: 1 });

/** Another device of the same user: a browser context of its own, signed in through the form. */
async function otherDevice(browser: Browser, testInfo: TestInfo, email: string, cookies: { name: string; value: string; url: string }[] = []): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled, baseURL: BASE_URL, locale: "en-GB" });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto("/login");
  await expect(headingOf(page)).toHaveText("Sign in");
  await submitLoginForm(page, email, NEW_USER_PASSWORD);
  return page;
}

/** The language of a page loaded anew: another device's change shows once the portal's copy of the account expires (app/platform/api-memory). */
async function languageOnReload(page: Page, expected: string) {
  await expect
    .poll(
      async () => {
        await page.goto("/no-company-selected");
        return page.locator("html").getAttribute("lang");
      },
      { timeout: 40_000, intervals: [3_000] },
    )
    .toBe(expected);
}

async function chooseLanguage(page: Page, name: string) {
  await openUserMenu(page);
  await page.getByRole("button", { name }).click();
}

test("a preferred language changed on one device shows on the other's next page and at its next sign-in", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const email = await registerNewUser(page, testInfo.project.name);
  await page.getByRole("button", { name: "Accept" }).click();
  await arrive(page, "No company selected");

  const laptop = await otherDevice(browser, testInfo, email);
  await expect(headingOf(laptop)).toHaveText("No company selected");

  await chooseLanguage(page, "Nederlands");
  await arrive(page, "Geen bedrijf gekozen");
  // The laptop's next pages follow the change, though its own language cookie says English.
  await languageOnReload(laptop, "nl");
  await expect(headingOf(laptop)).toHaveText("Geen bedrijf gekozen");
  // Its own choice afterwards stands, and is the user's new preference in turn.
  await chooseLanguage(laptop, "Français");
  await expect(headingOf(laptop)).toHaveText("Aucune entreprise sélectionnée");
  await laptop.goto("/no-company-selected");
  await expect(headingOf(laptop)).toHaveText("Aucune entreprise sélectionnée");
  await languageOnReload(page, "fr");
  await arrive(page, "Aucune entreprise sélectionnée");
  await laptop.context().close();

  // A browser whose cookies still say English from an earlier visit: the sign-in applies French.
  const stale = await otherDevice(browser, testInfo, email, [cookieOf("lng", "en"), cookieOf("lng_account", "en")]);
  await expect(stale.locator("html")).toHaveAttribute("lang", "fr");
  await expect(headingOf(stale)).toHaveText("Aucune entreprise sélectionnée");
  await stale.context().close();
});

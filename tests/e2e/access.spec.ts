import type { Page } from "@playwright/test";
import { markHydrated } from "../support/hydration";
import { arrive, expect, signedInAs, signIn, test } from "./support/fixtures";
import { BASE_URL } from "./support/settings";
import { stepWithJavaScript } from "./support/walk";

// Without JavaScript, every answer here is the server's: tests/processes/without-javascript.test.ts
// checks each of these over HTTP (docs/decisions/0066), among them where each demo account lands after
// signing in (part 1 §2.1 and §2.2). The browser walks them with JavaScript, and accepting the terms (a
// form) without it too: one walk, whose other steps the no-js project leaves out. With JavaScript the
// router follows the sign-in's redirect itself: once here to the dashboard, once to the terms and once
// to a page in the user's own language; the other landings are the same redirect to another address.

/** Signs in through the form from a browser that has no session and no language cookie yet. */
async function signInAfresh(page: Page, email: string, { english = true } = {}) {
  await page.context().clearCookies();
  if (english) await page.goto("/login?lng=en");
  await signIn(page, email);
}

// The landings and the terms exercise signing in itself (or change the account): they sign in with
// the form. The other steps start on the account's stored session.
test("access and languages: landings after signing in, the pages of each state, and the language it gets", async ({ page, browser }, testInfo) => {
  // Three sign-ins through the form and about fifteen pages: a minute at a load average of 21.
  test.setTimeout(300_000);

  await stepWithJavaScript("access › employer@example.com lands on /dashboard", async () => {
    await signInAfresh(page, "employer@example.com");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator("h1")).toHaveCount(1);
  });

  // hours@ prefers French: signing in without a chosen language, it lands on its page in French.
  await stepWithJavaScript(
    "access › hours@example.com lands on /hours-validation; languages › without a chosen language, the user's preferred language applies after signing in",
    async () => {
      await signInAfresh(page, "hours@example.com", { english: false });
      await expect(page).toHaveURL(/\/hours-validation$/);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await arrive(page, "Validation des heures");
    },
  );

  await stepWithJavaScript("access › pages of other states lead back to the state's own page", async () => {
    await signedInAs(page, "newcomer@example.com");
    await page.goto("/");
    await arrive(page, "No company selected");
    for (const path of ["/dashboard", "/onboarding", "/settings", "/no-such-page"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/no-company-selected$/);
    }
  });

  await stepWithJavaScript("access › the terms user can do nothing but read and accept the terms", async () => {
    await signedInAs(page, "terms@example.com");
    await page.goto("/");
    await arrive(page, "Terms and conditions");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("button", { name: /close|cancel/i })).toHaveCount(0);
    const pdf = page.getByRole("link", { name: /Read the terms and conditions/ });
    await expect(pdf).toHaveAttribute("href", "/legal/terms-en.pdf");
    const response = await page.request.get("/legal/terms-en.pdf");
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  await test.step("access › accepting the terms leads to the start page", async () => {
    await signInAfresh(page, testInfo.project.name === "js" ? "terms2@example.com" : "terms3@example.com");
    await arrive(page, "Terms and conditions");
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await arrive(page, "Dashboard");
    await page.goto("/terms");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await stepWithJavaScript("access › a route the company may not use shows the no-permission page", async () => {
    await signedInAs(page, "selection@example.com");
    const response = await page.goto("/surveys");
    expect(response?.status()).toBe(403);
    await arrive(page, "You do not have permission to view this page");
    await expect(page).toHaveTitle("You do not have permission to view this page");
    await expect(page.getByText("If you think you should have access, contact support.")).toBeVisible();
    // The shell stays around the error, so the user can go elsewhere.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  await stepWithJavaScript("access › /staff is the old address of /team", async () => {
    await signedInAs(page, "employer@example.com");
    await page.goto("/staff");
    // /team itself leads on to the payroll team of a payroll company (decision 0010).
    await expect(page).toHaveURL(/\/team\/payroll-team$/);
    await arrive(page, "Payroll team");
  });

  await stepWithJavaScript("languages › ?lng=fr renders French with <html lang=fr>", async () => {
    await page.context().clearCookies();
    await page.goto("/login?lng=fr");
    await expect(page).toHaveURL(/\/login$/);
    await arrive(page, "Se connecter");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  await stepWithJavaScript("languages › with a browser in German › an unsupported browser language falls back to Dutch", async () => {
    const german = await browser.newContext({ baseURL: BASE_URL, locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });
    try {
      await german.addInitScript(markHydrated);
      const germanPage = await german.newPage();
      await germanPage.goto("/login");
      await arrive(germanPage, "Aanmelden");
      await expect(germanPage.locator("html")).toHaveAttribute("lang", "nl");
    } finally {
      await german.close();
    }
  });
});

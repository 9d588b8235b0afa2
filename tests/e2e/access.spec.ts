import { arrive, expect, signedInAs, signIn, test } from "./support/fixtures";
import { JS_ONLY } from "./support/settings";

// Without JavaScript, every answer here is the server's: tests/processes/without-javascript.test.ts
// checks each of these over HTTP (docs/decisions/0066). The browser walks them with JavaScript, and
// accepting the terms (a form) without it too.
const WITH_JAVASCRIPT_ONLY = { tag: JS_ONLY };

// Part 1 §2.1 and §2.2: where each demo account lands after signing in.
const LANDINGS: [string, RegExp][] = [
  ["employer@example.com", /\/dashboard$/],
  ["payroll@example.com", /\/dashboard$/],
  ["selection@example.com", /\/invoices$/],
  ["hours@example.com", /\/hours-validation$/],
  ["promo@example.com", /\/vivaldis-payroll-promo$/],
  ["newcomer@example.com", /\/no-company-selected$/],
  ["onboarding@example.com", /\/onboarding\/company$/],
  ["terms@example.com", /\/terms$/],
];

// The landings and the terms exercise signing in itself (or change the account): they sign in with
// the form. The other tests start on the account's stored session.
test.describe("access", () => {
  for (const [email, landing] of LANDINGS) {
    test(`${email} lands on ${landing.source.replace(/\\|\$/g, "")}`, WITH_JAVASCRIPT_ONLY, async ({ page }) => {
      await page.goto("/login?lng=en");
      await signIn(page, email);
      await expect(page).toHaveURL(landing);
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }

  test("pages of other states lead back to the state's own page", WITH_JAVASCRIPT_ONLY, async ({ page }) => {
    await signedInAs(page, "newcomer@example.com");
    await page.goto("/");
    await arrive(page, "No company selected");
    for (const path of ["/dashboard", "/onboarding", "/settings", "/no-such-page"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/no-company-selected$/);
    }
  });

  test("the terms user can do nothing but read and accept the terms", WITH_JAVASCRIPT_ONLY, async ({ page }) => {
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

  test("accepting the terms leads to the start page", async ({ page }, testInfo) => {
    await page.goto("/login?lng=en");
    await signIn(page, testInfo.project.name === "js" ? "terms2@example.com" : "terms3@example.com");
    await arrive(page, "Terms and conditions");
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await arrive(page, "Dashboard");
    await page.goto("/terms");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a route the company may not use shows the no-permission page", WITH_JAVASCRIPT_ONLY, async ({ page }) => {
    await signedInAs(page, "selection@example.com");
    const response = await page.goto("/surveys");
    expect(response?.status()).toBe(403);
    await arrive(page, "You do not have permission to view this page");
    await expect(page).toHaveTitle("You do not have permission to view this page");
    await expect(page.getByText("If you think you should have access, contact support.")).toBeVisible();
    // The shell stays around the error, so the user can go elsewhere.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("/staff is the old address of /team", WITH_JAVASCRIPT_ONLY, async ({ page }) => {
    await signedInAs(page, "employer@example.com");
    await page.goto("/staff");
    // /team itself leads on to the payroll team of a payroll company (decision 0010).
    await expect(page).toHaveURL(/\/team\/payroll-team$/);
    await arrive(page, "Payroll team");
  });
});

test.describe("languages", () => {
  test("?lng=fr renders French with <html lang=fr>", WITH_JAVASCRIPT_ONLY, async ({ page }) => {
    await page.goto("/login?lng=fr");
    await expect(page).toHaveURL(/\/login$/);
    await arrive(page, "Se connecter");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test.describe("with a browser in German", () => {
    test.use({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });

    test("an unsupported browser language falls back to Dutch", WITH_JAVASCRIPT_ONLY, async ({ page }) => {
      await page.goto("/login");
      await arrive(page, "Aanmelden");
      await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    });
  });

  test("without a chosen language, the user's preferred language applies after signing in", WITH_JAVASCRIPT_ONLY, async ({ page }) => {
    await signIn(page, "hours@example.com");
    await expect(page).toHaveURL(/\/hours-validation$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await arrive(page, "Validation des heures");
  });
});

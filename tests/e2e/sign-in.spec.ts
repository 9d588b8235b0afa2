import { arrive, expect, signIn, signOut, test } from "./support/fixtures";
import { PAGE_WITH_SCRIPTS_WALKED_ELSEWHERE, PAGES_WITHOUT_SCRIPTS } from "./support/settings";
import { refused } from "./support/wizard";

// Signing in and out, in the order a user meets it: signed out, refused, signed in from the form and
// from a page that asked for it, signed out again; then an employee. Its pages are sent without scripts
// but two, which other walks open with JavaScript (translations.spec.ts the page not found,
// phone-and-print.spec.ts an employee's details): the no-js project walks it for both (decision 77).
test(
  "signing in and out: the login page, its refusals, the landing, the way back and signing out",
  {
    tag: PAGES_WITHOUT_SCRIPTS,
    annotation: [
      { type: PAGE_WITH_SCRIPTS_WALKED_ELSEWHERE, description: "/no-such-page" },
      { type: PAGE_WITH_SCRIPTS_WALKED_ELSEWHERE, description: "/my-profile" },
    ],
  },
  async ({ page }) => {
    // Four sign-ins through the form, two sign-outs and about fifteen pages.
    test.setTimeout(360_000);
    await test.step("signing in and out › signed-out pages redirect to /login, keeping a same-site way back", async () => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/login$/);
      await arrive(page, "Sign in");

      await page.goto("/dashboard?from=test");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%3Ffrom%3Dtest$/);
      await arrive(page, "Sign in");

      await page.goto("/no-such-page");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fno-such-page$/);
    });

    await test.step("signing in and out › the language can be switched without JavaScript and is remembered", async () => {
      await page.goto("/login");
      await page.getByRole("button", { name: "Français" }).click();
      await arrive(page, "Se connecter");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await page.goto("/forgot-password");
      await arrive(page, "Mot de passe oublié ?");
      await page.getByRole("button", { name: "English" }).click();
      await arrive(page, "Forgot your password?");
    });

    await test.step("signing in and out › an invalid e-mail and a wrong password are refused with the spec's messages", async () => {
      await page.goto("/login");
      await page.getByLabel("E-mail address").fill("not-an-email");
      await page.getByLabel("Password", { exact: true }).fill("whatever");
      await page.getByRole("button", { name: "Sign in" }).click();
      await arrive(page, "Sign in");
      const summary = page.getByRole("alert");
      await expect(summary).toContainText("There is a problem");
      await expect(summary.getByRole("link", { name: "The email you entered is invalid." })).toHaveAttribute("href", "#login-email");
      await expect(page.getByLabel("E-mail address")).toHaveValue("not-an-email");
      await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
      // The server never sends a password back: the sign-in page has no scripts to keep it (decision 76).
      await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

      await page.getByLabel("E-mail address").fill("employer@example.com");
      await page.getByLabel("Password", { exact: true }).fill("wrong-password");
      await refused(page, "Sign in", "Login failed", "Sign in");
      await expect(page.getByLabel("E-mail address")).toHaveValue("employer@example.com");
    });

    await test.step("signing in and out › the employer lands on the start page and signs out to /login", async () => {
      await signIn(page, "employer@example.com");
      await expect(page).toHaveURL(/\/dashboard$/);
      await arrive(page, "Dashboard");
      await expect(page.getByLabel("Company", { exact: true }).locator("option:checked")).toHaveText("Brouwerij De Klok");
      await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "unpaid invoices" })).toContainText("3");

      // Signed in, the signed-out pages lead home.
      await page.goto("/login");
      await expect(page).toHaveURL(/\/dashboard$/);

      await signOut(page);
      await expect(page).toHaveURL(/\/login$/);
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
    });

    await test.step("signing in and out › after signing in, the user returns to where they were going", async () => {
      await page.goto("/dashboard");
      await page.getByLabel("E-mail address").fill("employer@example.com");
      await page.getByLabel("Password", { exact: true }).fill("Demo-portal-2026");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await arrive(page, "Dashboard");
    });

    await test.step("signing in and out › a signed-in user sees the not-found page for an unknown address", async () => {
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await arrive(page, "Page not found");
      await page.getByRole("link", { name: "Back to home" }).click();
      await arrive(page, "Dashboard");
    });

    // The employer's session is left behind, as by a browser closed without signing out.
    await page.context().clearCookies();
    await test.step("signing in and out › an employee signs in with the same form and sees their details", async () => {
      // Hilde De Smet's profile is complete (payroll-api/seed/seed-employees.ts).
      await signIn(page, "hilde.desmet@example.be");
      await expect(page).toHaveURL(/\/my-profile$/);
      await arrive(page, "Your details");
      await expect(page.getByText("Your profile is complete.")).toBeVisible();
      await signOut(page);
    });
  },
);

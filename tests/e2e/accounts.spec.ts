import { arrive, expect, signIn, signOut, test } from "./support/fixtures";
import { latestMailTo, linkIn } from "./support/outbox";
import { PAGE_WITH_SCRIPTS_WALKED_ELSEWHERE, PAGES_WITHOUT_SCRIPTS } from "./support/settings";
import { refused } from "./support/wizard";

const REGISTERED_PASSWORD = "long-enough-password";

// An account's life in one walk: registered, its password forgotten and set again; then the accounts
// the seed prepared: a one-time code, a lockout, an invitation. Its pages are sent without scripts but
// the terms, where new-user.spec.ts accepts them with JavaScript: the no-js project walks it for both.
test(
  "accounts: registering, a forgotten password, a one-time code, a lockout and an invitation",
  { tag: PAGES_WITHOUT_SCRIPTS, annotation: { type: PAGE_WITH_SCRIPTS_WALKED_ELSEWHERE, description: "/terms" } },
  async ({ page, context }, testInfo) => {
    // Six sign-ins through the form, up to eleven refused ones and about twenty-five pages: 5.9 minutes
    // at a load average of 22 on the two cores, a minute on a quiet machine.
    test.setTimeout(600_000);
    // The user registered first, whose password is then forgotten.
    const email = `new.user.${testInfo.project.name}.${Date.now()}@example.com`;

    await test.step("accounts › registration signs a new user in, and an existing e-mail is told to sign in", async () => {
      await page.goto("/registration");
      await arrive(page, "Register");
      await expect(page.getByRole("heading", { name: "Privacy and cookies" })).toBeVisible();
      await page.getByLabel("First name").fill("Fien");
      await page.getByLabel("Last name").fill("Declercq");
      await page.getByLabel("E-mail address").fill("employer@example.com");
      await page.getByLabel("Password", { exact: true }).fill(REGISTERED_PASSWORD);
      await refused(page, "Register", "An account with this e-mail address already exists. Sign in instead.", "Register");
      await expect(page.getByLabel("First name")).toHaveValue("Fien");

      await page.getByLabel("E-mail address").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("short");
      await refused(page, "Register", "The password must be at least 10 characters long.", "Register");

      await page.getByLabel("Password", { exact: true }).fill(REGISTERED_PASSWORD);
      await page.getByRole("button", { name: "Register" }).click();
      // Signed in now, and a new account accepts the terms before anything else.
      await expect(page).toHaveURL(/\/terms$/);
      await arrive(page, "Terms and conditions");
      await page.goto("/login");
      await expect(page).toHaveURL(/\/terms$/);
    });

    await test.step("accounts › forgot password: the e-mailed link sets a new password once", async () => {
      // The terms block everything, signing out included: leave by forgetting the session.
      await context.clearCookies();
      const since = Date.now();
      await page.goto("/login");
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await arrive(page, "Forgot your password?");
      await page.getByLabel("E-mail address").fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await arrive(page, "Check your e-mail");
      await expect(page.getByText("Check your spam folder")).toBeVisible();

      const link = linkIn(await latestMailTo(email, since));
      await page.goto(new URL(link).pathname + new URL(link).search);
      await arrive(page, "Choose a new password");
      await page.getByLabel("New password").fill("a-new-password-2026");
      await page.getByLabel("Confirm the password").fill("a-different-one-2026");
      await refused(page, "Save new password", "The passwords you entered does not match.", "Choose a new password");

      await page.getByLabel("New password").fill("a-new-password-2026");
      await page.getByLabel("Confirm the password").fill("a-new-password-2026");
      await page.getByRole("button", { name: "Save new password" }).click();
      await arrive(page, "Sign in");
      await expect(page.getByRole("status")).toContainText("Your password was changed.");

      // The link worked once.
      await page.goto(new URL(link).pathname + new URL(link).search);
      await page.getByLabel("New password").fill("another-password-2026");
      await page.getByLabel("Confirm the password").fill("another-password-2026");
      await refused(page, "Save new password", "This link has expired or is not valid.", "Choose a new password");

      await signIn(page, email, REGISTERED_PASSWORD);
      await expect(page.getByRole("alert")).toContainText("Login failed");
      await signIn(page, email, "a-new-password-2026");
      await expect(page).not.toHaveURL(/\/login/);
    });

    await test.step("accounts › an account with a one-time code signs in with the e-mailed code", async () => {
      // The registered user is still on the terms, which block signing out: leave by forgetting the session.
      await context.clearCookies();
      const since = Date.now();
      const account = "twofactor@example.com";
      await signIn(page, account);
      await arrive(page, "Enter your sign-in code");
      await page.getByLabel("Sign-in code").fill("12");
      await refused(page, "Continue", "The sign-in code is 6 digits", "Enter your sign-in code");

      const code = /\b(\d{6})\b/.exec(await latestMailTo(account, since))?.[1] ?? "";
      await page.getByLabel("Sign-in code").fill(code);
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await arrive(page, "Dashboard");
      await signOut(page);
    });

    await test.step("accounts › too many failed sign-ins for one account answer 429 in the user's language", async () => {
      // The limit per account and client address (all these tests sign in from one) counts failures for any e-mail, known or not.
      const email = `locked.out.${testInfo.project.name}@example.com`;
      let status = 0;
      await page.goto("/login");
      await arrive(page, "Sign in");
      // Each try from the refused form of the one before, as a user tries again.
      for (let attempt = 0; attempt < 11 && status !== 429; attempt++) {
        await page.getByLabel("E-mail address").fill(email);
        await page.getByLabel("Password", { exact: true }).fill("not-the-password");
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url().includes("/login") && r.request().method() === "POST"),
          page.getByRole("button", { name: "Sign in" }).click(),
        ]);
        status = response.status();
        if (status !== 429) await arrive(page, "Sign in");
      }
      expect(status).toBe(429);
      await arrive(page, "Too many attempts");
    });

    await test.step("an invited user sets their password from the welcome e-mail", async () => {
      const email = "invited@example.com";
      // The demo seed invites these users when the database is created.
      const link = new URL(linkIn(await latestMailTo(email, 0)));
      await page.goto(link.pathname + link.search);
      await arrive(page, "Set your password");
      await page.getByLabel("E-mail address").fill("someone.else@example.com");
      await page.getByLabel("New password").fill("welcome-password-2026");
      await page.getByLabel("Confirm the password").fill("welcome-password-2026");
      await refused(page, "Set password", "This link has expired or is not valid.", "Set your password");
      await expect(page.getByLabel("E-mail address")).toHaveValue("someone.else@example.com");

      await page.getByLabel("E-mail address").fill(email);
      await page.getByLabel("New password").fill("welcome-password-2026");
      await page.getByLabel("Confirm the password").fill("welcome-password-2026");
      await page.getByRole("button", { name: "Set password" }).click();
      await arrive(page, "Sign in");
      await signIn(page, email, "welcome-password-2026");
      await expect(page).toHaveURL(/\/dashboard$/);
      await arrive(page, "Dashboard");
    });
  },
);

import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { PHONE, expectH1InFirst200Px } from "./support/phone";

// Issue 32, phone and paper (docs/decisions/0051), outside the employer's shell (shell.spec.ts): the
// signed-out pages and an employee's own profile show their h1 within the first 200 px of a phone,
// the footer leads to the accessibility statement, in three languages, and a week's timesheet prints
// without its controls.
test("signed out, an employee and a timesheet on a phone and on paper", async ({ page }) => {
  // Seven page loads: 1–3 s each when the test command's vitest run shares the cores; 78 s in all with
  // JavaScript at a load average of 35 (six engineers' work on the machine).
  test.setTimeout(150_000);
  const wideScreen = page.viewportSize()!;
  await page.setViewportSize(PHONE);

  await test.step("on a phone, the signed-out sign-in page shows its h1 within the first 200 px", async () => {
    await page.goto("/login");
    await arrive(page, "Sign in");
    await expectH1InFirst200Px(page);
  });

  await test.step("every page's footer leads to the accessibility statement, signed out", async () => {
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility statement" }).click();
    await arrive(page, "Accessibility statement");
    await expect(page).toHaveURL(/\/accessibility$/);
    for (const heading of [
      "Compliance status",
      "Non-accessible content",
      "Preparation of this statement",
      "Feedback and contact information",
      "Enforcement procedure",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(/partially compliant with the Web Content Accessibility Guidelines \(WCAG\) 2\.2 at level AA/)).toBeVisible();
    await expect(page.getByText(/This statement was prepared on \d{1,2} \w+ 20\d\d, the date of the release/)).toBeVisible();
  });

  await test.step("on a phone, the signed-out accessibility statement shows its h1 within the first 200 px", async () => {
    await expectH1InFirst200Px(page);
  });

  // Signed out: a language chosen here would otherwise become the demo account's own.
  await test.step("the accessibility statement is in Dutch and French too", async () => {
    for (const [language, title, status] of [
      ["nl", "Toegankelijkheidsverklaring", "Nalevingsstatus"],
      ["fr", "Déclaration d'accessibilité", "État de conformité"],
    ] as const) {
      await page.goto(`/accessibility?lng=${language}`);
      await arrive(page, title);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 2, name: status })).toBeVisible();
    }
  });

  await test.step("on a phone, an employee's own profile shows its h1 within the first 200 px", async () => {
    // The stored session brings its own language cookie (English) in place of the one chosen above.
    await signedInAs(page, "employee@example.com");
    await page.goto("/my-profile");
    await arrive(page, "Your details");
    await expectH1InFirst200Px(page);
  });

  await test.step("on paper, a week's timesheet prints its days without the weeks' links, the unit choice and the download", async () => {
    await page.setViewportSize(wideScreen);
    await signedInAs(page, "hours@example.com");
    await page.goto("/hours-validation");
    await arrive(page, "Timesheets");
    await page.getByRole("main").getByRole("table").getByRole("link").first().click();
    await arrive(page, /^Timesheet of /);
    const week = page.getByRole("region", { name: /^Week of / });
    await expect(page.getByRole("navigation", { name: "Weeks of this contract" })).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Weeks of this contract" })).toBeHidden();
    await expect(page.getByRole("form", { name: "Show hours as" })).toBeHidden();
    await expect(page.getByRole("link", { name: /^Download this week's timesheet/ })).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(week.getByRole("heading", { level: 2 })).toBeVisible();
    // The days: a form while the week can change, a table once it cannot.
    await expect(week.locator("fieldset, table").first()).toBeVisible();
  });
});

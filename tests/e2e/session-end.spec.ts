import type { Page } from "@playwright/test";
import { idledOut } from "../support/idle-session";
import { arrive, expect, openUserMenu, signIn, test } from "./support/fixtures";
import { submitLoginForm } from "./support/sessions";
import { DEMO_PASSWORD, E2E_SESSION_SECRET } from "./support/settings";
import { stepWithJavaScript } from "./support/walk";
import { answer } from "./support/wizard";

/** The session's cookie in the browser aged past the idle limit. */
async function idleOut(page: Page) {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "__session")!;
  await page.context().addCookies([{ ...cookie, value: await idledOut(cookie.value, E2E_SESSION_SECRET) }]);
}

// Issue 28: a session that ends while a form is open (docs/decisions/0035-session-end-mid-form.md).
// The form is sent after the session ended; after the next sign-in the same form is back with what
// was typed, and a notice asks to check it and send it again: nothing was sent meanwhile.

const CLERK = "employer@example.com";
const KEPT_NOTICE = "You were signed out before this form was sent. What you typed is filled in again: check it and send the form again.";
/** Said once, on the sign-in page, not at the foot of every signed-in page (docs/decisions/0080). */
const SESSION_LENGTH = "For your security, you are signed out after 30 minutes without activity.";

/** The form was sent without a session: the login page, which leads back to the form's page. */
async function signInAgain(page: Page, formPath: string, heading: string) {
  await arrive(page, "Sign in");
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(formPath);
  await expect(page.getByText(SESSION_LENGTH)).toBeVisible();
  await submitLoginForm(page, CLERK, DEMO_PASSWORD);
  await expect(page).toHaveURL(formPath);
  await expect(page.getByRole("alert").filter({ hasText: KEPT_NOTICE })).toBeVisible();
  await arrive(page, heading);
}

test("a session that ends while a form is open: the form comes back after signing in, and a dialog warns before", async ({ page }, testInfo) => {
  // Three sign-ins through the form and about a dozen pages.
  test.setTimeout(300_000);
  await signIn(page, CLERK);
  await expect(page).not.toHaveURL(/\/login/);

  await test.step("a cost place typed while the user signed out in another tab comes back after signing in, and is added only when sent again", async () => {
    const name = `Na afmelden ${testInfo.project.name} ${Date.now()}`;
    await page.goto("/settings/add-cost-place");
    await arrive(page, "Add cost place");
    await page.getByLabel("Name", { exact: true }).fill(name);

    const otherTab = await page.context().newPage();
    await otherTab.goto("/settings");
    await openUserMenu(otherTab);
    await otherTab.getByRole("button", { name: "Sign out" }).click();
    await expect(otherTab).toHaveURL(/\/login/);
    await otherTab.close();

    await page.getByRole("button", { name: "Add cost place" }).click();
    await signInAgain(page, "/settings/add-cost-place", "Add cost place");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);

    // Nothing was sent on the user's behalf: the list does not have it until the form is sent again.
    const list = await page.context().newPage();
    await list.goto("/settings/cost-places");
    await expect(list.getByRole("rowheader", { name, exact: true })).toHaveCount(0);
    await list.close();
    await page.getByRole("button", { name: "Add cost place" }).click();
    await expect(page).toHaveURL(/\/settings\/cost-places\?added=1$/);
    await arrive(page, "Cost places");
    await expect(page.getByRole("rowheader", { name, exact: true })).toBeVisible();

    // Used once: the form's page is empty again, without the notice.
    await page.goto("/settings/add-cost-place");
    await arrive(page, "Add cost place");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(page.getByText(KEPT_NOTICE)).toHaveCount(0);
  });

  // Without JavaScript its answer is the server's, checked over HTTP in tests/processes/without-javascript.test.ts
  // (docs/decisions/0066); the cost place above walks the kept form without JavaScript in a browser.
  await stepWithJavaScript("a wizard step sent after the session idled out comes back with its answers", async () => {
    const name = `Wachtende brouwer ${testInfo.project.name} ${Date.now()}`;
    await page.goto("/positions/add-position");
    await arrive(page, "Add position");
    await page.getByLabel("Name of the position").fill(name);
    await answer(page, "Is the position on the move?", "No");
    await page.getByLabel("Street").fill("Mechelsesteenweg");
    await page.getByLabel("Gross hourly wage in euro").fill("14,25");

    await idleOut(page);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await signInAgain(page, "/positions/add-position", "Add position");
    await expect(page.getByLabel("Name of the position")).toHaveValue(name);
    await expect(page.getByRole("group", { name: "Is the position on the move?" }).getByLabel("No", { exact: true })).toBeChecked();
    await expect(page.getByLabel("Street")).toHaveValue("Mechelsesteenweg");
    await expect(page.getByLabel("Gross hourly wage in euro")).toHaveValue("14,25");
  });

  // Last: the page's clock stays the test's from here on.
  await stepWithJavaScript("before the idle limit, a dialog offers to stay signed in", async () => {
    await page.clock.install();
    await page.goto("/settings/add-cost-place");
    await arrive(page, "Add cost place");
    await expect(page.getByText(SESSION_LENGTH)).toHaveCount(0);

    // The server may have noted the last request a minute early: the dialog comes 5 minutes before the 29th.
    await page.clock.fastForward("24:01");
    const dialog = page.getByRole("alertdialog", { name: "You will be signed out soon" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("we will sign you out in 5 minutes if you do nothing");
    await expect(dialog.getByRole("heading", { name: "You will be signed out soon" })).toBeFocused();
    await arrive(page, "Add cost place");

    await dialog.getByRole("button", { name: "Stay signed in" }).click();
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward("20:00");
    await expect(page.getByRole("heading", { name: "Add cost place", level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Left alone, the dialog says when the session is over.
    await page.clock.fastForward("04:01");
    await expect(dialog).toBeVisible();
    await page.clock.fastForward("05:00");
    const ended = page.getByRole("alertdialog", { name: "You have been signed out" });
    await expect(ended).toBeVisible();
    await ended.getByRole("button", { name: "Close" }).click();
    await expect(ended).toHaveCount(0);
  });
});

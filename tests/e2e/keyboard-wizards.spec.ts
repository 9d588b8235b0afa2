import type { Page } from "@playwright/test";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { KeyboardUser } from "./support/keyboard";
import { errorSummary } from "./support/wizard";

// Issue 32 (docs/decisions/0059): each wizard completed by keyboard alone, with JavaScript and without
// it, one refused submit on the way whose error summary takes the focus (decision 52). The Tab presses
// of each step are the test's annotations ("tabs"): a realistic count of a keyboard user's way.

/** Garage Wouters's users: their position drafts are theirs alone (the other specs use their contract drafts). */
const POSITION_CREATOR = { js: "garage@example.com", "no-js": "garage2@example.com" } as const;
type Project = keyof typeof POSITION_CREATOR;

/** Waits for a step after a keyboard submit: its address, its progress heading, its one h1, axe. */
async function onStep(page: Page, path: RegExp, heading: string, progress: string) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { name: progress })).toBeVisible();
  await page.waitForLoadState("load");
  await arrive(page, heading);
}

/** A refused submit: the message shows in the error summary, which has the focus. */
async function refusedWith(page: Page, message: string, heading: string) {
  await expect(errorSummary(page).filter({ hasText: message })).toBeVisible();
  await page.waitForLoadState("load");
  await arrive(page, heading);
  await expect(errorSummary(page)).toBeFocused();
}

function recordTabs(user: KeyboardUser, wizard: string) {
  test.info().annotations.push({ type: "tabs", description: `${wizard}: ${JSON.stringify(user.steps)}` });
}

test("the position wizard, by keyboard alone", async ({ page }, testInfo) => {
  test.slow();
  const project = testInfo.project.name as Project;
  const name = `Toetsenbord ${project} ${Date.now()}`;
  await signedInAs(page, POSITION_CREATOR[project]);
  const user = new KeyboardUser(page);
  await page.goto("/positions/add-position");
  await onStep(page, /\/positions\/add-position$/, "Add position", "Step 1 of 4: General");

  // Empty, refused; then from the summary on, every field.
  await user.press("Next");
  await refusedWith(page, "Enter the name of the position", "Add position");
  user.stepDone("General, to Next (refused)");
  const functionCode = await page
    .getByLabel("Function code", { exact: true })
    .locator("option:not([value=''])")
    .filter({ hasNotText: /student/i })
    .first()
    .textContent();
  await user.type("Name of the position", name);
  await user.select("Function code", functionCode!);
  await user.answer("Is the position on the move?", "No");
  await user.type("Street", "Mechelsesteenweg");
  await user.type("Number", "212");
  await user.type("Postcode", "2018");
  await user.type("City", "Antwerpen");
  await user.type("Gross hourly wage in euro", "30,00");
  await user.answer("Are students allowed?", "No");
  await user.press("Next");
  await onStep(page, /\/positions\/add-position\/safety$/, "Add position", "Step 2 of 4: Safety");
  user.stepDone("General, after the refusal");

  await user.answer("Is work equipment required?", "No");
  await user.answer("Is a VCA certification required?", "No");
  await user.press("Next");
  await onStep(page, /\/positions\/add-position\/premiums$/, "Add position", "Step 3 of 4: Premiums");
  user.stepDone("Safety");

  await user.press("Next");
  await onStep(page, /\/positions\/add-position\/check$/, "Add position", "Step 4 of 4: Check your answers");
  user.stepDone("Premiums");

  await user.press("Create position");
  await expect(page).toHaveURL(/\/positions\?added=1$/);
  await arrive(page, "Positions");
  await expect(page.getByText("The position has been created. It is waiting for approval.")).toBeVisible();
  user.stepDone("Check your answers");
  recordTabs(user, "position");
});

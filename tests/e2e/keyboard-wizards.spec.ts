import type { Page } from "@playwright/test";
import { decideAsBackOffice } from "../../scripts/back-office-client";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { E2E_API_URL } from "./support/settings";
import { KeyboardUser } from "./support/keyboard";
import { errorSummary } from "./support/wizard";

// Issue 32 (docs/decisions/0059): each wizard completed by keyboard alone, with JavaScript and without
// it, one refused submit on the way whose error summary takes the focus (decision 52). The Tab presses
// of each step are the test's annotations ("tabs"): a realistic count of a keyboard user's way.

/** Garage Wouters's users: their position drafts are theirs alone (the other specs use their contract drafts). */
const POSITION_CREATOR = { js: "garage@example.com", "no-js": "garage2@example.com" } as const;
type Project = keyof typeof POSITION_CREATOR;
/** De Klok's users whose contract drafts are this spec's alone, and employees no other spec gives a contract. */
const CONTRACT_CREATOR = { js: "kato.aerts@example.com", "no-js": "lode.baert@example.com" } as const;
const CONTRACT_EMPLOYEE = { js: "Ilse Janssens", "no-js": "Ruben Dupont" } as const;

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

test("the contract wizard and the extension wizard, by keyboard alone", async ({ page }, testInfo) => {
  test.slow();
  const project = testInfo.project.name as Project;
  const employee = CONTRACT_EMPLOYEE[project];
  await signedInAs(page, CONTRACT_CREATOR[project]);
  const user = new KeyboardUser(page);
  const heading = "Create a contract";
  await page.goto("/contracts/create-contract");
  await onStep(page, /\/contracts\/create-contract$/, heading, "Step 1 of 3: General");

  // General: refused empty, then the employee and the position; the position fills in the rest.
  await user.press("Next");
  await refusedWith(page, "Choose the employee", heading);
  user.stepDone("General, to Next (refused)");
  await user.select("Employee", employee);
  await user.select("Position", "Bottelaar");
  await user.press("Next");
  await expect(page.getByRole("status").filter({ hasText: "The answers you left empty were filled in from the position" })).toBeVisible();
  await page.waitForLoadState("load");
  await arrive(page, heading);
  user.stepDone("General, employee and position");
  await user.select("Contract type", "Worker");
  await user.answer("Contract reason", "Temporary increase of work");
  // The map cannot tell how far this employee lives: the bike bonus asks for the distance.
  await user.type("One-way distance from home to work in km (Bike bonus)", "6");
  await user.press("Next");
  await onStep(page, /\/contracts\/create-contract\/schedule/, heading, "Step 2 of 3: Schedule");
  user.stepDone("General, the position's answers");

  // Schedule: two days, one added at a time, on the dates the wizard suggests (the next free days).
  const days = page.getByRole("group").filter({ has: page.getByRole("button", { name: /^Remove this day/ }) });
  for (const index of [0, 1]) {
    await user.press("Add a day");
    await expect(days).toHaveCount(index + 1);
    await page.waitForLoadState("load");
    await arrive(page, heading);
    const day = days.nth(index);
    await user.type(day.getByLabel("Start", { exact: true }), "08:00");
    await user.type(day.getByLabel("End", { exact: true }), "16:30");
    await user.type(day.getByLabel("Break in minutes", { exact: true }), "30");
  }
  await user.press("Next");
  await onStep(page, /\/contracts\/create-contract\/overview$/, heading, "Step 3 of 3: Overview");
  user.stepDone("Schedule");
  await user.press("Request the contract");
  await expect(page).toHaveURL(/\/contracts\/view-payroll-contract\/\d+\?done=requested$/);
  await arrive(page, `Contract of ${employee}`);
  user.stepDone("Overview");
  recordTabs(user, "contract");

  // The office approves it; the extension wizard, by keyboard: a day too short is refused at that day.
  const contractId = /view-payroll-contract\/(\d+)/.exec(page.url())![1]!;
  await decideAsBackOffice(E2E_API_URL, { subject: "contract", id: contractId, decision: "approve" });
  await page.goto(`/contracts/view-payroll-contract/${contractId}`);
  await arrive(page, `Contract of ${employee}`);
  const extension = new KeyboardUser(page);
  const extending = `Request an extension of the contract of ${employee}`;
  await extension.tabTo(page.getByRole("link", { name: "Request an extension" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/contracts/request-contract-extension/${contractId}$`));
  await page.waitForLoadState("load");
  await arrive(page, extending);
  extension.stepDone("Contract page, to Request an extension");
  const firstDay = days.first();
  await extension.type(firstDay.getByLabel("End", { exact: true }), "09:00");
  await extension.press("Next");
  await refusedWith(page, "A working day is at least 3 hours", extending);
  extension.stepDone("Schedule, to Next (refused)");
  await extension.type(firstDay.getByLabel("End", { exact: true }), "16:30");
  await extension.press("Next");
  await expect(page).toHaveURL(new RegExp(`/contracts/request-contract-extension/${contractId}/overview$`));
  await page.waitForLoadState("load");
  await arrive(page, extending);
  extension.stepDone("Schedule, after the refusal");
  await extension.press("Request the extension");
  await expect(page).toHaveURL(/done=extension-approved$/);
  await arrive(page, `Contract of ${employee}`);
  extension.stepDone("Overview");
  recordTabs(extension, "extension");
});

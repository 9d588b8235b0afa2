import type { Page } from "@playwright/test";
import { arrive, expect, signIn, test } from "./support/fixtures";

// Part 2 §2 (screens 1-3, 14), §3-§5. Brouwerij De Klok has 35 seeded positions (32 approved), which
// these tests only read. Each project creates and edits a position of its own, signed in as its own
// De Klok user: the draft of a new position is one per user, so two projects as one user would
// overwrite each other's. Bakkerij Vermeulen (bakery@) has no valid rate agreement.
const CREATOR = { js: "employer@example.com", "no-js": "tom.verstraete@example.com" };

async function start(page: Page, email: string) {
  await page.goto("/login?lng=en");
  await signIn(page, email);
  await arrive(page, "Dashboard");
}

/** Options name their minimum wage too: pick one by the function code's own text. */
async function chooseFunctionCode(page: Page, codeAndName: RegExp) {
  const select = page.getByLabel("Function code");
  const value = await select.locator("option", { hasText: codeAndName }).getAttribute("value");
  await select.selectOption(value!);
}

const answer = (page: Page, question: string, choice: "Yes" | "No") =>
  page.getByRole("group", { name: question }).getByLabel(choice, { exact: true }).check();

const STEP_PATHS = { General: "", Safety: "/safety", Premiums: "/premiums", "Check your answers": "/check" };
const STEP_NUMBERS = { General: 1, Safety: 2, Premiums: 3, "Check your answers": 4 };
type Step = keyof typeof STEP_PATHS;

/**
 * Every step has the same h1, so arriving means waiting for the step's own address and heading first:
 * otherwise the page before would pass for the next one.
 */
async function press(page: Page, button: string, heading: string, step: Step, base = "/positions/add-position") {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${base}${STEP_PATHS[step]}$`));
  await expect(page.getByRole("heading", { name: `Step ${STEP_NUMBERS[step]} of 4: ${step}` })).toBeVisible();
  await page.waitForLoadState("load");
  await arrive(page, heading);
}

async function search(page: Page, text: string) {
  await page.getByLabel("Search by name").fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/positions\?search=/);
  await page.waitForLoadState("load");
  await arrive(page, "Positions");
}

/** The step refuses: it shows again with the message in the error summary. */
async function refused(page: Page, button: string, message: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
  await page.waitForLoadState("load");
  await arrive(page, /^(Add|Edit) position/);
}

test("a position is created through three steps and check your answers, refused until it is right, then edited", async ({ page }, testInfo) => {
  // About twenty pages, each scanned by axe.
  test.setTimeout(240_000);
  const project = testInfo.project.name as keyof typeof CREATOR;
  const name = `Proefbrouwer ${project}`;
  await start(page, CREATOR[project]);
  await page.goto("/positions");
  await arrive(page, "Positions");
  await page.getByRole("link", { name: "Add position" }).click();
  await arrive(page, "Add position");
  await expect(page.getByRole("heading", { name: "Step 1 of 4: General" })).toBeVisible();

  // General: a student function code with students not allowed, and an address the look-up cannot find.
  await page.getByLabel("Name of the position").fill(name);
  await chooseFunctionCode(page, /^118\/90/);
  await answer(page, "Is the position on the move?", "No");
  await page.getByLabel("Street").fill("Mechelsesteenweg");
  await page.getByLabel("Number", { exact: true }).fill("212");
  await page.getByLabel("Postcode").fill("2018");
  await page.getByLabel("City").fill("Antwerp");
  await page.getByLabel("Gross hourly wage in euro").fill("12,50");
  await answer(page, "Are students allowed?", "No");
  await refused(page, "Next", "A student function code needs a position that allows students: answer yes");
  await expect(page.getByLabel("Name of the position")).toHaveValue(name);
  await expect(page.getByLabel("Gross hourly wage in euro")).toHaveValue("12,50");

  await answer(page, "Are students allowed?", "Yes");
  await refused(page, "Next", "Select a location");
  await page.getByRole("group", { name: "Select a location" }).getByLabel("2018 Antwerpen").check();

  // Safety: a required VCA certification without its confirmation.
  await press(page, "Next", "Add position", "Safety");
  await answer(page, "Is work equipment required?", "No");
  await answer(page, "Is a VCA certification required?", "Yes");
  await page.getByLabel("Forklift licence").check();
  await refused(page, "Next", "Confirm that you provide the VCA certification");
  await page.getByLabel("I confirm that we provide the VCA certification").check();

  // Premiums: meal vouchers above the employer's share; Previous keeps what was typed on both steps.
  await press(page, "Next", "Add position", "Premiums");
  await page.getByLabel("Meal vouchers", { exact: true }).check();
  await page.getByLabel("Employer share per meal voucher in euro").fill("7,00");
  await page.getByLabel("Employee share per meal voucher in euro").fill("1,09");
  await refused(page, "Next", "The employer share may be at most €6.91 and the employee share must be at least €1.09 per meal voucher, together at most €8.00");
  await page.getByLabel("Late shift bonus", { exact: true }).check();
  await page.getByLabel("Late shift bonus: amount").fill("1,50");
  await page.getByLabel("Late shift bonus: unit").selectOption("PER_HOUR");
  await press(page, "Previous", "Add position", "Safety");
  await expect(page.getByRole("group", { name: "Is a VCA certification required?" }).getByLabel("Yes")).toBeChecked();
  await expect(page.getByLabel("I confirm that we provide the VCA certification")).toBeChecked();
  await expect(page.getByLabel("Forklift licence")).toBeChecked();
  await press(page, "Previous", "Add position", "General");
  await expect(page.getByLabel("City")).toHaveValue("Antwerpen");
  await press(page, "Next", "Add position", "Safety");
  await press(page, "Next", "Add position", "Premiums");
  await expect(page.getByLabel("Employer share per meal voucher in euro")).toHaveValue("7.00");
  await expect(page.getByLabel("Late shift bonus: amount")).toHaveValue("1.50");
  await page.getByLabel("Employer share per meal voucher in euro").fill("6,91");

  // Check your answers: every answer with a Change link that comes back here; the steps before link back.
  await press(page, "Next", "Add position", "Check your answers");
  const steps = page.getByRole("list", { name: "Steps" });
  await expect(steps.getByRole("listitem").filter({ hasText: "4. Check your answers" })).toHaveAttribute("aria-current", "step");
  await expect(steps.getByRole("link", { name: "1. General" })).toHaveAttribute("href", "/positions/add-position");
  await expect(page.getByRole("definition").filter({ hasText: "2018 Antwerpen" })).toBeVisible();
  await expect(page.getByText("Employer share €6.91, employee share €1.09 per voucher")).toBeVisible();
  await page.getByRole("link", { name: "Change Description" }).click();
  await expect(page).toHaveURL(/\/positions\/add-position\?return=check$/);
  await arrive(page, "Add position");
  await expect(page.getByRole("button", { name: "Previous" })).toHaveCount(0);
  await page.getByLabel("Description (optional)").fill("Brouwt de proefbieren.");
  await press(page, "Save and check your answers", "Add position", "Check your answers");
  await expect(page.getByRole("definition").filter({ hasText: "Brouwt de proefbieren." })).toBeVisible();
  await page.getByRole("button", { name: "Create position" }).click();

  // In the list, waiting for approval; a student code and VCA need a work post sheet.
  await expect(page).toHaveURL(/\/positions\?added=1$/);
  await arrive(page, "Positions");
  await expect(page.getByText("The position has been created. It is waiting for approval.")).toBeVisible();
  await search(page, name);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByRole("cell", { name: "2018 Antwerpen" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Worker" })).toBeVisible();
  await expect(row.getByRole("cell", { name: /Waiting for approval/ })).toContainText("Work post sheet missing");

  // Edit: students allowed is shown, not asked; the new wage shows in the view.
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await arrive(page, `Edit position ${name}`);
  const editing = page.url().replace(/^https?:\/\/[^/]+/, "");
  await expect(page.getByRole("group", { name: "Are students allowed?" })).toHaveCount(0);
  await expect(page.getByText("This cannot be changed after the position was created.")).toBeVisible();
  await page.getByLabel("Gross hourly wage in euro").fill("13.75");
  await press(page, "Next", `Edit position ${name}`, "Safety", editing);
  await press(page, "Next", `Edit position ${name}`, "Premiums", editing);
  await press(page, "Next", `Edit position ${name}`, "Check your answers", editing);
  await expect(page.getByRole("definition").filter({ hasText: "€13.75 an hour" })).toBeVisible();
  await page.getByRole("button", { name: "Update position" }).click();
  await expect(page).toHaveURL(/\/positions\/view-position\/\d+\?updated=1$/);
  await arrive(page, name);
  await expect(page.getByText("The position has been updated.")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "€13.75 an hour" })).toBeVisible();
  await expect(page.getByText("Employer share €6.91, employee share €1.09 per voucher")).toBeVisible();
  await expect(page.getByText("€1.50 per hour")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add a work post sheet" })).toHaveAttribute("href", /\/positions\/add-work-post-sheet\/\d+$/);
});

test("the list pages through the positions, searches them and shows one", async ({ page }) => {
  await start(page, "employer@example.com");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Positions/ }).click();
  await arrive(page, "Positions");
  const rows = page.getByRole("table").getByRole("row");
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(rows).toHaveCount(26);
  await expect(pages).toContainText("Page 1 of 2");
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/positions\?page=2$/);
  await page.waitForLoadState("load");
  await arrive(page, "Positions");
  await expect(pages).toContainText("Page 2 of 2");

  await search(page, "chauffeur");
  await expect(rows).toHaveCount(4);
  const truckDriver = page.getByRole("row", { name: /^Vrachtwagenchauffeur/ });
  await expect(truckDriver.getByRole("cell", { name: "Various locations" })).toBeVisible();
  await expect(truckDriver.getByRole("cell", { name: "Approved" })).toBeVisible();

  await truckDriver.getByRole("link", { name: "View Vrachtwagenchauffeur" }).click();
  await arrive(page, "Vrachtwagenchauffeur");
  await expect(page.getByText("Various locations")).toBeVisible();
  await expect(page.getByText("Driving licence C")).toBeVisible();
  await expect(page.getByText("€3.50 per day")).toBeVisible();

  await page.goto("/positions?search=no-such-position");
  await arrive(page, "Positions");
  await expect(page.getByText("No results found")).toBeVisible();
  await page.goto("/positions/view-position/999999");
  await arrive(page, "Position not found");
});

test("a new position cannot skip ahead of an unfinished step", async ({ page }) => {
  await start(page, "viewer@example.com");
  await page.goto("/positions/add-position/premiums");
  await expect(page).toHaveURL(/\/positions\/add-position$/);
  await arrive(page, "Add position");
  await page.getByRole("button", { name: "Cancel" }).click();
  await arrive(page, "Positions");
});

test("a company without a valid rate agreement waits for one, and still sees its positions", async ({ page }) => {
  await start(page, "bakery@example.com");
  await page.goto("/positions");
  await arrive(page, "Positions");
  await expect(page.getByRole("rowheader", { name: "Bakker", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Add position" }).click();
  await arrive(page, "Waiting for a rate agreement");
  await expect(page.getByText("Bakkerij Vermeulen has no valid rate agreement yet.", { exact: false })).toBeVisible();
  await expect(page.getByText("Kantoor Gent")).toBeVisible();
  await expect(page.getByRole("link", { name: "gent@portal.example" })).toHaveAttribute("href", "mailto:gent@portal.example");
  await page.goto("/positions/add-position/safety");
  await arrive(page, "Waiting for a rate agreement");
});

import type { Page } from "@playwright/test";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { answer, press, refused, type Step } from "./support/wizard";

// Part 2 §2 (screens 1-3, 14), §3-§5. Brouwerij De Klok has 35 seeded positions (32 approved), which
// the list test only reads. Each project creates a position and edits a seeded one of its own, as its
// own De Klok user: the draft of a new position is one per user, so two projects as one user would
// overwrite each other's. Bakkerij Vermeulen (bakery@) has no valid rate agreement.
const CREATOR = { js: "employer@example.com", "no-js": "tom.verstraete@example.com" };
const EDITED = { js: "Magazijnier logistiek", "no-js": "Receptionist" };
type Project = keyof typeof CREATOR;

/** Options name their minimum wage too: pick one by the function code's own text. */
async function chooseFunctionCode(page: Page, codeAndName: RegExp) {
  const select = page.getByLabel("Function code");
  const value = await select.locator("option", { hasText: codeAndName }).getAttribute("value");
  await select.selectOption(value!);
}

const STEP_PATHS = { General: "", Safety: "/safety", Premiums: "/premiums", "Check your answers": "/check" };

/** A step of the position wizard: the four share their h1, and the progress heading tells them apart. */
function step(name: keyof typeof STEP_PATHS, heading = "Add position", base = "/positions/add-position"): Step {
  const number = Object.keys(STEP_PATHS).indexOf(name) + 1;
  return { path: `${base}${STEP_PATHS[name]}`, heading, progress: `Step ${number} of 4: ${name}` };
}

async function search(page: Page, text: string) {
  await page.getByLabel("Search by name").fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/positions\?search=/);
  await page.waitForLoadState("load");
  await arrive(page, "Positions");
}

// The wizard, one walk per project as the project's own De Klok user: a position created, then a seeded
// one edited, then the guard that keeps a new position from skipping ahead.
test("the position wizard: a position created, refused until it is right, then one edited", async ({ page }, testInfo) => {
  // About twenty-five pages, each new state scanned by axe.
  test.setTimeout(480_000);
  const project = testInfo.project.name as Project;
  await signedInAs(page, CREATOR[project]);
  await test.step("a position is created through three steps and check your answers, refused until it is right", async () => {
    const name = `Proefbrouwer ${project} ${Date.now()}`;
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
    await refused(page, "Next", "A student function code needs a position that allows students: answer yes", "Add position");
    await expect(page.getByLabel("Name of the position")).toHaveValue(name);
    await expect(page.getByLabel("Gross hourly wage in euro")).toHaveValue("12,50");

    await answer(page, "Are students allowed?", "Yes");
    await refused(page, "Next", "Select a location", "Add position");
    await page.getByRole("group", { name: "Select a location" }).getByLabel("2018 Antwerpen").check();

    // Safety: a required VCA certification without its confirmation.
    await press(page, "Next", step("Safety"));
    await answer(page, "Is work equipment required?", "No");
    await answer(page, "Is a VCA certification required?", "Yes");
    await page.getByLabel("Forklift licence").check();
    await refused(page, "Next", "Confirm that you provide the VCA certification", "Add position");
    await page.getByLabel("I confirm that we provide the VCA certification").check();

    // Premiums: meal vouchers above the employer's share; Previous keeps what was typed on both steps.
    await press(page, "Next", step("Premiums"));
    await page.getByLabel("Meal vouchers", { exact: true }).check();
    await page.getByLabel("Employer share per meal voucher in euro").fill("7,00");
    await page.getByLabel("Employee share per meal voucher in euro").fill("1,09");
    await refused(
      page,
      "Next",
      "The employer share may be at most €6.91 and the employee share must be at least €1.09 per meal voucher, together at most €8.00",
      "Add position",
    );
    await page.getByLabel("Late shift bonus", { exact: true }).check();
    await page.getByLabel("Late shift bonus: amount").fill("1,50");
    await page.getByLabel("Late shift bonus: unit").selectOption("PER_HOUR");
    await press(page, "Previous", step("Safety"));
    await expect(page.getByRole("group", { name: "Is a VCA certification required?" }).getByLabel("Yes")).toBeChecked();
    await expect(page.getByLabel("I confirm that we provide the VCA certification")).toBeChecked();
    await expect(page.getByLabel("Forklift licence")).toBeChecked();
    await press(page, "Previous", step("General"));
    await expect(page.getByLabel("City")).toHaveValue("Antwerpen");
    await press(page, "Next", step("Safety"));
    await press(page, "Next", step("Premiums"));
    await expect(page.getByLabel("Employer share per meal voucher in euro")).toHaveValue("7.00");
    await expect(page.getByLabel("Late shift bonus: amount")).toHaveValue("1.50");
    await page.getByLabel("Employer share per meal voucher in euro").fill("6,91");

    // Check your answers: every answer with a Change link that comes back here; the steps before link back.
    await press(page, "Next", step("Check your answers"));
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
    await press(page, "Save and check your answers", step("Check your answers"));
    await expect(page.getByRole("definition").filter({ hasText: "Brouwt de proefbieren." })).toBeVisible();
    await page.getByRole("button", { name: "Create position" }).click();

    // In the list, waiting for approval; a student code and VCA need a work post sheet.
    await expect(page).toHaveURL(/\/positions\?added=1$/);
    await arrive(page, "Positions");
    await expect(page.getByText("The position has been created. It is waiting for approval.")).toBeVisible();
    await search(page, name);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row.getByRole("cell", { name: "2018 Antwerpen" })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Blue-collar worker" })).toBeVisible();
    await expect(row.getByRole("cell", { name: /Waiting for approval/ })).toContainText("Work post sheet missing");

    await row.getByRole("link", { name: `View ${name}` }).click();
    await arrive(page, name);
    await expect(page.getByRole("definition").filter({ hasText: "€12.50 an hour" })).toBeVisible();
    await expect(page.getByText("Employer share €6.91, employee share €1.09 per voucher")).toBeVisible();
    await expect(page.getByText("€1.50 per hour")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add a work post sheet" })).toHaveAttribute("href", /\/positions\/add-work-post-sheet\/\d+$/);
  });

  await test.step("a position is edited: students allowed is shown, not asked, and the new wage shows in the view", async () => {
    const name = EDITED[project];
    // A euro above the seeded wage, which is at least the function code's minimum.
    const wage = project === "js" ? "16.60" : "16.20";
    await page.goto(`/positions?search=${encodeURIComponent(name)}`);
    await arrive(page, "Positions");
    await page
      .getByRole("row", { name: new RegExp(`^${name}`) })
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    await arrive(page, `Edit position ${name}`);
    const editing = new URL(page.url()).pathname;
    await expect(page.getByRole("group", { name: "Are students allowed?" })).toHaveCount(0);
    await expect(page.getByText("This cannot be changed after the position was created.")).toBeVisible();
    await page.getByLabel("Gross hourly wage in euro").fill(wage);
    await press(page, "Next", step("Safety", `Edit position ${name}`, editing));
    await press(page, "Next", step("Premiums", `Edit position ${name}`, editing));
    await press(page, "Next", step("Check your answers", `Edit position ${name}`, editing));
    await expect(page.getByRole("definition").filter({ hasText: `€${wage} an hour` })).toBeVisible();
    await page.getByRole("button", { name: "Update position" }).click();
    await expect(page).toHaveURL(/\/positions\/view-position\/\d+\?updated=1$/);
    await arrive(page, name);
    await expect(page.getByText("The position has been updated.")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: `€${wage} an hour` })).toBeVisible();
  });

  await test.step("a new position cannot skip ahead of an unfinished step", async () => {
    await signedInAs(page, "viewer@example.com");
    await page.goto("/positions/add-position/premiums");
    await expect(page).toHaveURL(/\/positions\/add-position$/);
    await arrive(page, "Add position");
    await page.getByRole("button", { name: "Cancel" }).click();
    await arrive(page, "Positions");
  });
});

// The lists, one walk per project: De Klok's positions and rate agreements (employer@example.com), then
// Bakkerij Vermeulen's, which has no valid rate agreement (bakery@example.com).
test("the positions and rate agreements: paged, searched, shown, and a company waiting for an agreement", async ({ page }) => {
  test.setTimeout(300_000);
  await signedInAs(page, "employer@example.com");
  await test.step("the list pages through the positions, searches them and shows one", async () => {
    await page.goto("/dashboard");
    await arrive(page, "Dashboard");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /Positions/ })
      .click();
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

  await test.step("a missing work post sheet is a neutral to-do, and the list filters on it", async () => {
    await page.goto("/positions");
    await arrive(page, "Positions");
    // The list's primary action is a link drawn as the primary button, as on every list.
    const add = page.getByRole("link", { name: "Add position" });
    await expect(add).toHaveCSS("background-color", "rgb(11, 92, 173)");
    await expect(add).toHaveCSS("text-decoration-line", "none");
    const missing = page.getByText("Work post sheet missing", { exact: true });
    // The text's own colour, not the error red: a to-do, not a fault.
    await expect(missing.first()).toHaveCSS("color", "rgb(27, 31, 36)");

    const only = page.getByRole("checkbox", { name: "Only positions whose work post sheet is missing" });
    await only.check();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/positions\?search=&workPostSheet=missing$/);
    await page.waitForLoadState("load");
    await arrive(page, "Positions");
    await expect(only).toBeChecked();
    const rows = page.getByRole("table").getByRole("row");
    const shown = (await rows.count()) - 1;
    expect(shown).toBeGreaterThan(0);
    await expect(missing).toHaveCount(shown);
    // A position whose sheet is filled in (Brouwer) or that needs none (Boekhouder) is left out.
    await expect(page.getByRole("rowheader", { name: "Brouwer", exact: true })).toHaveCount(0);
    await expect(page.getByRole("rowheader", { name: "Boekhouder", exact: true })).toHaveCount(0);
    await expect(page.getByRole("rowheader", { name: "Jobstudent administratie", exact: true })).toBeVisible();

    await page.getByRole("link", { name: "Show all positions" }).click();
    await arrive(page, "Positions");
    await expect(only).not.toBeChecked();
    await expect(page.getByRole("rowheader", { name: "Boekhouder", exact: true })).toBeVisible();
  });

  await test.step("the rate agreements of the selected company can be seen from the positions list", async () => {
    await page.goto("/positions");
    await arrive(page, "Positions");
    await page.getByRole("link", { name: "Rate agreements" }).click();
    await arrive(page, "Rate agreements");
    await expect(page.getByRole("columnheader")).toHaveText(["Agreement", "Valid until", "Office", "Day contracts allowed"]);
    // Latest valid-until first (payroll-api/seed/seed-positions.ts): the valid one, then last year's.
    await expect(page.getByRole("rowheader")).toHaveText(["Tariefovereenkomst 2026 Brouwerij De Klok", "Tariefovereenkomst 2025 Brouwerij De Klok"]);
    const valid = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Tariefovereenkomst 2026 Brouwerij De Klok" }) });
    await expect(valid.getByRole("cell").first()).not.toContainText("expired");
    await expect(valid.getByRole("cell").nth(2)).toHaveText("No");
  });

  await test.step("a company without a valid rate agreement waits for one, and still sees its positions", async () => {
    await signedInAs(page, "bakery@example.com");
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
    // Its rate agreements show why: the only one has expired.
    await page.getByRole("link", { name: "See the company's rate agreements" }).click();
    await arrive(page, "Rate agreements");
    const expired = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Tariefovereenkomst 2025 Bakkerij Vermeulen" }) });
    await expect(expired.getByRole("cell")).toHaveText([/\(expired\)$/, "Kantoor Gent, Gent", "No"]);
  });
});

import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { renderSheetPdf } from "../../payroll-api/seed/seed-work-post-sheets";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { answer, refused } from "./support/wizard";

// Seeded De Klok positions without a sheet, one per project, which no other spec changes: each run adds
// a sheet to its own. Brouwer (filled) and Onderhoudsmonteur (uploaded) come with the seed and are only read.
const FILLED_BY = { js: "Schoonmaker productiehal", "no-js": "Kwaliteitscontroleur labo" } as const;
const UPLOADED_BY = { js: "Elektricien onderhoud", "no-js": "Dakwerker" } as const;
/** Never given a sheet: the copy is looked at, not saved. */
const WITHOUT_SHEET = "Jobstudent brouwerij";

type Project = keyof typeof FILLED_BY;
const projectOf = (name: string) => name as Project;

/** The position's own page, found through the positions list's search. */
async function openPosition(page: Page, name: string) {
  await page.goto(`/positions?search=${encodeURIComponent(name)}`);
  await arrive(page, "Positions");
  await page.getByRole("link", { name: `View ${name}`, exact: true }).click();
  await arrive(page, name);
}

async function startAdding(page: Page, name: string, choice: "Upload your own PDF" | "Fill in a new sheet") {
  await openPosition(page, name);
  await page.getByRole("link", { name: "Add a work post sheet" }).click();
  await arrive(page, "Add a work post sheet");
  await expect(page.getByText(`Position: ${name}`)).toBeVisible();
  await page.getByLabel(choice).check();
  await page.getByRole("button", { name: "Continue" }).click();
  // The choice is a GET form: the same h1 with the chosen form, at an address that names the choice.
  await expect(page).toHaveURL(/[?&]choice=/);
  await arrive(page, "Add a work post sheet");
}

// One walk per project, as employer@example.com: the seeded sheets read, a copy started, the guards,
// then a sheet of the project's own filled in and another's PDF uploaded.
test("work post sheets: read, copied, filled in, edited and uploaded", async ({ page, javaScriptOn }, testInfo) => {
  // About twenty pages, each new state scanned by axe, and a 5 MB upload.
  test.setTimeout(480_000);
  const project = projectOf(testInfo.project.name);
  await signedInAs(page, "employer@example.com");

  await test.step("work post sheets: views the seeded sheets: a filled one and an uploaded one seen by an employee", async () => {
    await openPosition(page, "Brouwer");
    await page.getByRole("link", { name: "View the work post sheet" }).click();
    await arrive(page, "Work post sheet");
    const main = page.getByRole("main");
    await expect(main).toContainText("Never seen");
    await expect(main).toContainText("Chemical agents (1135), Noise (1202), Shift work (2015)");
    await expect(main).toContainText("+32 3 218 44 10");
    await expect(main).toContainText("Schort bestand tegen loog");
    await expect(main).toContainText("The committee for prevention and protection at work");

    await openPosition(page, "Onderhoudsmonteur");
    await page.getByRole("link", { name: "View the work post sheet" }).click();
    await arrive(page, "Work post sheet");
    await expect(page.getByRole("main")).not.toContainText("Never seen");
    await expect(page.getByRole("main")).toContainText("werkpostfiche-onderhoudsmonteur.pdf");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Download PDF/ }).click()]);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  });

  await test.step("work post sheets: a new sheet can start as a copy of another position's", async () => {
    await openPosition(page, WITHOUT_SHEET);
    await page.getByRole("link", { name: "Add a work post sheet" }).click();
    await arrive(page, "Add a work post sheet");
    await refused(page, "Continue", "Choose whether to upload your own PDF or to fill in a new sheet", "Add a work post sheet");

    await page.getByLabel("Fill in a new sheet").check();
    await page.getByLabel("Copy from another position's sheet (optional)").selectOption({ label: "Brouwer" });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("The answers of the sheet of Brouwer are filled in.");
    await arrive(page, "Add a work post sheet");
    await expect(page.getByLabel("Name of the welcome officer")).toHaveValue("Lies Wouters");
    await expect(page.getByRole("group", { name: "Health risks" }).getByLabel("Noise (1202)")).toBeChecked();
    await expect(page.getByRole("group", { name: "Does the workstation need maternity protection?" }).getByLabel("Yes")).toBeChecked();
  });

  await test.step("work post sheets: the edit page of a position without a sheet says one must exist first", async () => {
    await openPosition(page, WITHOUT_SHEET);
    const edit = new URL(page.url()).pathname.replace("view-position", "edit-work-post-sheet");
    await page.goto(edit);
    await arrive(page, "Edit the work post sheet");
    await expect(page.getByRole("main")).toContainText("A work post sheet must exist before its changes can be saved");
    await page.getByRole("link", { name: "Add a work post sheet" }).click();
    await arrive(page, "Add a work post sheet");
  });

  await test.step("work post sheets: another company's position, or none, is not found", async () => {
    const response = await page.goto("/positions/view-work-post-sheet/999999");
    expect(response?.status()).toBe(404);
    await arrive(page, "Position not found");
    expect((await page.request.get("/positions/view-work-post-sheet/999999/pdf")).status()).toBe(404);
  });

  await test.step("work post sheets: fills in a sheet, refused first without the no-health-risk confirmation, then views and edits it", async () => {
    const name = FILLED_BY[project];
    await startAdding(page, name, "Fill in a new sheet");
    await page.getByLabel("Tasks to perform").fill("Vloeren en machines reinigen\nAfval sorteren");
    await page.getByLabel("Workstation location").fill("Productiehal, Mechelsesteenweg 212");
    await page.getByLabel("Name of the welcome officer").fill("Sara Janssens");
    await page.getByRole("group", { name: "Protective clothing and equipment" }).getByLabel("Gloves").check();
    await page.getByRole("group", { name: "Protective clothing and equipment" }).getByLabel("Safety shoes").check();
    await answer(page, "Does the workstation need maternity protection?", "No");
    await refused(page, "Save the work post sheet", "You must confirm that there are no health risks", "Add a work post sheet");
    await expect(page.getByLabel("Tasks to perform")).toHaveValue("Vloeren en machines reinigen\nAfval sorteren");
    await expect(page.getByRole("group", { name: "Protective clothing and equipment" }).getByLabel("Gloves")).toBeChecked();

    await page.getByLabel("I confirm that there are no health risks").check();
    await page.getByRole("button", { name: "Save the work post sheet" }).click();
    await arrive(page, "Work post sheet");
    await expect(page.getByRole("main").getByRole("status")).toContainText("The work post sheet was saved.");
    const details = page.getByRole("main");
    await expect(details).toContainText("Never seen");
    await expect(details).toContainText("No phone");
    await expect(details).toContainText("Filled in on the portal");
    await expect(details).toContainText("Gloves, Safety shoes");
    await expect(details).toContainText("None: confirmed that there are no health risks");
    await expect(page.getByRole("definition").filter({ hasText: name })).toBeVisible();

    await page.getByRole("link", { name: "Edit the work post sheet" }).click();
    await arrive(page, "Edit the work post sheet");
    await expect(page.getByLabel("Workstation location")).toHaveValue("Productiehal, Mechelsesteenweg 212");
    await page.getByLabel("Phone of the welcome officer (optional)").fill("+32 15 20 30 40");
    await page.getByRole("button", { name: "Save the work post sheet" }).click();
    await arrive(page, "Work post sheet");
    await expect(page.getByRole("main")).toContainText("+32 15 20 30 40");
    await expect(page.getByRole("main")).not.toContainText("No phone");
  });

  await test.step("work post sheets: uploads a PDF, refusing a file that is not one or is too large, and downloads it", async () => {
    const name = UPLOADED_BY[project];
    await startAdding(page, name, "Upload your own PDF");
    const file = page.getByLabel("Work post sheet (PDF)");

    await file.setInputFiles({ name: "fiche.pdf", mimeType: "application/pdf", buffer: Buffer.from("Only text, whatever the name says.") });
    await refused(page, "Upload PDF", "The file must be a PDF", "Add a work post sheet");

    // Without JavaScript the 5 MB upload's refusal is a request and its answer (records-without-javascript.test.ts).
    if (javaScriptOn) {
      const tooLarge = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5 * 1024 * 1024)]);
      await page.getByLabel("Work post sheet (PDF)").setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: tooLarge });
      await refused(page, "Upload PDF", "The PDF must be smaller than 5 MB", "Add a work post sheet");
    }

    const pdf = await renderSheetPdf(`Werkpostfiche ${name}`, ["Werken op hoogte"]);
    await page.getByLabel("Work post sheet (PDF)").setInputFiles({ name: "werkpostfiche.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Upload PDF" }).click();
    await arrive(page, "Work post sheet");
    await expect(page.getByRole("main").getByRole("status")).toContainText("Your PDF was saved as the work post sheet.");
    await expect(page.getByRole("main")).toContainText("The company's own PDF");
    await expect(page.getByRole("main")).toContainText("Never seen");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Download PDF/ }).click()]);
    expect(download.suggestedFilename()).toBe("werkpostfiche.pdf");
    expect((await readFile((await download.path())!)).equals(pdf)).toBe(true);
  });
});

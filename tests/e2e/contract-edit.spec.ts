import type { Page } from "@playwright/test";
import { addDays, todayInBelgium } from "../../domain/belgian-time";
import { decideAsBackOffice } from "../../scripts/back-office-client";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { requestContract } from "./support/payroll-api";
import { E2E_API_URL } from "./support/settings";
import { press, refused } from "./support/wizard";

// Part 2 §4 (docs/decisions/0042): a requested contract is edited through the contract wizard, which
// opens with its answers and saves an update of the same contract; once the office has processed it,
// the save is refused and the answers are kept. The contracts are requested through the API, with a
// new-contract draft no other test uses; each project edits with its own user and employee, on days no
// other test uses.
const REQUESTER = { js: "sarah.desmet@example.com", "no-js": "sophie.lejeune@example.com" } as const;
const EDITOR = { js: "employer@example.com", "no-js": "tom.verstraete@example.com" } as const;
const EMPLOYEE = { js: "Sofie Claes", "no-js": "Nina Jacobs" } as const;
const FIRST_DAY_OFFSET = { js: 240, "no-js": 250 } as const;
type Project = keyof typeof EDITOR;

const HEADING = "Edit the requested contract";
const step = (contractId: string, path: string, progress: string) => ({
  path: `/contracts/edit-contract/${contractId}${path}`,
  heading: HEADING,
  progress,
});

/** The schedule's days: each a group named by its date, with its own fields. */
const days = (page: Page) => page.getByRole("group").filter({ has: page.getByRole("button", { name: /^Remove this day/ }) });

async function openEdit(page: Page, contractId: string, employee: string) {
  await page.goto(`/contracts/view-payroll-contract/${contractId}`);
  await arrive(page, `Contract of ${employee}`);
  await page.getByRole("link", { name: "Edit the contract" }).click();
  await expect(page).toHaveURL(`/contracts/edit-contract/${contractId}`);
  await arrive(page, HEADING);
}

test.describe("editing a requested contract", () => {
  test.describe.configure({ mode: "default" });

  test("a requested contract is edited through the wizard", async ({ page }, testInfo) => {
    const project = testInfo.project.name as Project;
    const first = addDays(todayInBelgium(new Date()), FIRST_DAY_OFFSET[project]);
    const contractId = await requestContract(REQUESTER[project], {
      employee: EMPLOYEE[project],
      position: "Bottelaar",
      days: [
        { date: first, start: "08:00", end: "16:00", breakMinutes: 30 },
        { date: addDays(first, 1), start: "08:00", end: "16:00", breakMinutes: 30 },
      ],
    });
    await signedInAs(page, EDITOR[project]);
    await openEdit(page, contractId, EMPLOYEE[project]);

    // General opens with the contract's answers.
    await expect(page.getByLabel("Employee", { exact: true }).locator("option:checked")).toHaveText(EMPLOYEE[project]);
    await expect(page.getByLabel("Position", { exact: true }).locator("option:checked")).toHaveText("Bottelaar");
    await expect(page.getByLabel("Temporary increase of work")).toBeChecked();
    await page.getByLabel("Remark (optional)").fill("Two hours later");
    await press(page, "Next", step(contractId, "/schedule", "Step 2 of 3: Schedule"));

    // Schedule: its own days, moved two hours later on the same dates (its own days are not in the way).
    await expect(days(page)).toHaveCount(2);
    for (const index of [0, 1]) {
      const day = days(page).nth(index);
      await expect(day.getByLabel("Date", { exact: true })).toHaveValue(addDays(first, index));
      await day.getByLabel("Start", { exact: true }).fill("10:00");
      await day.getByLabel("End", { exact: true }).fill("18:00");
    }
    await press(page, "Next", step(contractId, "/overview", "Step 3 of 3: Overview"));
    await expect(page.getByRole("definition").filter({ hasText: "Two hours later" })).toBeVisible();

    await page.getByRole("button", { name: "Save the changes" }).click();
    await expect(page).toHaveURL(`/contracts/view-payroll-contract/${contractId}?done=edited`);
    await arrive(page, `Contract of ${EMPLOYEE[project]}`);
    await expect(page.getByRole("status")).toContainText("The changes to the contract were saved");
    await expect(page.getByRole("definition").filter({ hasText: "Two hours later" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Requested: waiting for the office to confirm" })).toBeVisible();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows.filter({ hasText: "10:00" })).toHaveCount(2);
    await expect(rows.filter({ hasText: "08:00" })).toHaveCount(0);
  });

  test("the office processing the contract meanwhile refuses the save, with the answers kept", async ({ page }, testInfo) => {
    const project = testInfo.project.name as Project;
    const first = addDays(todayInBelgium(new Date()), FIRST_DAY_OFFSET[project] + 5);
    const contractId = await requestContract(REQUESTER[project], {
      employee: EMPLOYEE[project],
      position: "Bottelaar",
      days: [{ date: first, start: "08:00", end: "16:00", breakMinutes: 30 }],
    });
    await signedInAs(page, EDITOR[project]);
    await openEdit(page, contractId, EMPLOYEE[project]);
    await page.getByLabel("Remark (optional)").fill("Kept after the refusal");
    await press(page, "Next", step(contractId, "/schedule", "Step 2 of 3: Schedule"));
    await press(page, "Next", step(contractId, "/overview", "Step 3 of 3: Overview"));

    await decideAsBackOffice(E2E_API_URL, { subject: "contract", id: contractId, decision: "approve" });
    await refused(page, "Save the changes", "The office has processed this contract meanwhile", HEADING);
    await expect(page).toHaveURL(`/contracts/edit-contract/${contractId}/overview`);
    if (testInfo.project.use.javaScriptEnabled !== false) await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByRole("definition").filter({ hasText: "Kept after the refusal" })).toBeVisible();

    // The contract is as the office approved it, and no longer offers Edit.
    await press(page, "Cancel", { path: `/contracts/view-payroll-contract/${contractId}`, heading: `Contract of ${EMPLOYEE[project]}` });
    await expect(page.getByRole("definition").filter({ hasText: /^Approved$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit the contract" })).toHaveCount(0);
  });
});

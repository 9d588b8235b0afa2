import type { Page } from "@playwright/test";
import { addDays, todayInBelgium } from "../../domain/belgian-time";
import { decideAsBackOffice } from "../../scripts/back-office-client";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { requestContract } from "./support/payroll-api";
import { E2E_API_URL } from "./support/settings";
import { CARD_EXPIRING_MEMBER } from "../../payroll-api/seed/seed-team";
import { press, saved } from "./support/wizard";

// Part 2 §4 (docs/decisions/0042): a requested contract is edited through the contract wizard, which
// opens with its answers and saves an update of the same contract; once the office has processed it,
// the wizard's pages say why it can no longer be edited (decision 86). The contracts are requested through the API, with the
// new-contract draft of a user of each project's own, which the walk's last step fills in the
// browser: one after the other, so that the draft is never filled by two at once.
// Each project edits with its own user and employee, on days no other test uses.
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

// Documents at the contract's dates (issue 29, docs/decisions/0040): an employee whose ID card expires
// during the contract is shown unavailable, with the reason and a link to update the profile. The
// seed's Wout Hermans has an ID card that expires three weeks from the seeding. It fills the new-contract
// draft of the requesters above, in the browser, after their contracts were requested.
const NAME = `${CARD_EXPIRING_MEMBER.first} ${CARD_EXPIRING_MEMBER.last}`;
const GENERAL = { path: "/contracts/create-contract", heading: "Create a contract", progress: "Step 1 of 3: General" };
const SCHEDULE = { path: "/contracts/create-contract/schedule", heading: "Create a contract", progress: "Step 2 of 3: Schedule" };
const PAYROLL = { path: "/contracts/payroll-contracts", heading: "Payroll contracts" };

test("editing a requested contract, the office processing it meanwhile, and an employee whose ID card expires during a new one", async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const project = testInfo.project.name as Project;
  await signedInAs(page, EDITOR[project]);

  await test.step("editing a requested contract: a requested contract is edited through the wizard", async () => {
    const first = addDays(todayInBelgium(new Date()), FIRST_DAY_OFFSET[project]);
    const contractId = await requestContract(REQUESTER[project], {
      employee: EMPLOYEE[project],
      position: "Bottelaar",
      days: [
        { date: first, start: "08:00", end: "16:00", breakMinutes: 30 },
        { date: addDays(first, 1), start: "08:00", end: "16:00", breakMinutes: 30 },
      ],
    });
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

  await test.step("editing a requested contract the office processes meanwhile: the save, and the edit page, say why it can no longer be edited", async () => {
    const first = addDays(todayInBelgium(new Date()), FIRST_DAY_OFFSET[project] + 5);
    const contractId = await requestContract(REQUESTER[project], {
      employee: EMPLOYEE[project],
      position: "Bottelaar",
      days: [{ date: first, start: "08:00", end: "16:00", breakMinutes: 30 }],
    });
    await openEdit(page, contractId, EMPLOYEE[project]);
    await page.getByLabel("Remark (optional)").fill("Not saved after all");
    await press(page, "Next", step(contractId, "/schedule", "Step 2 of 3: Schedule"));
    await press(page, "Next", step(contractId, "/overview", "Step 3 of 3: Overview"));

    await decideAsBackOffice(E2E_API_URL, { subject: "contract", id: contractId, decision: "approve" });
    const notEditable = { path: `/contracts/edit-contract/${contractId}`, heading: "This contract can no longer be edited" };
    await press(page, "Save the changes", notEditable);
    await expect(page.getByRole("main")).toContainText("The office has processed this contract, so it can no longer be edited here: its status is “Approved”.");

    // The contract is as the office approved it, and no longer offers Edit.
    await page.getByRole("link", { name: "Back to the contract" }).click();
    await expect(page).toHaveURL(`/contracts/view-payroll-contract/${contractId}`);
    await arrive(page, `Contract of ${EMPLOYEE[project]}`);
    await expect(page.getByRole("definition").filter({ hasText: /^Approved$/ })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Not saved after all" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Edit the contract" })).toHaveCount(0);
  });

  await test.step("an employee whose ID card expires during the contract is shown unavailable, with the reason", async () => {
    await signedInAs(page, REQUESTER[project]);
    const expiresOn = addDays(todayInBelgium(new Date()), CARD_EXPIRING_MEMBER.expiresInDays);

    await page.goto("/contracts/create-contract");
    await arrive(page, "Create a contract");
    // A new draft starts empty: whatever an earlier run left is thrown away.
    if (await page.getByLabel("Employee", { exact: true }).inputValue()) {
      await press(page, "Cancel", PAYROLL);
      await page.goto("/contracts/create-contract");
      await arrive(page, "Create a contract");
    }
    // Before the schedule, the card covers today: the employee can be chosen.
    await page.getByLabel("Employee", { exact: true }).selectOption({ label: NAME });
    await page.getByLabel("Position", { exact: true }).selectOption({ label: "Bottelaar" });
    await saved(page, "Next", "The answers you left empty were filled in from the position", GENERAL.heading);
    await page.getByLabel("Contract type").selectOption({ label: "Blue-collar worker" });
    await page.getByLabel("Temporary increase of work").check();
    // The position's bike bonus asks the one-way distance, which the map may not find for the seed's address.
    const distance = page.getByLabel("One-way distance from home to work in km (Bike bonus)");
    if (!(await distance.inputValue())) await distance.fill("12");
    await press(page, "Next", SCHEDULE);

    // One day before the card expires, one the day after: the contract's last working day is not covered.
    const days = page.getByRole("group").filter({ has: page.getByRole("button", { name: /^Remove this day/ }) });
    for (const count of [1, 2]) {
      await page.getByRole("button", { name: "Add a day", exact: true }).click();
      await expect(days).toHaveCount(count);
      await page.waitForLoadState("load");
      await arrive(page, SCHEDULE.heading);
    }
    for (const [index, date] of [addDays(expiresOn, -1), addDays(expiresOn, 1)].entries()) {
      const day = days.nth(index);
      await day.getByLabel("Date", { exact: true }).fill(date);
      await day.getByLabel("Start", { exact: true }).fill("08:00");
      await day.getByLabel("End", { exact: true }).fill("16:00");
      await day.getByLabel("Break in minutes", { exact: true }).fill("30");
    }
    await page.getByRole("button", { name: "Next", exact: true }).click();

    // The wizard goes back to General, where the employee is now unavailable, with which document and until when.
    await expect(page).toHaveURL(GENERAL.path);
    await page.waitForLoadState("load");
    await arrive(page, GENERAL.heading);
    const reason = "their ID card expires before the contract's last working day";
    await expect(page.getByRole("alert")).toContainText(reason);
    // The employee's option says it too, and the list of who cannot be chosen gives the date and the way to the profile.
    await expect(page.getByRole("option", { name: new RegExp(`^${NAME} \\(${reason}`) })).toBeDisabled();
    await page.getByText(/employees? cannot be chosen: why/).click();
    const unavailable = page.getByRole("listitem").filter({ hasText: NAME });
    await expect(unavailable).toContainText(reason);
    await expect(unavailable).toContainText(/valid until \d+ \w+ \d{4}/);
    await expect(unavailable.getByRole("link", { name: `Update the profile of ${NAME}` })).toHaveAttribute("href", /\/employee\/\d+\/view-employee-profile$/);
    await press(page, "Cancel", PAYROLL);
  });
});

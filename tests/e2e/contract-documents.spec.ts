import { addDays, todayInBelgium } from "../../domain/belgian-time";
import { CARD_EXPIRING_MEMBER } from "../../payroll-api/db/seed-team";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { press, saved } from "./support/wizard";

// Documents at the contract's dates (issue 29, docs/decisions/0040): an employee whose ID card expires
// during the contract is shown unavailable, with the reason and a link to update the profile. The
// seed's Wout Hermans has an ID card that expires three weeks from the seeding. Each project has its
// own user, whose draft is their own, so that both run side by side.
const CREATOR = { js: "sarah.desmet@example.com", "no-js": "sophie.lejeune@example.com" } as const;
type Project = keyof typeof CREATOR;
const NAME = `${CARD_EXPIRING_MEMBER.first} ${CARD_EXPIRING_MEMBER.last}`;
const GENERAL = { path: "/contracts/create-contract", heading: "Create a contract", progress: "Step 1 of 3: General" };
const SCHEDULE = { path: "/contracts/create-contract/schedule", heading: "Create a contract", progress: "Step 2 of 3: Schedule" };
const PAYROLL = { path: "/contracts/payroll-contracts", heading: "Payroll contracts" };

test("an employee whose ID card expires during the contract is shown unavailable, with the reason", async ({ page }, testInfo) => {
  test.slow();
  await signedInAs(page, CREATOR[testInfo.project.name as Project]);
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
  await page.getByLabel("Contract type").selectOption({ label: "Worker" });
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

import type { Locator, Page } from "@playwright/test";
import { decideAsBackOffice } from "../../scripts/back-office-client";
import { belgianCardNumber, drawIdCardBack, nationalRegisterNumber, td1Zone, type IdCardPerson } from "../support/id-card-image";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { addApprovedPositions } from "./support/payroll-api";
import { awaitReading, FRONT, png } from "./support/identity";
import { E2E_API_URL } from "./support/settings";
import { KeyboardUser } from "./support/keyboard";
import { errorSummary } from "./support/wizard";

// Issue 32 (docs/decisions/0059): each wizard completed by keyboard alone, with JavaScript and without
// it, one refused submit on the way whose error summary takes the focus (decision 52). The Tab presses
// of each step are the test's annotations ("tabs"): a realistic count of a keyboard user's way. Each
// step asserts that only keys reached it (stepDone) and, once it opens, where the focus is (arrived).

/** Garage Wouters's users: their position drafts are theirs alone (the other specs use their contract drafts). */
const POSITION_CREATOR = { js: "garage@example.com", "no-js": "garage2@example.com" } as const;
type Project = keyof typeof POSITION_CREATOR;
/** De Klok's users whose contract drafts are this spec's alone, and employees no other spec gives a contract. */
const CONTRACT_CREATOR = { js: "kato.aerts@example.com", "no-js": "lode.baert@example.com" } as const;
const CONTRACT_EMPLOYEE = { js: "Ilse Janssens", "no-js": "Ruben Dupont" } as const;

/** Companies without a VAT number that only this spec onboards, each with a register entry of its own (payroll-api/seed/seed.ts). */
const ONBOARDING = {
  js: { email: "onboarding4@example.com", vat: "BE 0471.625.381", officialName: "Logistiek Vandenberghe NV" },
  "no-js": { email: "onboarding5@example.com", vat: "BE0684721515", officialName: "Dakwerken Mertens BV" },
} as const;
/** Bakkerij Vermeulen's members whose identity only this spec verifies (payroll-api/seed/seed-employees.ts), as on their cards. */
const VERIFIED: Record<Project, IdCardPerson> = {
  js: {
    documentNumber: belgianCardNumber("5920612874"),
    lastName: "Verbeke",
    firstNames: "Jolien",
    nationality: "BEL",
    birthdate: "1997-02-11",
    gender: "female",
    expiresOn: "2032-02-10",
    nationalRegisterNumber: nationalRegisterNumber("1997-02-11", 146),
  },
  "no-js": {
    documentNumber: belgianCardNumber("5920734561"),
    lastName: "Dierickx",
    firstNames: "Senne",
    nationality: "BEL",
    birthdate: "1991-09-27",
    gender: "male",
    expiresOn: "2030-09-26",
    nationalRegisterNumber: nationalRegisterNumber("1991-09-27", 153),
  },
};

/** Bakkerij Vermeulen's employees who verify their own identity in this spec only (payroll-api/seed/seed-employees.ts), as on their cards. */
const SELF_VERIFIED: Record<Project, { email: string; person: IdCardPerson }> = {
  js: {
    email: "employee3@example.com",
    person: {
      documentNumber: belgianCardNumber("5920845612"),
      lastName: "Desmedt",
      firstNames: "Febe",
      nationality: "BEL",
      birthdate: "2001-05-23",
      gender: "female",
      expiresOn: "2033-05-22",
      nationalRegisterNumber: nationalRegisterNumber("2001-05-23", 162),
    },
  },
  "no-js": {
    email: "employee4@example.com",
    person: {
      documentNumber: belgianCardNumber("5920956723"),
      lastName: "Verhaeghe",
      firstNames: "Thibaut",
      nationality: "BEL",
      birthdate: "1994-12-08",
      gender: "male",
      expiresOn: "2031-12-07",
      nationalRegisterNumber: nationalRegisterNumber("1994-12-08", 171),
    },
  },
};

/** Waits for a step after a keyboard submit: its address, its progress heading where steps share an h1, its one h1, axe. */
async function onStep(page: Page, path: RegExp, heading: string | RegExp, progress?: string) {
  await expect(page).toHaveURL(path);
  if (progress) await expect(page.getByRole("heading", { name: progress })).toBeVisible();
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

/** Presses Tab until `target` has the focus, at most `limit` times; how many it took, or limit + 1. */
async function tabsUntilFocused(page: Page, target: Locator, limit: number): Promise<number> {
  for (let tabs = 1; tabs <= limit; tabs++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return tabs;
  }
  return limit + 1;
}

// Measured on the seed: the shell's 14 stops, then the contract wizard's Employee field (the same with and without scripts).
const TABS_TO_FIRST_FIELD = 15;

function recordTabs(user: KeyboardUser, wizard: string) {
  test.info().annotations.push({ type: "tabs", description: `${wizard}: ${JSON.stringify(user.steps)}` });
}

// Garage Wouters's users, one per project: first the contract wizard's position search (docs/decisions/0037),
// which gives the company more approved positions than the select shows (100), with a mouse; then the
// position wizard by keyboard alone, on a page whose keys are watched from then on.
test("Garage Wouters: the contract wizard's position search, then the position wizard by keyboard alone", async ({ page }, testInfo) => {
  test.setTimeout(360_000);
  const project = testInfo.project.name as Project;
  await signedInAs(page, POSITION_CREATOR[project]);

  await test.step("the contract wizard's position search finds a position beyond those the select shows", async () => {
    // The search finds a position beyond the first hundred, and the position chosen from it stays chosen
    // once the search is cleared. Each project fills the list with its own user (position drafts are per
    // user), and looks for a position of its own.
    const wanted = `Zwaluwnest ${project}`;
    const fillers = Array.from({ length: 101 }, (_, index) => `Filler ${project} ${String(index + 1).padStart(3, "0")}`);
    await addApprovedPositions(POSITION_CREATOR[project], [...fillers, wanted]);

    await page.goto("/contracts/create-contract");
    await arrive(page, "Create a contract");
    const select = page.getByLabel("Position", { exact: true });
    // Sorted by name, the wanted position is not among the first hundred.
    await expect(select.locator("option", { hasText: wanted })).toHaveCount(0);
    await expect(page.getByText(/positions match; the list shows the first 100/)).toBeVisible();

    const search = page.getByLabel("Search a position", { exact: true });
    await search.fill("zwaluwnest");
    await page.getByRole("button", { name: "Search positions", exact: true }).click();
    await expect(page).toHaveURL(/positionSearch=zwaluwnest#position-search$/);
    await expect(select.locator("option", { hasText: wanted })).toHaveCount(1);
    await page.waitForLoadState("load");
    await arrive(page, "Create a contract");
    await expect(search).toHaveValue("zwaluwnest");
    // A blue-collar position without its work post sheet: offered, marked (decision 86).
    const offered = `${wanted} (work post sheet missing)`;
    await select.selectOption({ label: offered });

    // An empty search shows the whole list again; the position chosen is kept, first in the list.
    await search.fill("");
    await page.getByRole("button", { name: "Search positions", exact: true }).click();
    await expect(page).toHaveURL(/\/contracts\/create-contract#position-search$/);
    await page.waitForLoadState("load");
    await arrive(page, "Create a contract");
    await expect(select.locator("option:checked")).toHaveText(offered);

    // Thrown away, so that the user's next draft starts empty.
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page).toHaveURL(/\/contracts\/payroll-contracts$/);
  });

  await test.step("the position wizard, by keyboard alone", async () => {
    const name = `Toetsenbord ${project} ${Date.now()}`;
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
    await user.arrived();

    await user.answer("Is work equipment required?", "No");
    await user.answer("Is a VCA certification required?", "No");
    await user.press("Next");
    await onStep(page, /\/positions\/add-position\/premiums$/, "Add position", "Step 3 of 4: Premiums");
    user.stepDone("Safety");
    await user.arrived();

    await user.press("Next");
    await onStep(page, /\/positions\/add-position\/check$/, "Add position", "Step 4 of 4: Check your answers");
    user.stepDone("Premiums");
    await user.arrived();

    await user.press("Create position");
    await expect(page).toHaveURL(/\/positions\?added=1$/);
    await arrive(page, "Positions");
    await expect(page.getByText("The position has been created. It is waiting for approval.")).toBeVisible();
    user.stepDone("Check your answers");
    await user.arrived();
    recordTabs(user, "position");
  });
});

test("the contract wizard and the extension wizard, by keyboard alone", async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const project = testInfo.project.name as Project;
  const employee = CONTRACT_EMPLOYEE[project];
  await signedInAs(page, CONTRACT_CREATOR[project]);
  const user = new KeyboardUser(page);
  const heading = "Create a contract";
  const employeeField = page.getByLabel("Employee", { exact: true });
  const days = page.getByRole("group").filter({ has: page.getByRole("button", { name: /^Remove this day/ }) });

  // Issue 32 §4 (docs/decisions/0052): the shell (brand, company switcher, user menu, side panel) comes
  // before the page's main content; the skip link, the first Tab stop, jumps over it.
  await test.step("contract wizard, General: the first field is one Tab after the skip link", async () => {
    await page.goto("/contracts/create-contract");
    await onStep(page, /\/contracts\/create-contract$/, heading, "Step 1 of 3: General");
    expect(await tabsUntilFocused(page, employeeField, TABS_TO_FIRST_FIELD), "Tabs from the page's start to the first field").toBeLessThanOrEqual(
      TABS_TO_FIRST_FIELD,
    );

    // From the start again: the skip link is the first stop, shows when focused, and lands before the form.
    await page.goto("/contracts/create-contract");
    await onStep(page, /\/contracts\/create-contract$/, heading, "Step 1 of 3: General");
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to main content" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    expect(await tabsUntilFocused(page, employeeField, 1), "Tabs from the skip link's target to the first field").toBe(1);
  });

  await test.step("the contract wizard, by keyboard alone; the refused summary's links lead to the fields", async () => {
    // General: refused empty, from the first field on, then the employee and the position; the position fills in the rest.
    await user.press("Next");
    await refusedWith(page, "Choose the employee", heading);
    // The summary has the focus: its first link is the next stop and leads to its field.
    await page.keyboard.press("Tab");
    await expect(errorSummary(page).getByRole("link", { name: "Choose the employee" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(employeeField).toBeFocused();
    user.stepDone("General, from the first field to Next (refused), then the summary's link to the field");
    await user.select("Employee", employee);
    await user.select("Position", "Bottelaar");
    await user.press("Next");
    await expect(page.getByRole("status").filter({ hasText: "The answers you left empty were filled in from the position" })).toBeVisible();
    await page.waitForLoadState("load");
    await arrive(page, heading);
    user.stepDone("General, employee and position");
    await user.select("Contract type", "Blue-collar worker");
    await user.answer("Contract reason", "Temporary increase of work");
    // The map cannot tell how far this employee lives: the bike bonus asks for the distance.
    await user.type("One-way distance from home to work in km (Bike bonus)", "6");
    await user.press("Next");
    await onStep(page, /\/contracts\/create-contract\/schedule/, heading, "Step 2 of 3: Schedule");
    user.stepDone("General, the position's answers");
    await user.arrived();

    // Schedule: two days, one added at a time, on the dates the wizard suggests (the next free days).
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
    await user.arrived();
    await user.press("Request the contract");
    await expect(page).toHaveURL(/\/contracts\/view-payroll-contract\/\d+\?done=requested$/);
    await arrive(page, `Contract of ${employee}`);
    user.stepDone("Overview");
    await user.arrived();
    recordTabs(user, "contract");
  });

  await test.step("the extension wizard, by keyboard alone: the contract approved, a day too short refused at that day", async () => {
    const contractId = /view-payroll-contract\/(\d+)/.exec(page.url())![1]!;
    await decideAsBackOffice(E2E_API_URL, { subject: "contract", id: contractId, decision: "approve" });
    await page.goto(`/contracts/view-payroll-contract/${contractId}`);
    await arrive(page, `Contract of ${employee}`);
    const extension = new KeyboardUser(page);
    const extending = `Request an extension of the contract of ${employee}`;
    await extension.follow("Request an extension");
    await expect(page).toHaveURL(new RegExp(`/contracts/request-contract-extension/${contractId}$`));
    await page.waitForLoadState("load");
    await arrive(page, extending);
    extension.stepDone("Contract page, to Request an extension");
    await extension.arrived();
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
    await extension.arrived();
    await extension.press("Request the extension");
    await expect(page).toHaveURL(/done=extension-approved$/);
    await arrive(page, `Contract of ${employee}`);
    extension.stepDone("Overview");
    await extension.arrived();
    recordTabs(extension, "extension");
  });
});

test("the onboarding wizard, by keyboard alone", async ({ page }, testInfo) => {
  test.slow();
  const account = ONBOARDING[testInfo.project.name as Project];
  await signedInAs(page, account.email);
  const user = new KeyboardUser(page);
  await page.goto("/onboarding");
  await onStep(page, /\/onboarding\/company$/, "Company");

  // A VAT number with wrong check digits, refused: the summary has the focus, the number is kept.
  await user.type("VAT number", "BE 0123.456.789");
  await user.press("Next");
  await refusedWith(page, "Invalid VAT number", "Company");
  await expect(page.getByLabel("VAT number", { exact: true })).toHaveValue("BE 0123.456.789");
  user.stepDone("Company, to Next (refused)");

  // Corrected from the summary on; the register fills in the official name and address.
  await user.type("VAT number", account.vat);
  await user.press("Fetch company details");
  await expect(page.getByRole("status").filter({ hasText: "We filled in the official name and address" })).toBeVisible();
  await page.waitForLoadState("load");
  await arrive(page, "Company");
  await expect(page.getByLabel("Official name", { exact: true })).toHaveValue(account.officialName);
  user.stepDone("Company, to Fetch company details");
  await user.arrived({ samePath: true });
  await user.select("External prevention service", "Idewe");
  await user.answer("Are day contracts allowed?", "Yes");
  await user.press("Next");
  await onStep(page, /\/onboarding\/worker-contract-type$/, "Blue-collar contract type");
  user.stepDone("Company, the rest to Next");
  await user.arrived();

  // With JavaScript the follow-up questions show once the first is answered yes.
  await user.answer("Does the company employ blue-collar workers?", "Yes");
  // Typing the committee's code finds it, as a user who knows the number would.
  await user.select("Work profile (joint committee)", "124 Joint committee for construction", "124");
  await user.answer("Is there overtime?", "Yes");
  await user.answer("Is overtime paid?", "No");
  await user.press("Next");
  await onStep(page, /\/onboarding\/clerk-contract-type$/, "White-collar contract type");
  user.stepDone("Blue-collar contract type");
  await user.arrived();

  await user.answer("Does the company employ white-collar employees?", "No");
  await user.press("Next");
  await onStep(page, /\/onboarding\/overview$/, "Overview");
  await expect(page.getByText(account.officialName)).toBeVisible();
  user.stepDone("White-collar contract type");
  await user.arrived();

  // Onboarded: a company without offers starts on the payroll promotion.
  await user.press("Approve");
  await onStep(page, /\/vivaldis-payroll-promo$/, /payroll/i);
  user.stepDone("Overview");
  await user.arrived();
  recordTabs(user, "onboarding");
});

/** The profile a verification starts from and comes back to: an employer's view of it, or the employee's own. */
type VerifyingFrom = { path: string; heading: string; reading: string };

/**
 * The identity verification from the profile on, by keyboard: the upload, the front alone refused,
 * the card read, checked and confirmed; then a new verification, typed by hand.
 */
async function verifyIdentity(user: KeyboardUser, person: IdCardPerson, profile: VerifyingFrom, javaScriptOn: boolean) {
  const page = user.page;
  const identity = page.getByRole("region", { name: "Identity" });
  const backOnProfile = (done: string) => new RegExp(`${profile.path}\\?done=${done}$`);

  // No identity data yet: the upload comes at once. The front alone is refused, the summary focused.
  await user.follow("Verify identity");
  await onStep(page, /\/verify-identity\/upload$/, "Upload the ID card");
  user.stepDone("Profile, to Verify identity");
  await user.arrived();
  await user.chooseFile("Front of the ID card", await png("front.png", FRONT));
  await user.press("Upload and read the card");
  await refusedWith(page, "Add the back of the ID card", "Upload the ID card");
  user.stepDone("Upload, the front alone (refused)");
  // Without scripts the refused page comes back without the files: a browser never fills a file input.
  if (!javaScriptOn) await user.chooseFile("Front of the ID card", await png("front.png", FRONT));
  await user.chooseFile("Back of the ID card", await png("back.png", drawIdCardBack(td1Zone(person))));
  await user.press("Upload and read the card");
  await awaitReading(page, profile.reading, "Check the details");
  await expect(page.getByLabel("Last name", { exact: true })).toHaveValue(person.lastName);
  await expect(page.getByLabel("First names", { exact: true })).toHaveValue(person.firstNames);
  user.stepDone("Upload, after the refusal");
  await user.arrived();
  await user.press("Confirm the details");
  await onStep(page, backOnProfile("identity-verified"), profile.heading);
  await expect(identity).toContainText("Verified");
  user.stepDone("Check the details");
  await user.arrived();

  // A new card, typed by hand: a new verification asks first, and the back office verifies it by hand.
  await user.follow("Verify identity");
  await onStep(page, /\/verify-identity$/, "Start a new verification?");
  user.stepDone("Profile, to Verify identity again");
  await user.arrived();
  await user.press("Continue");
  await onStep(page, /\/verify-identity\/upload$/, "Upload the ID card");
  user.stepDone("Start a new verification?");
  await user.arrived();
  await user.follow("Enter the details by hand instead");
  await onStep(page, /\/verify-identity\/by-hand$/, "Enter the identity details");
  user.stepDone("Upload, to the details by hand");
  await user.arrived();
  await user.type("ID card number", belgianCardNumber(`${person.documentNumber.slice(0, 9)}9`));
  await user.press("Save the details");
  await onStep(page, backOnProfile("identity-manual"), profile.heading);
  await expect(identity).toContainText("Needs manual verification");
  user.stepDone("Details by hand");
  await user.arrived();
}

// Two verifications one after the other, each reading a card by OCR, which every test running waits for in turn.
test("the identity verification, from the card and then by hand, by keyboard alone: an employer's, then an employee's own", async ({
  page,
  javaScriptOn,
}, testInfo) => {
  test.setTimeout(360_000);
  const project = testInfo.project.name as Project;

  await test.step("the identity verification, from the card and then by hand, by keyboard alone", async () => {
    const person = VERIFIED[project];
    const name = `${person.firstNames} ${person.lastName}`;
    await signedInAs(page, "bakery@example.com");
    const user = new KeyboardUser(page);
    await page.goto(`/team/payroll-team?search=${encodeURIComponent(name)}&status=active`);
    await arrive(page, "Payroll team");
    await user.follow(name);
    await onStep(page, /\/employee\/\d+\/view-employee-profile$/, name);
    user.stepDone("Team, to the employee");
    await user.arrived();
    await verifyIdentity(user, person, { path: "/view-employee-profile", heading: name, reading: "Reading the card…" }, javaScriptOn);
    recordTabs(user, "identity");
  });

  await test.step("an employee's own identity verification, from the card and then by hand, by keyboard alone", async () => {
    const { email, person } = SELF_VERIFIED[project];
    await signedInAs(page, email);
    const user = new KeyboardUser(page);
    await page.goto("/my-profile");
    await arrive(page, "Your details");
    await expect(page.getByText(`${person.firstNames} ${person.lastName}`)).toBeVisible();
    await verifyIdentity(user, person, { path: "/my-profile", heading: "Your details", reading: "Reading your card…" }, javaScriptOn);
    recordTabs(user, "own identity");
  });
});

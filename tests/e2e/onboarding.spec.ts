import { arrive, expect, signIn, test } from "./support/fixtures";
import { answer, fetchCompanyDetails, press, refused } from "./support/wizard";

// Each project onboards its own seeded company without a VAT number, with its own register entry.
const ONBOARDING = {
  js: { email: "onboarding2@example.com", vat: "be 0441.873.503", officialName: "Slagerij Van Damme BV" },
  "no-js": { email: "onboarding3@example.com", vat: "BE0462091766", officialName: "Hotel Aan de Schelde NV" },
};

const COMMITTEE = "124 Joint committee for construction";
const WORKER_STEP = { path: "/onboarding/worker-contract-type", heading: "Blue-collar contract type" };
const CLERK_STEP = { path: "/onboarding/clerk-contract-type", heading: "White-collar contract type" };
const OVERVIEW_STEP = { path: "/onboarding/overview", heading: "Overview" };

test("a company without a VAT number completes the four onboarding steps", async ({ page, javaScriptOn }, testInfo) => {
  // About twenty pages, each scanned by axe.
  test.setTimeout(180_000);
  const account = ONBOARDING[testInfo.project.name as keyof typeof ONBOARDING];
  await page.goto("/login?lng=en");
  await signIn(page, account.email);
  await expect(page).toHaveURL(/\/onboarding\/company$/);
  await arrive(page, "Company");

  // Skipping ahead lands on the first unfinished step; everything else leads to onboarding.
  await page.goto("/onboarding/overview");
  await expect(page).toHaveURL(/\/onboarding\/company$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/onboarding\/company$/);

  await page.getByLabel("VAT number").fill("BE 0123.456.789");
  await refused(page, "Next", "Invalid VAT number", "Company");
  await expect(page.getByRole("alert").getByRole("link", { name: "Invalid VAT number" })).toBeVisible();
  await expect(page.getByLabel("VAT number")).toHaveValue("BE 0123.456.789");

  await page.getByLabel("VAT number").fill("BE0412345614");
  await fetchCompanyDetails(page, "Company");
  await expect(page.getByLabel("Official name")).toHaveValue("Brouwerij De Klok NV");
  await page.getByLabel("External prevention service").selectOption("IDEWE");
  await answer(page, "Are day contracts allowed?", "Yes");
  await refused(page, "Next", "already registered. Ask its owner to add you", "Company");

  await page.getByLabel("VAT number").fill(account.vat);
  await fetchCompanyDetails(page, "Company");
  await expect(page.getByLabel("Official name")).toHaveValue(account.officialName);
  await page.getByLabel("Display name").fill("Onze Zaak");
  await page.getByLabel("External prevention service").selectOption("IDEWE");
  await page.getByLabel("Prevention contract number (optional)").fill("ID-2026-0042");
  await answer(page, "Are day contracts allowed?", "Yes");
  await press(page, "Next", WORKER_STEP);

  const steps = page.getByRole("list", { name: "Steps" });
  await expect(steps.getByRole("listitem").filter({ hasText: "2. Blue-collar contract type" })).toHaveAttribute("aria-current", "step");
  await expect(steps.getByRole("link", { name: "1. Company" })).toHaveAttribute("href", "/onboarding/company");
  // The follow-up questions are there without JavaScript; with it, they wait for a yes.
  await expect(page.getByLabel("Work profile (joint committee)")).toBeVisible({ visible: !javaScriptOn });
  await refused(page, "Next", "Answer yes or no", "Blue-collar contract type");
  await answer(page, "Does the company employ blue-collar workers?", "Yes");
  await page.getByLabel("Work profile (joint committee)").selectOption({ label: COMMITTEE });
  await answer(page, "Is there overtime?", "Yes");
  await answer(page, "Is overtime paid?", "Yes");
  await press(page, "Next", CLERK_STEP);

  // Previous keeps what was saved, and what was typed on the step it leaves, unchecked.
  const clerks = "Does the company employ white-collar employees?";
  await answer(page, clerks, "Yes");
  await press(page, "Previous", WORKER_STEP);
  await expect(page.getByLabel("Work profile (joint committee)").locator("option:checked")).toHaveText(COMMITTEE);
  await press(page, "Next", CLERK_STEP);
  await expect(page.getByRole("group", { name: clerks }).getByLabel("Yes")).toBeChecked();
  await answer(page, clerks, "No");
  await press(page, "Next", OVERVIEW_STEP);
  await expect(page.getByText("Onze Zaak")).toBeVisible();
  await expect(page.getByText(COMMITTEE)).toBeVisible();
  await page.getByRole("link", { name: "Change Display name" }).click();
  await expect(page).toHaveURL(/\/onboarding\/company\?return=check$/);
  await arrive(page, "Company");
  await expect(page.getByLabel("Display name")).toHaveValue("Onze Zaak");
  await page.getByLabel("Display name").fill("Onze Zaak BV");
  await press(page, "Save and check your answers", OVERVIEW_STEP);
  await expect(page.getByText("Onze Zaak BV")).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();

  // Onboarded: a company without offers starts on the payroll promotion, and onboarding is closed.
  await expect(page).toHaveURL(/\/vivaldis-payroll-promo$/);
  await page.goto("/onboarding");
  await expect(page).not.toHaveURL(/\/onboarding/);
});

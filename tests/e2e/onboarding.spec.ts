import { arrive, expect, signIn, test } from "./support/fixtures";
import { answer, fetchCompanyDetails, press, refused } from "./support/wizard";

// Each project onboards its own seeded company without a VAT number, with its own register entry.
// The test finishes the onboarding, which changes the account for good: it signs in with the form.
const ONBOARDING = {
  js: { email: "onboarding2@example.com", vat: "be 0441.873.503", officialName: "Slagerij Van Damme BV" },
  "no-js": { email: "onboarding3@example.com", vat: "BE0462091766", officialName: "Hotel Aan de Schelde NV" },
};

const COMMITTEE = "124 Paritair comité voor het bouwbedrijf";

test("a company without a VAT number completes the four onboarding steps", async ({ page }, testInfo) => {
  // About fifteen pages, each scanned by axe.
  test.setTimeout(120_000);
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
  await refused(page, "Continue", "Invalid VAT number", "Company");
  await expect(page.getByRole("alert").getByRole("link", { name: "Invalid VAT number" })).toBeVisible();
  await expect(page.getByLabel("VAT number")).toHaveValue("BE 0123.456.789");

  await page.getByLabel("VAT number").fill("BE0412345614");
  await fetchCompanyDetails(page, "Company");
  await expect(page.getByLabel("Official name")).toHaveValue("Brouwerij De Klok NV");
  await page.getByLabel("External prevention service").selectOption("IDEWE");
  await answer(page, "Are day contracts allowed?", "Yes");
  await refused(page, "Continue", "already registered. Ask its owner to add you", "Company");

  await page.getByLabel("VAT number").fill(account.vat);
  await fetchCompanyDetails(page, "Company");
  await expect(page.getByLabel("Official name")).toHaveValue(account.officialName);
  await page.getByLabel("Display name").fill("Onze Zaak");
  await page.getByLabel("External prevention service").selectOption("IDEWE");
  await page.getByLabel("Prevention contract number (optional)").fill("ID-2026-0042");
  await answer(page, "Are day contracts allowed?", "Yes");
  await press(page, "Continue", { path: "/onboarding/worker-contract-type", heading: "Worker contract type" });

  await refused(page, "Continue", "Answer yes or no", "Worker contract type");
  await answer(page, "Does the company employ workers (arbeiders)?", "Yes");
  await page.getByLabel("Work profile (joint committee)").selectOption({ label: COMMITTEE });
  await answer(page, "Is there overtime?", "Yes");
  await answer(page, "Is overtime paid?", "Yes");
  await press(page, "Continue", { path: "/onboarding/clerk-contract-type", heading: "Clerk contract type" });

  // Previous keeps what was saved.
  await page.getByRole("link", { name: "Previous" }).click();
  await arrive(page, "Worker contract type");
  await expect(page.getByLabel("Work profile (joint committee)").locator("option:checked")).toHaveText(COMMITTEE);
  await press(page, "Continue", { path: "/onboarding/clerk-contract-type", heading: "Clerk contract type" });

  await answer(page, "Does the company employ clerks (bedienden)?", "No");
  await press(page, "Continue", { path: "/onboarding/overview", heading: "Overview" });
  await expect(page.getByText("Onze Zaak")).toBeVisible();
  await expect(page.getByText(COMMITTEE)).toBeVisible();
  await page.getByRole("link", { name: "Change Display name" }).click();
  await arrive(page, "Company");
  await expect(page.getByLabel("Display name")).toHaveValue("Onze Zaak");
  await page.getByRole("button", { name: "Continue" }).click();
  // Wherever Continue leads after a change, the step was saved once it has left the company step.
  await expect(page).not.toHaveURL(/\/onboarding\/company$/);
  await page.goto("/onboarding/overview");
  await arrive(page, "Overview");
  await page.getByRole("button", { name: "Approve" }).click();

  // Onboarded: a company without offers starts on the payroll promotion, and onboarding is closed.
  await expect(page).toHaveURL(/\/vivaldis-payroll-promo$/);
  await page.goto("/onboarding");
  await expect(page).not.toHaveURL(/\/onboarding/);
});

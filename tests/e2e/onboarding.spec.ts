import { arrive, expect, signIn, test } from "./support/fixtures";

// Each project onboards its own seeded company without a VAT number, with its own register entry.
const ONBOARDING = {
  js: { email: "onboarding2@example.com", vat: "be 0441.873.503", officialName: "Slagerij Van Damme BV" },
  "no-js": { email: "onboarding3@example.com", vat: "BE0462091766", officialName: "Hotel Aan de Schelde NV" },
};

const COMMITTEE = "124 Paritair comité voor het bouwbedrijf";

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
  await page.getByRole("button", { name: "Next" }).click();
  await arrive(page, "Company");
  await expect(page.getByRole("alert").getByRole("link", { name: "Invalid VAT number" })).toBeVisible();
  await expect(page.getByLabel("VAT number")).toHaveValue("BE 0123.456.789");

  await page.getByLabel("VAT number").fill("BE0412345614");
  await page.getByRole("button", { name: "Fetch company details" }).click();
  await arrive(page, "Company");
  await expect(page.getByLabel("Official name")).toHaveValue("Brouwerij De Klok NV");
  await page.getByLabel("External prevention service").selectOption("IDEWE");
  await page.getByRole("group", { name: "Are day contracts allowed?" }).getByLabel("Yes").check();
  await page.getByRole("button", { name: "Next" }).click();
  await arrive(page, "Company");
  await expect(page.getByRole("alert")).toContainText("already registered. Ask its owner to add you");

  await page.getByLabel("VAT number").fill(account.vat);
  await page.getByRole("button", { name: "Fetch company details" }).click();
  await arrive(page, "Company");
  await expect(page.getByRole("status")).toContainText("We filled in the official name and address");
  await expect(page.getByLabel("Official name")).toHaveValue(account.officialName);
  await page.getByLabel("Display name").fill("Onze Zaak");
  await page.getByLabel("External prevention service").selectOption("IDEWE");
  await page.getByLabel("Prevention contract number (optional)").fill("ID-2026-0042");
  await page.getByRole("group", { name: "Are day contracts allowed?" }).getByLabel("Yes").check();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/onboarding\/worker-contract-type$/);
  await arrive(page, "Worker contract type");
  const steps = page.getByRole("list", { name: "Steps" });
  await expect(steps.getByRole("listitem").filter({ hasText: "2. Worker contract type" })).toHaveAttribute("aria-current", "step");
  await expect(steps.getByRole("link", { name: "1. Company" })).toHaveAttribute("href", "/onboarding/company");
  // The follow-up questions are there without JavaScript; with it, they wait for a yes.
  await expect(page.getByLabel("Work profile (joint committee)")).toBeVisible({ visible: !javaScriptOn });
  await page.getByRole("button", { name: "Next" }).click();
  await arrive(page, "Worker contract type");
  await expect(page.getByRole("alert")).toContainText("Answer yes or no");
  await page.getByRole("group", { name: "Does the company employ workers (arbeiders)?" }).getByLabel("Yes").check();
  await page.getByLabel("Work profile (joint committee)").selectOption({ label: COMMITTEE });
  await page.getByRole("group", { name: "Is there overtime?" }).getByLabel("Yes").check();
  await page.getByRole("group", { name: "Is overtime paid?" }).getByLabel("Yes").check();
  await page.getByRole("button", { name: "Next" }).click();

  // Previous keeps what was saved, and what was typed on the step it leaves, unchecked.
  await arrive(page, "Clerk contract type");
  const clerks = page.getByRole("group", { name: "Does the company employ clerks (bedienden)?" });
  await clerks.getByLabel("Yes").check();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/onboarding\/worker-contract-type$/);
  await arrive(page, "Worker contract type");
  await expect(page.getByLabel("Work profile (joint committee)").locator("option:checked")).toHaveText(COMMITTEE);
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/onboarding\/clerk-contract-type$/);
  await arrive(page, "Clerk contract type");
  await expect(clerks.getByLabel("Yes")).toBeChecked();
  await clerks.getByLabel("No").check();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/onboarding\/overview$/);
  await arrive(page, "Overview");
  await expect(page.getByText("Onze Zaak")).toBeVisible();
  await expect(page.getByText(COMMITTEE)).toBeVisible();
  await page.getByRole("link", { name: "Change Display name" }).click();
  await expect(page).toHaveURL(/\/onboarding\/company\?return=check$/);
  await arrive(page, "Company");
  await expect(page.getByLabel("Display name")).toHaveValue("Onze Zaak");
  await page.getByLabel("Display name").fill("Onze Zaak BV");
  await page.getByRole("button", { name: "Save and check your answers" }).click();
  await expect(page).toHaveURL(/\/onboarding\/overview$/);
  await arrive(page, "Overview");
  await expect(page.getByText("Onze Zaak BV")).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();

  // Onboarded: a company without offers starts on the payroll promotion, and onboarding is closed.
  await expect(page).toHaveURL(/\/vivaldis-payroll-promo$/);
  await page.goto("/onboarding");
  await expect(page).not.toHaveURL(/\/onboarding/);
});

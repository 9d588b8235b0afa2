import { arrive, expect, openUserMenu, registerNewUser, test, unusedBelgianVat } from "./support/fixtures";
import { answer, fetchCompanyDetails, refused } from "./support/wizard";

// Register VAT numbers the company register knows (payroll-api/seed/seed.ts); each run of each project
// takes its own, since a VAT number can belong to one company only.
const REGISTERED = {
  js: { vat: "be 0819.374.242", officialName: "Brasserie du Parc SRL" },
  "no-js": { vat: "BE0836412093", officialName: "Boulangerie Lemaire SRL" },
};

test("a new user accepts the terms, adds two companies and switches between them", async ({ page }, testInfo) => {
  const project = testInfo.project.name as keyof typeof REGISTERED;
  await registerNewUser(page, project);

  // The terms come first, and nothing else is reachable until they are accepted.
  await page.goto("/register-additional-company");
  await expect(page).toHaveURL(/\/terms$/);
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page).toHaveURL(/\/no-company-selected$/);
  await arrive(page, "No company selected");

  await page.getByRole("link", { name: "Add a new company" }).click();
  await arrive(page, "Add a company");
  await page.getByLabel("VAT number").fill("BE0123456789");
  await refused(page, "Fetch company details", "Invalid VAT number", "Add a company");

  await page.getByLabel("VAT number").fill(REGISTERED[project].vat);
  await fetchCompanyDetails(page, "Add a company");
  await expect(page.getByLabel("Official name")).toHaveValue(REGISTERED[project].officialName);
  await expect(page.getByLabel("Display name")).toHaveValue(REGISTERED[project].officialName);
  await page.getByLabel("External prevention service").selectOption("MENSURA");
  await answer(page, "Are day contracts allowed?", "No");
  await page.getByRole("button", { name: "Add company" }).click();

  // A company without offers starts on the payroll promotion.
  await expect(page).toHaveURL(/\/vivaldis-payroll-promo$/);
  await arrive(page, /payroll/i);

  // A second company, typed by hand: the register does not know it.
  await page.goto("/register-additional-company");
  await arrive(page, "Add a company");
  const vat = unusedBelgianVat();
  await page.getByLabel("VAT number").fill(vat);
  await page.getByLabel("Display name").fill(`Tweede Zaak ${project}`);
  await refused(page, "Fetch company details", "could not find this VAT number", "Add a company");
  await expect(page.getByLabel("Display name")).toHaveValue(`Tweede Zaak ${project}`);
  await page.getByLabel("Official name").fill(`Tweede Zaak ${project} BV`);
  await page.getByLabel("Street", { exact: true }).fill("Korenmarkt");
  await page.getByLabel("Street number").fill("3");
  await page.getByLabel("Postcode").fill("9000");
  await page.getByLabel("City").fill("Gent");
  await page.getByLabel("External prevention service").selectOption("IDEWE");
  await answer(page, "Are day contracts allowed?", "Yes");
  await page.getByRole("button", { name: "Add company" }).click();
  await expect(page).toHaveURL(/\/vivaldis-payroll-promo$/);

  // Two companies: the switcher appears and works as a plain form.
  const switcher = page.getByLabel("Company", { exact: true });
  await expect(switcher.locator("option:checked")).toHaveText(`Tweede Zaak ${project}`);
  await switcher.selectOption({ label: REGISTERED[project].officialName });
  await page.getByRole("button", { name: "Switch company" }).click();
  await expect(page).toHaveURL(/\/vivaldis-payroll-promo$/);
  await expect(page.getByLabel("Company", { exact: true }).locator("option:checked")).toHaveText(REGISTERED[project].officialName);

  // The user menu's language choice changes the page and is kept.
  await openUserMenu(page);
  await page.getByRole("button", { name: "Nederlands" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await page.goto("/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
});

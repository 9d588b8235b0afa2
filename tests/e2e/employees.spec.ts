import type { Page } from "@playwright/test";
import { drawDocumentScan } from "../support/id-card-image";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { refused } from "./support/wizard";

// Part 2 §2 screens 5 and 7, §4, §5: an employee's profile, its status alerts and its edit forms, as
// employer@example.com sees them for Brouwerij De Klok's payroll team, and as the employee edits
// their own. Each project changes its own employees (payroll-api/seed/seed-employees.ts), so that the js
// and no-js runs never touch the same row: none of them has signed the intent agreement, so they stay
// "missing information" (and the dashboard's counts stay) whatever the test corrects.
const MEMBERS = {
  js: {
    name: "Bram Goossens",
    birthdate: "1988-11-02",
    missing: "mobile number",
    // Stored with wrong check digits: named as not valid, and shown as an error when the form opens.
    storedIban: "BE07 0681 2367 8967",
    personal: { "Mobile number": "+32 470 99 88 77" },
    certificate: "Forklift licence",
    self: { email: "employee@example.com", name: "Jonas Hermans" },
  },
  "no-js": {
    name: "Arne Smets",
    birthdate: "1996-12-05",
    missing: "full address",
    storedIban: null,
    personal: { Street: "Molenstraat", Number: "8", Postcode: "2550", City: "Kontich" },
    certificate: "First aid",
    self: { email: "employee2@example.com", name: "Lien Wouters" },
  },
} as const;
type Project = keyof typeof MEMBERS;
const membersOf = (project: string) => MEMBERS[project as Project];

const INVALID_IBAN = "BE71 0961 2345 6768";
const VALID_IBAN = "BE71 0961 2345 6769";
const IBAN_MESSAGE = "The bank account number is invalid. Please correct it.";

const png = async (name: string, label: string) => ({ name, mimeType: "image/png", buffer: await drawDocumentScan(label) });
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Presses a form's save button and waits for the profile it leads back to, with the save's notice. */
async function save(page: Page, button: string, notice: string, heading: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: notice })).toBeVisible();
  await page.waitForLoadState("load");
  await arrive(page, heading);
}

// One walk per project: the employer's side of a profile (employer@example.com), then the employee's
// own (each project's employee account). Without JavaScript, the forms' further bad inputs after the
// first refusal are requests and their answers (records-without-javascript.test.ts).
test("an employee's profile: corrected by the employer, reminded, not found elsewhere, and edited by the employee", async ({
  page,
  javaScriptOn,
}, testInfo) => {
  // Long: every page visited is scanned with axe.
  test.setTimeout(480_000);
  const member = membersOf(testInfo.project.name);
  await signedInAs(page, "employer@example.com");

  await test.step("an employer's employee profile: opens an employee with missing information from the team list and corrects the profile", async () => {
    // The country selects name every country: the server's names must be the browser's (no hydration error).
    const scriptErrors: string[] = [];
    const onError = (error: Error) => scriptErrors.push(error.message);
    page.on("pageerror", onError);
    await page.goto(`/team/payroll-team?search=${encodeURIComponent(member.name)}`);
    await arrive(page, "Payroll team");
    await page.getByRole("link", { name: member.name, exact: true }).click();
    await expect(page).toHaveURL(/\/employee\/\d+\/view-employee-profile$/);
    await arrive(page, member.name);
    const profile = page.url();

    // The alert names what is missing (a stored value that fails its rule as not valid) and leads to the forms that fill it in.
    const missing = region(page, "Missing information");
    await expect(missing).toContainText(member.missing);
    await expect(missing).toContainText("national register number");
    await expect(missing).toContainText("the signed intent agreement");
    await expect(missing).toContainText("The employee signs the agreements themselves");
    if (member.storedIban) await expect(missing).toContainText("bank account: not valid, correct it");
    await expect(missing.getByRole("link", { name: "Verify the identity" })).toBeVisible();
    await missing.getByRole("link", { name: "Update the personal information" }).click();
    await arrive(page, "Edit personal information");
    await expect(page.getByText(`Employee: ${member.name}`)).toBeVisible();
    if (member.storedIban) {
      // The stored IBAN opens as an error, kept in its field.
      await expect(page.getByLabel("Bank account number (IBAN)")).toHaveValue(member.storedIban);
      await expect(page.getByLabel("Bank account number (IBAN)")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("alert")).toContainText(IBAN_MESSAGE);
    }

    // An invalid IBAN is refused with the spec's message, and everything typed is kept.
    for (const [label, value] of Object.entries(member.personal)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel("Bank account number (IBAN)").fill(INVALID_IBAN);
    await refused(page, "Save personal information", IBAN_MESSAGE, "Edit personal information");
    await expect(page.getByLabel("Bank account number (IBAN)")).toHaveValue(INVALID_IBAN);
    await expect(page.getByLabel("Bank account number (IBAN)")).toHaveAttribute("aria-invalid", "true");
    for (const [label, value] of Object.entries(member.personal)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await page.getByLabel("Bank account number (IBAN)").fill(VALID_IBAN);
    await save(page, "Save personal information", "The personal information was saved.", member.name);
    await expect(page).toHaveURL(`${profile}?saved=personal`);
    await expect(region(page, "Personal information")).toContainText(VALID_IBAN);
    await expect(region(page, "Missing information")).not.toContainText(member.missing);
    await expect(region(page, "Missing information")).not.toContainText("bank account");

    // The identity data is read-only in the general information: it changes only through a verification.
    await region(page, "General information").getByRole("link", { name: "Change General information" }).click();
    await arrive(page, "Edit general information");
    await expect(region(page, "Identity")).toContainText(member.name.split(" ")[0]);
    await expect(page.getByLabel("National register number")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Verify the identity to change these" })).toBeVisible();
    await page.getByLabel("Place of birth").fill("Edegem");
    await save(page, "Save general information", "The general information was saved.", member.name);
    await expect(region(page, "General information")).toContainText("Edegem");
    // The nationality as an adjective, not the country's name (docs/decisions/0080).
    await expect(
      region(page, "General information")
        .getByRole("definition")
        .filter({ hasText: /^Belgian$/ }),
    ).toBeVisible();

    // The wage profile: a marital date in the past for any state but single, counts from 0 to 20.
    await region(page, "Wage profile").getByRole("link", { name: "Change Wage profile" }).click();
    await arrive(page, "Edit wage profile");
    const maritalDate = page.getByLabel("Date of the marital status");
    await page.getByRole("group", { name: "Marital status" }).getByLabel("Single", { exact: true }).check();
    // Without JavaScript the date is always there (its hint says when it is not needed); scripts hide it for a single person.
    if (javaScriptOn) await expect(maritalDate).toBeHidden();
    else await expect(page.getByText("Not needed when single.")).toBeVisible();
    await page.getByRole("group", { name: "Marital status" }).getByLabel("Married", { exact: true }).check();
    await page.getByLabel("Dependent children").fill("3");
    if (javaScriptOn) {
      await maritalDate.fill("2099-01-01");
      await page.getByLabel("Of them, children with a disability").fill("4");
      await page.getByLabel("Other dependent persons", { exact: true }).fill("25");
      await refused(page, "Save wage profile", "The date of the marital status cannot be in the future.", "Edit wage profile");
      const summary = page.getByRole("alert");
      await expect(summary).toContainText("The children with a disability cannot be more than the dependent children.");
      await expect(summary).toContainText("Enter a whole number from 0 to 20.");
      await expect(page.getByLabel("Other dependent persons", { exact: true })).toHaveValue("25");
    }
    await maritalDate.fill("2015-06-20");
    await page.getByLabel("Of them, children with a disability").fill("1");
    await page.getByLabel("Other dependent persons", { exact: true }).fill("0");
    await save(page, "Save wage profile", "The wage profile was saved.", member.name);
    const wage = region(page, "Wage profile");
    await expect(wage).toContainText("Married");
    await expect(wage).toContainText("20 June 2015");

    // A certificate: its front side is required, each scan must be an image.
    await region(page, "Education and certificates").getByRole("link", { name: "Add certificate" }).click();
    await arrive(page, "Add certificate");
    await page.getByLabel("Certificate").selectOption({ label: member.certificate });
    await page.getByLabel("Valid until").fill("2030-05-31");
    if (javaScriptOn) {
      await page.getByLabel("Back side (optional)").setInputFiles({ name: "back.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
      await refused(page, "Save certificate", "Upload the front side of the certificate.", "Add certificate");
      await expect(page.getByRole("alert")).toContainText("The back side must be a PNG or JPEG image.");
      await expect(page.getByLabel("Certificate")).toHaveValue(/\w+/);
      await expect(page.getByLabel("Valid until")).toHaveValue("2030-05-31");
    }
    await page.getByLabel("Front side").setInputFiles(await png("front.png", `${member.certificate} · front`));
    await page.getByLabel("Back side (optional)").setInputFiles(await png("back.png", `${member.certificate} · back`));
    await save(page, "Save certificate", "The certificate was added.", member.name);
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: member.certificate, exact: true }) });
    await expect(row).toContainText("31 May 2030");
    for (const side of ["front side", "back side"]) {
      const href = await row.getByRole("link", { name: `${side} ${member.certificate}` }).getAttribute("href");
      const scan = await page.request.get(href ?? "");
      expect(scan.status()).toBe(200);
      expect(scan.headers()["content-type"]).toBe("image/png");
      expect(scan.headers()["cache-control"]).toBe("private, no-store");
    }

    // Editing it: an expired date is refused; empty file inputs keep the scans.
    await row.getByRole("link", { name: `Edit ${member.certificate}` }).click();
    await arrive(page, "Edit certificate");
    await expect(page.getByLabel("Valid until")).toHaveValue("2030-05-31");
    if (javaScriptOn) {
      await page.getByLabel("Valid until").fill("2020-01-31");
      await refused(page, "Save certificate", "the certificate has expired", "Edit certificate");
    }
    await page.getByLabel("Valid until").fill("2031-06-30");
    await save(page, "Save certificate", "The certificate was saved.", member.name);
    await expect(row).toContainText("30 June 2031");
    await expect(row.getByRole("link", { name: `front side ${member.certificate}` })).toBeVisible();
    await expect(row.getByRole("link", { name: `back side ${member.certificate}` })).toBeVisible();

    // Cancel leads back to the profile, changing nothing.
    await region(page, "Personal information").getByRole("link", { name: "Change Personal information" }).click();
    await arrive(page, "Edit personal information");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(profile);
    await arrive(page, member.name);
    page.off("pageerror", onError);
    expect(scriptErrors).toEqual([]);
  });

  await test.step("an employer's employee profile: an employee awaiting registration can be reminded of the invitation", async () => {
    await page.goto("/team/payroll-team?search=Mertens");
    await arrive(page, "Payroll team");
    await page.getByRole("link", { name: "Thomas Mertens", exact: true }).click();
    await arrive(page, "Thomas Mertens");
    const awaiting = region(page, "Awaiting registration");
    await expect(awaiting).toContainText("The employee has not registered yet.");
    await awaiting.getByRole("link", { name: "Send a reminder" }).click();
    await expect(page).toHaveURL(/\/team\/payroll-team\/\d+\/resend-invitation$/);
    await arrive(page, "Resend invitation");
    await expect(page.getByText("Do you want to send the invitation to Thomas Mertens again?")).toBeVisible();
  });

  await test.step("an employer's employee profile: an employee of another company, or of none, is not found", async () => {
    // Bakkerij Vermeulen's Lore Michiels, as Bakkerij Vermeulen sees her.
    await signedInAs(page, "bakery@example.com");
    await page.goto("/team/payroll-team?search=Michiels");
    await arrive(page, "Payroll team");
    const href = await page.getByRole("link", { name: "Lore Michiels", exact: true }).getAttribute("href");
    const id = /^\/employee\/(\d+)\/view-employee-profile$/.exec(href ?? "")?.[1];
    expect(id).toBeTruthy();

    // employer@example.com belongs to Bakkerij Vermeulen too, but has Brouwerij De Klok selected.
    await signedInAs(page, "employer@example.com");
    for (const path of [
      `/employee/${id}/view-employee-profile`,
      `/employee/${id}/edit-employee-personal-information`,
      "/employee/999999/view-employee-profile",
    ]) {
      expect((await page.goto(path))?.status()).toBe(404);
      await arrive(page, "Employee not found");
    }
    await page.getByRole("link", { name: "Back to the payroll team" }).click();
    await arrive(page, "Payroll team");
    // The scans are the portal's own addresses too, refused for an employee the user may not see.
    expect((await page.request.get("/employee/999999/scans/id_card/front")).status()).toBe(404);
    expect((await page.request.get("/employee/999999/certificates/1/front")).status()).toBe(404);
  });

  await test.step("an employee edits their own personal information", async () => {
    const { email, name } = member.self;
    await signedInAs(page, email);
    await page.goto("/my-profile");
    await arrive(page, "Your details");
    await expect(page.getByText(name)).toBeVisible();
    // The employer's alerts and actions are not the employee's.
    await expect(page.getByRole("link", { name: "Add certificate" })).toHaveCount(0);
    await region(page, "Personal information").getByRole("link", { name: "Change Personal information" }).click();
    await expect(page).toHaveURL("/my-profile/edit-personal-information");
    await arrive(page, "Edit personal information");
    await expect(page.getByText(/^Employee:/)).toHaveCount(0);

    await page.getByLabel("Street").fill("Kammenstraat");
    await page.getByLabel("Number", { exact: true }).fill("25");
    await page.getByLabel("Postcode").fill("2000");
    await page.getByLabel("City").fill("Antwerpen");
    await page.getByLabel("Country").selectOption("BE");
    await page.getByLabel("Mobile number").fill("+32 485 11 22 33");
    if (javaScriptOn) {
      await page.getByLabel("Bank account number (IBAN)").fill(INVALID_IBAN);
      await refused(page, "Save personal information", IBAN_MESSAGE, "Edit personal information");
      await expect(page.getByLabel("Bank account number (IBAN)")).toHaveValue(INVALID_IBAN);
      await expect(page.getByLabel("Street")).toHaveValue("Kammenstraat");
    }
    await page.getByLabel("Bank account number (IBAN)").fill(VALID_IBAN);
    await save(page, "Save personal information", "The personal information was saved.", "Your details");
    await expect(page).toHaveURL("/my-profile?saved=personal");
    await expect(region(page, "Personal information")).toContainText(VALID_IBAN);
    await expect(region(page, "Personal information")).toContainText("Kammenstraat 25, 2000 Antwerpen, Belgium");
  });
});

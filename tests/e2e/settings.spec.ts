import { deflateSync } from "node:zlib";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { refused, saved } from "./support/wizard";

/** A real PNG of one pixel, built here so the test needs no fixture file. */
function onePixelPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, 11, 92, 173]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// Tests that change data work on a different account and company per project, so the runs with
// and without JavaScript never overwrite each other's changes.
const OWN = {
  js: { email: "employer@example.com", firstName: "Els", company: "Brouwerij De Klok" },
  "no-js": { email: "payroll@example.com", firstName: "Pieter", company: "Transport Peeters" },
};
const own = (project: string) => OWN[project as keyof typeof OWN];

// One walk per project through the settings: what every account reads first (De Klok's), then the
// project's own account's forms, then Transport Peeters's company at a glance.

test("settings: the menu, offers and reference tables, then the profile, company, logo and mail forms, and a company at a glance", async ({
  page,
}, testInfo) => {
  // About twenty-five pages and submissions.
  test.setTimeout(480_000);
  await signedInAs(page, "employer@example.com");
  await test.step("settings › /settings shows the menu with the profile beside it; the old mail address redirects", async () => {
    await page.goto("/settings");
    await arrive(page, "Settings");
    const menu = page.getByRole("navigation", { name: "Settings" });
    for (const name of ["Company information", "Users", "Offers", "Cost places", "Profile", "Mail preferences"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
    await page.goto("/settings/mail-management");
    await expect(page).toHaveURL(/\/settings\/email-settings$/);
  });

  await test.step("settings › offers filter by type with a plain GET form", async () => {
    await page.goto("/settings/offers");
    await arrive(page, "Offers");
    await expect(page.getByRole("row")).toHaveCount(4);
    await page.getByLabel("Type").selectOption("payroll");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/settings\/offers\?type=payroll$/);
    await arrive(page, "Offers");
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("cell", { name: "CX-100245" })).toBeVisible();
    await page.getByLabel("Type").selectOption("selection");
    await page.getByRole("button", { name: "Filter" }).click();
    await arrive(page, "Offers");
    await expect(page.getByRole("row")).toHaveCount(3);
    await expect(page.getByRole("cell", { name: "CX-100245" })).toHaveCount(0);
  });

  await test.step("settings › the reference tables show each joint committee and its function codes with their coefficients", async () => {
    await page.goto("/settings");
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Reference tables" }).click();
    await arrive(page, "Reference tables");
    const committees = page.getByRole("table", { name: "Joint committees" });
    const building = committees.getByRole("row", { name: /^124 Joint committee for construction/ });
    await expect(building.getByRole("cell")).toHaveText(["Blue-collar worker", "40", "Paid", "No"]);
    await expect(committees.getByRole("row", { name: /^144 / }).getByRole("cell")).toHaveText(["Blue-collar worker", "38", "Not paid", "No"]);
    const codes = page.getByRole("table", { name: "Function codes" });
    await expect(codes.getByRole("row", { name: /^100\/01 Productiemedewerker/ }).getByRole("cell")).toHaveText(["1.842", "1.726"]);
  });

  await signedInAs(page, own(testInfo.project.name).email);

  await test.step("settings › the profile refuses mismatched passwords and saves the rest", async () => {
    await page.goto("/settings/profile");
    await arrive(page, "Profile");
    await page.getByLabel("New password (optional)", { exact: true }).fill("a-new-password-2026");
    await page.getByLabel("Confirm the new password (optional)").fill("another-password-2026");
    await refused(page, "Save", "The passwords you entered does not match.", "Profile");
    await expect(page.getByLabel("First name")).toHaveValue(own(testInfo.project.name).firstName);

    // A new password takes the current one (docs/decisions/0061), which is never sent back.
    await page.getByLabel("New password (optional)", { exact: true }).fill("a-new-password-2026");
    await page.getByLabel("Confirm the new password (optional)").fill("a-new-password-2026");
    await page.getByLabel("Current password (optional)").fill("Not-the-password-2026");
    await refused(page, "Save", "The current password is not right. Enter the password you sign in with.", "Profile");
    // Without JavaScript the page is the server's answer, which never carries it back; with it, the browser keeps its own field.
    if (testInfo.project.name === "no-js") await expect(page.getByLabel("Current password (optional)")).toHaveValue("");
    await page.getByLabel("Current password (optional)").fill("");

    const phone = testInfo.project.name === "js" ? "+32 3 123 45 67" : "+32 3 765 43 21";
    await page.getByLabel("Phone (optional)").fill(phone);
    await page.getByLabel("New password (optional)", { exact: true }).fill("");
    await page.getByLabel("Confirm the new password (optional)").fill("");
    await saved(page, "Save", "Your profile was saved.", "Profile");
    await expect(page.getByLabel("Phone (optional)")).toHaveValue(phone);
  });

  await test.step("settings › company information: a wrong website is refused, a right one saved", async () => {
    await page.goto("/settings/company");
    await arrive(page, "Company information");
    await page.getByLabel("Website (optional)").fill("not a website");
    await refused(page, "Save", "Enter a website address that starts with https:// or http://", "Company information");
    const website = `https://www.example-${testInfo.project.name}-${Date.now()}.be`;
    await page.getByLabel("Website (optional)").fill(website);
    await saved(page, "Save", "The company information was saved.", "Company information");
    await expect(page.getByLabel("Website (optional)")).toHaveValue(website);
  });

  await test.step("settings › the logo upload judges the file by its bytes and its size", async () => {
    await page.goto("/settings/company");
    await arrive(page, "Company information");
    const upload = page.getByLabel("New logo");

    await upload.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("This is only text, not a picture.") });
    await refused(page, "Upload logo", "The logo must be a PNG or JPEG image.", "Company information");

    const tooLarge = Buffer.concat([onePixelPng(), Buffer.alloc(3 * 1024 * 1024)]);
    await page.getByLabel("New logo").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: tooLarge });
    await refused(page, "Upload logo", "image must be smaller than 2MB", "Company information");

    await page.getByLabel("New logo").setInputFiles({ name: "logo.txt", mimeType: "text/plain", buffer: onePixelPng() });
    await saved(page, "Upload logo", "The new logo was saved.", "Company information");
    const logo = page.getByRole("img", { name: `Logo of ${own(testInfo.project.name).company}` });
    await expect(logo).toBeVisible();
    const response = await page.request.get((await logo.getAttribute("src"))!);
    expect(response.headers()["content-type"]).toBe("image/png");
  });

  await test.step("settings › mail preferences are saved", async () => {
    const flag = "a survey is waiting for me";
    await page.goto("/settings/email-settings");
    await arrive(page, "Mail preferences");
    const box = page.getByLabel(flag);
    const before = await box.isChecked();
    await box.setChecked(!before);
    await saved(page, "Save preferences", "Your mail preferences were saved.", "Mail preferences");
    await expect(page.getByLabel(flag)).toBeChecked({ checked: !before });
    await page.reload();
    await expect(page.getByLabel(flag)).toBeChecked({ checked: !before });
  });

  await signedInAs(page, "payroll@example.com");

  await test.step("settings › company information shows the company at a glance, in the page's one API round trip", async () => {
    await page.goto("/settings/company");
    await arrive(page, "Company information");
    const glance = page.getByRole("region", { name: "At a glance" });
    await expect(glance.getByRole("link", { name: /^\d+ positions?$/ })).toHaveAttribute("href", "/positions");
    await expect(glance.getByRole("link", { name: /^\d+ active team members?$/ })).toHaveAttribute("href", "/team/payroll-team");
    await expect(glance.getByRole("link", { name: /^\d+ archived team members?$/ })).toHaveAttribute("href", "/team/payroll-team?status=archived");
    await expect(glance.getByRole("link", { name: /^\d+ surveys?$/ })).toHaveAttribute("href", "/surveys");
    await expect(glance.getByRole("link", { name: "antwerpen@portal.example" })).toHaveAttribute("href", "mailto:antwerpen@portal.example");

    // A refused save changes nothing but the account stamp, so the next view reads the account again:
    // the account, the settings and the glance still travel to the API as one document.
    expect((await page.request.post("/settings/company", { form: { displayName: "" } })).status()).toBe(400);
    const view = await page.goto("/settings/company");
    expect(view?.headers()["server-timing"]).toContain('desc="Payroll API, 1 call"');
    await expect(glance.getByRole("link", { name: /^\d+ surveys?$/ })).toBeVisible();
  });
});

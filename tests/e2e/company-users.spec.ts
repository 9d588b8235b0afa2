import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { latestMailTo, linkIn } from "./support/outbox";
import { refused } from "./support/wizard";

// Part 1 §5: the users of Brouwerij De Klok. employer@example.com may manage its users;
// viewer@example.com belongs to it without that right. Each project invites its own user. One walk per
// project: employer@example.com's, then viewer@example.com's.

test("company users: invited, changed and removed by a user who may, only seen by one who may not", async ({ page, javaScriptOn }, testInfo) => {
  test.setTimeout(360_000);
  await signedInAs(page, "employer@example.com");

  await test.step("a user who manages users invites a user, changes their hours validation and removes them", async () => {
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    const email = `invitee.${stamp}@example.com`;
    const lastName = `Tester-${stamp}`;
    const name = `Fien ${lastName}`;

    await page.goto("/settings/company-users");
    await arrive(page, "Users");
    const table = page.getByRole("table", { name: "Users of Brouwerij De Klok" });
    await expect(table.getByRole("rowheader", { name: "You", exact: true })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Hours validation" })).toBeVisible();

    await page.getByRole("link", { name: "Add user" }).click();
    await arrive(page, "Add user");
    await page.getByLabel("First name").fill("Fien");
    await page.getByLabel("Last name").fill(lastName);
    await page.getByLabel("E-mail address").fill("fien.at.example.com");
    await page.getByLabel("Function (optional)").fill("Planner");
    await page.getByRole("combobox", { name: "Language" }).selectOption("nl");
    await refused(page, "Invite", "The email you entered is invalid.", "Add user");
    await expect(page.getByRole("alert").getByRole("link", { name: "The email you entered is invalid." })).toBeVisible();
    await expect(page.getByLabel("Last name")).toHaveValue(lastName);
    await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("nl");

    const since = Date.now();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Invite" }).click();
    await expect(page).toHaveURL(/\/settings\/company-users\?added=1$/);
    await arrive(page, "Users");
    await expect(page.getByText("The user was added.")).toBeVisible();
    const row = table.getByRole("row").filter({ hasText: email });
    await expect(row.getByRole("rowheader")).toHaveText(name);
    await expect(row).toContainText("Planner");
    await expect(row).toContainText("Never");

    // The invitee gets a set-your-password e-mail.
    const link = new URL(linkIn(await latestMailTo(email, since)));
    expect(link.pathname).toBe("/set-your-password");

    // The same address again, and another company's user's, are refused at the field. Without JavaScript
    // these refusals are requests and their answers (records-without-javascript.test.ts).
    if (javaScriptOn) {
      // The same address again is refused: the user is already in the list.
      await page.getByRole("link", { name: "Add user" }).click();
      await arrive(page, "Add user");
      await page.getByLabel("First name").fill("Fien");
      await page.getByLabel("Last name").fill(lastName);
      await page.getByLabel("E-mail address").fill(email);
      await refused(page, "Invite", "This user is already in the list.", "Add user");
      await expect(page.getByRole("alert").getByRole("link", { name: "This user is already in the list." })).toBeVisible();

      // An address of another company's user is someone else's already.
      await page.getByLabel("E-mail address").fill("payroll@example.com");
      await refused(page, "Invite", "This e-mail address is already taken by another account.", "Add user");
      await expect(page.getByRole("alert").getByRole("link", { name: "This e-mail address is already taken by another account." })).toBeVisible();
      await page.goto("/settings/company-users");
      await arrive(page, "Users");
    }

    await page.getByRole("link", { name: `View ${name}` }).click();
    await arrive(page, name);
    await expect(page.getByRole("definition").filter({ hasText: email })).toBeVisible();
    await page.getByLabel("Hours-validation level").selectOption({ label: "May validate interim hours" });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\?saved=1$/);
    await arrive(page, name);
    await expect(page.getByText("The hours-validation level was saved.")).toBeVisible();
    await expect(page.getByLabel("Hours-validation level")).toHaveValue("can_validate_interim_hours");
    await expect(page.getByRole("definition").filter({ hasText: "May validate interim hours" })).toBeVisible();

    // Opening the confirmation removes nothing; Cancel leads back.
    await page.getByRole("link", { name: `Remove user ${name}` }).click();
    await arrive(page, "Remove user");
    await expect(page.getByText(`Are you sure you want to remove ${name} (${email})?`)).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();
    await arrive(page, name);

    await page.getByRole("link", { name: `Remove user ${name}` }).click();
    await arrive(page, "Remove user");
    await page.getByRole("button", { name: "Remove user" }).click();
    await expect(page).toHaveURL(/\/settings\/company-users\?removed=1$/);
    await arrive(page, "Users");
    await expect(page.getByText("The user was removed")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
    await expect(table.getByRole("rowheader", { name: "You", exact: true })).toBeVisible();
  });

  await test.step("nobody changes or removes themselves", async () => {
    await page.goto("/settings/company-users");
    await arrive(page, "Users");
    await page.getByRole("link", { name: "View Els Vermeersch" }).click();
    await arrive(page, "Els Vermeersch");
    await expect(page.getByText("This is your own account.")).toBeVisible();
    await expect(page.getByLabel("Hours-validation level")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Remove user/ })).toHaveCount(0);

    await page.goto(`${new URL(page.url()).pathname}/remove`);
    await arrive(page, "Remove user");
    await expect(page.getByText("You cannot remove yourself from this company.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove user" })).toHaveCount(0);
  });

  await test.step("a user who is not in the company is not found", async () => {
    for (const path of ["/settings/company-users/999999", "/settings/company-users/999999/remove"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await arrive(page, "User not found");
      await expect(page).toHaveTitle("User not found");
    }
    await page.getByRole("link", { name: "Back to users" }).click();
    await arrive(page, "Users");
  });

  await test.step("a user who may not manage users sees the list but cannot add anyone", async () => {
    await signedInAs(page, "viewer@example.com");
    await page.goto("/settings/company-users");
    await arrive(page, "Users");
    await expect(page.getByRole("rowheader", { name: "You", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add user" })).toHaveCount(0);

    await page.getByRole("link", { name: "View Els Vermeersch" }).click();
    await arrive(page, "Els Vermeersch");
    await expect(page.getByLabel("Hours-validation level")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Remove user/ })).toHaveCount(0);

    await page.goto("/settings/company-users/add-company-user");
    await arrive(page, "Add user");
    await expect(page.getByText("You are not allowed to add users.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Invite" })).toHaveCount(0);
  });
});

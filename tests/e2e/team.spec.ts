import type { Page } from "@playwright/test";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { latestMailTo, linkIn } from "./support/outbox";
import { refused } from "./support/wizard";

// Part 1 §2.3, §2.4, §4: the team of Brouwerij De Klok (payroll, and interim and construct hours
// validation) as employer@example.com. The members each project changes are its own
// (payroll-api/seed/seed-team.ts), so the js and no-js runs never touch the same row.
const MEMBERS = {
  js: { archive: "Pieter-Jan De Backer", delete: "Joris Van Hoof", resend: ["Gilles Renard", "gilles.renard@example.be"] },
  "no-js": { archive: "Karolien Stevens", delete: "Evelien Bogaerts", resend: ["Margot Lefèvre", "margot.lefevre@example.be"] },
} as const;
const membersOf = (project: string) => MEMBERS[project as keyof typeof MEMBERS];

/** Searches the payroll team by name among the active or archived members. */
async function search(page: Page, name: string, show: "Active members" | "Archived members" = "Active members") {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Show").selectOption({ label: show });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("search") === name);
  await arrive(page, "Payroll team");
}

const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });

// One walk per project through the teams, as employer@example.com, in the order a user would go: the
// list, inviting, archiving and restoring, deleting, resending an invitation, a member not found, the
// selection team; then a company with interim hours validation only (hours@example.com).
test("the payroll and selection teams: listed, searched, invited to, archived, restored, deleted, reminded", async ({ page, javaScriptOn }, testInfo) => {
  // About forty pages, each new state scanned by axe.
  test.setTimeout(600_000);
  const members = membersOf(testInfo.project.name);
  await signedInAs(page, "employer@example.com");

  await test.step("lists, searches, filters archived members and pages with plain forms and links", async () => {
    await page.goto("/staff");
    await expect(page).toHaveURL(/\/team\/payroll-team$/);
    await arrive(page, "Payroll team");
    const tabs = page.getByRole("navigation", { name: "Team pages" });
    await expect(tabs.getByRole("link", { name: "Payroll team" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Selection team" })).toBeVisible();
    const table = page.getByRole("table", { name: /Active members of Brouwerij De Klok, page 1 of/ });
    for (const column of ["Name", "Location", "Age", "Status", "Actions"]) {
      await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    }
    await expect(table.getByRole("row")).toHaveCount(26);

    const pages = page.getByRole("navigation", { name: "Pages", exact: true });
    await expect(pages).toContainText(/Page 1 of [2-9]/);
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/team\/payroll-team\?page=2$/);
    await arrive(page, "Payroll team");
    await expect(pages).toContainText(/Page 2 of/);

    await search(page, "claes sofie");
    await expect(page).toHaveURL(/\?search=claes\+sofie&status=active$/);
    const sofie = rowOf(page, "Sofie Claes");
    await expect(sofie.getByRole("cell", { name: "Antwerpen" })).toBeVisible();
    await expect(sofie.getByRole("cell", { name: /^\d+ years$/ })).toBeVisible();
    await expect(sofie.getByRole("cell", { name: "Available" })).toBeVisible();
    // She had a contract: archived, never deleted.
    await expect(sofie.getByRole("link", { name: "Archive Sofie Claes" })).toBeVisible();
    await expect(sofie.getByRole("link", { name: /Delete/ })).toHaveCount(0);
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);

    await search(page, "Goossens");
    await expect(rowOf(page, "Bram Goossens").getByRole("cell", { name: "Missing information" })).toBeVisible();
    await expect(rowOf(page, "Bram Goossens").getByRole("link", { name: "Delete Bram Goossens" })).toBeVisible();

    await search(page, "Nobody Atall");
    await expect(page.getByText("No results found")).toBeVisible();

    await search(page, "", "Archived members");
    await expect(page.getByRole("table", { name: /Archived members of Brouwerij De Klok/ })).toBeVisible();
    const dirk = rowOf(page, "Dirk Van Gestel");
    await expect(dirk.getByRole("cell", { name: "Expired information" })).toBeVisible();
    await expect(dirk.getByRole("link", { name: "Restore Dirk Van Gestel" })).toBeVisible();
    await expect(rowOf(page, "Yannick Lemaire").getByRole("cell", { name: "Unknown" })).toBeVisible();

    await search(page, "x".repeat(101));
    await expect(page.getByRole("alert").getByRole("link", { name: "Enter 100 characters or fewer." })).toBeVisible();
  });

  await test.step("invites a staff member, and the invitation e-mail lands in the outbox", async () => {
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    const email = `staff.${stamp}@example.com`;
    const lastName = `Tester-${stamp}`;

    await page.getByRole("link", { name: "Invite staff" }).click();
    await arrive(page, "Invite staff");
    await page.getByLabel("First name").fill("Lore");
    await page.getByLabel("Last name").fill(lastName);
    await page.getByLabel("E-mail address").fill("lore.at.example.com");
    await page.getByLabel("Mobile (optional)").fill("+32 470 98 76 54");
    await page.getByRole("combobox", { name: "Language" }).selectOption("en");
    await refused(page, "Invite", "The email you entered is invalid.", "Invite staff");
    await expect(page.getByRole("alert").getByRole("link", { name: "The email you entered is invalid." })).toBeVisible();
    await expect(page.getByLabel("Last name")).toHaveValue(lastName);
    await expect(page.getByLabel("Mobile (optional)")).toHaveValue("+32 470 98 76 54");

    const since = Date.now();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Invite" }).click();
    await expect(page).toHaveURL(/\/team\/payroll-team\?done=invited$/);
    await arrive(page, "Payroll team");
    await expect(page.getByRole("status")).toContainText("The invitation was sent.");
    await search(page, lastName);
    const row = rowOf(page, `Lore ${lastName}`);
    await expect(row.getByRole("cell", { name: "Awaiting registration" })).toBeVisible();
    await expect(row.getByRole("link", { name: `Resend invitation Lore ${lastName}` })).toBeVisible();

    // Once in the team, the same address is refused next to its field, everything typed kept. Without
    // JavaScript that refusal is a request and its answer: records-without-javascript.test.ts.
    if (javaScriptOn) {
      await page.goto("/team/invite-to-payroll-team");
      await arrive(page, "Invite staff");
      await page.getByLabel("First name").fill("Lore");
      await page.getByLabel("Last name").fill(lastName);
      await page.getByLabel("E-mail address").fill(email.toUpperCase());
      await page.getByRole("combobox", { name: "Language" }).selectOption("nl");
      await refused(page, "Invite", /This person is already in the team/, "Invite staff");
      await expect(page.getByRole("alert").getByRole("link", { name: /This person is already in the team/ })).toBeVisible();
      await expect(page.getByLabel("E-mail address")).toHaveAccessibleDescription(/This person is already in the team/);
      await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("nl");
    }

    const mail = await latestMailTo(email, since);
    expect(mail).toContain("Invitation to the team of Brouwerij De Klok");
    expect(new URL(linkIn(mail)).pathname).toBe("/set-your-password");
  });

  await test.step("archives a member who had a contract and restores them, each after confirming", async () => {
    const name = members.archive;
    await page.goto("/team/payroll-team");
    await search(page, name);
    await rowOf(page, name)
      .getByRole("link", { name: `Archive ${name}` })
      .click();
    await arrive(page, "Archive team member");
    await expect(page.getByText(`Are you sure you want to archive ${name}?`)).toBeVisible();
    // Cancel changes nothing and leads back to the same search.
    await page.getByRole("link", { name: "Cancel" }).click();
    await arrive(page, "Payroll team");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(rowOf(page, name)).toBeVisible();

    await rowOf(page, name)
      .getByRole("link", { name: `Archive ${name}` })
      .click();
    await arrive(page, "Archive team member");
    await page.getByRole("button", { name: "Archive" }).click();
    await expect(page).toHaveURL(/done=archived$/);
    await arrive(page, "Payroll team");
    await expect(page.getByRole("status")).toContainText("The team member was archived.");
    await expect(page.getByText("No results found")).toBeVisible();

    await search(page, name, "Archived members");
    await rowOf(page, name)
      .getByRole("link", { name: `Restore ${name}` })
      .click();
    await arrive(page, "Restore team member");
    await page.getByRole("button", { name: "Restore" }).click();
    await expect(page).toHaveURL(/status=archived&done=restored$/);
    await arrive(page, "Payroll team");
    await expect(page.getByRole("status")).toContainText("The team member was restored to the team.");
    await search(page, name);
    await expect(rowOf(page, name).getByRole("cell", { name: "Available" })).toBeVisible();
  });

  await test.step("deletes a member who never had a contract after confirming, and refuses to delete one who had", async () => {
    const name = members.delete;
    await search(page, name);
    await rowOf(page, name)
      .getByRole("link", { name: `Delete ${name}` })
      .click();
    await arrive(page, "Delete team member");
    await expect(page.getByText(`never had a contract with Brouwerij De Klok`)).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/done=deleted$/);
    await arrive(page, "Payroll team");
    await expect(page.getByRole("status")).toContainText("The team member was deleted from the team.");
    await expect(page.getByText("No results found")).toBeVisible();

    // Sofie Claes had a contract: her delete page says to archive her instead, and deletes nothing.
    await search(page, "Sofie Claes");
    const archiveHref = await rowOf(page, "Sofie Claes").getByRole("link", { name: "Archive Sofie Claes" }).getAttribute("href");
    const response = await page.goto(archiveHref!.replace("/archive", "/delete"));
    expect(response?.status()).toBe(409);
    await arrive(page, "Delete team member");
    await expect(page.getByText("Sofie Claes had a contract with the company, so they cannot be deleted. Archive them instead.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  });

  await test.step("resends an invitation after confirming", async () => {
    const [name, email] = members.resend;
    await page.goto("/team/payroll-team");
    await search(page, name);
    await rowOf(page, name)
      .getByRole("link", { name: `Resend invitation ${name}` })
      .click();
    await arrive(page, "Resend invitation");
    await expect(page.getByText(`Do you want to send the invitation to ${name} again?`)).toBeVisible();
    const since = Date.now();
    await page.getByRole("button", { name: "Resend invitation" }).click();
    await expect(page).toHaveURL(/done=resent$/);
    await arrive(page, "Payroll team");
    await expect(page.getByRole("status")).toContainText("The invitation was sent again.");
    const link = new URL(linkIn(await latestMailTo(email, since)));
    expect(link.pathname).toBe("/set-your-password");
  });

  await test.step("a member who is not in the team is not found", async () => {
    const response = await page.goto("/team/payroll-team/999999/archive");
    expect(response?.status()).toBe(404);
    await arrive(page, "Team member not found");
    await page.getByRole("link", { name: "Back to the payroll team" }).click();
    await arrive(page, "Payroll team");
  });

  await test.step("selection team: shows the interim and construct workers on sub-pages, with a search and pages", async () => {
    await page.getByRole("navigation", { name: "Team pages" }).getByRole("link", { name: "Selection team" }).click();
    await expect(page).toHaveURL(/\/team\/selection-team\/interim$/);
    await arrive(page, "Selection team: Interim");
    const kinds = page.getByRole("navigation", { name: "Line of work" });
    await expect(kinds.getByRole("link", { name: "Interim" })).toHaveAttribute("aria-current", "page");
    const table = page.getByRole("table", { name: /Interim workers of Brouwerij De Klok/ });
    await expect(table.getByRole("columnheader", { name: "Employment status" })).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(26);
    await expect(table.getByRole("cell", { name: "White-collar employee" }).first()).toBeVisible();
    await expect(table.getByRole("cell", { name: "Blue-collar worker" }).first()).toBeVisible();
    await page.getByRole("navigation", { name: "Pages", exact: true }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/interim\?page=2$/);
    await arrive(page, "Selection team: Interim");

    await kinds.getByRole("link", { name: "Construction" }).click();
    await expect(page).toHaveURL(/\/team\/selection-team\/construct$/);
    await arrive(page, "Selection team: Construction");
    const first = await page.getByRole("table").getByRole("rowheader").first().textContent();
    await page.getByLabel("Name", { exact: true }).fill(first!.split(" ").reverse().join(" "));
    await page.getByRole("button", { name: "Search" }).click();
    await arrive(page, "Selection team: Construction");
    await expect(page.getByRole("table").getByRole("rowheader", { name: first!, exact: true })).toBeVisible();
  });

  await test.step("selection team: a company with interim hours validation only has one selection team page and no payroll team", async () => {
    await signedInAs(page, "hours@example.com");
    await page.goto("/team");
    await expect(page).toHaveURL(/\/team\/selection-team$/);
    await arrive(page, "Selection team");
    await expect(page.getByRole("navigation", { name: "Line of work" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Team pages" })).toHaveCount(0);
    // The header and Nettoyage Dubois's five interim workers (Sofie Claes among them: payroll-api/seed/seed-linked-workers.ts).
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(6);

    for (const path of ["/team/payroll-team", "/team/invite-to-payroll-team", "/team/selection-team/construct"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await arrive(page, "You do not have permission to view this page");
    }
  });
});

// An invited staff member registering with the e-mailed link is the start of identity.spec.ts's
// employee walk (the invitation, its e-mail, the password set, the first sign-in).

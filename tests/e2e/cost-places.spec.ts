import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { refused } from "./support/wizard";

// Part 1 §6: Brouwerij De Klok has cost places enabled. Each project adds its own cost place. One walk
// per project as employer@example.com, then a company without cost places (payroll@example.com).

test("cost places: added, removed after a confirmation, and absent where the company has none", async ({ page, javaScriptOn }, testInfo) => {
  test.setTimeout(300_000);
  await signedInAs(page, "employer@example.com");

  await test.step("a cost place is added, and removed after a confirmation", async () => {
    const name = `Afdeling ${testInfo.project.name} ${Date.now()}`;
    await page.goto("/settings/cost-places");
    await arrive(page, "Cost places");

    await page.getByRole("link", { name: "Add cost place" }).click();
    await expect(page).toHaveURL(/\/settings\/add-cost-place$/);
    await arrive(page, "Add cost place");
    await refused(page, "Add cost place", "Enter the name of the cost place", "Add cost place");
    await expect(page.getByRole("alert").getByRole("link", { name: "Enter the name of the cost place" })).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByRole("button", { name: "Add cost place" }).click();

    await expect(page).toHaveURL(/\/settings\/cost-places\?added=1$/);
    await arrive(page, "Cost places");
    await expect(page.getByText("The cost place was added.")).toBeVisible();
    const table = page.getByRole("table", { name: "Cost places of Brouwerij De Klok" });
    await expect(table.getByRole("rowheader", { name, exact: true })).toBeVisible();

    // Opening the confirmation removes nothing; Cancel leads back.
    await table.getByRole("link", { name: `Remove ${name}`, exact: true }).click();
    await arrive(page, "Remove cost place");
    await expect(page.getByText(`Are you sure you want to remove the cost place ${name}?`)).toBeVisible();
    await expect(page.getByText("Removing a cost place cannot be undone, but it does not affect invoices that were already issued.")).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();
    await arrive(page, "Cost places");
    await expect(table.getByRole("rowheader", { name, exact: true })).toBeVisible();

    await table.getByRole("link", { name: `Remove ${name}`, exact: true }).click();
    await arrive(page, "Remove cost place");
    await page.getByRole("button", { name: "Remove cost place" }).click();
    await expect(page).toHaveURL(/\/settings\/cost-places\?removed=1$/);
    await arrive(page, "Cost places");
    await expect(page.getByText("The cost place was removed.")).toBeVisible();
    await expect(page.getByRole("rowheader", { name, exact: true })).toHaveCount(0);

    // A cost place that is gone has its own not-found page.
    const response = await page.goto("/settings/cost-places/999999/remove");
    expect(response?.status()).toBe(404);
    await arrive(page, "Cost place not found");
  });

  // Issue 28: with JavaScript, a second click while the form is on its way is ignored, and said to
  // screen readers. The post is held until the second click is made, so nothing depends on how fast the
  // answer comes. (Without JavaScript, the one-time key makes two posts one: tests/processes/double-submission.)
  if (javaScriptOn) {
    await test.step("a double click on Add cost place adds one cost place", async () => {
      const name = `Dubbelklik Gent ${testInfo.project.name} ${Date.now()}`;
      await page.goto("/settings/add-cost-place");
      await arrive(page, "Add cost place");
      const posts: string[] = [];
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        // With JavaScript the form posts to its single-fetch address.
        (url) => url.pathname === "/settings/add-cost-place.data",
        async (route) => {
          if (route.request().method() !== "POST") return route.fallback();
          posts.push(route.request().postData() ?? "");
          await held;
          await route.fallback();
        },
      );

      await page.getByLabel("Name", { exact: true }).fill(name);
      const button = page.getByRole("button", { name: "Add cost place" });
      await button.click();
      await expect(button).toHaveAttribute("aria-disabled", "true");
      await expect(page.getByText("Sending…", { exact: true })).toHaveAttribute("aria-live", "polite");
      // The second click of a double click (forced: the button says it cannot be used now).
      await button.click({ force: true });
      release();

      await expect(page).toHaveURL(/\/settings\/cost-places\?added=1$/);
      await arrive(page, "Cost places");
      expect(posts).toHaveLength(1);
      expect(new URLSearchParams(posts[0]).get("formKey")).toMatch(/^[0-9a-f]{32}$/);
      const table = page.getByRole("table", { name: "Cost places of Brouwerij De Klok" });
      await expect(table.getByRole("rowheader", { name, exact: true })).toHaveCount(1);
      // The held route is this step's alone.
      await page.unrouteAll({ behavior: "wait" });
    });
  }

  await test.step("a company without cost places has no cost places pages", async () => {
    await signedInAs(page, "payroll@example.com");
    for (const path of ["/settings/cost-places", "/settings/add-cost-place"]) {
      await page.goto(path);
      await arrive(page, "You do not have permission to view this page");
    }
  });
});

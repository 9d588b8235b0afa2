import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { addApprovedPositions } from "./support/payroll-api";

// docs/decisions/0037: the contract wizard offers every approved position. Garage Wouters gets more
// approved positions than the select shows (100): the General step then offers a search, which finds a
// position beyond the first hundred, and the position chosen from it stays chosen once the search is
// cleared. Each project fills the list with its own user (position drafts are per user), and looks for
// a position of its own.
const USER = { js: "garage@example.com", "no-js": "garage2@example.com" } as const;
type Project = keyof typeof USER;

test("the contract wizard's position search finds a position beyond those the select shows", async ({ page }, testInfo) => {
  test.slow();
  const project = testInfo.project.name as Project;
  const wanted = `Zwaluwnest ${project}`;
  const fillers = Array.from({ length: 101 }, (_, index) => `Filler ${project} ${String(index + 1).padStart(3, "0")}`);
  await addApprovedPositions(USER[project], [...fillers, wanted]);

  await signedInAs(page, USER[project]);
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
  await select.selectOption({ label: wanted });

  // An empty search shows the whole list again; the position chosen is kept, first in the list.
  await search.fill("");
  await page.getByRole("button", { name: "Search positions", exact: true }).click();
  await expect(page).toHaveURL(/\/contracts\/create-contract#position-search$/);
  await page.waitForLoadState("load");
  await arrive(page, "Create a contract");
  await expect(select.locator("option:checked")).toHaveText(wanted);

  // Thrown away, so that the user's next draft starts empty.
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/contracts\/payroll-contracts$/);
});

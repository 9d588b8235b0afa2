import { execFileSync } from "node:child_process";
import path from "node:path";
import { arrive, expect, signedInAs, test } from "./support/fixtures";

// Issue 11: the embedded API runs in a process of its own (payroll-api/supervisor.ts). When that
// process dies, pages say the service is unavailable (part 1 §8), and they work again once the
// supervisor has brought the API back, sessions included. This runs in the "outage" project, after
// the others: an outage would fail any test running beside it.

/** Kills this run's embedded API, found by the path of its compiled program in this run's build. */
const killEmbeddedApi = () => execFileSync("pkill", ["-KILL", "-f", path.resolve(process.env.PORTAL_BUILD_DIR ?? "build", "payroll-api/process.js")]);

test("while the embedded API is down the portal answers service unavailable, and it recovers", async ({ page }) => {
  await signedInAs(page, "employer@example.com");
  await page.goto("/positions");
  // A page that asks the API for its own data: the shell's account is kept a few seconds per
  // session (docs/decisions/0023), so a page that needs nothing else could still show meanwhile.
  const position = await page.locator('a[href^="/positions/view-position/"]').first().getAttribute("href");
  expect(position).toBeTruthy();

  killEmbeddedApi();
  expect((await page.goto(position!))?.status()).toBe(503);
  await arrive(page, "Service unavailable");

  await expect.poll(async () => (await page.goto(position!))?.status(), { timeout: 60_000, intervals: [1_000] }).toBe(200);
  await page.goto("/dashboard");
  await arrive(page, "Dashboard");
});

import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { JS_ONLY } from "./support/settings";

// Part 1 §8, §9 (app/ui/chunk-reload-guard.ts): after a deploy, a page whose script chunk no longer
// loads reloads once; a second failure within 60 s shows the generic error page. Scripts only.
test("a page chunk that fails to load reloads the page once, then shows the generic error page", { tag: JS_ONLY }, async ({ page }) => {
  await signedInAs(page, "employer@example.com");
  await page.goto("/dashboard");
  await arrive(page, "Dashboard");
  // The FAQ's chunk is gone, as after a deploy.
  await page.route(/\/routes\/_app\.faq-[^/]*\.js$/, (route) => route.abort());
  let documentLoads = 0;
  page.on("load", () => documentLoads++);
  const faq = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ", exact: true });

  await faq.click();
  await expect.poll(() => documentLoads).toBe(1);
  await arrive(page, "Dashboard");

  await faq.click();
  await arrive(page, "Oops! Something went wrong");
  expect(documentLoads).toBe(1);
});

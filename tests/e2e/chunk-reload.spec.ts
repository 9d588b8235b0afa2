import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { JS_ONLY } from "./support/settings";

type RemixWindow = { __remixManifest: { routes: Record<string, { module: string } | undefined> } };

// Part 1 §8, §9 (app/ui/chunk-reload-guard.ts): after a deploy, a page whose script chunk no longer
// loads reloads once; a second failure within 60 s shows the generic error page. Scripts only.
test("a page chunk that fails to load reloads the page once, then shows the generic error page", { tag: JS_ONLY }, async ({ page }) => {
  await signedInAs(page, "employer@example.com");
  await page.goto("/dashboard");
  await arrive(page, "Dashboard");
  // The FAQ's chunk is gone, as after a deploy. Its file name is hashed: the manifest the page
  // discovered for the FAQ link names it.
  const faqChunk = () => page.evaluate(() => (window as unknown as RemixWindow).__remixManifest.routes["routes/_app.faq"]?.module);
  await expect.poll(faqChunk).toBeTruthy();
  const chunkPath = await faqChunk();
  await page.route(
    (url) => url.pathname === chunkPath,
    (route) => route.abort(),
  );
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

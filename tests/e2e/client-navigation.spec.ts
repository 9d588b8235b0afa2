import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { JS_ONLY } from "./support/settings";

type RouterWindow = { __reactRouterManifest: { routes: Record<string, { module: string } | undefined> } };
type HeadingsWindow = { headingsSeen?: string[] };

// What the scripts do when a main navigation link is followed: the next page's texts come with it
// (docs/decisions/0019-translations-per-page.md), and a page chunk that no longer loads after a deploy
// reloads the page once, then shows the generic error page (part 1 §8, §9, app/ui/chunk-reload-guard.ts).
// On a slow connection a link is a page load instead (decision 76). Without JavaScript every page is a whole document: there is no client-side navigation to test.
test(
  "from a page with scripts by the main navigation: a page load on a slow connection, the next page's texts at once, a missing chunk reloaded once",
  { tag: JS_ONLY },
  async ({ page }) => {
    // Six page loads and five client-side navigations: 55 s in all at a load average of 35 with four loads.
    test.setTimeout(120_000);
    await signedInAs(page, "employer@example.com");
    // A page with scripts: the dashboard has none (app/platform/page-scripts.tsx), so a click there is a page load.
    await page.goto("/settings/company");
    await arrive(page, "Company information");
    const nav = page.getByRole("navigation", { name: "Main" });

    await test.step("on a connection the browser rates slower than 4G, a link is followed as a page load", async () => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      // The round trip alone makes it 3G to the browser (app/platform/page-loads-when-slow.ts).
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 400, downloadThroughput: -1, uploadThroughput: -1 });
      let documentLoads = 0;
      const countLoad = () => documentLoads++;
      page.on("load", countLoad);
      await nav.getByRole("link", { name: "Positions" }).click();
      await arrive(page, "Positions");
      await expect.poll(() => documentLoads).toBe(1);
      page.off("load", countLoad);
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await cdp.detach();
      await page.goto("/settings/company");
      await arrive(page, "Company information");
    });

    await test.step("a client-side navigation to a page with other texts shows them translated at once", async () => {
      const fetched: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/locales/")) fetched.push(new URL(request.url()).pathname);
      });
      // Every heading the page ever shows: a raw key such as "list.title" would be caught here.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as HeadingsWindow).headingsSeen = seen;
        new MutationObserver(() => seen.push(document.querySelector("h1")?.textContent ?? "")).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });

      await nav.getByRole("link", { name: "Positions" }).click();
      await arrive(page, "Positions");
      await expect(page).toHaveTitle("Positions");
      await expect(page.getByRole("columnheader", { name: "Employment status" })).toBeVisible();
      const headings = await page.evaluate(() => (window as HeadingsWindow).headingsSeen ?? []);
      expect([...new Set(headings.filter((heading) => heading && heading !== "Company information"))]).toEqual(["Positions"]);
      expect(fetched).toEqual(["/locales/en/positions.json"]);

      // Back and forth again: the texts are already there.
      await page.goBack();
      await arrive(page, "Company information");
      await page.goForward();
      await arrive(page, "Positions");
      expect(fetched).toHaveLength(1);
      await page.goBack();
      await arrive(page, "Company information");
    });

    await test.step("a page chunk that fails to load reloads the page once, then shows the generic error page", async () => {
      // The FAQ's chunk is gone, as after a deploy. Its file name is hashed: the manifest the page
      // discovered for the FAQ link names it.
      const faqChunk = () => page.evaluate(() => (window as unknown as RouterWindow).__reactRouterManifest.routes["routes/_app.faq"]?.module);
      await expect.poll(faqChunk).toBeTruthy();
      const chunkPath = await faqChunk();
      await page.route(
        (url) => url.pathname === chunkPath,
        (route) => route.abort(),
      );
      let documentLoads = 0;
      page.on("load", () => documentLoads++);
      const faq = nav.getByRole("link", { name: "FAQ", exact: true });

      await faq.click();
      await expect.poll(() => documentLoads).toBe(1);
      await arrive(page, "Company information");

      await faq.click();
      await arrive(page, "Oops! Something went wrong");
      expect(documentLoads).toBe(1);
    });
  },
);

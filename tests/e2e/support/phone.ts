import { expect, type Page } from "@playwright/test";

// Issue 32, phone and paper (docs/decisions/0051), and issue 47 (docs/decisions/0078): the sizes a
// phone's browser gives a page, and what every kind of page must show there without scrolling.
export const PHONE = { width: 375, height: 740 };
/** The narrowest phone the portal is laid out for. */
export const NARROW_PHONE = { width: 320, height: 740 };

export async function expectH1InFirst200Px(page: Page) {
  const box = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(box, "the h1 is laid out").not.toBeNull();
  expect(box!.y, `the h1's top on ${page.url()}`).toBeLessThan(200);
}

/** The page is no wider than the screen: nothing makes the browser scroll it sideways or zoom it out. */
export async function expectWithinTheScreen(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, `the width of ${page.url()} on a ${clientWidth} px screen`).toBeLessThanOrEqual(clientWidth);
}

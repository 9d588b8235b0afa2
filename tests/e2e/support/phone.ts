import { expect, type Page } from "@playwright/test";

// Issue 32, phone and paper (docs/decisions/0051): the size a phone's browser gives a page, and what
// every kind of page must show there without scrolling.
export const PHONE = { width: 375, height: 740 };

export async function expectH1InFirst200Px(page: Page) {
  const box = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(box, "the h1 is laid out").not.toBeNull();
  expect(box!.y, `the h1's top on ${page.url()}`).toBeLessThan(200);
}

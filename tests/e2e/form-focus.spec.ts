import type { Locator, Page, Request } from "@playwright/test";
import { pageSettled } from "../support/hydration";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { BASE_URL, JS_ONLY } from "./support/settings";
import { errorSummary, refused } from "./support/wizard";

// Issue 10 §1: with JavaScript, a user correcting a refused form keeps the focus where they put it,
// and nothing is sent until they submit; each submission moves the focus to the error summary once.
// Without JavaScript nothing is sent before a submit, and each submit loads a page whose error summary
// takes the focus by its autofocus attribute (error-summary-focus.spec.ts checks it for every form), so
// these tests are tagged for the js project only.

/** The address of a request the test sends itself, after what it watches: the page never asks for it. */
const MARKER_PATH = "/healthz?form-focus-marker";

/**
 * The documents and fetches the page sends to the portal while `act` runs, and until the page settled.
 * A request a blur triggers starts at once; the browser reports requests in the order they start, so
 * once the marker request sent after the page settled is reported, every one before it was too.
 */
async function requestsDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  let markerSeen: () => void = () => undefined;
  const marker = new Promise<void>((resolve) => (markerSeen = resolve));
  const record = (request: Request) => {
    if (request.url() === `${BASE_URL}${MARKER_PATH}`) return markerSeen();
    if (["document", "fetch", "xhr"].includes(request.resourceType()) && request.url().startsWith(BASE_URL)) {
      sent.push(`${request.method()} ${request.url()}`);
    }
  };
  page.on("request", record);
  try {
    await act();
    await pageSettled(page);
    await page.evaluate((path) => void fetch(path), MARKER_PATH);
    await marker;
  } finally {
    page.off("request", record);
  }
  return sent;
}

/** Counts from now on how often the error summary receives the focus. */
async function countSummaryFocus(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = window as Window & { summaryFocusCount?: number };
    counted.summaryFocusCount = 0;
    document.addEventListener("focusin", (event) => {
      if (event.target instanceof Element && event.target.matches('[role="alert"], #error-summary')) {
        counted.summaryFocusCount = (counted.summaryFocusCount ?? 0) + 1;
      }
    });
  });
  return () => page.evaluate(() => (window as Window & { summaryFocusCount?: number }).summaryFocusCount ?? 0);
}

/** What document.activeElement is, in words for a failure message. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `<${element.tagName.toLowerCase()} id="${element.id}" role="${element.getAttribute("role") ?? ""}">` : "nothing";
  });

/** Types a correction into a field with an error and tabs on: nothing is sent, and the focus moves on. */
async function correctAndTab(page: Page, field: Locator, correction: string, tabbedTo: Locator) {
  await field.click();
  await page.keyboard.type(correction);
  const sent = await requestsDuring(page, () => page.keyboard.press("Tab"));
  await expect(tabbedTo, `the field tabbed to has the focus, not ${await focusedElement(page)}`).toBeFocused();
  expect(sent, "requests sent by correcting a field and pressing Tab").toEqual([]);
}

/** Submits again and waits for the server's answer: the summary may still show the messages of before. */
async function submitAgain(page: Page, button: string, message: string, heading: string) {
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST" && response.url().startsWith(BASE_URL)),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
  await expect(errorSummary(page)).toContainText(message);
  await arrive(page, heading);
}

/** The submit moved the focus to the error summary once; the user moves it elsewhere, and there it stays. */
async function summaryFocusedOnce(page: Page, summaryFocuses: () => Promise<number>, elsewhere: Locator) {
  await expect(errorSummary(page)).toBeFocused();
  await elsewhere.click();
  await pageSettled(page);
  await expect(elsewhere, `the focus stays where the user put it, not on ${await focusedElement(page)}`).toBeFocused();
  expect(await summaryFocuses(), "times the error summary took the focus for one submission").toBe(1);
}

test("a refused form corrected: nothing sent until submitted, and each submission focuses the summary once", { tag: JS_ONLY }, async ({ page }) => {
  await test.step("add cost place: correcting the name sends nothing, and each submission focuses the summary once", async () => {
    await signedInAs(page, "employer@example.com");
    await page.goto("/settings/add-cost-place");
    await arrive(page, "Add cost place");
    await refused(page, "Add cost place", "Enter the name of the cost place", "Add cost place");

    const name = page.getByLabel("Name", { exact: true });
    await correctAndTab(page, name, "Afdeling", page.getByRole("button", { name: "Add cost place" }));

    // Too long a name: refused again, with another message, and nothing is added.
    const summaryFocuses = await countSummaryFocus(page);
    await name.fill("x".repeat(101));
    await submitAgain(page, "Add cost place", "The name must be 100 characters or fewer.", "Add cost place");
    await summaryFocusedOnce(page, summaryFocuses, name);
  });

  await test.step("add position: correcting the name sends nothing, and each submission focuses the summary once", async () => {
    // A De Klok user of its own: the draft of a new position is one per user (see positions.spec).
    await signedInAs(page, "sarah.desmet@example.com");
    await page.goto("/positions/add-position");
    await arrive(page, "Add position");
    await refused(page, "Next", "Enter the name of the position", "Add position");

    const name = page.getByLabel("Name of the position");
    await correctAndTab(page, name, "Proefbrouwer", page.getByLabel("Function code"));

    // The name is right now, the other answers are still missing: refused with fewer messages.
    const summaryFocuses = await countSummaryFocus(page);
    await submitAgain(page, "Next", "Choose the function code", "Add position");
    await expect(errorSummary(page)).not.toContainText("Enter the name of the position");
    await summaryFocusedOnce(page, summaryFocuses, page.getByLabel("Gross hourly wage in euro"));
  });
});

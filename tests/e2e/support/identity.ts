import type { Page } from "@playwright/test";
import { drawDocumentScan } from "../../support/id-card-image";
import { arrive, expect, test } from "./fixtures";

// The identity verification's shared parts (identity.spec.ts, keyboard-wizards.spec.ts): the scans a
// test uploads and the wait while the API reads a card.

// The API reads the card with OCR beside its requests, a few seconds per card, one card at a time
// for every test running: the wait for the result is generous, and never a sleep.
const OCR_TIMEOUT = 60_000;

/** The card's front has no zone to read: any scan of it will do. */
export const FRONT = drawDocumentScan("BELGIË · BELGIQUE · BELGIEN  Identiteitskaart");

export const png = async (name: string, buffer: Buffer | Promise<Buffer>) => ({ name, mimeType: "image/png", buffer: await buffer });

/**
 * The verification's page while the card is read, then its outcome. "Reading…" may already be over
 * when the page arrives; whichever state shows first is scanned, then the outcome, awaited as long as
 * OCR may take (with scripts the page asks again by itself, without them it refreshes by itself).
 */
export async function awaitReading(page: Page, reading: string, outcome: string) {
  const started = Date.now();
  await expect(page).toHaveURL(/\/verify-identity\/\d+$/);
  const first = await page.getByRole("heading", { level: 1 }).innerText();
  const javaScriptOn = test.info().project.use.javaScriptEnabled !== false;
  if (first === reading) {
    await expect(page.getByRole("status")).toHaveText("This takes a few seconds. The page updates by itself.");
    // Without scripts the page refreshes itself (a meta refresh inside noscript), which is how the
    // no-js run gets to the outcome; with them it asks for its data instead and the document stays:
    // a mark left on it must survive the wait.
    if (javaScriptOn) await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await arrive(page, new RegExp(`^(${reading}|${outcome})$`));
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(outcome, { timeout: OCR_TIMEOUT });
  if (first === reading && javaScriptOn) expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  const waited = `${outcome}: ${Date.now() - started} ms after the upload (the reading page ${first === reading ? "seen" : "already gone"})`;
  test.info().annotations.push({ type: "ocr", description: waited });
  console.log(`OCR wait [${test.info().project.name}] ${waited}`);
  await page.waitForLoadState("load");
  await arrive(page, outcome);
}

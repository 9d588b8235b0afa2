import type { Page } from "@playwright/test";
import { arrive, expect } from "./fixtures";

// Pressing the buttons of forms and wizards. With JavaScript a refused or saved form keeps its h1,
// so each helper waits for what the user sees change before arrive scans the page.

/** Where a wizard button leads: the step's address (path and query), its h1, and the progress heading where steps share one. */
export type Step = { path: string; heading: string | RegExp; progress?: string };

/** The form's "There is a problem" summary of its errors. */
export const errorSummary = (page: Page) => page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });

/** Answers a yes/no question, found by its legend. */
export const answer = (page: Page, question: string, choice: "Yes" | "No") =>
  page.getByRole("group", { name: question }).getByLabel(choice, { exact: true }).check();

/**
 * Presses a button that leads to another step, and waits for that step's own address and headings
 * first: steps can share an h1, and the page before would otherwise pass for the next one.
 */
export async function press(page: Page, button: string, step: Step) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page).toHaveURL(step.path);
  if (step.progress) await expect(page.getByRole("heading", { name: step.progress })).toBeVisible();
  await page.waitForLoadState("load");
  await arrive(page, step.heading);
}

/**
 * Presses a button that the server refuses: the page shows again with the message in its error
 * summary, which has the focus, with or without JavaScript (docs/decisions/0052). With JavaScript
 * the h1 never changes, so the message is what the test waits for.
 */
export async function refused(page: Page, button: string, message: string | RegExp, heading: string | RegExp) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(errorSummary(page).filter({ hasText: message })).toBeVisible();
  await page.waitForLoadState("load");
  await arrive(page, heading);
  await expect(errorSummary(page)).toBeFocused();
}

/** Presses a button whose form the server accepts and shows again: its notice is what the test waits for. */
export async function saved(page: Page, button: string, notice: string | RegExp, heading: string | RegExp) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: notice })).toBeVisible();
  await page.waitForLoadState("load");
  await arrive(page, heading);
}

/**
 * Fetch on the company details form (onboarding, another company): the register's answer fills in
 * the official name and address, and a notice says so.
 */
export const fetchCompanyDetails = (page: Page, heading: string) => saved(page, "Fetch company details", "We filled in the official name and address", heading);

import type { Page } from "@playwright/test";
import { arrive, expect, signedInAs, test } from "./support/fixtures";
import { JS_ONLY } from "./support/settings";
import { errorSummary } from "./support/wizard";

// Issue 32 §4 (docs/decisions/0052): after a refused submit the focus is on the error summary, with
// JavaScript and without it. Each form below that shows an error summary is refused once, empty or
// with one wrong answer that no other test's data can make right. The forms only the API's state can
// refuse (a confirmation, an overview, a schedule day) are refused in their own flows through
// `refused` (support/wizard.ts), which checks the same focus.
// Without JavaScript the focus is the browser's: it follows the summary's autofocus attribute, which
// tests/processes/without-javascript.test.ts checks in every form's refused answer over HTTP, with the
// messages, the kept values and the one-time key (docs/decisions/0066). sign-in.spec.ts's refused
// sign-in shows, in a real browser without JavaScript, that the attribute does move the focus. With
// JavaScript, where a script moves it after a client-side submission, every form with scripts is
// refused here; the signed-out forms are sent without scripts (decision 76), so the browser's
// autofocus is what moves the focus there with JavaScript too (decision 77).
// The forms are refused one after another in a walk per family of pages (one account's pages in a
// row), each form a step: a fresh browser context per form cost more than the refusals themselves.

type RefusedForm = {
  /** The form, as the step names it. */
  name: string;
  /** The demo account signed in. */
  account: string;
  path: string;
  heading: string;
  /** Answers typed before submitting, by their fields' labels. */
  answers?: Record<string, string>;
  button: string;
};

const DE_KLOK = "employer@example.com";
// An employee of De Klok whose profile no other test edits.
const EMPLOYEE = "/employee/47";
const TOO_LONG_SEARCH = "x".repeat(101);

const SETTINGS: RefusedForm[] = [
  { name: "add cost place", account: DE_KLOK, path: "/settings/add-cost-place", heading: "Add cost place", button: "Add cost place" },
  { name: "add user", account: DE_KLOK, path: "/settings/company-users/add-company-user", heading: "Add user", button: "Invite" },
  {
    name: "company information",
    account: DE_KLOK,
    path: "/settings/company",
    heading: "Company information",
    answers: { "Website (optional)": "not a website" },
    button: "Save",
  },
  {
    name: "profile",
    account: DE_KLOK,
    path: "/settings/profile",
    heading: "Profile",
    answers: { "New password (optional)": "a-new-password-2026", "Confirm the new password (optional)": "another-password-2026" },
    button: "Save",
  },
];

const TEAM_AND_LISTS: RefusedForm[] = [
  { name: "invite staff", account: DE_KLOK, path: "/team/invite-to-payroll-team", heading: "Invite staff", button: "Invite" },
  { name: "team search", account: DE_KLOK, path: "/team/payroll-team", heading: "Payroll team", answers: { Name: TOO_LONG_SEARCH }, button: "Search" },
  {
    name: "contracts filter",
    account: DE_KLOK,
    path: "/contracts/payroll-contracts",
    heading: "Payroll contracts",
    answers: { "Working from": "2026-12-31", "Working until": "2026-12-01" },
    button: "Filter",
  },
  { name: "invoices filter", account: DE_KLOK, path: "/invoices", heading: "Invoices", answers: { From: "2026-12-31", To: "2026-12-01" }, button: "Filter" },
  {
    name: "timesheets filter",
    account: DE_KLOK,
    path: "/hours-validation/interim",
    heading: "Timesheets",
    answers: { "Employee's name": TOO_LONG_SEARCH },
    button: "Filter",
  },
  // De Klok's surveys are only read by the tests: this one stays open.
  { name: "survey", account: DE_KLOK, path: "/surveys/fill-survey/1", heading: "Worker evaluation, first week: Sofie Claes", button: "Submit answers" },
];

const EMPLOYEE_PROFILE: RefusedForm[] = [
  {
    name: "employee's general information",
    account: DE_KLOK,
    path: `${EMPLOYEE}/edit-employee-general-information`,
    heading: "Edit general information",
    answers: { "Place of birth": "" },
    button: "Save general information",
  },
  {
    name: "employee's personal information",
    account: DE_KLOK,
    path: `${EMPLOYEE}/edit-employee-personal-information`,
    heading: "Edit personal information",
    answers: { "Bank account number (IBAN)": "BE71 0961 2345 6768" },
    button: "Save personal information",
  },
  {
    name: "employee's wage profile",
    account: DE_KLOK,
    path: `${EMPLOYEE}/edit-employee-wage-profile`,
    heading: "Edit wage profile",
    answers: { "Dependent children": "-1" },
    button: "Save wage profile",
  },
  { name: "employee's certificate", account: DE_KLOK, path: `${EMPLOYEE}/add-employee-certificate`, heading: "Add certificate", button: "Save certificate" },
  {
    name: "identity card upload",
    account: DE_KLOK,
    path: `${EMPLOYEE}/verify-identity/upload`,
    heading: "Upload the ID card",
    button: "Upload and read the card",
  },
  {
    name: "identity details by hand",
    account: DE_KLOK,
    path: `${EMPLOYEE}/verify-identity/by-hand`,
    heading: "Enter the identity details",
    answers: { "Last name": "" },
    button: "Save the details",
  },
];

const WIZARDS: RefusedForm[] = [
  // The position without a work post sheet, which the tests never give one.
  { name: "work post sheet", account: DE_KLOK, path: "/positions/add-work-post-sheet/8", heading: "Add a work post sheet", button: "Continue" },
  // Drafts are per user: a De Klok user whose contract and position drafts only this spec and form-focus's refuse.
  { name: "contract wizard, General", account: "sarah.desmet@example.com", path: "/contracts/create-contract", heading: "Create a contract", button: "Next" },
  { name: "position wizard, General", account: "sarah.desmet@example.com", path: "/positions/add-position", heading: "Add position", button: "Next" },
  {
    name: "onboarding, company",
    account: "onboarding@example.com",
    path: "/onboarding/company",
    heading: "Company",
    answers: { "VAT number": "" },
    button: "Next",
  },
];

/** The focused element, in words for a failure message. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `<${element.tagName.toLowerCase()} id="${element.id}" role="${element.getAttribute("role") ?? ""}">` : "nothing";
  });

/** Opens the form (as its account, unless the walk is on it already), refuses it, and checks where the focus is. */
async function refuseInTurn(page: Page, form: RefusedForm, signedInNow: { account?: string }) {
  if (form.account !== signedInNow.account) {
    await signedInAs(page, form.account);
    signedInNow.account = form.account;
  }
  await page.goto(form.path);
  await arrive(page, form.heading);
  // A page that answers no refusal takes no focus of its own.
  await expect(page.locator("[autofocus]")).toHaveCount(0);
  for (const [label, answer] of Object.entries(form.answers ?? {})) await page.getByLabel(label, { exact: true }).fill(answer);
  await page.getByRole("button", { name: form.button, exact: true }).click();
  await expect(errorSummary(page)).toBeVisible();
  await page.waitForLoadState("load");
  await arrive(page, form.heading);
  await expect(errorSummary(page), `the error summary has the focus, not ${await focusedElement(page)}`).toBeFocused();
}

const stepTitle = (form: RefusedForm) => `${form.name}: a refused submit leaves the focus on the error summary`;

/** Refuses each form in turn, a step each. */
async function refuseEach(page: Page, forms: RefusedForm[]) {
  const signedInNow: { account?: string } = {};
  for (const form of forms) await test.step(stepTitle(form), () => refuseInTurn(page, form, signedInNow));
}

/**
 * A walk's time: a form takes a few seconds on a quiet machine, axe's first scan of each page
 * included, and up to twenty when the machine's two cores are shared with other runs.
 */
const walkTimeout = (forms: RefusedForm[]) => forms.length * 30_000;

test("settings: cost place, user, company information and profile refused in turn", { tag: JS_ONLY }, async ({ page }) => {
  test.setTimeout(walkTimeout(SETTINGS));
  await refuseEach(page, SETTINGS);
});

test("an employee's profile: its forms and the identity verification refused in turn", { tag: JS_ONLY }, async ({ page }) => {
  test.setTimeout(walkTimeout(EMPLOYEE_PROFILE));
  await refuseEach(page, EMPLOYEE_PROFILE);
});

test("wizards: work post sheet, contract, position and onboarding refused in turn", { tag: JS_ONLY }, async ({ page }) => {
  test.setTimeout(walkTimeout(WIZARDS));
  await refuseEach(page, WIZARDS);
});

test("team and lists: invitation, searches, filters and a survey refused in turn", { tag: JS_ONLY }, async ({ page }) => {
  // And the page loaded with a refusal, after the forms.
  test.setTimeout(walkTimeout(TEAM_AND_LISTS) + 30_000);
  await refuseEach(page, TEAM_AND_LISTS);

  await test.step("a page loaded with a refusal moves the focus to the summary once, with JavaScript too", async () => {
    // Counted from the document's start: the browser's autofocus and the summary's script both aim at it.
    await page.addInitScript(() => {
      const counted = window as Window & { summaryFocusCount?: number };
      counted.summaryFocusCount = 0;
      document.addEventListener("focusin", (event) => {
        if (event.target instanceof Element && event.target.matches('[aria-labelledby="error-summary-title"]')) {
          counted.summaryFocusCount = (counted.summaryFocusCount ?? 0) + 1;
        }
      });
    });
    await page.goto(`/team/payroll-team?search=${TOO_LONG_SEARCH}`);
    await arrive(page, "Payroll team");
    await expect(errorSummary(page)).toBeFocused();
    const focusCount = await page.evaluate(() => (window as Window & { summaryFocusCount?: number }).summaryFocusCount);
    expect(focusCount, "times the error summary took the focus").toBe(1);
  });
});

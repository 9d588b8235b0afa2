import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Browser, type Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { isSharedSession, submitLoginForm } from "./sessions";
import { DEMO_PASSWORD, E2E_DATA_DIR } from "./settings";
import { markHydrated, waitForHydration } from "../../support/hydration";

export { expect };
export { signedInAs } from "./sessions";

type WorkerFixtures = { axePage: Page };

export const test = base.extend<{ registerAxePage: void; javaScriptOn: boolean }, WorkerFixtures>({
  javaScriptOn: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  context: async ({ context }, use) => {
    await context.addInitScript(markHydrated);
    await use(context);
  },
  // axe runs asynchronously inside the page, which a page without JavaScript cannot do: such
  // pages are scanned as a copy, scripts stripped, in a page of their own with JavaScript on.
  axePage: [
    async ({ browser }: { browser: Browser }, use: (page: Page) => Promise<void>) => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  registerAxePage: [
    async ({ axePage }, use) => {
      currentAxePage = axePage;
      await use();
    },
    { auto: true },
  ],
});

let currentAxePage: Page | undefined;

/** A document as a browser without JavaScript shows it, for axe to scan in a page that runs scripts. */
export const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<link rel="modulepreload"[^>]*>/gi, "");

async function scanTarget(page: Page): Promise<Page> {
  if (test.info().project.use.javaScriptEnabled !== false) return page;
  const axePage = currentAxePage!;
  const url = page.url();
  const html = withoutScripts(await page.content());
  await axePage.unroute("**/*");
  await axePage.route(url, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
  await axePage.goto(url);
  return axePage;
}

// An axe scan costs a few hundred milliseconds on a 2-core machine, and the flows come back to the
// same pages again and again, with JavaScript on and off. Each state of a page is scanned once in the
// whole run: its address with the ids left out, and the kinds of element it holds (below). A page
// whose scripts change its markup holds other kinds with JavaScript on, and is scanned both ways. The run's
// workers (Playwright starts several over a run) share what was scanned as files in the run's data
// folder, which the run empties as it starts (playwright.config.ts).
const SCANNED_STATES_DIR = path.join(E2E_DATA_DIR, "axe-scanned-states");

/** Claims the scan of `state` for this worker: false when a worker of this run has scanned it already. */
function claimScan(state: string): boolean {
  mkdirSync(SCANNED_STATES_DIR, { recursive: true });
  try {
    closeSync(openSync(path.join(SCANNED_STATES_DIR, createHash("sha256").update(state).digest("hex")), "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * What axe's rules read of a page, without the data it shows: the kinds of element it holds, each
 * with its classes, the attributes that give it a role, a name, a state or a link, and whether it
 * holds text of its own. Another record, the same list with other rows, or an error on another field
 * is the same state; an error summary, an empty list, a dialog or another step is not.
 */
function elementKindsOfPage(): string {
  const attributes = ["role", "type", "class", "hidden", "open", "disabled", "tabindex", "lang", "alt", "for", "href", "scope"];
  const kinds = new Set<string>();
  for (const element of document.body.querySelectorAll("*")) {
    if (["SCRIPT", "STYLE", "LINK", "META", "TEMPLATE"].includes(element.tagName)) continue;
    const marks = [...element.attributes]
      .filter((attribute) => attributes.includes(attribute.name) || attribute.name.startsWith("aria-"))
      .map((attribute) => (["role", "type", "class"].includes(attribute.name) ? `${attribute.name}=${attribute.value}` : attribute.name))
      .sort();
    const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    kinds.add(`${element.tagName} ${marks.join(" ")}${ownText ? " text" : ""}`);
  }
  return [...kinds].sort().join("\n");
}

async function firstVisitOfState(page: Page): Promise<boolean> {
  const url = new URL(page.url());
  const state = [url.pathname.replace(/\d+/g, "{id}"), [...url.searchParams.keys()].sort().join("&"), await page.evaluate(elementKindsOfPage)].join("|");
  return claimScan(state);
}

/**
 * Every page a test reaches goes through here: it waits for the page's one h1, proves no script
 * ran when JavaScript is off, and fails on any axe violation of a state of the page not scanned yet.
 */
export async function arrive(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.locator("h1")).toHaveCount(1);
  if (test.info().project.use.javaScriptEnabled !== false) {
    // A freshly loaded document shows its h1 before the deferred scripts hydrate it.
    await waitForHydration(page);
  } else {
    // The h1 can be parsed before the rest of the document: axe must not scan half a page (an input
    // whose label has not arrived yet fails "label").
    await page.waitForLoadState("load");
    const scriptsRan = await page.evaluate(() => Boolean((window as { __remixContext?: unknown }).__remixContext));
    expect(scriptsRan, "no page script runs when JavaScript is disabled").toBe(false);
  }
  if (!(await firstVisitOfState(page))) return;
  expect(await axeViolations(await scanTarget(page)), `axe violations on ${page.url()}`).toEqual([]);
}

/** axe's violations on the page as it stands, one line each: the rule, its help and the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself. By default it opens a blank page for every scan to gather
  // the results of cross-origin frames, which the portal has none of: that page tripled a scan's time.
  // Only violations fail the test, so only they are worked out in detail.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Signs in through the login form, as a user would. Only tests about signing in, and tests that
 * sign out or change the account, need it: the others start on a stored session (`signedInAs`).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await arrive(page, "Sign in");
  await submitLoginForm(page, email, password);
}

export async function signOut(page: Page) {
  // Signing out ends the session's API token, which every other test on the stored session uses.
  if (isSharedSession(page.context())) throw new Error("This page runs on a stored session: sign in with signIn() to sign out");
  await openUserMenu(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await arrive(page, "Sign in");
}

export const NEW_USER_PASSWORD = "a-new-users-password";

/** Registers a brand-new user (who lands on the terms); tests that change an account use one. */
export async function registerNewUser(page: Page, project: string): Promise<string> {
  const email = `user.${project}.${Date.now()}.${Math.floor(Math.random() * 1000)}@example.com`;
  await page.goto("/registration");
  await page.getByLabel("First name").fill("Fien");
  await page.getByLabel("Last name").fill("Declercq");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(NEW_USER_PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  await arrive(page, "Terms and conditions");
  return email;
}

/** A Belgian VAT number nobody has: eight digits from the clock and their mod-97 check digits. */
export function unusedBelgianVat(): string {
  const base = `0${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-7)}`;
  return `BE${base}${String(97 - (Number(base) % 97)).padStart(2, "0")}`;
}

/** Opens the user menu (a <details>, so it works without JavaScript) unless it is open. */
export async function openUserMenu(page: Page) {
  // The user menu's own <details>, not the small screens' menu that holds it.
  const menu = page.locator('details:has(> div > form[action="/logout"])');
  if ((await menu.count()) === 0) return;
  if (!(await menu.evaluate((element) => (element as HTMLDetailsElement).open))) await menu.locator("summary").click();
}

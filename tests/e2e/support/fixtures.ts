import { expect, test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { createHash } from "node:crypto";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { isSharedSession, submitLoginForm } from "./sessions";
import { DEMO_PASSWORD, E2E_DATA_DIR, PAGE_WITH_SCRIPTS_WALKED_ELSEWHERE, PAGES_WITHOUT_SCRIPTS } from "./settings";
import { markHydrated, waitForReady } from "../../support/hydration";

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
      await withAxeInEveryDocument(context);
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

// An axe scan costs about a second of CPU on a 2-core machine, and the flows come back to the same
// pages again and again, with JavaScript on and off and in three languages. A page (its address with
// the ids left out, in its language) is scanned when it shows a kind of element (below) that no scan
// of that page has covered yet in the run: another record, the same list with other rows, or an error
// on another field is covered; an error summary, an empty list, a dialog or another step is not. A
// page whose scripts change its markup holds other kinds with JavaScript on, and is scanned both ways.
// The run's workers (Playwright starts several over a run) share what was scanned as files in the
// run's data folder, which the run empties as it starts (playwright.config.ts); docs/decisions/0072.
const SCANNED_KINDS_DIR = path.join(E2E_DATA_DIR, "axe-scanned-kinds");
const claimedByThisWorker = new Set<string>();

/** Claims `key` for this run: false when a worker of this run has claimed it already. */
function claimForRun(key: string): boolean {
  if (claimedByThisWorker.has(key)) return false;
  claimedByThisWorker.add(key);
  mkdirSync(SCANNED_KINDS_DIR, { recursive: true });
  try {
    closeSync(openSync(path.join(SCANNED_KINDS_DIR, createHash("sha256").update(key).digest("hex")), "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * What axe's rules read of a page, without the data it shows: its language, and the kinds of element
 * it holds, each with its classes, the attributes that give it a role, a name, a state or a link, and
 * whether it holds text of its own.
 */
function elementKindsOfPage(): { language: string; kinds: string[] } {
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
  return { language: document.documentElement.lang, kinds: [...kinds] };
}

/** Whether the page, as it stands, shows a kind of element no scan of this run has covered on it (and claims what it shows). */
export async function showsUnscannedKinds(page: Page): Promise<boolean> {
  const { language, kinds } = await page.evaluate(elementKindsOfPage);
  const pageKey = `${new URL(page.url()).pathname.replace(/\d+/g, "{id}")} ${language}`;
  // Every kind is claimed, not only the first new one: the next visit is then covered by this scan.
  return kinds.map((kind) => claimForRun(`${pageKey}\n${kind}`)).includes(true);
}

/**
 * Every page a test reaches goes through here: it waits for the page's one h1, proves no script
 * ran when JavaScript is off, and fails on any axe violation of a state of the page not scanned yet.
 */
export async function arrive(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.locator("h1")).toHaveCount(1);
  if (test.info().project.use.javaScriptEnabled !== false) {
    // A freshly loaded document shows its h1 before the deferred scripts hydrate it (if it has any).
    await waitForReady(page);
  } else {
    // The h1 can be parsed before the rest of the document: axe must not scan half a page (an input
    // whose label has not arrived yet fails "label").
    await page.waitForLoadState("load");
    const scriptsRan = await page.evaluate(() => Boolean((window as { __reactRouterContext?: unknown }).__reactRouterContext));
    expect(scriptsRan, "no page script runs when JavaScript is disabled").toBe(false);
    await expectSentWithoutScriptsInSuchAWalk(page);
  }
  if (!(await showsUnscannedKinds(page))) return;
  expect(await axeViolations(await scanTarget(page)), `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * A walk tagged PAGES_WITHOUT_SCRIPTS stands for both projects only while its pages are sent without
 * scripts: a page that gains scripts fails it here, unless the walk names it as covered elsewhere.
 */
async function expectSentWithoutScriptsInSuchAWalk(page: Page) {
  const { tags, annotations } = test.info();
  if (!tags.includes(PAGES_WITHOUT_SCRIPTS)) return;
  const path = new URL(page.url()).pathname;
  const walkedElsewhere = annotations.some(({ type, description }) => type === PAGE_WITH_SCRIPTS_WALKED_ELSEWHERE && description === path);
  if (walkedElsewhere) return;
  await expect(page.locator('script[type="module"]'), `${path} is sent with scripts: walk it with JavaScript too`).toHaveCount(0);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type WindowWithAxe = Window & { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * Puts axe into every document of a context that only loads pages to scan them: sent to the browser
 * once, where sending it for each scan (650 KB through the DevTools protocol) cost as much as the scan.
 */
export const withAxeInEveryDocument = (context: BrowserContext) => context.addInitScript({ content: AXE_SOURCE });

/** axe's violations on the page as it stands, one line each: the rule, its help and the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Run in the page itself, as @axe-core/playwright's legacy mode does, without its second copy of
  // axe for each frame (the portal has no frames) and without a blank page to gather frames' results.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // Only violations fail the test, so only they are worked out in detail.
    const { violations } = await (window as WindowWithAxe).axe!.run(document, { resultTypes: ["violations"] });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  });
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

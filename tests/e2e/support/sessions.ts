import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { BASE_URL, DEMO_PASSWORD, E2E_DATA_DIR } from "./settings";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

// Inside the data folder, which the web server wipes when it starts: a stored session therefore
// always belongs to this run's database, never to a token of an earlier one.
const STATES = path.join(E2E_DATA_DIR, "signed-in");

// The portal ends a session after 30 idle minutes (app/platform/session.server.ts), counted from
// the stored cookie's last activity: a stored session older than this is signed in afresh, which
// leaves every test using it ten minutes or more.
const REUSABLE_FOR_MS = 20 * 60 * 1000;

/** The contexts running on a stored session, which other tests (and both projects) share. */
const sharedContexts = new WeakSet<BrowserContext>();

export async function submitLoginForm(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in through the login form, without JavaScript, in a context of its own. */
async function signInThroughForm(browser: Browser, email: string): Promise<StorageState> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
  try {
    const page = await context.newPage();
    // The language cookie comes along, so every page of a stored session is in English.
    await page.goto("/login?lng=en");
    await submitLoginForm(page, email, DEMO_PASSWORD);
    await expect(page, `${email} signs in`).not.toHaveURL(/\/login/);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function storedSession(browser: Browser, email: string): Promise<StorageState> {
  const file = path.join(STATES, `${email}.json`);
  const stored = await stat(file).catch(() => null);
  if (stored && Date.now() - stored.mtimeMs < REUSABLE_FOR_MS) return JSON.parse(await readFile(file, "utf8")) as StorageState;
  const state = await signInThroughForm(browser, email);
  await mkdir(STATES, { recursive: true });
  // Renamed into place, so a worker reading it at the same moment never sees half a file.
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, JSON.stringify(state));
  await rename(partial, file);
  return state;
}

/**
 * Starts the page's context on the demo account's stored session: the account signs in once per
 * run (per twenty minutes), and tests of both projects reuse its cookies. A session is a sealed
 * cookie plus an API token that only signing out ends, so sharing it is safe as long as no test
 * signs out of it (`signOut` refuses) or changes the account's password, language or terms: such
 * tests sign in through the form with `signIn`.
 */
export async function signedInAs(page: Page, email: string): Promise<void> {
  const context = page.context();
  const state = await storedSession(context.browser()!, email);
  await context.clearCookies();
  await context.addCookies(state.cookies);
  sharedContexts.add(context);
}

export const isSharedSession = (context: BrowserContext) => sharedContexts.has(context);

import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from "./tests/support/chromium";
import { BASE_URL, E2E_DATA_DIR, E2E_PORT, E2E_SESSION_SECRET, JS_ONLY, PAGES_WITHOUT_SCRIPTS } from "./tests/e2e/support/settings";

// One portal with its embedded API on a fresh data folder for the whole run; every flow runs
// twice, with JavaScript enabled and disabled, in Debian's chromium (never a downloaded browser), its headless shell when installed.
const OUTAGE = /api-outage\.spec\.ts$/;
// Plain HTTP requests that no browser setting changes: the js project runs them once.
const HTTP_ONLY = /security\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Tests, not files, are shared out between the workers, so a long spec no longer keeps one worker
  // busy while the other idles. No test depends on another's order: each starts on its own session,
  // and each project changes data of its own.
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  forbidOnly: true,
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    locale: "en-GB",
    extraHTTPHeaders: { "Accept-Language": "en-GB,en;q=0.9" },
    launchOptions: { executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS },
  },
  projects: [
    // A test tagged PAGES_WITHOUT_SCRIPTS walks pages sent without scripts, which JavaScript does not change.
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: new RegExp(PAGES_WITHOUT_SCRIPTS), testIgnore: [OUTAGE] },
    // A test tagged JS_ONLY checks what only scripts do (focus handling, client-side navigation).
    { name: "no-js", use: { javaScriptEnabled: false }, grepInvert: new RegExp(JS_ONLY), testIgnore: [OUTAGE, HTTP_ONLY] },
    // Stops the embedded API, which any test running beside it would feel: it runs after the others.
    { name: "outage", use: { javaScriptEnabled: false }, testMatch: OUTAGE, dependencies: ["js", "no-js"] },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node ${process.env.PORTAL_BUILD_DIR ?? "build"}/server.js`,
    url: `${BASE_URL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(E2E_PORT),
      PAYROLL_API_PORT: String(E2E_PORT + 1000),
      DATA_DIR: E2E_DATA_DIR,
      SESSION_SECRET: E2E_SESSION_SECRET,
      PORTAL_URL: BASE_URL,
      // Many tests sign in from the same address; the per-account limit is what they exercise. The
      // embedded API, which keeps the limits, inherits this environment.
      LOGIN_ATTEMPTS_PER_CLIENT: "1000",
      // So are registrations, password resets and invitations (docs/decisions/0033): their per-client throttles are raised too.
      REGISTRATIONS_PER_CLIENT: "1000",
      PASSWORD_RESETS_PER_CLIENT: "1000",
      INVITATIONS_PER_SENDER: "1000",
    },
  },
});

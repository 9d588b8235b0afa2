// Overridable so that two runs can share a machine (each needs its own port and data folder).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? "tmp/e2e-data";
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** The embedded API's own address, where the tests play the provider's back office. */
export const E2E_API_URL = `http://127.0.0.1:${E2E_PORT + 1000}`;
/** The tag of a test that only the js project runs. */
export const JS_ONLY = "@js-only";
/**
 * The tag of a walk through pages the portal sends without scripts (docs/decisions/0076): a browser
 * shows them alike with JavaScript on and off, so only the no-js project runs it (decision 77). A
 * page with scripts it passes through is named in an annotation of type PAGE_WITH_SCRIPTS_WALKED_ELSEWHERE,
 * its path as the description: another walk covers that page with JavaScript.
 */
export const PAGES_WITHOUT_SCRIPTS = "@pages-without-scripts";
export const PAGE_WITH_SCRIPTS_WALKED_ELSEWHERE = "page with scripts, walked with JavaScript by another test";
export const DEMO_PASSWORD = "Demo-portal-2026";
/** The test portal's session secret: the security tests open its cookie to find the API token they look for. */
export const E2E_SESSION_SECRET = "e2e-session-secret-that-is-long-enough-1234";

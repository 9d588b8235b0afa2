import { existsSync } from "node:fs";

// Debian's headless shell (`apt-get install -y chromium-headless-shell`) is Chromium without the
// browser around it: the browser tests took 15 % less time on it than on the full /usr/bin/chromium
// (docs/decisions/0057). CHROMIUM_PATH points elsewhere on a machine that is not Debian.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The tests' browser: as CHROMIUM_ARGS (which the bench keeps, to measure pages as a browser shows
 * them), less two of Chromium's features that cost the tests half their CPU per page without
 * scripts and a third per page with them (docs/decisions/0077): RenderDocument gives every document
 * a new frame, widget and compositor, and ProactivelySwapBrowsingInstance a new browsing instance on
 * every typed address (`page.goto`). Neither changes what a page shows or does.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, "--disable-features=RenderDocument,ProactivelySwapBrowsingInstance"];

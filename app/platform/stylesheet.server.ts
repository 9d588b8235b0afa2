import { readFileSync } from "node:fs";
import path from "node:path";
import { cssBundleHref } from "@remix-run/css-bundle";

let text: string | undefined;

/**
 * The portal's one stylesheet, which every document carries in its head (app/ui/page-styles.tsx):
 * the first paint needs no request of its own, which a slow connection shares with the page's
 * scripts. Read once from the build's assets, where server.ts serves them.
 */
export function stylesheetText(): string {
  if (text === undefined) {
    if (!cssBundleHref) return (text = "");
    const buildDir = process.env.PORTAL_BUILD_DIR;
    const assets = buildDir ? path.join(buildDir, "assets") : path.join("public", "build");
    text = readFileSync(path.join(assets, cssBundleHref.replace(/^\/build\//, "")), "utf8");
  }
  return text;
}

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

let text: string | undefined;
let href: string | null | undefined;

/** Where the build is: PORTAL_BUILD_DIR (two builds sharing a checkout), else build/. */
const buildDirectory = () => process.env.PORTAL_BUILD_DIR ?? "build";

/** The browser build's one stylesheet, as its Vite manifest names it; null under the dev server, which builds none. */
function stylesheetFile(): string | null {
  const manifestPath = path.join(buildDirectory(), "client", ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { file: string }>;
  return manifest["style.css"]?.file ?? null;
}

/** The stylesheet's address, for the pages server.ts answers itself (a refusal before React Router). */
export function stylesheetHref(): string | undefined {
  if (href === undefined) href = stylesheetFile();
  return href ? `/${href}` : undefined;
}

/**
 * The portal's one stylesheet, which every document carries in its head (app/ui/page-styles.tsx):
 * the first paint needs no request of its own, which a slow connection shares with the page's
 * scripts. Read once from the browser's build (vite.config.ts); under the dev server, React Router links its styles.
 */
export function stylesheetText(): string {
  if (text === undefined) {
    const file = stylesheetFile();
    text = file ? readFileSync(path.join(buildDirectory(), "client", file), "utf8") : "";
  }
  return text;
}

// The portal's own origin, only to resolve a target against: a target that resolves anywhere else is not ours.

import { pageUrlOf } from "./page-url";

const OWN_ORIGIN = "http://portal.invalid";
// Browsers drop tabs and line breaks from an address ("/\t/evil.example" is "//evil.example" to them),
// and a Location header refuses them outright (a 500). C1 controls are invisible and never needed either.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** The target, decoded once: undefined for a malformed escape, which no page of ours produces. */
function decodedOnce(to: string): string | undefined {
  try {
    return decodeURIComponent(to);
  } catch {
    return undefined;
  }
}

/** A path that a browser, or whatever decodes it once more, could read as another host. */
const leavesTheSite = (path: string) => path.startsWith("//") || path.includes("\\") || CONTROL_CHARACTER.test(path);

/**
 * Every redirect target built from client input goes through here: a path on this site, else the
 * fallback, never a throw. The target is resolved against the portal's own origin and must stay on it;
 * what comes back is that resolution's path, query and hash, percent-encoded as URL does, so that it is
 * always a valid Location header (a line break or a character above Latin-1 would make it a 500).
 * Refused, also after decoding once: `//` and `\` (another host), control characters, other schemes,
 * userinfo, hosts or ports. The query may carry an encoded `//` (a return address of its own).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || leavesTheSite(to)) return fallback;
  const decoded = decodedOnce(to);
  if (decoded === undefined || CONTROL_CHARACTER.test(decoded) || leavesTheSite(decoded.split(/[?#]/)[0])) return fallback;
  const url = new URL(to, OWN_ORIGIN);
  // Dot segments resolve too: "/..//evil.example" becomes the path "//evil.example".
  if (url.origin !== OWN_ORIGIN || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * /login, keeping where the user was going when it is worth returning to. For a submission, that is
 * its form's page (the address it was posted to), where the form comes back with what was typed
 * (app/platform/kept-form.server.ts).
 */
export function loginPathFor(request: Request): string {
  const url = pageUrlOf(request);
  if (url.pathname === "/") return "/login";
  return `/login?${new URLSearchParams({ redirectTo: safeRedirect(`${url.pathname}${url.search}`) })}`;
}

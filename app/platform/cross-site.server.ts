import type { RequestHandler } from "express";
import type { Language } from "~domain/languages";
import { languageOfExpressRequest, ownRefusalPage } from "./own-pages.server";
import { logSecurityEvent } from "./security-log.server";

// Remix refuses an action whose Origin names another host, but as a bare 500 with a stack trace in
// the log. The portal refuses such requests itself, before Remix, and answers as a page.
const READ_ONLY_METHODS = new Set(["GET", "HEAD"]);

type RequestSource = { method: string; origin?: string; referer?: string; forwardedHost?: string; host?: string };

/** The host the request says it came from (Origin, else Referer), or "unknown" for Origin: null or an address that does not parse. */
function sourceHostOf(origin: string | undefined, referer: string | undefined): string | undefined {
  const source = origin ?? referer;
  if (source === undefined) return undefined;
  try {
    return new URL(source).host || "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * Whether a request that may change something comes from another site. The portal's own host is
 * the one Remix compares with (the first X-Forwarded-Host, else Host), so nothing this lets through
 * is refused by Remix after it. A request that names no source at all is no browser's cross-site
 * request: browsers send Origin with every such POST.
 */
export function isCrossSite({ method, origin, referer, forwardedHost, host }: RequestSource): boolean {
  if (READ_ONLY_METHODS.has(method.toUpperCase())) return false;
  const sourceHost = sourceHostOf(origin, referer);
  if (sourceHost === undefined) return false;
  const ownHost = forwardedHost?.split(",")[0]?.trim() || host;
  return sourceHost !== ownHost;
}

/** The refusal as a whole page of its own: no loader runs for it, so nothing reaches the payroll API. */
export const crossSiteRefusalPage = (language: Language, stylesheetHref?: string) => ownRefusalPage("crossSite", language, stylesheetHref);

/** 403, a page in the user's language and one security log line for a cross-site request that may change something. */
export function refuseCrossSiteRequests(stylesheetHref: () => string | undefined): RequestHandler {
  return (req, res, next) => {
    const source = { origin: req.get("origin"), referer: req.get("referer") };
    if (!isCrossSite({ method: req.method, ...source, forwardedHost: req.get("x-forwarded-host"), host: req.get("host") })) return next();
    // Only the source's host: a Referer's path and query may carry what is none of the log's business.
    logSecurityEvent("cross-site-refused", { method: req.method, path: req.path, sourceHost: sourceHostOf(source.origin, source.referer) });
    languageOfExpressRequest(req)
      .then((language) => res.status(403).type("html").set("Cache-Control", "no-store").send(crossSiteRefusalPage(language, stylesheetHref())))
      .catch(next);
  };
}

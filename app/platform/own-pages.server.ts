import type { Request as ExpressRequest } from "express";
import type { Language } from "~domain/languages";
import { languageOf, resources } from "./i18next.server";

// The pages server.ts answers itself, before React Router: a refusal of what was sent, in the user's
// language, as a whole page of its own. No loader runs for it, so nothing reaches the payroll API.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The refusals server.ts answers itself (common:errorPages.<refusal>). */
export type OwnRefusal = "crossSite" | "tooLarge";

export function ownRefusalPage(refusal: OwnRefusal, language: Language, stylesheetHref?: string): string {
  const { [refusal]: page, backHome } = resources[language].common.errorPages;
  const stylesheet = stylesheetHref ? `<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">` : "";
  return [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(page.title)}</title>${stylesheet}</head>`,
    `<body><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.body)}</p>`,
    `<p><a href="/">${escapeHtml(backHome)}</a></p></main></body></html>`,
  ].join("");
}

/** The language the user reads the portal in, from the same ?lng=, cookie and Accept-Language as every page. */
export function languageOfExpressRequest(req: ExpressRequest): Promise<Language> {
  const headers = new Headers();
  for (const name of ["cookie", "accept-language"]) {
    const value = req.get(name);
    if (value) headers.set(name, value);
  }
  return languageOf(new Request(new URL(req.originalUrl, "http://portal.invalid"), { headers }));
}

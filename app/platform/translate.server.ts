import { createInstance, type i18n } from "i18next";
import { formattersFor } from "./formatters";
import { i18nConfig, type Namespace } from "./i18n";
import { languageOf, resources } from "./i18next.server";
import type { PageT } from "./i18n/keys";

// Built once with every language's texts: a translator for a request is then a cheap fixed view of it.
const translations = createInstance();
void translations.init({ ...i18nConfig, resources, initAsync: false });
withDayFormat(translations);

/** The `day` format the pages' own Translator knows (a calendar date with its weekday), given to an i18next instance. */
export function withDayFormat(instance: i18n): void {
  instance.services.formatter?.add("day", (value: unknown, language: string | undefined) =>
    formattersFor(language ?? i18nConfig.fallbackLng).day(String(value)),
  );
}

/** A translator in the request's language, for a text a loader or action decides. */
export async function translatorFor<N extends Namespace>(request: Request, namespace: N) {
  return translations.getFixedT(await languageOf(request), namespace);
}

/** A translator in the request's language for keys of any namespace written in full (team:status.…), as a page's i18n.t takes them. */
export async function pageTranslatorFor(request: Request): Promise<PageT> {
  return translations.getFixedT(await languageOf(request), [...i18nConfig.ns]);
}

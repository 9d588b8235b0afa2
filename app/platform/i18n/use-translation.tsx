import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { TFunction } from "i18next";
import type { Namespace } from "~/platform/i18n";
import type { PageT } from "./keys";
import type { Translator } from "./translator";

// The page's texts for its components, server and browser alike: what react-i18next's provider and
// hook gave, on the portal's own translator, which keeps i18next off the browser's critical path
// (docs/decisions/0074). The keys stay typed by i18next's types, which cost the browser nothing.

const PageTranslatorContext = createContext<Translator | null>(null);

export function PageTranslations({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <PageTranslatorContext.Provider value={translator}>{children}</PageTranslatorContext.Provider>;
}

/** The page's translator, for what reads its language and namespaces. */
export function usePageTranslator(): Translator {
  const translator = useContext(PageTranslatorContext);
  if (!translator) throw new Error("The page's translations are read outside the root's PageTranslations.");
  return translator;
}

/**
 * A t() whose keys without a namespace are in the first of `namespaces` (common when none), and the
 * page's i18n: its language, and a t() of every key, common's as they are and any other in full.
 */
export function useTranslation<const Ns extends Namespace | readonly Namespace[] = "common">(namespaces?: Ns) {
  const translator = usePageTranslator();
  const first = (typeof namespaces === "string" ? namespaces : namespaces?.[0]) ?? "common";
  return useMemo(
    () => ({
      t: translator.fixedT(first) as unknown as TFunction<Ns>,
      i18n: { language: translator.language, t: translator.fixedT("common") as unknown as PageT },
    }),
    [translator, first],
  );
}

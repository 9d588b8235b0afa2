import type { ParseKeys, TFunction } from "i18next";
import type { Namespace } from "~/platform/i18n";

// The keys are typed from the English texts (./i18next.d.ts): a key that does not exist fails tsc.

type AllNamespaces = ["common", ...Exclude<Namespace, "common">[]];

/** The t() of a whole page (i18n.t): a key of common as it is, any other one as "namespace:key". */
export type PageT = TFunction<AllNamespaces>;
/** A key as PageT takes it. */
export type PageKey = ParseKeys<AllNamespaces>;

/**
 * A key of namespace N written in full (help:faq.title), as label tables and props keep them; a
 * component reads them with the t() of useTranslation([N, …]).
 */
export type FullKey<N extends Namespace> = Extract<ParseKeys<[N]>, `${N}:${string}`>;

/**
 * A key that arrives as data, such as a zod or API message in a form's reply, which tsc cannot
 * follow from where it is written to the t() that reads it (with i18n.t, which takes any key).
 * tests/unit/translations.test.ts checks every such key where it is written.
 */
export const keyFromData = (key: string) => key as PageKey;

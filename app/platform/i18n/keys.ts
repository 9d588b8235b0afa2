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

/** What a message as data may say: numbers, calendar dates (yyyy-MM-dd) and clock times. */
export type MessageValues = Record<string, number | string>;

/**
 * A message as data that says values, such as the hours a student has left (STUDENT_HOURS_RUN_OUT)
 * or the hours of another contract a day clashes with: its key and the values as a query
 * (key?hoursLeft=4&year=2026). A form's reply carries it as any message; translateData reads it
 * back. Keys never hold a "?".
 */
export function messageWithValues(key: string, values: MessageValues): string {
  const entries = Object.entries(values);
  return entries.length === 0 ? key : `${key}?${new URLSearchParams(entries.map(([name, value]) => [name, String(value)]))}`;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A message as data, translated: its key, with the values it says when it carries some (messageWithValues). */
export function translateData(i18n: { t: (key: PageKey, values?: MessageValues) => string }, message: string): string {
  const separator = message.indexOf("?");
  if (separator < 0) return i18n.t(keyFromData(message));
  const values = Object.fromEntries(
    [...new URLSearchParams(message.slice(separator + 1))].map(([name, value]) => [name, NUMBER.test(value) ? Number(value) : value]),
  );
  return i18n.t(keyFromData(message.slice(0, separator)), values);
}

// A page's texts in one language, as small as the browser's critical path needs (docs/decisions/0074):
// the portal's texts only ever look a key up in a namespace ("ns:a.b" or the default one), put
// variables in ({{name}}, with the page's default variables), choose a plural form by count (key_one,
// key_other, as i18next's JSON v4 names them) and format a number, an amount in euros or a calendar
// date with its weekday (a message that names the day it is about). i18next does
// the same on the server for what loaders and actions word; the page renders with this on both sides.

import { formattersFor } from "../formatters";

export type NamespaceTexts = { [key: string]: string | NamespaceTexts };

export type TranslateOptions = { count?: number } & Record<string, unknown>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*([\w]+)(?:\(([^)]*)\))?\s*)?\}\}/g;

export class Translator {
  private readonly texts = new Map<string, NamespaceTexts>();
  private readonly plurals: Intl.PluralRules;

  constructor(
    readonly language: string,
    private readonly defaultNamespace: string,
    private readonly defaultVariables: Record<string, unknown> = {},
  ) {
    this.plurals = new Intl.PluralRules(language);
  }

  addNamespace(namespace: string, texts: NamespaceTexts): void {
    this.texts.set(namespace, texts);
  }

  hasNamespace(namespace: string): boolean {
    return this.texts.has(namespace);
  }

  namespaces(): string[] {
    return [...this.texts.keys()];
  }

  /** The text of `key` ("ns:a.b", or "a.b" in `namespace`); the key itself when there is none, as i18next answers. */
  t(key: string, options: TranslateOptions = {}, namespace = this.defaultNamespace): string {
    const separator = key.indexOf(":");
    const [ns, path] = separator > 0 ? [key.slice(0, separator), key.slice(separator + 1)] : [namespace, key];
    const text = this.pluralOf(ns, path, options.count) ?? this.lookUp(ns, path);
    return typeof text === "string" ? this.interpolate(text, options) : path;
  }

  /** A `t` whose keys without a namespace are in `namespace`. */
  fixedT(namespace: string): (key: string, options?: TranslateOptions) => string {
    return (key, options) => this.t(key, options, namespace);
  }

  private lookUp(namespace: string, path: string): string | NamespaceTexts | undefined {
    let node: string | NamespaceTexts | undefined = this.texts.get(namespace);
    for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
    return node;
  }

  private pluralOf(namespace: string, path: string, count: number | undefined): string | undefined {
    if (typeof count !== "number") return undefined;
    const form = this.lookUp(namespace, `${path}_${this.plurals.select(count)}`) ?? this.lookUp(namespace, `${path}_other`);
    return typeof form === "string" ? form : undefined;
  }

  private interpolate(text: string, options: TranslateOptions): string {
    return text.replace(PLACEHOLDER, (placeholder, name: string, format?: string, argument?: string) => {
      const value = name in options ? options[name] : this.defaultVariables[name];
      if (value === undefined || value === null) return placeholder;
      if (format === "number") return new Intl.NumberFormat(this.language).format(Number(value));
      if (format === "currency") return new Intl.NumberFormat(this.language, { style: "currency", currency: argument || "EUR" }).format(Number(value));
      if (format === "day") return formattersFor(this.language).day(String(value));
      return String(value);
    });
  }
}

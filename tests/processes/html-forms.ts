// Just enough HTML reading for the hostile-input test: the links of a server-rendered page and its
// POST forms with their fields, as React renders them (attributes always in double quotes).

/** What a text field takes, by its type or input mode: a date or time, a number, or any text. */
export type TextFormat = "date" | "number" | "text";

export type FormControl = {
  name: string;
  /** What the browser would send unchanged: the value, the checked choice, the selected option. */
  value: string | null;
  kind: "text" | "hidden" | "password" | "file" | "choice" | "button";
  /** A text field's format. */
  format?: TextFormat;
  /** The values a choice offers (a select's options, a radio button's or a checkbox's own value), checked or not. */
  options?: string[];
};

export type PageForm = { action: string; multipart: boolean; controls: FormControl[] };

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'", "#x27": "'", "#39": "'" };

const decode = (text: string) => text.replace(/&(amp|quot|lt|gt|apos|#x27|#39);/g, (_all, name: string) => ENTITIES[name]);

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attributes.set(name.toLowerCase(), decode(value ?? ""));
  return attributes;
}

/** The same-site paths the page links to, without their query. */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\bhref="(\/[^"/][^"]*|\/)"/g)].map(([, href]) => decode(href).split(/[?#]/)[0]);
}

const TEXT_TYPES = new Set(["", "text", "email", "tel", "url", "search", "number", "date", "month", "week", "time", "datetime-local"]);
const DATE_TYPES = new Set(["date", "month", "week", "time", "datetime-local"]);
const NUMBER_INPUT_MODES = new Set(["numeric", "decimal"]);

function formatOf(type: string, attributes: Map<string, string>): TextFormat {
  if (DATE_TYPES.has(type)) return "date";
  return type === "number" || NUMBER_INPUT_MODES.has(attributes.get("inputmode") ?? "") ? "number" : "text";
}

function controlOf(tag: string, attributes: Map<string, string>, body: string): FormControl | null {
  const name = attributes.get("name");
  if (!name || attributes.has("disabled")) return null;
  if (tag === "textarea") return { name, value: decode(body), kind: "text", format: "text" };
  if (tag === "select") {
    const options = [...body.matchAll(/<option\b([^>]*)>/g)].map(([, options]) => attributesOf(options));
    const selected = options.find((option) => option.has("selected")) ?? options[0];
    return { name, value: selected?.get("value") ?? null, kind: "choice", options: options.map((option) => option.get("value") ?? "").filter(Boolean) };
  }
  if (tag === "button") return attributes.get("type") === "button" ? null : { name, value: attributes.get("value") ?? "", kind: "button" };
  const type = (attributes.get("type") ?? "").toLowerCase();
  if (type === "submit") return { name, value: attributes.get("value") ?? "", kind: "button" };
  if (type === "checkbox" || type === "radio") {
    const value = attributes.get("value") ?? "on";
    return { name, value: attributes.has("checked") ? value : null, kind: "choice", options: [value] };
  }
  if (type === "file" || type === "hidden" || type === "password") return { name, value: type === "file" ? null : (attributes.get("value") ?? ""), kind: type };
  // A text field out of the tab order is a trap for robots (the honeypot), which nobody types into.
  if (attributes.get("tabindex") === "-1") return { name, value: attributes.get("value") ?? "", kind: "hidden" };
  if (!TEXT_TYPES.has(type)) return { name, value: attributes.get("value") ?? "", kind: "choice" };
  return { name, value: attributes.get("value") ?? "", kind: "text", format: formatOf(type, attributes) };
}

/** The page's forms of `method`, each with its controls (inside it, or tied to it by their form attribute). */
export function formsOf(html: string, pagePath: string, method: "get" | "post"): PageForm[] {
  const blocks = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map((match) => ({
    attributes: attributesOf(match[1]),
    start: match.index,
    end: match.index + match[0].length,
  }));
  const forms = blocks.map((block) => ({
    block,
    form: {
      action: (block.attributes.get("action") || pagePath).split(/[?#]/)[0],
      multipart: block.attributes.get("enctype") === "multipart/form-data",
      controls: [] as FormControl[],
    },
  }));
  for (const match of html.matchAll(/<(input|button)\b([^>]*)>|<(select|textarea)\b([^>]*)>([\s\S]*?)<\/\3>/g)) {
    const [, emptyTag, emptyAttributes, tag = emptyTag, rawAttributes = emptyAttributes, body = ""] = match;
    const attributes = attributesOf(rawAttributes);
    const control = controlOf(tag, attributes, body);
    if (!control) continue;
    const owner = attributes.has("form")
      ? forms.find(({ block }) => block.attributes.get("id") === attributes.get("form"))
      : forms.find(({ block }) => block.start < match.index && match.index < block.end);
    owner?.form.controls.push(control);
  }
  return forms.filter(({ block }) => (block.attributes.get("method") ?? "get").toLowerCase() === method).map(({ form }) => form);
}

/** How React writes a string into an attribute or text: what an escaped reflection of it looks like. */
export const escapedAsReact = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

// A browser without JavaScript, as far as a server-rendered form needs one (docs/decisions/0066): it
// reads a page with a real HTML parser (parse5), fills a form's fields by their names, presses a
// button, builds the form data set as the HTML standard says a browser does (tree order, the pressed
// button's own name and value, checked boxes, selected options, hidden fields such as the one-time
// form key), posts it urlencoded or multipart, and follows redirects with a cookie jar. It refuses
// what a browser could not do: fill a field the form does not have (or one nobody can type into),
// press a disabled button or one outside the form, pick an option a select does not offer.
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
export type Element = DefaultTreeAdapterMap["element"];
type Document = DefaultTreeAdapterMap["document"];

const isElement = (node: Node): node is Element => "tagName" in node;

export const attributeOf = (element: Element, name: string): string | undefined => element.attrs.find((attribute) => attribute.name === name)?.value;

/** Every element under `root`, in tree order, that `matches`. */
export function elementsOf(root: Node, matches: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if (isElement(node) && matches(node)) found.push(node);
    if ("childNodes" in node) node.childNodes.forEach(visit);
  };
  visit(root);
  return found;
}

/** An element's text nodes joined, as written (a textarea's value). */
function rawTextOf(node: Node): string {
  const parts: string[] = [];
  const visit = (child: Node) => {
    if (child.nodeName === "#text" && "value" in child) parts.push(child.value);
    if ("childNodes" in child) child.childNodes.forEach(visit);
  };
  visit(node);
  return parts.join("");
}

/** An element's text as a reader sees it: white space collapsed. */
export const textOf = (node: Node): string => rawTextOf(node).replace(/\s+/g, " ").trim();

export const byId = (root: Node, id: string): Element | undefined => elementsOf(root, (element) => attributeOf(element, "id") === id)[0];

const ancestorsOf = (element: Element): Element[] => {
  const ancestors: Element[] = [];
  for (let parent = element.parentNode; parent && isElement(parent); parent = parent.parentNode) ancestors.push(parent);
  return ancestors;
};

const LISTED = new Set(["input", "select", "textarea", "button"]);
const BUTTON_INPUTS = new Set(["submit", "image", "reset", "button"]);

const inputType = (element: Element) => (element.tagName === "input" ? (attributeOf(element, "type") ?? "text").toLowerCase() : element.tagName);

/** Disabled by its own attribute or by a disabled fieldset around it (outside that fieldset's first legend). */
function isDisabled(element: Element): boolean {
  if (attributeOf(element, "disabled") !== undefined) return true;
  return ancestorsOf(element).some((ancestor, index, ancestors) => {
    if (ancestor.tagName !== "fieldset" || attributeOf(ancestor, "disabled") === undefined) return false;
    const firstLegend = ancestor.childNodes.find((child): child is Element => isElement(child) && child.tagName === "legend");
    return !firstLegend || !ancestors.slice(0, index).includes(firstLegend);
  });
}

const isSubmitButton = (element: Element) =>
  (element.tagName === "button" && (attributeOf(element, "type") ?? "submit").toLowerCase() === "submit") ||
  (element.tagName === "input" && ["submit", "image"].includes(inputType(element)));

const buttonLabelOf = (element: Element) => (element.tagName === "button" ? textOf(element) : (attributeOf(element, "value") ?? ""));

const optionValueOf = (option: Element) => attributeOf(option, "value") ?? textOf(option);

/** A chosen file, as the file chooser hands it to the form. */
export type ChosenFile = { filename: string; content: string | Uint8Array<ArrayBuffer>; type: string };
/** What a test types or chooses, by the control's name: text, a select's option (value or label), a radio's value, a checkbox ticked or not, a file. */
export type Answer = string | boolean | ChosenFile;

type Entry = [name: string, value: string | ChosenFile];

/** A form as the page rendered it, with what the test filled in on top. */
export class RenderedForm {
  private readonly answers = new Map<string, Answer>();

  constructor(
    readonly element: Element,
    /** The form's listed controls: inside it and not owned by another form, or anywhere with form="its id". */
    readonly controls: Element[],
    private readonly pageUrl: string,
  ) {}

  /** Fills controls by name; every name must be a control of this form that a user can change. */
  fill(answers: Record<string, Answer>): this {
    for (const [name, answer] of Object.entries(answers)) {
      const named = this.controls.filter(
        (control) => attributeOf(control, "name") === name && !BUTTON_INPUTS.has(inputType(control)) && control.tagName !== "button",
      );
      if (named.length === 0) throw new Error(`The form has no field named "${name}" (it has: ${this.fieldNames().join(", ")})`);
      if (named.every(isDisabled)) throw new Error(`The field "${name}" is disabled`);
      const type = inputType(named[0]);
      if (type === "hidden") throw new Error(`The field "${name}" is hidden: nobody can type into it`);
      if (named.some((control) => attributeOf(control, "readonly") !== undefined)) throw new Error(`The field "${name}" is read-only`);
      if (type === "select") {
        const options = elementsOf(named[0], (element) => element.tagName === "option");
        if (!options.some((option) => optionValueOf(option) === answer || textOf(option) === answer))
          throw new Error(`The select "${name}" has no option ${String(answer)}`);
      }
      if (type === "radio" && !named.some((control) => (attributeOf(control, "value") ?? "on") === answer))
        throw new Error(`No radio button "${name}" has the value ${String(answer)}`);
      if (type === "checkbox" && typeof answer !== "boolean") throw new Error(`The checkbox "${name}" is ticked with true or false`);
      if (type === "file" && typeof answer !== "object") throw new Error(`The file field "${name}" takes a chosen file`);
      this.answers.set(name, answer);
    }
    return this;
  }

  fieldNames(): string[] {
    return [...new Set(this.controls.map((control) => attributeOf(control, "name")).filter((name): name is string => Boolean(name)))];
  }

  /** The value a control shows: what was filled in, else what the server rendered. */
  valueOf(name: string): string | undefined {
    const entry = this.entries(undefined).find(([entryName]) => entryName === name);
    return entry && typeof entry[1] === "string" ? entry[1] : undefined;
  }

  /**
   * The submit button a user presses, by its label (a button's text, an input's value), or the
   * form's first submit button when none is named (pressing Enter in a field).
   */
  button(label?: string): Element {
    const buttons = this.controls.filter(isSubmitButton);
    const button = label === undefined ? buttons[0] : buttons.find((candidate) => buttonLabelOf(candidate) === label);
    if (!button) throw new Error(`The form has no submit button ${label === undefined ? "" : `"${label}" `}(it has: ${buttons.map(buttonLabelOf).join(", ")})`);
    if (isDisabled(button)) throw new Error(`The button "${buttonLabelOf(button)}" is disabled`);
    return button;
  }

  /** The form data set a press of `submitter` sends, in tree order. */
  entries(submitter: Element | undefined): Entry[] {
    const entries: Entry[] = [];
    for (const control of this.controls) {
      const name = attributeOf(control, "name");
      if (!name || isDisabled(control)) continue;
      const type = inputType(control);
      const answer = this.answers.get(name);
      if (control.tagName === "button" || BUTTON_INPUTS.has(type)) {
        if (control === submitter) entries.push([name, attributeOf(control, "value") ?? ""]);
      } else if (type === "checkbox") {
        if (answer === undefined ? attributeOf(control, "checked") !== undefined : answer === true) entries.push([name, attributeOf(control, "value") ?? "on"]);
      } else if (type === "radio") {
        const value = attributeOf(control, "value") ?? "on";
        if (answer === undefined ? attributeOf(control, "checked") !== undefined : answer === value) entries.push([name, value]);
      } else if (type === "file") {
        entries.push([name, typeof answer === "object" ? answer : { filename: "", content: "", type: "application/octet-stream" }]);
      } else if (type === "select") {
        const options = elementsOf(control, (element) => element.tagName === "option");
        const chosen =
          answer !== undefined
            ? options.filter((option) => optionValueOf(option) === answer || textOf(option) === answer).slice(0, 1)
            : options.filter((option) => attributeOf(option, "selected") !== undefined);
        // A single select with nothing selected shows, and sends, its first option that is not disabled.
        const sent = chosen.length > 0 || attributeOf(control, "multiple") !== undefined ? chosen : options.filter((option) => !isDisabled(option)).slice(0, 1);
        for (const option of sent) entries.push([name, optionValueOf(option)]);
      } else if (type === "textarea") {
        // The parser already dropped the newline that may follow <textarea>.
        entries.push([name, typeof answer === "string" ? answer : rawTextOf(control)]);
      } else {
        entries.push([name, typeof answer === "string" ? answer : (attributeOf(control, "value") ?? "")]);
      }
    }
    return entries;
  }

  /** The request a press of `label` makes: method, address and body as a browser sends them. */
  submission(label?: string): { method: string; url: string; body?: URLSearchParams | FormData } {
    const submitter = this.button(label);
    const method = (attributeOf(submitter, "formmethod") ?? attributeOf(this.element, "method") ?? "get").toLowerCase() === "post" ? "POST" : "GET";
    const action = new URL(attributeOf(submitter, "formaction") ?? attributeOf(this.element, "action") ?? this.pageUrl, this.pageUrl);
    const enctype = (attributeOf(submitter, "formenctype") ?? attributeOf(this.element, "enctype") ?? "").toLowerCase();
    // Browsers send every line break as CR LF.
    const lines = (text: string) => text.replace(/\r\n|\r|\n/g, "\r\n");
    const entries = this.entries(submitter);
    if (method === "GET" || enctype !== "multipart/form-data") {
      const params = new URLSearchParams(entries.map(([name, value]) => [lines(name), typeof value === "string" ? lines(value) : value.filename]));
      if (method === "POST") return { method, url: action.href, body: params };
      action.search = params.toString();
      return { method, url: action.href };
    }
    const data = new FormData();
    for (const [name, value] of entries) {
      if (typeof value === "string") data.append(lines(name), lines(value));
      else data.append(lines(name), new Blob([value.content], { type: value.type }), value.filename);
    }
    return { method, url: action.href, body: data };
  }
}

/** A page as the server answered it. */
export class ServedPage {
  readonly document: Document;

  constructor(
    readonly url: string,
    readonly status: number,
    readonly html: string,
  ) {
    this.document = parse(html);
  }

  /** The page's forms, in tree order. */
  forms(): RenderedForm[] {
    const forms = elementsOf(this.document, (element) => element.tagName === "form");
    const listed = elementsOf(this.document, (element) => LISTED.has(element.tagName));
    return forms.map((form) => {
      const id = attributeOf(form, "id");
      const controls = listed.filter((control) => {
        const owner = attributeOf(control, "form");
        if (owner !== undefined) return id !== undefined && owner === id;
        return ancestorsOf(control).find((ancestor) => ancestor.tagName === "form") === form;
      });
      return new RenderedForm(form, controls, this.url);
    });
  }

  /** The form that has a submit button labelled `button`: the one a user means by pressing it. */
  form(button: string): RenderedForm {
    const matching = this.forms().filter((form) => form.controls.some((control) => isSubmitButton(control) && buttonLabelOf(control) === button));
    if (matching.length !== 1) throw new Error(`${matching.length} forms of ${this.url} have a button "${button}"`);
    return matching[0];
  }

  /** The one h1's text. */
  heading(): string {
    const headings = elementsOf(this.document, (element) => element.tagName === "h1");
    if (headings.length !== 1) throw new Error(`${this.url} has ${headings.length} h1 elements`);
    return textOf(headings[0]);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 10;

/** One browser's cookies and requests against one site, without JavaScript. */
export class FormBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly origin: string,
    private readonly headers: Record<string, string> = { "accept-language": "en" },
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Drops a cookie, as its expiry would. */
  forget(name: string) {
    this.cookies.delete(name);
  }

  /** Replaces a cookie's value, as a test that ages a session does. */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  /** Opens `path` as a typed address or a followed link. */
  open(path: string): Promise<ServedPage> {
    return this.request("GET", new URL(path, this.origin).href);
  }

  /** Fills `form`'s fields by name and presses the button labelled `button` (its first submit button when none). */
  submit(form: RenderedForm, button?: string): Promise<ServedPage> {
    const { method, url, body } = form.submission(button);
    return this.request(method, url, body);
  }

  private async request(method: string, url: string, body?: URLSearchParams | FormData): Promise<ServedPage> {
    let current = { method, url, body };
    for (let redirects = 0; redirects <= MAX_REDIRECTS; redirects++) {
      const answer = await fetch(current.url, {
        method: current.method,
        body: current.body,
        redirect: "manual",
        headers: {
          ...this.headers,
          cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
          ...(current.method === "POST" ? { origin: this.origin } : {}),
        },
      });
      this.keep(answer);
      const location = answer.headers.get("location");
      if (!REDIRECTS.has(answer.status) || !location) return new ServedPage(current.url, answer.status, await answer.text());
      await answer.body?.cancel();
      const next = new URL(location, current.url).href;
      // 307 and 308 repeat the request; the others turn it into a GET of the new address.
      current = [307, 308].includes(answer.status) ? { ...current, url: next } : { method: "GET", url: next, body: undefined };
    }
    throw new Error(`More than ${MAX_REDIRECTS} redirects from ${url}`);
  }

  private keep(answer: Response) {
    for (const header of answer.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /max-age=0\b|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

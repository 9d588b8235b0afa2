import type { FileChooser, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

// A user who has only a keyboard (docs/decisions/0059): every move is Tab or Shift+Tab to a control
// found by its accessible name, then typing, Space, Enter or the arrow keys. No click, fill or check:
// a keyboard user's page records every such call made on it, and each step asserts there was none.

/** The most Tab presses from one control to the next before a test calls it unreachable. */
const MOST_TABS = 80;

/**
 * Playwright's calls that reach a page other than by keys: pointer actions, and those that set a
 * value or move the focus without a key (a locator's press and type focus their element first).
 */
const NOT_BY_KEYS = {
  locator: [
    "click",
    "dblclick",
    "tap",
    "hover",
    "dragTo",
    "fill",
    "clear",
    "check",
    "uncheck",
    "setChecked",
    "selectOption",
    "selectText",
    "setInputFiles",
    "focus",
    "press",
    "pressSequentially",
    "type",
  ],
  page: [
    "click",
    "dblclick",
    "tap",
    "hover",
    "dragAndDrop",
    "fill",
    "check",
    "uncheck",
    "setChecked",
    "selectOption",
    "setInputFiles",
    "focus",
    "press",
    "type",
  ],
  mouse: ["click", "dblclick", "down", "up", "move", "wheel"],
  keyboard: ["insertText"],
} as const;

/** What was done on each keyboard user's page other than by keys, since its last step. */
const notByKeys = new WeakMap<Page, string[]>();

/** Wraps `names` of `target` so that a call on a watched page is recorded before it runs. */
function recordCalls(target: object, names: readonly string[], kind: string, pageOf: (self: unknown) => Page) {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name]!;
    methods[name] = function (this: unknown, ...args: unknown[]) {
      notByKeys.get(pageOf(this))?.push(`${kind}.${name}`);
      return original.apply(this, args);
    };
  }
}

let prototypesWatched = false;

/** Starts recording on `page`: the prototypes of Page and Locator once per worker, its mouse and keyboard. */
function watch(page: Page) {
  if (notByKeys.has(page)) return;
  notByKeys.set(page, []);
  if (!prototypesWatched) {
    prototypesWatched = true;
    recordCalls(Object.getPrototypeOf(page.locator("html")), NOT_BY_KEYS.locator, "locator", (locator) => (locator as Locator).page());
    recordCalls(Object.getPrototypeOf(page), NOT_BY_KEYS.page, "page", (self) => self as Page);
  }
  recordCalls(page.mouse, NOT_BY_KEYS.mouse, "mouse", () => page);
  recordCalls(page.keyboard, NOT_BY_KEYS.keyboard, "keyboard", () => page);
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** What has the focus, in words, for a failure's message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "the page's body";
    const name = element.getAttribute("aria-label") ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? "";
    return `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 60)}"`;
  });

type KeyedWindow = Window & { keysPressedHere?: boolean };

/** Counts the Tab presses of one run through a wizard, step by step. */
export class KeyboardUser {
  private presses = 0;
  readonly steps: Record<string, number> = {};

  /** The file choosers the page opened, each taken by the chooseFile whose key opened it. */
  private readonly choosers: FileChooser[] = [];

  constructor(readonly page: Page) {
    watch(page);
    // Playwright intercepts a page's file choosers once it has a listener, which it tells the browser
    // without waiting: listened to from the start, the interception is on long before a key opens a
    // chooser, where a listener added beside the key press could trail it.
    page.on("filechooser", (chooser) => this.choosers.push(chooser));
  }

  /** Presses Tab (Shift+Tab backwards) until `target` has the focus; fails after MOST_TABS presses. */
  tabTo(target: Locator, { backwards = false } = {}) {
    return this.tabUntil(() => hasFocus(target), String(target), backwards);
  }

  private async tabUntil(arrived: () => Promise<boolean>, where: string, backwards: boolean) {
    // Every key's move starts here: a document still marked when a page arrives is one the router changed.
    await this.page.evaluate(() => ((window as KeyedWindow).keysPressedHere = true));
    // A page can put the focus there itself (a new schedule day's first field, with JavaScript).
    if (await arrived()) return;
    for (let tabs = 1; tabs <= MOST_TABS; tabs++) {
      await this.page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
      this.presses++;
      if (await arrived()) return;
    }
    throw new Error(`${MOST_TABS} presses of ${backwards ? "Shift+Tab" : "Tab"} did not reach ${where}; the focus is on ${await focused(this.page)}`);
  }

  /** Ends a step: only keys got there (no click, fill, focus…), and its Tab presses are recorded under its name. */
  stepDone(step: string) {
    const others = notByKeys.get(this.page)!;
    expect(others, `${step}: reached by keys alone`).toEqual([]);
    others.length = 0;
    this.steps[step] = this.presses;
    this.presses = 0;
  }

  /**
   * A page that a key brought. A new document (every page without JavaScript, and with it a page left
   * from one sent without scripts, app/platform/page-scripts.tsx) has no control focused, and its first
   * Tab goes to the skip link. A page the router showed at another path gives its h1 the focus
   * (docs/decisions/0060), and the first Tab goes on into the main content; one at the same path (an
   * answer of the step's own form, such as Fetch company details) leaves the focus on no control, as
   * the wizard kit moves it nowhere, and the first Tab goes into the main content that replaced the
   * control pressed. That Tab counts as the next step's.
   */
  async arrived({ samePath = false } = {}) {
    const newDocument = await this.page.evaluate(() => !(window as KeyedWindow).keysPressedHere);
    const headingFocused = !newDocument && !samePath;
    await expect
      .poll(() => this.page.evaluate(() => (document.activeElement === document.body ? "body" : document.activeElement?.matches("main h1") ? "h1" : "other")), {
        message: headingFocused ? "the new page's h1 has the focus" : "the focus is on no control",
      })
      .toBe(headingFocused ? "h1" : "body");
    await this.page.keyboard.press("Tab");
    this.presses++;
    if (newDocument) await expect(this.page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    else
      expect(
        await this.page.evaluate(() => document.querySelector("main")?.contains(document.activeElement)),
        `the first Tab reached ${await focused(this.page)}`,
      ).toBe(true);
  }

  /** Types into a text field, found by its label or given (what it held is replaced). */
  async type(field: string | Locator, text: string) {
    const target = typeof field === "string" ? this.page.getByLabel(field, { exact: true }) : field;
    await this.tabTo(target);
    await this.page.keyboard.press("ControlOrMeta+A");
    await this.page.keyboard.press("Delete");
    await this.page.keyboard.type(text);
    await expect(target).toHaveValue(text);
  }

  /** Chooses an option of a select by typing its text, or the start of it (the browser's type-ahead). */
  async select(label: string, option: string, typed = option) {
    const select = this.page.getByLabel(label, { exact: true });
    await this.tabTo(select);
    await this.page.keyboard.type(typed);
    await expect(select.locator("option:checked")).toHaveText(option);
  }

  /** Answers a question of radio buttons: Tab into its group, arrows to the choice, Space. */
  async answer(question: string, choice: string) {
    const group = this.page.getByRole("group", { name: question, exact: true });
    const wanted = group.getByRole("radio", { name: choice, exact: true });
    const radios = await group.getByRole("radio").count();
    // A group is one Tab stop: its checked radio, else its first.
    await this.tabUntil(() => group.evaluate((element) => element.contains(document.activeElement)), `the question "${question}"`, false);
    for (let arrows = 0; !(await hasFocus(wanted)); arrows++) {
      if (arrows >= radios) throw new Error(`the arrow keys did not reach "${choice}" in "${question}"`);
      await this.page.keyboard.press("ArrowDown");
    }
    await this.page.keyboard.press("Space");
    await expect(wanted).toBeChecked();
  }

  /** Ticks or unticks a checkbox with Space. */
  async toggle(label: string) {
    await this.tabTo(this.page.getByLabel(label, { exact: true }));
    await this.page.keyboard.press("Space");
  }

  /**
   * Chooses a file for a file input: Enter on the input opens the browser's file chooser, as it does
   * for a keyboard user, and the chooser is given the file. Enter, not Space: a chooser needs the user
   * activation of a key press, which Enter gives and uses in the one event (keydown), where Space opens
   * it on its keyup, which gives none, so a renderer busy for seconds between the two (the test
   * command's vitest run beside the browser) can find the activation expired and show nothing.
   */
  async chooseFile(label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    const input = this.page.getByLabel(label, { exact: true });
    await this.tabTo(input);
    await this.page.keyboard.press("Enter");
    await expect.poll(() => this.choosers.length, { message: `Enter on ${label} opens a file chooser` }).toBe(1);
    await this.choosers.shift()!.setFiles(file);
    expect(await input.evaluate((element) => (element as HTMLInputElement).files?.[0]?.name)).toBe(file.name);
  }

  /** Follows a link with Enter. */
  async follow(link: string, options?: { backwards?: boolean }) {
    await this.tabTo(this.page.getByRole("link", { name: link, exact: true }), options);
    await this.page.keyboard.press("Enter");
  }

  /** Presses a button with Enter. */
  async press(button: string, options?: { backwards?: boolean }) {
    await this.tabTo(this.page.getByRole("button", { name: button, exact: true }), options);
    await this.page.keyboard.press("Enter");
  }
}

import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

// A user who has only a keyboard (docs/decisions/0059): every move is Tab or Shift+Tab to a control
// found by its accessible name, then typing, Space, Enter or the arrow keys. No click, fill or check.

/** The most Tab presses from one control to the next before a test calls it unreachable. */
const MOST_TABS = 80;

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** What has the focus, in words, for a failure's message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "the page's body";
    const name = element.getAttribute("aria-label") ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? "";
    return `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 60)}"`;
  });

/** Counts the Tab presses of one run through a wizard, step by step. */
export class KeyboardUser {
  private presses = 0;
  readonly steps: Record<string, number> = {};

  constructor(readonly page: Page) {}

  /** Presses Tab (Shift+Tab backwards) until `target` has the focus; fails after MOST_TABS presses. */
  tabTo(target: Locator, { backwards = false } = {}) {
    return this.tabUntil(() => hasFocus(target), String(target), backwards);
  }

  private async tabUntil(arrived: () => Promise<boolean>, where: string, backwards: boolean) {
    // A page can put the focus there itself (a new schedule day's first field, with JavaScript).
    if (await arrived()) return;
    for (let tabs = 1; tabs <= MOST_TABS; tabs++) {
      await this.page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
      this.presses++;
      if (await arrived()) return;
    }
    throw new Error(`${MOST_TABS} presses of ${backwards ? "Shift+Tab" : "Tab"} did not reach ${where}; the focus is on ${await focused(this.page)}`);
  }

  /** Ends a step: its Tab presses so far are recorded under its name. */
  stepDone(step: string) {
    this.steps[step] = this.presses;
    this.presses = 0;
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

  /** Chooses an option of a select by typing its text (the browser's type-ahead). */
  async select(label: string, option: string) {
    const select = this.page.getByLabel(label, { exact: true });
    await this.tabTo(select);
    await this.page.keyboard.type(option);
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

  /** Presses a button with Enter. */
  async press(button: string, options?: { backwards?: boolean }) {
    await this.tabTo(this.page.getByRole("button", { name: button, exact: true }), options);
    await this.page.keyboard.press("Enter");
  }
}

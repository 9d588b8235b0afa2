// Every action of the portal, fed the hostile-input corpus (tests/support/hostile-input.ts) through the
// production build, on a portal and embedded API of its own (what the corpus saves spoils no other
// test's data): no answer is a 5xx, nothing comes back unescaped, and a refused form comes back with
// what was typed. The actions are read from the build's route manifest and their fields from the
// forms their pages render, so a new action is covered without editing this file. Run by
// scripts/test-all.mjs after `remix build`; alone: npx vitest run --config tests/processes/vitest.config.ts hostile-input
import { HOSTILE_BODIES, HOSTILE_FILES, HOSTILE_TEXTS, SCRIPT_MARKER, type HostileText } from "../support/hostile-input";
import { escapedAsReact, type FormControl, type PageForm } from "./html-forms";
import { bodyOf, errorLinesOf, fieldsToFill, startPortalUnderTest, type Account, type FormFields, type PortalUnderTest } from "./portal-crawl";

/** What the attribute-breakout entry of the corpus would look like unescaped. */
const RAW_ATTRIBUTE = `onerror="hostileInput('attribute')"`;

let portal: PortalUnderTest;

beforeAll(async () => {
  portal = await startPortalUnderTest("hostile-input");
}, 200_000);

afterAll(async () => {
  await portal?.stop();
});

type Submission = FormFields & { repeated?: boolean };

/**
 * The form as its page renders it, the given button pressed, with `texts` in the fields they name (a
 * field is a name: a group of radios gets one value) and, when `repeated`, each of those sent twice.
 */
function filledIn(form: PageForm, button: FormControl | undefined, texts = new Map<string, HostileText>(), repeated = false): Submission {
  const fields: [string, HostileText | string][] = [];
  for (const control of form.controls) {
    if (control.kind === "button" || control.kind === "file") continue;
    const text = texts.get(control.name);
    if (text === undefined) {
      if (control.value !== null) fields.push([control.name, control.value]);
    } else if (!fields.some(([name]) => name === control.name)) {
      fields.push([control.name, text]);
      if (repeated) fields.push([control.name, "a second value"]);
    }
  }
  if (button) fields.push([button.name, button.value ?? ""]);
  return { fields, repeated };
}

/**
 * The rounds an action's form gets: text i of the corpus goes into the i-th field to fill (mod n), n
 * fields at once, so every text reaches the action in a field of its own in ceil(T / n) submissions
 * rather than T. Every round presses the next button (each is pressed), and every fifth sends each
 * field twice.
 */
function packedRounds(form: PageForm, targets: FormControl[], buttons: FormControl[]): Submission[] {
  const names = [...new Set(targets.map((control) => control.name))];
  const rounds = Math.max(Math.ceil(HOSTILE_TEXTS.length / names.length), buttons.length);
  return Array.from({ length: rounds }, (_, round) => {
    const texts = new Map(names.map((name, target) => [name, HOSTILE_TEXTS[(round * names.length + target) % HOSTILE_TEXTS.length]]));
    return filledIn(form, buttons[round % Math.max(1, buttons.length)], texts, round % 5 === 4);
  });
}

/** What is wrong with an answer: a server error, or hostile markup echoed as markup. */
function problemsOf(status: number, html: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  if (html.includes(SCRIPT_MARKER)) problems.push("echoed the script element unescaped");
  if (html.includes(RAW_ATTRIBUTE)) problems.push("echoed an attribute unescaped");
  return problems;
}

/** A value for an address: percent-encoded, with the bytes no browser sends where the corpus has them. */
const inAddress = (text: HostileText) => text.urlEncoded ?? encodeURIComponent(text.value);

describe("every action of the portal, fed the hostile-input corpus", () => {
  it("answers without a server error, escapes what it echoes, and keeps what was typed on a refusal", async () => {
    const {
      routes,
      crawled: { urls, forms },
    } = await portal.explored();
    const actions = routes.filter((route) => route.hasAction);
    expect(actions.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let refusalsChecked = 0;

    for (const [index, action] of actions.entries()) {
      const url = urls.get(action.id)!;
      const form = await portal.formOf(url, action.account, forms);
      const targets = fieldsToFill(form, action.account);
      const buttons = form.controls.filter((control) => control.kind === "button");
      const rounds: Submission[] = targets.length === 0 ? HOSTILE_TEXTS.map((text) => ({ fields: [["intent", text]] })) : packedRounds(form, targets, buttons);
      if (form.controls.some((control) => control.kind === "file")) {
        for (const file of HOSTILE_FILES) rounds.push({ ...filledIn(form, buttons[0]), file });
      }

      for (const [round, submission] of rounds.entries()) {
        const { body, headers } = bodyOf(form, submission);
        const where = `${action.id} (${url}) round ${round}${submission.file ? ` with ${submission.file.name}` : ""}`;
        const answer = await portal.send(url, action.account, { method: "POST", body, headers }).catch((error: Error) => error);
        if (answer instanceof Error) {
          failures.push(`${where}: no answer (${String(answer.cause ?? answer)})`);
          continue;
        }
        const html = await answer.text();
        failures.push(...problemsOf(answer.status, html).map((problem) => `${where}: ${problem}`));
        const refusedAsForm = (answer.status === 400 || answer.status === 422) && answer.headers.get("content-type")?.includes("text/html");
        if (!refusedAsForm || submission.repeated || submission.file) continue;
        // A refused form comes back with every text typed into it.
        for (const [name, text] of submission.fields) {
          if (typeof text === "string" || text.urlEncoded || targets.find((control) => control.name === name)?.kind !== "text") continue;
          refusalsChecked++;
          if (!html.includes(escapedAsReact(text.value))) failures.push(`${where}: refused ${name} (${text.name}) without showing what was typed`);
        }
      }
      // Three of the hostile bodies, the next three for the next action: each reaches a third of the actions or more.
      for (const hostile of [0, 1, 2].map((offset) => HOSTILE_BODIES[(3 * index + offset) % HOSTILE_BODIES.length])) {
        const answer = await portal.send(url, action.account, {
          method: "POST",
          body: typeof hostile.body === "string" ? hostile.body : new Uint8Array(hostile.body),
          headers: { "content-type": hostile.contentType },
        });
        const html = await answer.text();
        failures.push(...problemsOf(answer.status, html).map((problem) => `${action.id} (${url}) with ${hostile.name}: ${problem}`));
      }
    }
    // The portal's error lines say where a server error came from.
    expect(failures, errorLinesOf(portal).join("\n")).toEqual([]);
    // The refusals did come back as forms: the check above is no empty loop.
    expect(refusalsChecked).toBeGreaterThan(100);
  }, 600_000);
  it("reads every id and query parameter of the corpus in an address without a server error", async () => {
    const {
      routes,
      crawled: { searches },
    } = await portal.explored();
    const failures: string[] = [];
    const check = async (route: string, account: Account) => {
      const answer = await portal.send(route, account);
      failures.push(...problemsOf(answer.status, await answer.text()).map((problem) => `GET ${route.slice(0, 200)}: ${problem}`));
    };
    // Each id of an address, a text of the corpus in turn.
    for (const [index, route] of routes.filter((r) => r.pattern.includes(":")).entries()) {
      const text = HOSTILE_TEXTS[index % HOSTILE_TEXTS.length];
      await check(route.pattern.replace(/:\w+\??/g, inAddress(text)), route.account);
    }
    // Each search form (a list's filters and pages) with every text of the corpus, spread over its fields and a page number.
    for (const [action, { form, account }] of searches) {
      const fields = [...new Set(form.controls.filter((control) => control.kind !== "button").map((control) => control.name)), "page"];
      for (const [round, text] of HOSTILE_TEXTS.entries()) {
        const query = fields.map((name, index) => `${encodeURIComponent(name)}=${index === round % fields.length ? inAddress(text) : ""}`).join("&");
        await check(`${action}?${query}`, account);
      }
    }
    expect(searches.size).toBeGreaterThan(3);
    expect(failures).toEqual([]);
  }, 300_000);
});

// Every action of the portal, fed the hostile-input corpus (tests/support/hostile-input.ts) and random
// values (./random-values.ts) through the production build, on a portal and embedded API of its own
// (what they save spoils no other test's data), which both share with the crawl that finds the forms.
// The corpus: no answer is a 5xx, nothing comes back unescaped, and a refused form comes back with
// what was typed. Each form gets one text for each kind of its fields (REPRESENTATIVE_TEXTS): every
// text of the corpus goes through the parsers the forms and lists share in a unit test
// (app/forms/hostile-input.server.test.ts), and into every mutation of the API in
// payroll-api/hostile-input.test.ts (docs/decisions/0070). The random values (issue 28): no action or
// list answers with a server error. The actions are read from the build's route manifest and their
// fields from the forms their pages render, so a new action is covered without editing this file.
// Run by scripts/test-all.mjs after `remix build`; alone: npx vitest run --config
// tests/processes/vitest.config.ts hostile-input
import fc from "fast-check";
import { HOSTILE_BODIES, HOSTILE_FILES, HOSTILE_TEXTS, REPRESENTATIVE_TEXTS, SCRIPT_MARKER, type HostileText } from "../support/hostile-input";
import { escapedAsReact, type FormControl, type PageForm } from "./html-forms";
import { bodyOf, errorLinesOf, fieldsToFill, startPortalUnderTest, type Account, type FormFields, type PortalUnderTest } from "./portal-crawl";
import { check, fieldsOf, LIST_PARAMS, namedFields, RUNS_PER_ACTION, RUNS_PER_LIST, SEED, valuesFor, type Outcome } from "./random-values";

/** What the attribute-breakout entry of the corpus would look like unescaped. */
const RAW_ATTRIBUTE = `onerror="hostileInput('attribute')"`;

let portal: PortalUnderTest;

beforeAll(async () => {
  portal = await startPortalUnderTest("hostile-input");
}, 200_000);

afterAll(async () => {
  await portal?.stop();
});

/** The form as its page renders it, the given button pressed, with `texts` in the fields they name (a group of radios gets one value). */
function filledIn(form: PageForm, button: FormControl | undefined, texts = new Map<string, HostileText>()): FormFields {
  const fields: [string, HostileText | string][] = [];
  for (const control of form.controls) {
    if (control.kind === "button" || control.kind === "file") continue;
    const text = texts.get(control.name);
    if (text === undefined) {
      if (control.value !== null) fields.push([control.name, control.value]);
    } else if (!fields.some(([name]) => name === control.name)) fields.push([control.name, text]);
  }
  if (button) fields.push([button.name, button.value ?? ""]);
  return { fields };
}

/** The corpus's text for a field of this kind (and format). */
const representativeFor = (control: FormControl): HostileText =>
  control.kind === "hidden"
    ? REPRESENTATIVE_TEXTS.hidden
    : control.kind === "choice"
      ? REPRESENTATIVE_TEXTS.choice
      : REPRESENTATIVE_TEXTS[control.format ?? "text"];

/**
 * The rounds an action's form gets: one with a text of its kind in every field a user types in, the
 * choices and hidden fields as rendered, so that the action gets as far as its texts; one with the
 * choices and hidden fields hostile and the typed fields as rendered. Every button is pressed, the
 * next one each round, with more rounds where the form has more buttons.
 */
function representativeRounds(form: PageForm, targets: FormControl[], buttons: FormControl[]): FormFields[] {
  const typed = targets.filter((control) => control.kind === "text" || control.kind === "password");
  const chosen = targets.filter((control) => control.kind === "hidden" || control.kind === "choice");
  const fillings = [typed, chosen]
    .filter((controls) => controls.length > 0)
    .map((controls) => new Map(controls.map((control) => [control.name, representativeFor(control)])));
  return Array.from({ length: Math.max(fillings.length, buttons.length) }, (_, round) =>
    filledIn(form, buttons[round % Math.max(1, buttons.length)], fillings[round % fillings.length]),
  );
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
      const rounds: FormFields[] =
        targets.length === 0 ? [{ fields: [["intent", REPRESENTATIVE_TEXTS.choice]] }] : representativeRounds(form, targets, buttons);
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
        if (!refusedAsForm || submission.file) continue;
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
    // Each search form (a list's filters and pages) with a text of its kind in every field, and a page number.
    for (const [action, { form, account }] of searches) {
      const texts = new Map(form.controls.filter((control) => control.kind !== "button").map((control) => [control.name, representativeFor(control)]));
      texts.set("page", REPRESENTATIVE_TEXTS.number);
      const query = [...texts].map(([name, text]) => `${encodeURIComponent(name)}=${inAddress(text)}`).join("&");
      await check(`${action}?${query}`, account);
    }
    expect(searches.size).toBeGreaterThan(3);
    expect(failures).toEqual([]);
  }, 300_000);
});

describe("random values in every field", () => {
  it("never make an action or a list answer with a server error", async () => {
    const {
      routes,
      crawled: { urls, forms, searches },
    } = await portal.explored();
    const actions = routes.filter((route) => route.hasAction);
    expect(actions.length).toBeGreaterThan(40);
    expect(searches.size).toBeGreaterThan(3);
    const outcome: Outcome = { failures: [], runs: 0 };
    let seed = SEED;

    // The lists first: the actions then change the accounts at random.
    for (const [list, { form, account }] of searches) {
      const fields = namedFields(
        form.controls.filter((control) => control.kind !== "button"),
        LIST_PARAMS,
      );
      const names = fields.map((field) => field.name);
      await check(
        `GET ${list}`,
        seed++,
        RUNS_PER_LIST,
        valuesFor(fields),
        (...generated) => {
          const query = new URLSearchParams(names.flatMap((name, index) => (generated[index] === null ? [] : [[name, generated[index]!]])));
          return portal.send(`${list}?${query}`, account);
        },
        outcome,
      );
    }

    for (const action of actions) {
      const url = urls.get(action.id)!;
      const form = await portal.formOf(url, action.account, forms);
      const fields = namedFields(fieldsToFill(form, action.account));
      const names = fields.map((field) => field.name);
      const buttons = form.controls.filter((control) => control.kind === "button");
      const values = fc.tuple(
        valuesFor(fields.length > 0 ? fields : [{ name: "intent", hidden: false, options: [] }]),
        buttons.length > 0 ? fc.constantFrom(...buttons) : fc.constant(null),
      );
      await check(
        `POST ${url} (${action.id})`,
        seed++,
        RUNS_PER_ACTION,
        values,
        (generated, button) => {
          const fields = names.length > 0 ? fieldsOf(form, names, generated, button) : [["intent", generated[0] ?? ""] as [string, string]];
          const { body, headers } = bodyOf(form, { fields });
          return portal.send(url, action.account, { method: "POST", body, headers });
        },
        outcome,
      );
    }

    expect(outcome.failures, errorLinesOf(portal).join("\n")).toEqual([]);
    // Every route was sent its share of values: the checks above are no empty loop.
    expect(outcome.runs).toBe(actions.length * RUNS_PER_ACTION + searches.size * RUNS_PER_LIST);
  }, 600_000);
});

// Random values for every field of the portal's forms and lists, made by fast-check (issue 28): random
// strings (any code point, control characters, NUL, "%00", unicode, a few KB of text), numbers at and
// past every limit, and dates and times valid, impossible and out of range, in random fields. The seed
// is fixed, so every run sends the same values: a failure names its route's seed and fast-check's
// path, to replay it alone. Used by hostile-input.test.ts, beside the fixed corpus.
import fc from "fast-check";
import type { FormControl, PageForm } from "./html-forms";

/** The first route's seed; each further route takes the next one. */
export const SEED = 20_261_126;
/** Values per action and per list. */
export const RUNS_PER_ACTION = 10;
export const RUNS_PER_LIST = 10;
/** The longest text a field gets: long enough for every length limit, short of the body limit. */
const LONG_TEXT_MAX = 4_000;
/** Query parameters a list may read though its form has no field for them. */
export const LIST_PARAMS = ["page", "sort", "status", "search"];

const pad = (value: number) => String(value).padStart(2, "0");
// A browser sends text as UTF-8: a lone surrogate has already become U+FFFD (the corpus sends raw bytes).
const asBrowserSends = (text: string) => Buffer.from(text, "utf8").toString("utf8");

const CONTROL_CHARACTERS = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), "\u007f", "\u0085", "\u2028", "\u202e", "\ufeff"];
const controlText = fc
  .tuple(fc.string({ maxLength: 6 }), fc.string({ unit: fc.constantFrom(...CONTROL_CHARACTERS), minLength: 1, maxLength: 6 }), fc.string({ maxLength: 6 }))
  .map((parts) => parts.join(""));
const EXTREME_NUMBERS = [0, -0, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 1e21, 1e308, -1e308, 5e-324, NaN, Infinity, -Infinity];
/** A date in the shapes forms and addresses take, from any instant JavaScript holds, and an invalid one. */
const dateText = fc
  .tuple(fc.date({ noInvalidDate: false }), fc.constantFrom("day", "iso", "belgian", "string"))
  .map(([date, shape]) =>
    Number.isNaN(date.getTime()) || shape === "string"
      ? String(date)
      : shape === "iso"
        ? date.toISOString()
        : shape === "belgian"
          ? `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`
          : date.toISOString().replace(/T.*$/, ""),
  );
/** Something shaped like a date or a time, with parts out of every range ("8", "99999-13-45", "-1:60"). */
const dateShaped = fc
  .tuple(fc.integer({ min: -1, max: 99_999 }), fc.integer({ min: -1, max: 99 }), fc.integer({ min: -1, max: 99 }))
  .map(([year, month, day]) => `${year}-${pad(month)}-${pad(day)}`);
const timeShaped = fc.oneof(
  fc.integer({ min: -1, max: 2_500 }).map(String),
  fc.tuple(fc.integer({ min: -1, max: 99 }), fc.integer({ min: -1, max: 99 })).map(([hour, minute]) => `${hour}:${pad(minute)}`),
);

/** Any value a field may get. */
const fieldValue: fc.Arbitrary<string> = fc
  .oneof(
    fc.string({ unit: "binary", maxLength: 30 }),
    controlText,
    fc.string({ unit: "grapheme", maxLength: 20 }),
    fc.constantFrom("%00", "\u0000", "", " ", "-", "e", "0x1F"),
    fc.string({ unit: "grapheme-ascii", minLength: 1_000, maxLength: LONG_TEXT_MAX }),
    fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }).map(String),
    fc.constantFrom(...EXTREME_NUMBERS).map(String),
    fc.double().map(String),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
    dateText,
    dateShaped,
    timeShaped,
  )
  .map(asBrowserSends);

type NamedField = { name: string; hidden: boolean; options: string[] };

/**
 * Per field name, a value or null (the form's own value): about half the fields random, the others as
 * the page rendered them. A choice (a select, radio buttons) gets one of its options five times in
 * six: a form with a choice refused never reaches the checks across its fields (zod stops at an
 * unknown choice), where the obstruction form failed. A hidden field (an id, the form's one-time key, a step) is random one time
 * in eight only: random every other time, it would stop most submissions before their other fields count.
 */
export const valuesFor = (fields: NamedField[]) =>
  fc.tuple(
    ...fields.map(({ hidden, options }) =>
      options.length > 0
        ? fc.oneof({ arbitrary: fc.constantFrom(...options), weight: 5 }, { arbitrary: fieldValue, weight: 1 })
        : fc.oneof({ arbitrary: fc.constant(null), weight: hidden ? 7 : 1 }, { arbitrary: fieldValue, weight: 1 }),
    ),
  );

/** A form's fields by name, with the options its choices offer, hidden when every control of that name is. */
export const namedFields = (controls: FormControl[], extraNames: string[] = []): NamedField[] =>
  [...new Set([...controls.map((control) => control.name), ...extraNames])].map((name) => {
    const named = controls.filter((control) => control.name === name);
    return {
      name,
      hidden: named.length > 0 && named.every((control) => control.kind === "hidden"),
      options: [...new Set(named.flatMap((control) => control.options ?? []))],
    };
  });

/** The form's fields as sent: the generated value of a name once, else each control's own value. */
export function fieldsOf(form: PageForm, names: string[], values: (string | null)[], button: FormControl | null): [string, string][] {
  const generated = new Map(names.map((name, index) => [name, values[index]]));
  const fields: [string, string][] = [];
  for (const control of form.controls.filter((c) => c.kind !== "button" && c.kind !== "file")) {
    const value = generated.get(control.name);
    if (value === null || value === undefined) {
      if (control.value !== null) fields.push([control.name, control.value]);
    } else if (generated.delete(control.name)) fields.push([control.name, value]);
  }
  if (button) fields.push([button.name, button.value ?? ""]);
  return fields;
}

export type Outcome = { failures: string[]; runs: number };

/** Runs `property` with the route's seed, and says what failed and how to replay it. */
export async function check<Values extends unknown[]>(
  where: string,
  seed: number,
  numRuns: number,
  values: fc.Arbitrary<Values>,
  send: (...values: Values) => Promise<Response>,
  outcome: Outcome,
) {
  let lastAnswer = "";
  const details = await fc.check(
    fc.asyncProperty(values, async (generated) => {
      outcome.runs++;
      const answer = await send(...generated);
      await answer.arrayBuffer();
      lastAnswer = `answered ${answer.status}`;
      return answer.status < 500;
    }),
    // Each run is a request to a real portal: the first failure is reported as it is, unshrunk.
    { seed, numRuns, endOnFailure: true },
  );
  if (details.failed) {
    const error = details.errorInstance ? ` (${String(details.errorInstance)})` : "";
    outcome.failures.push(`${where} ${lastAnswer}${error} for ${fc.stringify(details.counterexample)} (seed ${seed}, path ${details.counterexamplePath})`);
  }
}

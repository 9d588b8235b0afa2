// The wizard kit (docs/decisions/0018-wizard-kit.md): a wizard is declared once, its steps in order
// with their addresses, ending with the check-your-answers step; everything here follows from that
// declaration and from which steps are finished. Pure, for loaders, actions and pages alike.

import type { PageKey } from "~/platform/i18n/keys";

export type WizardStepDeclaration<Name extends string> = {
  name: Name;
  /** The step's address below the wizard's own; "" is the wizard's own address. */
  path: string;
  /** The translation key ("namespace:key") of the step's title, in the progress list and the page. */
  title: PageKey;
};

export type WizardDeclaration<Name extends string, Subject> = {
  /** The kind of wizard, as the API keeps its drafts ("position", "onboarding"). */
  kind: string;
  steps: readonly WizardStepDeclaration<Name>[];
  /** The check-your-answers step: the last one, from which the whole draft is submitted. */
  check: Name;
  /** The wizard's own address for its subject (the record it changes; null when it creates one). */
  base: (subject: Subject) => string;
};

export type Wizard<Name extends string, Subject> = WizardDeclaration<Name, Subject> & { names: readonly Name[] };

/** A step's name, of a wizard: `StepOf<typeof positionWizard>`. */
export type StepOf<W> = W extends { names: readonly (infer Name)[] } ? Name : never;

/** Declares a wizard; its check-your-answers step must come last, and every name and path once. */
export function defineWizard<const Name extends string, Subject = null>(declaration: WizardDeclaration<Name, Subject>): Wizard<Name, Subject> {
  const names = declaration.steps.map((step) => step.name);
  const paths = declaration.steps.map((step) => step.path);
  if (names.at(-1) !== declaration.check) throw new Error(`The wizard ${declaration.kind} must end with its check-your-answers step`);
  if (new Set(names).size !== names.length || new Set(paths).size !== paths.length) {
    throw new Error(`The wizard ${declaration.kind} names a step or a path twice`);
  }
  return { ...declaration, names };
}

/** The query parameter a Change link of the check-your-answers page sets: the step then returns there. */
export const RETURN_PARAM = "return";
export const RETURN_TO_CHECK = "check";

const declarationOf = <Name extends string, Subject>(wizard: Wizard<Name, Subject>, step: Name) => wizard.steps[wizard.names.indexOf(step)];

/** The step an address names below the wizard's own (none: its own address); null when it names none. */
export function stepOfPath<Name extends string, Subject>(wizard: Wizard<Name, Subject>, path: string | undefined): Name | null {
  return wizard.steps.find((step) => step.path === (path ?? ""))?.name ?? null;
}

/** A step's address; `returning` adds the marker that brings Next back to the check-your-answers step. */
export function stepPath<Name extends string, Subject>(wizard: Wizard<Name, Subject>, subject: Subject, step: Name, returning = false): string {
  const { path } = declarationOf(wizard, step);
  const address = path ? `${wizard.base(subject)}/${path}` : wizard.base(subject);
  return returning ? `${address}?${RETURN_PARAM}=${RETURN_TO_CHECK}` : address;
}

export function nextStepOf<Name extends string, Subject>(wizard: Wizard<Name, Subject>, step: Name): Name | null {
  return wizard.names[wizard.names.indexOf(step) + 1] ?? null;
}

export function previousStepOf<Name extends string, Subject>(wizard: Wizard<Name, Subject>, step: Name): Name | null {
  const index = wizard.names.indexOf(step);
  return index > 0 ? wizard.names[index - 1] : null;
}

/** Whether a step's answers are complete and pass its checks; the check-your-answers step has none. */
export type Finished<Name extends string> = (step: Name) => boolean;

/** The first step that is not finished; the check-your-answers step once all the others are. */
export function firstUnfinishedStep<Name extends string, Subject>(wizard: Wizard<Name, Subject>, finished: Finished<Name>): Name {
  return wizard.names.find((step) => step !== wizard.check && !finished(step)) ?? wizard.check;
}

/**
 * The guard of a step: a user who skips ahead of the first unfinished step is sent there (null: the
 * step may open). Going back is always possible.
 */
export function redirectFromSkippedStep<Name extends string, Subject>(wizard: Wizard<Name, Subject>, step: Name, finished: Finished<Name>): Name | null {
  const first = firstUnfinishedStep(wizard, finished);
  return wizard.names.indexOf(step) > wizard.names.indexOf(first) ? first : null;
}

/** One entry of the progress list: the current step is marked, finished steps that can be opened link. */
export type ProgressItem = { name: string; title: PageKey; number: number; current: boolean; href: string | null };

export function progressOf<Name extends string, Subject>(
  wizard: Wizard<Name, Subject>,
  subject: Subject,
  current: Name,
  finished: Finished<Name>,
): ProgressItem[] {
  const reachable = wizard.names.indexOf(firstUnfinishedStep(wizard, finished));
  return wizard.steps.map((step, index) => {
    const open = step.name !== current && index <= reachable && (step.name === wizard.check || finished(step.name));
    return {
      name: step.name,
      title: step.title,
      number: index + 1,
      current: step.name === current,
      href: open ? stepPath(wizard, subject, step.name) : null,
    };
  });
}

/** Where a step stands, for its page: the progress list, and which of the kit's buttons it shows. */
export type WizardPage = {
  step: string;
  /** The step's title, as a translation key. */
  title: PageKey;
  number: number;
  total: number;
  progress: ProgressItem[];
  /** Opened from a Change link: Next returns to the check-your-answers step. */
  returning: boolean;
  first: boolean;
  check: boolean;
};

/** The named submit buttons of every step: the value of their `intent`. */
const WIZARD_INTENTS = ["next", "previous", "cancel", "submit"] as const;
export type WizardIntent = (typeof WIZARD_INTENTS)[number];

/** A form without a known intent (Enter in a field of a browser that sends no button) goes on. */
export function intentOf(formData: FormData): WizardIntent {
  const intent = formData.get("intent");
  return WIZARD_INTENTS.find((known) => known === intent) ?? "next";
}

/** Whether a request or a form carries the Change link's marker. */
export function isReturning(values: URLSearchParams | FormData): boolean {
  return values.get(RETURN_PARAM) === RETURN_TO_CHECK;
}

/**
 * Where a step's intent leads once it is saved. Next goes to the following step, or straight back to
 * the check-your-answers step when the step was opened from a Change link; Previous goes back one step.
 */
export function destinationOf<Name extends string, Subject>(
  wizard: Wizard<Name, Subject>,
  subject: Subject,
  step: Name,
  intent: "next" | "previous",
  returning: boolean,
): string {
  const to = intent === "previous" ? previousStepOf(wizard, step) : returning ? wizard.check : nextStepOf(wizard, step);
  return stepPath(wizard, subject, to ?? step);
}

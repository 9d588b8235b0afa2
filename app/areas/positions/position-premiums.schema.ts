// The Premiums step's form (part 2 §3, §5, §9): kept out of route modules so that zod stays on the server.
import { z } from "zod";
import { PREMIUM_TYPES, PREMIUM_UNITS, type PremiumTypeName, type PremiumUnitName } from "~domain/positions";
import { amountForField, parseAmount } from "~/forms/amount";
import { checkbox, text } from "~/forms/lenient-fields";
import { addTextLineIssues } from "~/forms/text-lines";
import { placeOfProblem, stepProblems } from "./position-problems.schema";
import type { PositionDraftFieldsFragment, PositionPremiumsInput, PremiumInput } from "~/platform/operations.generated";

const PremiumFormSchema = z.object({ selected: checkbox, value: text, unit: text, contributionValue: text }).optional().catch(undefined);

/** Everything as typed, one group of fields per premium type; parsing never fails, so Previous keeps it. */
export const PremiumsFormSchema = z.object({
  premiums: z
    .object(Object.fromEntries(PREMIUM_TYPES.map((type) => [type, PremiumFormSchema])) as Record<PremiumTypeName, typeof PremiumFormSchema>)
    .optional()
    .catch(undefined),
  nettoPremiumComment: text,
  useEcoChequeComment: checkbox,
  ecoChequeComment: text,
});
export type PremiumsForm = z.infer<typeof PremiumsFormSchema>;

const COMMENT_LIMIT = 1000;
const amountOf = (typed: string | undefined) => (typed ? parseAmount(typed) : null);

/** A premium's unit: the only one it has, or the one chosen among its units (anything else: none). */
function unitOf(type: PremiumTypeName, typed: string | undefined): PremiumUnitName | null {
  const units = PREMIUM_UNITS[type];
  if (units.length === 1) return units[0];
  return units.find((unit) => unit === typed) ?? null;
}

/** The ticked premiums with their amounts; an amount that is not a number is left empty. */
export function toPremiumsInput(form: PremiumsForm): PositionPremiumsInput {
  const premiums: PremiumInput[] = PREMIUM_TYPES.filter((type) => form.premiums?.[type]?.selected).map((type) => {
    const typed = form.premiums?.[type];
    return {
      type,
      value: amountOf(typed?.value),
      unit: unitOf(type, typed?.unit),
      contributionValue: type === "meal_vouchers" ? amountOf(typed?.contributionValue) : null,
    };
  });
  const useEcoChequeComment = form.useEcoChequeComment ?? false;
  return {
    premiums,
    nettoPremiumComment: form.nettoPremiumComment?.trim() || null,
    useEcoChequeComment,
    ecoChequeComment: useEcoChequeComment ? form.ecoChequeComment?.trim() || null : null,
  };
}

/** Next (Create or Update) on Premiums: amounts that are numbers, then the rules of domain/positions. */
export const PremiumsStepSchema = PremiumsFormSchema.superRefine((form, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: path.split("."), message });
  addTextLineIssues(ctx, form, ["nettoPremiumComment", "ecoChequeComment"]);
  const unreadable = new Set<string>();
  for (const type of PREMIUM_TYPES) {
    const typed = form.premiums?.[type];
    if (!typed?.selected) continue;
    for (const part of ["value", "contributionValue"] as const) {
      if (typed[part] && parseAmount(typed[part] ?? "") === null) unreadable.add(`premiums.${type}.${part}`);
    }
  }
  for (const path of unreadable) issue(path, "positions:premiums.errors.valueInvalid");
  for (const field of ["nettoPremiumComment", "ecoChequeComment"] as const) {
    if ((form[field]?.trim().length ?? 0) > COMMENT_LIMIT) issue(field, "positions:premiums.errors.commentTooLong");
  }
  for (const problem of stepProblems("premiums", toPremiumsInput(form))) {
    const place = placeOfProblem(problem);
    if (!unreadable.has(place.field)) issue(place.field, place.message);
  }
}).transform(toPremiumsInput);

/** The saved premiums as the form's fields show them, amounts written the page's way. */
export function premiumsFormValues(saved: PositionDraftFieldsFragment["premiums"], language: string) {
  const amount = (value: number | null, unit: PremiumUnitName | null) =>
    value === null ? undefined : amountForField(value, language, { money: unit !== "PERCENT" });
  return {
    premiums: Object.fromEntries(
      saved.premiums.map((premium) => [
        premium.type,
        {
          selected: "on",
          value: amount(premium.value, premium.unit),
          unit: premium.unit ?? undefined,
          contributionValue: amount(premium.contributionValue, null),
        },
      ]),
    ),
    nettoPremiumComment: saved.nettoPremiumComment ?? undefined,
    useEcoChequeComment: saved.useEcoChequeComment ? "on" : undefined,
    ecoChequeComment: saved.ecoChequeComment ?? undefined,
  };
}

// The General step's form (part 2 §3): kept out of route modules so that zod stays on the server.
import { z } from "zod";
import type { PositionGeneral } from "~domain/positions";
import { amountForField, parseEuroCents } from "~/forms/amount";
import { addTextLineIssues } from "~/forms/text-lines";
import { answerOf, checkbox, text, yesNo, yesNoOf } from "~/forms/lenient-fields";
import { functionCodeOf, placeOfProblem, stepProblems, type WizardFacts } from "./position-problems.schema";
import type { PositionDraftFieldsFragment, PositionGeneralInput } from "~/platform/operations.generated";

/** Everything as typed; parsing never fails, so Previous and Cancel can keep what is there. */
export const GeneralFormSchema = z.object({
  name: text,
  functionCodeId: text,
  noVatApplicable: checkbox,
  description: text,
  onTheMove: yesNo,
  street: text,
  streetNumber: text,
  zip: text,
  city: text,
  country: text,
  /** A locality picked from the candidates of an address the look-up could not resolve: "zip|city". */
  locality: text,
  wage: text,
  vivaldisOfficeCode: text,
  studentsAllowed: yesNo,
  isFlexi: checkbox,
});
export type GeneralForm = z.infer<typeof GeneralFormSchema>;

const LIMITS: [field: "name" | "description" | "street" | "streetNumber" | "zip" | "city", limit: number, message: string][] = [
  ["name", 100, "positions:general.errors.nameTooLong"],
  ["description", 2000, "positions:general.errors.descriptionTooLong"],
  ["street", 100, "positions:general.errors.addressTooLong"],
  ["streetNumber", 20, "positions:general.errors.addressTooLong"],
  ["zip", 10, "positions:general.errors.addressTooLong"],
  ["city", 100, "positions:general.errors.addressTooLong"],
];

const trimmed = (value: string | undefined) => value?.trim() || null;

/** "2000|Antwerpen" → its zip and city; anything else is no choice. */
export function localityOf(value: string | undefined): { zip: string; city: string } | null {
  const [zip, city, ...rest] = (value ?? "").split("|");
  return zip && city && rest.length === 0 ? { zip, city } : null;
}

/**
 * The step as the API saves it. On the move, a position has no address. Students allowed stays the
 * saved answer when editing; flexi only counts where the joint committee allows it.
 */
export function toGeneralInput(form: GeneralForm, facts: WizardFacts): PositionGeneralInput & PositionGeneral {
  const onTheMove = answerOf(form.onTheMove);
  const locality = localityOf(form.locality);
  const functionCode = functionCodeOf(facts, form.functionCodeId);
  return {
    name: trimmed(form.name),
    functionCodeId: form.functionCodeId ?? null,
    noVatApplicable: form.noVatApplicable ?? false,
    description: trimmed(form.description),
    onTheMove,
    location: onTheMove
      ? null
      : {
          street: trimmed(form.street),
          streetNumber: trimmed(form.streetNumber),
          zip: locality?.zip ?? trimmed(form.zip),
          city: locality?.city ?? trimmed(form.city),
          country: trimmed(form.country),
        },
    wageCents: form.wage ? parseEuroCents(form.wage) : null,
    vivaldisOfficeCode: form.vivaldisOfficeCode ?? null,
    studentsAllowed: facts.savedStudentsAllowed ?? answerOf(form.studentsAllowed),
    isFlexi: Boolean(functionCode?.committee.isFlexiAllowed && form.isFlexi),
  };
}

/**
 * Next on General: what the form can tell, then the rules of domain/positions. Whether the address
 * can be found is the API's look-up, after saving (LOCATION_UNRESOLVED is not asked here).
 */
export function generalStepSchema(facts: WizardFacts) {
  return GeneralFormSchema.superRefine((form, ctx) => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
    addTextLineIssues(ctx, form, ["description"]);
    for (const [field, limit, message] of LIMITS) if ((form[field]?.trim().length ?? 0) > limit) issue(field, message);
    const wageUnreadable = Boolean(form.wage) && parseEuroCents(form.wage ?? "") === null;
    if (wageUnreadable) issue("wage", "positions:general.errors.wageInvalid");
    for (const problem of stepProblems("general", toGeneralInput(form, facts), facts)) {
      if (problem.code === "LOCATION_UNRESOLVED" || (wageUnreadable && problem.field === "general.wageCents")) continue;
      if (problem.code === "STUDENTS_REQUIRED_FOR_STUDENT_CODE" && facts.savedStudentsAllowed !== null) {
        // When editing, students allowed is no longer a question: the function code is what can change.
        issue("functionCodeId", "positions:general.errors.studentCodeNotAllowed");
        continue;
      }
      const place = placeOfProblem(problem);
      issue(place.field, place.message);
    }
  }).transform((form) => toGeneralInput(form, facts));
}

/** The saved draft as the form's fields show it, amounts written the page's way. */
export function generalFormValues(
  general: PositionDraftFieldsFragment["general"],
  language: string,
  defaultOffice: string | undefined,
): Partial<Record<keyof GeneralForm, string>> {
  const location = general.location;
  return {
    name: general.name ?? undefined,
    functionCodeId: general.functionCodeId ?? undefined,
    noVatApplicable: general.noVatApplicable ? "on" : undefined,
    description: general.description ?? undefined,
    onTheMove: yesNoOf(general.onTheMove),
    street: location?.street || undefined,
    streetNumber: location?.streetNumber || undefined,
    zip: location?.zip || undefined,
    city: location?.city || undefined,
    country: location?.country || "BE",
    wage: general.wageCents === null ? undefined : amountForField(general.wageCents / 100, language, { money: true }),
    vivaldisOfficeCode: general.vivaldisOfficeCode ?? defaultOffice,
    studentsAllowed: yesNoOf(general.studentsAllowed),
    isFlexi: general.isFlexi ? "on" : undefined,
  };
}

// The wage profile (part 2 §3): what the withholding tax depends on. The form's checks are the rules
// of domain/wage-profile.ts; the API's problems are worded alike.
import { z } from "zod";
import { addTextLineIssues } from "~/forms/text-lines";
import { isCalendarDate } from "~domain/calendar-date";
import { todayInBelgium } from "~domain/belgian-time";
import { MARITAL_STATES, TAX_CODES, wageProfileProblems, type MaritalState, type TaxCode, type WageProfileProblem } from "~domain/wage-profile";
import { yesNoOf } from "~/forms/lenient-fields";
import type { EmployeeProfile } from "./employee.server";
import { WAGE_PROFILE_CODES } from "~domain/employee-problems";
import { codeMessages, problemReporter, requireFields, typed, type EmployeeMessage, type ProblemMessages, type TypedFields } from "./form-checks";

const COUNT_FIELDS = ["childrenNumber", "childrenWithDisabilitiesNumber", "dependentPersonsNumber", "dependentPersonsWithDisabilitiesNumber"] as const;
type CountField = (typeof COUNT_FIELDS)[number];

const FIELDS = ["maritalState", "maritalDate", ...COUNT_FIELDS, "isStudent", "taxCode", "involuntaryPartTime"] as const;
type Field = (typeof FIELDS)[number];

const REQUIRED = {
  maritalState: "employees:errors.maritalStateRequired",
  isStudent: "employees:errors.isStudentRequired",
  involuntaryPartTime: "employees:errors.involuntaryPartTimeRequired",
} as const satisfies Partial<Record<Field, EmployeeMessage>>;

const COUNT_INVALID = "employees:errors.countInvalid";
const TOO_MANY: Partial<Record<CountField, EmployeeMessage>> = {
  childrenWithDisabilitiesNumber: "employees:errors.childrenWithDisabilitiesTooMany",
  dependentPersonsWithDisabilitiesNumber: "employees:errors.dependentPersonsWithDisabilitiesTooMany",
};

/** The messages of the domain's problems at a field (a count with more with disabilities than in all says which). */
const wageMessages = (field: string): Record<WageProfileProblem["problem"], EmployeeMessage> => ({
  maritalDateRequired: "employees:errors.maritalDateRequired",
  maritalDateInFuture: "employees:errors.maritalDateInFuture",
  notWholeNumber: COUNT_INVALID,
  outOfRange: COUNT_INVALID,
  moreWithDisabilitiesThanTotal: TOO_MANY[field as CountField] ?? COUNT_INVALID,
});

const messageOf = ({ field, problem }: WageProfileProblem) => wageMessages(field)[problem];

/** The API's problems (updateEmployeeWageProfile), as the form words them. */
export const WAGE_PROFILE_PROBLEMS: ProblemMessages = Object.fromEntries(
  ["maritalDate", ...COUNT_FIELDS].map((field) => [field, codeMessages(WAGE_PROFILE_CODES, wageMessages(field))]),
);

const isMaritalState = (value: string | undefined): value is MaritalState => (MARITAL_STATES as readonly (string | undefined)[]).includes(value);
const isTaxCode = (value: string | undefined): value is TaxCode => (TAX_CODES as readonly (string | undefined)[]).includes(value);

/** A count as typed: "3" is 3; anything but digits is no whole number (NaN), which the domain refuses. */
const countOf = (text: string | undefined) => (text && /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN);

function check(form: TypedFields<Field>, context: z.RefinementCtx) {
  addTextLineIssues(context, form);
  const report = problemReporter(context);
  requireFields(form, REQUIRED, report);
  if (form.maritalState && !isMaritalState(form.maritalState)) report("maritalState", REQUIRED.maritalState);
  if (form.isStudent && form.isStudent !== "yes" && form.isStudent !== "no") report("isStudent", REQUIRED.isStudent);
  if (form.involuntaryPartTime && form.involuntaryPartTime !== "yes" && form.involuntaryPartTime !== "no") {
    report("involuntaryPartTime", REQUIRED.involuntaryPartTime);
  }
  if (form.taxCode && !isTaxCode(form.taxCode)) report("taxCode", "employees:errors.taxCodeInvalid");
  // A single person's marital date is not looked at (the field is hidden, a value left is ignored).
  const single = !isMaritalState(form.maritalState) || form.maritalState === "single";
  if (!single && form.maritalDate && !isCalendarDate(form.maritalDate)) report("maritalDate", "employees:errors.maritalDateInvalid");
  const profile = {
    // An unknown state is its own field's problem: the date is then judged as for any other state.
    maritalState: isMaritalState(form.maritalState) ? form.maritalState : ("married" as const),
    maritalDate: form.maritalDate ?? null,
    ...(Object.fromEntries(COUNT_FIELDS.map((field) => [field, countOf(form[field])])) as Record<CountField, number>),
  };
  const problems = wageProfileProblems(profile, todayInBelgium(new Date()));
  for (const problem of problems) {
    if (problem.field === "maritalState" || (problem.field === "maritalDate" && !form.maritalState)) continue;
    report(problem.field, messageOf(problem));
  }
}

/** The form as typed, checked; its value is the mutation's input (without the employeeId). */
export const WageProfileSchema = z
  .object(Object.fromEntries(FIELDS.map((field) => [field, typed])) as Record<Field, typeof typed>)
  .superRefine(check)
  .transform((form) => ({
    maritalState: form.maritalState as MaritalState,
    maritalDate: form.maritalState === "single" ? null : (form.maritalDate ?? null),
    childrenNumber: countOf(form.childrenNumber),
    childrenWithDisabilitiesNumber: countOf(form.childrenWithDisabilitiesNumber),
    dependentPersonsNumber: countOf(form.dependentPersonsNumber),
    dependentPersonsWithDisabilitiesNumber: countOf(form.dependentPersonsWithDisabilitiesNumber),
    isStudent: form.isStudent === "yes",
    taxCode: (form.taxCode as TaxCode | undefined) ?? null,
    involuntaryPartTime: form.involuntaryPartTime === "yes",
  }));

/** The form's fields as conform reads and shows them: text, as typed. */
export type WageProfileFields = TypedFields<Field>;

/** What the form starts with: the saved profile, the counts as text. */
export function wageProfileDefaults({ wageProfile }: EmployeeProfile): WageProfileFields {
  return {
    maritalState: wageProfile.maritalState,
    maritalDate: wageProfile.maritalDate ?? undefined,
    ...(Object.fromEntries(COUNT_FIELDS.map((field) => [field, String(wageProfile[field])])) as Record<CountField, string>),
    isStudent: yesNoOf(wageProfile.isStudent),
    taxCode: wageProfile.taxCode ?? undefined,
    involuntaryPartTime: yesNoOf(wageProfile.involuntaryPartTime),
  };
}

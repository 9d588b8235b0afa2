// An employee's wage profile: what the withholding tax on their pay depends on, namely their marital
// state and the children and other people who depend on them, with those among them who have a
// disability (they count double for the tax-free allowance).

export const MARITAL_STATES = ["single", "married", "legally_cohabiting", "widowed", "divorced", "separated"] as const;
export type MaritalState = (typeof MARITAL_STATES)[number];

/**
 * The Belgian withholding-tax scales: scale I for a single person, or a couple with two incomes;
 * scale II for a couple with one income (the household's only earner); scale III for non-residents.
 */
export const TAX_CODES = ["scale_1", "scale_2", "scale_3"] as const;
export type TaxCode = (typeof TAX_CODES)[number];

/** The most children or other dependants a form takes of each kind; more is a typing error. */
export const DEPENDANTS_MAX = 20;

export type WageProfile = {
  maritalState: MaritalState;
  maritalDate: string | null;
  childrenNumber: number;
  childrenWithDisabilitiesNumber: number;
  dependentPersonsNumber: number;
  dependentPersonsWithDisabilitiesNumber: number;
};

type WageProfileField = keyof WageProfile;
export type WageProfileProblem = {
  field: WageProfileField;
  problem: "maritalDateRequired" | "maritalDateInFuture" | "notWholeNumber" | "outOfRange" | "moreWithDisabilitiesThanTotal";
};

const COUNTS = ["childrenNumber", "childrenWithDisabilitiesNumber", "dependentPersonsNumber", "dependentPersonsWithDisabilitiesNumber"] as const;
type CountField = (typeof COUNTS)[number];

/** Each group with disabilities, and the total it is part of. */
const TOTAL_OF: Partial<Record<CountField, CountField>> = {
  childrenWithDisabilitiesNumber: "childrenNumber",
  dependentPersonsWithDisabilitiesNumber: "dependentPersonsNumber",
};

/**
 * At most one problem per field, in the order of the form. today: Belgium's date, yyyy-MM-dd.
 * The marital date (of the marriage, cohabitation, death, divorce or separation) is asked for every
 * state but single, and may be today but not later. A single person's marital date is not looked at:
 * the form hides the field, and a value left from an earlier choice should not stop them.
 */
export function wageProfileProblems(profile: WageProfile, today: string): WageProfileProblem[] {
  const problems: WageProfileProblem[] = [];
  if (profile.maritalState !== "single") {
    const date = profile.maritalDate?.trim();
    if (!date) problems.push({ field: "maritalDate", problem: "maritalDateRequired" });
    else if (date > today) problems.push({ field: "maritalDate", problem: "maritalDateInFuture" });
  }

  const countProblem = (field: CountField): WageProfileProblem["problem"] | null => {
    const count = profile[field];
    if (!Number.isInteger(count)) return "notWholeNumber";
    if (count < 0 || count > DEPENDANTS_MAX) return "outOfRange";
    return null;
  };
  for (const field of COUNTS) {
    const problem = countProblem(field);
    if (problem) {
      problems.push({ field, problem });
      continue;
    }
    // Compared only when the total is sound too, so one typing error does not give two messages.
    const total = TOTAL_OF[field];
    if (total && countProblem(total) === null && profile[field] > profile[total]) {
      problems.push({ field, problem: "moreWithDisabilitiesThanTotal" });
    }
  }
  return problems;
}

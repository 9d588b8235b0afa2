import type { HoursValidationLevel } from "~/platform/operations.generated";

/**
 * The hours-validation levels of a company user, in the order a select offers them (part 1 §5).
 * Their labels are `companyAdmin:levels.{level}`; tests/unit/translations.test.ts checks each one.
 */
export const HOURS_VALIDATION_LEVELS = [
  "all_allowed",
  "can_validate_construct_hours",
  "can_validate_interim_hours",
  "not_allowed",
] as const satisfies readonly HoursValidationLevel[];

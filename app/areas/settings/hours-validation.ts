import { HOURS_VALIDATION_LEVELS } from "~domain/timesheet-rules";
import type { HoursValidationLevel } from "~/platform/operations.generated";

/**
 * The hours-validation levels of a company user, in the order a select offers them (part 1 §5), as the
 * timesheet rules know them. Their labels are `companyAdmin:levels.{level}`; tests/unit/translations.test.ts
 * checks each one.
 */
const LEVELS = HOURS_VALIDATION_LEVELS satisfies readonly HoursValidationLevel[];
export { LEVELS as HOURS_VALIDATION_LEVELS };

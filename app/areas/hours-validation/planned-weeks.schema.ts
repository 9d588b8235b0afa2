import { z } from "zod";
import { MAX_PLANNED_WEEKS } from "~domain/planned-weeks";

const ID = /^[1-9]\d{0,9}$/;
const CHOOSE = "hoursValidation:plannedWeeks.errors.chooseWeeks";

/** The weeks ticked to approve: a box sends its timesheet's id, the same name for each; none ticked sends nothing. */
export const ApprovePlannedWeeksSchema = z.object({
  timesheetIds: z
    .preprocess(
      (value) => (value === undefined ? [] : ([] as unknown[]).concat(value)),
      z.array(z.string().regex(ID, CHOOSE)).min(1, CHOOSE).max(MAX_PLANNED_WEEKS, CHOOSE),
    )
    .transform((ids) => ids.map(Number)),
});

/** The weeks a submit made final, from the page's address: ids separated by commas; anything else is left out. */
export const doneIdsOf = (param: string | null): number[] | null =>
  param === null
    ? null
    : param
        .split(",")
        .filter((id) => ID.test(id))
        .slice(0, MAX_PLANNED_WEEKS)
        .map(Number);

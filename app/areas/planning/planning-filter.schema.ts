import { z } from "zod";
import { pageParam } from "~/forms/page-param";
import { mondayOfWeek } from "~domain/planning-week";
import { TEAM_SEARCH_MAX_LENGTH } from "~domain/team";

const PLANNING_LINES = ["payroll", "interim", "construct"] as const;

/** A longer name cannot be one of the week's positions: the address was edited by hand. */
const POSITION_MAX_LENGTH = 200;

/**
 * The planning's query string (a GET form): the week as a date of it, as the form's date field sends
 * it, or as the week links name it (2026-W48); a line, position or cost place that is none is read as no
 * filter; a name search; a page.
 */
export const PlanningFilterSchema = z.object({
  week: z
    .string()
    .trim()
    .refine((week) => mondayOfWeek(week) !== null, "planning:filter.weekInvalid")
    .optional(),
  line: z.enum(PLANNING_LINES).optional().catch(undefined),
  position: z.string().trim().max(POSITION_MAX_LENGTH).optional().catch(undefined),
  costPlace: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .optional()
    .catch(undefined),
  search: z.string().trim().max(TEAM_SEARCH_MAX_LENGTH, "planning:filter.searchTooLong").optional(),
  page: pageParam,
});

export type PlanningFilter = z.output<typeof PlanningFilterSchema>;

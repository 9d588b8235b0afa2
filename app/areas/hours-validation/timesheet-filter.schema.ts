import { z } from "zod";
import { pageParam } from "~/forms/page-param";
import { TEAM_SEARCH_MAX_LENGTH } from "~domain/team";
import { TIMESHEET_STATUSES } from "~domain/timesheet-rules";

// A page or a status that is not one was edited into the address by hand: read as none.
export const TimesheetFilterSchema = z.object({
  status: z.enum(TIMESHEET_STATUSES).optional().catch(undefined),
  search: z.string().trim().max(TEAM_SEARCH_MAX_LENGTH, "hoursValidation:filter.searchTooLong").optional(),
  page: pageParam,
});
export type TimesheetFilter = z.output<typeof TimesheetFilterSchema>;

/** The hours-validation pages' addresses (part 2 §2). */
export const HOURS_VALIDATION_PATH = "/hours-validation";

/** A contract's timesheet page at one of its weeks. */
export const detailsPath = (contractId: number | string, weekStart: string) =>
  `${HOURS_VALIDATION_PATH}/contract-and-timesheet-details/${encodeURIComponent(String(contractId))}?week=${weekStart}`;

/** The download page's two tabs: timesheets by the week worked, or by the week they were processed. */
export const DOWNLOAD_KINDS = ["work", "processing"] as const;

/** One saved timesheet as a PDF, beside the week's download (the portal's route, which asks the API). */
export const timesheetPdfPath = (companyId: string, timesheetId: number | string) =>
  `${HOURS_VALIDATION_PATH}/timesheet-pdf/${encodeURIComponent(companyId)}/${encodeURIComponent(String(timesheetId))}`;

/** A line's weeks that match the plan, to approve in one go (issue 46); `done` names the weeks a submit made final. */
export const plannedWeeksPath = (companyId: string, done?: number[]) =>
  `${HOURS_VALIDATION_PATH}/approve-planned-weeks/${encodeURIComponent(companyId)}${done ? `?${new URLSearchParams({ done: done.join(",") })}` : ""}`;

import type { LoaderFunctionArgs } from "react-router";
import { timesheetsCsv } from "~/areas/hours-validation/timesheet-export.server";

export const handle = { i18n: ["hoursValidation", "exports"] };

/** /hours-validation[/interim|/construct]/export.csv: the timesheets of the window as the page filters them, as a CSV file (issue 32). */
export const loader = ({ request, params }: LoaderFunctionArgs) => timesheetsCsv(request, params.kind);

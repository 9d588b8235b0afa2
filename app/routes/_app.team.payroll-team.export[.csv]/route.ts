import type { LoaderFunctionArgs } from "react-router";
import { payrollTeamCsv } from "~/areas/team/team-export.server";

export const handle = { i18n: ["team", "exports"] };

/** /team/payroll-team/export.csv: the payroll team as its page filters it, as a CSV file (issue 32). */
export const loader = ({ request }: LoaderFunctionArgs) => payrollTeamCsv(request);

import type { LoaderFunctionArgs } from "react-router";
import { contractCalendarResponse } from "~/areas/contracts/contract-calendar.server";

/** /contracts/view-payroll-contract/{id}/calendar.ics: the payroll contract's shifts for a calendar. */
export const loader = ({ request, params }: LoaderFunctionArgs) => contractCalendarResponse(request, params.contractId!, ["payroll"]);

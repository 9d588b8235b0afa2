import type { LoaderFunctionArgs } from "react-router";
import { contractCalendarResponse } from "~/areas/contracts/contract-calendar.server";

/** /contracts/view-selection-contract/{id}/calendar.ics: an interim or construct contract's shifts for a calendar. */
export const loader = ({ request, params }: LoaderFunctionArgs) => contractCalendarResponse(request, params.contractId!, ["interim", "construct"]);

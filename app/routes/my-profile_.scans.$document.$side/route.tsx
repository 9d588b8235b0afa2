import type { LoaderFunctionArgs } from "react-router";
import { scanResponse } from "~/areas/employees/employee.server";

/** A scan of the signed-in employee's own identity document (no employee id in the address: their own). */
export const loader = ({ request, params }: LoaderFunctionArgs) => scanResponse(request, params);

import type { LoaderFunctionArgs } from "react-router";
import { scanResponse } from "~/areas/employees/employee.server";

/** A scan of an employee's certificate, fetched from the API with the user's credentials. */
export const loader = ({ request, params }: LoaderFunctionArgs) => scanResponse(request, params);

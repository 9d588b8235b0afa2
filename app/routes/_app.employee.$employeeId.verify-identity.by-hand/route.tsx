import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { EMPLOYEE_NOT_FOUND } from "~/areas/employees/subject";
import { completeByHand, loadByHand } from "~/areas/identity/identity.server";
import { ByHandPage } from "~/areas/identity/by-hand-page";
import { subjectOf } from "~/areas/identity/subject";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { recordNotFound } from "~/ui/record-not-found";

// An employer's identity verification. Step 2 typed by hand, without a scan that could be read.

export const handle = {
  i18n: ["identity", "employees"],
  title: "identity:byHand.title",
  notFound: EMPLOYEE_NOT_FOUND,
} satisfies PageHandle;

export const loader = ({ request, params }: LoaderFunctionArgs) => loadByHand(request, subjectOf(params));

export const action = ({ request, params }: ActionFunctionArgs) => completeByHand(request, subjectOf(params));

export default ByHandPage;

export const ErrorBoundary = recordNotFound(handle.notFound);

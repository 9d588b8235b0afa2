import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { EMPLOYEE_NOT_FOUND } from "~/areas/employees/subject";
import { PermitPage } from "~/areas/identity/permit-page";
import { loadPermit, savePermit } from "~/areas/identity/permit.server";
import { subjectOf } from "~/areas/identity/subject";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { recordNotFound } from "~/ui/record-not-found";

// An employer's residence or work permit, after the identity of someone who is not Belgian.

export const handle = {
  i18n: ["identity", "employees"],
  title: "identity:permit.title",
  notFound: EMPLOYEE_NOT_FOUND,
} satisfies PageHandle;

export const loader = ({ request, params }: LoaderFunctionArgs) => loadPermit(request, subjectOf(params));

export const action = ({ request, params }: ActionFunctionArgs) => savePermit(request, subjectOf(params));

export default PermitPage;

export const ErrorBoundary = recordNotFound(handle.notFound);

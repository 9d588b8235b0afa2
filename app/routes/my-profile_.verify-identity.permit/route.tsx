import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { PermitPage } from "~/areas/identity/permit-page";
import { loadPermit, savePermit } from "~/areas/identity/permit.server";
import { subjectOf } from "~/areas/identity/subject";
import type { PageHandle } from "~/platform/i18n/page-handle";

// The employee's own residence or work permit, after the identity of someone who is not Belgian.

export const handle = {
  i18n: ["identity", "employees"],
  title: "identity:permit.title",
} satisfies PageHandle;

export const loader = ({ request, params }: LoaderFunctionArgs) => loadPermit(request, subjectOf(params));

export const action = ({ request, params }: ActionFunctionArgs) => savePermit(request, subjectOf(params));

export default PermitPage;

import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { completeByHand, loadByHand } from "~/areas/identity/identity.server";
import { ByHandPage } from "~/areas/identity/by-hand-page";
import { subjectOf } from "~/areas/identity/subject";
import type { PageHandle } from "~/platform/i18n/page-handle";

// The employee's own identity verification. Step 2 typed by hand, without a scan that could be read.

export const handle = {
  i18n: ["identity", "employees"],
  title: "identity:byHand.title",
} satisfies PageHandle;

export const loader = ({ request, params }: LoaderFunctionArgs) => loadByHand(request, subjectOf(params));

export const action = ({ request, params }: ActionFunctionArgs) => completeByHand(request, subjectOf(params));

export default ByHandPage;

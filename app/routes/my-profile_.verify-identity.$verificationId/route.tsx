import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { completeVerification, loadVerification } from "~/areas/identity/identity.server";
import { subjectOf } from "~/areas/identity/subject";
import { VerificationPage } from "~/areas/identity/verification-page";
import type { PageHandle } from "~/platform/i18n/page-handle";
import type { PageT } from "~/platform/i18n/keys";
import { reloadAfterConflict } from "~/forms/revalidation";

// The employee's own identity verification, at the verification's address: reading, read (to review) or failed.

export const shouldRevalidate = reloadAfterConflict;

export const handle = {
  i18n: ["identity", "employees"],
  title: ({ state }: SerializeFrom<typeof loader>, t: PageT) =>
    t(state === "reading" ? "identity:reading.title" : state === "failed" ? "identity:failed.title" : "identity:review.title"),
} satisfies PageHandle;

export const loader = ({ request, params }: LoaderFunctionArgs) => loadVerification(request, subjectOf(params), params.verificationId ?? "");

export const action = ({ request, params }: ActionFunctionArgs) => completeVerification(request, subjectOf(params), params.verificationId ?? "");

export default VerificationPage;

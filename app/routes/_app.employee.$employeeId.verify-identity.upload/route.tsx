import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { EMPLOYEE_NOT_FOUND } from "~/areas/employees/subject";
import { uploadCard, loadUpload } from "~/areas/identity/identity.server";
import { UploadPage } from "~/areas/identity/upload-page";
import { subjectOf } from "~/areas/identity/subject";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { recordNotFound } from "~/ui/record-not-found";

// An employer's identity verification. Step 1: the two sides of the ID card.

export const handle = {
  i18n: ["identity", "employees"],
  title: "identity:upload.title",
  notFound: EMPLOYEE_NOT_FOUND,
} satisfies PageHandle;

export const loader = ({ request, params }: LoaderFunctionArgs) => loadUpload(request, subjectOf(params));

export const action = ({ request, params }: ActionFunctionArgs) => uploadCard(request, subjectOf(params));

export default UploadPage;

export const ErrorBoundary = recordNotFound(handle.notFound);

import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { confirmStart, loadStart } from "~/areas/identity/identity.server";
import { StartPage } from "~/areas/identity/start-page";
import { subjectOf } from "~/areas/identity/subject";
import type { PageHandle } from "~/platform/i18n/page-handle";

// The employee's own identity verification. Start a verification: a confirmation first when identity data is saved (part 2 §4).

export const handle = {
  i18n: ["identity", "employees"],
  title: "identity:start.title",
} satisfies PageHandle;

export const loader = ({ request, params }: LoaderFunctionArgs) => loadStart(request, subjectOf(params));

export const action = ({ request, params }: ActionFunctionArgs) => confirmStart(request, subjectOf(params));

export default StartPage;

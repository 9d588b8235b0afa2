import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { AgreementsPage } from "~/areas/identity/agreements-page";
import { loadAgreements, signAgreements } from "~/areas/identity/agreements.server";
import type { PageHandle } from "~/platform/i18n/page-handle";

// The employee signs the declaration of intent (and the student agreement when a student).

export const handle = { i18n: ["identity", "employees"], title: "identity:agreements.title" } satisfies PageHandle;

export const loader = ({ request }: LoaderFunctionArgs) => loadAgreements(request);

export const action = ({ request }: ActionFunctionArgs) => signAgreements(request);

export default AgreementsPage;

import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { actOnExtensionStep, loadExtensionStep } from "~/areas/contracts/wizard/extension-wizard.server";
import { ExtensionWizardPage } from "~/areas/contracts/wizard/extension-wizard-page";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { recordNotFound } from "~/ui/record-not-found";

export const handle = {
  i18n: ["contracts"],
  title: "contracts:extension.pageTitle",
  notFound: { title: "contracts:view.notFound.title", body: "contracts:view.notFound.body", backTo: "/contracts", back: "contracts:view.back" },
} satisfies PageHandle;

/** /contracts/request-contract-extension/{id} is step 1 (Schedule); /overview follows (docs/decisions/0025). */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadExtensionStep(request, params.contractId!, params.step);
export const action = ({ request, params }: ActionFunctionArgs) => actOnExtensionStep(request, params.contractId!, params.step);

export default function RequestContractExtensionPage() {
  return <ExtensionWizardPage data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}

export const ErrorBoundary = recordNotFound(handle.notFound);

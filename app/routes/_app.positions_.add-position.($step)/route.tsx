import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorContent } from "~/components/error-boundary";
import { PositionWizardPage } from "~/components/positions/wizard";
import { actOnPositionStep } from "~/services/position-wizard-action.server";
import { loadPositionStep } from "~/services/position-wizard.server";
import { titleMeta } from "~/utils/meta";

export const handle = { i18n: ["positions"] };

/** /positions/add-position is step 1 (General); /safety, /premiums and /check follow (docs/decisions/0013, 0018). */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadPositionStep(request, null, params.step);
export const action = ({ request, params }: ActionFunctionArgs) => actOnPositionStep(request, null, params.step);

export default function AddPositionPage() {
  return <PositionWizardPage data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}

export const meta = titleMeta;
export const ErrorBoundary = ErrorContent;

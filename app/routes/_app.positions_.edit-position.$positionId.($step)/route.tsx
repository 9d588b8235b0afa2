import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { useActionData, useLoaderData } from "react-router";
import { positionWizardTitle } from "~/areas/positions/wizard-title";
import { PositionWizardPage } from "~/areas/positions/wizard";
import { recordNotFound } from "~/ui/record-not-found";
import type { PageT } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { actOnPositionStep } from "~/areas/positions/position-wizard-action.server";
import { loadPositionStep } from "~/areas/positions/position-wizard.server";

export const handle = {
  i18n: ["positions"],
  title: (data: SerializeFrom<typeof loader>, t: PageT) => positionWizardTitle(data, t),
  notFound: {
    title: "positions:notFound.title",
    body: "positions:notFound.body",
    backTo: "/positions",
    back: "positions:notFound.back",
  },
} satisfies PageHandle;

/** /positions/edit-position/{id} is step 1 (General); /safety, /premiums and /check follow (docs/decisions/0013, 0018). */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadPositionStep(request, params.positionId ?? null, params.step);
export const action = ({ request, params }: ActionFunctionArgs) => actOnPositionStep(request, params.positionId ?? null, params.step);

export default function EditPositionPage() {
  return <PositionWizardPage data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}

export const ErrorBoundary = recordNotFound(handle.notFound);

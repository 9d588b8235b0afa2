import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { loadRequestedContracts } from "~/areas/contracts/wizard/requested-contracts.server";
import { RequestedContractsPage } from "~/areas/contracts/wizard/requested-contracts-page";
import type { PageT } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import type { SerializeFrom } from "~/platform/route-data";
import { ErrorContent } from "~/ui/error-boundary";

export const handle = {
  i18n: ["contracts"],
  title: (data: SerializeFrom<typeof loader>, t: PageT) =>
    t(data.requested.length > 0 ? "contracts:wizard.requested.title" : "contracts:wizard.requested.noneTitle"),
} satisfies PageHandle;

/** /contracts/create-contract/requested: what a request for several employees made (issue 46). */
export const loader = ({ request }: LoaderFunctionArgs) => loadRequestedContracts(request);

export default function RequestedContractsRoute() {
  return <RequestedContractsPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ErrorContent;

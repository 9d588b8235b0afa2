import { data, type LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { extendableLinesOf } from "~domain/access";
import { contractPagesOf, SELECTION_CONTRACTS_PATH } from "~/areas/contracts/contract-pages";
import { ContractFilterForm, ContractTable } from "~/areas/contracts/contract-list";
import { ContractFilterSchema } from "~/areas/contracts/contract-filter.schema";
import { ExtensionPermissionNote, SelectionKindTabs, selectionTitle } from "~/areas/contracts/selection-kinds";
import { loadContractsPage, requireSelectionKind } from "~/areas/contracts/contracts.server";
import type { PageT } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";
import { ErrorContent } from "~/ui/error-boundary";
import { listFilterOf } from "~/forms/list-filter";

export const handle = {
  i18n: ["contracts"],
  title: (data: SerializeFrom<typeof loader>, t: PageT) => selectionTitle("list", data, t),
  scripts: false,
} satisfies PageHandle;

/** The interim or construct contracts of the selection office (part 2 §2 screen 8), with the list's filters. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const kinds = contractPagesOf(account.capabilities).selectionKinds;
  const kind = requireSelectionKind(request, SELECTION_CONTRACTS_PATH, kinds, params.kind);
  const { filter, result } = listFilterOf(request, ContractFilterSchema);
  const contracts = await loadContractsPage(request, account.credentials, kind, filter);
  const mayExtend = extendableLinesOf(account.capabilities).includes(kind);
  return data({ kind, kinds: kinds.length > 1 ? kinds : [], mayExtend, contracts, filter, result }, { status: contracts ? 200 : 503 });
}

export default function SelectionContractsPage() {
  const { i18n } = useTranslation("contracts");
  const data = useLoaderData<typeof loader>();
  const title = selectionTitle("list", data, i18n.t);
  const path = data.kinds.length > 0 ? `${SELECTION_CONTRACTS_PATH}/${data.kind}` : SELECTION_CONTRACTS_PATH;
  return (
    <>
      <h1>{title}</h1>
      <SelectionKindTabs base={SELECTION_CONTRACTS_PATH} kinds={data.kinds} />
      <ExtensionPermissionNote kind={data.kind} mayExtend={data.mayExtend} />
      <ContractFilterForm path={path} filter={data.filter} result={data.result} />
      <ContractTable contracts={data.contracts} caption={title} />
    </>
  );
}

export const ErrorBoundary = ErrorContent;

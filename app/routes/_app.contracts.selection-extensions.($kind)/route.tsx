import { data, type LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { extendableLinesOf } from "~domain/access";
import { contractPagesOf, SELECTION_EXTENSIONS_PATH } from "~/areas/contracts/contract-pages";
import { ContractTable, ExtensionFilterForm } from "~/areas/contracts/contract-list";
import { ExtensionFilterSchema } from "~/areas/contracts/contract-filter.schema";
import { ExtensionPermissionNote, SelectionKindTabs, selectionTitle } from "~/areas/contracts/selection-kinds";
import { loadExtensionsPage, requireSelectionKind } from "~/areas/contracts/contracts.server";
import type { PageT } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";
import { ErrorContent } from "~/ui/error-boundary";
import { listFilterOf } from "~/forms/list-filter";

export const handle = {
  i18n: ["contracts"],
  title: (data: SerializeFrom<typeof loader>, t: PageT) => selectionTitle("extensions", data, t),
  scripts: false,
} satisfies PageHandle;

/** The interim or construct contracts to extend and being extended (part 2 §2 screen 8, §4). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const kinds = contractPagesOf(account.capabilities).selectionKinds;
  const kind = requireSelectionKind(request, SELECTION_EXTENSIONS_PATH, kinds, params.kind);
  const { filter } = listFilterOf(request, ExtensionFilterSchema);
  const contracts = await loadExtensionsPage(request, account.credentials, kind, filter);
  const mayExtend = extendableLinesOf(account.capabilities).includes(kind);
  return data({ kind, kinds: kinds.length > 1 ? kinds : [], mayExtend, contracts, status: filter.status }, { status: contracts ? 200 : 503 });
}

export default function SelectionExtensionsPage() {
  const { t, i18n } = useTranslation("contracts");
  const data = useLoaderData<typeof loader>();
  const title = selectionTitle("extensions", data, i18n.t);
  const path = data.kinds.length > 0 ? `${SELECTION_EXTENSIONS_PATH}/${data.kind}` : SELECTION_EXTENSIONS_PATH;
  return (
    <>
      <h1>{title}</h1>
      <SelectionKindTabs base={SELECTION_EXTENSIONS_PATH} kinds={data.kinds} />
      {data.mayExtend ? <p>{t("extensions.selectionIntro")}</p> : <ExtensionPermissionNote kind={data.kind} mayExtend={false} />}
      <ExtensionFilterForm path={path} status={data.status} />
      <ContractTable contracts={data.contracts} caption={title} extensions />
    </>
  );
}

export const ErrorBoundary = ErrorContent;

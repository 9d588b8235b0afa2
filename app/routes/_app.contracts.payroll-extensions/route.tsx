import { data, type LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { PAYROLL_EXTENSIONS_PATH } from "~/areas/contracts/contract-pages";
import { ContractTable, ExtensionFilterForm } from "~/areas/contracts/contract-list";
import { ExtensionFilterSchema } from "~/areas/contracts/contract-filter.schema";
import { loadExtensionsPage } from "~/areas/contracts/contracts.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccountAnd } from "~/platform/user.server";
import { ErrorContent } from "~/ui/error-boundary";
import { listFilterOf } from "~/forms/list-filter";

export const handle = { i18n: ["contracts"], title: "contracts:extensions.payrollTitle", scripts: false } satisfies PageHandle;

/** The payroll contracts to extend and being extended (part 2 §2 screen 8, §4), by extension status. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { filter } = listFilterOf(request, ExtensionFilterSchema);
  const { page: contracts } = await requireAccountAnd(request, (credentials) => loadExtensionsPage(request, credentials, "payroll", filter));
  return data({ contracts, status: filter.status }, { status: contracts ? 200 : 503 });
}

export default function PayrollExtensionsPage() {
  const { t } = useTranslation("contracts");
  const { contracts, status } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("extensions.payrollTitle")}</h1>
      <p>{t("extensions.intro")}</p>
      <ExtensionFilterForm path={PAYROLL_EXTENSIONS_PATH} status={status} />
      <ContractTable contracts={contracts} caption={t("extensions.payrollTitle")} extensions />
    </>
  );
}

export const ErrorBoundary = ErrorContent;

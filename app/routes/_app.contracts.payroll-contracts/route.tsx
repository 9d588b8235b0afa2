import { data, type LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { CREATE_CONTRACT_PATH, PAYROLL_CONTRACTS_PATH } from "~/areas/contracts/contract-pages";
import { ContractFilterForm, ContractTable } from "~/areas/contracts/contract-list";
import { ContractFilterSchema } from "~/areas/contracts/contract-filter.schema";
import { loadContractsPage } from "~/areas/contracts/contracts.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccountAnd } from "~/platform/user.server";
import { ErrorContent } from "~/ui/error-boundary";
import { Notice } from "~/ui/notice";
import { listFilterOf } from "~/forms/list-filter";
import { pageUrlOf } from "~/platform/page-url";
import { PrimaryAction } from "~/ui/primary-action";

export const handle = { i18n: ["contracts"], title: "contracts:list.payrollTitle", scripts: false } satisfies PageHandle;

/** The payroll contracts (part 2 §2 screen 8, §4): status, period and name filters as a GET form, 25 a page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = pageUrlOf(request);
  // The filter is a GET form: its answer, valid or not, is the address itself.
  const { filter, result } = listFilterOf(request, ContractFilterSchema);
  const { page: contracts } = await requireAccountAnd(request, (credentials) => loadContractsPage(request, credentials, "payroll", filter));
  return data({ contracts, filter, deleted: url.searchParams.has("deleted"), result }, { status: contracts ? 200 : 503 });
}

export default function PayrollContractsPage() {
  const { t } = useTranslation("contracts");
  const { contracts, filter, deleted, result } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("list.payrollTitle")}</h1>
      <p>
        <PrimaryAction to={CREATE_CONTRACT_PATH}>{t("list.create")}</PrimaryAction>
      </p>
      {deleted ? <Notice>{t("list.deleted")}</Notice> : null}
      <ContractFilterForm path={PAYROLL_CONTRACTS_PATH} filter={filter} result={result} />
      <ContractTable contracts={contracts} caption={t("list.payrollTitle")} />
    </>
  );
}

export const ErrorBoundary = ErrorContent;

import { type LoaderFunctionArgs } from "react-router";
import { Outlet, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import {
  contractPagesOf,
  PAYROLL_CONTRACTS_PATH,
  PAYROLL_EXTENSIONS_PATH,
  SELECTION_CONTRACTS_PATH,
  SELECTION_EXTENSIONS_PATH,
} from "~/areas/contracts/contract-pages";
import { skipRevalidationAfterRefusal } from "~/forms/revalidation";
import { requireAccount } from "~/platform/user.server";
import { Tabs } from "~/ui/tabs";

export const handle = { i18n: ["contracts"] };

export const shouldRevalidate = skipRevalidationAfterRefusal;

export async function loader({ request }: LoaderFunctionArgs) {
  const { capabilities } = await requireAccount(request, { layout: true });
  return { pages: contractPagesOf(capabilities) };
}

/** The contracts' lists (part 2 §2 screen 8): payroll and selection contracts, and the extensions of each. */
export default function ContractsLayout() {
  const { t } = useTranslation("contracts");
  const { pages } = useLoaderData<typeof loader>();
  const links = [
    ...(pages.payroll
      ? [
          { to: PAYROLL_CONTRACTS_PATH, label: t("nav.payrollContracts") },
          { to: PAYROLL_EXTENSIONS_PATH, label: t("nav.payrollExtensions") },
        ]
      : []),
    ...(pages.selectionKinds.length > 0
      ? [
          { to: SELECTION_CONTRACTS_PATH, label: t("nav.selectionContracts") },
          { to: SELECTION_EXTENSIONS_PATH, label: t("nav.selectionExtensions") },
        ]
      : []),
  ];
  return (
    <>
      {links.length > 1 ? <Tabs label={t("nav.label")} links={links} /> : null}
      <Outlet />
    </>
  );
}

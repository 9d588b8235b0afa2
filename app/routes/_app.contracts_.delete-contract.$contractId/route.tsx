import type { ActionFunctionArgs, LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { contractPath } from "~/areas/contracts/contract-pages";
import { deleteContract, requireContractFor } from "~/areas/contracts/contract-requests.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { useFormatters } from "~/platform/format";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { Confirmation } from "~/ui/confirmation";
import { ErrorSummary } from "~/ui/forms";
import { recordNotFound } from "~/ui/record-not-found";
import { reloadAfterConflict } from "~/forms/revalidation";

export const shouldRevalidate = reloadAfterConflict;

export const handle = {
  i18n: ["contracts"],
  title: "contracts:delete.title",
  notFound: {
    title: "contracts:view.notFound.title",
    body: "contracts:view.notFound.body",
    backTo: "/contracts/payroll-contracts",
    back: "contracts:view.back",
  },
} satisfies PageHandle;

/** Deleting a requested contract (part 2 §4): the GET asks, the POST deletes. A processed contract cannot be deleted, only cancelled. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { contract } = await requireContractFor(request, params.contractId!, "delete");
  return json({ contract });
}

export const action = ({ request, params }: ActionFunctionArgs) => deleteContract(request, params.contractId!);

export default function DeleteContractPage() {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  const { contract } = useLoaderData<typeof loader>() as SerializeFrom<typeof loader>;
  const [form] = useServerValidatedForm({ id: "delete-contract", lastResult: useActionData<typeof action>() });
  const name = `${contract.employee.firstName} ${contract.employee.lastName}`;
  return (
    <>
      <ErrorSummary form={form} fields={[]} />
      <Confirmation title={t("delete.title")} confirmLabel={t("delete.confirm")} cancelLabel={t("delete.cancel")} cancelTo={contractPath(contract)}>
        <p>{t("delete.question", { name, start: format.date(contract.startDate), end: format.date(contract.endDate) })}</p>
        <p>{t("delete.consequence")}</p>
      </Confirmation>
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

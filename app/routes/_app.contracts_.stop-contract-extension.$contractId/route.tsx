import type { ActionFunctionArgs, LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { contractPath } from "~/areas/contracts/contract-pages";
import { stopExtension, requireContractFor } from "~/areas/contracts/contract-requests.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { useFormatters } from "~/platform/format";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { Confirmation } from "~/ui/confirmation";
import { ErrorSummary } from "~/ui/forms";
import { recordNotFound } from "~/ui/record-not-found";

export const handle = {
  i18n: ["contracts"],
  title: "contracts:stopExtension.title",
  notFound: {
    title: "contracts:view.notFound.title",
    body: "contracts:view.notFound.body",
    backTo: "/contracts/payroll-contracts",
    back: "contracts:view.back",
  },
} satisfies PageHandle;

/** Choosing not to extend a contract (part 2 §4, extension status "stopped"): the GET asks, the POST decides. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { contract } = await requireContractFor(request, params.contractId!, "stop_extension");
  return json({ contract });
}

export const action = ({ request, params }: ActionFunctionArgs) => stopExtension(request, params.contractId!);

export default function StopExtensionPage() {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  const { contract } = useLoaderData<typeof loader>() as SerializeFrom<typeof loader>;
  const [form] = useServerValidatedForm({ id: "stop-extension", lastResult: useActionData<typeof action>() });
  const name = `${contract.employee.firstName} ${contract.employee.lastName}`;
  return (
    <>
      <ErrorSummary form={form} fields={[]} />
      <Confirmation
        title={t("stopExtension.title")}
        confirmLabel={t("stopExtension.confirm")}
        cancelLabel={t("stopExtension.cancel")}
        cancelTo={contractPath(contract)}
      >
        <p>{t("stopExtension.question", { name, start: format.date(contract.startDate), end: format.date(contract.endDate) })}</p>
        <p>{t("stopExtension.consequence")}</p>
      </Confirmation>
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

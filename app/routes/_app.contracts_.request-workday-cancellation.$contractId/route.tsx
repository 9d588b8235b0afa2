import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { contractRequestHandle, ContractRequestPage } from "~/areas/contracts/contract-request-page";
import { loadWorkdayCancellation, requestWorkdayCancellation } from "~/areas/contracts/contract-requests.server";
import { useServerValidatedForm } from "~/forms/use-form";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { useFormatters } from "~/platform/format";
import { ChoicesField } from "~/ui/forms";
import { recordNotFound } from "~/ui/record-not-found";

export const handle = { i18n: ["contracts"], ...contractRequestHandle("cancelWorkdays") } satisfies PageHandle;

/**
 * /contracts/request-workday-cancellation/{id} (part 2 §2 screen 11, §5): every working day ticked;
 * the employer unticks the days to cancel. Days that have started are kept and listed apart.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return await loadWorkdayCancellation(request, params.contractId!);
}

export const action = ({ request, params }: ActionFunctionArgs) => requestWorkdayCancellation(request, params.contractId!);

export default function RequestWorkdayCancellationPage() {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  const { contract, started } = useLoaderData<typeof loader>();
  // Days that have started stay: only the others can be unticked.
  const open = contract.days.filter((day) => !started.includes(day.date));
  // Every day starts ticked; after a refusal, the boxes show what was sent.
  const [form, fields] = useServerValidatedForm<{ kept: string[] }>({
    id: "cancel-workdays",
    lastResult: useActionData<typeof action>(),
    defaultValue: { kept: open.map((day) => day.date) },
  });
  return (
    <ContractRequestPage request="cancelWorkdays" contract={contract} form={form} fields={[fields.kept]}>
      <ChoicesField
        meta={fields.kept}
        legend={t("cancelWorkdays.legend")}
        hint={t("cancelWorkdays.hint")}
        type="checkbox"
        options={open.map((day) => ({ value: day.date, label: t("cancelWorkdays.day", { date: format.date(day.date), start: day.start, end: day.end }) }))}
      />
      {started.length > 0 ? <p>{t("cancelWorkdays.started", { days: started.map((date) => format.date(date)).join(", ") })}</p> : null}
      <p>
        {t("cancelWorkdays.wholeContract")}{" "}
        {contract.actions.includes("request_contract_cancellation") ? (
          <Link to={`/contracts/request-contract-cancellation/${encodeURIComponent(contract.id)}`}>{t("cancelWorkdays.wholeContractLink")}</Link>
        ) : null}
      </p>
    </ContractRequestPage>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

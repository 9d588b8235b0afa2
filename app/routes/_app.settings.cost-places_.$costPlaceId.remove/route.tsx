import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { Confirmation } from "~/ui/confirmation";
import { ErrorSummary } from "~/ui/forms";
import { recordNotFound } from "~/ui/record-not-found";
import { formAction } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { CostPlacesQueryDocument, RemoveCostPlaceMutationDocument } from "~/platform/operations.generated";
import { loadFromApi, notFound } from "~/platform/api-calls.server";
import { NoFieldsSchema } from "~/forms/no-fields";
import { requireCostPlaces } from "~/areas/settings/company-admin.server";
import { graphql } from "~/platform/payroll-api.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";

export const handle = {
  i18n: ["companyAdmin"],
  title: "companyAdmin:removeCostPlace.title",
  notFound: {
    title: "companyAdmin:costPlaces.notFound.title",
    body: "companyAdmin:costPlaces.notFound.body",
    backTo: "/settings/cost-places",
    back: "companyAdmin:costPlaces.back",
  },
} satisfies PageHandle;

/**
 * Removing a cost place (part 1 §6) after this confirmation page: the GET only asks, the POST
 * removes. It cannot be undone, but invoices already issued keep their cost place.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  requireCostPlaces(account);
  // The API has no single cost place query: the list is short, and scoped to the company.
  const { costPlaces } = await loadFromApi(request, () => graphql(CostPlacesQueryDocument, {}, account.credentials));
  const costPlace = costPlaces.find((candidate) => candidate.id === params.costPlaceId);
  if (!costPlace) throw notFound();
  return { costPlace };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const account = await requireAccount(request);
  requireCostPlaces(account);
  return formAction({
    request,
    schema: NoFieldsSchema,
    save: async () => {
      await graphql(RemoveCostPlaceMutationDocument, { input: { id: params.costPlaceId ?? "" } }, account.credentials);
      return redirect("/settings/cost-places?removed=1");
    },
    refusals: { NOT_FOUND: { notFound: true } },
    failed: "companyAdmin:removeCostPlace.failed",
  });
}

export default function RemoveCostPlacePage() {
  const { t } = useTranslation("companyAdmin");
  const { costPlace } = useLoaderData<typeof loader>();
  const [form] = useServerValidatedForm({ id: "remove-cost-place", lastResult: useActionData<typeof action>() });
  return (
    <>
      <ErrorSummary form={form} fields={[]} />
      <Confirmation
        title={t("removeCostPlace.title")}
        confirmLabel={t("removeCostPlace.confirm")}
        cancelLabel={t("removeCostPlace.cancel")}
        cancelTo="/settings/cost-places"
      >
        <p>{t("removeCostPlace.question", { name: costPlace.name })}</p>
        <p>{t("removeCostPlace.warning")}</p>
      </Confirmation>
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CompanyDetailsForm } from "~/components/company-details-form";
import { ErrorContent } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { RegisterCompanyMutationDocument } from "~/graphql/operations.generated";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { submitCompanyDetails, toCompanyDetailsInput } from "~/services/company-details.server";
import { graphql } from "~/services/payroll-api.server";
import { requireAccount } from "~/services/user.server";

export const handle = { title: "registerCompany.title" } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccount(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  return submitCompanyDetails(request, credentials, async (details) => {
    await graphql(RegisterCompanyMutationDocument, { input: toCompanyDetailsInput(details) }, credentials);
    return redirect("/");
  });
}

export default function RegisterAdditionalCompanyPage() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <h1>{t("registerCompany.title")}</h1>
      <p>{t("registerCompany.intro")}</p>
      <CompanyDetailsForm
        key={actionData?.fetched ? JSON.stringify(actionData.result.initialValue) : "empty"}
        defaultValue={undefined}
        lastResult={actionData?.result}
        fetched={actionData?.fetched ?? false}
      >
        <SubmitButton>{t("registerCompany.submit")}</SubmitButton>
      </CompanyDetailsForm>
    </>
  );
}
export const ErrorBoundary = ErrorContent;

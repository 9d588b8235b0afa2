import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useActionData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { CompanyDetailsForm } from "~/areas/onboarding/company-details-form";
import { ErrorContent } from "~/ui/error-boundary";
import { SubmitButton } from "~/ui/submit-button";
import { formAction } from "~/forms/action.server";
import { RegisterCompanyMutationDocument } from "~/platform/operations.generated";
import { CompanyDetailsSchema } from "~/areas/onboarding/company.schema";
import { COMPANY_DETAILS_REFUSALS, fetchCompanyDetails, isFetch, toCompanyDetailsInput } from "~/areas/onboarding/company-details.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { graphql } from "~/platform/payroll-api.server";
import { requireAccount } from "~/platform/user.server";
import { readFormData } from "~/platform/form-bodies.server";

export const handle = { title: "registerCompany.title" } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccount(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  const formData = await readFormData(request);
  if (isFetch(formData)) return fetchCompanyDetails(formData, credentials);
  return formAction({
    request,
    formData,
    schema: CompanyDetailsSchema,
    save: async (details) => {
      await graphql(RegisterCompanyMutationDocument, { input: toCompanyDetailsInput(details) }, credentials);
      return redirect("/");
    },
    refusals: COMPANY_DETAILS_REFUSALS,
    failed: "common:companyDetails.saveFailed",
  });
}

export default function RegisterAdditionalCompanyPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("registerCompany.title")}</h1>
      <p>{t("registerCompany.intro")}</p>
      <CompanyDetailsForm defaultValue={undefined} lastResult={useActionData<typeof action>()}>
        <SubmitButton>{t("registerCompany.submit")}</SubmitButton>
      </CompanyDetailsForm>
    </>
  );
}
export const ErrorBoundary = ErrorContent;

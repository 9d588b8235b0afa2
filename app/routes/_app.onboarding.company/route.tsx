import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Form, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { onboardingWizard } from "~/areas/onboarding/onboarding-wizard";
import { CompanyDetailsForm } from "~/areas/onboarding/company-details-form";
import { ErrorContent } from "~/ui/error-boundary";
import { WizardButtons, WizardProgress } from "~/forms/wizard/wizard-parts";
import { stepAction } from "~/forms/wizard/wizard.server";
import { SaveOnboardingCompanyMutationDocument } from "~/platform/operations.generated";
import { CompanyDetailsSchema } from "~/areas/onboarding/company.schema";
import { COMPANY_DETAILS_REFUSALS, fetchCompanyDetails, isFetch, toCompanyDetailsInput } from "~/areas/onboarding/company-details.server";
import { requireOnboardingStep } from "~/areas/onboarding/onboarding.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { graphql } from "~/platform/payroll-api.server";
import * as styles from "~/ui/forms.css";
import { readFormData } from "~/platform/form-bodies.server";

export const handle = { title: "onboarding.steps.company" } satisfies PageHandle;

const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? "yes" : "no");

export async function loader({ request }: LoaderFunctionArgs) {
  const { account, draft, page } = await requireOnboardingStep(request, "company");
  const company = draft.company;
  const otherCompanies = account.user.permissions
    .filter((permission) => permission.companyId !== account.user.company?.id)
    .map((permission) => ({ id: permission.companyId, name: permission.companyName }));
  return {
    page,
    otherCompanies,
    draft: company
      ? {
          ...company,
          buildingNumber: company.buildingNumber ?? undefined,
          preventionContractNumber: company.preventionContractNumber ?? undefined,
          dayContractsAllowed: yesNo(company.dayContractsAllowed),
        }
      : { displayName: account.user.company?.name },
  };
}

/** Next saves the company details, which the API checks; Fetch fills them in from the company register. */
export async function action({ request }: ActionFunctionArgs) {
  const { account } = await requireOnboardingStep(request, "company");
  const formData = await readFormData(request);
  if (isFetch(formData)) return fetchCompanyDetails(formData, account.credentials);
  return stepAction({
    request,
    formData,
    wizard: onboardingWizard,
    subject: null,
    step: "company",
    schema: CompanyDetailsSchema,
    save: (details) => graphql(SaveOnboardingCompanyMutationDocument, { input: toCompanyDetailsInput(details) }, account.credentials),
    refusals: COMPANY_DETAILS_REFUSALS,
    failed: "common:companyDetails.saveFailed",
  });
}

export default function OnboardingCompanyStep() {
  const { t, i18n } = useTranslation();
  const { draft, otherCompanies, page } = useLoaderData<typeof loader>();
  return (
    <>
      <WizardProgress page={page} />
      <h1>{i18n.t(page.title)}</h1>
      <p>{t("onboarding.companyIntro")}</p>
      <CompanyDetailsForm defaultValue={draft} lastResult={useActionData<typeof action>()}>
        <WizardButtons page={page} />
      </CompanyDetailsForm>
      {otherCompanies.length > 0 ? (
        <section aria-labelledby="existing-company">
          <h2 id="existing-company">{t("onboarding.existingCompany")}</h2>
          <p>{t("onboarding.existingCompanyIntro")}</p>
          <Form method="post" action="/switch-company" className={styles.actions}>
            {otherCompanies.map((company) => (
              <button key={company.id} type="submit" name="companyId" value={company.id} className={styles.secondaryButton}>
                {t("onboarding.useCompany", { name: company.name })}
              </button>
            ))}
          </Form>
        </section>
      ) : null}
    </>
  );
}
export const ErrorBoundary = ErrorContent;

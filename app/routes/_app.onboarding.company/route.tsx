import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CompanyDetailsForm } from "~/components/company-details-form";
import { ErrorContent } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms";
import { OnboardingProgress } from "~/components/onboarding-progress";
import { SaveOnboardingCompanyMutationDocument } from "~/graphql/operations.generated";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { submitCompanyDetails, toCompanyDetailsInput } from "~/services/company-details.server";
import { requireOnboardingStep, stepPath } from "~/services/onboarding.server";
import { graphql } from "~/services/payroll-api.server";
import * as styles from "~/styles/forms.css";

export const handle = { title: "onboarding.steps.company" } satisfies PageHandle;

const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? "yes" : "no");

export async function loader({ request }: LoaderFunctionArgs) {
  const { account, draft } = await requireOnboardingStep(request, "company");
  const company = draft.company;
  const otherCompanies = account.user.permissions
    .filter((permission) => permission.companyId !== account.user.company?.id)
    .map((permission) => ({ id: permission.companyId, name: permission.companyName }));
  return json({
    otherCompanies,
    draft: company
      ? {
          ...company,
          buildingNumber: company.buildingNumber ?? undefined,
          preventionContractNumber: company.preventionContractNumber ?? undefined,
          dayContractsAllowed: yesNo(company.dayContractsAllowed),
        }
      : { displayName: account.user.company?.name },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { account } = await requireOnboardingStep(request, "company");
  return submitCompanyDetails(request, account.credentials, async (details) => {
    await graphql(SaveOnboardingCompanyMutationDocument, { input: toCompanyDetailsInput(details) }, account.credentials);
    return redirect(stepPath("worker-contract-type"));
  });
}

export default function OnboardingCompanyStep() {
  const { t } = useTranslation();
  const { draft, otherCompanies } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <OnboardingProgress current="company" />
      <h1>{t("onboarding.steps.company")}</h1>
      <p>{t("onboarding.companyIntro")}</p>
      <CompanyDetailsForm
        // A fetched register entry replaces the form's values, so the form starts afresh with them.
        key={actionData?.fetched ? JSON.stringify(actionData.result.initialValue) : "draft"}
        defaultValue={draft}
        lastResult={actionData?.result}
        fetched={actionData?.fetched ?? false}
      >
        <SubmitButton>{t("forms.continue")}</SubmitButton>
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

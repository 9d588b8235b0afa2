import { getFormProps } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Form, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { formatVat } from "~domain/vat";
import { onboardingWizard, type OnboardingStep } from "~/areas/onboarding/onboarding-wizard";
import { ErrorContent } from "~/ui/error-boundary";
import { ErrorSummary } from "~/ui/forms";
import { useServerValidatedForm } from "~/forms/use-form";
import { stepPath } from "~/forms/wizard/wizard";
import { CheckAnswers, WizardButtons, WizardProgress, type Answer } from "~/forms/wizard/wizard-parts";
import { checkAction } from "~/forms/wizard/wizard.server";
import { CompleteOnboardingMutationDocument } from "~/platform/operations.generated";
import { requireOnboardingStep, type OnboardingDraft } from "~/areas/onboarding/onboarding.server";
import { graphql } from "~/platform/payroll-api.server";
import type { PageHandle } from "~/platform/i18n/page-handle";

export const handle = { title: "onboarding.steps.overview" } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await requireOnboardingStep(request, "overview");
  return { draft, page };
}

/** Approve applies the draft to the company; Previous goes back to the last step. */
export async function action({ request }: ActionFunctionArgs) {
  const { account } = await requireOnboardingStep(request, "overview");
  return checkAction({
    request,
    wizard: onboardingWizard,
    subject: null,
    submit: async () => {
      await graphql(CompleteOnboardingMutationDocument, {}, account.credentials);
      return "/";
    },
    refusals: { VAT_TAKEN: { form: "common:onboarding.vatTakenMeanwhile" } },
    failed: "common:onboarding.approveFailed",
  });
}

const changeOf = (step: OnboardingStep) => stepPath(onboardingWizard, null, step, true);

function useSections(draft: OnboardingDraft): { heading: string; answers: Answer[] }[] {
  const { t } = useTranslation();
  const yesNo = (value: boolean | null | undefined) => t(value ? "forms.yes" : "forms.no");
  const company = draft.company!;
  const companyAnswer = (label: string, value: string) => ({ label, value, change: changeOf("company") });
  const contractAnswers = (statute: "worker" | "clerk") => {
    const part = statute === "worker" ? draft.workerContractType : draft.clerkContractType;
    const answer = (label: string, value: string) => ({ label, value, change: changeOf(`${statute}-contract-type`) });
    const answers = [answer(t(`onboarding.contractType.uses.${statute}`), yesNo(part?.used))];
    if (!part?.used) return answers;
    return [
      ...answers,
      answer(t("onboarding.contractType.workProfile"), part.committee?.codeAndName ?? ""),
      answer(t("onboarding.contractType.hasOvertime"), yesNo(part.hasOvertime)),
      ...(part.hasOvertime ? [answer(t("onboarding.contractType.paidOvertime"), yesNo(part.paidOvertime))] : []),
    ];
  };
  const address = [
    `${company.street} ${company.streetNumber}${company.buildingNumber ? ` ${company.buildingNumber}` : ""}`,
    `${company.zip} ${company.city}`,
  ].join(", ");
  return [
    {
      heading: t("onboarding.overview.company"),
      answers: [
        companyAnswer(t("companyDetails.vat"), formatVat(company.vat)),
        companyAnswer(t("companyDetails.displayName"), company.displayName),
        companyAnswer(t("companyDetails.officialName"), company.officialName),
        companyAnswer(t("companyDetails.headquarters"), address),
        companyAnswer(t("companyDetails.preventionService"), t(`preventionServices.${company.preventionService}`)),
        companyAnswer(t("companyDetails.preventionContractNumber"), company.preventionContractNumber ?? "–"),
      ],
    },
    { heading: t("onboarding.overview.contractTypes"), answers: [...contractAnswers("worker"), ...contractAnswers("clerk")] },
    { heading: t("onboarding.overview.dayContracts"), answers: [companyAnswer(t("companyDetails.dayContractsAllowed"), yesNo(company.dayContractsAllowed))] },
  ];
}

/** The onboarding's check-your-answers step: every answer with a Change link back to its step, then Approve. */
export default function OnboardingOverviewStep() {
  const { t, i18n } = useTranslation();
  const { draft, page } = useLoaderData<typeof loader>();
  const [form] = useServerValidatedForm({ id: "onboarding-overview", lastResult: useActionData<typeof action>() });
  return (
    <>
      <WizardProgress page={page} />
      <h1>{i18n.t(page.title)}</h1>
      <ErrorSummary form={form} fields={[]} />
      <CheckAnswers sections={useSections(draft)} />
      <Form method="post" {...getFormProps(form)}>
        <WizardButtons page={page} submit={t("onboarding.approve")} />
      </Form>
    </>
  );
}
export const ErrorBoundary = ErrorContent;

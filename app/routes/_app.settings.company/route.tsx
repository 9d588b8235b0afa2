import { getFormProps } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { Form, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { DetailsList, Identifier } from "~/ui/details-list";
import { ListLoadFailed } from "~/ui/list-load-failed";
import { recordNotFound } from "~/ui/record-not-found";
import { ErrorSummary, FileField, TextAreaField, TextField } from "~/ui/forms";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { formAction } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { UpdateCompanySettingsMutationDocument } from "~/platform/operations.generated";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { CompanySettingsSchema } from "~/areas/settings/company-settings.schema";
import { uploadCompanyLogo } from "~/areas/settings/company-logo.server";
import { loadCompanyInformationPage, type CompanyGlance } from "~/areas/settings/company-information.server";
import { CompanyGlanceSection } from "~/areas/settings/company-glance";
import { graphql } from "~/platform/payroll-api.server";
import { requireAccount } from "~/platform/user.server";
import * as forms from "~/ui/forms.css";
import * as styles from "~/areas/settings/settings.css";
import { formatVat } from "~domain/vat";
import { pageUrlOf } from "~/platform/page-url";
export const handle = {
  title: "settings:company.title",
  notFound: { title: "settings:company.notFound.title", body: "settings:company.notFound.body", backTo: "/settings", back: "settings:backToSettings" },
} satisfies PageHandle;

/**
 * The company information (part 1 §8): not found, failed to load (in place, with a retry), or the page
 * with the company at a glance, whose own failures are worded in its section (the page still answers 200).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { company, glance } = await loadCompanyInformationPage(request);
  const notice = pageUrlOf(request).searchParams;
  return data({ company, glance, logoUpdated: notice.get("logo") === "updated", saved: notice.has("saved") }, { status: company ? 200 : 503 });
}

export async function action({ request }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) return uploadCompanyLogo(request, credentials);
  return formAction({
    request,
    schema: CompanySettingsSchema,
    save: async ({ displayName, buildingNumber, website, description }) => {
      await graphql(
        UpdateCompanySettingsMutationDocument,
        { input: { displayName, buildingNumber: buildingNumber ?? null, website: website ?? null, description: description ?? null } },
        credentials,
      );
      return redirect("/settings/company?saved=1");
    },
    refusals: { WEBSITE_INVALID: { fields: ["website"], message: "settings:company.websiteInvalid" } },
    failed: "settings:company.failed",
    // The page has the logo form too: the reply says it answers this one.
    answer: (result) => ({ form: "details" as const, result }),
  });
}

type DetailsFields = z.input<typeof CompanySettingsSchema>;
type Company = NonNullable<SerializeFrom<typeof loader>["company"]>;

export default function CompanyInformationPage() {
  const { t } = useTranslation("settings");
  const { company, glance, logoUpdated, saved } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("company.title")}</h1>
      {logoUpdated ? <Notice>{t("company.logoUpdated")}</Notice> : null}
      {company ? <CompanyInformation company={company} glance={glance} saved={saved} /> : <ListLoadFailed message={t("company.loadFailed")} />}
    </>
  );
}

function CompanyInformation({ company, glance, saved }: { company: Company; glance: CompanyGlance | null; saved: boolean }) {
  const { t } = useTranslation("settings");
  const actionData = useActionData<typeof action>();
  const [logoForm, logoFields] = useServerValidatedForm<{ logo: File }>({
    id: "logo",
    lastResult: actionData?.form === "logo" ? actionData.result : undefined,
  });
  const [detailsForm, fields] = useServerValidatedForm<DetailsFields>({
    id: "company-settings",
    lastResult: actionData?.form === "details" ? actionData.result : undefined,
    defaultValue: {
      displayName: company.displayName,
      buildingNumber: company.buildingNumber ?? undefined,
      website: company.website ?? undefined,
      description: company.description ?? undefined,
    },
  });
  const address = [company.street && `${company.street} ${company.streetNumber ?? ""}`.trim(), company.zip && `${company.zip} ${company.city ?? ""}`.trim()]
    .filter(Boolean)
    .join(", ");
  // The register's facts; a company onboarded without them has none to show (part 1 §8).
  const hasOfficialInformation = Boolean(company.officialName || company.vat || address);
  return (
    <>
      {saved && !actionData ? <Notice>{t("company.saved")}</Notice> : null}
      <ErrorSummary form={logoForm} fields={[logoFields.logo]} />
      <ErrorSummary form={detailsForm} fields={[fields.displayName, fields.buildingNumber, fields.website, fields.description]} />
      {glance ? <CompanyGlanceSection glance={glance} /> : null}

      <h2>{t("company.logo")}</h2>
      {company.hasLogo ? (
        <img className={styles.logo} src={`/settings/company/logo?v=${company.logoVersion ?? ""}`} alt={t("company.logoAlt", { name: company.displayName })} />
      ) : (
        <p>{t("company.noLogo")}</p>
      )}
      {company.canEdit ? (
        <Form method="post" encType="multipart/form-data" className={forms.form} {...getFormProps(logoForm)}>
          <FileField meta={logoFields.logo} label={t("company.newLogo")} hint={t("company.logoHint")} accept="image/png,image/jpeg" />
          <SubmitButton>{t("company.uploadLogo")}</SubmitButton>
        </Form>
      ) : null}

      <h2>{t("company.details")}</h2>
      {hasOfficialInformation ? (
        <DetailsList
          rows={[
            [t("company.officialName"), company.officialName ?? "–"],
            [t("company.vat"), company.vat ? <Identifier>{formatVat(company.vat)}</Identifier> : "–"],
            [t("company.headOffice"), address || "–"],
          ]}
        />
      ) : (
        <p>{t("company.noInformation")}</p>
      )}
      {company.canEdit ? null : (
        <DetailsList
          rows={[
            [t("company.displayName"), company.displayName],
            [t("company.buildingNumber"), company.buildingNumber ?? "–"],
            [t("company.website"), company.website ?? "–"],
            [t("company.description"), company.description ?? "–"],
          ]}
        />
      )}
      {company.canEdit ? (
        <Form method="post" className={forms.form} {...getFormProps(detailsForm)}>
          <TextField meta={fields.displayName} label={t("company.displayName")} />
          <TextField meta={fields.buildingNumber} label={t("company.buildingNumber")} optional />
          <TextField meta={fields.website} label={t("company.website")} hint={t("company.websiteHint")} optional />
          <TextAreaField meta={fields.description} label={t("company.description")} optional />
          <SubmitButton>{t("company.save")}</SubmitButton>
        </Form>
      ) : (
        <p>{t("company.readOnly")}</p>
      )}
    </>
  );
}
export const ErrorBoundary = recordNotFound(handle.notFound);

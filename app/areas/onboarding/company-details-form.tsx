import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { ErrorSummary, SelectField, TextField, YesNoField } from "~/ui/forms";
import { Notice } from "~/ui/notice";
import { PREVENTION_SERVICES } from "~domain/prevention-services";
import type { FormReply } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import type { CompanyDetailsSchema } from "./company.schema";
import * as styles from "~/ui/forms.css";

type Fields = z.input<typeof CompanyDetailsSchema>;

/** The form's last reply; `fetched` when the Fetch button filled in the register's details. */
type CompanyDetailsReply = FormReply & { fetched?: boolean };

type Props = { defaultValue: Partial<Record<keyof Fields, string>> | undefined; lastResult: CompanyDetailsReply | undefined; children: ReactNode };

/** The company details fields with the VAT Fetch action; the caller adds the step's buttons. */
export function CompanyDetailsForm(props: Props) {
  // A fetched register entry replaces the form's values, so the form starts afresh with them.
  const fetched = props.lastResult?.fetched === true;
  return <CompanyDetailsFields key={fetched ? JSON.stringify(props.lastResult?.initialValue) : "typed"} {...props} fetched={fetched} />;
}

function CompanyDetailsFields({ defaultValue, lastResult, fetched, children }: Props & { fetched: boolean }) {
  const { t } = useTranslation();
  const [form, fields] = useServerValidatedForm<Fields>({ id: "company-details", lastResult, defaultValue });
  return (
    <>
      <ErrorSummary
        form={form}
        fields={[
          fields.vat,
          fields.displayName,
          fields.officialName,
          fields.street,
          fields.streetNumber,
          fields.buildingNumber,
          fields.zip,
          fields.city,
          fields.preventionService,
          fields.preventionContractNumber,
          fields.dayContractsAllowed,
        ]}
      />
      {fetched ? <Notice>{t("companyDetails.fetched")}</Notice> : null}
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <TextField meta={fields.vat} label={t("companyDetails.vat")} hint={t("companyDetails.vatHint")} />
        <p>
          <button type="submit" name="intent" value="fetch" className={styles.secondaryButton}>
            {t("companyDetails.fetch")}
          </button>
        </p>
        <TextField meta={fields.displayName} label={t("companyDetails.displayName")} hint={t("companyDetails.displayNameHint")} autoComplete="organization" />
        <TextField meta={fields.officialName} label={t("companyDetails.officialName")} />
        <h2>{t("companyDetails.headquarters")}</h2>
        <TextField meta={fields.street} label={t("companyDetails.street")} autoComplete="address-line1" />
        <TextField meta={fields.streetNumber} label={t("companyDetails.streetNumber")} />
        <TextField meta={fields.buildingNumber} label={t("companyDetails.buildingNumber")} optional />
        <TextField meta={fields.zip} label={t("companyDetails.zip")} autoComplete="postal-code" />
        <TextField meta={fields.city} label={t("companyDetails.city")} autoComplete="address-level2" />
        <h2>{t("companyDetails.prevention")}</h2>
        <SelectField
          meta={fields.preventionService}
          label={t("companyDetails.preventionService")}
          placeholder={t("forms.choose")}
          options={PREVENTION_SERVICES.map((value) => ({ value, label: t(`preventionServices.${value}`) }))}
        />
        <TextField meta={fields.preventionContractNumber} label={t("companyDetails.preventionContractNumber")} optional />
        <YesNoField meta={fields.dayContractsAllowed} legend={t("companyDetails.dayContractsAllowed")} hint={t("companyDetails.dayContractsHint")} />
        <div className={styles.actions}>{children}</div>
      </Form>
    </>
  );
}

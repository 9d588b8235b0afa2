import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ErrorSummary, SelectField, TextField } from "~/ui/forms";
import { useServerValidatedForm } from "~/forms/use-form";
import * as forms from "~/ui/forms.css";
import { useCountries, type CountryList } from "./countries";
import { FormActions, FormHeading } from "./page-parts";
import type { PersonalInformationFields } from "./personal-information.schema";
import { employeePaths, type EmployeeSubject } from "./subject";

type Props = {
  subject: EmployeeSubject;
  /** Whose profile it is, on an employer's page; null on the employee's own. */
  employeeName: string | null;
  defaultValue: PersonalInformationFields;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The countries of the select, named on the server (countriesFor). */
  countries: CountryList;
};

/** Bank account, address and mobile number (part 2 §2 screen 7). */
export function PersonalInformationForm({ subject, employeeName, defaultValue, lastResult, countries: list }: Props) {
  const { t } = useTranslation(["employees", "common"]);
  const countries = useCountries(list);
  const [form, fields] = useServerValidatedForm<PersonalInformationFields>({ id: "personal-information", lastResult, defaultValue });
  return (
    <>
      <FormHeading title={t("personal.editTitle")} employeeName={employeeName} />
      <ErrorSummary
        form={form}
        fields={[fields.iban, fields.bic, fields.street, fields.streetNumber, fields.buildingNumber, fields.zip, fields.city, fields.country, fields.mobile]}
      />
      <Form method="post" className={forms.form} {...getFormProps(form)}>
        <h2>{t("personal.bankAccount")}</h2>
        <TextField meta={fields.iban} label={t("personal.iban")} hint={t("personal.ibanHint")} autoComplete="off" />
        <TextField meta={fields.bic} label={t("personal.bic")} hint={t("personal.bicHint")} autoComplete="off" optional />
        <h2>{t("personal.address")}</h2>
        <TextField meta={fields.street} label={t("personal.street")} autoComplete="address-line1" />
        <TextField meta={fields.streetNumber} label={t("personal.streetNumber")} autoComplete="off" />
        <TextField meta={fields.buildingNumber} label={t("personal.buildingNumber")} autoComplete="off" optional />
        <TextField meta={fields.zip} label={t("personal.zip")} autoComplete="postal-code" />
        <TextField meta={fields.city} label={t("personal.city")} autoComplete="address-level2" />
        <SelectField meta={fields.country} label={t("personal.country")} placeholder={t("common:forms.choose")} options={countries.options} />
        <h2>{t("personal.contact")}</h2>
        <TextField meta={fields.mobile} label={t("personal.mobile")} hint={t("personal.mobileHint")} type="tel" autoComplete="tel" />
        <FormActions save={t("personal.save")} cancelTo={employeePaths(subject).view} />
      </Form>
    </>
  );
}

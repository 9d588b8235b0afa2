import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { GENDERS, type Gender } from "~domain/national-register-number";
import type { FormReply } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import type { FullKey } from "~/platform/i18n/keys";
import { ChoicesField, ErrorSummary, SelectField, TextField } from "~/ui/forms";
import { SubmitButton } from "~/ui/submit-button";
import * as formStyles from "~/ui/forms.css";
import { useCountries, type CountryList } from "~/areas/employees/countries";
import { DETAILS_FIELDS, type DetailsForm as DetailsFields } from "./identity.schema";
import * as styles from "./identity.css";

const GENDER_LABELS: Record<Gender, FullKey<"identity">> = {
  male: "identity:details.genders.male",
  female: "identity:details.genders.female",
  other: "identity:details.genders.other",
};

/**
 * The identity details (part 2 §3): the review of what the card said, or the same form typed by hand.
 * `manual` says what a change by hand leads to, above the fields.
 */
export function DetailsForm({
  id,
  defaultValue,
  lastResult,
  manual,
  submitLabel,
  cancelTo,
  countries: countryList,
}: {
  id: string;
  defaultValue: DetailsFields;
  /** The countries of the nationality select, named on the server (countriesFor). */
  countries: CountryList;
  lastResult: FormReply | undefined;
  manual: string;
  submitLabel: string;
  cancelTo: string;
}) {
  const { t } = useTranslation(["identity"]);
  const [form, fields] = useServerValidatedForm<DetailsFields>({ id, lastResult, defaultValue });
  const countries = useCountries(countryList);
  return (
    <>
      <ErrorSummary form={form} fields={DETAILS_FIELDS.map((field) => fields[field])} />
      <p className={styles.inset}>{manual}</p>
      <Form method="post" className={formStyles.form} {...getFormProps(form)}>
        <TextField meta={fields.firstName} label={t("details.firstName")} autoComplete="off" />
        <TextField meta={fields.lastName} label={t("details.lastName")} autoComplete="off" />
        <TextField meta={fields.birthdate} label={t("details.birthdate")} type="date" />
        <ChoicesField
          meta={fields.gender}
          legend={t("details.gender")}
          type="radio"
          options={GENDERS.map((gender) => ({ value: gender, label: t(GENDER_LABELS[gender]) }))}
        />
        <SelectField meta={fields.nationality} label={t("details.nationality")} placeholder={t("details.choose")} options={countries.options} />
        <TextField
          meta={fields.nationalRegisterNumber}
          label={t("details.nationalRegisterNumber")}
          hint={t("details.nationalRegisterNumberHint")}
          autoComplete="off"
          optional
        />
        <TextField meta={fields.idCardNumber} label={t("details.idCardNumber")} hint={t("details.idCardNumberHint")} autoComplete="off" />
        <TextField meta={fields.idCardExpiresOn} label={t("details.idCardExpiresOn")} type="date" />
        <div className={formStyles.actions}>
          <SubmitButton>{submitLabel}</SubmitButton>
          <Link to={cancelTo}>{t("cancel")}</Link>
        </div>
      </Form>
    </>
  );
}

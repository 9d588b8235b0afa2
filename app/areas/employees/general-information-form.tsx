import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ChoicesField, ErrorSummary, SelectField, TextField } from "~/ui/forms";
import { useServerValidatedForm } from "~/forms/use-form";
import { GENDERS } from "~domain/national-register-number";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "~domain/languages";
import * as forms from "~/ui/forms.css";
import { useCountries, type CountryList } from "./countries";
import type { GeneralInformationFields } from "./general-information.schema";
import { GENDER_LABELS } from "./labels";
import { FormActions, FormHeading } from "./page-parts";
import { employeePaths, type EmployeeSubject } from "./subject";

type Props = {
  subject: EmployeeSubject;
  employeeName: string | null;
  defaultValue: GeneralInformationFields;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The countries of the select, named on the server (countriesFor). */
  countries: CountryList;
};

/** Names, birth, nationality, gender, language and national register number (part 2 §2 screen 7). */
export function GeneralInformationForm({ subject, employeeName, defaultValue, lastResult, countries: list }: Props) {
  const { t } = useTranslation(["employees", "common"]);
  const countries = useCountries(list);
  const [form, fields] = useServerValidatedForm<GeneralInformationFields>({ id: "general-information", lastResult, defaultValue });
  return (
    <>
      <FormHeading title={t("general.editTitle")} employeeName={employeeName} />
      <ErrorSummary
        form={form}
        fields={[
          fields.firstName,
          fields.lastName,
          fields.birthdate,
          fields.placeOfBirth,
          fields.countryOfBirth,
          fields.nationality,
          fields.gender,
          fields.preferredLanguage,
          fields.nationalRegisterNumber,
        ]}
      />
      <p>{t("general.identityHint")}</p>
      <Form method="post" className={forms.form} {...getFormProps(form)}>
        <TextField meta={fields.firstName} label={t("general.firstName")} autoComplete="off" />
        <TextField meta={fields.lastName} label={t("general.lastName")} autoComplete="off" />
        <TextField meta={fields.birthdate} label={t("general.birthdate")} type="date" autoComplete="off" />
        <TextField meta={fields.placeOfBirth} label={t("general.placeOfBirth")} autoComplete="off" />
        <SelectField meta={fields.countryOfBirth} label={t("general.countryOfBirth")} placeholder={t("common:forms.choose")} options={countries.options} />
        <SelectField meta={fields.nationality} label={t("general.nationality")} placeholder={t("common:forms.choose")} options={countries.options} />
        <ChoicesField
          meta={fields.gender}
          legend={t("general.gender")}
          type="radio"
          options={GENDERS.map((gender) => ({ value: gender, label: t(GENDER_LABELS[gender]) }))}
        />
        <ChoicesField
          meta={fields.preferredLanguage}
          legend={t("general.preferredLanguage")}
          hint={t("general.preferredLanguageHint")}
          type="radio"
          options={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        />
        <TextField
          meta={fields.nationalRegisterNumber}
          label={t("general.nationalRegisterNumber")}
          hint={t("general.nationalRegisterNumberHint")}
          autoComplete="off"
          optional
        />
        <FormActions save={t("general.save")} cancelTo={employeePaths(subject).view} />
      </Form>
    </>
  );
}

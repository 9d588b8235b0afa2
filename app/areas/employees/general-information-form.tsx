import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ChoicesField, ErrorSummary, SelectField, TextField } from "~/ui/forms";
import { DetailsList, Identifier } from "~/ui/details-list";
import { useServerValidatedForm } from "~/forms/use-form";
import { useFormatters } from "~/platform/format";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "~domain/languages";
import * as forms from "~/ui/forms.css";
import { useCountries, type CountryList } from "./countries";
import type { GeneralInformationFields, IdentityValues } from "./general-information.schema";
import { GENDER_LABELS } from "./labels";
import { FormActions, FormHeading } from "./page-parts";
import { employeePaths, type EmployeeSubject } from "./subject";

type Props = {
  subject: EmployeeSubject;
  employeeName: string | null;
  defaultValue: GeneralInformationFields;
  /** The identity data, shown read-only: it changes only through an identity verification (part 2 §4). */
  identity: IdentityValues;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The countries of the select, named on the server (countriesFor). */
  countries: CountryList;
};

/** The identity data as it stands, with the way to change it: a new verification, by scan or by hand. */
function IdentityData({ subject, identity, countries }: { subject: EmployeeSubject; identity: IdentityValues; countries: ReturnType<typeof useCountries> }) {
  const { t } = useTranslation(["employees", "common"]);
  const format = useFormatters();
  const none = t("view.notProvided");
  const nationality = countries.nationality(identity.nationality);
  return (
    <section aria-labelledby="identity-data">
      <h2 id="identity-data">{t("general.identityData")}</h2>
      <DetailsList
        rows={[
          [t("general.firstName"), identity.firstName || none],
          [t("general.lastName"), identity.lastName || none],
          [t("general.birthdate"), identity.birthdate ? format.date(identity.birthdate) : none],
          [t("general.gender"), identity.gender ? t(GENDER_LABELS[identity.gender]) : none],
          [nationality?.label ?? t("general.nationality"), nationality?.value ?? none],
          [t("general.nationalRegisterNumber"), identity.nationalRegisterNumber ? <Identifier>{identity.nationalRegisterNumber}</Identifier> : none],
        ]}
      />
      <p>{t("general.identityHint")}</p>
      <p>
        <Link to={employeePaths(subject).verifyIdentity}>{t("general.verifyIdentity")}</Link>
      </p>
    </section>
  );
}

/** Place and country of birth and language, beside the identity data read-only (part 2 §2 screen 7, §4). */
export function GeneralInformationForm({ subject, employeeName, defaultValue, identity, lastResult, countries: list }: Props) {
  const { t } = useTranslation(["employees", "common"]);
  const countries = useCountries(list);
  const [form, fields] = useServerValidatedForm<GeneralInformationFields>({ id: "general-information", lastResult, defaultValue });
  return (
    <>
      <FormHeading title={t("general.editTitle")} employeeName={employeeName} />
      <ErrorSummary form={form} fields={[fields.placeOfBirth, fields.countryOfBirth, fields.preferredLanguage]} />
      <IdentityData subject={subject} identity={identity} countries={countries} />
      <Form method="post" className={forms.form} {...getFormProps(form)}>
        <TextField meta={fields.placeOfBirth} label={t("general.placeOfBirth")} autoComplete="off" />
        <SelectField meta={fields.countryOfBirth} label={t("general.countryOfBirth")} placeholder={t("common:forms.choose")} options={countries.options} />
        <ChoicesField
          meta={fields.preferredLanguage}
          legend={t("general.preferredLanguage")}
          hint={t("general.preferredLanguageHint")}
          type="radio"
          options={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        />
        <FormActions save={t("general.save")} cancelTo={employeePaths(subject).view} />
      </Form>
    </>
  );
}

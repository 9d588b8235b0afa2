import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ErrorSummary, FileField, SelectField, TextField } from "~/ui/forms";
import { useServerValidatedForm } from "~/forms/use-form";
import * as forms from "~/ui/forms.css";
import type { Certificate, CertificateFields } from "./certificate.schema";
import { CERTIFICATE_TYPE_LABELS, CERTIFICATE_TYPES, SIDE_LABELS } from "./labels";
import { FormActions, FormHeading } from "./page-parts";
import { employeePaths, type EmployeeSubject } from "./subject";

type Props = {
  subject: EmployeeSubject;
  employeeName: string | null;
  /** The certificate being edited; null to add one. */
  certificate: Certificate | null;
  defaultValue: CertificateFields;
  lastResult: SubmissionResult<string[]> | undefined;
};

const ACCEPTED = "image/png,image/jpeg";

/**
 * A certificate with the scans of its sides (part 2 §2 screen 7). A new one needs its front side; on
 * an edit, a file input left empty keeps the scan the certificate has.
 */
export function CertificateForm({ subject, employeeName, certificate, defaultValue, lastResult }: Props) {
  const { t } = useTranslation(["employees", "common"]);
  const [form, fields] = useServerValidatedForm<CertificateFields>({ id: "certificate", lastResult, defaultValue });
  const paths = employeePaths(subject);
  const kept = (side: "front" | "back") => (certificate?.sides.includes(side) ? t("certificates.keepScanHint") : "");
  return (
    <>
      <FormHeading title={t(certificate ? "certificates.editTitle" : "certificates.addTitle")} employeeName={employeeName} />
      <ErrorSummary form={form} fields={[fields.certificateType, fields.expiresOn, fields.front, fields.back]} />
      {certificate && certificate.sides.length > 0 ? (
        <ul>
          {certificate.sides.map((side) => (
            <li key={side}>
              <Link to={paths.certificateScan(certificate.id, side)} reloadDocument>
                {t("certificates.currentScan", { side: t(SIDE_LABELS[side]) })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" encType="multipart/form-data" className={forms.form} {...getFormProps(form)}>
        <SelectField
          meta={fields.certificateType}
          label={t("certificates.type")}
          placeholder={t("common:forms.choose")}
          options={CERTIFICATE_TYPES.map((type) => ({ value: type, label: t(CERTIFICATE_TYPE_LABELS[type]) }))}
        />
        <TextField meta={fields.expiresOn} label={t("certificates.expiresOn")} hint={t("certificates.expiresOnHint")} type="date" autoComplete="off" optional />
        <FileField meta={fields.front} label={t("certificates.front")} hint={`${t("certificates.scanHint")} ${kept("front")}`.trim()} accept={ACCEPTED} />
        <FileField meta={fields.back} label={t("certificates.back")} hint={`${t("certificates.scanHint")} ${kept("back")}`.trim()} accept={ACCEPTED} />
        <FormActions save={t("certificates.save")} cancelTo={paths.view} />
      </Form>
    </>
  );
}

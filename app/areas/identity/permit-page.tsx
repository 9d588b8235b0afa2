import { getFormProps } from "@conform-to/react";
import type { SerializeFrom } from "~/platform/route-data";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { FormReply } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { FollowUp } from "~/forms/wizard/wizard-parts";
import type { FullKey } from "~/platform/i18n/keys";
import { ChoicesField, ErrorSummary, FileField, TextField } from "~/ui/forms";
import { SubmitButton } from "~/ui/submit-button";
import * as formStyles from "~/ui/forms.css";
import { PERMIT_DOCUMENTS, type PermitDocument } from "./documents.schema";
import { IdentityFrame, IdentityHeading } from "./identity-frame";
import { DoneNotice } from "./identity-notice";
import type { loadPermit } from "./permit.server";
import { FilesAgain, IMAGE_TYPES } from "./upload-page";

const DOCUMENT_LABELS: Record<PermitDocument, FullKey<"identity">> = {
  residence_permit: "identity:permit.documents.residence_permit",
  work_permit: "identity:permit.documents.work_permit",
};

type PermitFields = { document: string; code: string; expiresOn: string; front: File; back: File };

/**
 * After the identity of someone who is not Belgian (part 2 §2 screen 6): a residence or work permit,
 * its expiry date, the card code of a residence permit (a follow-up question, shown to everyone and
 * hidden by scripts for a work permit) and both scans. "Add it later" leads to the profile.
 */
export function PermitPage() {
  const { t } = useTranslation(["identity"]);
  const data = useLoaderData<SerializeFrom<typeof loadPermit>>();
  const lastResult = useActionData<FormReply>();
  const [form, fields] = useServerValidatedForm<PermitFields>({ id: "permit", lastResult });
  return (
    <IdentityFrame shell={data.shell}>
      <ErrorSummary form={form} fields={[fields.document, fields.code, fields.expiresOn, fields.front, fields.back]} />
      {data.done ? <DoneNotice done={data.done} /> : null}
      <IdentityHeading frame={data}>{t("permit.title")}</IdentityHeading>
      <p>{data.kind === "employer" ? t("permit.introEmployer", { name: data.name }) : t("permit.introSelf")}</p>
      <FilesAgain refused={lastResult?.status === "error"}>{t("upload.filesAgain")}</FilesAgain>
      <Form method="post" encType="multipart/form-data" className={formStyles.form} {...getFormProps(form)}>
        <ChoicesField
          meta={fields.document}
          legend={t("permit.document")}
          type="radio"
          options={PERMIT_DOCUMENTS.map((document) => ({ value: document, label: t(DOCUMENT_LABELS[document]) }))}
        />
        <FollowUp shown={fields.document.value === "residence_permit"}>
          <TextField meta={fields.code} label={t("permit.code")} hint={t("permit.codeHint")} autoComplete="off" />
        </FollowUp>
        <TextField meta={fields.expiresOn} label={t("permit.expiresOn")} type="date" />
        <FileField meta={fields.front} label={t("permit.front")} hint={t("upload.hint")} accept={IMAGE_TYPES} />
        <FileField meta={fields.back} label={t("permit.back")} hint={t("upload.hint")} accept={IMAGE_TYPES} />
        <div className={formStyles.actions}>
          <SubmitButton>{t("permit.save")}</SubmitButton>
          <Link to={data.laterPath}>{t("permit.later")}</Link>
        </div>
      </Form>
    </IdentityFrame>
  );
}

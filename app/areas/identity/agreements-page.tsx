import { getFormProps } from "@conform-to/react";
import type { SerializeFrom } from "~/platform/route-data";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { FormReply } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { CheckboxField, ErrorSummary } from "~/ui/forms";
import { SubmitButton } from "~/ui/submit-button";
import * as formStyles from "~/ui/forms.css";
import type { loadAgreements } from "./agreements.server";
import { IdentityFrame } from "./identity-frame";

/** /my-profile/agreements: the employee signs the declaration of intent, and the student agreement when a student. */
export function AgreementsPage() {
  const { t } = useTranslation(["identity"]);
  const data = useLoaderData<SerializeFrom<typeof loadAgreements>>();
  const [form, fields] = useServerValidatedForm<{ intent: string; student: string }>({ id: "agreements", lastResult: useActionData<FormReply>() });
  return (
    <IdentityFrame shell={data.shell}>
      <ErrorSummary form={form} fields={data.isStudent ? [fields.intent, fields.student] : [fields.intent]} />
      <h1>{t("agreements.title")}</h1>
      {data.signed ? (
        <>
          <p>{t("agreements.signed")}</p>
          <p>
            <Link to={data.profilePath}>{t("backToProfile")}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t("agreements.intro")}</p>
          <Form method="post" className={formStyles.form} {...getFormProps(form)}>
            <CheckboxField meta={fields.intent} label={t("agreements.intent")} />
            {data.isStudent ? <CheckboxField meta={fields.student} label={t("agreements.student")} hint={t("agreements.studentHint")} /> : null}
            <div className={formStyles.actions}>
              <SubmitButton>{t("agreements.sign")}</SubmitButton>
              <Link to={data.profilePath}>{t("cancel")}</Link>
            </div>
          </Form>
        </>
      )}
    </IdentityFrame>
  );
}

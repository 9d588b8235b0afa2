import { getFormProps } from "@conform-to/react";
import type { SerializeFrom } from "~/platform/route-data";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { FormReply } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { WizardProgress } from "~/forms/wizard/wizard-parts";
import { ErrorSummary, FileField } from "~/ui/forms";
import { SubmitButton } from "~/ui/submit-button";
import * as formStyles from "~/ui/forms.css";
import { useHydrated } from "~/ui/use-hydrated";
import { IdentityFrame, IdentityHeading } from "./identity-frame";
import type { loadUpload } from "./identity.server";

export const IMAGE_TYPES = "image/png,image/jpeg";

/**
 * A refused upload loses its files without JavaScript (the page is sent again, and a browser never
 * fills a file input); with scripts the chosen files stay in their inputs.
 */
export function FilesAgain({ refused, children }: { refused: boolean; children: string }) {
  const hydrated = useHydrated();
  return refused && !hydrated ? <p>{children}</p> : null;
}

/** Step 1: both sides of the ID card, streamed to the server and judged by their bytes (part 2 §5). */
export function UploadPage() {
  const { t } = useTranslation(["identity"]);
  const data = useLoaderData<SerializeFrom<typeof loadUpload>>();
  const lastResult = useActionData<FormReply>();
  const [form, fields] = useServerValidatedForm<{ front: File; back: File }>({ id: "id-card", lastResult });
  return (
    <IdentityFrame shell={data.shell}>
      <ErrorSummary form={form} fields={[fields.front, fields.back]} />
      <IdentityHeading frame={data}>{t("upload.title")}</IdentityHeading>
      <WizardProgress page={data.page} />
      <p>{t("upload.intro")}</p>
      <FilesAgain refused={lastResult?.status === "error"}>{t("upload.filesAgain")}</FilesAgain>
      <Form method="post" encType="multipart/form-data" className={formStyles.form} {...getFormProps(form)}>
        <FileField meta={fields.front} label={t("upload.front")} hint={t("upload.hint")} accept={IMAGE_TYPES} />
        <FileField meta={fields.back} label={t("upload.back")} hint={t("upload.hint")} accept={IMAGE_TYPES} />
        <div className={formStyles.actions}>
          <SubmitButton>{t("upload.submit")}</SubmitButton>
          <Link to={data.profilePath}>{t("cancel")}</Link>
        </div>
      </Form>
      <p>
        <Link to={data.byHandPath}>{t("upload.byHand")}</Link>
      </p>
    </IdentityFrame>
  );
}

import { getFormProps } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { Form, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ListLoadFailed } from "~/ui/list-load-failed";
import { recordNotFound } from "~/ui/record-not-found";
import { CheckboxField, ErrorSummary } from "~/ui/forms";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { formAction } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { EmailSettingsQueryDocument, UpdateEmailSettingsMutationDocument } from "~/platform/operations.generated";
import { loadScreen } from "~/platform/api-calls.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { EmailSettingsSchema } from "~/areas/settings/email-settings.schema";
import { graphql } from "~/platform/payroll-api.server";
import { requireAccount, requireAccountAnd } from "~/platform/user.server";
import * as forms from "~/ui/forms.css";
import { EMAIL_SETTINGS } from "~/areas/settings/email-settings";
import { pageUrlOf } from "~/platform/page-url";
export const handle = {
  title: "settings:email.title",
  notFound: { title: "settings:email.notFound.title", body: "settings:email.notFound.body", backTo: "/settings", back: "settings:backToSettings" },
} satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const { page: settings } = await requireAccountAnd(request, (credentials) =>
    loadScreen(request, async () => (await graphql(EmailSettingsQueryDocument, {}, credentials)).emailSettings),
  );
  return data({ settings, saved: pageUrlOf(request).searchParams.has("saved") }, { status: settings ? 200 : 503 });
}

export async function action({ request }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  return formAction({
    request,
    schema: EmailSettingsSchema,
    save: async (settings) => {
      await graphql(UpdateEmailSettingsMutationDocument, { input: settings }, credentials);
      return redirect("/settings/email-settings?saved=1");
    },
    failed: "settings:email.failed",
  });
}

/** Mail preferences (part 1 §3): which e-mails the user gets about this company. */
export default function EmailSettingsPage() {
  const { t } = useTranslation("settings");
  const { settings, saved } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("email.title")}</h1>
      {settings ? <EmailSettingsForm settings={settings} saved={saved} /> : <ListLoadFailed message={t("email.loadFailed")} />}
    </>
  );
}

function EmailSettingsForm({ settings, saved }: { settings: NonNullable<SerializeFrom<typeof loader>["settings"]>; saved: boolean }) {
  const { t } = useTranslation("settings");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerValidatedForm({
    id: "email-settings",
    lastResult,
    defaultValue: Object.fromEntries(EMAIL_SETTINGS.map((name) => [name, settings[name] ? "on" : undefined])),
  });
  return (
    <>
      {saved && !lastResult ? <Notice>{t("email.saved")}</Notice> : null}
      <ErrorSummary form={form} fields={[]} />
      <Form method="post" className={forms.form} {...getFormProps(form)}>
        <fieldset className={forms.fieldset}>
          <legend className={forms.label}>{t("email.legend")}</legend>
          {EMAIL_SETTINGS.map((name) => (
            <CheckboxField key={name} meta={fields[name]} label={t(`email.flags.${name}`)} />
          ))}
        </fieldset>
        <SubmitButton>{t("email.save")}</SubmitButton>
      </Form>
    </>
  );
}
export const ErrorBoundary = recordNotFound(handle.notFound);

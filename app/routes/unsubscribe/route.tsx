import { getFormProps } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { formAction } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { useTranslation } from "~/platform/i18n/use-translation";
import { UnsubscribeFromDigestMutationDocument } from "~/platform/operations.generated";
import { pageUrlOf } from "~/platform/page-url";
import { graphql } from "~/platform/payroll-api.server";
import { ErrorSummary } from "~/ui/forms";
import * as forms from "~/ui/forms.css";
import { Notice } from "~/ui/notice";
import { PageMain } from "~/ui/page";
import { PublicHeader } from "~/ui/public-header";
import { SubmitButton } from "~/ui/submit-button";

export const handle = { i18n: ["settings"], title: "settings:unsubscribe.title", scripts: false } satisfies PageHandle;

const UnsubscribeSchema = z.object({ token: z.string({ error: "settings:unsubscribe.linkInvalid" }) });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = pageUrlOf(request);
  return { token: url.searchParams.get("token") ?? "", done: url.searchParams.has("done") };
}

/** The digest stops only on this POST, never on the link's GET: a mail scanner that follows links changes nothing. */
export async function action({ request }: ActionFunctionArgs) {
  return formAction({
    request,
    schema: UnsubscribeSchema,
    save: async ({ token }) => {
      await graphql(UnsubscribeFromDigestMutationDocument, { input: { token } }, null);
      return redirect("/unsubscribe?done=1");
    },
    refusals: { LINK_INVALID: { form: "settings:unsubscribe.linkInvalid" } },
    failed: "settings:unsubscribe.failed",
  });
}

/**
 * /unsubscribe: the weekly digest's link (issue 46 §6), public, outside both layouts, so that it works
 * signed in or not: it asks to confirm, then turns the digest off in every company of the link's user.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation("settings");
  const { token, done } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form] = useServerValidatedForm<{ token: string }>({ id: "unsubscribe", lastResult });
  return (
    <>
      <PublicHeader home="/" />
      <PageMain>
        <h1>{t("unsubscribe.title")}</h1>
        {done ? (
          <Notice>{t("unsubscribe.done")}</Notice>
        ) : token ? (
          <>
            <ErrorSummary form={form} fields={[]} />
            <p>{t("unsubscribe.explanation")}</p>
            <Form method="post" className={forms.form} {...getFormProps(form)}>
              <input type="hidden" name="token" value={token} />
              <SubmitButton>{t("unsubscribe.submit")}</SubmitButton>
            </Form>
          </>
        ) : (
          <p>{t("unsubscribe.linkInvalid")}</p>
        )}
        <p>
          <Link to="/settings/email-settings">{t("unsubscribe.settings")}</Link>
        </p>
      </PageMain>
    </>
  );
}

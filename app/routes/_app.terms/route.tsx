import { getFormProps } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Form, useActionData, useLoaderData } from "react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ErrorSummary } from "~/ui/forms";
import { SubmitButton } from "~/ui/submit-button";
import { env } from "~/platform/env.server";
import { formAction } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { AcceptTermsAndConditionsMutationDocument } from "~/platform/operations.generated";
import { languageOf } from "~/platform/i18next.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { NoFieldsSchema } from "~/forms/no-fields";
import { graphql } from "~/platform/payroll-api.server";
import { requireAccount } from "~/platform/user.server";
import * as styles from "~/ui/forms.css";
import * as terms from "~/areas/terms/terms.css";
import type { Language } from "~domain/languages";
import { log } from "~/platform/log.server";
export const handle = { title: "terms.title" } satisfies PageHandle;

function termsUrlFor(language: Language): string {
  const configured = { en: env().TERMS_URL_EN, nl: env().TERMS_URL_NL, fr: env().TERMS_URL_FR }[language];
  return configured ?? `/legal/terms-${language}.pdf`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccount(request);
  return { termsUrl: termsUrlFor(await languageOf(request)) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  return formAction({
    request,
    schema: NoFieldsSchema,
    save: async () => {
      await graphql(AcceptTermsAndConditionsMutationDocument, { input: { clientMutationId: null } }, credentials).catch((error: unknown) => {
        // Part 1 §8: logged, and shown to the user as an error notification.
        log.error({ err: error }, "accepting the terms failed");
        throw error;
      });
      return redirect("/");
    },
    failed: "common:terms.failed",
  });
}

/**
 * The blocking terms (part 1 §2.1): a link to the PDF and an Accept button, no close or cancel.
 * Without JavaScript it is the whole page; with JavaScript the same dialog becomes modal, which
 * traps the focus, and Escape cannot dismiss it.
 */
export default function TermsPage() {
  const { t } = useTranslation();
  const { termsUrl } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form] = useServerValidatedForm({ id: "terms", lastResult });
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(":modal")) return;
    element.close();
    element.showModal();
  }, []);
  return (
    <dialog ref={dialog} open className={terms.dialog} aria-labelledby="terms-title" onCancel={(event) => event.preventDefault()}>
      <h1 id="terms-title">{t("terms.title")}</h1>
      <ErrorSummary form={form} fields={[]} />
      <p>{t("terms.intro")}</p>
      <p>
        <a href={termsUrl} target="_blank" rel="noreferrer">
          {t("terms.readPdf")}
        </a>
      </p>
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <SubmitButton>{t("terms.accept")}</SubmitButton>
      </Form>
    </dialog>
  );
}

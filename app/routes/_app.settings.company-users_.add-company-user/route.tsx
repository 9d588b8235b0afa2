import { getFormProps } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { ErrorContent } from "~/ui/error-boundary";
import { ErrorSummary, SelectField, TextField } from "~/ui/forms";
import { SubmitButton } from "~/ui/submit-button";
import { formAction } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { AddCompanyUserMutationDocument } from "~/platform/operations.generated";
import { mayManageUsers } from "~/areas/settings/company-admin.server";
import { graphql } from "~/platform/payroll-api.server";
import { requireAccount } from "~/platform/user.server";
import * as styles from "~/ui/forms.css";
import { isLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "~domain/languages";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { AddCompanyUserSchema } from "./schema";

export const handle = { i18n: ["companyAdmin"], title: "companyAdmin:addUser.title" } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const mayManage = mayManageUsers(account);
  // A user who may not add users still gets the page, saying so (part 1 §8), with a 403 status.
  return data({ mayManage }, { status: mayManage ? 200 : 403 });
}

export async function action({ request }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  return formAction({
    request,
    schema: AddCompanyUserSchema,
    save: async ({ function: jobFunction, ...fields }) => {
      await graphql(AddCompanyUserMutationDocument, { input: { ...fields, function: jobFunction || null } }, credentials);
      return redirect("/settings/company-users?added=1");
    },
    refusals: {
      EMAIL_INVALID: { fields: ["email"], message: "common:validation.emailInvalid" },
      EMAIL_TAKEN: { fields: ["email"], message: "companyAdmin:addUser.errors.emailTaken" },
      ALREADY_IN_LIST: { fields: ["email"], message: "companyAdmin:addUser.errors.alreadyInList" },
      NOT_ALLOWED: { form: "companyAdmin:addUser.errors.notAllowed", status: 403 },
    },
    failed: "companyAdmin:addUser.errors.failed",
  });
}

export default function AddCompanyUserPage() {
  const { t, i18n } = useTranslation(["companyAdmin", "common"]);
  const { mayManage } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerValidatedForm<z.input<typeof AddCompanyUserSchema>>({
    id: "add-company-user",
    lastResult,
    // The page's language is the likeliest choice; the invitee sees the portal in it until they change it.
    defaultValue: { preferredLanguage: isLanguage(i18n.language) ? i18n.language : undefined },
  });
  if (!mayManage) {
    return (
      <>
        <h1>{t("addUser.title")}</h1>
        <p>{t("addUser.notAllowed")}</p>
        <p>
          <Link to="/settings/company-users">{t("user.back")}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{t("addUser.title")}</h1>
      <ErrorSummary form={form} fields={[fields.firstName, fields.lastName, fields.email, fields.function, fields.preferredLanguage]} />
      <p>{t("addUser.intro")}</p>
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <TextField meta={fields.firstName} label={t("addUser.firstName")} autoComplete="off" />
        <TextField meta={fields.lastName} label={t("addUser.lastName")} autoComplete="off" />
        <TextField meta={fields.email} label={t("addUser.email")} type="email" autoComplete="off" />
        <TextField meta={fields.function} label={t("addUser.function")} autoComplete="off" optional />
        <SelectField
          meta={fields.preferredLanguage}
          label={t("addUser.language")}
          hint={t("addUser.languageHint")}
          placeholder={t("common:forms.choose")}
          options={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        />
        <div className={styles.actions}>
          <SubmitButton>{t("addUser.submit")}</SubmitButton>
          <Link to="/settings/company-users">{t("addUser.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
export const ErrorBoundary = ErrorContent;

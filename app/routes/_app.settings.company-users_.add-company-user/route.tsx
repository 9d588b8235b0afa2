import { formErrorFor } from "~/platform/api-calls.server";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { isLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "../../../domain/languages";
import { ErrorContent } from "~/components/error-boundary";
import { ErrorSummary, SelectField, SubmitButton, TextField } from "~/components/forms";
import { AddCompanyUserMutationDocument } from "~/graphql/operations.generated";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { mayManageUsers } from "~/services/company-admin.server";
import { ApiError, graphql } from "~/services/payroll-api.server";
import { requireAccount } from "~/services/user.server";
import * as styles from "~/styles/forms.css";
import { AddCompanyUserSchema } from "./schema";

export const handle = { i18n: ["companyAdmin"], title: "companyAdmin:addUser.title" } satisfies PageHandle;

/** The API's refusals that belong to one field; the rest are said above the form. */
const FIELD_ERRORS: Record<string, [field: "email", message: string]> = {
  EMAIL_INVALID: ["email", "common:validation.emailInvalid"],
  EMAIL_TAKEN: ["email", "companyAdmin:addUser.errors.emailTaken"],
  ALREADY_IN_LIST: ["email", "companyAdmin:addUser.errors.alreadyInList"],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const mayManage = mayManageUsers(account);
  // A user who may not add users still gets the page, saying so (part 1 §8), with a 403 status.
  return json({ mayManage }, { status: mayManage ? 200 : 403 });
}

export async function action({ request }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  const submission = parseWithZod(await request.formData(), { schema: AddCompanyUserSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const { function: jobFunction, ...fields } = submission.value;
  try {
    await graphql(AddCompanyUserMutationDocument, { input: { ...fields, function: jobFunction || null } }, credentials);
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    const fieldError = code ? FIELD_ERRORS[code] : undefined;
    if (fieldError) return json(submission.reply({ fieldErrors: { [fieldError[0]]: [fieldError[1]] } }), { status: 400 });
    const formError = code === "NOT_ALLOWED" ? "companyAdmin:addUser.errors.notAllowed" : formErrorFor(error, "companyAdmin:addUser.errors.failed");
    return json(submission.reply({ formErrors: [formError] }), { status: code === "NOT_ALLOWED" ? 403 : 400 });
  }
  return redirect("/settings/company-users?added=1");
}

export default function AddCompanyUserPage() {
  const { t, i18n } = useTranslation(["companyAdmin", "common"]);
  const { mayManage } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof AddCompanyUserSchema>>({
    id: "add-company-user",
    lastResult,
    // The page's language is the likeliest choice; the invitee sees the portal in it until they change it.
    defaultValue: { preferredLanguage: isLanguage(i18n.language) ? i18n.language : undefined },
    shouldRevalidate: "onBlur",
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

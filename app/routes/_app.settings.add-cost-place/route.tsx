import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ErrorContent } from "~/components/error-boundary";
import { ErrorSummary, SubmitButton, TextField } from "~/components/forms";
import { AddCostPlaceMutationDocument } from "~/graphql/operations.generated";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { formErrorFor } from "~/services/auth.server";
import { requireCostPlaces } from "~/services/company-admin.server";
import { ApiError, graphql } from "~/services/payroll-api.server";
import { requireAccount } from "~/services/user.server";
import * as styles from "~/styles/forms.css";
import { AddCostPlaceSchema } from "./schema";

export const handle = { i18n: ["companyAdmin"], title: "companyAdmin:addCostPlace.title" } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  requireCostPlaces(await requireAccount(request));
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const account = await requireAccount(request);
  requireCostPlaces(account);
  const submission = parseWithZod(await request.formData(), { schema: AddCostPlaceSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await graphql(AddCostPlaceMutationDocument, { input: { name: submission.value.name } }, account.credentials);
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    const reply =
      code === "FIELD_REQUIRED"
        ? submission.reply({ fieldErrors: { name: ["companyAdmin:addCostPlace.errors.nameRequired"] } })
        : submission.reply({
            formErrors: [code === "COST_PLACES_DISABLED" ? "companyAdmin:addCostPlace.errors.disabled" : formErrorFor(error, "companyAdmin:addCostPlace.errors.failed")],
          });
    return json(reply, { status: 400 });
  }
  return redirect("/settings/cost-places?added=1");
}

export default function AddCostPlacePage() {
  const { t } = useTranslation("companyAdmin");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof AddCostPlaceSchema>>({ id: "add-cost-place", lastResult, shouldRevalidate: "onBlur" });
  return (
    <>
      <h1>{t("addCostPlace.title")}</h1>
      <ErrorSummary form={form} fields={[fields.name]} />
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <TextField meta={fields.name} label={t("addCostPlace.name")} autoComplete="off" />
        <div className={styles.actions}>
          <SubmitButton>{t("addCostPlace.submit")}</SubmitButton>
          <Link to="/settings/cost-places">{t("addCostPlace.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
export const ErrorBoundary = ErrorContent;

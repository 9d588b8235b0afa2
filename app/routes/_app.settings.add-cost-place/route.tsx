import { getFormProps } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Form, Link, useActionData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { ErrorContent } from "~/ui/error-boundary";
import { ErrorSummary, TextField } from "~/ui/forms";
import { SubmitButton } from "~/ui/submit-button";
import { formAction } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { AddCostPlaceMutationDocument } from "~/platform/operations.generated";
import { requireCostPlaces } from "~/areas/settings/company-admin.server";
import { graphql } from "~/platform/payroll-api.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";
import * as styles from "~/ui/forms.css";
import { AddCostPlaceSchema } from "./schema";

export const handle = { i18n: ["companyAdmin"], title: "companyAdmin:addCostPlace.title" } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  requireCostPlaces(await requireAccount(request));
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const account = await requireAccount(request);
  requireCostPlaces(account);
  return formAction({
    request,
    schema: AddCostPlaceSchema,
    save: async ({ name }) => {
      await graphql(AddCostPlaceMutationDocument, { input: { name } }, account.credentials);
      return redirect("/settings/cost-places?added=1");
    },
    refusals: {
      FIELD_REQUIRED: { fields: ["name"], message: "companyAdmin:addCostPlace.errors.nameRequired" },
      FIELD_TOO_LONG: { fields: ["name"], message: "companyAdmin:addCostPlace.errors.nameTooLong" },
      COST_PLACES_DISABLED: { form: "companyAdmin:addCostPlace.errors.disabled" },
    },
    failed: "companyAdmin:addCostPlace.errors.failed",
  });
}

export default function AddCostPlacePage() {
  const { t } = useTranslation("companyAdmin");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerValidatedForm<z.input<typeof AddCostPlaceSchema>>({ id: "add-cost-place", lastResult });
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

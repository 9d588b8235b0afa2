import { getFormProps } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { DetailsList } from "~/ui/details-list";
import { ErrorSummary, SelectField } from "~/ui/forms";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { recordNotFound } from "~/ui/record-not-found";
import { formAction } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { UpdateCompanyUserHoursValidationMutationDocument } from "~/platform/operations.generated";
import { mayManageUsers, requireCompanyUser } from "~/areas/settings/company-admin.server";
import { graphql } from "~/platform/payroll-api.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount, requireAccountAnd } from "~/platform/user.server";
import * as forms from "~/ui/forms.css";
import { useFormatters } from "~/platform/format";
import { HOURS_VALIDATION_LEVELS } from "~/areas/settings/hours-validation";
import { LANGUAGE_NAMES } from "~domain/languages";
import { HoursValidationLevelSchema } from "./schema";
import { pageUrlOf } from "~/platform/page-url";

export const handle = {
  i18n: ["companyAdmin"],
  title: ({ user }: SerializeFrom<typeof loader>) => fullName(user),
  notFound: {
    title: "companyAdmin:user.notFound.title",
    body: "companyAdmin:user.notFound.body",
    backTo: "/settings/company-users",
    back: "companyAdmin:user.back",
  },
} satisfies PageHandle;

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

/**
 * One user of the company (part 1 §5). A user who may manage users changes another user's
 * hours-validation level here and finds the Remove link; nobody changes or removes themselves
 * (docs/decisions/0008-company-users-and-cost-places.md).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { account, page: user } = await requireAccountAnd(request, (credentials) => requireCompanyUser(request, credentials, params.userId ?? ""));
  return {
    user,
    mayEdit: mayManageUsers(account) && !user.isCurrentUser,
    saved: pageUrlOf(request).searchParams.has("saved"),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  const userId = params.userId ?? "";
  return formAction({
    request,
    schema: HoursValidationLevelSchema,
    save: async ({ level }) => {
      await graphql(UpdateCompanyUserHoursValidationMutationDocument, { input: { userId, level } }, credentials);
      return redirect(`/settings/company-users/${encodeURIComponent(userId)}?saved=1`);
    },
    refusals: {
      NOT_FOUND: { notFound: true },
      NOT_ALLOWED: { form: "companyAdmin:user.errors.notAllowed", status: 403 },
    },
    failed: "companyAdmin:user.errors.failed",
  });
}

export default function CompanyUserPage() {
  const { t } = useTranslation(["companyAdmin", "common"]);
  const format = useFormatters();
  const { user, mayEdit, saved } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerValidatedForm<z.input<typeof HoursValidationLevelSchema>>({
    id: "hours-validation-level",
    lastResult,
    defaultValue: { level: user.hoursValidationLevel },
  });
  const name = fullName(user);
  const rows: [label: string, value: string][] = [
    [t("user.email"), user.email],
    [t("user.telephone"), user.telephone || t("notProvided")],
    [t("user.mobile"), user.mobile || t("notProvided")],
    [t("user.function"), user.function || t("notProvided")],
    [t("user.language"), LANGUAGE_NAMES[user.preferredLanguage]],
    [t("user.hoursValidation"), t(`levels.${user.hoursValidationLevel}`)],
    [t("user.createdAt"), format.date(user.createdAt)],
    [t("user.lastSeenAt"), user.lastSeenAt ? format.date(user.lastSeenAt) : t("users.never")],
  ];
  return (
    <>
      <p>
        <Link to="/settings/company-users">{t("user.back")}</Link>
      </p>
      <h1>{name}</h1>
      {saved && !lastResult ? <Notice>{t("user.saved")}</Notice> : null}
      {mayEdit ? <ErrorSummary form={form} fields={[fields.level]} /> : null}
      {user.isCurrentUser ? <p>{t("user.yourself")}</p> : null}
      <DetailsList rows={rows} />
      {mayEdit ? (
        <>
          <h2>{t("user.levelTitle")}</h2>
          <Form method="post" className={forms.form} {...getFormProps(form)}>
            <SelectField
              meta={fields.level}
              label={t("user.level")}
              placeholder={t("common:forms.choose")}
              options={HOURS_VALIDATION_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
            />
            <SubmitButton>{t("user.save")}</SubmitButton>
          </Form>
          <p>
            <Link className={forms.secondaryButton} to={`/settings/company-users/${encodeURIComponent(user.id)}/remove`}>
              {t("user.remove")}
              <span className={forms.hidden}> {name}</span>
            </Link>
          </p>
        </>
      ) : null}
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

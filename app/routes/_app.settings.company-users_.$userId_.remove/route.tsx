import { formErrorFor, notFound } from "~/platform/api-calls.server";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Confirmation } from "~/components/confirmation";
import { ErrorSummary } from "~/components/forms";
import { recordNotFound } from "~/components/record-not-found";
import { RemoveCompanyUserMutationDocument } from "~/graphql/operations.generated";
import { mayManageUsers, requireCompanyUser } from "~/services/company-admin.server";
import type { FullKey } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { ApiError, graphql } from "~/services/payroll-api.server";
import { requireAccount } from "~/services/user.server";

export const handle = {
  i18n: ["companyAdmin"],
  title: "companyAdmin:removeUser.title",
  notFound: {
    title: "companyAdmin:user.notFound.title",
    body: "companyAdmin:user.notFound.body",
    backTo: "/settings/company-users",
    back: "companyAdmin:user.back",
  },
} satisfies PageHandle;

const ERRORS: Record<string, FullKey<"companyAdmin">> = {
  NOT_ALLOWED: "companyAdmin:removeUser.notAllowed",
  CANNOT_REMOVE_YOURSELF: "companyAdmin:removeUser.yourself",
};

/**
 * Removing a user revokes their access to this company (part 1 §5) after this confirmation page:
 * the GET only asks, the POST removes. Yourself, or without the right to manage users, the page
 * says why instead of asking.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const user = await requireCompanyUser(request, account, params.userId ?? "");
  const refusal = user.isCurrentUser ? ERRORS.CANNOT_REMOVE_YOURSELF : mayManageUsers(account) ? null : ERRORS.NOT_ALLOWED;
  return json(
    {
      user: { id: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email },
      company: account.user.company?.name ?? "",
      refusal,
    },
    { status: refusal ? 403 : 200 },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  try {
    await graphql(RemoveCompanyUserMutationDocument, { input: { userId: params.userId ?? "" } }, credentials);
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === "NOT_FOUND") throw notFound();
    return json({ error: (code && ERRORS[code]) || formErrorFor(error, "companyAdmin:removeUser.failed") }, { status: 400 });
  }
  return redirect("/settings/company-users?removed=1");
}

export default function RemoveCompanyUserPage() {
  const { t } = useTranslation(["companyAdmin"]);
  const { user, company, refusal } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const back = `/settings/company-users/${encodeURIComponent(user.id)}`;
  if (refusal) {
    return (
      <>
        <h1>{t("removeUser.title")}</h1>
        <p>{t(refusal)}</p>
        <p>
          <Link to="/settings/company-users">{t("user.back")}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <ErrorSummary form={{ errors: actionData ? [actionData.error] : undefined, errorId: "remove-user-error" }} fields={[]} />
      <Confirmation title={t("removeUser.title")} confirmLabel={t("removeUser.confirm")} cancelLabel={t("removeUser.cancel")} cancelTo={back}>
        <p>{t("removeUser.question", { name: user.name, email: user.email })}</p>
        <p>{t("removeUser.consequence", { company })}</p>
      </Confirmation>
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

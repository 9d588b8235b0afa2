import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { Confirmation } from "~/ui/confirmation";
import { ErrorSummary } from "~/ui/forms";
import { recordNotFound } from "~/ui/record-not-found";
import { formAction } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { RemoveCompanyUserMutationDocument } from "~/platform/operations.generated";
import { NoFieldsSchema } from "~/forms/no-fields";
import { mayManageUsers, requireCompanyUser } from "~/areas/settings/company-admin.server";
import { graphql } from "~/platform/payroll-api.server";
import type { FullKey } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";

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

/** Why a user cannot be removed: the page says it when it knows, the API when things changed since. */
const NOT_ALLOWED: FullKey<"companyAdmin"> = "companyAdmin:removeUser.notAllowed";
const YOURSELF: FullKey<"companyAdmin"> = "companyAdmin:removeUser.yourself";

/**
 * Removing a user revokes their access to this company (part 1 §5) after this confirmation page:
 * the GET only asks, the POST removes. Yourself, or without the right to manage users, the page
 * says why instead of asking.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const user = await requireCompanyUser(request, account.credentials, params.userId ?? "");
  const refusal = user.isCurrentUser ? YOURSELF : mayManageUsers(account) ? null : NOT_ALLOWED;
  return data(
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
  return formAction({
    request,
    schema: NoFieldsSchema,
    save: async () => {
      await graphql(RemoveCompanyUserMutationDocument, { input: { userId: params.userId ?? "" } }, credentials);
      return redirect("/settings/company-users?removed=1");
    },
    refusals: {
      NOT_FOUND: { notFound: true },
      NOT_ALLOWED: { form: NOT_ALLOWED },
      CANNOT_REMOVE_YOURSELF: { form: YOURSELF },
    },
    failed: "companyAdmin:removeUser.failed",
  });
}

export default function RemoveCompanyUserPage() {
  const { t } = useTranslation(["companyAdmin"]);
  const { user, company, refusal } = useLoaderData<typeof loader>();
  const [form] = useServerValidatedForm({ id: "remove-user", lastResult: useActionData<typeof action>() });
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
      <ErrorSummary form={form} fields={[]} />
      <Confirmation title={t("removeUser.title")} confirmLabel={t("removeUser.confirm")} cancelLabel={t("removeUser.cancel")} cancelTo={back}>
        <p>{t("removeUser.question", { name: user.name, email: user.email })}</p>
        <p>{t("removeUser.consequence", { company })}</p>
      </Confirmation>
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

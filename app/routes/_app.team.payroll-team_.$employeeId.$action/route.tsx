import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { Confirmation } from "~/ui/confirmation";
import { ErrorSummary } from "~/ui/forms";
import { recordNotFound } from "~/ui/record-not-found";
import { formAction } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { notFound } from "~/platform/api-calls.server";
import { NoFieldsSchema } from "~/forms/no-fields";
import { payrollTeamHref, requireTeamMember } from "~/areas/team/team.server";
import { requireAccount } from "~/platform/user.server";
import { isTeamMemberAction, PAYROLL_TEAM_PATH, refusalOf, type TeamActionRefusal, type TeamMemberAction } from "~domain/team";
import type { FullKey, PageT } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { runTeamAction } from "./team-action.server";
import { reloadAfterConflict } from "~/forms/revalidation";
import { pageUrlOf } from "~/platform/page-url";

export const shouldRevalidate = reloadAfterConflict;

export const handle = {
  i18n: ["team"],
  title: ({ kind }: SerializeFrom<typeof loader>, t: PageT) => t(TEXTS[kind].title),
  notFound: {
    title: "team:member.notFound.title",
    body: "team:member.notFound.body",
    backTo: PAYROLL_TEAM_PATH,
    back: "team:member.back",
  },
} satisfies PageHandle;

type ActionTexts = Record<"title" | "question" | "consequence" | "confirm" | "failed", FullKey<"team">>;

/** Every action on a member asks first (part 1 §4): the GET asks, the POST acts, Cancel leads back to the list. */
const TEXTS: Record<TeamMemberAction, ActionTexts> = {
  archive: {
    title: "team:confirm.archive.title",
    question: "team:confirm.archive.question",
    consequence: "team:confirm.archive.consequence",
    confirm: "team:actions.archive",
    failed: "team:confirm.archive.failed",
  },
  delete: {
    title: "team:confirm.delete.title",
    question: "team:confirm.delete.question",
    consequence: "team:confirm.delete.consequence",
    confirm: "team:actions.delete",
    failed: "team:confirm.delete.failed",
  },
  restore: {
    title: "team:confirm.restore.title",
    question: "team:confirm.restore.question",
    consequence: "team:confirm.restore.consequence",
    confirm: "team:actions.restore",
    failed: "team:confirm.restore.failed",
  },
  "resend-invitation": {
    title: "team:confirm.resendInvitation.title",
    question: "team:confirm.resendInvitation.question",
    consequence: "team:confirm.resendInvitation.consequence",
    confirm: "team:actions.resendInvitation",
    failed: "team:confirm.resendInvitation.failed",
  },
};

const REFUSALS: Record<TeamActionRefusal, FullKey<"team">> = {
  archived: "team:refusals.archived",
  notArchived: "team:refusals.notArchived",
  hadContract: "team:refusals.hadContract",
  mayBeDeleted: "team:refusals.mayBeDeleted",
  notAwaitingRegistration: "team:refusals.notAwaitingRegistration",
};

const REFUSAL_MESSAGES: readonly string[] = Object.values(REFUSALS);
const isRefusalMessage = (message: string): message is FullKey<"team"> => REFUSAL_MESSAGES.includes(message);

function actionOf(params: LoaderFunctionArgs["params"]): TeamMemberAction {
  if (!isTeamMemberAction(params.action)) throw notFound();
  return params.action;
}

/** What the member's page asks, or why it cannot (a refusal, answered 409). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const action = actionOf(params);
  const member = await requireTeamMember(request, account, params.employeeId ?? "");
  const refusal = refusalOf(action, member);
  return data(
    {
      kind: action,
      name: `${member.firstName} ${member.lastName}`,
      company: account.user.company?.name ?? "",
      refusal: refusal ? REFUSALS[refusal] : null,
      back: payrollTeamHref(pageUrlOf(request).searchParams),
    },
    { status: refusal ? 409 : 200 },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  const action = actionOf(params);
  const { searchParams } = pageUrlOf(request);
  return formAction({
    request,
    schema: NoFieldsSchema,
    save: async () => redirect(payrollTeamHref(searchParams, { done: await runTeamAction(action, params.employeeId ?? "", credentials) })),
    // The API's refusals of a member who changed since the page asked (in another tab, say).
    refusals: {
      NOT_FOUND: { notFound: true },
      HAD_CONTRACT: { form: REFUSALS.hadContract, status: 409 },
      NOT_AWAITING_REGISTRATION: { form: REFUSALS.notAwaitingRegistration, status: 409 },
      // The API's mail throttles (docs/decisions/0033).
      INVITATION_SENT_RECENTLY: { form: "team:throttled.invitationSentRecently", status: 429 },
      TOO_MANY_INVITATIONS: { form: "team:throttled.tooManyInvitations", status: 429 },
    },
    failed: TEXTS[action].failed,
  });
}

export default function TeamMemberActionPage() {
  const { t } = useTranslation(["team"]);
  const { kind, name, company, refusal, back } = useLoaderData<typeof loader>();
  const [form] = useServerValidatedForm({ id: "team-action", lastResult: useActionData<typeof action>() });
  const page = TEXTS[kind];
  // The API's refusal replaces the question just as the page's own does; other failures go in the summary.
  const shownRefusal = refusal ?? form.errors?.find(isRefusalMessage);
  if (shownRefusal) {
    return (
      <>
        <h1>{t(page.title)}</h1>
        <p>{t(shownRefusal, { name })}</p>
        <p>
          <Link to={back}>{t("member.back")}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <ErrorSummary form={form} fields={[]} />
      <Confirmation title={t(page.title)} confirmLabel={t(page.confirm)} cancelLabel={t("confirm.cancel")} cancelTo={back}>
        <p>{t(page.question, { name })}</p>
        <p>{t(page.consequence, { name, company })}</p>
      </Confirmation>
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

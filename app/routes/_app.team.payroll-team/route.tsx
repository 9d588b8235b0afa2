import { loadList } from "~/platform/api-calls.server";
import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { PAYROLL_TEAM_PATH, teamMemberActions, type TeamMemberAction } from "~domain/team";
import { ErrorContent } from "~/ui/error-boundary";
import { Notice } from "~/ui/notice";
import { TeamSearch, TeamTable } from "~/areas/team/team-list";
import { useServerValidatedForm } from "~/forms/use-form";
import type { FullKey } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { PayrollTeamFilterSchema } from "~/areas/team/team-filter.schema";

import { fetchTeamMembers, listQueryOf, payrollTeamFilterOf, payrollTeamHref } from "~/areas/team/team.server";
import { STATUS_LABELS } from "~/areas/team/team-labels";
import { requireAccountAnd } from "~/platform/user.server";
import * as forms from "~/ui/forms.css";
import * as shell from "~/areas/shell/shell.css";
import * as styles from "~/areas/settings/settings.css";
import { useFormatters } from "~/platform/format";
import { employeeProfilePath } from "~/areas/employees/profile-path";
import { filterParamsOf } from "~/forms/filter-params";
import { PrimaryAction } from "~/ui/primary-action";

export const handle = { i18n: ["team"], title: "team:payrollTeam.title", scripts: false } satisfies PageHandle;

const PAGE_SIZE = 25;

/** The notices the list shows after an action, by the `done` parameter the action redirects with. */
const DONE_NOTICES: Record<string, FullKey<"team">> = {
  invited: "team:payrollTeam.done.invited",
  archived: "team:payrollTeam.done.archived",
  restored: "team:payrollTeam.done.restored",
  deleted: "team:payrollTeam.done.deleted",
  resent: "team:payrollTeam.done.resent",
};

const ACTION_LABELS: Record<TeamMemberAction, FullKey<"team">> = {
  archive: "team:actions.archive",
  delete: "team:actions.delete",
  restore: "team:actions.restore",
  "resend-invitation": "team:actions.resendInvitation",
};

/** The payroll team (part 1 §2.4): a name search and the active or archived members, 25 a page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const searchParams = filterParamsOf(request);
  // The filter is a GET form: its answer, valid or not, is the address itself.
  const { search, archived, page, result } = payrollTeamFilterOf(request);
  const { account, page: members } = await requireAccountAnd(request, (credentials) =>
    loadList(request, () => fetchTeamMembers(credentials, { search, archived }, page, PAGE_SIZE)),
  );
  // Past the last page (its last member was just deleted or archived, say): the last page instead.
  if (members && members.totalCount > 0 && members.page > members.pageCount) {
    throw redirect(payrollTeamHref(searchParams, { page: String(members.pageCount) }));
  }
  return data(
    {
      company: account.user.company?.name ?? "",
      members,
      filter: { search, status: archived ? "archived" : "active" },
      listQuery: listQueryOf(searchParams),
      notice: DONE_NOTICES[searchParams.get("done") ?? ""] ?? null,
      result,
    },
    { status: members ? 200 : 503 },
  );
}

export default function PayrollTeamPage() {
  const { t } = useTranslation(["team"]);
  const format = useFormatters();
  const { company, members, filter, listQuery, notice, result } = useLoaderData<typeof loader>();
  const [form, fields] = useServerValidatedForm<z.input<typeof PayrollTeamFilterSchema>>({ id: "team-filter", lastResult: result, defaultValue: filter });
  const archived = filter.status === "archived";
  const actionHref = (id: string, action: TeamMemberAction) => `${PAYROLL_TEAM_PATH}/${encodeURIComponent(id)}/${action}${listQuery ? `?${listQuery}` : ""}`;
  return (
    <>
      <h1>{t("payrollTeam.title")}</h1>
      {notice ? <Notice>{t(notice)}</Notice> : null}
      <p>
        <PrimaryAction to="/team/invite-to-payroll-team">{t("payrollTeam.invite")}</PrimaryAction>
      </p>
      <TeamSearch form={form} search={fields.search} clearTo={filter.search ? (archived ? `${PAYROLL_TEAM_PATH}?status=archived` : PAYROLL_TEAM_PATH) : null}>
        <div className={forms.field}>
          <label className={forms.label} htmlFor="team-filter-status">
            {t("filter.show")}
          </label>
          <select id="team-filter-status" name="status" defaultValue={filter.status} className={shell.select}>
            <option value="active">{t("filter.active")}</option>
            <option value="archived">{t("filter.archived")}</option>
          </select>
        </div>
      </TeamSearch>
      <TeamTable
        list={members}
        loadFailed={t("payrollTeam.loadFailed")}
        id="payroll-team"
        caption={t(archived ? "payrollTeam.captionArchived" : "payrollTeam.caption", {
          company,
          page: members?.page,
          pageCount: members?.pageCount,
        })}
        columns={[t("columns.name"), t("columns.location"), t("columns.age"), t("columns.status"), t("columns.actions")]}
      >
        {members?.nodes.map((member) => {
          const name = `${member.firstName} ${member.lastName}`;
          return (
            <tr key={member.id}>
              <th scope="row" className={styles.cell}>
                <Link to={employeeProfilePath(member.id)}>{name}</Link>
              </th>
              <td className={styles.cell}>{member.location ?? t("unknown")}</td>
              <td className={styles.cell}>{member.age === null ? t("unknown") : format.age(member.age)}</td>
              <td className={styles.cell}>{t(STATUS_LABELS[member.status])}</td>
              <td className={styles.cell}>
                <span className={forms.actions}>
                  {teamMemberActions(member).map((action) => (
                    <Link key={action} to={actionHref(member.id, action)}>
                      {t(ACTION_LABELS[action])}
                      <span className={forms.hidden}> {name}</span>
                    </Link>
                  ))}
                </span>
              </td>
            </tr>
          );
        })}
      </TeamTable>
    </>
  );
}
export const ErrorBoundary = ErrorContent;

import { type LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { Notice } from "~/ui/notice";
import { recordNotFound } from "~/ui/record-not-found";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireFound } from "~/platform/api-calls.server";
import { countriesOfProfile, loadEmployeeProfile } from "~/areas/employees/employee.server";
import { SAVED_LABELS } from "~/areas/employees/labels";
import { IdentityDoneNotice } from "~/areas/identity/identity-notice";
import { EmployerAlerts } from "~/areas/employees/profile-alerts";
import { profileFacts } from "~/areas/employees/profile-facts";
import { ProfileSections, ProfileSummary } from "~/areas/employees/profile-sections";
import { EMPLOYEE_NOT_FOUND, employerSubject, fullName, savedNoticeOf } from "~/areas/employees/subject";
import { PAYROLL_TEAM_PATH } from "~domain/team";
import { pageUrlOf } from "~/platform/page-url";

export const handle = {
  i18n: ["employees", "identity"],
  title: ({ employee }: SerializeFrom<typeof loader>) => fullName(employee),
  notFound: EMPLOYEE_NOT_FOUND,
} satisfies PageHandle;

/** An employee of the payroll team as their employer sees them (part 2 §2 screen 5), with the status alerts of §4. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const subject = employerSubject(params.employeeId);
  const { employee, membership } = await loadEmployeeProfile(request, subject);
  return {
    subject,
    employee,
    countries: await countriesOfProfile(request, employee),
    membership: requireFound(membership),
    facts: profileFacts(employee, membership, new Date()),
    saved: savedNoticeOf(pageUrlOf(request).searchParams),
  };
}

export default function ViewEmployeeProfilePage() {
  const { t } = useTranslation(["employees"]);
  const { subject, employee, countries, membership, facts, saved } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{fullName(employee)}</h1>
      {saved ? <Notice>{t(SAVED_LABELS[saved])}</Notice> : null}
      <IdentityDoneNotice />
      <EmployerAlerts employeeId={employee.id} archived={membership.archived} facts={facts} />
      <ProfileSummary employee={employee} member={membership} />
      <ProfileSections subject={subject} employee={employee} today={facts.today} countries={countries} />
      <p>
        <Link to={PAYROLL_TEAM_PATH}>{t("view.backToTeam")}</Link>
      </p>
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

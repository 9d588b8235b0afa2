import { type LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { Notice } from "~/ui/notice";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { countriesOfProfile, loadEmployeeProfile } from "~/areas/employees/employee.server";
import { SAVED_LABELS } from "~/areas/employees/labels";
import { IdentityDoneNotice } from "~/areas/identity/identity-notice";
import { SelfFrame } from "~/areas/employees/page-parts";
import { SelfAlerts } from "~/areas/employees/profile-alerts";
import { profileFacts } from "~/areas/employees/profile-facts";
import { ProfileSections, ProfileSummary } from "~/areas/employees/profile-sections";
import { fullName, savedNoticeOf, SELF } from "~/areas/employees/subject";
import { pageUrlOf } from "~/platform/page-url";

export const handle = { i18n: ["employees", "identity"], title: "employees:self.title" } satisfies PageHandle;

/** Where a signed-in employee lands: their own profile, the employer's view of it without the employer's alerts and actions. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { employee } = await loadEmployeeProfile(request, SELF);
  return {
    employee,
    countries: await countriesOfProfile(request, employee),
    facts: profileFacts(employee, null, new Date()),
    saved: savedNoticeOf(pageUrlOf(request).searchParams),
  };
}

export default function MyProfilePage() {
  const { t } = useTranslation(["employees"]);
  const { employee, countries, facts, saved } = useLoaderData<typeof loader>();
  return (
    <SelfFrame name={fullName(employee)}>
      <h1>{t("self.title")}</h1>
      {saved ? <Notice>{t(SAVED_LABELS[saved])}</Notice> : null}
      <IdentityDoneNotice />
      <SelfAlerts facts={facts} />
      <ProfileSummary employee={employee} member={null} />
      <ProfileSections subject={SELF} employee={employee} today={facts.today} countries={countries} />
    </SelfFrame>
  );
}

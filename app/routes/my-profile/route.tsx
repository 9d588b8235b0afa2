import { loadFromApi, notFound } from "~/platform/api-calls.server";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { missingProfileItems } from "~domain/employee-profile";
import { AppHeader } from "~/ui/app-header";
import { Notice } from "~/ui/forms";
import { PageMain, SkipLink } from "~/ui/page";
import { EmployeeQueryDocument } from "~/platform/operations.generated";
import { languageOf } from "~/platform/i18next.server";
import { requireCredentials } from "~/areas/auth/auth.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { graphql } from "~/platform/payroll-api.server";
import { useFormatters } from "~/platform/format";

export const handle = { title: "employeeProfile.title" } satisfies PageHandle;

/** Where a signed-in employee lands: their details and what is still missing. */
export async function loader({ request }: LoaderFunctionArgs) {
  const credentials = await requireCredentials(request, "employee");
  const locale = await languageOf(request);
  const { employee } = await loadFromApi(request, () => graphql(EmployeeQueryDocument, { locale }, credentials));
  if (!employee) throw notFound();
  return json({ employee, missing: missingProfileItems(employee) });
}

export default function MyProfilePage() {
  const { t } = useTranslation();
  const { employee, missing } = useLoaderData<typeof loader>();
  const { profile } = employee;
  const format = useFormatters();
  const rows: [label: string, value: string | null][] = [
    [t("employeeProfile.fields.email"), employee.email],
    [t("employeeProfile.fields.mobile"), employee.mobile],
    [t("employeeProfile.fields.address"), [profile.street, profile.streetNumber, profile.zip, profile.city].filter(Boolean).join(" ") || null],
    [t("employeeProfile.fields.birthdate"), profile.birthdate ? format.date(profile.birthdate) : null],
    [t("employeeProfile.fields.placeOfBirth"), profile.placeOfBirth],
    [t("employeeProfile.fields.nationality"), profile.nationalityCountry],
  ];
  return (
    <>
      <SkipLink />
      <AppHeader home="/my-profile" userName={`${employee.firstName} ${employee.lastName}`} />
      <PageMain>
        <h1>{t("employeeProfile.title")}</h1>
        {missing.length === 0 ? (
          <Notice>{t("employeeProfile.complete")}</Notice>
        ) : (
          <>
            <h2>{t("employeeProfile.missingTitle")}</h2>
            <ul>
              {missing.map((item) => (
                <li key={item}>{t(`employeeProfile.requirements.${item}`)}</li>
              ))}
            </ul>
          </>
        )}
        <h2>{t("employeeProfile.detailsTitle")}</h2>
        <dl>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? t("employeeProfile.notProvided")}</dd>
            </div>
          ))}
        </dl>
      </PageMain>
    </>
  );
}

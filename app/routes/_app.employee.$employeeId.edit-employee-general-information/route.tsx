import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { recordNotFound } from "~/ui/record-not-found";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { countriesFor, loadEmployeeProfile } from "~/areas/employees/employee.server";
import { saveGeneralInformation } from "~/areas/employees/employee-forms.server";
import { GeneralInformationForm } from "~/areas/employees/general-information-form";
import { generalInformationDefaults, identityValuesOf } from "~/areas/employees/general-information.schema";
import { EMPLOYEE_NOT_FOUND, employerSubject, fullName } from "~/areas/employees/subject";

export const handle = { i18n: ["employees"], title: "employees:general.editTitle", notFound: EMPLOYEE_NOT_FOUND } satisfies PageHandle;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const subject = employerSubject(params.employeeId);
  const { employee } = await loadEmployeeProfile(request, subject);
  return {
    subject,
    name: fullName(employee),
    countries: await countriesFor(request),
    defaultValue: generalInformationDefaults(employee),
    identity: identityValuesOf(employee),
  };
}

export const action = ({ request, params }: ActionFunctionArgs) => saveGeneralInformation(request, employerSubject(params.employeeId));

export default function EditGeneralInformationPage() {
  const { subject, name, countries, defaultValue, identity } = useLoaderData<typeof loader>();
  return (
    <GeneralInformationForm
      subject={subject}
      employeeName={name}
      countries={countries}
      defaultValue={defaultValue}
      identity={identity}
      lastResult={useActionData<typeof action>()}
    />
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

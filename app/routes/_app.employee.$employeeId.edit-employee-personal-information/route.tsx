import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { recordNotFound } from "~/ui/record-not-found";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { countriesFor, loadEmployeeProfile } from "~/areas/employees/employee.server";
import { savePersonalInformation } from "~/areas/employees/employee-forms.server";
import { PersonalInformationForm } from "~/areas/employees/personal-information-form";
import { personalInformationDefaults, personalInformationStoredProblems } from "~/areas/employees/personal-information.schema";
import { EMPLOYEE_NOT_FOUND, employerSubject, fullName } from "~/areas/employees/subject";

export const handle = { i18n: ["employees"], title: "employees:personal.editTitle", notFound: EMPLOYEE_NOT_FOUND } satisfies PageHandle;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const subject = employerSubject(params.employeeId);
  const { employee } = await loadEmployeeProfile(request, subject);
  const defaultValue = personalInformationDefaults(employee);
  return {
    subject,
    name: fullName(employee),
    countries: await countriesFor(request),
    defaultValue,
    stored: personalInformationStoredProblems(defaultValue),
  };
}

export const action = ({ request, params }: ActionFunctionArgs) => savePersonalInformation(request, employerSubject(params.employeeId));

export default function EditPersonalInformationPage() {
  const { subject, name, countries, defaultValue, stored } = useLoaderData<typeof loader>();
  return (
    <PersonalInformationForm
      subject={subject}
      employeeName={name}
      countries={countries}
      defaultValue={defaultValue}
      lastResult={useActionData<typeof action>() ?? stored}
    />
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

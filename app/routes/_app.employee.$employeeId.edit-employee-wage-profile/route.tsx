import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { recordNotFound } from "~/ui/record-not-found";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { loadEmployeeProfile } from "~/areas/employees/employee.server";
import { saveWageProfile } from "~/areas/employees/employee-forms.server";
import { WageProfileForm } from "~/areas/employees/wage-profile-form";
import { wageProfileDefaults } from "~/areas/employees/wage-profile.schema";
import { EMPLOYEE_NOT_FOUND, employerSubject, fullName } from "~/areas/employees/subject";

export const handle = { i18n: ["employees"], title: "employees:wage.editTitle", notFound: EMPLOYEE_NOT_FOUND } satisfies PageHandle;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const subject = employerSubject(params.employeeId);
  const { employee } = await loadEmployeeProfile(request, subject);
  return { subject, name: fullName(employee), defaultValue: wageProfileDefaults(employee) };
}

export const action = ({ request, params }: ActionFunctionArgs) => saveWageProfile(request, employerSubject(params.employeeId));

export default function EditWageProfilePage() {
  const { subject, name, defaultValue } = useLoaderData<typeof loader>();
  return <WageProfileForm subject={subject} employeeName={name} defaultValue={defaultValue} lastResult={useActionData<typeof action>()} />;
}

export const ErrorBoundary = recordNotFound(handle.notFound);

import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { recordNotFound } from "~/ui/record-not-found";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { CertificateForm } from "~/areas/employees/certificate-form";
import { loadEmployeeProfile } from "~/areas/employees/employee.server";
import { saveCertificate } from "~/areas/employees/employee-forms.server";
import { EMPLOYEE_NOT_FOUND, employerSubject, fullName } from "~/areas/employees/subject";

export const handle = { i18n: ["employees"], title: "employees:certificates.addTitle", notFound: EMPLOYEE_NOT_FOUND } satisfies PageHandle;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const subject = employerSubject(params.employeeId);
  const { employee } = await loadEmployeeProfile(request, subject);
  return { subject, name: fullName(employee) };
}

export const action = ({ request, params }: ActionFunctionArgs) => saveCertificate(request, employerSubject(params.employeeId), null);

export default function AddCertificatePage() {
  const { subject, name } = useLoaderData<typeof loader>();
  return <CertificateForm subject={subject} employeeName={name} certificate={null} defaultValue={{}} lastResult={useActionData<typeof action>()} />;
}

export const ErrorBoundary = recordNotFound(handle.notFound);

import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { recordNotFound } from "~/ui/record-not-found";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireFound } from "~/platform/api-calls.server";
import { CertificateForm } from "~/areas/employees/certificate-form";
import { certificateDefaults } from "~/areas/employees/certificate.schema";
import { loadEmployeeProfile } from "~/areas/employees/employee.server";
import { saveCertificate } from "~/areas/employees/employee-forms.server";
import { CERTIFICATE_NOT_FOUND, employerSubject, fullName } from "~/areas/employees/subject";

export const handle = { i18n: ["employees"], title: "employees:certificates.editTitle", notFound: CERTIFICATE_NOT_FOUND } satisfies PageHandle;

/** A certificate of the employee; one of another employee (or none) is the page's 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const subject = employerSubject(params.employeeId);
  const { employee } = await loadEmployeeProfile(request, subject);
  const certificate = requireFound(employee.certificates.find((candidate) => candidate.id === params.certificateId));
  return { subject, name: fullName(employee), certificate, defaultValue: certificateDefaults(certificate) };
}

export const action = ({ request, params }: ActionFunctionArgs) => saveCertificate(request, employerSubject(params.employeeId), params.certificateId ?? "");

export default function EditCertificatePage() {
  const { subject, name, certificate, defaultValue } = useLoaderData<typeof loader>();
  return (
    <CertificateForm subject={subject} employeeName={name} certificate={certificate} defaultValue={defaultValue} lastResult={useActionData<typeof action>()} />
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

import type { IdentityDocument, ScanSide } from "~/platform/operations.generated";
import { PAYROLL_TEAM_PATH } from "~domain/team";
import { employeeProfilePath } from "./profile-path";

// Whose profile a page shows or changes: an employee of the selected company's payroll team, as
// their employer sees them (/employee/{id}/…), or the signed-in employee themselves (/my-profile/…).
// The same views, forms and actions serve both; the subject gives the addresses and, on the server,
// the credentials and the API's employeeId (left out for the employee themselves).

export type EmployeeSubject = { kind: "employer"; employeeId: string } | { kind: "self" };

export const employerSubject = (employeeId: string | undefined): EmployeeSubject => ({ kind: "employer", employeeId: employeeId ?? "" });
export const SELF: EmployeeSubject = { kind: "self" };

export type EmployeePaths = {
  view: string;
  editPersonalInformation: string;
  editGeneralInformation: string;
  editWageProfile: string;
  /** Certificates are the employer's to add and change: null on the employee's own profile. */
  addCertificate: string | null;
  editCertificate: ((certificateId: string) => string) | null;
  /** The identity verification (app/areas/identity), for both. */
  verifyIdentity: string;
  /** The agreements the employee signs themselves: null on the employer's pages. */
  agreements: string | null;
  /** The portal's own addresses of the scans (resource routes that fetch them from the API). */
  identityScan: (document: IdentityDocument, side: ScanSide) => string;
  certificateScan: (certificateId: string, side: ScanSide) => string;
};

const segment = encodeURIComponent;

export function employeePaths(subject: EmployeeSubject): EmployeePaths {
  if (subject.kind === "self") {
    return {
      view: "/my-profile",
      editPersonalInformation: "/my-profile/edit-personal-information",
      editGeneralInformation: "/my-profile/edit-general-information",
      editWageProfile: "/my-profile/edit-wage-profile",
      addCertificate: null,
      editCertificate: null,
      verifyIdentity: "/my-profile/verify-identity",
      agreements: "/my-profile/agreements",
      identityScan: (document, side) => `/my-profile/scans/${document}/${side}`,
      certificateScan: (certificateId, side) => `/my-profile/certificates/${segment(certificateId)}/${side}`,
    };
  }
  const base = `/employee/${segment(subject.employeeId)}`;
  return {
    view: employeeProfilePath(subject.employeeId),
    editPersonalInformation: `${base}/edit-employee-personal-information`,
    editGeneralInformation: `${base}/edit-employee-general-information`,
    editWageProfile: `${base}/edit-employee-wage-profile`,
    addCertificate: `${base}/add-employee-certificate`,
    editCertificate: (certificateId) => `${base}/edit-employee-certificate/${segment(certificateId)}`,
    verifyIdentity: `${base}/verify-identity`,
    agreements: null,
    identityScan: (document, side) => `${base}/scans/${document}/${side}`,
    certificateScan: (certificateId, side) => `${base}/certificates/${segment(certificateId)}/${side}`,
  };
}

/** What the profile shows after a save (the view's `saved` parameter). */
const SAVED_NOTICES = ["personal", "general", "wage", "certificateAdded", "certificateUpdated"] as const;
export type SavedNotice = (typeof SAVED_NOTICES)[number];

export function savedNoticeOf(search: URLSearchParams): SavedNotice | null {
  const saved = search.get("saved");
  return (SAVED_NOTICES as readonly (string | null)[]).includes(saved) ? (saved as SavedNotice) : null;
}

/** What an employer's employee page says when the employee is not in the company's payroll team (or does not exist). */
export const EMPLOYEE_NOT_FOUND = {
  title: "employees:notFound.title",
  body: "employees:notFound.body",
  backTo: PAYROLL_TEAM_PATH,
  back: "employees:notFound.back",
} as const;

/** The same, for a certificate that is not the employee's. */
export const CERTIFICATE_NOT_FOUND = {
  ...EMPLOYEE_NOT_FOUND,
  title: "employees:notFound.certificateTitle",
  body: "employees:notFound.certificateBody",
} as const;

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

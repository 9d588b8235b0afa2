// Whose identity is verified (part 2 §2 screen 6, §4): an employee of the selected company's payroll
// team, by an employer, or the signed-in employee, by themselves. One set of pages and actions serves
// both; the subject gives their addresses, and the employee id the API is told (left out for oneself).

import { employeePaths, type EmployeeSubject } from "~/areas/employees/subject";

/** The profile's subject (app/areas/employees/subject.ts): the same two kinds. */
export type IdentitySubject = EmployeeSubject;

/** The route parameters decide: an employee id in the address is an employer's page. */
export function subjectOf(params: { employeeId?: string }): IdentitySubject {
  return params.employeeId === undefined ? { kind: "self" } : { kind: "employer", employeeId: params.employeeId };
}

/** The address every page of the subject lives under. */
export function rootOf(subject: IdentitySubject): string {
  return subject.kind === "employer" ? `/employee/${encodeURIComponent(subject.employeeId)}` : "/my-profile";
}

/** The profile the flows return to. */
export const profilePathOf = (subject: IdentitySubject): string => employeePaths(subject).view;

/** The start of a verification: the confirmation when identity data exists, else the upload. */
export const verifyIdentityPathOf = (subject: IdentitySubject) => `${rootOf(subject)}/verify-identity`;

export const uploadPathOf = (subject: IdentitySubject) => `${verifyIdentityPathOf(subject)}/upload`;

/** A verification's own page: reading, the review of what was read, or the failed scan. */
export const verificationPathOf = (subject: IdentitySubject, verificationId: string) =>
  `${verifyIdentityPathOf(subject)}/${encodeURIComponent(verificationId)}`;

/** The details typed by hand, without a scan that could be read. */
export const byHandPathOf = (subject: IdentitySubject) => `${verifyIdentityPathOf(subject)}/by-hand`;

/** The residence or work permit of someone who is not Belgian. */
export const permitPathOf = (subject: IdentitySubject) => `${verifyIdentityPathOf(subject)}/permit`;

/** The employee id the API takes: left out when the employee acts for themselves. */
export const employeeIdOf = (subject: IdentitySubject): string | null => (subject.kind === "employer" ? subject.employeeId : null);

/** What the profile says once a flow is done (its `done` parameter). */
const DONE_NOTICES = ["identity-verified", "identity-manual", "permit-added", "agreements-signed"] as const;
export type DoneNotice = (typeof DONE_NOTICES)[number];

export function doneNoticeOf(searchParams: URLSearchParams): DoneNotice | null {
  const done = searchParams.get("done");
  return DONE_NOTICES.find((notice) => notice === done) ?? null;
}

export const withNotice = (path: string, notice: DoneNotice) => `${path}?done=${notice}`;

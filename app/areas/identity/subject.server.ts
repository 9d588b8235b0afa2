import { requireCredentials } from "~/platform/credentials.server";
import { loadFromApi, orNotFound, requireFound } from "~/platform/api-calls.server";
import { languageOf } from "~/platform/i18next.server";
import { IdentityCompanyEmployeeQueryDocument, IdentityOwnEmployeeQueryDocument, type IdentityEmployeeFieldsFragment } from "~/platform/operations.generated";
import { graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import { requireAccountAnd } from "~/platform/user.server";
import type { IdentitySubject } from "./subject";

export type IdentityEmployee = IdentityEmployeeFieldsFragment;

export type LoadedSubject = {
  subject: IdentitySubject;
  credentials: Credentials;
  employee: IdentityEmployee;
  /**
   * The employee's own pages have no shell of the signed-in area around them: they show the bar
   * with their name themselves (as /my-profile does). Null for an employer's page, inside the shell.
   */
  shell: { userName: string } | null;
};

/**
 * The employee whose identity a page is about, with the credentials to act for them: an employer
 * (a user allowed on the employee pages, which need payroll offers) and an employee of their payroll
 * team, asked in the same round trip as the user; or the signed-in employee themselves. Signed out,
 * not allowed, or an employee of no team of the company: the usual redirect, 403 or 404. `loadWith`
 * asks for more (a verification) with the same credentials, in the same round trip.
 */
export async function requireSubject(request: Request, subject: IdentitySubject): Promise<LoadedSubject>;
export async function requireSubject<Extra>(
  request: Request,
  subject: IdentitySubject,
  loadWith: (credentials: Credentials) => Promise<Extra>,
): Promise<LoadedSubject & { extra: Extra }>;
export async function requireSubject(
  request: Request,
  subject: IdentitySubject,
  loadWith: (credentials: Credentials) => Promise<unknown> = async () => null,
): Promise<LoadedSubject & { extra: unknown }> {
  if (subject.kind === "employer") {
    const { account, page } = await loadFromApi(request, () =>
      requireAccountAnd(request, (credentials) =>
        Promise.all([orNotFound(() => graphql(IdentityCompanyEmployeeQueryDocument, { id: subject.employeeId }, credentials)), loadWith(credentials)]),
      ),
    );
    const [found, extra] = page;
    return { subject, credentials: account.credentials, employee: requireFound(found).companyEmployee.employee, shell: null, extra };
  }
  const credentials = await requireCredentials(request, "employee");
  const locale = await languageOf(request);
  const [{ employee }, extra] = await loadFromApi(request, () =>
    Promise.all([graphql(IdentityOwnEmployeeQueryDocument, { locale }, credentials), loadWith(credentials)]),
  );
  const found = requireFound(employee);
  return { subject, credentials, employee: found, shell: { userName: `${found.firstName} ${found.lastName}` }, extra };
}

/** The employee's name, as the pages' caption and texts say it. */
export const nameOf = (employee: IdentityEmployee) => `${employee.firstName} ${employee.lastName}`;

import { requireCredentials } from "~/platform/credentials.server";
import { loadFromApi, orNotFound, requireFound, responseForApiError } from "~/platform/api-calls.server";
import { languageOf } from "~/platform/i18next.server";
import {
  CompanyEmployeeProfileQueryDocument,
  OwnEmployeeIdQueryDocument,
  OwnEmployeeProfileQueryDocument,
  type EmployeeProfileFieldsFragment,
  type TeamMemberStatus,
} from "~/platform/operations.generated";
import { ApiError, fetchFromApi, graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import { requireAccount, requireAccountAnd } from "~/platform/user.server";
import { countriesAmong, countryList, type CountryList } from "./countries";
import { employerSubject, SELF, type EmployeeSubject } from "./subject";

export type EmployeeProfile = EmployeeProfileFieldsFragment;

/** The employee's membership of the selected company's payroll team: only an employer sees it. */
export type Membership = {
  status: TeamMemberStatus;
  archived: boolean;
  invitationSentAt: string | null;
};

/**
 * The credentials a subject's page calls the API with: the company user's (who must be allowed the
 * /employee pages) or the signed-in employee's. Anyone else is sent where they belong.
 */
export async function credentialsFor(request: Request, subject: EmployeeSubject): Promise<Credentials> {
  if (subject.kind === "self") return requireCredentials(request, "employee");
  return (await requireAccount(request)).credentials;
}

/** The employeeId of a mutation's input: left out when the employee changes their own profile. */
export const employeeIdOf = (subject: EmployeeSubject): string | null => (subject.kind === "employer" ? subject.employeeId : null);

/**
 * The whole profile, in the page's one round trip to the API (with the account's own query, for an
 * employer). An employee of another company, or an id that is no employee, is the page's 404.
 */
export async function loadEmployeeProfile(request: Request, subject: EmployeeSubject): Promise<{ employee: EmployeeProfile; membership: Membership | null }> {
  if (subject.kind === "self") {
    const [credentials, locale] = await Promise.all([requireCredentials(request, "employee"), languageOf(request)]);
    const { employee } = await loadFromApi(request, () => graphql(OwnEmployeeProfileQueryDocument, { locale }, credentials));
    return { employee: requireFound(employee), membership: null };
  }
  const { page } = await requireAccountAnd(request, (credentials) =>
    loadFromApi(request, () => orNotFound(() => graphql(CompanyEmployeeProfileQueryDocument, { id: subject.employeeId }, credentials))),
  );
  const { member, employee, invitationSentAt } = requireFound(page?.companyEmployee);
  return { employee, membership: { status: member.status, archived: member.archived, invitationSentAt } };
}

/**
 * The countries in the page's language, named on the server so that the browser shows the same
 * names (see useCountries); only those of the codes given, for a page that shows a few.
 */
export async function countriesFor(request: Request, codes?: (string | null)[]): Promise<CountryList> {
  const list = countryList(await languageOf(request));
  return codes ? countriesAmong(list, codes) : list;
}

/** The countries a profile names: its address, birth and nationality. */
export const countriesOfProfile = (request: Request, { profile }: EmployeeProfile) =>
  countriesFor(request, [profile.country, profile.countryOfBirth, profile.nationalityCountry]);

const SIDES = new Set(["front", "back"]);
const DOCUMENTS = new Set(["id_card", "residence_permit", "work_permit"]);

type ScanParams = { employeeId?: string; document?: string; certificateId?: string; side?: string };

/**
 * A scan of an identity document or certificate, fetched from the API with the caller's credentials
 * and passed on: pictures of identity papers are never cached and never sniffed as anything else.
 * The API answers 404 for an employee the caller may not see; so does an address of no scan. The
 * route's parameters say whose: an employee id is an employer's page, none the employee's own.
 */
export async function scanResponse(request: Request, params: ScanParams) {
  const subject = params.employeeId === undefined ? SELF : employerSubject(params.employeeId);
  const credentials = await credentialsFor(request, subject);
  const known = SIDES.has(params.side ?? "") && (params.certificateId ? /^\d+$/.test(params.certificateId) : DOCUMENTS.has(params.document ?? ""));
  if (!known) throw new Response(null, { status: 404 });
  const employeeId = subject.kind === "employer" ? subject.employeeId : await ownEmployeeId(request, credentials);
  const file = params.certificateId ? `certificates/${params.certificateId}` : `scans/${params.document}`;
  const answer = await loadFromApi(request, () => fetchFromApi(`/api/employees/${encodeURIComponent(employeeId)}/${file}/${params.side}`, credentials));
  if (answer.status === 401) throw await responseForApiError(request, new ApiError("unauthorized"));
  if (!answer.ok) throw new Response(null, { status: answer.status === 404 ? 404 : 502 });
  return new Response(answer.body, {
    headers: {
      "Content-Type": answer.headers.get("Content-Type") ?? "application/octet-stream",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The signed-in employee's id, which the API's file addresses name. */
async function ownEmployeeId(request: Request, credentials: Credentials): Promise<string> {
  const { employee } = await loadFromApi(request, () => graphql(OwnEmployeeIdQueryDocument, {}, credentials));
  return requireFound(employee).id;
}

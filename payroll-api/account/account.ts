// The signed-in user and their companies (part 1 §2, §3): the statements behind the user, their
// memberships, the selected company, its offers and its office; account.resolvers.ts shapes them.
import { credentialChanges, needsCurrentPassword } from "../../domain/account-changes";
import { isValidEmail, normaliseEmail } from "../../domain/email";
import { isAcceptablePassword } from "../../domain/password";
import { isValidPhone } from "../../domain/phone";
import { hashPassword } from "../auth/secrets";
import { forgetSelectedCompany, keepForRequest, keptForRequest, oncePerRequest, type ApiContext, type Caller } from "../core/context";
import { badInput, forbidden } from "../core/errors";
import type { CompanyRow, UserRow } from "../core/rows";
import type { ProfileInput, UserInput } from "../core/schema-types.generated";
import { optionalText } from "../core/text";
import { endOtherSessions, loadOwnAccount, requestEmailChange, requireCurrentPassword } from "./own-credentials";

const USER_COLUMNS = `id, email, kind, first_name, last_name, telephone, mobile, created_at, preferred_language,
  accepted_terms_at, selected_company_id`;

export async function loadUser(context: ApiContext, id: number): Promise<UserRow> {
  const [user] = await context.db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return user;
}

/**
 * The signed-in user with, in the same statement, their memberships, their selected company and its
 * offers: what the portal asks on the first view after sign-in and after every change (UserQuery).
 * On PGlite each statement is a crossing into WASM and a plan of its own, so one statement instead of
 * four cuts the cost of that view (docs/decisions/0058); the fields of the request find the parts
 * kept for them (membershipsOf, selectedCompanyOf, offersOf), and ask as before where nothing was kept.
 */
export async function loadUserWithCompanies(context: ApiContext, id: number): Promise<UserRow> {
  const [row] = await context.db.query<UserRow & { memberships: MembershipRow[]; selected_company: CompanyRow | null; offers: OfferRow[] }>(
    `select ${USER_COLUMNS},
       (select coalesce(json_agg(${jsonObject(MEMBERSHIP_COLUMNS)} order by c.name), '[]') ${MEMBERSHIPS_FROM} where m.user_id = u.id) as memberships,
       (select ${jsonObject(COMPANY_COLUMNS)} ${SELECTED_COMPANY_FROM} where c.id = u.selected_company_id and m.user_id = u.id) as selected_company,
       (select coalesce(json_agg(${jsonObject(OFFER_COLUMNS)} order by o.id), '[]') from offers o where o.company_id = u.selected_company_id) as offers
     from users u where u.id = $1`,
    [id],
  );
  if (!row) return row;
  const { memberships, selected_company: company, offers, ...user } = row;
  keepForRequest(context, membershipsKey(user.id), memberships);
  keepForRequest(context, selectedCompanyKey(user), company);
  if (company) keepForRequest(context, offersKey(company.id), offers);
  return user;
}

export type MembershipRow = {
  company_id: number;
  company_name: string;
  hours_validation_level: "all_allowed" | "can_validate_construct_hours" | "can_validate_interim_hours" | "not_allowed";
  can_manage_users: boolean;
  construct4d_id: number | null;
  interim4d_id: number | null;
  construct4d_permissions: string[];
  interim4d_permissions: string[];
};

type OfferRow = { id: number; name: string; kind: "payroll" | "interim" | "construct"; connexys_id: string | null };

// Each row's columns, named once for the statements that read them alone and for the one that reads
// them with the user (loadUserWithCompanies): the types make both carry every field.
const MEMBERSHIP_COLUMNS: Record<keyof MembershipRow, string> = {
  company_id: "m.company_id",
  company_name: "c.name",
  hours_validation_level: "m.hours_validation_level",
  can_manage_users: "m.can_manage_users",
  construct4d_id: "c.construct4d_id",
  interim4d_id: "c.interim4d_id",
  construct4d_permissions: "m.construct4d_permissions",
  interim4d_permissions: "m.interim4d_permissions",
};
const COMPANY_COLUMNS: Record<keyof CompanyRow, string> = {
  id: "c.id",
  name: "c.name",
  logo_url: "c.logo_url",
  vat: "c.vat",
  cost_places_enabled: "c.cost_places_enabled",
  office_code: "c.office_code",
  construct4d_id: "c.construct4d_id",
  interim4d_id: "c.interim4d_id",
  contract_creation_blocked: "c.contract_creation_blocked",
  credit_limit_status: "c.credit_limit_status",
};
const OFFER_COLUMNS: Record<keyof OfferRow, string> = { id: "o.id", name: "o.name", kind: "o.kind", connexys_id: "o.connexys_id" };
const MEMBERSHIPS_FROM = "from company_memberships m join companies c on c.id = m.company_id";
const SELECTED_COMPANY_FROM = "from companies c join company_memberships m on m.company_id = c.id";

const selectList = (columns: Record<string, string>) =>
  Object.entries(columns)
    .map(([name, column]) => `${column} as ${name}`)
    .join(", ");
const jsonObject = (columns: Record<string, string>) =>
  `json_build_object(${Object.entries(columns)
    .map(([name, column]) => `'${name}', ${column}`)
    .join(", ")})`;

const membershipsKey = (userId: number) => `memberships:${userId}`;
const selectedCompanyKey = (user: UserRow) => `selected-company:${user.id}:${user.selected_company_id}`;
const offersKey = (companyId: number) => `offers:${companyId}`;

/** The user's memberships, one per company, by company name. */
export function membershipsOf(context: ApiContext, userId: number): Promise<MembershipRow[]> {
  const kept = keptForRequest<MembershipRow[]>(context, membershipsKey(userId));
  if (kept) return kept;
  return context.db.query<MembershipRow>(`select ${selectList(MEMBERSHIP_COLUMNS)} ${MEMBERSHIPS_FROM} where m.user_id = $1 order by c.name`, [userId]);
}

/** The user's selected company; null when none is selected or the user no longer belongs to it. */
export async function selectedCompanyOf(context: ApiContext, user: UserRow): Promise<CompanyRow | null> {
  if (user.selected_company_id === null) return null;
  const kept = keptForRequest<CompanyRow | null>(context, selectedCompanyKey(user));
  if (kept) return kept;
  const [company] = await context.db.query<CompanyRow>(`select c.* ${SELECTED_COMPANY_FROM} where c.id = $1 and m.user_id = $2`, [
    user.selected_company_id,
    user.id,
  ]);
  return company ?? null;
}

/** A company's offers, read once however many of its fields ask. */
export function offersOf(context: ApiContext, companyId: number): Promise<OfferRow[]> {
  return oncePerRequest(context, offersKey(companyId), () =>
    context.db.query<OfferRow>(`select ${selectList(OFFER_COLUMNS)} from offers o where o.company_id = $1 order by o.id`, [companyId]),
  );
}

/** The provider's office of a company, its contact (the company and the company information); null when it has none. */
export async function officeOf(context: ApiContext, officeCode: string | null) {
  if (!officeCode) return null;
  const [office] = await context.db.query<{ code: string; name: string; street: string; zip: string; city: string; email: string; phone: string }>(
    "select code, name, street, zip, city, email, phone from offices where code = $1",
    [officeCode],
  );
  return office ?? null;
}

export async function acceptTermsAndConditions(context: ApiContext, userId: number): Promise<void> {
  await context.db.query("update users set accepted_terms_at = coalesce(accepted_terms_at, now()) where id = $1", [userId]);
}

/** Only a company the user belongs to can be selected; any other id gets the same refusal (FORBIDDEN). */
export async function selectCompany(context: ApiContext, userId: number, companyId: number): Promise<UserRow> {
  const updated = await context.db.query(
    `update users set selected_company_id = $2 where id = $1
     and exists (select 1 from company_memberships where user_id = $1 and company_id = $2) returning id`,
    [userId, companyId],
  );
  if (updated.length === 0) throw forbidden();
  forgetSelectedCompany(context);
  return loadUser(context, userId);
}

/**
 * Names and language. The e-mail address is the one of the account (another case is the same address):
 * a new one takes the current password and a confirmation (updateProfile). Errors: EMAIL_INVALID,
 * NAME_REQUIRED, CURRENT_PASSWORD_REQUIRED (a new address).
 */
export async function updateUser(context: ApiContext, userId: number, { email, firstName, lastName, preferredLanguage }: UserInput): Promise<UserRow> {
  if (!isValidEmail(email)) throw badInput("EMAIL_INVALID");
  if (!firstName.trim() || !lastName.trim()) throw badInput("NAME_REQUIRED");
  const account = await loadOwnAccount(context.db, userId);
  if (credentialChanges(account, { email, password: null }).email) throw badInput("CURRENT_PASSWORD_REQUIRED");
  await context.db.query("update users set first_name = $2, last_name = $3, preferred_language = $4 where id = $1", [
    userId,
    firstName.trim(),
    lastName.trim(),
    preferredLanguage,
  ]);
  return loadUser(context, userId);
}

/**
 * The caller's own profile (part 1 §2.4 Profile): names and phone numbers; with the current password,
 * a new password, which ends the account's other sessions, and a new e-mail address, which waits for
 * the link mailed to it (own-credentials.ts). Errors: NAME_REQUIRED, EMAIL_INVALID, PHONE_INVALID,
 * PASSWORD_UNACCEPTABLE, CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, EMAIL_TAKEN.
 */
export async function updateProfile(context: ApiContext, caller: Caller, input: ProfileInput): Promise<UserRow> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!firstName || !lastName) throw badInput("NAME_REQUIRED");
  if (!isValidEmail(input.email)) throw badInput("EMAIL_INVALID");
  const telephone = optionalText(input.telephone);
  const mobile = optionalText(input.mobile);
  if ((telephone !== null && !isValidPhone(telephone)) || (mobile !== null && !isValidPhone(mobile))) {
    throw badInput("PHONE_INVALID");
  }
  // An empty password is "not changing it", as a form with an untouched password field sends it.
  const password = input.password || null;
  if (password !== null && !isAcceptablePassword(password)) throw badInput("PASSWORD_UNACCEPTABLE");
  const account = await loadOwnAccount(context.db, caller.id);
  const changes = credentialChanges(account, { email: input.email, password });
  if (needsCurrentPassword(changes)) await requireCurrentPassword(account, input.currentPassword);
  const email = normaliseEmail(input.email);
  if (changes.email) {
    const taken = await context.db.query("select 1 from users where lower(email) = $1 and id <> $2", [email, caller.id]);
    if (taken.length > 0) throw badInput("EMAIL_TAKEN");
  }
  const passwordHash = password === null ? null : await hashPassword(password);
  await context.db.transaction(async (tx) => {
    await tx.query(
      `update users set first_name = $2, last_name = $3, telephone = $4, mobile = $5, password_hash = coalesce($6, password_hash)
       where id = $1`,
      [caller.id, firstName, lastName, telephone, mobile, passwordHash],
    );
    if (changes.password) await endOtherSessions(tx, caller);
  });
  if (changes.email) await requestEmailChange(context, account, email);
  return loadUser(context, caller.id);
}

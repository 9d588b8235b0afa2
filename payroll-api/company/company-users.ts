// The users of the selected company (part 1 §2.4 company users, §4, §6): the list, one user, inviting
// a user, their hours-validation level and revoking their access. An id argument only ever names a
// user through their membership of the caller's selected company.
import { isValidEmail, normaliseEmail } from "../../domain/email";
import { sendWelcome } from "../auth/invitations";
import { idOf, requireSelectedCompany, requireUserManager, type ApiContext } from "../core/context";
import { badInput, notFound } from "../core/errors";
import type { CompanyUser, HoursValidationLevel, Locale } from "../core/schema-types.generated";
import { optionalText } from "../core/text";

type CompanyUserRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  telephone: string | null;
  mobile: string | null;
  function: string | null;
  preferred_language: "en" | "nl" | "fr";
  hours_validation_level: "all_allowed" | "can_validate_construct_hours" | "can_validate_interim_hours" | "not_allowed";
  created_at: Date;
  last_seen_at: Date | null;
};

const COMPANY_USER_SELECT = `select u.id, u.first_name, u.last_name, u.email, u.telephone, u.mobile, m.function,
    u.preferred_language, m.hours_validation_level, u.created_at, u.last_seen_at
  from company_memberships m join users u on u.id = m.user_id`;

const companyUserOf = (row: CompanyUserRow, callerId: number): CompanyUser => ({
  id: String(row.id),
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  telephone: row.telephone,
  mobile: row.mobile,
  function: row.function,
  preferredLanguage: row.preferred_language,
  hoursValidationLevel: row.hours_validation_level,
  createdAt: row.created_at.toISOString(),
  lastSeenAt: row.last_seen_at?.toISOString() ?? null,
  isCurrentUser: row.id === callerId,
});

/** A member of the company, or null when that user does not belong to it. */
export async function loadCompanyUser(context: ApiContext, companyId: number, userId: number, callerId: number) {
  const [row] = await context.db.query<CompanyUserRow>(`${COMPANY_USER_SELECT} where m.company_id = $1 and m.user_id = $2`, [companyId, userId]);
  return row ? companyUserOf(row, callerId) : null;
}

export async function companyUsers(context: ApiContext) {
  const { userId, companyId } = await requireSelectedCompany(context);
  const rows = await context.db.query<CompanyUserRow>(`${COMPANY_USER_SELECT} where m.company_id = $1 order by lower(u.last_name), lower(u.first_name), u.id`, [
    companyId,
  ]);
  return rows.map((row) => companyUserOf(row, userId));
}

/** Whom to add: a new account's language is the one its e-mails use; `function` is their job title. */
type NewCompanyUser = { firstName: string; lastName: string; email: string; function?: string | null; preferredLanguage: Locale };

export async function addCompanyUser(context: ApiContext, { input }: { input: NewCompanyUser }) {
  const { userId, companyId } = await requireUserManager(context);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!firstName || !lastName) throw badInput("FIELD_REQUIRED");
  if (!isValidEmail(input.email)) throw badInput("EMAIL_INVALID");
  const email = normaliseEmail(input.email);
  const [existing] = await context.db.query<{ member: boolean }>(
    `select exists (select 1 from company_memberships m where m.user_id = u.id and m.company_id = $2) as member
       from users u where lower(u.email) = $1`,
    [email, companyId],
  );
  if (existing?.member) throw badInput("ALREADY_IN_LIST");
  // A user of another company, or an employee account: the address is someone else's already.
  const employee = existing ? [] : await context.db.query("select 1 from employees where lower(email) = $1", [email]);
  if (existing || employee.length > 0) throw badInput("EMAIL_TAKEN");

  const invitedId = await context.db.transaction(async (tx) => {
    // Without a password and with the terms not yet accepted: the welcome link sets the one, the
    // first sign-in asks for the other.
    const [created] = await tx.query<{ id: number }>(
      `insert into users (email, first_name, last_name, preferred_language, selected_company_id)
         values ($1, $2, $3, $4, $5) on conflict do nothing returning id`,
      [email, firstName, lastName, input.preferredLanguage, companyId],
    );
    if (!created) return null;
    await tx.query("insert into company_memberships (user_id, company_id, function) values ($1, $2, $3)", [
      created.id,
      companyId,
      optionalText(input.function),
    ]);
    return created.id;
  });
  // Someone registered the address between the check and the insert.
  if (invitedId === null) throw badInput("EMAIL_TAKEN");
  try {
    await sendWelcome(context.db, context.mailer, context.config, "user", invitedId);
  } catch (error) {
    // Nobody could ever sign in to an account whose welcome link was not sent: take it back, so
    // that inviting again starts afresh instead of answering ALREADY_IN_LIST.
    await context.db.query("delete from one_time_links where account_kind = 'user' and account_id = $1", [invitedId]);
    await context.db.query("delete from users where id = $1", [invitedId]);
    throw error;
  }
  return (await loadCompanyUser(context, companyId, invitedId, userId))!;
}

export async function updateCompanyUserHoursValidation(context: ApiContext, { input }: { input: { userId: string; level: HoursValidationLevel } }) {
  const { userId, companyId } = await requireUserManager(context);
  const updated = await context.db.query(
    "update company_memberships set hours_validation_level = $3 where company_id = $1 and user_id = $2 returning user_id",
    [companyId, idOf(input.userId), input.level],
  );
  if (updated.length === 0) throw notFound();
  return (await loadCompanyUser(context, companyId, idOf(input.userId), userId))!;
}

export async function removeCompanyUser(context: ApiContext, { input }: { input: { userId: string } }) {
  const { userId, companyId } = await requireUserManager(context);
  const removedId = idOf(input.userId);
  if (removedId === userId) throw badInput("CANNOT_REMOVE_YOURSELF");
  await context.db.transaction(async (tx) => {
    const removed = await tx.query("delete from company_memberships where company_id = $1 and user_id = $2 returning user_id", [companyId, removedId]);
    if (removed.length === 0) throw notFound();
    // Their selected company was this one: select another of theirs, or none.
    await tx.query(
      `update users set selected_company_id =
           (select m.company_id from company_memberships m join companies c on c.id = m.company_id
            where m.user_id = $1 order by c.name, c.id limit 1)
         where id = $1 and selected_company_id = $2`,
      [removedId, companyId],
    );
  });
  return { status: "removed" };
}

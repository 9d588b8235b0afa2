import { isValidEmail, normaliseEmail } from "../../../domain/email";
import { forgetSelectedCompany, idOf, oncePerRequest, requireCaller, type ApiContext } from "../../core/context";
import { badInput, forbidden } from "../../core/errors";
import type { Resolvers } from "../resolvers.generated";
import type { CompanyRow, UserRow } from "../../core/rows";

const USER_COLUMNS = `id, email, kind, first_name, last_name, telephone, mobile, created_at, preferred_language,
  accepted_terms_at, selected_company_id`;

export async function loadUser(context: ApiContext, id: number): Promise<UserRow> {
  const [user] = await context.db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return user;
}

type MembershipRow = {
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

/** A company's offers, read once however many of its fields ask. */
function offersOf(context: ApiContext, companyId: number): Promise<OfferRow[]> {
  return oncePerRequest(context, `offers:${companyId}`, () =>
    context.db.query<OfferRow>("select id, name, kind, connexys_id from offers where company_id = $1 order by id", [companyId]),
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

const fourD = (id: number | null, permissions: string[]) => (id === null ? null : { id: String(id), permissions });

export const userResolvers: Resolvers = {
  Query: {
    user: async (_parent, _args, context) => {
      return loadUser(context, requireCaller(context, "user"));
    },
  },
  Mutation: {
    acceptTermsAndConditions: async (_parent, _args, context) => {
      const id = requireCaller(context, "user");
      await context.db.query("update users set accepted_terms_at = coalesce(accepted_terms_at, now()) where id = $1", [id]);
      return { status: "accepted" };
    },
    selectCompany: async (_parent, { input }, context) => {
      const id = requireCaller(context, "user");
      // Only a company the user belongs to can be selected; any other id gets the same refusal.
      const updated = await context.db.query(
        `update users set selected_company_id = $2 where id = $1
         and exists (select 1 from company_memberships where user_id = $1 and company_id = $2) returning id`,
        [id, idOf(input.companyId)],
      );
      if (updated.length === 0) throw forbidden();
      forgetSelectedCompany(context);
      return { user: await loadUser(context, id) };
    },
    updateUser: async (_parent, { input }, context) => {
      const id = requireCaller(context, "user");
      const { email, firstName, lastName, preferredLanguage } = input.user;
      if (!isValidEmail(email)) throw badInput("EMAIL_INVALID");
      if (!firstName.trim() || !lastName.trim()) throw badInput("NAME_REQUIRED");
      const taken = await context.db.query("select 1 from users where lower(email) = $1 and id <> $2", [normaliseEmail(email), id]);
      if (taken.length > 0) throw badInput("EMAIL_TAKEN");
      await context.db.query("update users set email = $2, first_name = $3, last_name = $4, preferred_language = $5 where id = $1", [
        id,
        normaliseEmail(email),
        firstName.trim(),
        lastName.trim(),
        preferredLanguage,
      ]);
      return { user: await loadUser(context, id) };
    },
  },
  User: {
    id: (user) => String(user.id),
    firstName: (user) => user.first_name,
    lastName: (user) => user.last_name,
    createdAt: (user) => user.created_at.toISOString(),
    preferredLanguage: (user) => user.preferred_language,
    acceptedTermsAndConditionsAt: (user) => user.accepted_terms_at?.toISOString() ?? null,
    company: async (user, _args, context) => {
      if (user.selected_company_id === null) return null;
      const [company] = await context.db.query<CompanyRow>(
        `select c.* from companies c join company_memberships m on m.company_id = c.id
         where c.id = $1 and m.user_id = $2`,
        [user.selected_company_id, user.id],
      );
      return company ?? null;
    },
    permissions: async (user, _args, context) => {
      const rows = await context.db.query<MembershipRow>(
        `select m.company_id, c.name as company_name, m.hours_validation_level, m.can_manage_users, c.construct4d_id, c.interim4d_id,
           m.construct4d_permissions, m.interim4d_permissions
         from company_memberships m join companies c on c.id = m.company_id
         where m.user_id = $1 order by c.name`,
        [user.id],
      );
      return rows.map((row) => ({
        companyId: String(row.company_id),
        companyName: row.company_name,
        hoursValidationLevel: row.hours_validation_level,
        canManageUsers: row.can_manage_users,
        construct4dPermissions: fourD(row.construct4d_id, row.construct4d_permissions),
        interim4dPermissions: fourD(row.interim4d_id, row.interim4d_permissions),
      }));
    },
  },
  Company: {
    id: (company) => String(company.id),
    logo: (company) => company.logo_url,
    costPlacesEnabled: (company) => company.cost_places_enabled,
    offers: async (company, _args, context) =>
      (await offersOf(context, company.id)).map((offer) => ({ id: String(offer.id), name: offer.name, kind: offer.kind, connexysId: offer.connexys_id })),
    // A non-payroll (selection) offer is one without a connexys id.
    hasNonPayrollOffers: async (company, _args, context) => (await offersOf(context, company.id)).some((offer) => offer.connexys_id === null),
    vivaldisOffice: (company, _args, context) => officeOf(context, company.office_code),
  },
};

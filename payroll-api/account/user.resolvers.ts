// The signed-in user, their companies and the selected company (part 1 §2, §3); the statements are
// account.ts's.
import { idOf, requireCaller } from "../core/context";
import type { Resolvers } from "../graphql/resolvers.generated";
import { acceptTermsAndConditions, loadUserWithCompanies, membershipsOf, offersOf, officeOf, selectCompany, selectedCompanyOf, updateUser } from "./account";

const fourD = (id: number | null, permissions: string[]) => (id === null ? null : { id: String(id), permissions });

export const userResolvers: Resolvers = {
  Query: {
    user: async (_parent, _args, context) => {
      return loadUserWithCompanies(context, requireCaller(context, "user"));
    },
  },
  Mutation: {
    acceptTermsAndConditions: async (_parent, _args, context) => {
      await acceptTermsAndConditions(context, requireCaller(context, "user"));
      return { status: "accepted" };
    },
    selectCompany: async (_parent, { input }, context) => ({
      user: await selectCompany(context, requireCaller(context, "user"), idOf(input.companyId)),
    }),
    updateUser: async (_parent, { input }, context) => ({ user: await updateUser(context, requireCaller(context, "user"), input.user) }),
  },
  User: {
    id: (user) => String(user.id),
    firstName: (user) => user.first_name,
    lastName: (user) => user.last_name,
    createdAt: (user) => user.created_at.toISOString(),
    preferredLanguage: (user) => user.preferred_language,
    acceptedTermsAndConditionsAt: (user) => user.accepted_terms_at?.toISOString() ?? null,
    company: (user, _args, context) => selectedCompanyOf(context, user),
    permissions: async (user, _args, context) =>
      (await membershipsOf(context, user.id)).map((row) => ({
        companyId: String(row.company_id),
        companyName: row.company_name,
        hoursValidationLevel: row.hours_validation_level,
        canManageUsers: row.can_manage_users,
        construct4dPermissions: fourD(row.construct4d_id, row.construct4d_permissions),
        interim4dPermissions: fourD(row.interim4d_id, row.interim4d_permissions),
      })),
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

// Company settings (part 1 §2.4 company information), the logo, the offers list and the caller's
// e-mail preferences: all of them for the caller's selected company, never for a company named in an
// argument. The statements are company-settings.ts's.
import { requireSelectedCompany, requireUserManager } from "../core/context";
import type { Resolvers } from "../graphql/resolvers.generated";
import { emailSettingsOfCaller, loadCompanySettings, offersOfType, updateCompanyLogo, updateCompanySettings, updateEmailSettings } from "./company-settings";

export const companySettingsResolvers: Resolvers = {
  Query: {
    companySettings: async (_parent, _args, context) => {
      const { companyId, canManageUsers } = await requireSelectedCompany(context);
      return loadCompanySettings(context, companyId, canManageUsers);
    },
    offers: async (_parent, { type }, context) => {
      const { companyId } = await requireSelectedCompany(context);
      return (await offersOfType(context, companyId, type)).map((offer) => ({
        id: String(offer.id),
        name: offer.name,
        kind: offer.kind,
        connexysId: offer.connexys_id,
      }));
    },
    emailSettings: async (_parent, _args, context) => {
      const { userId, companyId } = await requireSelectedCompany(context);
      return emailSettingsOfCaller(context, userId, companyId);
    },
  },
  Mutation: {
    updateCompanySettings: async (_parent, { input }, context) => updateCompanySettings(context, (await requireUserManager(context)).companyId, input),
    updateCompanyLogo: async (_parent, { input }, context) => updateCompanyLogo(context, (await requireUserManager(context)).companyId, input.data),
    updateEmailSettings: async (_parent, { input }, context) => {
      const { userId, companyId } = await requireSelectedCompany(context);
      return updateEmailSettings(context, userId, companyId, input);
    },
  },
};

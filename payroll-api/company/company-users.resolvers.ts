// The users of the selected company (part 1 §2.4 company users, §4, §6): the list, one user, inviting
// a user, their hours-validation level and revoking their access. An id argument only ever names a
// user through their membership of the caller's selected company.
import { idOf, requireSelectedCompany } from "../core/context";
import type { Resolvers } from "../graphql/resolvers.generated";
import { addCompanyUser, companyUsers, loadCompanyUser, removeCompanyUser, updateCompanyUserHoursValidation } from "./company-users";

export const companyUserResolvers: Resolvers = {
  Query: {
    companyUsers: (_parent, _args, context) => companyUsers(context),
    companyUser: async (_parent, { id }, context) => {
      const { userId, companyId } = await requireSelectedCompany(context);
      return loadCompanyUser(context, companyId, idOf(id), userId);
    },
  },
  Mutation: {
    addCompanyUser: (_parent, args, context) => addCompanyUser(context, args),
    updateCompanyUserHoursValidation: (_parent, args, context) => updateCompanyUserHoursValidation(context, args),
    removeCompanyUser: (_parent, args, context) => removeCompanyUser(context, args),
  },
};

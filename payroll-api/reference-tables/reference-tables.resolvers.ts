// Reference tables (part 2 §2 screen 14, §3): joint committees with their yearly averages, function
// codes, the selected company's rate agreement documents, and the Belgian localities search.
import { idOf, requireCaller, requireSelectedCompany } from "../core/context";
import type { Resolvers } from "../graphql/resolvers.generated";
import {
  averageWeeklyHoursByYearOf,
  committeeNameIn,
  functionCodesOf,
  hasValidRateAgreement,
  localitiesMatching,
  rateAgreementDocumentsOf,
} from "./reference-tables";

export const referenceTableResolvers: Resolvers = {
  Query: {
    functionCodes: async (_parent, { committeeId }, context) => {
      requireCaller(context, "user");
      return functionCodesOf(context.db, committeeId === null || committeeId === undefined ? null : idOf(committeeId));
    },
    rateAgreementDocuments: async (_parent, _args, context) => {
      const { companyId } = await requireSelectedCompany(context);
      return rateAgreementDocumentsOf(context.db, companyId);
    },
    localities: async (_parent, { search }, context) => {
      requireCaller(context, "user");
      return localitiesMatching(context.db, search);
    },
  },
  Company: {
    hasValidRateAgreement: (company, _args, context) => hasValidRateAgreement(context.db, company.id),
  },
  Committee: {
    name: (committee, { locale }) => committeeNameIn(committee.names, locale),
    codeAndName: (committee, { locale }) => `${committee.code} ${committeeNameIn(committee.names, locale)}`,
    averageWeeklyHoursByYear: (committee, _args, context) => averageWeeklyHoursByYearOf(context.db, idOf(committee.id)),
  },
};

// The account restriction and overdue-invoice notices of a company (part 1 §6, §9).
import type { Resolvers } from "../graphql/resolvers.generated";
import { companyCounts } from "./company-counts";

export const companyNoticeResolvers: Resolvers = {
  Company: {
    contractCreationBlocked: (company) => company.contract_creation_blocked,
    creditLimitStatus: (company) => company.credit_limit_status,
    overdueInvoicesCount: async (company, _args, context) => (await companyCounts(context, company.id)).overdue_invoices,
  },
};

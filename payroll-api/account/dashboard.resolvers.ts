// The selected company's to-do counts (UserDashboardQuery): company-counts.ts's and the contracts to extend.
import { requireSelectedCompany } from "../core/context";
import type { Resolvers } from "../graphql/resolvers.generated";
import { contractsToExtendCount } from "../contracts/contract-lists";
import { companyCounts } from "./company-counts";

export const dashboardResolvers: Resolvers = {
  Query: {
    userDashboard: async (_parent, _args, context) => {
      const { companyId } = await requireSelectedCompany(context);
      const [counts, toExtend] = await Promise.all([companyCounts(context, companyId), contractsToExtendCount(context)]);
      return {
        contractNotReadyCount: counts.contract_not_ready,
        extensionCandidatesCount: toExtend,
        openedSurveysCount: counts.opened_surveys,
        unpaidInvoicesCount: counts.unpaid_invoices,
      };
    },
  },
};

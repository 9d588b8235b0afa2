// The selected company's to-do counts (UserDashboardQuery), each computed only when asked: the portal
// asks for the badges' counts with the user on every page, and for the members missing contract data
// (derived from every active member's row, docs/decisions/0040) only on the dashboard.
import { requireSelectedCompany } from "../core/context";
import type { Resolvers } from "../graphql/resolvers.generated";
import { contractsToExtendCount } from "../contracts/contract-lists";
import { notReadyCount } from "../auth/team-registration";
import { companyCounts } from "./company-counts";

export const dashboardResolvers: Resolvers = {
  Query: {
    userDashboard: async (_parent, _args, context) => ({ companyId: (await requireSelectedCompany(context)).companyId }),
  },
  UserDashboard: {
    contractNotReadyCount: ({ companyId }, _args, context) => notReadyCount(context.db, companyId),
    extensionCandidatesCount: (_parent, _args, context) => contractsToExtendCount(context),
    openedSurveysCount: async ({ companyId }, _args, context) => (await companyCounts(context, companyId)).opened_surveys,
    unpaidInvoicesCount: async ({ companyId }, _args, context) => (await companyCounts(context, companyId)).unpaid_invoices,
  },
};

// The account restriction and overdue-invoice notices of a company (part 1 §6, §9).
import { OVERDUE_INVOICE_DAYS } from "../../../domain/account-notices";
import type { Resolvers } from "../resolvers.generated";

export const companyNoticeResolvers: Resolvers = {
  Company: {
    contractCreationBlocked: (company) => company.contract_creation_blocked,
    creditLimitStatus: (company) => company.credit_limit_status,
    overdueInvoicesCount: async (company, _args, context) => {
      const [row] = await context.db.query<{ count: number }>(
        `select count(*)::int as count from invoices
         where company_id = $1 and status = 'not_paid' and expires_on <= current_date - $2::int`,
        [company.id, OVERDUE_INVOICE_DAYS],
      );
      return row.count;
    },
  },
};

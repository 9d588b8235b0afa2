import { OVERDUE_INVOICE_DAYS } from "../../../domain/account-notices";
import { oncePerRequest, requireSelectedCompany, type ApiContext } from "../context";
import type { Resolvers } from "../resolvers.generated";

// Contracts ending within this many days are offered for extension.
const EXTENSION_WINDOW_DAYS = 14;

type CompanyCounts = {
  contract_not_ready: number;
  extension_candidates: number;
  opened_surveys: number;
  unpaid_invoices: number;
  overdue_invoices: number;
};

/**
 * The counts of a company that the dashboard, the side panel's badges and the overdue-invoice notice
 * show, in one statement per request: the portal asks for all of them with the user on every page.
 */
export function companyCounts(context: ApiContext, companyId: number, userId: number): Promise<CompanyCounts> {
  return oncePerRequest(context, `counts:${companyId}`, async () => {
    const [counts] = await context.db.query<CompanyCounts>(
      `select
        (select count(*)::int from team_members where company_id = $1 and not disabled
           and status in ('missing_information', 'expired_information')) as contract_not_ready,
        (select count(*)::int from hours_validation_contracts h
           join companies c on h.external_company_id in (c.construct4d_id, c.interim4d_id)
           join company_memberships m on m.company_id = c.id and m.user_id = $2
           where c.id = $1 and h.end_date between current_date and current_date + $3::int
             and ((h.external_company_id = c.construct4d_id
                   and m.construct4d_permissions @> array['hours_validation', 'extending_contracts'])
               or (h.external_company_id = c.interim4d_id
                   and m.interim4d_permissions @> array['hours_validation', 'extending_contracts']))
        ) as extension_candidates,
        (select count(*)::int from surveys where company_id = $1 and state = 'OPENED') as opened_surveys,
        (select count(*)::int from invoices where company_id = $1 and status = 'not_paid') as unpaid_invoices,
        (select count(*)::int from invoices where company_id = $1 and status = 'not_paid'
           and expires_on <= current_date - $4::int) as overdue_invoices`,
      [companyId, userId, EXTENSION_WINDOW_DAYS, OVERDUE_INVOICE_DAYS],
    );
    return counts;
  });
}

export const dashboardResolvers: Resolvers = {
  Query: {
    userDashboard: async (_parent, _args, context) => {
      const { userId, companyId } = await requireSelectedCompany(context);
      const counts = await companyCounts(context, companyId, userId);
      return {
        contractNotReadyCount: counts.contract_not_ready,
        extensionCandidatesCount: counts.extension_candidates,
        openedSurveysCount: counts.opened_surveys,
        unpaidInvoicesCount: counts.unpaid_invoices,
      };
    },
  },
};

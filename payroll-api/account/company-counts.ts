import { OVERDUE_INVOICE_DAYS } from "../../domain/account-notices";
import { oncePerRequest, type ApiContext } from "../core/context";

type CompanyCounts = {
  opened_surveys: number;
  unpaid_invoices: number;
  overdue_invoices: number;
};

/**
 * The counts of a company that the dashboard, the side panel's badges and the overdue-invoice notice
 * show, in one statement per request: the portal asks for them with the user on every page. The count
 * of members missing contract data is not one of them: it is derived from each member's row when read
 * (auth/team-registration.ts notReadyCount), and only the dashboard asks for it.
 */
export function companyCounts(context: ApiContext, companyId: number): Promise<CompanyCounts> {
  return oncePerRequest(context, `counts:${companyId}`, async () => {
    const [counts] = await context.db.query<CompanyCounts>(
      `select
        (select count(*)::int from surveys where company_id = $1 and state = 'OPENED') as opened_surveys,
        (select count(*)::int from invoices where company_id = $1 and status = 'not_paid') as unpaid_invoices,
        (select count(*)::int from invoices where company_id = $1 and status = 'not_paid'
           and expires_on <= current_date - $2::int) as overdue_invoices`,
      [companyId, OVERDUE_INVOICE_DAYS],
    );
    return counts;
  });
}

/** The company whose counts a UserDashboard gives (the mapper of scripts/codegen.ts). */
export type DashboardModel = { companyId: number };

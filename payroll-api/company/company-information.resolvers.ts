// The selected company at a glance (part 1 §7 CompanyInformationQuery). Each list is answered by the
// function of its own query, with that query's rules, so the figures are those of the lists; the id
// argument only ever names the caller's selected company.
import { idOf, requireSelectedCompany } from "../core/context";
import { notFound } from "../core/errors";
import { pageWindow } from "../core/pagination";
import type { Resolvers } from "../graphql/resolvers.generated";
import type { CompanyRow } from "../core/rows";
import { requireTeamPages } from "../team/team-lists";
import { positionPage } from "../positions/position-service";
import { surveyPage } from "../surveys/surveys";
import { teamPage } from "../team/team";
import { officeOf } from "../account/account";

export const companyInformationResolvers: Resolvers = {
  Query: {
    companyInformation: async (_parent, { companyId }, context) => {
      const selected = await requireSelectedCompany(context);
      // Another company's id, a member's or not, gets the answer of an id that does not exist.
      if (idOf(companyId) !== selected.companyId) throw notFound();
      const [company] = await context.db.query<CompanyRow>("select * from companies where id = $1", [selected.companyId]);
      return company;
    },
  },
  CompanyInformation: {
    id: (company) => String(company.id),
    // The start, not the creation: it is what the contracts lists show and sort by (docs/decisions/0028).
    lastContractDate: async (company, _args, context) => {
      const [row] = await context.db.query<{ date: string | null }>(
        "select to_char(max(start_date), 'YYYY-MM-DD') as date from contracts where company_id = $1 and state <> 'cancelled'",
        [company.id],
      );
      return row.date;
    },
    positions: (company, { search, page, pageSize }, context) => positionPage(context.db, company.id, { search }, pageWindow(page, pageSize)),
    // Without a payroll team the list's NOT_ALLOWED would fail the whole answer: null says "none to show".
    team: async (company, { disabled, page, pageSize }, context) => {
      const { pages } = await requireTeamPages(context);
      return pages.payrollTeam ? teamPage(context.db, company.id, disabled, [], pageWindow(page, pageSize)) : null;
    },
    companySurveys: (company, { state, page, pageSize }, context) => surveyPage(context.db, company.id, state, pageWindow(page, pageSize)),
    vivaldisOffice: (company, _args, context) => officeOf(context, company.office_code),
  },
};

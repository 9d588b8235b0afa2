// The selected company at a glance (part 1 §7 CompanyInformationQuery). Each list is answered by the
// function of its own query, with that query's rules, so the figures are those of the lists; the id
// argument only ever names the caller's selected company.
import { idOf } from "../core/context";
import { pageWindow } from "../core/pagination";
import type { Resolvers } from "../graphql/resolvers.generated";
import { requireTeamPages } from "../team/team-lists";
import { positionPage } from "../positions/position-service";
import { surveyPage } from "../surveys/surveys";
import { teamPage } from "../team/team";
import { officeOf } from "../account/account";
import { lastContractDateOf, selectedCompanyInformation } from "./company-information";

export const companyInformationResolvers: Resolvers = {
  Query: {
    companyInformation: (_parent, { companyId }, context) => selectedCompanyInformation(context, idOf(companyId)),
  },
  CompanyInformation: {
    id: (company) => String(company.id),
    lastContractDate: (company, _args, context) => lastContractDateOf(context.db, company.id),
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

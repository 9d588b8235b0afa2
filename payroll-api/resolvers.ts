import { dateScalar } from "./graphql/date-scalar";
import type { Resolvers } from "./graphql/resolvers.generated";
import { companyInformationResolvers } from "./company/company-information.resolvers";
import { companyNoticeResolvers } from "./account/company-notices.resolvers";
import { companySettingsResolvers } from "./company/company-settings.resolvers";
import { companyUserResolvers } from "./company/company-users.resolvers";
import { contractResolvers } from "./contracts/contracts.resolvers";
import { costPlaceResolvers } from "./company/cost-places.resolvers";
import { dashboardResolvers } from "./account/dashboard.resolvers";
import { employeeResolvers } from "./employees/employee.resolvers";
import { employeeDocumentResolvers } from "./employees/employee-documents.resolvers";
import { invoiceResolvers } from "./invoices/invoices.resolvers";
import { onboardingResolvers } from "./onboarding/onboarding.resolvers";
import { passwordResolvers } from "./auth/passwords.resolvers";
import { planningResolvers } from "./planning/planning.resolvers";
import { positionResolvers } from "./positions/positions.resolvers";
import { profileResolvers } from "./account/profile.resolvers";
import { referenceTableResolvers } from "./reference-tables/reference-tables.resolvers";
import { searchResolvers } from "./search/search.resolvers";
import { selectionTeamResolvers } from "./team/selection-team.resolvers";
import { surveyResolvers } from "./surveys/surveys.resolvers";
import { teamResolvers } from "./team/team.resolvers";
import { userResolvers } from "./account/user.resolvers";
import { workPostSheetResolvers } from "./work-post-sheets/work-post-sheets.resolvers";
import { workQueueResolvers } from "./work-queue/work-queue.resolvers";

/**
 * Each area's resolvers and the scalars the schema checks (graphql/date-scalar.ts): Yoga's createSchema merges
 * the list type by type (graphql-tools' mergeResolvers). The list is here, beside app.ts which hands it to
 * Yoga, and not in graphql/: the areas' resolvers import graphql/'s types and helpers, so graphql/ is below them.
 */
export const resolvers: Resolvers[] = [
  { Date: dateScalar },
  userResolvers,
  employeeResolvers,
  employeeDocumentResolvers,
  dashboardResolvers,
  passwordResolvers,
  onboardingResolvers,
  companyNoticeResolvers,
  profileResolvers,
  companySettingsResolvers,
  companyUserResolvers,
  costPlaceResolvers,
  invoiceResolvers,
  referenceTableResolvers,
  positionResolvers,
  teamResolvers,
  selectionTeamResolvers,
  surveyResolvers,
  workPostSheetResolvers,
  contractResolvers,
  planningResolvers,
  companyInformationResolvers,
  searchResolvers,
  workQueueResolvers,
];

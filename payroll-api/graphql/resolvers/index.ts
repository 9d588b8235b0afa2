import { dateScalar } from "../date-scalar";
import type { Resolvers } from "../resolvers.generated";
import { companyInformationResolvers } from "./company-information";
import { companyNoticeResolvers } from "./company-notices";
import { companySettingsResolvers } from "./company-settings";
import { companyUserResolvers } from "./company-users";
import { contractResolvers } from "./contracts";
import { costPlaceResolvers } from "./cost-places";
import { dashboardResolvers } from "./dashboard";
import { employeeResolvers } from "./employee";
import { employeeDocumentResolvers } from "./employee-documents";
import { invoiceResolvers } from "./invoices";
import { onboardingResolvers } from "./onboarding";
import { passwordResolvers } from "./passwords";
import { planningResolvers } from "./planning";
import { positionResolvers } from "./positions";
import { profileResolvers } from "./profile";
import { referenceTableResolvers } from "./reference-tables";
import { selectionTeamResolvers } from "./selection-team";
import { surveyResolvers } from "./surveys";
import { teamResolvers } from "./team";
import { userResolvers } from "./user";
import { workPostSheetResolvers } from "./work-post-sheets";

/**
 * Each area's resolvers and the scalars the schema checks (../date-scalar.ts): Yoga's createSchema merges
 * the list type by type (graphql-tools' mergeResolvers).
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
];

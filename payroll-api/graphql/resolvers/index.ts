import type { Resolvers } from "../resolvers.generated";
import { companyNoticeResolvers } from "./company-notices";
import { companySettingsResolvers } from "./company-settings";
import { companyUserResolvers } from "./company-users";
import { costPlaceResolvers } from "./cost-places";
import { dashboardResolvers } from "./dashboard";
import { employeeResolvers } from "./employee";
import { invoiceResolvers } from "./invoices";
import { onboardingResolvers } from "./onboarding";
import { passwordResolvers } from "./passwords";
import { profileResolvers } from "./profile";
import { userResolvers } from "./user";

const parts: Resolvers[] = [
  userResolvers,
  employeeResolvers,
  dashboardResolvers,
  passwordResolvers,
  onboardingResolvers,
  companyNoticeResolvers,
  profileResolvers,
  companySettingsResolvers,
  companyUserResolvers,
  costPlaceResolvers,
  invoiceResolvers,
];

/** Merges each area's resolvers type by type. */
export const resolvers: Resolvers = parts.reduce<Resolvers>((merged, part) => {
  for (const [typeName, fields] of Object.entries(part)) {
    const key = typeName as keyof Resolvers;
    merged[key] = { ...(merged[key] as object), ...(fields as object) } as never;
  }
  return merged;
}, {});

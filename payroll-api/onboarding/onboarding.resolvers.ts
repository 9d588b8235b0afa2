// The onboarding wizard of a company without a VAT number, company registration, the company register
// the Fetch action reads, and the joint committees of the contract-type steps (part 1 §2.4, §3, §5).
import type { Resolvers } from "../graphql/resolvers.generated";
import {
  committees,
  companyRegisterEntry,
  completeOnboarding,
  draftOwner,
  loadOnboarding,
  registerCompany,
  requireOnboardingCompany,
  saveOnboardingCompany,
  saveOnboardingContractType,
} from "./onboarding";

export const onboardingResolvers: Resolvers = {
  Query: {
    companyRegisterEntry: (_parent, args, context) => companyRegisterEntry(context, args),
    committees: (_parent, args, context) => committees(context, args),
    onboarding: async (_parent, _args, context) => loadOnboarding(context.db, draftOwner(await requireOnboardingCompany(context))),
  },
  Mutation: {
    saveOnboardingCompany: (_parent, args, context) => saveOnboardingCompany(context, args),
    saveOnboardingContractType: (_parent, args, context) => saveOnboardingContractType(context, args),
    completeOnboarding: (_parent, _args, context) => completeOnboarding(context),
    registerCompany: (_parent, args, context) => registerCompany(context, args),
  },
};

// The selected company's surveys (part 1 §2.4, §3, §4): the list, one survey with its questionnaire,
// and completing it. A survey id only ever names a survey of the caller's selected company.
import type { Resolvers } from "../graphql/resolvers.generated";
import { companySurvey, companySurveys, submitSurvey } from "./surveys";

export const surveyResolvers: Resolvers = {
  Query: {
    companySurveys: (_parent, args, context) => companySurveys(context, args),
    companySurvey: (_parent, args, context) => companySurvey(context, args),
  },
  Mutation: {
    submitSurvey: (_parent, args, context) => submitSurvey(context, args),
  },
};

import { loadFromApi } from "~/platform/api-calls.server";
import { CompanySurveyQueryDocument } from "~/platform/operations.generated";
import { languageOf } from "~/platform/i18next.server";
import { graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";

/**
 * One survey of the selected company with its questions in the page's language. The API answers
 * NOT_FOUND for an unknown, unreadable or another company's id, which becomes the page's 404.
 */
export async function requireSurvey(request: Request, credentials: Credentials, id: string) {
  const locale = await languageOf(request);
  const { companySurvey } = await loadFromApi(request, () => graphql(CompanySurveyQueryDocument, { id, locale }, credentials));
  return companySurvey;
}

// What the survey pages share that the browser also needs: labels of the API's enums as translation
// keys (so tsc notices a new value, and the translations test finds each key), addresses, field names.
import { RATING_MIN, type SurveyType } from "~domain/surveys";
import type { SurveyState } from "~/platform/operations.generated";
import type { FullKey, PageT } from "~/platform/i18n/keys";

export const SURVEY_TYPE_LABELS: Record<SurveyType, FullKey<"surveys">> = {
  first_company_survey: "surveys:types.first_company_survey",
  second_company_survey: "surveys:types.second_company_survey",
  first_employee_survey: "surveys:types.first_employee_survey",
  second_employee_survey: "surveys:types.second_employee_survey",
};

export const SURVEY_STATE_LABELS: Record<SurveyState, FullKey<"surveys">> = {
  OPENED: "surveys:states.OPENED",
  CLOSED: "surveys:states.CLOSED",
};

const RATING_WORDS: FullKey<"surveys">[] = [
  "surveys:rating.veryPoor",
  "surveys:rating.poor",
  "surveys:rating.fair",
  "surveys:rating.good",
  "surveys:rating.excellent",
];

/** Every rating with the translation key of its word, lowest first: 1 very poor … 5 excellent. */
export const RATINGS = RATING_WORDS.map((word, index) => ({ rating: RATING_MIN + index, word }));

/** "Worker evaluation, first week: Sofie Claes", the heading and title of a survey's pages. */
export function surveyTitle(t: PageT, survey: { surveyType: SurveyType; employee: { firstName: string; lastName: string } }) {
  return t("surveys:survey.title", { type: t(SURVEY_TYPE_LABELS[survey.surveyType]), name: `${survey.employee.firstName} ${survey.employee.lastName}` });
}

/** An open survey is filled in; a completed one only read (part 1 §4). */
export const surveyPath = (survey: { id: string; state: SurveyState }) =>
  `/surveys/${survey.state === "OPENED" ? "fill-survey" : "view-survey"}/${encodeURIComponent(survey.id)}`;

/** The form field of a question's answer. */
export const answerFieldOf = (questionId: string) => `question-${questionId}`;

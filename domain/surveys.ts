// Surveys an employer fills in about a placed worker (part 1 §2.4, §3, §4): the kinds of answer a
// question takes and what makes an answer acceptable. The portal's form schema and the reference API
// both judge answers here.

export const SURVEY_TYPES = ["first_company_survey", "second_company_survey", "first_employee_survey", "second_employee_survey"] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

/** The list's state filter; a CLOSED survey is a completed one (view only). */
export const SURVEY_STATE_FILTERS = ["ANY", "OPENED", "CLOSED"] as const;

export type SurveyQuestionKind = "rating" | "yes_no" | "text";

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const ANSWER_TEXT_MAX_LENGTH = 2000;

/** A whole number from RATING_MIN to RATING_MAX. */
export function isRating(value: number): boolean {
  return Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

export type SurveyQuestionRule = { kind: SurveyQuestionKind; required: boolean };
/** One answer as the API receives it: exactly the value of its question's kind, or nothing. */
export type SurveyAnswerValue = { rating?: number | null; yes?: boolean | null; text?: string | null };

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/**
 * What is wrong with the answer to a question, or null when it may be stored. Spaces alone are no
 * text; a value of another kind than the question's is invalid, even next to the right one.
 */
export function answerProblem(question: SurveyQuestionRule, answer: SurveyAnswerValue | undefined): "ANSWER_REQUIRED" | "ANSWER_INVALID" | null {
  const { rating, yes, text } = answer ?? {};
  const others = { rating: [yes, text], yes_no: [rating, text], text: [rating, yes] }[question.kind];
  if (others.some(given)) return "ANSWER_INVALID";
  if (question.kind === "rating" && given(rating)) return isRating(rating) ? null : "ANSWER_INVALID";
  if (question.kind === "yes_no" && given(yes)) return null;
  if (question.kind === "text" && given(text) && text.trim() !== "") {
    return text.trim().length <= ANSWER_TEXT_MAX_LENGTH ? null : "ANSWER_INVALID";
  }
  return question.required ? "ANSWER_REQUIRED" : null;
}

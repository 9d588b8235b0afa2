// Kept out of the route module so the browser bundle does not carry zod: the server validates.
import { z } from "zod";
import { ANSWER_TEXT_MAX_LENGTH, isRating, type SurveyQuestionKind } from "~domain/surveys";
import type { SurveyAnswerInput } from "~/platform/operations.generated";
import { answerFieldOf } from "~/areas/surveys/surveys";
import { multiLine } from "~/forms/text-lines";

type Question = { id: string; kind: SurveyQuestionKind; required: boolean };

/** What to do about a missing or unacceptable answer, by the question's kind. */
export const ANSWER_MESSAGES: Record<SurveyQuestionKind, string> = {
  rating: "surveys:fill.errors.ratingRequired",
  yes_no: "surveys:fill.errors.yesNoRequired",
  text: "surveys:fill.errors.textRequired",
};

function answerSchema({ kind, required }: Question) {
  const message = ANSWER_MESSAGES[kind];
  const schema =
    kind === "rating"
      ? z.number({ error: message }).refine(isRating, message)
      : kind === "yes_no"
        ? z.enum(["yes", "no"], { error: message })
        : multiLine(
            z
              .string({ error: message })
              .trim()
              .min(required ? 1 : 0, message)
              .max(ANSWER_TEXT_MAX_LENGTH, "surveys:fill.errors.textTooLong"),
          );
  return required ? schema : schema.optional();
}

/**
 * The answers of a survey's form, one field per question (the required ones must be answered), turned
 * into the API's answers: only answered questions, each with the value of its kind.
 */
export function surveyAnswersSchema(questions: Question[]) {
  return z.object(Object.fromEntries(questions.map((question) => [answerFieldOf(question.id), answerSchema(question)]))).transform((values) =>
    questions.flatMap<SurveyAnswerInput>((question) => {
      const value = values[answerFieldOf(question.id)];
      if (value === undefined || value === "") return [];
      const answer = { questionId: question.id, rating: null, yes: null, text: null };
      if (question.kind === "rating") return [{ ...answer, rating: Number(value) }];
      if (question.kind === "yes_no") return [{ ...answer, yes: value === "yes" }];
      return [{ ...answer, text: String(value) }];
    }),
  );
}

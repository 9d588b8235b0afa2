import { z } from "zod";
import { pageParam } from "~/forms/page-param";
import { SURVEY_STATE_FILTERS } from "~domain/surveys";

/** The surveys list's query string: a select and page links only, so anything unexpected means the default. */
export const SurveyFilterSchema = z.object({
  state: z.enum(SURVEY_STATE_FILTERS).catch("ANY"),
  page: pageParam.transform((page) => page ?? 1),
});

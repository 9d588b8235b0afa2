// The selected company's surveys (part 1 §2.4, §3, §4): the list, one survey with its questionnaire,
// and completing it. A survey id only ever names a survey of the caller's selected company.
import { answerProblem, type SurveyQuestionKind } from "../../domain/surveys";
import type { Queryable } from "../db/database";
import { idOf, requireSelectedCompany, type ApiContext } from "../core/context";
import { badInput, invalidInput, notFound } from "../core/errors";
import { pageOf, pageWindow, type PageWindow, type PageArguments } from "../core/pagination";
import type {
  Locale,
  SubmitSurveyInput,
  Survey,
  SurveyAnswerInput,
  SurveyQuestion,
  SurveyState,
  SurveyStateFilter,
  SurveyType,
} from "../core/schema-types.generated";

type SurveyRow = {
  id: number;
  employee_id: number;
  first_name: string;
  last_name: string;
  participant_id: string;
  created_at: Date;
  survey_type: SurveyType;
  state: SurveyState;
  completed_at: Date | null;
};

const SURVEY_SELECT = `select s.id, s.employee_id, e.first_name, e.last_name, s.participant_id, s.created_at, s.survey_type,
    s.state, s.completed_at
  from surveys s join employees e on e.id = s.employee_id`;

const surveyOf = (row: SurveyRow): Survey => ({
  id: String(row.id),
  employee: { id: String(row.employee_id), firstName: row.first_name, lastName: row.last_name },
  participantId: row.participant_id,
  createdAt: row.created_at.toISOString(),
  surveyType: row.survey_type,
  state: row.state,
  completedAt: row.completed_at?.toISOString() ?? null,
});

/** The survey when it belongs to the company; NOT_FOUND otherwise, whether it exists elsewhere or not. */
async function loadSurvey(db: Queryable, companyId: number, id: string, { lock = false } = {}): Promise<SurveyRow> {
  const [row] = await db.query<SurveyRow>(`${SURVEY_SELECT} where s.id = $1 and s.company_id = $2${lock ? " for update of s" : ""}`, [idOf(id), companyId]);
  if (!row) throw notFound();
  return row;
}

/** One page of a company's surveys in a state (ANY: all), newest first (the surveys list and the company information). */
export async function surveyPage(db: Queryable, companyId: number, state: SurveyStateFilter | null | undefined, window: PageWindow) {
  // ANY is no condition at all: a custom plan folds "$2 is null" away, so each filter gets its own index.
  const where = "s.company_id = $1 and ($2::text is null or s.state = $2)";
  const params = [companyId, !state || state === "ANY" ? null : state];
  const [{ count }] = await db.query<{ count: number }>(`select count(*)::int as count from surveys s where ${where}`, params);
  const rows = await db.query<SurveyRow>(`${SURVEY_SELECT} where ${where} order by s.created_at desc, s.id desc limit $3 offset $4`, [
    ...params,
    window.limit,
    window.offset,
  ]);
  return pageOf(rows.map(surveyOf), count, window);
}

type SurveyQuestionRow = { id: number; kind: SurveyQuestionKind; required: boolean };

type QuestionRow = SurveyQuestionRow & {
  text: string;
  rating: number | null;
  yes: boolean | null;
  answer_text: string | null;
};

/** The questions of the survey's type in order, in one language, each with the answer given if any. */
async function loadQuestions(db: Queryable, survey: SurveyRow, locale: Locale): Promise<SurveyQuestion[]> {
  const rows = await db.query<QuestionRow>(
    // The column is picked from the Locale enum's three values, never from free input.
    `select q.id, q.kind, q.required, q.text_${locale} as text, a.rating, a.yes, a.text as answer_text
     from survey_questions q left join survey_answers a on a.question_id = q.id and a.survey_id = $2
     where q.survey_type = $1 order by q.position`,
    [survey.survey_type, survey.id],
  );
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    required: row.required,
    text: row.text,
    answer: row.rating === null && row.yes === null && row.answer_text === null ? null : { rating: row.rating, yes: row.yes, text: row.answer_text },
  }));
}

async function preferredLanguageOf(context: ApiContext, userId: number): Promise<Locale> {
  const [row] = await context.db.query<{ preferred_language: Locale }>("select preferred_language from users where id = $1", [userId]);
  return row.preferred_language;
}

type AnswerProblem = { field: string; code: string };

/**
 * Every answer that cannot be stored, named by question (the field) so that a form can put each
 * message beside its question: the questions in order, then answers to no question of this survey or
 * to one answered twice.
 */
function answerProblems(questions: SurveyQuestionRow[], answers: SurveyAnswerInput[]) {
  const questionIds = new Set(questions.map((question) => question.id));
  const byQuestion = new Map<number, SurveyAnswerInput>();
  const strays: AnswerProblem[] = [];
  for (const answer of answers) {
    const questionId = idOf(answer.questionId);
    if (!questionIds.has(questionId) || byQuestion.has(questionId)) strays.push({ field: answer.questionId, code: "ANSWER_INVALID" });
    else byQuestion.set(questionId, answer);
  }
  const problems = questions.flatMap((question) => {
    const code = answerProblem(question, byQuestion.get(question.id));
    return code ? [{ field: String(question.id), code }] : [];
  });
  return { byQuestion, problems: [...problems, ...strays] };
}

export async function companySurveys(
  context: ApiContext,
  { state, page, pageSize }: { state?: SurveyStateFilter | null; page?: number; pageSize?: number } & PageArguments,
) {
  const { companyId } = await requireSelectedCompany(context);
  return surveyPage(context.db, companyId, state, pageWindow(page, pageSize));
}

export async function companySurvey(context: ApiContext, { id, locale }: { id: string; locale?: Locale | null }) {
  const { userId, companyId } = await requireSelectedCompany(context);
  const survey = await loadSurvey(context.db, companyId, id);
  const language = locale ?? (await preferredLanguageOf(context, userId));
  return { survey: surveyOf(survey), questions: await loadQuestions(context.db, survey, language) };
}

export async function submitSurvey(context: ApiContext, { input }: { input: SubmitSurveyInput }) {
  const { companyId } = await requireSelectedCompany(context);
  return context.db.transaction(async (tx) => {
    // Locked, so that two submissions of one survey cannot both find it open.
    const survey = await loadSurvey(tx, companyId, input.surveyId, { lock: true });
    if (survey.state === "CLOSED") throw badInput("SURVEY_COMPLETED");
    const questions = await tx.query<SurveyQuestionRow>("select id, kind, required from survey_questions where survey_type = $1 order by position", [
      survey.survey_type,
    ]);
    const { byQuestion, problems } = answerProblems(questions, input.answers);
    if (problems.length > 0) throw invalidInput(problems[0].code, problems);
    for (const [questionId, answer] of byQuestion) {
      const text = answer.text?.trim() || null;
      // An optional question left empty, or answered with spaces only, keeps no row.
      if (answer.rating == null && answer.yes == null && text === null) continue;
      await tx.query("insert into survey_answers (survey_id, question_id, rating, yes, text) values ($1, $2, $3, $4, $5)", [
        survey.id,
        questionId,
        answer.rating ?? null,
        answer.yes ?? null,
        text,
      ]);
    }
    const [completed] = await tx.query<{ completed_at: Date }>(
      "update surveys set state = 'CLOSED', completed_at = now() where id = $1 returning completed_at",
      [survey.id],
    );
    return surveyOf({ ...survey, state: "CLOSED", completed_at: completed.completed_at });
  });
}

// Demo surveys (part 1 §2.4). Brouwerij De Klok has three opened surveys (the dashboard and the shell's
// badge count them) and a year of completed ones, enough for two pages of 25. Transport Peeters has two
// opened surveys that the browser tests complete, one with JavaScript and one without, so that nothing
// they do changes what De Klok's counting tests see.
import { SURVEY_TYPES, type SurveyQuestionKind, type SurveyType } from "../../domain/surveys";
import type { Queryable } from "../db/database";

/** Completed surveys of De Klok, one every 8 days going back from 12 days ago. */
export const KLOK_COMPLETED_SURVEYS = 41;

/** De Klok's team members (seed.ts) the surveys are about, by e-mail. */
const KLOK_WORKERS = [
  "sofie.claes@example.com",
  "bram.goossens@example.com",
  "ines.dewit@example.com",
  "thomas.mertens@example.com",
  "nina.jacobs@example.com",
  "arne.smets@example.com",
];

const KLOK_OPENED: [email: string, type: SurveyType, daysAgo: number][] = [
  ["sofie.claes@example.com", "first_company_survey", 2],
  ["bram.goossens@example.com", "second_company_survey", 4],
  ["ines.dewit@example.com", "first_employee_survey", 6],
];

/** Workers Transport Peeters had placed; their surveys are all the company has. */
const PEETERS_WORKERS = [
  ["kobe.lemmens@example.com", "Kobe", "Lemmens"],
  ["lien.vos@example.com", "Lien", "Vos"],
];

const PEETERS_SURVEYS: [email: string, type: SurveyType, daysAgo: number, completedDaysAgo: number | null][] = [
  ["kobe.lemmens@example.com", "first_company_survey", 1, null],
  ["lien.vos@example.com", "second_company_survey", 3, null],
  ["lien.vos@example.com", "first_company_survey", 10, 9],
];

/** What employers wrote in the free-text question of each survey type, in their own language. */
const COMMENTS: Record<SurveyType, string[]> = {
  first_company_survey: [
    "Werkt nauwkeurig en vraagt door wanneer iets niet duidelijk is.",
    "Good start on the bottling line; needs to speed up a little towards the end of the shift.",
  ],
  second_company_survey: [
    "Neemt intussen zelfstandig de ploegwissels over.",
    "Reliable and friendly with the whole team: we would like to extend the contract.",
  ],
  first_employee_survey: [
    "Send the safety sheet a day earlier, so that the worker can read it before the first shift.",
    "Het onthaal verliep vlot; geef de schoenmaat voortaan vooraf door.",
  ],
  second_employee_survey: ["Keep the weekly check-in call: it helped a lot.", "Bezorg de contracten bij een verlenging iets sneller."],
};

const RATINGS = [4, 5, 3, 4, 5, 2, 4];

type QuestionRow = { id: number; position: number; kind: SurveyQuestionKind };

/** A fixed, mostly favourable set of answers; every third survey leaves its optional comment empty. */
async function answer(tx: Queryable, surveyId: number, type: SurveyType, seed: number) {
  const questions = await tx.query<QuestionRow>("select id, position, kind from survey_questions where survey_type = $1 order by position", [type]);
  for (const question of questions) {
    const turn = seed + question.position;
    const value = {
      rating: question.kind === "rating" ? RATINGS[turn % RATINGS.length] : null,
      yes: question.kind === "yes_no" ? turn % 6 !== 0 : null,
      text: question.kind === "text" && seed % 3 !== 2 ? COMMENTS[type][seed % COMMENTS[type].length] : null,
    };
    if (value.rating === null && value.yes === null && value.text === null) continue;
    await tx.query("insert into survey_answers (survey_id, question_id, rating, yes, text) values ($1, $2, $3, $4, $5)", [
      surveyId,
      question.id,
      value.rating,
      value.yes,
      value.text,
    ]);
  }
}

async function employeeIds(tx: Queryable, emails: string[]): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; email: string }>("select id, email from employees where email = any($1::text[])", [emails]);
  return new Map(rows.map((row) => [row.email, row.id]));
}

async function addSurvey(
  tx: Queryable,
  survey: { companyId: number; employeeId: number; type: SurveyType; daysAgo: number; completedDaysAgo: number | null },
  seed: number,
) {
  const completed = survey.completedDaysAgo !== null;
  const [{ id }] = await tx.query<{ id: number }>(
    `insert into surveys (company_id, employee_id, survey_type, state, created_at, completed_at)
     values ($1, $2, $3, $4, now() - make_interval(days => $5), case when $6::int is null then null else now() - make_interval(days => $6::int) end)
     returning id`,
    [survey.companyId, survey.employeeId, survey.type, completed ? "CLOSED" : "OPENED", survey.daysAgo, survey.completedDaysAgo],
  );
  if (completed) await answer(tx, id, survey.type, seed);
}

export async function seedSurveys(tx: Queryable, companyIds: { klok: number; peeters: number }) {
  const klokWorkers = await employeeIds(tx, KLOK_WORKERS);
  for (const [email, type, daysAgo] of KLOK_OPENED) {
    await addSurvey(tx, { companyId: companyIds.klok, employeeId: klokWorkers.get(email)!, type, daysAgo, completedDaysAgo: null }, 0);
  }
  for (let i = 0; i < KLOK_COMPLETED_SURVEYS; i++) {
    const daysAgo = 12 + 8 * i;
    const employeeId = klokWorkers.get(KLOK_WORKERS[i % KLOK_WORKERS.length])!;
    const type = SURVEY_TYPES[i % SURVEY_TYPES.length];
    await addSurvey(tx, { companyId: companyIds.klok, employeeId, type, daysAgo, completedDaysAgo: daysAgo - 1 - (i % 4) }, i);
  }

  for (const [email, first, last] of PEETERS_WORKERS) {
    await tx.query("insert into employees (email, first_name, last_name, country) values ($1, $2, $3, 'BE')", [email, first, last]);
  }
  const peetersWorkers = await employeeIds(
    tx,
    PEETERS_WORKERS.map(([email]) => email),
  );
  for (const [index, [email, type, daysAgo, completedDaysAgo]] of PEETERS_SURVEYS.entries()) {
    await addSurvey(tx, { companyId: companyIds.peeters, employeeId: peetersWorkers.get(email)!, type, daysAgo, completedDaysAgo }, index);
  }
}

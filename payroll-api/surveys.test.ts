// Surveys (Query.companySurveys, Query.companySurvey, Mutation.submitSurvey), over HTTP on a fresh
// migrated and seeded database for this file. The seed gives Brouwerij De Klok 3 opened and 41 completed
// surveys, and Transport Peeters 2 opened and 1 completed.
import { KLOK_COMPLETED_SURVEYS } from "./seed/seed-surveys";
import { companyIdOf, errorCode, type GraphqlAnswer, useTestApi } from "./test-support";

const t = useTestApi();
let klok: number;
let peeters: number;

beforeAll(async () => {
  klok = await companyIdOf(t, "Brouwerij De Klok");
  peeters = await companyIdOf(t, "Transport Peeters");
});

const { as } = t;

type SurveyNode = {
  id: string;
  employee: { id: string; firstName: string; lastName: string };
  participantId: string;
  createdAt: string;
  surveyType: string;
  state: "OPENED" | "CLOSED";
  completedAt: string | null;
};
type Page = { nodes: SurveyNode[]; totalCount: number; page: number; pageCount: number };
type Answer = { rating: number | null; yes: boolean | null; text: string | null };
type Question = { id: string; kind: "rating" | "yes_no" | "text"; required: boolean; text: string; answer: Answer | null };
type AnswerInput = { questionId: string; rating?: number; yes?: boolean; text?: string };

const SURVEY_FIELDS = "id employee { id firstName lastName } participantId createdAt surveyType state completedAt";
const SURVEYS = `query Surveys($state: SurveyStateFilter, $page: Int!, $pageSize: Int!) {
  companySurveys(state: $state, page: $page, pageSize: $pageSize) { nodes { ${SURVEY_FIELDS} } totalCount page pageCount }
}`;
const SURVEY = `query Survey($id: ID!, $locale: Locale) {
  companySurvey(id: $id, locale: $locale) { survey { ${SURVEY_FIELDS} } questions { id kind required text answer { rating yes text } } }
}`;
const SUBMIT = `mutation Submit($input: SubmitSurveyInput!) { submitSurvey(input: $input) { ${SURVEY_FIELDS} } }`;

async function surveys(email: string, variables: { state?: string; page?: number; pageSize?: number }) {
  return t.graphql<{ companySurveys: Page }>(SURVEYS, { page: 1, pageSize: 25, ...variables }, await as(email));
}

async function page(email: string, variables: Parameters<typeof surveys>[1]): Promise<Page> {
  const answer = await surveys(email, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.companySurveys;
}

async function questionnaire(email: string, id: string, locale?: string) {
  const answer = await t.graphql<{ companySurvey: { survey: SurveyNode; questions: Question[] } }>(SURVEY, { id, locale }, await as(email));
  expect(answer.errors).toBeUndefined();
  return answer.data!.companySurvey;
}

const submit = async (email: string, surveyId: string, answers: AnswerInput[]) =>
  t.graphql<{ submitSurvey: SurveyNode }>(SUBMIT, { input: { surveyId, answers } }, await as(email));

/** extensions.problems: each refused answer's question (field) and why (code). */
const problemsOf = (answer: GraphqlAnswer) => (answer.errors?.[0]?.extensions as { problems?: { field: string; code: string }[] } | undefined)?.problems;

/** A company's surveys straight from the table, in the list's order. */
async function surveyIds(companyId: number, state?: string): Promise<string[]> {
  const rows = await t.api.db.query<{ id: string }>(
    `select id::text as id from surveys where company_id = $1 and ($2::text is null or state = $2)
     order by created_at desc, id desc`,
    [companyId, state ?? null],
  );
  return rows.map((row) => row.id);
}

/** An opened survey of De Klok added for one test, so that tests do not use up the seeded ones. */
async function newKlokSurvey(type = "first_company_survey"): Promise<string> {
  const [row] = await t.api.db.query<{ id: string }>(
    `insert into surveys (company_id, employee_id, survey_type, state)
     select $1, employee_id, $2, 'OPENED' from team_members where company_id = $1 order by employee_id limit 1
     returning id::text as id`,
    [klok, type],
  );
  return row.id;
}

/** A valid answer to every question: the lowest rating, yes, and a comment. */
function fullAnswers(questions: Question[]): AnswerInput[] {
  return questions.map((question) =>
    question.kind === "rating"
      ? { questionId: question.id, rating: 1 }
      : question.kind === "yes_no"
        ? { questionId: question.id, yes: true }
        : { questionId: question.id, text: "Punctual and careful." },
  );
}

async function stateOf(id: string) {
  const [row] = await t.api.db.query<{ state: string; answers: number }>(
    "select state, (select count(*)::int from survey_answers where survey_id = s.id) as answers from surveys s where id = $1",
    [id],
  );
  return row;
}

describe("the seed and the migration", () => {
  it("give De Klok 3 opened surveys, counted on the dashboard, and completed ones with their answers", async () => {
    expect(await surveyIds(klok, "OPENED")).toHaveLength(3);
    expect(await surveyIds(klok, "CLOSED")).toHaveLength(KLOK_COMPLETED_SURVEYS);
    expect(await surveyIds(peeters, "OPENED")).toHaveLength(2);
    const dashboard = await t.graphql("query { userDashboard { openedSurveysCount } }", {}, await as("employer@example.com"));
    expect(dashboard.data).toEqual({ userDashboard: { openedSurveysCount: 3 } });

    const [types] = await t.api.db.query<{ types: number; unanswered: number; open_with_answers: number }>(
      `select (select count(distinct survey_type)::int from surveys where company_id = $1) as types,
         (select count(*)::int from surveys s join survey_questions q on q.survey_type = s.survey_type and q.required
            where s.state = 'CLOSED' and not exists
              (select 1 from survey_answers a where a.survey_id = s.id and a.question_id = q.id)) as unanswered,
         (select count(*)::int from survey_answers a join surveys s on s.id = a.survey_id where s.state = 'OPENED') as open_with_answers`,
      [klok],
    );
    expect(types).toEqual({ types: 4, unanswered: 0, open_with_answers: 0 });
  });

  it("hold six questions per survey type, each in three languages, with every kind of answer", async () => {
    const rows = await t.api.db.query<{ survey_type: string; kinds: string[]; optional: number }>(
      `select survey_type, array_agg(distinct kind order by kind) as kinds, count(*) filter (where not required)::int as optional
       from survey_questions where text_en <> '' and text_nl <> '' and text_fr <> '' group by survey_type order by survey_type`,
    );
    expect(rows).toEqual(
      ["first_company_survey", "first_employee_survey", "second_company_survey", "second_employee_survey"].map((type) => ({
        survey_type: type,
        kinds: ["rating", "text", "yes_no"],
        optional: 1,
      })),
    );
  });
});

describe("Query.companySurveys", () => {
  it("answers UNAUTHENTICATED without credentials", async () => {
    expect(errorCode(await t.graphql(SURVEYS, { page: 1, pageSize: 25 }))).toBe("UNAUTHENTICATED");
  });

  it("pages through all of De Klok's surveys, newest first", async () => {
    const all = await surveyIds(klok);
    expect(all).toHaveLength(44);
    const first = await page("employer@example.com", {});
    expect(first).toMatchObject({ totalCount: 44, page: 1, pageCount: 2 });
    expect(first.nodes).toHaveLength(25);
    const second = await page("employer@example.com", { page: 2 });
    expect(second).toMatchObject({ totalCount: 44, page: 2, pageCount: 2 });
    expect([...first.nodes, ...second.nodes].map((node) => node.id)).toEqual(all);
    const created = [...first.nodes, ...second.nodes].map((node) => node.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(await page("employer@example.com", { page: 3 })).toEqual({ nodes: [], totalCount: 44, page: 3, pageCount: 2 });
  });

  it("describes each survey: its worker, participant, type, state and completion", async () => {
    const [newest] = (await page("employer@example.com", { pageSize: 1 })).nodes;
    expect(newest).toMatchObject({
      employee: { firstName: "Sofie", lastName: "Claes" },
      surveyType: "first_company_survey",
      state: "OPENED",
      completedAt: null,
    });
    expect(newest.participantId).toMatch(/^P\d{6}$/);
    const [completed] = (await page("employer@example.com", { state: "CLOSED", pageSize: 1 })).nodes;
    expect(completed.state).toBe("CLOSED");
    expect(Date.parse(completed.completedAt!)).toBeGreaterThan(Date.parse(completed.createdAt));
  });

  it("filters on the state; ANY is the default", async () => {
    const opened = await page("employer@example.com", { state: "OPENED" });
    expect(opened).toMatchObject({ totalCount: 3, pageCount: 1 });
    expect(opened.nodes.map((node) => node.id)).toEqual(await surveyIds(klok, "OPENED"));
    expect(opened.nodes.every((node) => node.state === "OPENED" && node.completedAt === null)).toBe(true);

    const closed = await page("employer@example.com", { state: "CLOSED", page: 2 });
    expect(closed).toMatchObject({ totalCount: KLOK_COMPLETED_SURVEYS, page: 2, pageCount: 2 });
    expect(closed.nodes.map((node) => node.id)).toEqual((await surveyIds(klok, "CLOSED")).slice(25));

    const any = await t.graphql<{ companySurveys: Page }>("query { companySurveys { totalCount page pageCount } }", {}, await as("employer@example.com"));
    expect(any.data?.companySurveys).toEqual({ totalCount: 44, page: 1, pageCount: 2 });
    expect((await page("employer@example.com", { state: "ANY" })).totalCount).toBe(44);
  });

  it("refuses page sizes outside 1 to 500 and pages below 1", async () => {
    expect((await page("employer@example.com", { pageSize: 100 })).nodes).toHaveLength(44);
    for (const pageSize of [0, 501]) expect(errorCode(await surveys("employer@example.com", { pageSize }))).toBe("PAGE_SIZE_INVALID");
    expect(errorCode(await surveys("employer@example.com", { page: 0 }))).toBe("PAGE_INVALID");
  });

  it("shows only the selected company's surveys", async () => {
    const peetersPage = await page("payroll@example.com", { pageSize: 100 });
    expect(peetersPage.nodes.map((node) => node.id)).toEqual(await surveyIds(peeters));
    expect(peetersPage.nodes.map((node) => `${node.employee.firstName} ${node.employee.lastName}`)).toEqual(["Kobe Lemmens", "Lien Vos", "Lien Vos"]);
    const klokIds = new Set(await surveyIds(klok));
    expect(peetersPage.nodes.some((node) => klokIds.has(node.id))).toBe(false);
  });

  it("reads the first page of 10,000 surveys through an index, for every filter", async () => {
    const [{ id: bulk }] = await t.api.db.query<{ id: number }>("insert into companies (name) values ('Bulk Surveys NV') returning id");
    const [{ id: employee }] = await t.api.db.query<{ id: number }>("select id from employees order by id limit 1");
    try {
      await t.api.db.query(
        `insert into surveys (company_id, employee_id, survey_type, state, created_at, completed_at)
         select $1, $2, 'first_company_survey', case when n % 10 = 0 then 'OPENED' else 'CLOSED' end,
           now() - make_interval(mins => n), case when n % 10 = 0 then null else now() end
         from generate_series(1, 10000) as n`,
        [bulk, employee],
      );
      await t.api.db.query("analyze surveys");
      for (const state of [null, "OPENED", "CLOSED"]) {
        const plan = await t.api.db.query<{ "QUERY PLAN": string }>(
          `explain select s.id from surveys s join employees e on e.id = s.employee_id
           where s.company_id = $1 and ($2::text is null or s.state = $2)
           order by s.created_at desc, s.id desc limit 25 offset 0`,
          [bulk, state],
        );
        const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
        // A frequent state may as well be read through the index of all states, skipping the few others.
        expect(text, text).toMatch(/Index Scan using surveys_company_(state_)?created_idx/);
        if (state === "OPENED") expect(text, text).toMatch(/surveys_company_state_created_idx/);
        expect(text, text).not.toMatch(/Sort|Seq Scan on surveys/);
      }
    } finally {
      await t.api.db.query("delete from companies where id = $1", [bulk]);
    }
  });
});

describe("Query.companySurvey", () => {
  it("gives the questionnaire in the language asked for", async () => {
    const [id] = await surveyIds(klok, "OPENED");
    const english = await questionnaire("employer@example.com", id, "en");
    expect(english.survey).toMatchObject({ id, surveyType: "first_company_survey", state: "OPENED" });
    expect(english.questions.map((question) => question.kind)).toEqual(["rating", "rating", "rating", "yes_no", "yes_no", "text"]);
    expect(english.questions.map((question) => question.required)).toEqual([true, true, true, true, true, false]);
    expect(english.questions[0].text).toBe("How would you rate the worker's first week overall?");
    expect(english.questions.every((question) => question.answer === null)).toBe(true);

    const dutch = await questionnaire("employer@example.com", id, "nl");
    expect(dutch.questions[0].text).toBe("Hoe beoordeelt u de eerste week van de uitzendkracht in het algemeen?");
    const french = await questionnaire("employer@example.com", id, "fr");
    expect(french.questions[0].text).toBe("Comment évaluez-vous la première semaine de l'intérimaire dans l'ensemble ?");
    expect(dutch.questions.map((question) => question.id)).toEqual(english.questions.map((question) => question.id));
  });

  it("speaks the caller's preferred language when no locale is given", async () => {
    const [id] = await surveyIds(klok, "OPENED");
    expect((await questionnaire("employer@example.com", id)).questions[3].text).toBe(
      "Did the worker follow the safety rules and instructions of your workplace?",
    );
    expect((await questionnaire("viewer@example.com", id)).questions[3].text).toBe(
      "Heeft de uitzendkracht de veiligheidsregels en de instructies van uw werkplek nageleefd?",
    );
    expect((await questionnaire("sophie.lejeune@example.com", id)).questions[3].text).toBe(
      "L'intérimaire a-t-il respecté les règles de sécurité et les consignes de votre lieu de travail ?",
    );
  });

  it("gives a completed survey's answers", async () => {
    const [id] = await surveyIds(klok, "CLOSED");
    const { survey, questions } = await questionnaire("employer@example.com", id, "en");
    expect(survey.state).toBe("CLOSED");
    for (const question of questions.filter((q) => q.required)) {
      const answer = question.answer!;
      if (question.kind === "rating") expect(answer).toEqual({ rating: expect.any(Number), yes: null, text: null });
      if (question.kind === "yes_no") expect(answer).toEqual({ rating: null, yes: expect.any(Boolean), text: null });
    }
  });

  it("answers NOT_FOUND for another company's survey, an unknown id and one that is no id", async () => {
    const [peetersSurvey] = await surveyIds(peeters);
    const [klokSurvey] = await surveyIds(klok);
    for (const [email, id] of [
      ["employer@example.com", peetersSurvey],
      ["payroll@example.com", klokSurvey],
      ["employer@example.com", "999999"],
      ["employer@example.com", "abc"],
    ]) {
      const answer = await t.graphql(SURVEY, { id }, await as(email));
      expect(errorCode(answer), `${email} ${id}`).toBe("NOT_FOUND");
      expect(answer.data ?? null).toBeNull();
    }
  });
});

describe("Mutation.submitSurvey", () => {
  it("completes an opened survey: stored answers, CLOSED, no longer counted as opened", async () => {
    const id = await newKlokSurvey("second_employee_survey");
    const { questions } = await questionnaire("employer@example.com", id, "en");
    const answers = fullAnswers(questions).map((answer, index) => (index === 1 ? { ...answer, rating: 5 } : answer));
    const before = Date.now();
    const answer = await submit("employer@example.com", id, answers);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.submitSurvey).toMatchObject({ id, state: "CLOSED" });
    expect(Math.abs(Date.parse(answer.data!.submitSurvey.completedAt!) - before)).toBeLessThan(60_000);

    const stored = await questionnaire("employer@example.com", id, "en");
    expect(stored.survey.state).toBe("CLOSED");
    expect(stored.questions.map((question) => question.answer)).toEqual([
      { rating: 1, yes: null, text: null },
      { rating: 5, yes: null, text: null },
      { rating: null, yes: true, text: null },
      { rating: null, yes: true, text: null },
      { rating: 1, yes: null, text: null },
      { rating: null, yes: null, text: "Punctual and careful." },
    ]);
    const dashboard = await t.graphql<{ userDashboard: { openedSurveysCount: number } }>(
      "query { userDashboard { openedSurveysCount } }",
      {},
      await as("employer@example.com"),
    );
    expect(dashboard.data?.userDashboard.openedSurveysCount).toBe(3);
  });

  it("refuses a survey completed already with SURVEY_COMPLETED and keeps the first answers", async () => {
    const id = await newKlokSurvey();
    const { questions } = await questionnaire("employer@example.com", id, "en");
    expect((await submit("employer@example.com", id, fullAnswers(questions))).errors).toBeUndefined();
    const again = fullAnswers(questions).map((answer) => (answer.rating ? { ...answer, rating: 5 } : answer));
    expect(errorCode(await submit("employer@example.com", id, again))).toBe("SURVEY_COMPLETED");
    expect((await questionnaire("employer@example.com", id)).questions[0].answer?.rating).toBe(1);
  });

  it("leaves an optional question out, or empty, without storing an answer", async () => {
    for (const emptiness of ["left out", "spaces"]) {
      const id = await newKlokSurvey();
      const { questions } = await questionnaire("employer@example.com", id, "en");
      const answers = fullAnswers(questions).flatMap((answer) =>
        answer.text === undefined ? [answer] : emptiness === "left out" ? [] : [{ ...answer, text: "   " }],
      );
      expect((await submit("employer@example.com", id, answers)).errors, emptiness).toBeUndefined();
      expect(await stateOf(id)).toEqual({ state: "CLOSED", answers: 5 });
      expect((await questionnaire("employer@example.com", id)).questions[5].answer).toBeNull();
    }
  });

  it("refuses missing required answers with ANSWER_REQUIRED, naming each question, and stores nothing", async () => {
    const id = await newKlokSurvey();
    const { questions } = await questionnaire("employer@example.com", id, "en");
    const missing = [questions[1].id, questions[4].id];
    const answer = await submit(
      "employer@example.com",
      id,
      fullAnswers(questions).filter((a) => !missing.includes(a.questionId)),
    );
    expect(errorCode(answer)).toBe("ANSWER_REQUIRED");
    expect(problemsOf(answer)).toEqual(missing.map((field) => ({ field, code: "ANSWER_REQUIRED" })));
    expect(await stateOf(id)).toEqual({ state: "OPENED", answers: 0 });
    const nothing = await submit("employer@example.com", id, []);
    expect(problemsOf(nothing)).toEqual(questions.filter((q) => q.required).map((q) => ({ field: q.id, code: "ANSWER_REQUIRED" })));
  });

  it("lists every refused answer in question order, the first one giving the error its code", async () => {
    const id = await newKlokSurvey();
    const { questions } = await questionnaire("employer@example.com", id, "en");
    const answers = fullAnswers(questions)
      .filter((answer) => answer.questionId !== questions[3].id)
      .map((answer) => (answer.questionId === questions[1].id ? { ...answer, rating: 9 } : answer));
    const answer = await submit("employer@example.com", id, answers);
    expect(errorCode(answer)).toBe("ANSWER_INVALID");
    expect(problemsOf(answer)).toEqual([
      { field: questions[1].id, code: "ANSWER_INVALID" },
      { field: questions[3].id, code: "ANSWER_REQUIRED" },
    ]);
  });

  it("accepts ratings 1 and 5 and refuses 0 and 6 with ANSWER_INVALID", async () => {
    const id = await newKlokSurvey();
    const { questions } = await questionnaire("employer@example.com", id, "en");
    for (const rating of [0, 6, -1]) {
      const answers = fullAnswers(questions).map((answer, index) => (index === 2 ? { ...answer, rating } : answer));
      const answer = await submit("employer@example.com", id, answers);
      expect(errorCode(answer), `rating ${rating}`).toBe("ANSWER_INVALID");
      expect(problemsOf(answer)).toEqual([{ field: questions[2].id, code: "ANSWER_INVALID" }]);
    }
    expect(await stateOf(id)).toEqual({ state: "OPENED", answers: 0 });
    const bounds = fullAnswers(questions).map((answer, index) => (index === 2 ? { ...answer, rating: 5 } : answer));
    expect((await submit("employer@example.com", id, bounds)).errors).toBeUndefined();
    expect((await questionnaire("employer@example.com", id)).questions.slice(0, 3).map((q) => q.answer?.rating)).toEqual([1, 1, 5]);
  });

  it("refuses an answer of the wrong kind, a text too long, twice the same question and another survey's question", async () => {
    const id = await newKlokSurvey();
    const { questions } = await questionnaire("employer@example.com", id, "en");
    const [otherTypeQuestion] = await t.api.db.query<{ id: string }>(
      "select id::text as id from survey_questions where survey_type = 'second_company_survey' order by position limit 1",
    );
    const full = fullAnswers(questions);
    const cases: [string, AnswerInput[], string][] = [
      ["yes for a rating", full.map((a, i) => (i === 0 ? { questionId: a.questionId, yes: true } : a)), questions[0].id],
      ["a rating beside yes", full.map((a, i) => (i === 3 ? { ...a, rating: 3 } : a)), questions[3].id],
      ["a text too long", full.map((a, i) => (i === 5 ? { ...a, text: "x".repeat(2001) } : a)), questions[5].id],
      ["twice the same question", [...full, full[0]], questions[0].id],
      ["another survey type's question", [...full, { questionId: otherTypeQuestion.id, rating: 3 }], otherTypeQuestion.id],
      ["no question at all", [...full, { questionId: "abc", rating: 3 }], "abc"],
    ];
    for (const [name, answers, questionId] of cases) {
      const answer = await submit("employer@example.com", id, answers);
      expect(errorCode(answer), name).toBe("ANSWER_INVALID");
      expect(problemsOf(answer), name).toEqual([{ field: questionId, code: "ANSWER_INVALID" }]);
    }
    expect(await stateOf(id)).toEqual({ state: "OPENED", answers: 0 });
  });

  it("answers NOT_FOUND for another company's survey and changes nothing", async () => {
    const id = await newKlokSurvey();
    const { questions } = await questionnaire("employer@example.com", id, "en");
    const answer = await submit("payroll@example.com", id, fullAnswers(questions));
    expect(errorCode(answer)).toBe("NOT_FOUND");
    expect(await stateOf(id)).toEqual({ state: "OPENED", answers: 0 });
    expect(errorCode(await submit("employer@example.com", "999999", []))).toBe("NOT_FOUND");
    const [peetersSurvey] = await surveyIds(peeters, "OPENED");
    expect(errorCode(await submit("employer@example.com", peetersSurvey, []))).toBe("NOT_FOUND");
    expect(await stateOf(peetersSurvey)).toEqual({ state: "OPENED", answers: 0 });
  });

  it("answers UNAUTHENTICATED without credentials", async () => {
    const [id] = await surveyIds(klok, "OPENED");
    expect(errorCode(await t.graphql(SUBMIT, { input: { surveyId: id, answers: [] } }))).toBe("UNAUTHENTICATED");
  });
});

import { getFormProps } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ChoicesField, ErrorSummary, TextAreaField, YesNoField } from "~/ui/forms";
import { SubmitButton } from "~/ui/submit-button";
import { recordNotFound } from "~/ui/record-not-found";
import { BackToSurveys, SurveySummary, SURVEY_NOT_FOUND } from "~/areas/surveys/survey-summary";
import { formAction } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { SubmitSurveyMutationDocument } from "~/platform/operations.generated";
import { graphql } from "~/platform/payroll-api.server";
import { requireSurvey } from "~/areas/surveys/surveys.server";
import type { PageT } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount, requireAccountAnd } from "~/platform/user.server";
import * as forms from "~/ui/forms.css";
import { answerFieldOf, RATINGS, surveyPath, surveyTitle } from "~/areas/surveys/surveys";
import { ANSWER_MESSAGES, surveyAnswersSchema } from "./schema";

export const handle = {
  i18n: ["surveys"],
  title: ({ survey }: SerializeFrom<typeof loader>, t: PageT) => surveyTitle(t, survey),
  notFound: SURVEY_NOT_FOUND,
} satisfies PageHandle;

/** An open survey's questionnaire (part 1 §2.4); a completed survey is only read, on its view page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const {
    page: { survey, questions },
  } = await requireAccountAnd(request, (credentials) => requireSurvey(request, credentials, params.surveyId ?? ""));
  if (survey.state === "CLOSED") throw redirect(surveyPath(survey));
  return { survey, questions };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const account = await requireAccount(request);
  const { survey, questions } = await requireSurvey(request, account.credentials, params.surveyId ?? "");
  if (survey.state === "CLOSED") throw redirect(surveyPath(survey));
  const completedPath = surveyPath({ ...survey, state: "CLOSED" });
  return formAction({
    request,
    schema: surveyAnswersSchema(questions),
    save: async (answers) => {
      await graphql(SubmitSurveyMutationDocument, { input: { surveyId: survey.id, answers } }, account.credentials);
      return redirect(`${completedPath}?submitted=1`);
    },
    // Completed meanwhile, in another tab or by a colleague: its answers are what stands.
    refusals: { SURVEY_COMPLETED: { redirect: `${completedPath}?alreadyCompleted=1` } },
    failed: "surveys:fill.errors.failed",
    problems: (error) => {
      const fieldErrors = Object.fromEntries(
        error.problems.flatMap((problem) => {
          const question = questions.find((candidate) => candidate.id === problem.field);
          return question ? [[answerFieldOf(question.id), [ANSWER_MESSAGES[question.kind]]]] : [];
        }),
      );
      return Object.keys(fieldErrors).length > 0 ? { fieldErrors, formErrors: [] } : null;
    },
  });
}

export default function FillSurveyPage() {
  const { t, i18n } = useTranslation(["surveys", "common"]);
  const { survey, questions } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerValidatedForm<Record<string, string | undefined>>({ id: `survey-${survey.id}`, lastResult });
  const optional = (text: string) => `${text} ${t("common:forms.optional")}`;
  return (
    <>
      <BackToSurveys />
      <h1>{surveyTitle(i18n.t, survey)}</h1>
      <ErrorSummary form={form} fields={questions.map((question) => fields[answerFieldOf(question.id)])} />
      <SurveySummary survey={survey} />
      <p>{t("fill.intro")}</p>
      <Form method="post" className={forms.form} {...getFormProps(form)}>
        {questions.map((question) => {
          const meta = fields[answerFieldOf(question.id)];
          const legend = question.required ? question.text : optional(question.text);
          if (question.kind === "rating") {
            const options = RATINGS.map(({ rating, word }) => ({ value: String(rating), label: `${rating} – ${t(word)}` }));
            return <ChoicesField key={question.id} meta={meta} legend={legend} hint={t("fill.ratingHint")} type="radio" options={options} />;
          }
          if (question.kind === "yes_no") return <YesNoField key={question.id} meta={meta} legend={legend} />;
          return <TextAreaField key={question.id} meta={meta} label={question.text} optional={!question.required} />;
        })}
        <div className={forms.actions}>
          <SubmitButton>{t("fill.submit")}</SubmitButton>
          <Link to="/surveys">{t("fill.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

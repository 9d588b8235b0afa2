import { formErrorFor } from "~/platform/api-calls.server";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ChoicesField, ErrorSummary, SubmitButton, TextAreaField, YesNoField } from "~/components/forms";
import { BackToSurveys, SurveySummary, SURVEY_NOT_FOUND } from "~/components/survey-summary";
import { recordNotFound } from "~/components/record-not-found";
import { SubmitSurveyMutationDocument } from "~/graphql/operations.generated";

import { ApiError, graphql } from "~/services/payroll-api.server";
import type { PageT } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireSurvey } from "~/services/surveys.server";
import { requireAccount } from "~/services/user.server";
import * as forms from "~/styles/forms.css";
import { answerFieldOf, RATINGS, surveyPath, surveyTitle } from "~/utils/surveys";
import { ANSWER_MESSAGES, surveyAnswersSchema } from "./schema";

export const handle = {
  i18n: ["surveys"],
  title: ({ survey }: SerializeFrom<typeof loader>, t: PageT) => surveyTitle(t, survey),
  notFound: SURVEY_NOT_FOUND,
} satisfies PageHandle;

/** An open survey's questionnaire (part 1 §2.4); a completed survey is only read, on its view page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const { survey, questions } = await requireSurvey(request, account, params.surveyId ?? "");
  if (survey.state === "CLOSED") throw redirect(surveyPath(survey));
  return json({ survey, questions });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const account = await requireAccount(request);
  const { survey, questions } = await requireSurvey(request, account, params.surveyId ?? "");
  if (survey.state === "CLOSED") throw redirect(surveyPath(survey));
  const submission = parseWithZod(await request.formData(), { schema: surveyAnswersSchema(questions) });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await graphql(SubmitSurveyMutationDocument, { input: { surveyId: survey.id, answers: submission.value } }, account.credentials);
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    // Completed meanwhile, in another tab or by a colleague: its answers are what stands.
    if (code === "SURVEY_COMPLETED") throw redirect(`${surveyPath({ ...survey, state: "CLOSED" })}?alreadyCompleted=1`);
    const problems = error instanceof ApiError ? error.problems : [];
    const fieldErrors = Object.fromEntries(
      problems.flatMap((problem) => {
        const question = questions.find((q) => q.id === problem.field);
        return question ? [[answerFieldOf(question.id), [ANSWER_MESSAGES[question.kind]]]] : [];
      }),
    );
    const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [formErrorFor(error, "surveys:fill.errors.failed")];
    return json(submission.reply({ formErrors, fieldErrors }), { status: 400 });
  }
  return redirect(`${surveyPath({ ...survey, state: "CLOSED" })}?submitted=1`);
}

export default function FillSurveyPage() {
  const { t, i18n } = useTranslation(["surveys", "common"]);
  const { survey, questions } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<Record<string, string | undefined>>({ id: `survey-${survey.id}`, lastResult, shouldRevalidate: "onBlur" });
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

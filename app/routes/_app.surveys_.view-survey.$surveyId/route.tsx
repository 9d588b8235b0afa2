import { redirect, type LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { useLoaderData } from "react-router";
import { Fragment } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { Notice } from "~/ui/notice";
import { BackToSurveys, SurveySummary, SURVEY_NOT_FOUND } from "~/areas/surveys/survey-summary";
import { recordNotFound } from "~/ui/record-not-found";
import type { CompanySurveyQuery } from "~/platform/operations.generated";
import type { PageT } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireSurvey } from "~/areas/surveys/surveys.server";
import { requireAccountAnd } from "~/platform/user.server";
import * as styles from "~/areas/surveys/surveys.css";
import { RATINGS, surveyPath, surveyTitle } from "~/areas/surveys/surveys";
import { pageUrlOf } from "~/platform/page-url";

export const handle = {
  i18n: ["surveys"],
  title: ({ survey }: SerializeFrom<typeof loader>, t: PageT) => surveyTitle(t, survey),
  notFound: SURVEY_NOT_FOUND,
} satisfies PageHandle;

/** A completed survey's questions with the answers given, read-only; an open one is filled in instead. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const {
    page: { survey, questions },
  } = await requireAccountAnd(request, (credentials) => requireSurvey(request, credentials, params.surveyId ?? ""));
  if (survey.state === "OPENED") throw redirect(surveyPath(survey));
  const search = pageUrlOf(request).searchParams;
  return {
    survey,
    questions,
    submitted: search.has("submitted"),
    alreadyCompleted: search.has("alreadyCompleted"),
  };
}

type Answer = CompanySurveyQuery["companySurvey"]["questions"][number]["answer"];

function AnswerText({ answer }: { answer: Answer }) {
  const { t } = useTranslation(["surveys", "common"]);
  if (answer?.rating != null) {
    const word = RATINGS.find((entry) => entry.rating === answer.rating)?.word;
    return <>{word ? `${answer.rating} – ${t(word)}` : answer.rating}</>;
  }
  if (answer?.yes != null) return <>{answer.yes ? t("common:forms.yes") : t("common:forms.no")}</>;
  if (answer?.text) return <span className={styles.freeText}>{answer.text}</span>;
  return <>{t("view.notAnswered")}</>;
}

export default function ViewSurveyPage() {
  const { t, i18n } = useTranslation(["surveys"]);
  const { survey, questions, submitted, alreadyCompleted } = useLoaderData<typeof loader>();
  return (
    <>
      <BackToSurveys />
      <h1>{surveyTitle(i18n.t, survey)}</h1>
      {submitted ? <Notice>{t("view.submitted")}</Notice> : null}
      {alreadyCompleted ? <Notice>{t("view.alreadyCompleted")}</Notice> : null}
      <SurveySummary survey={survey} />
      <h2>{t("view.answers")}</h2>
      <dl className={styles.answers}>
        {questions.map((question) => (
          <Fragment key={question.id}>
            <dt className={styles.question}>{question.text}</dt>
            <dd className={styles.answer}>
              <AnswerText answer={question.answer} />
            </dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

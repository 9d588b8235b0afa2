import { Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { DetailsList } from "~/ui/details-list";
import type { NotFoundTexts } from "~/ui/record-not-found";
import type { SurveyFieldsFragment } from "~/platform/operations.generated";
import { useFormatters } from "~/platform/format";

/** The way back to the list, above the heading of a survey's page. */
export function BackToSurveys() {
  const { t } = useTranslation("surveys");
  return (
    <p>
      <Link to="/surveys">{t("survey.back")}</Link>
    </p>
  );
}

/** Who a survey is about and when it was created (and completed), under the page's heading. */
export function SurveySummary({ survey }: { survey: SurveyFieldsFragment }) {
  const { t } = useTranslation("surveys");
  const format = useFormatters();
  const rows: [label: string, value: string][] = [
    [t("survey.employee"), `${survey.employee.firstName} ${survey.employee.lastName}`],
    [t("survey.createdAt"), format.date(survey.createdAt)],
    ...(survey.completedAt ? [[t("survey.completedAt"), format.date(survey.completedAt)] as [string, string]] : []),
    [t("survey.participantId"), survey.participantId],
  ];
  return <DetailsList rows={rows} />;
}

/** A survey id that is unknown, unreadable or another company's: "survey not found" inside the shell. */
export const SURVEY_NOT_FOUND = {
  title: "surveys:survey.notFound.title",
  body: "surveys:survey.notFound.body",
  backTo: "/surveys",
  back: "surveys:survey.back",
} satisfies NotFoundTexts;

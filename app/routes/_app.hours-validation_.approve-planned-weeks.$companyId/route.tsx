import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { approvePlannedWeeks, loadPlannedWeeks } from "~/areas/hours-validation/planned-weeks.server";
import { detailsPath } from "~/areas/hours-validation/paths";
import { hoursOf } from "~domain/timesheet-hours";
import type { LeftWeek, PlannedWeek } from "~domain/hours-validation-calls";
import { useServerValidatedForm } from "~/forms/use-form";
import { useFormatters } from "~/platform/format";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { ErrorContent } from "~/ui/error-boundary";
import { ChoicesField, ErrorSummary } from "~/ui/forms";
import * as forms from "~/ui/forms.css";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";

export const handle = { i18n: ["hoursValidation"], title: "hoursValidation:plannedWeeks.title" } satisfies PageHandle;

/**
 * /hours-validation/approve-planned-weeks/{fourDCompanyId} (issue 46 part 3): the line's weeks whose
 * hours are the planned ones, ticked, to submit as final in one go; the others, each with why and a
 * link to do it by hand. After a submit (?done=ids) it says first which weeks it made final.
 */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadPlannedWeeks(request, params.companyId!);
export const action = ({ request, params }: ActionFunctionArgs) => approvePlannedWeeks(request, params.companyId!);

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

/** "Sofie Claes, week of 16 November 2026: 38 hours" in the user's hours unit. */
function useWeekName(unit: Data["unit"]) {
  const { t, i18n } = useTranslation("hoursValidation");
  const format = useFormatters();
  return (week: PlannedWeek) =>
    t("plannedWeeks.week", { name: week.employeeName, date: format.date(week.weekStart), hours: hoursOf(week.minutes, unit, i18n.language) });
}

function LeftReason({ reason }: { reason: LeftWeek["reason"] }) {
  const { t } = useTranslation("hoursValidation");
  switch (reason.code) {
    case "RULE_BROKEN":
      return <>{reason.date ? t("plannedWeeks.reasons.RULE_BROKEN", { date: reason.date }) : t("plannedWeeks.reasons.WEEK_EMPTY")}</>;
    case "NOT_OVER":
    case "ABSENT":
      return <>{t(`plannedWeeks.reasons.${reason.code}`, { date: reason.date })}</>;
    case "HOURS_DIFFER":
      return <>{t("plannedWeeks.reasons.HOURS_DIFFER", { date: reason.date, hours: reason.hours, plannedHours: reason.plannedHours })}</>;
    default:
      return <>{t(`plannedWeeks.reasons.${reason.code}`)}</>;
  }
}

function ApproveForm({ data }: { data: Data }) {
  const { t } = useTranslation("hoursValidation");
  const weekName = useWeekName(data.unit);
  const [form, fields] = useServerValidatedForm<{ timesheetIds?: string[] }>({
    id: "approve-planned-weeks",
    lastResult: useActionData<typeof action>(),
    defaultValue: { timesheetIds: data.matching.map((week) => String(week.timesheetId)) },
  });
  return (
    <>
      <ErrorSummary form={form} fields={[fields.timesheetIds]} />
      <Form method="post" className={forms.form} {...getFormProps(form)}>
        <ChoicesField
          meta={fields.timesheetIds}
          legend={t("plannedWeeks.choose")}
          hint={t("plannedWeeks.chooseHint")}
          type="checkbox"
          options={data.matching.map((week) => ({ value: String(week.timesheetId), label: weekName(week) }))}
        />
        <div className={forms.actions}>
          <SubmitButton>{t("plannedWeeks.submit")}</SubmitButton>
        </div>
      </Form>
    </>
  );
}

export default function ApprovePlannedWeeksPage() {
  const { t } = useTranslation("hoursValidation");
  const format = useFormatters();
  const data = useLoaderData<typeof loader>();
  const weekName = useWeekName(data.unit);
  return (
    <>
      <h1>{t("plannedWeeks.title")}</h1>
      <p>{t(`kinds.${data.line}`)}</p>
      {data.done ? (
        <Notice>
          {data.done.length > 0 ? (
            <>
              <p>{t("plannedWeeks.done", { count: data.done.length })}</p>
              <ul>
                {data.done.map((week) => (
                  <li key={week.timesheetId}>{weekName(week)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t("plannedWeeks.noneDone")}</p>
          )}
        </Notice>
      ) : null}
      {!data.canValidate ? (
        <p>{t("timesheet.errors.levelNotAllowed")}</p>
      ) : (
        <>
          <section aria-labelledby="matching-heading">
            <h2 id="matching-heading">{t("plannedWeeks.matchingHeading")}</h2>
            <p>{t("plannedWeeks.matchingBody")}</p>
            {data.matching.length > 0 ? <ApproveForm data={data} /> : <p>{t("plannedWeeks.noneMatching")}</p>}
          </section>
          {data.left.length > 0 ? (
            <section aria-labelledby="left-heading">
              <h2 id="left-heading">{t("plannedWeeks.leftHeading")}</h2>
              <p>{t("plannedWeeks.leftBody")}</p>
              <ul>
                {data.left.map((week) => (
                  <li key={week.timesheetId}>
                    <Link to={detailsPath(week.contractId, week.weekStart)}>
                      {t("plannedWeeks.leftWeek", { name: week.employeeName, date: format.date(week.weekStart) })}
                    </Link>
                    {t("plannedWeeks.reasonSeparator")}
                    <LeftReason reason={week.reason} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      <p>
        <Link to={data.listPath}>{t("timesheet.back")}</Link>
      </p>
    </>
  );
}

export const ErrorBoundary = ErrorContent;

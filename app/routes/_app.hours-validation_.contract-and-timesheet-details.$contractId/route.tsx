import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { Form, Link, useActionData, useLoaderData, useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { hoursOf } from "~domain/timesheet-hours";
import { isoWeekday } from "~domain/belgian-time";
import { actOnTimesheet, loadTimesheet } from "~/areas/hours-validation/timesheet.server";
import { detailsPath, timesheetPdfPath } from "~/areas/hours-validation/paths";
import { timesheetStatusName } from "~domain/timesheet-rules";
import { useServerValidatedForm } from "~/forms/use-form";
import { useFormatters } from "~/platform/format";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { DetailsList } from "~/ui/details-list";
import { ErrorSummary } from "~/ui/forms";
import * as forms from "~/ui/forms.css";
import { Notice } from "~/ui/notice";
import { printHidden } from "~/ui/print.css";
import { recordNotFound } from "~/ui/record-not-found";
import { SubmitButton } from "~/ui/submit-button";
import { reloadAfterConflict } from "~/forms/revalidation";
import { TableScroll } from "~/ui/table-scroll";
import { TimesheetWeekGrid } from "~/areas/hours-validation/timesheet-week-grid";

export const shouldRevalidate = reloadAfterConflict;

export const handle = {
  i18n: ["hoursValidation"],
  title: "hoursValidation:timesheet.pageTitle",
  notFound: {
    title: "hoursValidation:timesheet.notFound.title",
    body: "hoursValidation:timesheet.notFound.body",
    backTo: "/hours-validation",
    back: "hoursValidation:timesheet.back",
  },
} satisfies PageHandle;

export const loader = ({ request, params }: LoaderFunctionArgs) => loadTimesheet(request, params.contractId!);
export const action = ({ request, params }: ActionFunctionArgs) => actOnTimesheet(request, params.contractId!);

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

/** Decimal or hours and minutes, remembered for every timesheet. */
function UnitChoice({ unit }: { unit: Data["unit"] }) {
  const { t } = useTranslation("hoursValidation");
  const location = useLocation();
  return (
    <Form method="post" action="/preferences/hours-unit" className={`${forms.actions} ${printHidden}`} aria-label={t("timesheet.unit.label")}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <span>{t("timesheet.unit.label")}</span>
      {(["decimal", "hours"] as const).map((choice) => (
        <button key={choice} type="submit" name="unit" value={choice} aria-pressed={unit === choice} className={forms.toggleButton}>
          {t(`timesheet.unit.${choice}`)}
        </button>
      ))}
    </Form>
  );
}

/** What the contract planned for a day of the week, beside the day. */
function usePlanned(data: Data): (date: string) => string {
  const { t } = useTranslation("hoursValidation");
  return (date) => {
    const day = data.contract.schedule[String(isoWeekday(date))];
    return day ? t("timesheet.planned", { start: day.start, end: day.end, count: day.breakMinutes }) : t("timesheet.notPlanned");
  };
}

/** A week that can no longer change, or that the user may not change: its days as a table. */
function WeekTable({ data }: { data: Data }) {
  const { t } = useTranslation("hoursValidation");
  const format = useFormatters();
  const planned = usePlanned(data);
  const { i18n } = useTranslation();
  return (
    <TableScroll labelledBy="timesheet-week-caption">
      <table className={forms.form}>
        <caption className={forms.hidden} id="timesheet-week-caption">
          {t("timesheet.weekCaption", { date: format.date(data.week!.weekStart) })}
        </caption>
        <thead>
          <tr>
            {(["day", "planned", "hours", "absence", "remark"] as const).map((column) => (
              <th key={column} scope="col">
                {t(`timesheet.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.week!.days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{format.day(day.date)}</th>
              <td>{planned(day.date)}</td>
              <td>{hoursOf(day.minutes, data.unit, i18n.language)}</td>
              <td>{day.absent ? t(`absenceReasons.${day.absenceReason as "other"}`) : ""}</td>
              <td>{day.remark ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function ConfirmFinal({ data }: { data: Data }) {
  const { t } = useTranslation("hoursValidation");
  const format = useFormatters();
  const week = data.week!;
  const [form] = useServerValidatedForm({ id: "timesheet-confirm", lastResult: useActionData<typeof action>() });
  return (
    <section aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">{t("timesheet.confirm.heading")}</h2>
      <ErrorSummary form={form} fields={[]} />
      <p>{t("timesheet.confirm.body", { date: format.date(week.weekStart) })}</p>
      <WeekTable data={data} />
      <Form method="post" className={forms.actions} {...getFormProps(form)}>
        <SubmitButton name="intent" value="confirm-final">
          {t("timesheet.confirm.yes")}
        </SubmitButton>
        <Link to={detailsPath(data.contract.id, week.weekStart)}>{t("timesheet.confirm.no")}</Link>
      </Form>
    </section>
  );
}

/** /hours-validation/contract-and-timesheet-details/{id}: the contract, its weeks, and the chosen week's timesheet. */
export default function TimesheetPage() {
  const { t } = useTranslation("hoursValidation");
  const format = useFormatters();
  const data = useLoaderData<typeof loader>();
  const { contract, week } = data;
  const planned = usePlanned(data);
  const editable = week !== null && week.status !== "final" && contract.canValidate;
  return (
    <>
      <h1>{t("timesheet.title", { name: contract.employeeName })}</h1>
      {data.done ? <Notice>{t(`timesheet.done.${data.done}`)}</Notice> : null}
      {data.copiedFrom ? <Notice>{t("timesheet.copied", { date: format.date(data.copiedFrom) })}</Notice> : null}
      <DetailsList
        rows={[
          [t("timesheet.position"), contract.positionName],
          [t("timesheet.contractNumber"), contract.contractNumber ?? ""],
          [t("timesheet.period"), t("list.period", { start: format.date(contract.startDate), end: format.date(contract.endDate) })],
          [t("timesheet.workerType"), contract.workerType ? t(`workerTypes.${contract.workerType}`) : ""],
          [t("timesheet.committee"), contract.committee ?? ""],
          [t("timesheet.averageWeeklyHours"), contract.averageWeeklyHours === null ? "" : format.number(contract.averageWeeklyHours)],
          [t("timesheet.wage"), contract.wageCents === null ? "" : format.euro(contract.wageCents)],
        ]}
      />
      <nav aria-label={t("timesheet.weeks")}>
        <ul>
          {data.weeks.map((each) => (
            <li key={each.weekStart} aria-current={each.weekStart === week?.weekStart ? "page" : undefined}>
              <Link to={detailsPath(contract.id, each.weekStart)}>
                {t("list.week", { date: format.date(each.weekStart), status: t(`status.${timesheetStatusName(each.status)}`) })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {week === null ? (
        <p>{t("list.noResults")}</p>
      ) : (
        <section aria-labelledby="week-heading">
          <h2 id="week-heading">
            {t("timesheet.weekHeading", { date: format.date(week.weekStart), status: t(`status.${timesheetStatusName(week.status)}`) })}
          </h2>
          <UnitChoice unit={data.unit} />
          {week.id !== null && week.status !== null ? (
            <p className={printHidden}>
              <a href={timesheetPdfPath(contract.companyId, week.id)} download>
                {t("timesheet.pdf", { date: format.date(week.weekStart) })}
              </a>
            </p>
          ) : null}
          {!contract.canValidate ? <p>{t(`timesheet.levelNotAllowed.${contract.line}`)}</p> : null}
          {week.status === "final" ? <p>{t("timesheet.finalReadOnly")}</p> : null}
          {data.confirming ? (
            <ConfirmFinal data={data} />
          ) : editable ? (
            <TimesheetWeekGrid
              key={`${week.weekStart}-${data.unit}-${data.copiedFrom ?? ""}`}
              days={week.days.map((day) => ({ date: day.date, planned: planned(day.date) }))}
              unit={data.unit}
              defaultValue={data.defaultValue ?? undefined}
              copyPreviousWeek={data.previousWeek ? `${detailsPath(contract.id, week.weekStart)}&copy=previous` : null}
            />
          ) : (
            <WeekTable data={data} />
          )}
        </section>
      )}
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);

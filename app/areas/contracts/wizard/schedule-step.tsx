import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { Form, useLocation } from "react-router";
import { useEffect } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { isCalendarDate } from "~domain/calendar-date";
import { readableDay, workedMinutes } from "~domain/contract-schedule";
import { useServerValidatedForm } from "~/forms/use-form";
import type { WizardPage } from "~/forms/wizard/wizard";
import { WizardButtons } from "~/forms/wizard/wizard-parts";
import { useFormatters } from "~/platform/format";
import { clockHours } from "~domain/timesheet-hours";
import * as grid from "~/ui/day-grid.css";
import { initialOf, moveBetweenRows, useTyped } from "~/ui/day-grid";
import { CheckboxField, ErrorSummary, HintAndError, TextAreaField, TextField, fieldClassOf, inContext } from "~/ui/forms";
import * as styles from "~/ui/forms.css";
import { scheduleIntent, weeksOf } from "./schedule-edits";
import type { ScheduleForm } from "./schedule.schema";
import type { StepResult } from "./wizard-data";

type DayFields = Record<"date" | "start" | "end" | "breakMinutes", FieldMetadata<string | undefined>>;
type DayMeta = { meta: FieldMetadata<unknown>; fields: DayFields };

/** The day's worked minutes as typed, when its date and times can be read. */
function minutesOf(day: DayFields, textOf: (field: FieldMetadata<string | undefined>) => string): number | null {
  const [date, start, end, breakText] = [day.date, day.start, day.end, day.breakMinutes].map((field) => textOf(field).trim());
  const readable = readableDay({ date, start, end, breakMinutes: breakText ? Number(breakText) : 0 });
  return readable && Math.max(0, workedMinutes(readable));
}

/** A day of the schedule as a row of the week's grid: its date, times, break, hours and remove button. */
function DayRow({ day, number, title, minutes }: { day: DayMeta; number: number; title: string; minutes: number | null }) {
  const { t } = useTranslation("contracts");
  return (
    <fieldset className={`${grid.row} ${day.meta.errors?.[0] ? grid.rowWithError : ""}`} id={day.meta.id}>
      <legend>{title}</legend>
      {day.meta.errors?.[0] ? (
        <div className={grid.wholeRow}>
          <HintAndError meta={day.meta} context={title} />
        </div>
      ) : null}
      <TextField meta={day.fields.date} type="date" label={t("wizard.schedule.date")} context={title} />
      <TextField meta={day.fields.start} label={t("view.days.start")} context={title} sharedHintId="schedule-time-hint" autoComplete="off" />
      <TextField meta={day.fields.end} label={t("view.days.end")} context={title} sharedHintId="schedule-time-hint" autoComplete="off" />
      <TextField meta={day.fields.breakMinutes} label={t("wizard.schedule.breakMinutes")} context={title} inputMode="numeric" autoComplete="off" />
      <p>
        <span className={grid.wideScreensHide}>{t("wizard.schedule.dayHours")} </span>
        {minutes === null ? t("wizard.schedule.totalUnknown") : clockHours(minutes)}
      </p>
      <button type="submit" name="intent" value={scheduleIntent.removeDay(number - 1)} className={styles.linkButton}>
        {t("wizard.schedule.removeDay")}
        <span className={styles.hidden}> {title}</span>
      </button>
    </fieldset>
  );
}

/** A student's hours left before this contract, in each year of its days (docs/decisions/0039). */
function StudentHoursLeft({ years }: { years: { year: number; hoursLeft: number }[] }) {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  if (years.length === 0) return null;
  return (
    <section aria-labelledby="student-hours-left">
      <h3 id="student-hours-left">{t("wizard.schedule.studentHoursTitle")}</h3>
      <ul>
        {years.map(({ year, hoursLeft }) => (
          <li key={year}>{t("wizard.schedule.studentHoursOfYear", { year, hours: format.number(hoursLeft) })}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * After an editor's button the step shows again at the day it added (its address fragment): with
 * scripts, the page does not reload, so the first field of that day takes the focus as a reload would
 * have brought the user there.
 */
function useFocusOnAddedDay() {
  const { hash } = useLocation();
  useEffect(() => {
    const day = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (day instanceof HTMLFieldSetElement) day.querySelector("input")?.focus();
  }, [hash]);
}

/**
 * The Schedule step of the contract and extension wizards: the days week by week, each with its start,
 * end, break and computed total. Adding and removing days and weeks are plain submit buttons: the step
 * keeps what was typed and comes back with the change.
 */
export function ScheduleStep({
  id,
  page,
  defaultValue,
  fullTimeAsked,
  result,
  withNotes = false,
  studentHours = [],
}: {
  id: string;
  page: WizardPage;
  defaultValue: { days: Partial<Record<keyof DayFields, string>>[]; fullTimeConfirmed?: string; contractNotes?: string; notes?: string };
  fullTimeAsked: boolean;
  result: StepResult;
  /** The extension's contract notes and general remarks. */
  withNotes?: boolean;
  /** A student's hours left in each year of the days, before them. */
  studentHours?: { year: number; hoursLeft: number }[];
}) {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  const [form, fields] = useServerValidatedForm<ScheduleForm>({ id, lastResult: result, defaultValue });
  const { onChange, textOf } = useTyped();
  const days: DayMeta[] = fields.days.getFieldList().map((meta) => ({ meta, fields: meta.getFieldset() as unknown as DayFields }));
  // The weeks group the days as the server sent them: a date typed since moves its row at the next post.
  const weeks = weeksOf(days.map(({ fields: day }) => ({ date: initialOf(day.date) || null, start: null, end: null, breakMinutes: null })));
  const titles = days.map(({ fields: day }, index) => {
    const date = textOf(day.date);
    return isCalendarDate(date) ? format.day(date) : t("wizard.schedule.dayNumber", { number: index + 1 });
  });
  const minutes = days.map(({ fields: day }) => minutesOf(day, textOf));
  const showFullTime = fullTimeAsked || Boolean(fields.fullTimeConfirmed.errors);
  useFocusOnAddedDay();
  return (
    <>
      <ErrorSummary
        form={form}
        fields={[
          fields.days,
          ...days.flatMap(({ meta, fields: day }, index) =>
            [meta, day.date, day.start, day.end, day.breakMinutes].map((field) => inContext(field, titles[index])),
          ),
          ...(showFullTime ? [fields.fullTimeConfirmed] : []),
          fields.contractNotes,
          fields.notes,
        ]}
      />
      <Form method="post" className={grid.gridForm} onChange={onChange} onKeyDown={moveBetweenRows} {...getFormProps(form)}>
        {/* Enter in a field goes on, as in every step: this first submit button is the form's default. */}
        <button type="submit" name="intent" value="next" className={styles.hidden} tabIndex={-1} aria-hidden="true">
          {t("wizard.schedule.next")}
        </button>
        <StudentHoursLeft years={studentHours} />
        <div id="schedule-editor" className={`${fieldClassOf(fields.days)} ${grid.scheduleColumns}`}>
          <p className={styles.hint}>{t("wizard.schedule.hint")}</p>
          <p className={styles.hint} id="schedule-time-hint">
            {t("obstruction.timeHint")}
          </p>
          <HintAndError meta={fields.days} />
          {weeks.map((week) => {
            const heading = week.monday ? t("wizard.schedule.weekOf", { date: format.date(week.monday) }) : t("wizard.schedule.undated");
            const weekMinutes = week.days.reduce((sum, { index }) => sum + (minutes[index] ?? 0), 0);
            return (
              <section key={week.monday ?? "undated"} aria-label={heading} className={grid.grid}>
                <h3>{heading}</h3>
                <div className={grid.columnNames} aria-hidden="true">
                  <span>{t("wizard.schedule.date")}</span>
                  <span>{t("view.days.start")}</span>
                  <span>{t("view.days.end")}</span>
                  <span>{t("wizard.schedule.breakMinutes")}</span>
                  <span>{t("wizard.schedule.dayHours")}</span>
                  <span />
                </div>
                {week.days.map(({ index }) => (
                  <DayRow key={days[index].meta.key ?? index} day={days[index]} number={index + 1} title={titles[index]} minutes={minutes[index]} />
                ))}
                {week.monday ? (
                  <p className={grid.total} aria-live="polite">
                    {t("wizard.schedule.weekTotal", { hours: clockHours(weekMinutes) })}
                  </p>
                ) : null}
                {week.monday ? (
                  <button type="submit" name="intent" value={scheduleIntent.removeWeek(week.monday)} className={styles.linkButton}>
                    {t("wizard.schedule.removeWeek", { date: format.date(week.monday) })}
                  </button>
                ) : null}
              </section>
            );
          })}
          <div className={styles.actions}>
            <button type="submit" name="intent" value={scheduleIntent.addDay} className={styles.secondaryButton}>
              {t("wizard.schedule.addDay")}
            </button>
            <button type="submit" name="intent" value={scheduleIntent.addWeek} className={styles.secondaryButton}>
              {weeks.some((week) => week.monday) ? t("wizard.schedule.copyLastWeek") : t("wizard.schedule.addWeek")}
            </button>
          </div>
        </div>
        {showFullTime ? (
          <CheckboxField meta={fields.fullTimeConfirmed} label={t("wizard.schedule.fullTimeConfirmed")} hint={t("wizard.schedule.fullTimeHint")} />
        ) : null}
        {withNotes ? (
          <>
            <TextAreaField meta={fields.contractNotes} label={t("extension.contractNotes")} hint={t("extension.contractNotesHint")} optional />
            <TextAreaField meta={fields.notes} label={t("extension.notes")} hint={t("extension.notesHint")} optional />
          </>
        ) : null}
        <WizardButtons page={page} cancel />
      </Form>
    </>
  );
}

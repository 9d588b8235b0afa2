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
import { CheckboxField, ErrorSummary, HintAndError, TextAreaField, TextField, fieldClassOf } from "~/ui/forms";
import * as styles from "~/ui/forms.css";
import { scheduleIntent, weeksOf } from "./schedule-edits";
import type { ScheduleForm } from "./schedule.schema";
import type { StepResult } from "./wizard-data";

type DayFields = Record<"date" | "start" | "end" | "breakMinutes", FieldMetadata<string | undefined>>;
type DayMeta = { meta: FieldMetadata<unknown>; fields: DayFields };

/** A field's value as typed. A field sent more than once (which no page's form does) comes back as a list: nothing typed. */
const typedOf = (field: FieldMetadata<string | undefined>) => (typeof field.initialValue === "string" ? field.initialValue : "");

/** The day's worked time as typed, when its times can be read. */
function totalOf(fields: DayFields): number | null {
  const [date, start, end, breakText] = [fields.date, fields.start, fields.end, fields.breakMinutes].map((field) => typedOf(field).trim());
  const day = readableDay({ date, start, end, breakMinutes: breakText ? Number(breakText) : 0 });
  return day && workedMinutes(day);
}

function DayFieldset({ day, number }: { day: DayMeta; number: number }) {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  const date = typedOf(day.fields.date);
  const title = isCalendarDate(date) ? format.day(date) : t("wizard.schedule.dayNumber", { number });
  const total = totalOf(day.fields);
  return (
    <fieldset className={`${styles.fieldset} ${fieldClassOf(day.meta)}`} id={day.meta.id}>
      <legend className={styles.label}>{title}</legend>
      <HintAndError meta={day.meta} />
      <TextField meta={day.fields.date} type="date" label={t("wizard.schedule.date")} />
      <TextField meta={day.fields.start} label={t("view.days.start")} hint={t("obstruction.timeHint")} autoComplete="off" />
      <TextField meta={day.fields.end} label={t("view.days.end")} hint={t("obstruction.timeHint")} autoComplete="off" />
      <TextField meta={day.fields.breakMinutes} label={t("wizard.schedule.breakMinutes")} inputMode="numeric" autoComplete="off" />
      <p>{total === null ? t("wizard.schedule.totalUnknown") : t("wizard.schedule.total", { hours: clockHours(Math.max(0, total)) })}</p>
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
  defaultValue: { days: Partial<Record<keyof DayFields, string>>[]; fullTimeConfirmed?: string; notes?: string };
  fullTimeAsked: boolean;
  result: StepResult;
  /** The extension's notes for the office. */
  withNotes?: boolean;
  /** A student's hours left in each year of the days, before them. */
  studentHours?: { year: number; hoursLeft: number }[];
}) {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  const [form, fields] = useServerValidatedForm<ScheduleForm>({ id, lastResult: result, defaultValue });
  const days: DayMeta[] = fields.days.getFieldList().map((meta) => ({ meta, fields: meta.getFieldset() as unknown as DayFields }));
  const weeks = weeksOf(days.map(({ fields: day }) => ({ date: typedOf(day.date) || null, start: null, end: null, breakMinutes: null })));
  const showFullTime = fullTimeAsked || Boolean(fields.fullTimeConfirmed.errors);
  useFocusOnAddedDay();
  return (
    <>
      <ErrorSummary
        form={form}
        fields={[
          fields.days,
          ...days.flatMap(({ meta, fields: day }) => [meta, day.date, day.start, day.end, day.breakMinutes]),
          ...(showFullTime ? [fields.fullTimeConfirmed] : []),
          fields.notes,
        ]}
      />
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        {/* Enter in a field goes on, as in every step: this first submit button is the form's default. */}
        <button type="submit" name="intent" value="next" className={styles.hidden} tabIndex={-1} aria-hidden="true">
          {t("wizard.schedule.next")}
        </button>
        <StudentHoursLeft years={studentHours} />
        <div id="schedule-editor" className={fieldClassOf(fields.days)}>
          <p className={styles.hint}>{t("wizard.schedule.hint")}</p>
          <HintAndError meta={fields.days} />
          {weeks.map((week) => {
            const heading = week.monday ? t("wizard.schedule.weekOf", { date: format.date(week.monday) }) : t("wizard.schedule.undated");
            return (
              <section key={week.monday ?? "undated"} aria-label={heading}>
                <h3>{heading}</h3>
                {week.days.map(({ index }) => (
                  <DayFieldset key={days[index].meta.key ?? index} day={days[index]} number={index + 1} />
                ))}
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
              {t("wizard.schedule.addWeek")}
            </button>
          </div>
        </div>
        {showFullTime ? (
          <CheckboxField meta={fields.fullTimeConfirmed} label={t("wizard.schedule.fullTimeConfirmed")} hint={t("wizard.schedule.fullTimeHint")} />
        ) : null}
        {withNotes ? <TextAreaField meta={fields.notes} label={t("extension.notes")} hint={t("extension.notesHint")} optional /> : null}
        <WizardButtons page={page} cancel />
      </Form>
    </>
  );
}

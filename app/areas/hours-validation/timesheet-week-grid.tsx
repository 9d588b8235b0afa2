import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { Form, Link, useActionData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ABSENCE_REASONS } from "~domain/timesheet-rules";
import { hoursOf, minutesOfTyped, type HoursUnit } from "~domain/timesheet-hours";
import { useServerValidatedForm } from "~/forms/use-form";
import { useFormatters } from "~/platform/format";
import * as grid from "~/ui/day-grid.css";
import { moveBetweenRows, useTyped } from "~/ui/day-grid";
import { CheckboxField, ErrorSummary, SelectField, TextField, inContext } from "~/ui/forms";
import * as forms from "~/ui/forms.css";
import { SubmitButton } from "~/ui/submit-button";
import { useHydrated } from "~/ui/use-hydrated";
import type { TimesheetForm, timesheetFormValues } from "./timesheet.schema";

type DayFields = Record<"hours" | "absent" | "absenceReason" | "remark", FieldMetadata<string | undefined>>;

/** The week's days as the grid shows them: each date, with what the contract planned that day. */
export type GridDay = { date: string; planned: string };

/**
 * A week's timesheet as one grid (issue 47): a row per day with its hours, absence and remarks, the
 * hours' hint once, and the week's total. Without scripts it is the same form, posted as before: every
 * absence reason is shown, optional until its day is marked absent, and the total is the one sent.
 * With scripts the total follows what is typed, a reason shows once its day is absent, and the arrows
 * move up and down a column.
 */
export function TimesheetWeekGrid({
  days: week,
  unit,
  defaultValue,
  copyPreviousWeek,
}: {
  days: GridDay[];
  unit: HoursUnit;
  defaultValue: ReturnType<typeof timesheetFormValues> | undefined;
  /** The address that fills the grid with the week before's hours, when there is such a week. */
  copyPreviousWeek: string | null;
}) {
  const { t, i18n } = useTranslation("hoursValidation");
  const format = useFormatters();
  const hydrated = useHydrated();
  const [form, fields] = useServerValidatedForm<TimesheetForm>({ id: "timesheet", lastResult: useActionData(), defaultValue });
  const rows = fields.days.getFieldList().map((day) => day.getFieldset() as unknown as DayFields);
  const { onChange, textOf, tickedOf } = useTyped();
  const reasons = ABSENCE_REASONS.map((reason) => ({ value: reason, label: t(`absenceReasons.${reason}`) }));
  const minutes = rows.map((day) => minutesOfTyped(textOf(day.hours)));
  const weekMinutes = minutes.reduce<number>((sum, each) => sum + Math.max(0, each ?? 0), 0);
  const dayNames = week.map((day) => format.day(day.date));
  return (
    <>
      <ErrorSummary
        form={form}
        fields={[fields.days, ...rows.flatMap((day, index) => [day.hours, day.absenceReason, day.remark].map((field) => inContext(field, dayNames[index])))]}
      />
      {copyPreviousWeek ? (
        <p>
          <Link to={copyPreviousWeek}>{t("timesheet.copyPreviousWeek")}</Link>
        </p>
      ) : null}
      <Form method="post" className={`${grid.grid} ${grid.timesheetColumns}`} onChange={onChange} onKeyDown={moveBetweenRows} {...getFormProps(form)}>
        <p className={forms.hint} id="timesheet-hours-hint">
          {t(`timesheet.hoursHint.${unit}`)}
        </p>
        <p className={forms.hint}>{t("timesheet.absenceReasonHint")}</p>
        <div className={grid.columnNames} aria-hidden="true">
          <span>{t("timesheet.columns.day")}</span>
          <span>{t("timesheet.columns.hours")}</span>
          <span>{t("timesheet.absent")}</span>
          <span>{t("timesheet.absenceReason")}</span>
          <span>{t("timesheet.columns.remark")}</span>
        </div>
        {week.map((day, index) => {
          const fieldsOfDay = rows[index];
          const reasonShown =
            !hydrated || tickedOf(fieldsOfDay.absent) || Boolean(fieldsOfDay.absenceReason.errors) || textOf(fieldsOfDay.absenceReason) !== "";
          return (
            <fieldset key={day.date} className={grid.row}>
              <legend>{`${dayNames[index]}. ${day.planned}`}</legend>
              <div aria-hidden="true">
                <span className={grid.dayName}>{format.shortDay(day.date)}</span>
                <span className={forms.hint}>{day.planned}</span>
              </div>
              <TextField
                meta={fieldsOfDay.hours}
                label={t("timesheet.hours")}
                context={dayNames[index]}
                sharedHintId="timesheet-hours-hint"
                autoComplete="off"
              />
              <CheckboxField meta={fieldsOfDay.absent} label={t("timesheet.absent")} context={dayNames[index]} />
              {reasonShown ? (
                <SelectField
                  meta={fieldsOfDay.absenceReason}
                  label={t("timesheet.absenceReason")}
                  placeholder={t("timesheet.choose")}
                  options={reasons}
                  context={dayNames[index]}
                />
              ) : (
                <div />
              )}
              <TextField
                meta={fieldsOfDay.remark}
                label={`${t("timesheet.remark")} ${i18n.t("common:forms.optional")}`}
                context={dayNames[index]}
                autoComplete="off"
              />
            </fieldset>
          );
        })}
        <p className={grid.total} aria-live="polite">
          {t("timesheet.weekTotal", { hours: hoursOf(weekMinutes, unit, i18n.language) })}
        </p>
        <div className={forms.actions}>
          <button type="submit" name="intent" value="draft" className={forms.secondaryButton}>
            {t("timesheet.saveDraft")}
          </button>
          <SubmitButton name="intent" value="final">
            {t("timesheet.submitFinal")}
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}

import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { useServerValidatedForm } from "~/forms/use-form";
import { useFormatters } from "~/platform/format";
import type { PlanningQuery } from "~/platform/operations.generated";
import { ErrorSummary, SelectField, TextField } from "~/ui/forms";
import * as forms from "~/ui/forms.css";
import { addDays } from "~domain/belgian-time";
import { isoWeekOf, mondayOfWeek } from "~domain/planning-week";
import { PLANNING_PATH } from "./planning-path";
import * as styles from "./planning.css";

type Planning = PlanningQuery["planning"];
type FilterFields = { week?: string; line?: string; position?: string; costPlace?: string; search?: string };

/**
 * The week and the filters as one GET form, so that both work without JavaScript: the week as any day
 * of it, the line, position, cost place and a name. The week is a date field, not a week field, which
 * Firefox and Safari show as a text box that needs a format hint, and Chromium as "Week 48, 2026",
 * which a hint of that format contradicted (docs/decisions/0080); a week from the address (2026-W48,
 * the week links' form) is shown as its Monday.
 */
export function PlanningFilterForm({
  options,
  filter,
  result,
}: {
  options: Pick<Planning, "lines" | "positions" | "costPlaces"> | null;
  filter: FilterFields;
  result: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("planning");
  const shown = { ...filter, week: filter.week ? (mondayOfWeek(filter.week) ?? filter.week) : undefined };
  const [form, fields] = useServerValidatedForm<FilterFields>({ id: "planning-filter", lastResult: result, defaultValue: shown });
  return (
    <>
      <ErrorSummary form={form} fields={[fields.week, fields.search]} />
      <Form method="get" role="search" aria-label={t("filter.label")} className={forms.actions} {...getFormProps(form)}>
        <TextField meta={fields.week} label={t("filter.week")} hint={t("filter.weekHint")} type="date" />
        {options && options.lines.length > 1 ? (
          <SelectField
            meta={fields.line}
            label={t("filter.line")}
            placeholder={t("filter.anyLine")}
            options={options.lines.map((line) => ({ value: line, label: t(`lines.${line}`) }))}
          />
        ) : null}
        <SelectField
          meta={fields.position}
          label={t("filter.position")}
          placeholder={t("filter.anyPosition")}
          options={(options?.positions ?? []).map((position) => ({ value: position, label: position }))}
        />
        {options && options.costPlaces.length > 0 ? (
          <SelectField
            meta={fields.costPlace}
            label={t("filter.costPlace")}
            placeholder={t("filter.anyCostPlace")}
            options={options.costPlaces.map((place) => ({ value: place.id, label: place.name }))}
          />
        ) : null}
        <TextField meta={fields.search} label={t("filter.search")} />
        <button type="submit" className={forms.secondaryButton}>
          {t("filter.apply")}
        </button>
        <Link to={PLANNING_PATH}>{t("filter.clear")}</Link>
      </Form>
    </>
  );
}

/** The address of another week, every filter kept (the page starts again at the first). */
function weekHref(search: string, monday: string): string {
  const query = new URLSearchParams(search);
  query.set("week", isoWeekOf(monday));
  query.delete("page");
  return `${PLANNING_PATH}?${query}`;
}

/** Previous and next week as plain links, around the week shown. */
export function WeekNavigation({ weekStart }: { weekStart: string }) {
  const { t } = useTranslation("planning");
  const { search } = useLocation();
  const format = useFormatters();
  return (
    <nav aria-label={t("weekNav.label")} className={styles.weekNav}>
      <Link to={weekHref(search, addDays(weekStart, -7))}>{t("weekNav.previous")}</Link>
      <p>{t("weekNav.current", { week: isoWeekOf(weekStart), start: format.date(weekStart), end: format.date(addDays(weekStart, 6)) })}</p>
      <Link to={weekHref(search, addDays(weekStart, 7))}>{t("weekNav.next")}</Link>
    </nav>
  );
}

import { Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { contractPath } from "~/areas/contracts/contract-pages";
import { useFormatters } from "~/platform/format";
import type { PlanningQuery } from "~/platform/operations.generated";
import { clockHours } from "~domain/timesheet-hours";
import * as forms from "~/ui/forms.css";
import * as styles from "./planning.css";

type Planning = PlanningQuery["planning"];
type Row = Planning["rows"][number];
type Shift = Row["shifts"][number];

const nameOf = (person: Row["person"]) => `${person.firstName} ${person.lastName}`;

/** What a shift says besides its hours: a requested contract, a cancellation asked for, an obstruction. */
function Markers({ shift }: { shift: Shift }) {
  const { t } = useTranslation("planning");
  return (
    <>
      {shift.requested ? <span className={styles.marker}>{t("markers.requested")}</span> : null}
      {shift.cancellationRequested ? <span className={styles.marker}>{t("markers.cancellationRequested")}</span> : null}
      {shift.obstructed ? <span className={styles.marker}>{t("markers.obstructed")}</span> : null}
    </>
  );
}

/** A shift: its hours link to the contract, then its break, position and markers. */
function ShiftDetails({ shift, who }: { shift: Shift; who: string }) {
  const { t } = useTranslation("planning");
  const format = useFormatters();
  return (
    <>
      <Link to={contractPath({ id: shift.contractId, line: shift.line })}>
        {t("shift.hours", { start: shift.start, end: shift.end })}
        <span className={forms.hidden}> {t("shift.contractOf", { name: who, day: format.day(shift.date) })}</span>
      </Link>
      <span>{t("shift.break", { count: shift.breakMinutes })}</span>
      <span>
        {shift.positionName} ({t(`lines.${shift.line}`)})
      </span>
      <Markers shift={shift} />
    </>
  );
}

/** The week as a grid: a row per person, a column per day, the totals of each in the last column and row. */
export function PlanningGrid({ planning }: { planning: Planning }) {
  const { t } = useTranslation("planning");
  const format = useFormatters();
  const dates = planning.dayTotals.map((day) => day.date);
  const weekMinutes = planning.dayTotals.reduce((total, day) => total + day.workedMinutes, 0);
  return (
    <table className={styles.grid}>
      <caption className={forms.hidden}>{t("grid.caption")}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.personCell}>
            {t("grid.person")}
          </th>
          {dates.map((date) => (
            <th key={date} scope="col" className={styles.cell}>
              {format.shortDay(date)}
            </th>
          ))}
          <th scope="col" className={styles.totalCell}>
            {t("grid.personTotal")}
          </th>
        </tr>
      </thead>
      <tbody>
        {planning.rows.map((row) => (
          <tr key={row.person.id}>
            <th scope="row" className={styles.personCell}>
              {nameOf(row.person)}
            </th>
            {dates.map((date) => {
              const shifts = row.shifts.filter((shift) => shift.date === date);
              return (
                <td key={date} className={styles.cell}>
                  {shifts.length > 0 ? (
                    <ul className={styles.shiftList}>
                      {shifts.map((shift) => (
                        <li key={`${shift.contractId}-${shift.start}`} className={styles.shift}>
                          <ShiftDetails shift={shift} who={nameOf(row.person)} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
            <td className={styles.totalCell}>{clockHours(row.workedMinutes)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={styles.personCell}>
            {t("grid.dayTotal")}
          </th>
          {planning.dayTotals.map((day) => (
            <td key={day.date} className={styles.cell}>
              {clockHours(day.workedMinutes)}
            </td>
          ))}
          <td className={styles.totalCell}>{clockHours(weekMinutes)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The same week on a phone: a heading per day, its shifts by person, and the day's total. */
export function PlanningByDay({ planning }: { planning: Planning }) {
  const { t } = useTranslation("planning");
  const format = useFormatters();
  return (
    <div className={styles.byDay}>
      {planning.dayTotals.map((day) => {
        const shifts = planning.rows.flatMap((row) =>
          row.shifts.filter((shift) => shift.date === day.date).map((shift) => ({ shift, who: nameOf(row.person) })),
        );
        return (
          <section key={day.date} aria-labelledby={`day-${day.date}`}>
            <h2 id={`day-${day.date}`}>{format.day(day.date)}</h2>
            {shifts.length === 0 ? (
              <p>{t("byDay.nobody")}</p>
            ) : (
              <ul className={styles.dayList}>
                {shifts.map(({ shift, who }) => (
                  <li key={`${shift.contractId}-${shift.start}`} className={`${styles.dayShift} ${styles.shift}`}>
                    <strong>{who}</strong>
                    <ShiftDetails shift={shift} who={who} />
                  </li>
                ))}
              </ul>
            )}
            <p>{t("byDay.total", { hours: clockHours(day.workedMinutes) })}</p>
          </section>
        );
      })}
    </div>
  );
}

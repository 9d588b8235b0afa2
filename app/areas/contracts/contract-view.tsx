import { Form, Link } from "react-router";
import { contractPath, editContractPath, extensionPath } from "~/areas/contracts/contract-pages";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { ContractQuery } from "~/platform/operations.generated";
import { useFormatters } from "~/platform/format";
import { clockHours } from "~domain/timesheet-hours";
import type { FormReply } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { DetailsList } from "~/ui/details-list";
import { ErrorSummary } from "~/ui/forms";
import * as forms from "~/ui/forms.css";
import { Notice } from "~/ui/notice";
import { printHidden } from "~/ui/print.css";
import * as styles from "~/areas/settings/settings.css";
import { TableScroll } from "~/ui/table-scroll";

export type ContractView = NonNullable<ContractQuery["contract"]>;

/** The links and buttons a contract's status allows (part 2 §4). */
function ContractActions({ contract }: { contract: ContractView }) {
  const { t } = useTranslation("contracts");
  const id = encodeURIComponent(contract.id);
  const links: [string, string][] = [];
  if (contract.actions.includes("edit")) links.push([editContractPath(contract.id), t("actions.edit")]);
  if (contract.actions.includes("extend")) links.push([extensionPath(contract.id), t("actions.extend")]);
  if (contract.actions.includes("request_workday_cancellation")) links.push([`/contracts/request-workday-cancellation/${id}`, t("actions.cancelWorkdays")]);
  if (contract.actions.includes("report_work_obstruction")) links.push([`/contracts/create-work-obstruction/${id}`, t("actions.reportObstruction")]);
  if (contract.actions.includes("request_contract_cancellation")) links.push([`/contracts/request-contract-cancellation/${id}`, t("actions.cancelContract")]);
  if (contract.actions.includes("stop_extension")) links.push([`/contracts/stop-contract-extension/${id}`, t("actions.stopExtension")]);
  if (contract.actions.includes("delete")) links.push([`/contracts/delete-contract/${id}`, t("actions.delete")]);
  // Any payroll contract can start a new one (docs/decisions/0086); selection contracts are the office's.
  if (contract.line === "payroll") links.push([`/contracts/use-as-template/${id}`, t("actions.useAsTemplate")]);
  if (links.length === 0) return null;
  return (
    <nav aria-label={t("view.actionsLabel")}>
      <ul className={forms.actionList}>
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The working days as a table; a failed work obstruction can be pushed to the back office again. */
function ScheduleTable({ contract }: { contract: ContractView }) {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  return (
    <TableScroll labelledBy="schedule-caption">
      <table className={styles.table}>
        <caption className={forms.hidden} id="schedule-caption">
          {t("view.schedule")}
        </caption>
        <thead>
          <tr>
            {(["date", "start", "end", "break", "worked", "notes"] as const).map((column) => (
              <th key={column} scope="col" className={styles.cell}>
                {t(`view.days.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {contract.days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className={styles.cell}>
                {format.date(day.date)}
              </th>
              <td className={styles.cell}>{day.start}</td>
              <td className={styles.cell}>{day.end}</td>
              <td className={styles.cell}>{t("view.days.minutes", { count: day.breakMinutes })}</td>
              <td className={styles.cell}>{clockHours(day.workedMinutes)}</td>
              <td className={styles.cell}>
                {day.cancellationRequested ? <p>{t("view.days.cancellationRequested")}</p> : null}
                {day.obstruction ? (
                  day.obstruction.state === "failed" ? (
                    <Form method="post" className={forms.actions}>
                      <span>
                        {t("view.days.obstructionFailed", {
                          weather: t(`obstruction.weather.${day.obstruction.weather}`, { defaultValue: day.obstruction.weather }),
                        })}
                      </span>
                      <input type="hidden" name="obstructionId" value={day.obstruction.id} />
                      <button type="submit" name="intent" value="push-obstruction" className={forms.secondaryButton}>
                        {t("view.days.pushAgain")}
                        <span className={forms.hidden}> {format.date(day.date)}</span>
                      </button>
                    </Form>
                  ) : (
                    <p>
                      {t("view.days.obstruction", { weather: t(`obstruction.weather.${day.obstruction.weather}`, { defaultValue: day.obstruction.weather }) })}
                    </p>
                  )
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4} className={styles.cell}>
              {t("view.total")}
            </th>
            <td className={styles.cell}>{clockHours(contract.totalMinutes)}</td>
            <td className={styles.cell} />
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

/**
 * A contract (part 2 §2 screen 11): every field, the schedule, the status and what it allows, and a
 * link back to its list. `result` is the answer to pushing a work obstruction again.
 */
export function ContractViewPage({
  contract,
  notice,
  result,
  back,
}: {
  contract: ContractView;
  notice: string | null;
  result: FormReply | undefined;
  back: string;
}) {
  const { t } = useTranslation(["contracts", "positions"]);
  const [form] = useServerValidatedForm({ id: "push-obstruction", lastResult: result });
  const format = useFormatters();
  const name = `${contract.employee.firstName} ${contract.employee.lastName}`;
  const location =
    contract.onTheMove || !contract.location
      ? t("view.variousLocations")
      : `${contract.location.street} ${contract.location.streetNumber}, ${contract.location.zip} ${contract.location.city}`;
  const rows: [string, React.ReactNode][] = [
    [t("view.status"), t(`status.${contract.status}`)],
    [t("view.number"), contract.contractNumber ?? t("view.notYetNumbered")],
    [
      t("view.employee"),
      contract.employee.inPayrollTeam ? <Link to={`/employee/${encodeURIComponent(contract.employee.id)}/view-employee-profile`}>{name}</Link> : name,
    ],
    [
      t("view.position"),
      contract.position ? (
        <Link to={`/positions/view-position/${encodeURIComponent(contract.position.id)}`}>{contract.positionName}</Link>
      ) : (
        contract.positionName
      ),
    ],
    [t("view.period"), t("list.period", { start: format.date(contract.startDate), end: format.date(contract.endDate) })],
    [t("view.committee"), contract.committee?.codeAndName ?? t("view.none")],
    [t("view.costPlace"), contract.costPlace?.name ?? t("view.none")],
    [t("view.location"), location],
    [t("view.siteAddress"), contract.siteAddress ?? t("view.none")],
    [t("view.statute"), t(`statute.${contract.statute}`)],
    [t("view.contractType"), t(`contractType.${contract.contractType}`)],
    [t("view.contractReason"), t(`contractReason.${contract.contractReason}`)],
    ...(contract.inflowAttempt ? ([[t("view.inflowAttempt"), t(`inflowAttempt.${contract.inflowAttempt}`)]] as [string, string][]) : []),
    ...(contract.vcaExamDate ? ([[t("view.vcaExamDate"), format.date(contract.vcaExamDate)]] as [string, string][]) : []),
    [t("view.wage"), format.euro(contract.wageCents)],
    [
      t("view.premiums"),
      contract.premiums.length === 0
        ? t("view.none")
        : contract.premiums
            .map(
              (premium) =>
                `${t(`positions:premiumTypes.${premium.type}`)}${premium.distanceKm !== null ? ` (${t("view.distance", { km: premium.distanceKm })})` : ""}`,
            )
            .join(", "),
    ],
    [
      t("view.certificates"),
      contract.certificateTypes.length === 0 ? t("view.none") : contract.certificateTypes.map((type) => t(`positions:certificates.${type}`)).join(", "),
    ],
    [t("view.remark"), contract.remark ?? t("view.none")],
    ...(contract.cancellationReason ? ([[t("view.cancellationReason"), contract.cancellationReason]] as [string, string][]) : []),
  ];
  return (
    <>
      <h1>{t("view.title", { name })}</h1>
      <ErrorSummary form={form} fields={[]} />
      {notice ? <Notice>{notice}</Notice> : null}
      {contract.pendingExtension ? (
        <>
          <p>{contract.pendingExtension.state === "draft" ? t("view.pendingExtension.draft") : t("view.pendingExtension.waiting")}</p>
          {contract.pendingExtension.notes ? <p>{t("view.pendingExtension.notes", { notes: contract.pendingExtension.notes })}</p> : null}
        </>
      ) : null}
      <ContractActions contract={contract} />
      <DetailsList rows={rows} />
      <h2>{t("view.schedule")}</h2>
      <ScheduleTable contract={contract} />
      <p className={printHidden}>
        {/* A file to download, not a page: a plain link, with or without JavaScript. */}
        <a href={`${contractPath(contract)}/calendar.ics`} download>
          {t("view.calendar")}
        </a>
      </p>
      <p className={printHidden}>
        <Link to={back}>{t("view.back")}</Link>
      </p>
    </>
  );
}

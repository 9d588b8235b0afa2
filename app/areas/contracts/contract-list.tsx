import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { contractPath, extensionPath } from "~/areas/contracts/contract-pages";
import { useServerValidatedForm } from "~/forms/use-form";
import { useFormatters } from "~/platform/format";
import type { ContractRowFieldsFragment } from "~/platform/operations.generated";
import { ErrorSummary, SelectField, TextField } from "~/ui/forms";
import * as forms from "~/ui/forms.css";
import { ExportLink } from "~/ui/export-link";
import { ListLoadFailed } from "~/ui/list-load-failed";
import { Pagination } from "~/ui/pagination";
import * as styles from "~/areas/settings/settings.css";
import { CONTRACT_DURATIONS } from "~domain/contract-duration";
import { CONTRACT_STATUSES, EXTENSION_STATUSES } from "~domain/contract-status";
import { TableScroll } from "~/ui/table-scroll";

type ContractPage = { nodes: ContractRowFieldsFragment[]; page: number; pageCount: number };

/** The contracts list's filters as one GET form: status, period, duration and name, so they work without JavaScript. */
type FilterFields = { status?: string; from?: string; to?: string; duration?: string; search?: string };

export function ContractFilterForm({ path, filter, result }: { path: string; filter: FilterFields; result: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("contracts");
  const [form, fields] = useServerValidatedForm<FilterFields>({ id: "contract-filter", lastResult: result, defaultValue: filter });
  return (
    <>
      <ErrorSummary form={form} fields={[fields.status, fields.from, fields.to, fields.duration, fields.search]} />
      <Form method="get" role="search" aria-label={t("filter.label")} className={forms.actions} {...getFormProps(form)}>
        <SelectField
          meta={fields.status}
          label={t("filter.status")}
          placeholder={t("filter.anyStatus")}
          options={CONTRACT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
        <TextField meta={fields.from} label={t("filter.from")} type="date" />
        <TextField meta={fields.to} label={t("filter.to")} type="date" />
        <SelectField
          meta={fields.duration}
          label={t("filter.duration")}
          placeholder={t("filter.anyDuration")}
          options={CONTRACT_DURATIONS.map((duration) => ({ value: duration, label: t(`duration.${duration}`) }))}
        />
        <TextField meta={fields.search} label={t("filter.search")} />
        <button type="submit" className={forms.secondaryButton}>
          {t("filter.apply")}
        </button>
        <Link to={path}>{t("filter.clear")}</Link>
      </Form>
    </>
  );
}

/** The extension list's one filter: its extension status. */
export function ExtensionFilterForm({ path, status }: { path: string; status: string | undefined }) {
  const { t } = useTranslation("contracts");
  return (
    <Form method="get" role="search" aria-label={t("filter.label")} className={forms.actions}>
      <div className={forms.field}>
        <label className={forms.label} htmlFor="extension-status">
          {t("filter.extensionStatus")}
        </label>
        <select id="extension-status" name="status" defaultValue={status ?? ""} className={forms.input}>
          <option value="">{t("filter.anyStatus")}</option>
          {EXTENSION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`extensionStatus.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={forms.secondaryButton}>
        {t("filter.apply")}
      </button>
      <Link to={path}>{t("filter.clear")}</Link>
    </Form>
  );
}

/**
 * A page of contracts: employee, position, period and status in words, a link to each contract. The
 * extension list shows the extension status instead of the contract's.
 */
export function ContractTable({ contracts, caption, extensions = false }: { contracts: ContractPage | null; caption: string; extensions?: boolean }) {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  if (contracts === null) return <ListLoadFailed message={t("list.loadFailed")} />;
  if (contracts.nodes.length === 0) return <p>{t("list.noResults")}</p>;
  return (
    <>
      <ExportLink />
      {/* Focusable and named, so that keyboard users can scroll a table wider than the screen. */}
      <TableScroll labelledBy="contracts-caption">
        <table className={styles.table}>
          <caption className={forms.hidden} id="contracts-caption">
            {t("list.caption", { caption, page: contracts.page, pageCount: contracts.pageCount })}
          </caption>
          <thead>
            <tr>
              {(["employee", "position", "period", "status", "actions"] as const).map((column) => (
                <th key={column} scope="col" className={styles.cell}>
                  {column === "actions" ? <span className={forms.hidden}>{t("list.columns.actions")}</span> : t(`list.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {contracts.nodes.map((contract) => {
              const name = `${contract.employee.firstName} ${contract.employee.lastName}`;
              return (
                <tr key={contract.id}>
                  <th scope="row" className={styles.cell}>
                    {name}
                  </th>
                  <td className={styles.cell}>{contract.positionName}</td>
                  <td className={styles.cell}>{t("list.period", { start: format.date(contract.startDate), end: format.date(contract.endDate) })}</td>
                  <td className={styles.cell}>
                    {extensions && contract.extensionStatus ? t(`extensionStatus.${contract.extensionStatus}`) : t(`status.${contract.status}`)}
                  </td>
                  <td className={styles.cell}>
                    <span className={forms.actions}>
                      <Link to={contractPath(contract)}>
                        {t("list.view")}
                        <span className={forms.hidden}> {t("list.contractOf", { name, start: format.date(contract.startDate) })}</span>
                      </Link>
                      {contract.actions.includes("extend") ? (
                        <Link to={extensionPath(contract.id)}>
                          {t("list.extend")}
                          <span className={forms.hidden}> {t("list.contractOf", { name, start: format.date(contract.startDate) })}</span>
                        </Link>
                      ) : null}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <Pagination page={contracts.page} pageCount={contracts.pageCount} />
    </>
  );
}

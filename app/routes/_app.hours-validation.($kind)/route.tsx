import { getFormProps } from "@conform-to/react";
import { data, type LoaderFunctionArgs } from "react-router";
import { Form, Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { requireSelectionKind } from "~/areas/contracts/contracts.server";
import { hoursValidationCompaniesOf, loadWindowContracts } from "~/areas/hours-validation/hours-validation.server";
import { TimesheetFilterSchema } from "~/areas/hours-validation/timesheet-filter.schema";
import { filterContracts, pageOf } from "~/areas/hours-validation/timesheet-list";
import { TIMESHEET_STATUSES, timesheetStatusName } from "~domain/timesheet-rules";
import { detailsPath, HOURS_VALIDATION_PATH, plannedWeeksPath } from "~/areas/hours-validation/paths";
import { useServerValidatedForm } from "~/forms/use-form";
import { useFormatters } from "~/platform/format";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";
import { ErrorContent } from "~/ui/error-boundary";
import { ErrorSummary, SelectField, TextField } from "~/ui/forms";
import * as forms from "~/ui/forms.css";
import { ListLoadFailed } from "~/ui/list-load-failed";
import { Pagination } from "~/ui/pagination";
import { Tabs } from "~/ui/tabs";
import * as styles from "~/areas/settings/settings.css";
import { listFilterOf } from "~/forms/list-filter";
import { ExportLink } from "~/ui/export-link";
import { TableScroll } from "~/ui/table-scroll";
import { PrimaryAction } from "~/ui/primary-action";

export const handle = { i18n: ["hoursValidation"], title: "hoursValidation:list.title", scripts: false } satisfies PageHandle;

/**
 * /hours-validation (part 2 §2 screen 13): the contracts of the window, one month back to the end of
 * this week, each with its weeks' timesheets; with both lines of work, /interim and /construct.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const companies = hoursValidationCompaniesOf(account);
  const kind = requireSelectionKind(
    request,
    HOURS_VALIDATION_PATH,
    companies.map((company) => company.line),
    params.kind,
  );
  const company = companies.find((each) => each.line === kind)!;
  const { filter, result } = listFilterOf(request, TimesheetFilterSchema);
  const contracts = await loadWindowContracts(request, account, company.id);
  const page = contracts && pageOf(filterContracts(contracts, filter), filter.page ?? 1);
  return data(
    {
      kind,
      kinds: companies.length > 1 ? companies.map((each) => each.line) : [],
      companyId: company.id,
      contracts: page,
      filter,
      result,
    },
    { status: page ? 200 : 503 },
  );
}

type FilterFields = { status?: string; search?: string };

function TimesheetFilterForm({ path }: { path: string }) {
  const { t } = useTranslation("hoursValidation");
  const { filter, result } = useLoaderData<typeof loader>();
  const [form, fields] = useServerValidatedForm<FilterFields>({ id: "timesheet-filter", lastResult: result, defaultValue: filter });
  return (
    <>
      <ErrorSummary form={form} fields={[fields.status, fields.search]} />
      <Form method="get" role="search" aria-label={t("filter.label")} className={forms.actions} {...getFormProps(form)}>
        <SelectField
          meta={fields.status}
          label={t("filter.status")}
          placeholder={t("filter.anyStatus")}
          options={TIMESHEET_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
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

export default function HoursValidationPage() {
  const { t } = useTranslation("hoursValidation");
  const format = useFormatters();
  const { kind, kinds, companyId, contracts } = useLoaderData<typeof loader>();
  const path = kinds.length > 0 ? `${HOURS_VALIDATION_PATH}/${kind}` : HOURS_VALIDATION_PATH;
  return (
    <>
      <h1>{t("list.title")}</h1>
      {kinds.length > 0 ? (
        <Tabs label={t("kinds.label")} links={kinds.map((each) => ({ to: `${HOURS_VALIDATION_PATH}/${each}`, label: t(`kinds.${each}`) }))} />
      ) : null}
      <p>
        <PrimaryAction to={plannedWeeksPath(companyId)}>{t("plannedWeeks.link")}</PrimaryAction>
      </p>
      <p>
        <Link to={`${HOURS_VALIDATION_PATH}/download-timesheets/${encodeURIComponent(companyId)}`}>{t("list.download")}</Link>
      </p>
      <TimesheetFilterForm path={path} />
      {contracts === null ? (
        <ListLoadFailed message={t("list.loadFailed")} />
      ) : contracts.nodes.length === 0 ? (
        <p>{t("list.noResults")}</p>
      ) : (
        <>
          <ExportLink />
          <TableScroll labelledBy="timesheets-caption">
            <table className={styles.table}>
              <caption className={forms.hidden} id="timesheets-caption">
                {t("list.caption", { page: contracts.page, pageCount: contracts.pageCount })}
              </caption>
              <thead>
                <tr>
                  {(["employee", "position", "period", "weeks"] as const).map((column) => (
                    <th key={column} scope="col" className={styles.cell}>
                      {t(`list.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {contracts.nodes.map((contract) => (
                  <tr key={contract.id}>
                    <th scope="row" className={styles.cell}>
                      {contract.employeeName}
                    </th>
                    <td className={styles.cell}>{contract.positionName}</td>
                    <td className={styles.cell}>{t("list.period", { start: format.date(contract.startDate), end: format.date(contract.endDate) })}</td>
                    <td className={styles.cell}>
                      <ul>
                        {contract.timesheets.map((week) => (
                          <li key={week.weekStart}>
                            <Link to={detailsPath(contract.id, week.weekStart)}>
                              {t("list.week", { date: format.date(week.weekStart), status: t(`status.${timesheetStatusName(week.status)}`) })}
                              <span className={forms.hidden}> {contract.employeeName}</span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pagination page={contracts.page} pageCount={contracts.pageCount} />
        </>
      )}
    </>
  );
}

export const ErrorBoundary = ErrorContent;

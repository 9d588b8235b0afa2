import { requireSelectionKind } from "~/areas/contracts/contracts.server";
import { listFilterOf } from "~/forms/list-filter";
import { loadFromApi } from "~/platform/api-calls.server";
import { csvResponse } from "~/platform/csv-export.server";
import { pageTranslatorFor } from "~/platform/translate.server";
import { requireAccount } from "~/platform/user.server";
import { fetchWindowContracts, hoursValidationCompaniesOf } from "./hours-validation.server";
import { HOURS_VALIDATION_PATH } from "./paths";
import { TimesheetFilterSchema } from "./timesheet-filter.schema";
import { timesheetStatusName } from "~domain/timesheet-rules";
import { filterContracts } from "./timesheet-list";

/**
 * The timesheets of the window (issue 32): one record per week of each contract the page's status and
 * name filter show, as on the page. The API gives the window whole (a month and a week: a few hundred
 * contracts at most, decision 0026), so there are no pages to read one after the other here.
 */
export async function timesheetsCsv(request: Request, kindParam: string | undefined) {
  const account = await requireAccount(request);
  const companies = hoursValidationCompaniesOf(account);
  const kind = requireSelectionKind(
    request,
    HOURS_VALIDATION_PATH,
    companies.map((company) => company.line),
    kindParam,
  );
  const company = companies.find((each) => each.line === kind)!;
  const { filter } = listFilterOf(request, TimesheetFilterSchema);
  const contracts = await loadFromApi(request, () => fetchWindowContracts(account, company.id));
  const weeks = filterContracts(contracts, filter).flatMap((contract) => contract.timesheets.map((week) => ({ contract, week })));
  const t = await pageTranslatorFor(request);
  const title = t("hoursValidation:list.title");
  return csvResponse(request, {
    title: companies.length > 1 ? `${title} ${t(`hoursValidation:kinds.${kind}`)}` : title,
    columns: [
      { header: t("exports:columns.employee"), text: ({ contract }) => contract.employeeName },
      { header: t("exports:columns.contractNumber"), text: ({ contract }) => contract.contractNumber },
      { header: t("exports:columns.position"), text: ({ contract }) => contract.positionName },
      { header: t("exports:columns.startDate"), date: ({ contract }) => contract.startDate },
      { header: t("exports:columns.endDate"), date: ({ contract }) => contract.endDate },
      { header: t("exports:columns.weekStart"), date: ({ week }) => week.weekStart },
      { header: t("exports:columns.timesheetStatus"), text: ({ week }) => t(`hoursValidation:status.${timesheetStatusName(week.status)}`) },
    ],
    pages: [weeks],
  });
}

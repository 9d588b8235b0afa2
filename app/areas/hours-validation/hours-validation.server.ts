// Hours validation (part 2 §2 screen 13, §3, §7): the contracts of the window with their weeks'
// timesheets, one contract with its weekly timesheets, and saving one. The calls are the REST ones the
// spec names; their answers are written down in docs/decisions/0026-hours-validation.md.
import type { SelectionKind } from "~domain/team";
import type { TimesheetContractAnswer, TimesheetContractsAnswer, TimesheetSave, TimesheetSummary } from "~domain/hours-validation-calls";
import { hoursValidationWindow } from "~domain/unprocessed-timesheets";
import { loadList, loadFromApi, orNotFound, requireFound } from "~/platform/api-calls.server";
import { rest } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import type { Account } from "~/platform/user.server";

/** The hours-validation system's companies of the selected company whose hours the user validates, by line. */
export function hoursValidationCompaniesOf(account: Account): { line: SelectionKind; id: string }[] {
  const permission = account.user.permissions.find((each) => each.companyId === account.user.company?.id);
  const lines = [
    { line: "interim", list: permission?.interim4dPermissions },
    { line: "construct", list: permission?.construct4dPermissions },
  ] as const;
  return lines.filter(({ list }) => list?.permissions.includes("hours_validation")).map(({ line, list }) => ({ line, id: list!.id }));
}

/** The contracts of the window of one hours-validation company, each with its weeks' timesheets. */
export async function fetchWindowContracts(account: Account, companyId: string, now = new Date()) {
  const query = new URLSearchParams(hoursValidationWindow(now));
  const answer = await rest<TimesheetContractsAnswer>(`/api/hours_validation/companies/${encodeURIComponent(companyId)}/contracts?${query}`, {
    method: "GET",
    credentials: account.credentials,
  });
  return answer.data.data;
}

/** The contracts of the window of one hours-validation company; null when the API could not answer. */
export function loadWindowContracts(request: Request, account: Account, companyId: string, now = new Date()) {
  return loadList(request, () => fetchWindowContracts(account, companyId, now));
}

/** One contract with its weekly timesheets, or the page's 404. */
export async function requireContractDetails(request: Request, credentials: Credentials, contractId: string) {
  const found = await loadFromApi(request, () =>
    orNotFound(() =>
      rest<TimesheetContractAnswer>(`/api/hours_validation/contracts/${encodeURIComponent(contractId)}`, {
        method: "GET",
        credentials,
      }),
    ),
  );
  return requireFound(found?.data);
}

/** Saves a week's timesheet: POST for a week never saved, PUT for one that was. */
export function saveTimesheet(account: Account, contractId: number, week: TimesheetSummary, save: TimesheetSave) {
  const body = week.id === null ? { contractId, weekStart: week.weekStart, ...save } : { id: week.id, ...save };
  return rest("/api/hours_validation/contracts/", { method: week.id === null ? "POST" : "PUT", body, credentials: account.credentials });
}

import { loadFromApi } from "~/platform/api-calls.server";
import { mayOpen } from "~domain/access";
import { accountNotices, type AccountNotice } from "~domain/account-notices";
import { hoursValidationWindow, isUnprocessed, type TimesheetFacts } from "~domain/timesheets";
import { rest } from "~/platform/payroll-api.server";
import type { NavEntry, NavKey } from "./side-panel";
import { acknowledgedNotices } from "./preferences.server";
import { oncePerRequest } from "~/platform/request-scope.server";
import type { Account } from "~/platform/user.server";

/** The hours-validation system's company ids the user may validate for in the selected company. */
function hoursValidationCompanyIds(account: Account): string[] {
  const permission = account.user.permissions.find((p) => p.companyId === account.user.company?.id);
  return [permission?.construct4dPermissions, permission?.interim4dPermissions]
    .filter((list) => list?.permissions.includes("hours_validation"))
    .map((list) => list!.id);
}

/** Timesheets waiting for the employer, once per request: the shell's badge and the dashboard share it. */
export function unprocessedTimesheetCount(request: Request, account: Account): Promise<number> {
  return oncePerRequest(request, "unprocessedTimesheetCount", () => countUnprocessedTimesheets(request, account, new Date()));
}

/** Over every hours-validation company of the user, in the window part 2 §7 names. */
async function countUnprocessedTimesheets(request: Request, account: Account, today: Date): Promise<number> {
  const { startDate, endDate } = hoursValidationWindow(today);
  const query = new URLSearchParams({ startDate, endDate });
  const lists = await Promise.all(
    hoursValidationCompanyIds(account).map((id) =>
      loadFromApi(request, () =>
        rest<{ data: { data: TimesheetFacts[] } }>(`/api/hours_validation/companies/${id}/contracts?${query}`, {
          method: "GET",
          credentials: account.credentials,
        }),
      ),
    ),
  );
  return lists.flatMap((answer) => answer.data.data).filter((contract) => isUnprocessed(contract, today)).length;
}

export const NAVIGATION: { key: NavKey; to: string }[] = [
  { key: "dashboard", to: "/dashboard" },
  { key: "positions", to: "/positions" },
  { key: "team", to: "/team" },
  { key: "contracts", to: "/contracts" },
  { key: "surveys", to: "/surveys" },
  { key: "invoices", to: "/invoices" },
  { key: "timesheets", to: "/hours-validation" },
  { key: "payrollPromo", to: "/vivaldis-payroll-promo" },
  { key: "selectionPromo", to: "/vivaldis-selection-promo" },
  { key: "faq", to: "/faq" },
];

/** The side panel's entries the company may open, with their badges (part 1 §2.4). */
export async function navigationFor(request: Request, account: Account): Promise<NavEntry[]> {
  const entries = NAVIGATION.filter((entry) => mayOpen(entry.to, account.capabilities));
  const wantsCounts = entries.some((entry) => entry.key === "surveys" || entry.key === "invoices");
  const counts = wantsCounts && mayOpen("/dashboard", account.capabilities) ? account.dashboardCounts : null;
  const timesheets = account.capabilities.hoursValidation ? await unprocessedTimesheetCount(request, account) : 0;
  const badges: Record<string, number | undefined> = {
    surveys: counts?.openedSurveysCount,
    invoices: counts?.unpaidInvoicesCount,
    timesheets,
  };
  return entries.map((entry) => ({ ...entry, badge: badges[entry.key] || undefined }));
}

/** The restriction notices of the selected company that the user has not acknowledged today. */
export async function noticesFor(request: Request, account: Account): Promise<AccountNotice[]> {
  const company = account.user.company;
  if (!company) return [];
  const acknowledged = (await acknowledgedNotices(request))[company.id] ?? [];
  return accountNotices(company).filter((notice) => !acknowledged.includes(notice));
}

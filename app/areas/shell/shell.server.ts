import { loadFromApi } from "~/platform/api-calls.server";
import { mayOpen } from "~domain/access";
import { accountNotices, type AccountNotice } from "~domain/account-notices";
import { hoursValidationWindow, isUnprocessed, type TimesheetFacts } from "~domain/timesheets";
import { rest } from "~/platform/payroll-api.server";
import type { NavEntry, NavKey } from "./side-panel";
import { acknowledgedNotices } from "./preferences.server";
import { expiringCache } from "~/platform/expiring-cache.server";
import type { Account } from "~/platform/user.server";

/** The hours-validation system's company ids the user may validate for in the selected company. */
function hoursValidationCompanyIds(account: Account): string[] {
  const permission = account.user.permissions.find((p) => p.companyId === account.user.company?.id);
  return [permission?.construct4dPermissions, permission?.interim4dPermissions]
    .filter((list) => list?.permissions.includes("hours_validation"))
    .map((list) => list!.id);
}

// The badge is on every page, and counting asks the hours-validation API once per company: a count
// up to a minute old spares every page view but one a minute those calls (docs/decisions/0023).
const recentCounts = expiringCache<number>({ ttlMs: 60_000, maxEntries: 10_000 });

/** Timesheets waiting for the employer: the shell's badge and the dashboard share it. */
export function unprocessedTimesheetCount(request: Request, account: Account): Promise<number> {
  const today = new Date();
  const window = hoursValidationWindow(today);
  const key = [account.user.id, account.user.company?.id, window.startDate].join(":");
  return recentCounts.remember(key, () => countUnprocessedTimesheets(request, account, window, today));
}

/** Over every hours-validation company of the user, in the window part 2 §7 names. */
async function countUnprocessedTimesheets(request: Request, account: Account, window: { startDate: string; endDate: string }, today: Date): Promise<number> {
  const query = new URLSearchParams(window);
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

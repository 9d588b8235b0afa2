import { mayOpen } from "~domain/access";
import { selectionHomeOf, teamHomeOf } from "~domain/team";
import { contractPagesOf, contractsHomeOf } from "~/areas/contracts/contract-pages";
import { HOURS_VALIDATION_PATH } from "~/areas/hours-validation/paths";
import { accountNotices, type AccountNotice } from "~domain/account-notices";
import { hoursValidationWindow, isUnprocessed } from "~domain/unprocessed-timesheets";
import { hoursValidationCompaniesOf, loadWindowContracts } from "~/areas/hours-validation/hours-validation.server";
import type { NavEntry, NavKey } from "./side-panel";
import { acknowledgedNotices } from "./preferences.server";
import { forgetTimesheetCount, recentTimesheetCount } from "~/platform/api-memory/api-memory.server";
import type { Account } from "~/platform/user.server";

// The badge is on every page, and counting asks the hours-validation API once per company: a count
// up to a minute old (app/platform/api-memory) spares every page view but one a minute those calls
// (docs/decisions/0023).

const countKeyOf = (account: Account, now: Date) => [account.user.id, account.user.company?.id, hoursValidationWindow(now).startDate].join(":");

/** Timesheets waiting for the employer: the shell's badge and the dashboard share it. */
export function unprocessedTimesheetCount(request: Request, account: Account): Promise<number> {
  const now = new Date();
  return recentTimesheetCount(countKeyOf(account, now), () => countUnprocessedTimesheets(request, account, now));
}

/** The user saved a timesheet: their next page counts again (other replicas within a minute). */
export const forgetUnprocessedTimesheetCount = (account: Account) => forgetTimesheetCount(countKeyOf(account, new Date()));

/** Over every hours-validation company of the user, in the window part 2 §7 names: each week's timesheet. */
async function countUnprocessedTimesheets(request: Request, account: Account, now: Date): Promise<number> {
  const lists = await Promise.all(
    hoursValidationCompaniesOf(account).map(async ({ id }) => {
      const contracts = await loadWindowContracts(request, account, id, now);
      if (contracts === null) throw new Response(null, { status: 503 });
      return contracts;
    }),
  );
  return lists
    .flat()
    .flatMap((contract) => contract.timesheets)
    .filter((timesheet) => isUnprocessed(timesheet, now)).length;
}

const NAVIGATION: { key: NavKey; to: string }[] = [
  { key: "dashboard", to: "/dashboard" },
  { key: "positions", to: "/positions" },
  { key: "team", to: "/team" },
  { key: "contracts", to: "/contracts" },
  { key: "planning", to: "/planning" },
  { key: "surveys", to: "/surveys" },
  { key: "invoices", to: "/invoices" },
  { key: "timesheets", to: HOURS_VALIDATION_PATH },
  { key: "payrollPromo", to: "/vivaldis-payroll-promo" },
  { key: "selectionPromo", to: "/vivaldis-selection-promo" },
  { key: "faq", to: "/faq" },
];

/**
 * Where an entry leads: the address its section opens at for this company, which would otherwise
 * answer with a redirect there, a round trip more on every click (issue 45).
 */
function addressOf(section: string, account: Account): string {
  if (section === "/team") return teamHomeOf(account.capabilities);
  if (section === "/contracts") return contractsHomeOf(contractPagesOf(account.capabilities));
  if (section === HOURS_VALIDATION_PATH)
    return selectionHomeOf(
      section,
      hoursValidationCompaniesOf(account).map(({ line }) => line),
    );
  return section;
}

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
  return entries.map(({ key, to }) => ({ key, section: to, to: addressOf(to, account), badge: badges[key] || undefined }));
}

/** The restriction notices of the selected company that the user has not acknowledged today. */
export async function noticesFor(request: Request, account: Account): Promise<AccountNotice[]> {
  const company = account.user.company;
  if (!company) return [];
  const acknowledged = (await acknowledgedNotices(request))[company.id] ?? [];
  return accountNotices(company).filter((notice) => !acknowledged.includes(notice));
}

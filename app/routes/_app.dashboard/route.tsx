import { type LoaderFunctionArgs } from "react-router";
import { Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ErrorContent } from "~/ui/error-boundary";
import { mayOpen, type Capabilities } from "~domain/access";
import { PAYROLL_EXTENSIONS_PATH, SELECTION_EXTENSIONS_PATH } from "~/areas/contracts/contract-pages";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { PLANNING_PATH } from "~/areas/planning/planning-path";
import { unprocessedTimesheetCount } from "~/areas/shell/shell.server";
import { requireAccountAnd } from "~/platform/user.server";
import { loadScreen } from "~/platform/api-calls.server";
import { graphql } from "~/platform/payroll-api.server";
import { DashboardQueryDocument } from "~/platform/operations.generated";
import { WaitingList } from "~/areas/dashboard/waiting-list";
import * as styles from "~/ui/layout.css";
import { useFormatters } from "~/platform/format";

export const handle = { title: "dashboard.title", scripts: false } satisfies PageHandle;

/**
 * The to-do cards (part 1 §2.3), each leading to its list, filtered on what the card counts where the
 * list has that filter (issue 46 §5).
 */
const CARDS = [
  { name: "unpaidInvoicesCount", to: "/invoices" },
  // The API counts what this list shows as to extend: the payroll one, else the selection one.
  {
    name: "extensionCandidatesCount",
    to: (capabilities: Capabilities) => (capabilities.payroll ? PAYROLL_EXTENSIONS_PATH : SELECTION_EXTENSIONS_PATH),
    filter: "status=to_extend",
  },
  { name: "openedSurveysCount", to: "/surveys", filter: "state=OPENED" },
  { name: "contractNotReadyCount", to: "/team" },
  { name: "unprocessedTimesheetsCount", to: "/hours-validation" },
] as const;

type Card = (typeof CARDS)[number];

/** A card's list, with the card's filter; none when the user may not open it. */
function linkOf(card: Card, capabilities: Capabilities): string | null {
  const path = typeof card.to === "string" ? card.to : card.to(capabilities);
  if (!mayOpen(path, capabilities)) return null;
  return "filter" in card ? `${path}?${card.filter}` : path;
}

export async function loader({ request }: LoaderFunctionArgs) {
  // The page's own query travels with the user's (one round trip); the timesheets' count is the
  // hours-validation system's, which the shell's badge asks for too (a second one, kept a minute).
  const { account, page } = await requireAccountAnd(request, (credentials) => loadScreen(request, () => graphql(DashboardQueryDocument, {}, credentials)));
  const { capabilities } = account;
  const timesheets = capabilities.hoursValidation ? await unprocessedTimesheetCount(request, account) : null;
  const values: Partial<Record<Card["name"], number | null>> = {
    ...account.dashboardCounts,
    contractNotReadyCount: page?.userDashboard.contractNotReadyCount,
    unprocessedTimesheetsCount: timesheets,
  };
  const cards = CARDS.filter((card) => typeof values[card.name] === "number").map((card) => ({
    name: card.name,
    count: values[card.name] ?? 0,
    to: linkOf(card, capabilities),
  }));
  return { cards, waiting: page?.waitingForYou ?? null, planning: mayOpen(PLANNING_PATH, capabilities) };
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const { cards, waiting, planning } = useLoaderData<typeof loader>();
  const format = useFormatters();
  return (
    <>
      <h1>{t("dashboard.title")}</h1>
      <ul className={styles.counts}>
        {cards.map((card) => {
          const label = t(`dashboard.${card.name}`, { count: card.count });
          const content = (
            <>
              <span className={styles.countNumber}>{format.number(card.count)}</span>
              {card.to ? <span className={styles.countLabel}>{label}</span> : label}
            </>
          );
          return (
            <li key={card.name} className={styles.countCard}>
              {card.to ? (
                <Link to={card.to} className={styles.countLink}>
                  {content}
                </Link>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
      <WaitingList items={waiting} />
      {planning ? (
        <p>
          <Link to={PLANNING_PATH}>{t("dashboard.planning")}</Link>
        </p>
      ) : null}
    </>
  );
}

export const ErrorBoundary = ErrorContent;

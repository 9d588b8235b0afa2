import { type LoaderFunctionArgs } from "react-router";
import { Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ErrorContent } from "~/ui/error-boundary";
import { mayOpen, type Capabilities } from "~domain/access";
import { PAYROLL_EXTENSIONS_PATH, SELECTION_EXTENSIONS_PATH } from "~/areas/contracts/contract-pages";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { PLANNING_PATH } from "~/areas/planning/planning-path";
import { unprocessedTimesheetCount } from "~/areas/shell/shell.server";
import { requireAccount } from "~/platform/user.server";
import * as styles from "~/ui/layout.css";
import { useFormatters } from "~/platform/format";

export const handle = { title: "dashboard.title", scripts: false } satisfies PageHandle;

/** The to-do cards (part 1 §2.3), each leading to where its work is done. */
const CARDS = [
  { name: "unpaidInvoicesCount", to: "/invoices" },
  // The API counts what this list shows as to extend: the payroll one, else the selection one.
  { name: "extensionCandidatesCount", to: (capabilities: Capabilities) => (capabilities.payroll ? PAYROLL_EXTENSIONS_PATH : SELECTION_EXTENSIONS_PATH) },
  { name: "openedSurveysCount", to: "/surveys" },
  { name: "contractNotReadyCount", to: "/team" },
  { name: "unprocessedTimesheetsCount", to: "/hours-validation" },
] as const;

/** A card's list, filtered on what the card counts where it is the extension list; none when the user may not open it. */
function linkOf(path: string, capabilities: Capabilities): string | null {
  if (!mayOpen(path, capabilities)) return null;
  return path === PAYROLL_EXTENSIONS_PATH || path === SELECTION_EXTENSIONS_PATH ? `${path}?status=to_extend` : path;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const { capabilities } = account;
  const timesheets = capabilities.hoursValidation ? await unprocessedTimesheetCount(request, account) : null;
  const values: Partial<Record<(typeof CARDS)[number]["name"], number | null>> = { ...account.dashboardCounts, unprocessedTimesheetsCount: timesheets };
  const cards = CARDS.filter((card) => typeof values[card.name] === "number").map((card) => ({
    name: card.name,
    count: values[card.name] ?? 0,
    to: linkOf(typeof card.to === "string" ? card.to : card.to(capabilities), capabilities),
  }));
  return { cards, planning: mayOpen(PLANNING_PATH, capabilities) };
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const { cards, planning } = useLoaderData<typeof loader>();
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
      {planning ? (
        <p>
          <Link to={PLANNING_PATH}>{t("dashboard.planning")}</Link>
        </p>
      ) : null}
    </>
  );
}

export const ErrorBoundary = ErrorContent;

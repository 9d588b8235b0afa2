import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorContent } from "~/components/error-boundary";
import { dashboardCounts } from "~/services/shell.server";
import { translatorFor } from "~/services/translate.server";
import { requireAccount } from "~/services/user.server";
import * as styles from "~/styles/layout.css";
import { useFormatters } from "~/utils/format";
import { titleMeta } from "~/utils/meta";

const COUNTS = ["unpaidInvoicesCount", "extensionCandidatesCount", "openedSurveysCount", "contractNotReadyCount"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const t = await translatorFor(request);
  return json({ title: t("dashboard.title"), counts: await dashboardCounts(request, account) });
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const { counts } = useLoaderData<typeof loader>();
  const format = useFormatters();
  return (
    <>
      <h1>{t("dashboard.title")}</h1>
      <ul className={styles.counts}>
        {COUNTS.map((name) => (
          <li key={name} className={styles.countCard}>
            <span className={styles.countNumber}>{format.number(counts[name])}</span>
            {t(`dashboard.${name}`, { count: counts[name] })}
          </li>
        ))}
      </ul>
    </>
  );
}

export const meta = titleMeta;

export const ErrorBoundary = ErrorContent;

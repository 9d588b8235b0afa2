import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UserDashboardQueryDocument } from "~/graphql/operations.generated";
import { loadFromApi, requireCredentials } from "~/services/auth.server";
import { graphql } from "~/services/payroll-api.server";
import { translatorFor } from "~/services/translate.server";
import { capabilitiesOfUser, requireUser } from "~/services/user.server";
import * as styles from "~/styles/layout.css";
import { titleMeta } from "~/utils/meta";

const COUNTS = ["unpaidInvoicesCount", "extensionCandidatesCount", "openedSurveysCount", "contractNotReadyCount"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { payroll, selection, hoursValidation } = capabilitiesOfUser(user);
  if (!payroll && !selection && !hoursValidation) throw json({ reason: "forbidden" }, { status: 403 });
  const credentials = await requireCredentials(request, "user");
  const { userDashboard } = await loadFromApi(request, () => graphql(UserDashboardQueryDocument, {}, credentials));
  const t = await translatorFor(request);
  return json({ title: t("dashboard.title"), counts: userDashboard });
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const { counts } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("dashboard.title")}</h1>
      <ul className={styles.counts}>
        {COUNTS.map((name) => (
          <li key={name} className={styles.countCard}>
            <span className={styles.countNumber}>{counts[name]}</span>
            {t(`dashboard.${name}`, { count: counts[name] })}
          </li>
        ))}
      </ul>
    </>
  );
}

export const meta = titleMeta;

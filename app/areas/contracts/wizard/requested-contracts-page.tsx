import { Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { PAYROLL_CONTRACTS_PATH } from "~/areas/contracts/contract-pages";
import { Notice } from "~/ui/notice";
import { EmployeeReasons } from "./employee-checks";
import type { loadRequestedContracts } from "./requested-contracts.server";
import type { SerializeFrom } from "~/platform/route-data";

/** What a request for several employees made: the contracts requested, and who stays in the wizard and why. */
export function RequestedContractsPage({ data }: { data: SerializeFrom<typeof loadRequestedContracts> }) {
  const { t } = useTranslation("contracts");
  const { requested, refused } = data;
  return (
    <>
      <h1>{t(requested.length > 0 ? "wizard.requested.title" : "wizard.requested.noneTitle")}</h1>
      {requested.length > 0 ? (
        <section aria-labelledby="requested">
          <Notice>{t("wizard.requested.created", { count: requested.length })}</Notice>
          <h2 id="requested">{t("wizard.requested.createdHeading")}</h2>
          <ul>
            {requested.map((contract) => (
              <li key={contract.href}>
                <Link to={contract.href}>{contract.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {refused.length > 0 ? (
        <section aria-labelledby="refused">
          <h2 id="refused">{t("wizard.requested.refusedHeading")}</h2>
          <p>{t("wizard.requested.refusedHint")}</p>
          <ul>
            {refused.map((employee) => (
              <li key={employee.id}>
                <strong>{employee.name}</strong>
                <EmployeeReasons reasons={employee.reasons} />
              </li>
            ))}
          </ul>
          <p>
            <Link to={data.general}>{t("wizard.requested.changeAnswers")}</Link>
          </p>
        </section>
      ) : null}
      <p>
        <Link to={PAYROLL_CONTRACTS_PATH}>{t("view.back")}</Link>
      </p>
    </>
  );
}

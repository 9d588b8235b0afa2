import { useTranslation } from "~/platform/i18n/use-translation";
import { translateData } from "~/platform/i18n/keys";
import { useFormatters } from "~/platform/format";
import type { EmployeeCheck } from "./employee-results.server";

/** Why one employee's contract cannot be requested: each reason, a day's with its day. */
export function EmployeeReasons({ reasons }: { reasons: EmployeeCheck["reasons"] }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  return (
    <ul>
      {reasons.map(({ message, date }, index) => {
        const said = translateData(i18n, message);
        return <li key={index}>{date ? t("forms.inContext", { about: format.day(date), message: said }) : said}</li>;
      })}
    </ul>
  );
}

/** The overview's check of each employee of a draft for several (issue 46): ready, or why not. */
export function EmployeeChecks({ employees }: { employees: EmployeeCheck[] }) {
  const { t } = useTranslation("contracts");
  return (
    <section aria-labelledby="each-employee">
      <h2 id="each-employee">{t("wizard.overview.eachEmployee")}</h2>
      <ul>
        {employees.map((employee) => (
          <li key={employee.id}>
            <strong>{employee.name}</strong>:{" "}
            {employee.reasons.length === 0 ? (
              t("wizard.overview.employeeReady")
            ) : (
              <>
                {t("wizard.overview.employeeNotReady")}
                <EmployeeReasons reasons={employee.reasons} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

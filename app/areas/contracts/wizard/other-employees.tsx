import type { FieldMetadata } from "@conform-to/react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { MAX_EMPLOYEES_AT_ONCE } from "~domain/contract-employees";
import { fieldClassOf, HintAndError, SelectField } from "~/ui/forms";
import * as styles from "~/ui/forms.css";
import { employeeIntent, otherEmployeeFieldId } from "./employee-edits";

type Option = { value: string; label: string; disabled: boolean };

/**
 * After "Add another employee" the step shows again at the new choice (its address fragment): with
 * scripts, the page does not reload, so its select takes the focus as a reload would bring the user there.
 */
function useFocusOnAddedEmployee() {
  const { hash } = useLocation();
  useEffect(() => {
    const added = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    added?.querySelector("select")?.focus();
  }, [hash]);
}

/**
 * The employees after the first who get the same contract (issue 46), each with its remove button, and
 * the button that adds one: plain submit buttons of the step's form. With one employee the step shows
 * only the add button under the employee, so that one contract is chosen as it always was.
 */
export function OtherEmployees({
  list,
  others,
  options,
  placeholder,
}: {
  list: FieldMetadata<(string | undefined)[] | undefined>;
  others: FieldMetadata<string | undefined>[];
  options: Option[];
  placeholder: string;
}) {
  const { t } = useTranslation("contracts");
  useFocusOnAddedEmployee();
  return (
    <>
      {others.map((meta, index) => {
        const label = t("wizard.general.otherEmployee", { number: index + 2 });
        return (
          <div key={meta.key ?? index} id={otherEmployeeFieldId(meta.formId, index)}>
            <SelectField meta={meta} label={label} placeholder={placeholder} options={options} />
            <button type="submit" name="intent" value={employeeIntent.remove(index)} className={styles.linkButton}>
              {t("wizard.general.removeEmployee", { number: index + 2 })}
            </button>
          </div>
        );
      })}
      <div id={list.id} className={fieldClassOf(list)}>
        <HintAndError meta={list} hint={t("wizard.general.addEmployeeHint", { max: MAX_EMPLOYEES_AT_ONCE })} />
        {others.length + 1 < MAX_EMPLOYEES_AT_ONCE ? (
          <button
            type="submit"
            name="intent"
            value={employeeIntent.add}
            className={styles.secondaryButton}
            aria-describedby={[`${list.id}-hint`, list.errors ? list.errorId : null].filter(Boolean).join(" ")}
          >
            {t("wizard.general.addEmployee")}
          </button>
        ) : null}
      </div>
    </>
  );
}

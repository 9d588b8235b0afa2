import { useTranslation } from "~/platform/i18n/use-translation";
import * as styles from "~/ui/forms.css";
import { POSITION_SEARCH_PARAM, POSITION_SELECT_LIMIT, SEARCH_POSITIONS_INTENT, type PositionChoices } from "./position-choices";

/**
 * The General step's search for a position, inside the step's form: its button saves what was typed and
 * shows the step again with the list narrowed (docs/decisions/0037), with or without JavaScript.
 */
export function PositionSearch({ positions }: { positions: PositionChoices }) {
  const { t } = useTranslation("contracts");
  if (!positions.searchShown) return null;
  return (
    <div className={styles.field}>
      <label htmlFor="position-search" className={styles.label}>
        {t("wizard.general.positionSearch")}
      </label>
      <span id="position-search-hint" className={styles.hint}>
        {positions.matching === null
          ? t("wizard.general.positionSearchHint")
          : t("wizard.general.positionsMatching", { count: positions.matching, shown: POSITION_SELECT_LIMIT })}
      </span>
      <div className={styles.actions}>
        <input
          id="position-search"
          type="search"
          name={POSITION_SEARCH_PARAM}
          defaultValue={positions.search}
          aria-describedby="position-search-hint"
          autoComplete="off"
          className={styles.input}
        />
        <button type="submit" name="intent" value={SEARCH_POSITIONS_INTENT} className={styles.secondaryButton}>
          {t("wizard.general.positionSearchButton")}
        </button>
      </div>
    </div>
  );
}

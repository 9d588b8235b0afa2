import { useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import * as forms from "./forms.css";

/** A list the API could not answer: the area's own message, and a link that asks again (no JavaScript needed). */
export function ListLoadFailed({ message }: { message: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div role="alert">
      <p>{message}</p>
      <a className={forms.secondaryButton} href={`${pathname}${search}`}>
        {t("errorPages.tryAgain")}
      </a>
    </div>
  );
}

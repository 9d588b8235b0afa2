import { Link, useLocation, useRouteError } from "react-router";
import { useEffect } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import * as styles from "./forms.css";
import { reportBoundaryError } from "~/platform/boundary-errors";
import { useErrorReference } from "~/platform/request-reference";
import { pageFor } from "./error-page";
import { PageMain } from "./page";

/** The whole page when even the root could not render (part 1 §8). */
export function GeneralErrorBoundary() {
  return (
    <PageMain>
      <ErrorContent />
    </PageMain>
  );
}

/**
 * The error of one area, inside the shell: the navigation stays, so a failing panel never blanks
 * the page and the user can go elsewhere.
 */
export function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  const page = pageFor(error);
  const reference = useErrorReference();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => reportBoundaryError(error), [error]);
  return (
    <>
      <h1>{t(`errorPages.${page}.title`)}</h1>
      <p>{t(`errorPages.${page}.body`)}</p>
      {page === "generic" && reference ? <p>{t("errorPages.reference", { reference })}</p> : null}
      <div className={styles.actions}>
        {page === "generic" || page === "serviceUnavailable" || page === "tooManyRequests" ? (
          <a className={styles.button} href={here}>
            {t("errorPages.tryAgain")}
          </a>
        ) : null}
        <Link className={page === "notFound" ? styles.button : styles.secondaryButton} to="/">
          {t(page === "notFound" ? "errorPages.backHome" : "errorPages.goBack")}
        </Link>
      </div>
    </>
  );
}

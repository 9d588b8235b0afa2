import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ErrorContent } from "./error-boundary";
import type { PageHandle } from "~/platform/i18n/page-handle";
import * as styles from "./forms.css";

export type NotFoundTexts = NonNullable<PageHandle["notFound"]>;

/**
 * The error boundary of a page about one record (a user, a cost place): a 404 says which kind of
 * record was not found (part 1 §8) and leads back to its list; every other error is the usual error
 * content. The route names the same texts in its handle's `notFound`, which gives the page its title.
 */
export function recordNotFound({ title, body, backTo, back }: NotFoundTexts) {
  return function ErrorBoundary() {
    const error = useRouteError();
    const { i18n } = useTranslation();
    if (!(isRouteErrorResponse(error) && error.status === 404)) return <ErrorContent />;
    return (
      <>
        <h1>{i18n.t(title)}</h1>
        <p>{i18n.t(body)}</p>
        <div className={styles.actions}>
          <Link className={styles.button} to={backTo}>
            {i18n.t(back)}
          </Link>
        </div>
      </>
    );
  };
}

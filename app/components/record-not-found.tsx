import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorContent } from "~/components/error-boundary";
import * as styles from "~/styles/forms.css";
import { titleMeta } from "~/utils/meta";

type RootData = { translations?: Record<string, unknown> };

/** A text of the root's translations ("namespace:a.b"), for a meta function, which has no t(). */
function rootText(matches: { id: string; data: unknown }[], key: string): string | undefined {
  const [namespace, path] = key.split(":");
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const text = path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root?.translations?.[namespace]);
  return typeof text === "string" ? text : undefined;
}

/**
 * The error boundary and meta of a page about one record (a user, a cost place): a 404 says which
 * kind of record was not found (part 1 §8) and leads back to its list; every other error is the
 * usual error content.
 */
export function recordNotFound({ title, body, backTo, back }: { title: string; body: string; backTo: string; back: string }) {
  function ErrorBoundary() {
    const error = useRouteError();
    const { t } = useTranslation();
    if (!(isRouteErrorResponse(error) && error.status === 404)) return <ErrorContent />;
    return (
      <>
        <h1>{t(title)}</h1>
        <p>{t(body)}</p>
        <div className={styles.actions}>
          <Link className={styles.button} to={backTo}>
            {t(back)}
          </Link>
        </div>
      </>
    );
  }
  const meta: MetaFunction = (args) => {
    if (isRouteErrorResponse(args.error) && args.error.status === 404) {
      const text = rootText(args.matches, title);
      if (text) return [{ title: text }];
    }
    return titleMeta(args);
  };
  return { ErrorBoundary, meta };
}

import { isRouteErrorResponse, useMatches, type UIMatch } from "react-router";
import { useContext } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
// The title words every route's refused submit and error; the public hooks give a route only its own
// (useActionData, useRouteError), and this context is the one that holds them all (docs/decisions/0074).
import { UNSAFE_DataRouterDataContext as DataRouterDataContext } from "react-router";
import type { PageT } from "~/platform/i18n/keys";
import { handleOf } from "~/platform/i18n/page-handle";
import { pageFor } from "./error-page";

type RouterState = { errors: Record<string, unknown> | null; actionData: Record<string, unknown> | null };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A conform reply with errors, or a confirmation page's { error: "…" }. */
function saysFailed(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (typeof value.error === "string") return value.error !== "";
  return value.status === "error" && isObject(value.error) && Object.values(value.error).some((messages) => Array.isArray(messages) && messages.length > 0);
}

/** Whether an action's data tells of a failed submit: itself, or one of its fields ({ result: reply }). */
export function isFailedSubmission(actionData: unknown): boolean {
  return saysFailed(actionData) || (isObject(actionData) && Object.values(actionData).some(saysFailed));
}

/**
 * The document title: that of the error page when a route failed (a record page's own 404 title
 * when it has one), else the title the deepest route's handle names; after a failed submit,
 * "Error: " comes first, as GOV.UK does; so it does on a list whose GET filter was refused (its
 * loader's { result: reply }, listFilterOf).
 */
export function pageTitleOf(matches: Pick<UIMatch, "id" | "loaderData" | "handle">[], { errors, actionData }: RouterState, t: PageT): string {
  const title = (() => {
    const [failedRoute, error] = Object.entries(errors ?? {})[0] ?? [];
    if (failedRoute) {
      const notFound = handleOf(matches.find((match) => match.id === failedRoute) ?? {}).notFound;
      return notFound && isRouteErrorResponse(error) && error.status === 404 ? t(notFound.title) : t(`errorPages.${pageFor(error)}.title`);
    }
    const titled = [...matches].reverse().find((match) => handleOf(match).title !== undefined);
    const key = titled ? handleOf(titled).title : undefined;
    if (typeof key === "function") return (key as (data: unknown, t: PageT) => string)(titled?.loaderData, t);
    return key ? t(key) : t("appName");
  })();
  const refusedFilter = matches.some((match) => isObject(match.loaderData) && saysFailed(match.loaderData.result));
  return refusedFilter || Object.values(actionData ?? {}).some(isFailedSubmission) ? t("pageTitle.failedSubmit", { title }) : title;
}

/** Rendered in the document's head by the root: server and browser alike, with or without JavaScript. */
export function PageTitle() {
  const { i18n } = useTranslation();
  const matches = useMatches();
  const state = useContext(DataRouterDataContext) as RouterState | null;
  return <title>{pageTitleOf(matches, state ?? { errors: null, actionData: null }, i18n.t)}</title>;
}

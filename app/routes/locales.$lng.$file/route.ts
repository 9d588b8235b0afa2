import { data, type LoaderFunctionArgs } from "react-router";
import { isLanguage } from "~domain/languages";
import { isNamespace } from "~/platform/i18n";
import { resources, TRANSLATIONS_VERSION } from "~/platform/i18next.server";
import { pageUrlOf } from "~/platform/page-url";

/**
 * One namespace's texts (/locales/nl/positions.json?v=…), which the browser fetches when a client-side
 * navigation reaches a page that needs them (app/platform/i18n/page-translations.tsx). Under the
 * current version's address they never change.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const namespace = params.file?.replace(/\.json$/, "");
  if (!isLanguage(params.lng) || !params.file?.endsWith(".json") || !isNamespace(namespace)) {
    throw new Response("Not found", { status: 404 });
  }
  const current = pageUrlOf(request).searchParams.get("v") === TRANSLATIONS_VERSION;
  return data(resources[params.lng][namespace], {
    headers: { "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache" },
  });
}

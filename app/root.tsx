import { data, redirect, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "react-router";
import { Links, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { ReactNode } from "react";
import { useFailedChunk } from "~/ui/chunk-reload-guard";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { NewVersionWatcher } from "~/ui/new-version-watcher";
import { NewPageFocus } from "~/ui/new-page-focus";
import { browserErrorReporting } from "~/platform/error-reporting.server";
import { languageCookie, languageOf } from "~/platform/i18next.server";
import { ShippedTranslations, usePageI18n } from "~/platform/i18n/page-translations";
import { PageTranslations } from "~/platform/i18n/use-translation";
import { PageStyles } from "~/ui/page-styles";
import { PageTitle } from "~/ui/page-title";
import { SiteFooter } from "~/ui/site-footer";
import { useNonce } from "~/platform/nonce";
import { usePageShipsScripts } from "~/platform/page-scripts";
import { RequestReferenceMeta } from "~/platform/request-reference";
import { takeKeptForm } from "~/platform/kept-form.server";
import { safeRedirect } from "~/platform/safe-redirect";
import "~/ui/theme.css";
import "~/ui/print.css";
import "~/ui/print-pages.css";
import { pageUrlOf } from "~/platform/page-url";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// A thrown answer's Retry-After (the sign-in limits' 429) reaches the browser with the error page,
// which the root's boundary renders: without this export React Router drops a thrown answer's headers.
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const retryAfter = errorHeaders?.get("Retry-After");
  return new Headers(retryAfter ? { "Retry-After": retryAfter } : undefined);
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = pageUrlOf(request);
  const locale = await languageOf(request);
  // ?lng= picks the language: remember it and show the address without it. The path is the client's:
  // "//evil.example/x" would send the browser off the site, so it goes to the home page instead.
  if (url.searchParams.has("lng")) {
    url.searchParams.delete("lng");
    const here = safeRedirect(`${url.pathname}${url.search}`);
    throw redirect(here, { headers: { "Set-Cookie": await languageCookie.serialize(locale) } });
  }
  // A form kept when the session ended, back on its page after the sign-in (app/platform/kept-form.server.ts).
  const kept = await takeKeptForm(request);
  return data(
    { locale, errorReporting: browserErrorReporting(), restoredForm: kept?.form ?? null },
    { headers: kept ? { "Set-Cookie": kept.cookie } : undefined },
  );
}

// The language only changes through ?lng=, or through a form that changes it, which answers with a
// whole new document (the language buttons, a sign-in that applies the user's preferred language).
// No other navigation or submission reloads the root.
export const shouldRevalidate: ShouldRevalidateFunction = ({ nextUrl, defaultShouldRevalidate }) =>
  nextUrl.searchParams.has("lng") ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // Without the root's data (an action threw), the request's language still applies.
  const i18n = usePageI18n(data?.locale);
  const scripts = usePageShipsScripts();
  return (
    <PageTranslations translator={i18n}>
      <html lang={i18n.language} data-error-reporting={scripts && data?.errorReporting ? JSON.stringify(data.errorReporting) : undefined}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {/* First: the page's texts are fetched before the scripts that wait for them. */}
          {scripts && <ShippedTranslations />}
          <PageTitle />
          <RequestReferenceMeta />
          <PageStyles />
          <Links />
        </head>
        <body>
          <NewVersionWatcher />
          {children}
          <SiteFooter />
          <NewPageFocus />
          {scripts && (
            <>
              <ScrollRestoration nonce={nonce} />
              <Scripts nonce={nonce} />
            </>
          )}
        </body>
      </html>
    </PageTranslations>
  );
}

export default function App() {
  const failedChunk = useFailedChunk();
  if (failedChunk) throw failedChunk;
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

// What a page whose script chunk failed to load twice shows (app/ui/chunk-reload-guard.ts): its
// route stays unloaded, and React Router renders the nearest HydrateFallback in its place. No route
// loads data in the browser, so this shows nowhere else.
export function HydrateFallback() {
  return <GeneralErrorBoundary />;
}

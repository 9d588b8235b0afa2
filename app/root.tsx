import { cssBundleHref } from "@remix-run/css-bundle";
import { json, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { createInstance, type Resource } from "i18next";
import { useMemo, type ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { NewVersionWatcher } from "./components/new-version-watcher";
import { env } from "./env.server";
import { i18nConfig } from "./i18n";
import { languageCookie, languageOf, resources } from "./i18next.server";
import { messageVariables } from "./services/message-variables.server";
import { errorTitle } from "./utils/meta";
import { useNonce } from "./utils/nonce";
import "./styles/theme.css";

export const links: LinksFunction = () => [
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = await languageOf(request);
  // ?lng= picks the language: remember it and show the address without it.
  if (url.searchParams.has("lng")) {
    url.searchParams.delete("lng");
    throw redirect(`${url.pathname}${url.search}`, { headers: { "Set-Cookie": await languageCookie.serialize(locale) } });
  }
  return json({ locale, translations: resources[locale], messageVariables: messageVariables(), sentryDsn: env().SENTRY_DSN ?? null });
}

// The translations only change with the language: through ?lng=, or through a form that changes
// it, which answers with a whole new document (the language buttons, a sign-in that applies the
// user's preferred language). No other navigation or submission reloads them.
export const shouldRevalidate: ShouldRevalidateFunction = ({ nextUrl, defaultShouldRevalidate }) =>
  nextUrl.searchParams.has("lng") ? defaultShouldRevalidate : false;

function useI18n(locale: string, translations: Resource[string] | undefined, variables: Record<string, unknown> | undefined) {
  return useMemo(() => {
    if (!translations) return null;
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      ...i18nConfig,
      lng: locale,
      resources: { [locale]: translations },
      initImmediate: false,
      interpolation: { ...i18nConfig.interpolation, defaultVariables: variables },
    });
    return instance;
    // The translations of one language never change while the page lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const locale = data?.locale ?? i18nConfig.fallbackLng;
  const i18n = useI18n(locale, data?.translations, data?.messageVariables);
  return (
    <html lang={locale} data-sentry-dsn={data?.sentryDsn ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Without the root's data (an action threw), entry.server's translations apply. */}
        {i18n ? (
          <I18nextProvider i18n={i18n}>
            <NewVersionWatcher />
            {children}
          </I18nextProvider>
        ) : (
          children
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export const meta: MetaFunction<typeof loader> = ({ error, matches }) => (error ? [{ title: errorTitle(matches, error) }] : []);

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

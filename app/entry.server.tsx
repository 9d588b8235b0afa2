import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import * as Sentry from "@sentry/remix";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n";
import { languageOf, resources } from "./i18next.server";
import { messageVariables } from "./services/message-variables.server";
import { refreshedSessionCookie } from "./services/session.server";
import { NonceContext } from "./utils/nonce";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await keepSessionAlive(request, responseHeaders);
  const nonce = loadContext.cspNonce;
  const i18n = await translationsFor(request);
  // Bots and browsers without JavaScript get the whole document at once; others get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS);
  });
}

/**
 * The request's translations for a page rendered without the root loader's data: an error thrown
 * by an action (a 429, say) still reads in the user's language.
 */
async function translationsFor(request: Request) {
  const lng = await languageOf(request);
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    ...i18nConfig,
    lng,
    resources: { [lng]: resources[lng] },
    interpolation: { ...i18nConfig.interpolation, defaultVariables: messageVariables() },
  });
  return instance;
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  await keepSessionAlive(request, response.headers);
  return response;
};

async function keepSessionAlive(request: Request, headers: Headers) {
  // A response that already sets the session (sign-in, sign-out) knows better.
  if (headers.get("Set-Cookie")?.includes("__session=")) return;
  const cookie = await refreshedSessionCookie(request);
  if (cookie) headers.append("Set-Cookie", cookie);
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
  Sentry.captureException(error);
};

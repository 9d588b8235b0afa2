import { PassThrough } from "node:stream";
import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import * as Sentry from "@sentry/remix";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { languageOf, resources, TRANSLATIONS_VERSION } from "~/platform/i18next.server";
import { ServerTranslationsContext, type ServerTranslations } from "~/platform/i18n/page-translations";
import { messageVariables } from "~/platform/message-variables.server";
import { serverTiming } from "~/platform/request-scope.server";
import { refreshedSessionCookie } from "~/platform/session.server";
import { NonceContext } from "~/platform/nonce";
import { log } from "~/platform/log.server";

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
  const translations = await translationsFor(request);
  // Bots and browsers without JavaScript get the whole document at once; others get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerTranslationsContext.Provider value={translations}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </ServerTranslationsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          addServerTiming(responseHeaders);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: error }, "rendering the page failed");
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS);
  });
}

/**
 * Every text of the request's language, of which the root's Layout takes what the page needs: also
 * when the root has no data (an action threw a 429, say), the page reads in the user's language.
 */
async function translationsFor(request: Request): Promise<ServerTranslations> {
  const language = await languageOf(request);
  return { language, resources: resources[language], variables: messageVariables(), version: TRANSLATIONS_VERSION };
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  await keepSessionAlive(request, response.headers);
  addServerTiming(response.headers);
  return response;
};

/** Where the request's time went, for the browser's devtools (time until the page's shell, for a document). */
function addServerTiming(headers: Headers) {
  const timing = serverTiming();
  if (timing) headers.set("Server-Timing", timing);
}

async function keepSessionAlive(request: Request, headers: Headers) {
  // A response that already sets the session (sign-in, sign-out) knows better.
  if (headers.get("Set-Cookie")?.includes("__session=")) return;
  const cookie = await refreshedSessionCookie(request);
  if (cookie) headers.append("Set-Cookie", cookie);
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log.error({ err: error, path: new URL(request.url).pathname }, "unhandled error");
  Sentry.captureException(error);
};

import { Writable } from "node:stream";
import {
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { languageOf, resources, TRANSLATIONS_VERSION } from "~/platform/i18next.server";
import { ServerTranslationsContext, type ServerTranslations } from "~/platform/i18n/page-translations";
import { messageVariables } from "~/platform/message-variables.server";
import { requestIdOfScope, serverTiming } from "~/platform/request-scope.server";
import { refreshedSessionCookie } from "~/platform/session.server";
import { NonceContext } from "~/platform/nonce";
import { stylesheetText } from "~/platform/stylesheet.server";
import { StylesheetContext } from "~/ui/page-styles";
import { RequestReferenceContext } from "~/platform/request-reference";
import { log } from "~/platform/log.server";
import { reportServerError } from "~/platform/error-reporting.server";
import { logSecurityEvent } from "~/platform/security-log.server";
import { cspNonceContext } from "~/platform/load-context";
import { pageUrlOf } from "~/platform/page-url";
import { PageScriptsContext, shipsScripts } from "~/platform/page-scripts";

/** How long the framework waits for a page's data before it gives up rendering it. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  await keepSessionAlive(request, responseHeaders);
  forbidStoring(responseHeaders);
  noteStatus(request, responseStatusCode);
  const nonce = loadContext.get(cspNonceContext);
  const translations = await translationsFor(request);
  const scripts = shipsScripts(routerContext.staticHandlerContext.matches.map((match) => match.route));
  if (!scripts) dropHydrationData(routerContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerTranslationsContext.Provider value={translations}>
          <RequestReferenceContext.Provider value={requestIdOfScope()}>
            <StylesheetContext.Provider value={stylesheetText()}>
              <PageScriptsContext.Provider value={scripts}>
                <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
              </PageScriptsContext.Provider>
            </StylesheetContext.Provider>
          </RequestReferenceContext.Provider>
        </ServerTranslationsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // No page defers data, so the whole document is ready at once: it goes out as one body, which
        // costs one compression pass and one write instead of one of each per chunk React writes.
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              addServerTiming(responseHeaders);
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(document);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: error }, "rendering the page failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** A page without scripts has nothing to hydrate: the route data React Router would stream after it stays out. */
function dropHydrationData(routerContext: EntryContext) {
  void routerContext.serverHandoffStream?.cancel();
  routerContext.serverHandoffStream = undefined;
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
  forbidStoring(response.headers);
  noteStatus(request, response.status);
  addServerTiming(response.headers);
  return response;
};

/**
 * No page or page data is kept by the browser or any cache on the way: they show a signed-in
 * user's records, and a document carries its request's CSP nonce. Fingerprinted assets and the
 * translations are not answered here, and keep their long cache life.
 */
function forbidStoring(headers: Headers) {
  headers.set("Cache-Control", "no-store");
}

/**
 * Every refusal of a signed-in request (the access rules', the API's, a form's NOT_ALLOWED) is a
 * security event; every server error a line, which the reference on the generic error page finds.
 */
function noteStatus(request: Request, status: number) {
  const fields = { method: request.method, path: pageUrlOf(request).pathname };
  if (status === 403) logSecurityEvent("forbidden", fields);
  if (status >= 500) log.warn({ ...fields, status }, "answered with a server error");
}

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
  // React Router 8 hands this its own answers to a client's mistake too (a POST where no action is: 405).
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  log.error({ err: error, path: pageUrlOf(request).pathname }, "unhandled error");
  reportServerError(request, error);
};

// server.ts takes these from the build, so that the portal's modules are loaded once (app/platform/http-server.server.ts).
export * as httpServer from "~/platform/http-server.server";

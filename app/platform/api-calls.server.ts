import { redirect } from "react-router";
import { IDEMPOTENCY_KEY_REUSED } from "~domain/one-time-keys";
import { reportApiFailure, type Reporter } from "./error-reporting.server";
import { freshReadsOnly } from "./api-memory/api-memory.server";
import { ApiError } from "./payroll-api.server";
import { loginPathFor } from "./safe-redirect";
import { destroySession, emailOfAnySession, getSession } from "./session.server";
import { isSubmission, keepSubmittedForm } from "./kept-form.server";

// How loaders and actions turn the payroll API's answers into pages (part 1 §8). One name each:
// every loader, action and server module uses these, never a copy.

/** The page the error boundary shows instead of a record the user cannot see or that is gone. */
export const notFound = () => Response.json({ reason: "not-found" }, { status: 404 });

export const forbidden = () => Response.json({ reason: "forbidden" }, { status: 403 });

/** The page of an address the API could not use (a date, a number or a text out of its range): the client's 400. */
const badRequest = () => Response.json({ reason: "bad-request" }, { status: 400 });

/** The record, or the page's 404 when the API found none. */
export function requireFound<T>(found: T | null | undefined): T {
  if (found === null || found === undefined) throw notFound();
  return found;
}

/**
 * What a failed API call means for a page: a 401 signs the user out (back to the login with the
 * way back kept), a refusal of the client's input is its 400, unavailability and unknown failures
 * become responses the error boundary words.
 */
export async function responseForApiError(request: Request, error: unknown): Promise<Response> {
  if (!(error instanceof ApiError)) throw error;
  if (error.kind === "unauthorized") {
    const session = await getSession(request);
    const headers = new Headers([["Set-Cookie", await destroySession(session)]]);
    // The API ended the token while a form was on its way: what it typed waits for the next sign-in.
    const kept = isSubmission(request) ? await keepSubmittedForm(request, emailOfAnySession(session)) : null;
    if (kept) headers.append("Set-Cookie", kept);
    return redirect(loginPathFor(request), { headers });
  }
  reportApiFailure(request, error);
  if (error.kind === "unavailable") return Response.json({ reason: "unavailable" }, { status: 503 });
  if (error.kind === "rejected" && error.status === 404) return notFound();
  if (error.kind === "rejected" && error.status === 403) return forbidden();
  if (error.kind === "rejected" && (error.status === 400 || error.code === "BAD_USER_INPUT")) return badRequest();
  return Response.json({ reason: "unknown" }, { status: 500 });
}

/** Runs an API call for a loader; any failure is thrown as the response that page shows. */
export async function loadFromApi<T>(request: Request, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await responseForApiError(request, error);
  }
}

/** The call's answer, or null when the API could not answer (a 5xx or unknown failure); refusals are thrown as pages. */
async function orNullWhenApiFails<T>(request: Request, call: () => Promise<T>): Promise<T | null> {
  try {
    return await loadFromApi(request, call);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 500) return null;
    throw thrown;
  }
}

/**
 * A list's rows, or null when the API could not answer: the page then shows its own load-error
 * message (retry or contact support) in place of the table and keeps its heading and links. Its rows
 * are always read afresh, never the session's last read (app/platform/api-memory/api-memory.server.ts).
 */
export function loadList<T>(request: Request, call: () => Promise<T>): Promise<T | null> {
  return freshReadsOnly(() => orNullWhenApiFails(request, call));
}

/**
 * One screen's data (company information, mail preferences): the page's 404 when the API knows none,
 * null when it could not answer, so that the screen words its load error in place, as a list does.
 * A form submitted from it while the API fails comes back on the screen as the session last read it,
 * with what was typed (app/platform/api-memory/api-memory.server.ts).
 */
export function loadScreen<T>(request: Request, call: () => Promise<T | null | undefined>): Promise<T | null> {
  return orNullWhenApiFails(request, async () => requireFound(await orNotFound(call)));
}

/** An id the API cannot even read is as absent as one of another company: null, for the page's 404. */
export async function orNotFound<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.kind === "rejected" && (error.code === "NOT_FOUND" || error.code === "BAD_USER_INPUT")) return null;
    throw error;
  }
}

/**
 * The translation key that tells a form's user what went wrong with the API; the failure is reported
 * (the refusals a form words in place, field by field, are answers to what was typed, not faults).
 */
export function formErrorFor(reporter: Reporter, error: unknown, rejectedKey: string): string {
  if (!(error instanceof ApiError)) throw error;
  // The form's one-time key was used before with other values (a page kept by the browser's Back, sent
  // again changed; docs/decisions/0063): nothing ran, and the page it lands on has a new key.
  if (error.code === IDEMPOTENCY_KEY_REUSED) return "common:errors.sentBeforeWithOtherValues";
  reportApiFailure(reporter, error);
  if (error.kind === "unavailable") return "common:errors.serviceUnavailable";
  if (error.kind === "rejected") return rejectedKey;
  return "common:errors.unknown";
}

import { createHash, randomUUID } from "node:crypto";
import * as Sentry from "@sentry/node";
import { name, version } from "../../package.json";
import { eventGate, isReportedFailure, withShortNames } from "~/platform/error-reporting";
import { env, type Env } from "./env.server";
import type { ApiError } from "./payroll-api.server";
import { requestIdOfScope } from "./request-scope.server";
import { credentialsOf, getSession, type Credentials } from "./session.server";

// Error reporting on the server (part 1 §1, §8, §9; docs/decisions/0027-error-reporting-and-analytics.md):
// Sentry, in production and staging only, with the rules of app/platform/error-reporting.ts. The server uses
// @sentry/node, not @sentry/remix: the latter wraps every loader and action, reports every thrown 5xx
// answer (network failures included, which part 1 §8 leaves out) and reads the root loader's answer
// a second time, which Remix then cannot read. The portal reports where it knows what failed instead.

// The commit the build was made from (vite.config.ts defines it); not defined where the source runs
// without a build (the unit tests).
declare const __RELEASE_COMMIT__: string | undefined;

/**
 * A release as Sentry names them, package@version, with the commit as semver build metadata when the
 * build knew it: every build of a new commit is a release of its own, also between version bumps.
 */
export const releaseOf = (version: string, commit: string | undefined) => `${name}@${version}${commit ? `+${commit}` : ""}`;

/** The release every event names, on the server and in the browser. */
export const RELEASE = releaseOf(version, typeof __RELEASE_COMMIT__ === "string" ? __RELEASE_COMMIT__ : undefined);

type ReportingEnv = Pick<Env, "SENTRY_DSN" | "RELEASE_STAGE" | "SENTRY_MAX_EVENTS">;

/** What the browser needs to report its own errors (root.tsx hands it over), or null when reporting is off. */
export type BrowserErrorReporting = { dsn: string; release: string; environment: string; maxEvents: number };

export function browserErrorReporting(settings: ReportingEnv = env()): BrowserErrorReporting | null {
  if (!settings.SENTRY_DSN || settings.RELEASE_STAGE === "development") return null;
  return { dsn: settings.SENTRY_DSN, release: RELEASE, environment: settings.RELEASE_STAGE, maxEvents: settings.SENTRY_MAX_EVENTS };
}

// Events without a session of their own (an uncaught exception of the process) share this one.
const PROCESS_SESSION = "process";

/** Called once by server.ts, before the portal's build is loaded. */
export function startErrorReporting(settings: ReportingEnv): void {
  const reporting = browserErrorReporting(settings);
  if (!reporting) return;
  const admit = eventGate(reporting.maxEvents);
  Sentry.init({
    dsn: reporting.dsn,
    release: reporting.release,
    environment: reporting.environment,
    sendDefaultPii: false,
    beforeSend: (event, hint) => admit(event, sessionOfHint(hint.data)),
    beforeBreadcrumb: (breadcrumb) => withShortNames(breadcrumb),
  });
}

const sessionOfHint = (data: unknown) =>
  typeof data === "object" && data !== null && "session" in data && typeof data.session === "string" ? data.session : PROCESS_SESSION;

/** Whose session an event counts against: the request's, or the signed-in account's when the caller has only that. */
export type Reporter = Request | Credentials;

/**
 * The session an event counts against: the signed-in session (named by a digest of its API token,
 * which is new at each sign-in and never leaves the server), or, signed out, the request alone.
 */
async function sessionOf(reporter: Reporter): Promise<string> {
  const credentials = reporter instanceof Request ? credentialsOf(await getSession(reporter)) : reporter;
  if (credentials) return `account:${createHash("sha256").update(credentials.token).digest("hex").slice(0, 32)}`;
  return `request:${requestIdOfScope() ?? randomUUID()}`;
}

function capture(error: unknown, reporter: Reporter, level: "error" | "warning") {
  void sessionOf(reporter).then((session) => Sentry.captureException(error, { captureContext: { level }, data: { session } }));
}

/** An error that escaped a loader, an action or the rendering (entry.server's handleError). */
export function reportServerError(request: Request, error: unknown): void {
  capture(error, request, "error");
}

/**
 * A failed API call that reached the user as an error page or a form's general message. The API's
 * refusals (4xx) are warnings; its failures (5xx, an answer the portal cannot read) are errors. Network
 * failures and timesheet saves refused with a data entry are not reported (isReportedFailure), nor is a 401.
 */
export function reportApiFailure(reporter: Reporter, error: ApiError): void {
  // A 401 is the session's end: the user is sent to sign in again.
  if (error.kind === "unauthorized" || (error.call && !isReportedFailure(error.call))) return;
  capture(error, reporter, error.kind === "unavailable" || error.kind === "unknown" ? "error" : "warning");
}

// What goes to error tracking (part 1 §1, §8, §9), the same rules on the server and in the browser:
// which failed API calls are reported, at most N events per session, no event over 1 MB, and
// breadcrumb names cut at 30 characters. Pure: the Sentry set-ups (app/platform/error-reporting.server.ts
// and app/platform/sentry.client.ts) only plug these in.

// Which failed API calls go to error tracking (part 2 §7, part 1 §8): not a network failure (the user's
// connection, not a fault of ours), not a failed timesheet save whose answer carries a data entry (the
// API said what is wrong with the timesheet, and the page says it); every other failure is reported.

export type FailedCall =
  { network: true } | { network: false; method: string; path: string; /** The answer's body, as parsed JSON (or null). */ body: unknown };

const TIMESHEET_SAVE_PATH = /^\/api\/hours_validation\/contracts\/?(\?.*)?$/;

const isTimesheetSave = (method: string, path: string) => (method.toUpperCase() === "POST" || method.toUpperCase() === "PUT") && TIMESHEET_SAVE_PATH.test(path);
const carriesDataEntry = (body: unknown) => typeof body === "object" && body !== null && !Array.isArray(body) && "data" in body;

export function isReportedFailure(failure: FailedCall): boolean {
  if (failure.network) return false;
  return !(isTimesheetSave(failure.method, failure.path) && carriesDataEntry(failure.body));
}

/** Events per session: at least 1, at most 100, 10 unless configured (SENTRY_MAX_EVENTS). */
export const EVENTS_PER_SESSION = { min: 1, max: 100, default: 10 } as const;

/** The largest event sent: 1 MB, as JSON (the SDK sends it as UTF-8). */
export const MAX_EVENT_BYTES = 1024 * 1024;

/** Breadcrumb names (message and category) are cut to this many characters. */
export const BREADCRUMB_NAME_LENGTH = 30;

// Sessions whose counts a long-running server keeps; beyond it the longest-known session is forgotten
// (and may report again), which bounds the memory a flood of new sessions can take.
const REMEMBERED_SESSIONS = 10_000;

// What browsers and Node call a request that got no answer: the connection, not a fault of ours.
const NETWORK_FAILURE_MESSAGES = /^(Failed to fetch|fetch failed|Load failed|NetworkError when attempting to fetch resource\.?)$/i;

/** An exception as error tracking describes it: its type and message. */
export type ReportedException = { type?: string; value?: string };

/** A fetch that got no answer, as the browser's or Node's fetch throws it. */
export const isNetworkFailure = ({ type, value }: ReportedException): boolean => type === "TypeError" && NETWORK_FAILURE_MESSAGES.test(value ?? "");

/** The event's size as sent, in bytes; an event that cannot even be written out counts as too large. */
function sizeOf(event: object): number {
  try {
    return new TextEncoder().encode(JSON.stringify(event)).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

export const isWithinSizeLimit = (event: object): boolean => sizeOf(event) <= MAX_EVENT_BYTES;

const cut = (name: string | undefined) => (name === undefined ? undefined : name.slice(0, BREADCRUMB_NAME_LENGTH));

export function withShortNames<Breadcrumb extends { message?: string; category?: string }>(breadcrumb: Breadcrumb): Breadcrumb {
  return { ...breadcrumb, message: cut(breadcrumb.message), category: cut(breadcrumb.category) };
}

/** An event as far as these rules read it. */
export type ReportableEvent = { exception?: { values?: ReportedException[] } };

/**
 * The gate every event passes before it is sent: network failures and events over 1 MB are dropped,
 * and each session sends at most `maxEventsPerSession` (the browser is one session per page load; the
 * server names the session of the request the event comes from).
 */
export function eventGate(maxEventsPerSession: number) {
  const sentBySession = new Map<string, number>();
  return function admit<Event extends ReportableEvent>(event: Event, session: string): Event | null {
    if (event.exception?.values?.some(isNetworkFailure)) return null;
    if (!isWithinSizeLimit(event)) return null;
    const sent = sentBySession.get(session) ?? 0;
    if (sent >= maxEventsPerSession) return null;
    sentBySession.delete(session);
    sentBySession.set(session, sent + 1);
    const longestKnown = sentBySession.keys().next().value;
    if (sentBySession.size > REMEMBERED_SESSIONS && longestKnown !== undefined) sentBySession.delete(longestKnown);
    return event;
  };
}

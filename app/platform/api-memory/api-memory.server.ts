import type { Locale, UserQuery } from "../operations.generated";
import { requestOnlyReads } from "../request-scope.server";
import type { Credentials } from "../session.server";
import { IDLE_TIMEOUT_MS } from "../session-limits";
import { accountStampOf } from "./account-stamp.server";
import { expiringCache } from "./expiring-cache.server";
import { forgetWhatSessionRead, lastKnown, MAX_KEPT_CHARS, submissionMetFault } from "./last-known.server";

export { ACCOUNT_STAMP_COOKIE, newAccountStampOnChanges } from "./account-stamp.server";
export { freshReadsOnly } from "./last-known.server";

/**
 * What the portal remembers of the payroll API: the one place (docs/decisions/0056). Nothing else in
 * the portal keeps an API answer beyond the request that read it (lint refuses an import of this
 * folder's parts from outside it). Each portal process remembers on its own, in its memory.
 *
 * The policy. A read goes to the API, every time, except:
 *
 * 1. Recent answers, shown as if fresh, to spare the API a call on every page view:
 *    - the account (the user, the company, the permissions, the counts): for the session (its token,
 *      its stamp cookie, its language), ACCOUNT_TTL_MS, read again in the background in its last 5 s.
 *      A request that may change things never reads it, drops the session's, and gives the browser a
 *      new stamp, so that the next page on any replica reads it afresh;
 *    - the count of timesheets waiting (the side panel's badge): for the user in the company and the
 *      week, a minute, read again in the background in its last 15 s; dropped when the user saves one;
 *    - the company the session last had on the company information page (only an id, which the page
 *      checks against the account): for the session, as long as a session may stay idle.
 * 2. The last known answer, shown only while the API fails (unavailable, or an answer it cannot read)
 *    around a form submitted during that fault, so that the page comes back with what was typed:
 *    every read of a session (one without credentials keeps nothing), for that session, KEPT_MS, at
 *    most 16 reads per session; never a list's rows (`freshReadsOnly`). Details: last-known.server.ts.
 *
 * Sign-out (`forgetSession`) drops everything kept for the session. A refusal of the API (4xx) is
 * never covered up; nothing kept grants anything: every call carries the session's credentials.
 *
 * What a loader gets, then, when the API is slow: the recent answers above if they are kept, and for
 * everything else it waits, up to PAYROLL_API_TIMEOUT_MS. When the API is down: the recent answers while
 * they last, then the page's own wording of unavailability (part 1 §8); the last known answers only on
 * a page that a form was sent from while the API failed, and for SUBMISSION_WAKE_MS after.
 *
 * The bound: entries × the largest value kept, in characters of JSON (about 2 bytes each), below
 * (MEMORY_BOUND, MAX_REMEMBERED_CHARS); a larger answer is answered but not kept. The keys, and the
 * marks of sessions whose change met a fault (10,000 at most), come on top.
 */

/** How long a session's account is kept between its page views. */
export const ACCOUNT_TTL_MS = 15_000;

/** Each memory's bound: how many values, and how long each may be, in characters of its JSON. */
export const MEMORY_BOUND = {
  /** Sessions active within ACCOUNT_TTL_MS, far above what one process serves. */
  account: { maxEntries: 2_000, maxValueChars: 4_096 },
  timesheetCount: { maxEntries: 10_000, maxValueChars: 16 },
  /** A company's id (a UUID, quoted). */
  companyOfSession: { maxEntries: 10_000, maxValueChars: 40 },
  lastKnown: { maxChars: MAX_KEPT_CHARS },
} as const;

/** All the memories together, in characters of JSON: some 26 million, about 52 MB. */
export const MAX_REMEMBERED_CHARS =
  MEMORY_BOUND.account.maxEntries * MEMORY_BOUND.account.maxValueChars +
  MEMORY_BOUND.timesheetCount.maxEntries * MEMORY_BOUND.timesheetCount.maxValueChars +
  MEMORY_BOUND.companyOfSession.maxEntries * MEMORY_BOUND.companyOfSession.maxValueChars +
  MEMORY_BOUND.lastKnown.maxChars;

const accounts = expiringCache<UserQuery>({ ttlMs: ACCOUNT_TTL_MS, refreshAheadMs: 5_000, name: "account", ...MEMORY_BOUND.account });
const timesheetCounts = expiringCache<number>({ ttlMs: 60_000, refreshAheadMs: 15_000, name: "timesheet-count", ...MEMORY_BOUND.timesheetCount });
const companiesOfSessions = expiringCache<string>({ ttlMs: IDLE_TIMEOUT_MS, name: "company-of-session", ...MEMORY_BOUND.companyOfSession });

/** Whether a failure is the API's own (unavailable, an answer it cannot read), which the last known answer may stand in for. */
type IsFault = (thrown: unknown) => boolean;

const tokenPrefix = (credentials: Credentials) => `${credentials.token}\n`;

/**
 * A session's read of the API (a query, a GET): `read`'s answer, kept as the session's last known;
 * while the API fails around a form sent during the fault, the last known answer instead.
 */
export const sessionRead = <T>(credentials: Credentials | null, what: string, read: () => Promise<T>, isFault: IsFault): Promise<T> =>
  credentials ? lastKnown(credentials.token, what, read, isFault) : read();

/** A session's change (a mutation, a POST) met a fault of the API: the page around its form may show the last known answers. */
export function changeMetFault(credentials: Credentials | null) {
  if (credentials) submissionMetFault(credentials.token);
}

/**
 * The session's account as `load` reads it, kept for ACCOUNT_TTL_MS while the requests only read.
 * While the API fails, the account as the session last read it, whichever of its queries answered
 * (a user without a company reads it without the counts), for the shell.
 */
export function rememberedAccount(request: Request, credentials: Credentials, locale: Locale, load: () => Promise<UserQuery>, isFault: IsFault) {
  const read = () => {
    if (requestOnlyReads()) return accounts.remember(`${tokenPrefix(credentials)}${accountStampOf(request)}\n${locale}`, load);
    accounts.forgetStartingWith(tokenPrefix(credentials));
    return load();
  };
  return lastKnown(credentials.token, `account ${locale}`, read, isFault);
}

/** The count of timesheets waiting under `key` (the user, the company, the week), as `count` gives it, up to a minute old. */
export const recentTimesheetCount = (key: string, count: () => Promise<number>) => timesheetCounts.remember(key, count);

/** The user saved a timesheet: their next page counts again (other replicas within a minute). */
export const forgetTimesheetCount = (key: string) => timesheetCounts.forget(key);

/** The company the session last had selected, as the company information page learnt it; nothing is asked of the API. */
export const companyLastSeenBy = (credentials: Credentials) => companiesOfSessions.peek(credentials.token);

export const noteCompanySeenBy = (credentials: Credentials, companyId: string) => companiesOfSessions.set(credentials.token, companyId);

/** Drops everything kept for a session: it is signing out, and its cookie replayed must read the API again. */
export function forgetSession(credentials: Credentials) {
  accounts.forgetStartingWith(tokenPrefix(credentials));
  companiesOfSessions.forget(credentials.token);
  forgetWhatSessionRead(credentials.token);
}

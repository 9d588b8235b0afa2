import { AsyncLocalStorage } from "node:async_hooks";
import { expiringCache } from "./expiring-cache.server";
import { requestOnlyReads } from "../request-scope.server";
import { IDLE_TIMEOUT_MS } from "../session-limits";

/**
 * A part of the portal's memory of the API (api-memory.server.ts, which holds the policy): what each
 * session last read of the API, shown only while the API fails (unavailable, or an answer
 * it cannot read) around a form submitted during the fault: the page comes back with what was typed
 * and the failure said in the form, instead of an error page that loses it (issue 15,
 * docs/decisions/0029). A page merely opened during the fault says the service is unavailable, as
 * part 1 §8 wants, rather than show what was read a while ago as if it were now. It grants nothing:
 * only the session that read an answer gets it back, every call still carries the session's
 * credentials, and the API applies its rules to each; a refusal is never covered up.
 */

/** As long as a session may stay idle. */
export const KEPT_MS = IDLE_TIMEOUT_MS;
/** A session's reads kept: a page makes a few, and only the page a form was sent from needs them. */
export const MAX_READS_PER_SESSION = 16;
/** All sessions' reads together, in characters of their JSON: at most about 32 MB. */
export const MAX_KEPT_CHARS = 16 * 1024 * 1024;
/** A larger answer is not kept: no one session may take a large part of the budget. */
export const MAX_READ_CHARS = 256 * 1024;
/**
 * With JavaScript, the page around a form is read again by requests of their own (GET) right after
 * the submission: for this long after a submission met a fault, the session's reads may fall back too.
 */
export const SUBMISSION_WAKE_MS = 30_000;

// Kept as JSON: a caller that changes the answer it got cannot change what is kept, and the size is known.
type Kept = { json: string; until: number };

// Sessions by their last read, least recent first; each session's reads, least recent first.
const sessions = new Map<string, Map<string, Kept>>();
let keptChars = 0;

function dropSession(token: string) {
  for (const read of sessions.get(token)?.values() ?? []) keptChars -= read.json.length;
  sessions.delete(token);
}

function dropOldestOf(token: string, reads: Map<string, Kept>) {
  const [what, oldest] = reads.entries().next().value as [string, Kept];
  reads.delete(what);
  keptChars -= oldest.json.length;
  if (reads.size === 0) sessions.delete(token);
}

function keep(token: string, what: string, value: unknown, now: number) {
  const reads = sessions.get(token) ?? new Map<string, Kept>();
  const before = reads.get(what);
  if (before) {
    reads.delete(what);
    keptChars -= before.json.length;
  }
  // The session moves to the end: the most recent.
  sessions.delete(token);
  const json = JSON.stringify(value) as string | undefined;
  if (json !== undefined && json.length <= MAX_READ_CHARS) {
    reads.set(what, { json, until: now + KEPT_MS });
    keptChars += json.length;
    if (reads.size > MAX_READS_PER_SESSION) dropOldestOf(token, reads);
  }
  if (reads.size > 0) sessions.set(token, reads);
  for (const [oldestToken, oldestReads] of sessions) {
    // A session whose last read is past its time has nothing left to show.
    const expired = [...oldestReads.values()].at(-1)!.until <= now;
    if (!expired && keptChars <= MAX_KEPT_CHARS) break;
    if (expired) dropSession(oldestToken);
    else dropOldestOf(oldestToken, oldestReads);
  }
}

function recall(token: string, what: string, now: number): string | undefined {
  const kept = sessions.get(token)?.get(what);
  return kept && kept.until > now ? kept.json : undefined;
}

const faultedSubmissions = expiringCache<true>({ ttlMs: SUBMISSION_WAKE_MS, maxEntries: 10_000, maxValueChars: "true".length });

/**
 * A request that may change things (a form's submission; outside any request, nothing is known)
 * marks its session when it meets a fault of the API; one that only reads may fall back while marked.
 */
function mayFallBack(token: string): boolean {
  if (!requestOnlyReads()) {
    faultedSubmissions.set(token, true);
    return true;
  }
  return faultedSubmissions.peek(token) !== undefined;
}

/** A call that changes things (a mutation, a POST) met a fault of the API: the page around its form may fall back. */
export function submissionMetFault(token: string) {
  faultedSubmissions.set(token, true);
}

const freshOnly = new AsyncLocalStorage<true>();

/**
 * Runs `read` with nothing kept nor answered from what was kept: a list says its load failure in
 * place (part 1 §8) rather than show rows of a while ago, and its pages are not worth the memory.
 */
export const freshReadsOnly = <T>(read: () => T): T => freshOnly.run(true, read);

/**
 * `load`'s answer, kept as the session's last read of `what`. When `load` fails with what `isFault`
 * calls a fault of the API, the answer last kept instead; without one, or on any other failure, the
 * failure.
 */
export async function lastKnown<T>(token: string, what: string, load: () => Promise<T>, isFault: (thrown: unknown) => boolean): Promise<T> {
  if (freshOnly.getStore()) return load();
  try {
    const value = await load();
    keep(token, what, value, Date.now());
    return value;
  } catch (thrown) {
    const kept = isFault(thrown) && mayFallBack(token) ? recall(token, what, Date.now()) : undefined;
    if (kept === undefined) throw thrown;
    return JSON.parse(kept) as T;
  }
}

/** Drops everything a session read: it is signing out. */
export function forgetWhatSessionRead(token: string) {
  dropSession(token);
  faultedSubmissions.forget(token);
}

import { accountStampOf } from "./account-stamp.server";
import { expiringCache } from "./expiring-cache.server";
import { lastKnown } from "./last-known.server";
import { isApiFault } from "./payroll-api.server";
import type { Locale, UserQuery } from "./operations.generated";
import { requestOnlyReads } from "./request-scope.server";
import type { Credentials } from "./session.server";

/**
 * How long a session's account (the user, the company, the permissions and the counts) is kept
 * between its page views: a user going from page to page then costs the API only each page's own
 * query. What the user changes is read at once: a request that may change things never reads the
 * cache and drops the session's entries, and it gives the browser a new stamp that is part of the
 * key, so that every replica reads afresh. What others change (another administrator, the back
 * office) shows within this time; the API still applies its own rules to every page's query.
 */
export const ACCOUNT_TTL_MS = 15_000;

// Read again in the background in its last 5 s: under steady use no page view waits for it.
const accounts = expiringCache<UserQuery>({ ttlMs: ACCOUNT_TTL_MS, maxEntries: 10_000, refreshAheadMs: 5_000, name: "account" });
const tokenPrefix = (credentials: Credentials) => `${credentials.token}\n`;

/**
 * The session's account as `load` reads it, kept for ACCOUNT_TTL_MS while the requests only read.
 * While the API fails, the account as the session last read it, whichever of its queries answered
 * (a user without a company reads it without the counts), for the shell.
 */
export function cachedAccount(request: Request, credentials: Credentials, locale: Locale, load: () => Promise<UserQuery>): Promise<UserQuery> {
  const read = () => {
    if (requestOnlyReads()) return accounts.remember(`${tokenPrefix(credentials)}${accountStampOf(request)}\n${locale}`, load);
    accounts.forgetStartingWith(tokenPrefix(credentials));
    return load();
  };
  return lastKnown(credentials.token, `account ${locale}`, read, isApiFault);
}

/** Drops what is kept of a session's account: it is signing out, or has changed something. */
export function forgetAccount(credentials: Credentials) {
  accounts.forgetStartingWith(tokenPrefix(credentials));
}

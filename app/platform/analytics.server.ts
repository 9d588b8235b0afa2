import { isPaidUser } from "~/platform/analytics";
import { env } from "./env.server";
import { log } from "./log.server";
import { UserQueryDocument } from "./operations.generated";
import { graphql } from "./payroll-api.server";
import type { Credentials } from "./session.server";

// The analytics events of part 1 §4 and §9, sent by the server to ANALYTICS_URL: no script of an
// analytics service runs in the browser. Off unless ANALYTICS_URL is set. What is sent, and what
// never is: docs/decisions/0027-error-reporting-and-analytics.md. Analytics never holds a page up:
// the events go out after the answer, and a failure to send is only logged.

type AnalyticsMessage =
  | { type: "identify"; userId: string; traits: { accountKind: string; language: string; companyId: string | null } }
  | { type: "track"; event: "Registration"; userId: string; properties: Record<string, never> }
  | { type: "track"; event: "Paid user"; userId: string; properties: { companyId: string; offers: number } };

const TIMEOUT_MS = 5_000;

async function send(message: AnalyticsMessage, url: string): Promise<void> {
  const key = env().ANALYTICS_WRITE_KEY;
  const answer = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(key ? { Authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify({ ...message, timestamp: new Date().toISOString() }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!answer.ok) throw new Error(`the analytics service answered ${answer.status}`);
}

/** Runs `events` for a company user when analytics is on, without waiting for it. */
function inBackground(credentials: Credentials, events: (url: string) => Promise<void>): void {
  const url = env().ANALYTICS_URL;
  if (!url || credentials.kind !== "user") return;
  events(url).catch((error: unknown) => log.warn({ err: error }, "analytics events not sent"));
}

async function userOf(credentials: Credentials) {
  const { user } = await graphql(UserQueryDocument, { locale: null, withCounts: false }, credentials);
  return user;
}

/**
 * Who the signed-in user is (after each sign-in and company switch), and the paid-user event when the
 * selected company has more than 100,000 offers.
 */
export function identifyUser(credentials: Credentials): void {
  inBackground(credentials, async (url) => {
    const user = await userOf(credentials);
    if (!user) return;
    const company = user.company;
    await send(
      { type: "identify", userId: user.id, traits: { accountKind: user.kind, language: user.preferredLanguage, companyId: company?.id ?? null } },
      url,
    );
    if (company && isPaidUser(company.offers.length)) {
      await send({ type: "track", event: "Paid user", userId: user.id, properties: { companyId: company.id, offers: company.offers.length } }, url);
    }
  });
}

/** A new account signed itself up (part 1 §4). */
export function trackRegistration(credentials: Credentials): void {
  inBackground(credentials, async (url) => {
    const user = await userOf(credentials);
    if (user) await send({ type: "track", event: "Registration", userId: user.id, properties: {} }, url);
  });
}

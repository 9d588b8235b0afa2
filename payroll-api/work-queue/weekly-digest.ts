// The weekly digest (issue 46 §6, docs/decisions/0084): to every user who opted in for a company in
// their e-mail settings, once per ISO week, what waits for them there, computed as the dashboard's
// list is (./waiting-items.ts) for each such company. The week is claimed in the database before the
// mail goes (digest_claims, one row per user and week, inserted with ON CONFLICT DO NOTHING): of two
// API processes, or two runs of one, only the one whose insert took the row sends. A mail that could
// not be sent gives its claim back, so that the next hourly run tries again.
import { digestWeekAt, isDigestTime } from "../../domain/weekly-digest";
import type { Language } from "../../domain/languages";
import type { ApiContext } from "../core/context";
import { log } from "../log";
import { digestMail, type DigestSection } from "./digest-mail";
import { unsubscribeToken } from "./digest-links";
import { waitingItems } from "./waiting-items";

/** What a run needs of the API, without a caller: each user's computation gets its own. */
export type DigestServices = Omit<ApiContext, "caller" | "clientAddress">;

type Recipient = { id: number; email: string; first_name: string; preferred_language: Language; digest_link_version: number };

/** Sends the week of `now` its digests, to every opted-in user who has not had it yet; the number sent. */
export async function sendWeeklyDigests(services: DigestServices, now = new Date()): Promise<number> {
  const week = digestWeekAt(now);
  const recipients = await services.db.query<Recipient>(
    `select u.id, u.email, u.first_name, u.preferred_language, u.digest_link_version from users u
     where exists (select 1 from email_settings s where s.user_id = u.id and s.weekly_digest)
       and not exists (select 1 from digest_claims c where c.user_id = u.id and c.iso_week = $1)
     order by u.id`,
    [week],
  );
  let sent = 0;
  for (const recipient of recipients) {
    try {
      if (await sendDigest(services, recipient, week, now)) sent++;
    } catch (error) {
      log.error({ err: error, userId: recipient.id, week }, "a weekly digest was not sent");
    }
  }
  return sent;
}

/** One user's digest, when this run claims their week and something waits; whether it was sent. */
async function sendDigest(services: DigestServices, recipient: Recipient, week: string, now: Date): Promise<boolean> {
  const { db } = services;
  const claimed = await db.query("insert into digest_claims (user_id, iso_week) values ($1, $2) on conflict do nothing returning user_id", [
    recipient.id,
    week,
  ]);
  if (claimed.length === 0) return false;
  try {
    const sections = await sectionsOf(services, recipient.id, now);
    // Nothing waits anywhere: no mail this week, and the week stays claimed.
    if (sections.length === 0) return false;
    const token = await unsubscribeToken(db, recipient);
    const unsubscribeUrl = new URL(`/unsubscribe?${new URLSearchParams({ token })}`, services.config.portalUrl).href;
    await services.mailer.send(
      digestMail({
        to: recipient.email,
        language: recipient.preferred_language,
        firstName: recipient.first_name,
        sections,
        portalUrl: services.config.portalUrl,
        unsubscribeUrl,
      }),
    );
    return true;
  } catch (error) {
    await db.query("delete from digest_claims where user_id = $1 and iso_week = $2", [recipient.id, week]);
    throw error;
  }
}

/** What waits in each company the user opted in for, by company name, leaving out those where nothing does. */
async function sectionsOf(services: DigestServices, userId: number, now: Date): Promise<DigestSection[]> {
  const companies = await services.db.query<{ company_id: number; name: string; can_manage_users: boolean }>(
    `select s.company_id, c.name, m.can_manage_users from email_settings s
     join company_memberships m on m.user_id = s.user_id and m.company_id = s.company_id
     join companies c on c.id = s.company_id
     where s.user_id = $1 and s.weekly_digest order by c.name, c.id`,
    [userId],
  );
  const sections: DigestSection[] = [];
  for (const company of companies) {
    // The user as if they had selected that company: the same scoping as their dashboard there.
    const context: ApiContext = {
      ...services,
      caller: { kind: "user", id: userId, token: "", selectedCompany: { companyId: company.company_id, canManageUsers: company.can_manage_users } },
      clientAddress: "",
    };
    const items = await waitingItems(context, now);
    if (items.length > 0) sections.push({ companyName: company.name, items });
  }
  return sections;
}

const HOUR_MS = 60 * 60 * 1000;
/** The first look after start-up waits a little: the API answers the portal first. */
const FIRST_LOOK_MS = 30 * 1000;

export type DigestSchedule = { stop(): Promise<void> };

/**
 * Looks every hour whether the digest is due (Mondays from 07:00 in Brussels) and, if so, sends what
 * this week has not had. A run still going when the next look comes is left to finish.
 */
export function scheduleWeeklyDigests(services: DigestServices): DigestSchedule {
  let running: Promise<void> | null = null;
  const look = () => {
    if (running || !isDigestTime(new Date())) return;
    running = sendWeeklyDigests(services)
      .then((sent) => {
        if (sent > 0) log.info({ sent }, "weekly digests sent");
      })
      .catch((error: unknown) => log.error({ err: error }, "the weekly digests failed"))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(look, FIRST_LOOK_MS).unref();
  const hourly = setInterval(look, HOUR_MS).unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(hourly);
      await running;
    },
  };
}

import { isLanguage } from "../../domain/languages";
import type { ApiConfig } from "../config";
import type { Database } from "../db/database";
import { welcomeMail } from "../mail/messages";
import type { Mailer } from "../mail/mailer";
import { issueLink } from "./one-time-links";
import type { AccountKind } from "../account-kind";

/** E-mails an account without a password the link to choose one (the welcome variant). */
export async function sendWelcome(db: Database, mailer: Mailer, config: ApiConfig, kind: AccountKind, accountId: number): Promise<void> {
  const table = kind === "user" ? "users" : "employees";
  const [account] = await db.query<{ email: string; first_name: string; preferred_language: string }>(
    `select email, first_name, preferred_language from ${table} where id = $1`,
    [accountId],
  );
  const token = await issueLink(db, kind, accountId, "set_password");
  await mailer.send(
    welcomeMail({
      to: account.email,
      firstName: account.first_name,
      language: isLanguage(account.preferred_language) ? account.preferred_language : "nl",
      link: `${config.portalUrl}/set-your-password?token=${encodeURIComponent(token)}`,
    }),
  );
}

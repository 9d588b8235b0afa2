import type { Verdict } from "./fixed-window";
import { rateCounter, type RateCounter } from "./rate-limits";
import type { AccountKind } from "../account-kind";
import type { Database } from "../db/database";

// How many mails anyone can make the API send, per hour, by the address they go to and by who asks
// (the client address the portal forwards, or the signed-in user): docs/decisions/0033. Counted in
// the database like the sign-in limits (./rate-limits.ts), so every portal process counts together.

export type MailThrottles = {
  /** Password-reset mails to one address (PASSWORD_RESETS_PER_ADDRESS). */
  passwordResetsPerAddress: number;
  /** Password-reset requests from one client address, known addresses or not (PASSWORD_RESETS_PER_CLIENT). */
  passwordResetsPerClient: number;
  /** Team invitations, first or again, to one employee's address (INVITATIONS_PER_INVITEE). */
  invitationsPerInvitee: number;
  /** Team invitations one company user sends (INVITATIONS_PER_SENDER). */
  invitationsPerSender: number;
  /** Registrations, new accounts or not, from one client address (REGISTRATIONS_PER_CLIENT). */
  registrationsPerClient: number;
  /** Sign-in code mails to one account (SIGN_IN_CODES_PER_ACCOUNT). */
  signInCodesPerAccount: number;
};

export const DEFAULT_MAIL_THROTTLES: MailThrottles = {
  passwordResetsPerAddress: 3,
  passwordResetsPerClient: 20,
  invitationsPerInvitee: 3,
  invitationsPerSender: 50,
  registrationsPerClient: 5,
  signInCodesPerAccount: 10,
};

const HOUR_MS = 60 * 60_000;

/** A refusal names the limit that refused: the one counting the sender (or client), or the one counting the address. */
type ThrottleVerdict = { admitted: true } | { admitted: false; retryAfterMs: number; refusedBy: "sender" | "address" };

export type MailGuard = {
  /** Whether a password-reset request may send its mails; refused or not, the caller answers the same. */
  passwordReset(clientAddress: string, email: string): Promise<boolean>;
  registration(clientAddress: string): Promise<Verdict>;
  invitation(senderId: number, inviteeEmail: string): Promise<ThrottleVerdict>;
  signInCode(kind: AccountKind, accountId: number): Promise<Verdict>;
};

export function createMailGuard(db: Database, throttles: MailThrottles): MailGuard {
  const counter = (kind: string, hits: number) => rateCounter(db, { kind, hits, windowMs: HOUR_MS });
  const resetsPerClient = counter("password resets per client", throttles.passwordResetsPerClient);
  const resetsPerAddress = counter("password resets per address", throttles.passwordResetsPerAddress);
  const registrations = counter("registrations per client", throttles.registrationsPerClient);
  const invitationsPerSender = counter("invitations per sender", throttles.invitationsPerSender);
  const invitationsPerInvitee = counter("invitations per invitee", throttles.invitationsPerInvitee);
  const signInCodes = counter("sign-in codes per account", throttles.signInCodesPerAccount);
  /** The sender's limit, then the address's: one that refuses leaves the other uncounted. */
  const senderThenAddress = async (sender: RateCounter, senderKey: string, address: RateCounter, email: string): Promise<ThrottleVerdict> => {
    const bySender = await sender.hit(senderKey);
    if (!bySender.admitted) return { ...bySender, refusedBy: "sender" };
    const byAddress = await address.hit(email.toLowerCase());
    return byAddress.admitted ? { admitted: true } : { ...byAddress, refusedBy: "address" };
  };
  return {
    async passwordReset(clientAddress, email) {
      return (await senderThenAddress(resetsPerClient, clientAddress, resetsPerAddress, email)).admitted;
    },
    registration: (clientAddress) => registrations.hit(clientAddress),
    invitation: (senderId, inviteeEmail) => senderThenAddress(invitationsPerSender, String(senderId), invitationsPerInvitee, inviteeEmail),
    signInCode: (kind, accountId) => signInCodes.hit(`${kind} ${accountId}`),
  };
}

import type { Database } from "../db/database";
import { rateCounter } from "./rate-limits";
import type { AccountKind } from "../account-kind";

// The sign-in limits (docs/decisions/0004-login-rate-limit.md, changed by 0033), kept in the database
// (./rate-limits.ts): attempts per client address, failed sign-ins per account from one client address,
// and a slower count of failed sign-ins per account from anywhere, past which a right password also
// needs an e-mailed one-time code instead of being refused, so that nobody can lock a clerk out.

export type SignInLimits = {
  /** Sign-in attempts one client address may make in a window (LOGIN_ATTEMPTS_PER_CLIENT). */
  attemptsPerClient: number;
  /** Failed sign-ins of one e-mail from one client address in a window (LOGIN_FAILURES_PER_ACCOUNT). */
  failuresPerAccount: number;
  windowMs: number;
  /** Failed sign-ins of one e-mail from any address in `accountWindowMs`, before it needs a one-time code (LOGIN_FAILURES_PER_ACCOUNT_PER_DAY). */
  failuresPerAccountPerDay: number;
  accountWindowMs: number;
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  attemptsPerClient: 30,
  failuresPerAccount: 10,
  windowMs: 15 * 60_000,
  failuresPerAccountPerDay: 100,
  accountWindowMs: 24 * 60 * 60_000,
};

const ACCOUNT_KINDS: AccountKind[] = ["user", "employee"];

/** An attempt the limits let through: whether a right password also needs a one-time code, and what to do once it proves right. */
export type SignInAdmission = { admitted: true; codeRequired: boolean; succeeded(): Promise<void> } | { admitted: false; retryAfterMs: number };

export type SignInGuard = {
  /**
   * Before a password is checked: one attempt for the client address, and one failure for the e-mail
   * from that address and from anywhere, which a right password then takes back. Each sign-in endpoint
   * counts apart, so the portal's one attempt (company user, then employee) counts once at each.
   */
  admit(kind: AccountKind, clientAddress: string, email: string, now?: number): Promise<SignInAdmission>;
};

export function signInGuard(db: Database, limits: SignInLimits): SignInGuard {
  const countersOf = (kind: AccountKind) => ({
    attempts: rateCounter(db, { kind: `sign-in attempts: ${kind}`, hits: limits.attemptsPerClient, windowMs: limits.windowMs }),
    failuresFromClient: rateCounter(db, { kind: `failed sign-ins: ${kind}`, hits: limits.failuresPerAccount, windowMs: limits.windowMs }),
    failures: rateCounter(db, { kind: `failed sign-ins from anywhere: ${kind}`, hits: limits.failuresPerAccountPerDay, windowMs: limits.accountWindowMs }),
  });
  const counters = { user: countersOf("user"), employee: countersOf("employee") };
  const fromClient = (email: string, clientAddress: string) => `${email} from ${clientAddress}`;

  return {
    async admit(kind, clientAddress, email, now = Date.now()) {
      const { attempts, failuresFromClient, failures } = counters[kind];
      const attempt = await attempts.hit(clientAddress, now);
      if (!attempt.admitted) return attempt;
      const failureFromClient = await failuresFromClient.hit(fromClient(email, clientAddress), now);
      if (!failureFromClient.admitted) return failureFromClient;
      // Past the slower limit the attempt is not refused: it is not counted either, and needs a code.
      const failure = await failures.hit(email, now);
      return {
        admitted: true,
        codeRequired: !failure.admitted,
        async succeeded() {
          for (const other of ACCOUNT_KINDS) {
            await counters[other].failuresFromClient.forget(fromClient(email, clientAddress));
            // An employee's sign-in passed a refused company-user check first: both hits were this attempt's.
            if (other === kind ? failure.admitted : kind === "employee") await counters[other].failures.takeBack(email);
          }
        },
      };
    },
  };
}

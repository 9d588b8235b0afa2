import { env } from "./env.server";

/**
 * Fixed-window counters kept in this process: enough for one portal instance. Several instances
 * behind a load balancer would each count separately (see docs/decisions/0004-login-rate-limit.md).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  isLimited(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    return Boolean(entry && entry.resetAt > now && entry.count >= this.limit);
  }

  hit(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.hits.size > 10_000) this.sweep(now);
    } else {
      entry.count += 1;
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Sign-in attempts per client address, successful or not. */
export const loginAttemptsPerClient = new RateLimiter(env().LOGIN_ATTEMPTS_PER_CLIENT, FIFTEEN_MINUTES);
/** Failed sign-ins per account: a password guesser spread over many addresses still stops. */
export const failedLoginsPerAccount = new RateLimiter(10, FIFTEEN_MINUTES);

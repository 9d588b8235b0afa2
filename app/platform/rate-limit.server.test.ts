import { RateLimiter } from "./rate-limit.server";

const WINDOW = 60_000;
const T0 = 1_700_000_000_000;

/** `count` hits on `key`, all at `now`. */
function hitTimes(limiter: RateLimiter, key: string, count: number, now = T0) {
  for (let i = 0; i < count; i += 1) limiter.hit(key, now);
}

describe("RateLimiter", () => {
  it("does not limit a key it has never seen", () => {
    expect(new RateLimiter(3, WINDOW).isLimited("203.0.113.7", T0)).toBe(false);
  });

  it("does not limit after limit - 1 hits", () => {
    const limiter = new RateLimiter(3, WINDOW);
    hitTimes(limiter, "203.0.113.7", 2);
    expect(limiter.isLimited("203.0.113.7", T0)).toBe(false);
  });

  it("limits after exactly limit hits", () => {
    const limiter = new RateLimiter(3, WINDOW);
    hitTimes(limiter, "203.0.113.7", 3);
    expect(limiter.isLimited("203.0.113.7", T0)).toBe(true);
  });

  it("stays limited after more hits", () => {
    const limiter = new RateLimiter(3, WINDOW);
    hitTimes(limiter, "203.0.113.7", 10);
    expect(limiter.isLimited("203.0.113.7", T0)).toBe(true);
  });

  it("limits after one hit when the limit is 1", () => {
    const limiter = new RateLimiter(1, WINDOW);
    expect(limiter.isLimited("k", T0)).toBe(false);
    limiter.hit("k", T0);
    expect(limiter.isLimited("k", T0)).toBe(true);
  });

  it("counts each key separately", () => {
    const limiter = new RateLimiter(3, WINDOW);
    hitTimes(limiter, "203.0.113.7", 3);
    hitTimes(limiter, "198.51.100.1", 2);
    expect(limiter.isLimited("203.0.113.7", T0)).toBe(true);
    expect(limiter.isLimited("198.51.100.1", T0)).toBe(false);
  });

  describe("window", () => {
    it("stays limited until the last millisecond of the window", () => {
      const limiter = new RateLimiter(3, WINDOW);
      hitTimes(limiter, "k", 3);
      expect(limiter.isLimited("k", T0 + WINDOW - 1)).toBe(true);
    });

    it("lifts the limit once the window has passed", () => {
      const limiter = new RateLimiter(3, WINDOW);
      hitTimes(limiter, "k", 3);
      expect(limiter.isLimited("k", T0 + WINDOW)).toBe(false);
      expect(limiter.isLimited("k", T0 + 10 * WINDOW)).toBe(false);
    });

    it("is fixed from the first hit: later hits do not extend it", () => {
      const limiter = new RateLimiter(3, WINDOW);
      limiter.hit("k", T0);
      limiter.hit("k", T0 + WINDOW / 2);
      limiter.hit("k", T0 + WINDOW - 1);
      expect(limiter.isLimited("k", T0 + WINDOW - 1)).toBe(true);
      expect(limiter.isLimited("k", T0 + WINDOW)).toBe(false);
    });

    it("counts hits from different windows separately", () => {
      const limiter = new RateLimiter(3, WINDOW);
      hitTimes(limiter, "k", 2, T0);
      hitTimes(limiter, "k", 2, T0 + WINDOW);
      expect(limiter.isLimited("k", T0 + WINDOW)).toBe(false);
      limiter.hit("k", T0 + WINDOW);
      expect(limiter.isLimited("k", T0 + WINDOW)).toBe(true);
    });

    it("starts a fresh count after a window expires", () => {
      const limiter = new RateLimiter(3, WINDOW);
      hitTimes(limiter, "k", 3, T0);
      const later = T0 + WINDOW + 5;
      hitTimes(limiter, "k", 2, later);
      expect(limiter.isLimited("k", later)).toBe(false);
      limiter.hit("k", later);
      expect(limiter.isLimited("k", later)).toBe(true);
      expect(limiter.isLimited("k", later + WINDOW)).toBe(false);
    });

    it("uses the clock when no time is passed", () => {
      const limiter = new RateLimiter(2, WINDOW);
      limiter.hit("k");
      limiter.hit("k");
      expect(limiter.isLimited("k")).toBe(true);
      expect(limiter.isLimited("k", Date.now() + WINDOW + 1)).toBe(false);
    });
  });

  describe("reset", () => {
    it("lifts the limit for that key at once", () => {
      const limiter = new RateLimiter(3, WINDOW);
      hitTimes(limiter, "k", 3);
      limiter.reset("k");
      expect(limiter.isLimited("k", T0)).toBe(false);
    });

    it("starts the count again from zero", () => {
      const limiter = new RateLimiter(3, WINDOW);
      hitTimes(limiter, "k", 3);
      limiter.reset("k");
      hitTimes(limiter, "k", 2);
      expect(limiter.isLimited("k", T0)).toBe(false);
      limiter.hit("k", T0);
      expect(limiter.isLimited("k", T0)).toBe(true);
    });

    it("leaves other keys alone", () => {
      const limiter = new RateLimiter(3, WINDOW);
      hitTimes(limiter, "a", 3);
      hitTimes(limiter, "b", 3);
      limiter.reset("a");
      expect(limiter.isLimited("a", T0)).toBe(false);
      expect(limiter.isLimited("b", T0)).toBe(true);
    });

    it("does nothing for an unknown key", () => {
      const limiter = new RateLimiter(3, WINDOW);
      expect(() => limiter.reset("never-seen")).not.toThrow();
    });
  });

  it("keeps counting live keys when it sweeps expired ones past 10,000 entries", () => {
    const limiter = new RateLimiter(3, WINDOW);
    hitTimes(limiter, "live", 3, T0 + WINDOW);
    for (let i = 0; i < 10_000; i += 1) limiter.hit(`old-${i}`, T0);
    // This hit starts a new window and so triggers the sweep of every expired key.
    limiter.hit("new", T0 + WINDOW + 1);
    expect(limiter.isLimited("live", T0 + WINDOW + 1)).toBe(true);
    expect(limiter.isLimited("old-0", T0 + WINDOW + 1)).toBe(false);
  });
});

describe("the portal's limiters", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function freshLimiters(env: Record<string, string | undefined>) {
    vi.resetModules();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    return import("./rate-limit.server");
  }

  it("allows 30 sign-in attempts per client by default", async () => {
    const { loginAttemptsPerClient } = await freshLimiters({ LOGIN_ATTEMPTS_PER_CLIENT: undefined, NODE_ENV: "test" });
    hitTimes(loginAttemptsPerClient, "203.0.113.7", 29);
    expect(loginAttemptsPerClient.isLimited("203.0.113.7", T0)).toBe(false);
    loginAttemptsPerClient.hit("203.0.113.7", T0);
    expect(loginAttemptsPerClient.isLimited("203.0.113.7", T0)).toBe(true);
    expect(loginAttemptsPerClient.isLimited("203.0.113.7", T0 + 15 * 60_000)).toBe(false);
  });

  it("takes the per-client limit from LOGIN_ATTEMPTS_PER_CLIENT", async () => {
    const { loginAttemptsPerClient } = await freshLimiters({ LOGIN_ATTEMPTS_PER_CLIENT: "2", NODE_ENV: "test" });
    hitTimes(loginAttemptsPerClient, "203.0.113.7", 2);
    expect(loginAttemptsPerClient.isLimited("203.0.113.7", T0)).toBe(true);
  });

  it("allows 10 failed sign-ins per account in 15 minutes", async () => {
    const { failedLoginsPerAccount } = await freshLimiters({ NODE_ENV: "test" });
    hitTimes(failedLoginsPerAccount, "employer@example.com", 9);
    expect(failedLoginsPerAccount.isLimited("employer@example.com", T0)).toBe(false);
    failedLoginsPerAccount.hit("employer@example.com", T0);
    expect(failedLoginsPerAccount.isLimited("employer@example.com", T0)).toBe(true);
    expect(failedLoginsPerAccount.isLimited("employer@example.com", T0 + 15 * 60_000 - 1)).toBe(true);
    expect(failedLoginsPerAccount.isLimited("employer@example.com", T0 + 15 * 60_000)).toBe(false);
  });
});

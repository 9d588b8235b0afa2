import { expiringCache } from "./expiring-cache.server";

describe("expiringCache", () => {
  it("answers from the cache until ttlMs has passed, then computes again", async () => {
    const cache = expiringCache<number>({ ttlMs: 1000, maxEntries: 10, maxValueChars: 64 });
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.remember("a", compute, 0)).toBe(1);
    expect(await cache.remember("a", compute, 999)).toBe(1);
    expect(await cache.remember("a", compute, 1000)).toBe(2);
  });

  it("shares one call between requests that arrive before it answers", async () => {
    const cache = expiringCache<string>({ ttlMs: 1000, maxEntries: 10, maxValueChars: 64 });
    let calls = 0;
    let answer!: (value: string) => void;
    const compute = () => {
      calls += 1;
      return new Promise<string>((resolve) => (answer = resolve));
    };
    const first = cache.remember("a", compute, 0);
    const second = cache.remember("a", compute, 1);
    answer("count");
    expect(await Promise.all([first, second])).toEqual(["count", "count"]);
    expect(calls).toBe(1);
  });

  it("forgets a failed call, so that the next request asks again", async () => {
    const cache = expiringCache<number>({ ttlMs: 1000, maxEntries: 10, maxValueChars: 64 });
    await expect(cache.remember("a", () => Promise.reject(new Error("API down")), 0)).rejects.toThrow("API down");
    expect(await cache.remember("a", async () => 7, 1)).toBe(7);
  });

  it("keeps each key apart", async () => {
    const cache = expiringCache<string>({ ttlMs: 1000, maxEntries: 10, maxValueChars: 64 });
    expect(await cache.remember("user 1", async () => "one", 0)).toBe("one");
    expect(await cache.remember("user 2", async () => "two", 0)).toBe("two");
  });

  it("lets go of expired values within ttlMs of their end, full or not", () => {
    vi.useFakeTimers();
    const cache = expiringCache<string>({ ttlMs: 1000, maxEntries: 10, maxValueChars: 64 });
    cache.set("a", "first");
    vi.advanceTimersByTime(600);
    cache.set("b", "second");
    vi.advanceTimersByTime(400);
    // A sweep is due 1000 ms after the last one: "a" ends now and goes.
    cache.set("c", "third");
    expect(cache.size()).toBe(2);
    vi.advanceTimersByTime(999);
    // "b" ended 399 ms ago, but the next sweep is 1 ms away: it is still held, though never answered.
    cache.set("d", "fourth");
    expect(cache.size()).toBe(3);
    expect(cache.peek("b")).toBeUndefined();
    vi.advanceTimersByTime(1);
    cache.set("e", "fifth");
    expect(cache.size()).toBe(2);
    vi.useRealTimers();
  });

  it("holds at most maxEntries: expired entries go first, then the oldest", async () => {
    const cache = expiringCache<string>({ ttlMs: 1000, maxEntries: 2, maxValueChars: 64 });
    await cache.remember("old", async () => "old", 0);
    await cache.remember("b", async () => "b", 500);
    await cache.remember("c", async () => "c", 1200); // "old" has expired and makes room
    expect(await cache.remember("b", async () => "b again", 1300)).toBe("b");
    await cache.remember("d", async () => "d", 1300); // full of fresh entries: "b", the oldest, goes
    expect(await cache.remember("b", async () => "b again", 1300)).toBe("b again");
    expect(await cache.remember("d", async () => "d again", 1300)).toBe("d");
  });

  it("with refreshAheadMs, answers a value near its end at once and asks for it again, once, in the background", async () => {
    const cache = expiringCache<number>({ ttlMs: 1000, maxEntries: 10, maxValueChars: 64, refreshAheadMs: 200 });
    let calls = 0;
    let answer!: (value: number) => void;
    const compute = () => {
      calls += 1;
      return calls === 1 ? Promise.resolve(1) : new Promise<number>((resolve) => (answer = resolve));
    };
    expect(await cache.remember("a", compute, 0)).toBe(1);
    expect(await cache.remember("a", compute, 799)).toBe(1);
    expect(calls).toBe(1);
    expect(await cache.remember("a", compute, 800)).toBe(1); // the refresh starts, the old value answers
    expect(await cache.remember("a", compute, 900)).toBe(1);
    expect(calls).toBe(2);
    answer(2);
    await Promise.resolve();
    expect(await cache.remember("a", compute, 950)).toBe(2);
    // The refreshed value lives ttlMs from when it was asked for (800), not from when it came.
    expect(await cache.remember("a", async () => 3, 1799)).toBe(2);
    expect(await cache.remember("a", async () => 3, 1800)).toBe(3);
  });

  it("with refreshAheadMs, keeps the old value when the refresh fails, and lets a later view try again", async () => {
    const cache = expiringCache<number>({ ttlMs: 1000, maxEntries: 10, maxValueChars: 64, refreshAheadMs: 200 });
    await cache.remember("a", async () => 1, 0);
    const failed = Promise.reject(new Error("API down"));
    expect(await cache.remember("a", () => failed, 850)).toBe(1);
    await failed.catch(() => undefined);
    expect(await cache.remember("a", async () => 2, 900)).toBe(1);
    await Promise.resolve();
    expect(await cache.remember("a", async () => 9, 950)).toBe(2);
  });

  it("never brings back, by a refresh, a value forgotten meanwhile", async () => {
    const cache = expiringCache<number>({ ttlMs: 1000, maxEntries: 10, maxValueChars: 64, refreshAheadMs: 200 });
    await cache.remember("a", async () => 1, 0);
    let answer!: (value: number) => void;
    await cache.remember("a", () => new Promise<number>((resolve) => (answer = resolve)), 900);
    cache.forget("a");
    answer(2);
    await Promise.resolve();
    expect(await cache.remember("a", async () => 3, 950)).toBe(3);
  });

  it("answers a value whose JSON is longer than maxValueChars but does not keep it; one at the limit it keeps", async () => {
    const cache = expiringCache<string>({ ttlMs: 1000, maxEntries: 10, maxValueChars: 5 });
    // JSON.stringify("abc") is "\"abc\"": five characters, the limit.
    expect(await cache.remember("at limit", async () => "abc", 0)).toBe("abc");
    expect(await cache.remember("over", async () => "abcd", 0)).toBe("abcd");
    expect(await cache.remember("at limit", async () => "again", 1)).toBe("abc");
    expect(await cache.remember("over", async () => "again", 1)).toBe("again");
    cache.set("set over", "abcd", 2);
    expect(cache.peek("set over", 2)).toBeUndefined();
    expect(cache.size()).toBe(1);
  });

  it("drops a value near its end whose refresh came back too large", async () => {
    const cache = expiringCache<string>({ ttlMs: 1000, maxEntries: 10, maxValueChars: 5, refreshAheadMs: 200 });
    await cache.remember("a", async () => "abc", 0);
    expect(await cache.remember("a", async () => "abcd", 900)).toBe("abc");
    await Promise.resolve();
    expect(await cache.remember("a", async () => "xyz", 950)).toBe("xyz");
  });
});

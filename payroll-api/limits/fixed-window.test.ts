import { emptyWindow, takeHit, type FixedWindow } from "./fixed-window";

const WINDOW = 60_000;
const T0 = 1_700_000_000_000;

/** `count` admitted hits on a new key, all at `now`: the window they leave. */
function afterHits(count: number, limit: number, now = T0): FixedWindow {
  let window = emptyWindow(now);
  for (let i = 0; i < count; i += 1) {
    const verdict = takeHit(window, now, limit, WINDOW);
    if (!verdict.admitted) throw new Error(`hit ${i + 1} of ${count} was refused`);
    window = verdict.window;
  }
  return window;
}

describe("takeHit", () => {
  it("admits the first hit on a key never seen, opening its window now", () => {
    expect(takeHit(emptyWindow(T0), T0, 3, WINDOW)).toEqual({ admitted: true, window: { startedAt: T0, hits: 1 } });
  });

  it("admits the limit's last hit: limit - 1 hits leave room for one more", () => {
    expect(takeHit(afterHits(2, 3), T0, 3, WINDOW)).toEqual({ admitted: true, window: { startedAt: T0, hits: 3 } });
  });

  it("refuses the hit after the limit, saying how long until the window ends", () => {
    expect(takeHit(afterHits(3, 3), T0 + 1_000, 3, WINDOW)).toEqual({ admitted: false, retryAfterMs: WINDOW - 1_000 });
  });

  it("refuses the second hit when the limit is 1", () => {
    expect(takeHit(afterHits(1, 1), T0, 1, WINDOW).admitted).toBe(false);
  });

  it("counts hits later in the window into the same window", () => {
    const window = afterHits(1, 3);
    expect(takeHit(window, T0 + WINDOW - 1, 3, WINDOW)).toEqual({ admitted: true, window: { startedAt: T0, hits: 2 } });
  });

  describe("the window", () => {
    it("still refuses on its last millisecond", () => {
      expect(takeHit(afterHits(3, 3), T0 + WINDOW - 1, 3, WINDOW)).toEqual({ admitted: false, retryAfterMs: 1 });
    });

    it("has passed once windowMs have gone since its first hit: the next hit opens a new one", () => {
      expect(takeHit(afterHits(3, 3), T0 + WINDOW, 3, WINDOW)).toEqual({ admitted: true, window: { startedAt: T0 + WINDOW, hits: 1 } });
      expect(takeHit(afterHits(3, 3), T0 + 10 * WINDOW, 3, WINDOW)).toEqual({ admitted: true, window: { startedAt: T0 + 10 * WINDOW, hits: 1 } });
    });

    it("is fixed from the first hit: later hits do not extend it", () => {
      let window = afterHits(1, 3);
      for (const at of [T0 + WINDOW / 2, T0 + WINDOW - 1]) {
        const verdict = takeHit(window, at, 3, WINDOW);
        if (!verdict.admitted) throw new Error("refused");
        window = verdict.window;
      }
      expect(window).toEqual({ startedAt: T0, hits: 3 });
      expect(takeHit(window, T0 + WINDOW, 3, WINDOW).admitted).toBe(true);
    });

    it("does not count refused hits: they leave the window as it was", () => {
      const full = afterHits(3, 3);
      expect(takeHit(full, T0 + 5, 3, WINDOW)).not.toHaveProperty("window");
    });

    it("starts counting from one again in a new window", () => {
      const verdict = takeHit(afterHits(3, 3), T0 + WINDOW + 5, 3, WINDOW);
      if (!verdict.admitted) throw new Error("refused");
      const second = takeHit(verdict.window, T0 + WINDOW + 5, 3, WINDOW);
      expect(second).toEqual({ admitted: true, window: { startedAt: T0 + WINDOW + 5, hits: 2 } });
    });
  });
});

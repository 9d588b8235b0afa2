// The time limit of one reading (docs/decisions/0038), with fake timers: no real waiting. The queue
// as a whole, with an injected reader, is tested over HTTP in payroll-api/identity-reading-failures.test.ts.
import type { IdCardReadResult } from "./ocr";
import { within } from "./reading-queue";

const unreadable: IdCardReadResult = { ok: false, reason: "unreadable", millis: 5 };

describe("a reading within its limit", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the reader's result when it answers in time, one millisecond before the limit", async () => {
    const outcome = within(() => new Promise((resolve) => setTimeout(() => resolve(unreadable), 59_999)), 60_000);
    await vi.advanceTimersByTimeAsync(59_999);
    await expect(outcome).resolves.toEqual({ result: unreadable });
  });

  it("times out at the limit when the reader has not answered", async () => {
    let answered = false;
    const outcome = within(
      () =>
        new Promise((resolve) =>
          setTimeout(() => {
            answered = true;
            resolve(unreadable);
          }, 60_001),
        ),
      60_000,
    );
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(outcome).resolves.toEqual({ failure: "timeout" });
    expect(answered).toBe(false);
  });

  it("times out at once, without reading, when the limit has already passed (a card left from before a restart)", async () => {
    const read = vi.fn(() => Promise.resolve(unreadable));
    await expect(within(read, 0)).resolves.toEqual({ failure: "timeout" });
    expect(read).not.toHaveBeenCalled();
  });

  it("is an engine failure when the reader throws or rejects", async () => {
    const error = new Error("OCR engine failed: worker exited");
    await expect(within(() => Promise.reject(error), 60_000)).resolves.toEqual({ failure: "engine", error });
    await expect(
      within(() => {
        throw error;
      }, 60_000),
    ).resolves.toEqual({ failure: "engine", error });
  });
});

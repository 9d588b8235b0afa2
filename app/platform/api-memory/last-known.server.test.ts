import {
  forgetWhatSessionRead,
  freshReadsOnly,
  KEPT_MS,
  lastKnown,
  MAX_KEPT_CHARS,
  MAX_READ_CHARS,
  MAX_READS_PER_SESSION,
  SUBMISSION_WAKE_MS,
  submissionMetFault,
} from "./last-known.server";
import { ApiError, isApiFault } from "../payroll-api.server";
import { runInRequestScope } from "../request-scope.server";

const unavailable = () => Promise.reject(new ApiError("unavailable"));
const read = <T>(token: string, what: string, load: () => Promise<T>) => lastKnown(token, what, load, isApiFault);
/** Whether the session still has `what` to show while the API is unavailable. */
const stillShown = (token: string, what: string) =>
  read(token, what, unavailable).then(
    () => true,
    () => false,
  );

describe("lastKnown", () => {
  let session = 0;
  let token: string;
  beforeEach(() => {
    // Every test a session of its own, forgotten after it: what is kept lives as long as the module.
    token = `token-${++session}`;
  });
  afterEach(() => {
    forgetWhatSessionRead(token);
    vi.useRealTimers();
  });

  it("answers the last value read while the API fails, and the failure itself otherwise", async () => {
    await expect(read(token, "draft", unavailable)).rejects.toBeInstanceOf(ApiError);
    expect(await read(token, "draft", async () => ({ name: "first" }))).toEqual({ name: "first" });
    expect(await read(token, "draft", async () => ({ name: "second" }))).toEqual({ name: "second" });
    expect(await read(token, "draft", unavailable)).toEqual({ name: "second" });
    expect(await read(token, "draft", () => Promise.reject(new ApiError("unknown")))).toEqual({ name: "second" });
    // A refusal is no fault of the API: it is never covered up; nor is anything but the API's failure.
    await expect(read(token, "draft", () => Promise.reject(new ApiError("rejected", "NOT_FOUND", 404)))).rejects.toMatchObject({ kind: "rejected" });
    await expect(read(token, "draft", () => Promise.reject(new ApiError("unauthorized")))).rejects.toMatchObject({ kind: "unauthorized" });
    await expect(read(token, "draft", () => Promise.reject(new Error("bug")))).rejects.toThrow("bug");
  });

  it("falls back in a page merely opened only in the wake of a submission that met the fault", async () => {
    vi.useFakeTimers();
    await read(token, "draft", async () => "typed before");
    const opened = () => runInRequestScope("request", () => stillShown(token, "draft"), "GET");
    const submitted = () => runInRequestScope("request", () => stillShown(token, "draft"), "POST");
    // Opened during the fault: the service is unavailable (part 1 §8), not a page of a while ago.
    expect(await opened()).toBe(false);
    // A form's submission meets the fault: its page falls back, and so does the page's own reload
    // (JavaScript on) for a while, then no more.
    expect(await submitted()).toBe(true);
    expect(await opened()).toBe(true);
    vi.advanceTimersByTime(SUBMISSION_WAKE_MS - 1);
    expect(await opened()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(await opened()).toBe(false);
    // A change the API failed marks the session the same way; signing out forgets the mark.
    submissionMetFault(token);
    expect(await opened()).toBe(true);
    forgetWhatSessionRead(token);
    await read(token, "draft", async () => "read again");
    expect(await opened()).toBe(false);
  });

  it("is each session's own, and each read's", async () => {
    await read(token, "draft", async () => "mine");
    expect(await stillShown("another-token", "draft")).toBe(false);
    expect(await stillShown(token, "another read")).toBe(false);
    expect(await stillShown(token, "draft")).toBe(true);
  });

  it("answers a copy: a caller that changes its answer does not change what is kept", async () => {
    const answer = await read(token, "draft", async () => ({ days: [1, 2] }));
    answer.days.push(3);
    expect(await read(token, "draft", unavailable)).toEqual({ days: [1, 2] });
  });

  it("keeps nothing of a session that signed out", async () => {
    await read(token, "draft", async () => "draft");
    await read(token, "account", async () => "account");
    forgetWhatSessionRead(token);
    expect(await stillShown(token, "draft")).toBe(false);
    expect(await stillShown(token, "account")).toBe(false);
  });

  it("keeps what was read for as long as a session may stay idle", async () => {
    vi.useFakeTimers({ now: 1_000 });
    await read(token, "draft", async () => "draft");
    vi.setSystemTime(1_000 + KEPT_MS - 1);
    expect(await stillShown(token, "draft")).toBe(true);
    vi.setSystemTime(1_000 + KEPT_MS);
    expect(await stillShown(token, "draft")).toBe(false);
  });

  it("neither keeps nor answers from what was kept inside freshReadsOnly (a list)", async () => {
    await freshReadsOnly(() => read(token, "rows", async () => "rows"));
    expect(await stillShown(token, "rows")).toBe(false);
    await read(token, "rows", async () => "rows");
    await expect(freshReadsOnly(() => read(token, "rows", unavailable))).rejects.toBeInstanceOf(ApiError);
  });

  it("keeps a session's latest reads only", async () => {
    for (let page = 0; page <= MAX_READS_PER_SESSION; page++) await read(token, `page ${page}`, async () => page);
    // Read again, the first page is a recent read once more.
    await read(token, "page 1", async () => 1);
    await read(token, "page 17", async () => 17);
    expect(await stillShown(token, "page 0")).toBe(false);
    expect(await stillShown(token, "page 1")).toBe(true);
    expect(await stillShown(token, "page 2")).toBe(false);
    expect(await stillShown(token, "page 3")).toBe(true);
  });

  it("keeps no answer larger than its limit", async () => {
    await read(token, "huge", async () => "x".repeat(MAX_READ_CHARS));
    expect(await stillShown(token, "huge")).toBe(false);
    await read(token, "large", async () => "x".repeat(MAX_READ_CHARS - 2));
    expect(await stillShown(token, "large")).toBe(true);
  });

  it("drops the reads of the least recent sessions first when all together pass the limit", async () => {
    const large = "x".repeat(MAX_READ_CHARS - 2);
    const sessions = Array.from({ length: Math.ceil(MAX_KEPT_CHARS / MAX_READ_CHARS / 4) + 1 }, (_, n) => `${token}-${n}`);
    // Four large reads each: the last session's are one session's worth past the limit.
    for (const session of sessions) for (let page = 0; page < 4; page++) await read(session, `page ${page}`, async () => large);
    expect(await stillShown(sessions[0], "page 0")).toBe(false);
    expect(await stillShown(sessions[0], "page 3")).toBe(false);
    expect(await stillShown(sessions[1], "page 0")).toBe(true);
    expect(await stillShown(sessions.at(-1)!, "page 3")).toBe(true);
    for (const session of sessions) forgetWhatSessionRead(session);
  });
});

import type { Locale, UserQuery } from "../operations.generated";
import { ApiError, isApiFault } from "../payroll-api.server";
import { runInRequestScope } from "../request-scope.server";
import type { Credentials } from "../session.server";
import {
  ACCOUNT_TTL_MS,
  changeMetFault,
  companyLastSeenBy,
  forgetSession,
  forgetTimesheetCount,
  MAX_REMEMBERED_CHARS,
  MEMORY_BOUND,
  noteCompanySeenBy,
  recentTimesheetCount,
  rememberedAccount,
  sessionRead,
} from "./api-memory.server";

const alice: Credentials = { kind: "user", email: "alice@example.com", token: "token-alice" };
const bob: Credentials = { kind: "user", email: "bob@example.com", token: "token-bob" };

function counter() {
  let calls = 0;
  return { load: async (): Promise<UserQuery> => ({ user: null, userDashboard: { ...COUNTS, unpaidInvoicesCount: ++calls } }), calls: () => calls };
}
const COUNTS = { contractNotReadyCount: 0, extensionCandidatesCount: 0, openedSurveysCount: 0, unpaidInvoicesCount: 0 };

const pageView = (stamp = "") => new Request("http://portal.test/dashboard", { headers: stamp ? { Cookie: `__session=x; __account_stamp=${stamp}` } : {} });
const view = (credentials: Credentials, load: () => Promise<UserQuery>, { method = "GET", stamp = "", locale = "en" as Locale } = {}) =>
  runInRequestScope("test", () => rememberedAccount(pageView(stamp), credentials, locale, load, isApiFault), method);

describe("the account kept between a session's page views", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    forgetSession(alice);
    forgetSession(bob);
  });
  afterEach(() => vi.useRealTimers());

  it("is read once for the page views of ACCOUNT_TTL_MS, again in the background in its last 5 s, and afresh after", async () => {
    const api = counter();
    await view(alice, api.load);
    vi.setSystemTime(ACCOUNT_TTL_MS - 5_001);
    await view(alice, api.load);
    expect(api.calls()).toBe(1);
    vi.setSystemTime(ACCOUNT_TTL_MS - 5_000);
    expect((await view(alice, api.load)).userDashboard?.unpaidInvoicesCount).toBe(1);
    expect(api.calls()).toBe(2);
    expect((await view(alice, api.load)).userDashboard?.unpaidInvoicesCount).toBe(2);
    vi.setSystemTime(2 * ACCOUNT_TTL_MS);
    await view(alice, api.load);
    expect(api.calls()).toBe(3);
  });

  it("is each session's own, and each language's", async () => {
    const api = counter();
    await view(alice, api.load);
    await view(bob, api.load);
    await view(alice, api.load, { locale: "fr" });
    expect(api.calls()).toBe(3);
  });

  it("is read afresh by a request that may change things, and by the page views after it", async () => {
    const api = counter();
    await view(alice, api.load);
    await view(alice, api.load, { method: "POST" });
    await view(alice, api.load, { method: "POST" });
    expect(api.calls()).toBe(3);
    await view(alice, api.load);
    expect(api.calls()).toBe(4);
  });

  it("is read afresh under a new stamp, as a replica that did not see the change reads it", async () => {
    const api = counter();
    await view(alice, api.load, { stamp: "first" });
    await view(alice, api.load, { stamp: "first" });
    await view(alice, api.load, { stamp: "second" });
    expect(api.calls()).toBe(2);
  });

  it("is forgotten when the session signs out, so that its cookie replayed reads the API again", async () => {
    const api = counter();
    await view(alice, api.load);
    forgetSession(alice);
    await view(alice, api.load);
    expect(api.calls()).toBe(2);
  });

  it("is not kept outside a request's scope, where nothing says the request only reads", async () => {
    const api = counter();
    await rememberedAccount(pageView(), alice, "en", api.load, isApiFault);
    await rememberedAccount(pageView(), alice, "en", api.load, isApiFault);
    expect(api.calls()).toBe(2);
  });
});

describe("the account while the API fails", () => {
  afterEach(() => forgetSession(alice));
  const unavailable = () => Promise.reject(new ApiError("unavailable"));

  it("is the service's unavailability on a page merely opened, once the kept account has expired", async () => {
    vi.useFakeTimers({ now: 0 });
    await view(alice, counter().load);
    vi.setSystemTime(ACCOUNT_TTL_MS);
    await expect(view(alice, unavailable)).rejects.toBeInstanceOf(ApiError);
    vi.useRealTimers();
  });

  it("is the session's last known account around a form sent while the API fails, and only for that session", async () => {
    await view(alice, counter().load);
    expect((await view(alice, unavailable, { method: "POST" })).userDashboard?.unpaidInvoicesCount).toBe(1);
    await expect(view(bob, unavailable, { method: "POST" })).rejects.toBeInstanceOf(ApiError);
  });

  it("is never a refusal covered up", async () => {
    await view(alice, counter().load);
    await expect(view(alice, () => Promise.reject(new ApiError("rejected", "FORBIDDEN", 403)), { method: "POST" })).rejects.toBeInstanceOf(ApiError);
  });

  it("is not kept between page views when larger than its bound, and still answered", async () => {
    const permissions = Array.from({ length: 100 }, (_, index) => ({ companyId: `${index}`, companyName: "A company with a long name", canManageUsers: true }));
    const large = { user: { permissions }, userDashboard: null } as unknown as UserQuery;
    expect(JSON.stringify(large).length).toBeGreaterThan(MEMORY_BOUND.account.maxValueChars);
    let calls = 0;
    const load = async () => (calls++, large);
    expect(await view(alice, load)).toEqual(large);
    await view(alice, load);
    expect(calls).toBe(2);
  });
});

describe("a session's reads", () => {
  const unavailable = () => Promise.reject(new ApiError("unavailable"));
  afterEach(() => forgetSession(alice));

  it("keep nothing without credentials", async () => {
    await sessionRead(null, "draft", async () => "read", isApiFault);
    changeMetFault(null);
    await expect(sessionRead(null, "draft", unavailable, isApiFault)).rejects.toBeInstanceOf(ApiError);
  });

  it("stand in, while the API fails, on the page after a change met the fault, until the session signs out", async () => {
    await runInRequestScope("test", () => sessionRead(alice, "draft", async () => "read", isApiFault), "GET");
    await expect(runInRequestScope("test", () => sessionRead(alice, "draft", unavailable, isApiFault), "GET")).rejects.toBeInstanceOf(ApiError);
    changeMetFault(alice);
    expect(await runInRequestScope("test", () => sessionRead(alice, "draft", unavailable, isApiFault), "GET")).toBe("read");
    forgetSession(alice);
    changeMetFault(alice);
    await expect(runInRequestScope("test", () => sessionRead(alice, "draft", unavailable, isApiFault), "GET")).rejects.toBeInstanceOf(ApiError);
  });
});

describe("the timesheet count", () => {
  it("is counted once a minute, and again once forgotten", async () => {
    let calls = 0;
    const count = async () => ++calls;
    expect(await recentTimesheetCount("user:company:week", count)).toBe(1);
    expect(await recentTimesheetCount("user:company:week", count)).toBe(1);
    forgetTimesheetCount("user:company:week");
    expect(await recentTimesheetCount("user:company:week", count)).toBe(2);
    forgetTimesheetCount("user:company:week");
  });
});

describe("the company a session last had", () => {
  it("is the session's own, and forgotten when it signs out", async () => {
    noteCompanySeenBy(alice, "company-a");
    expect(await companyLastSeenBy(alice)).toBe("company-a");
    expect(companyLastSeenBy(bob)).toBeUndefined();
    forgetSession(alice);
    expect(companyLastSeenBy(alice)).toBeUndefined();
  });

  it("keeps a company's id: a UUID, quoted, fits its bound", () => {
    expect(JSON.stringify("0b5c8a52-4a1e-4c9b-9d7e-2f3a6b1c0d9e").length).toBeLessThanOrEqual(MEMORY_BOUND.companyOfSession.maxValueChars);
  });
});

describe("the bound of what the portal remembers", () => {
  it("is the sum of each memory's entries times its largest value, and the last known answers' budget", () => {
    expect(MAX_REMEMBERED_CHARS).toBe(2_000 * 4_096 + 10_000 * 16 + 10_000 * 40 + 16 * 1024 * 1024);
    // The written policy's "some 26 million characters of JSON, about 52 MB".
    expect(Math.round(MAX_REMEMBERED_CHARS / 1_000_000)).toBe(26);
  });
});

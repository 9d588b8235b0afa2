import { ACCOUNT_TTL_MS, cachedAccount, forgetAccount } from "./account-cache.server";
import type { Locale, UserQuery } from "./operations.generated";
import { runInRequestScope } from "./request-scope.server";
import type { Credentials } from "./session.server";

const alice: Credentials = { kind: "user", email: "alice@example.com", token: "token-alice" };
const bob: Credentials = { kind: "user", email: "bob@example.com", token: "token-bob" };

function counter() {
  let calls = 0;
  return { load: async (): Promise<UserQuery> => ({ user: null, userDashboard: { ...COUNTS, unpaidInvoicesCount: ++calls } }), calls: () => calls };
}
const COUNTS = { contractNotReadyCount: 0, extensionCandidatesCount: 0, openedSurveysCount: 0, unpaidInvoicesCount: 0 };

const pageView = (stamp = "") => new Request("http://portal.test/dashboard", { headers: stamp ? { Cookie: `__session=x; __account_stamp=${stamp}` } : {} });
const view = (credentials: Credentials, load: () => Promise<UserQuery>, { method = "GET", stamp = "", locale = "en" as Locale } = {}) =>
  runInRequestScope("test", () => cachedAccount(pageView(stamp), credentials, locale, load), method);

describe("the account kept between a session's page views", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    forgetAccount(alice);
    forgetAccount(bob);
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
    forgetAccount(alice);
    await view(alice, api.load);
    expect(api.calls()).toBe(2);
  });

  it("is not kept outside a request's scope, where nothing says the request only reads", async () => {
    const api = counter();
    await cachedAccount(pageView(), alice, "en", api.load);
    await cachedAccount(pageView(), alice, "en", api.load);
    expect(api.calls()).toBe(2);
  });
});

// Two portal processes of the production build on one reference API on PostgreSQL
// (docs/decisions/0022-portal-replicas.md): what one portal starts, the other carries on, because
// nothing of a user's lives in a portal process. Then nginx in front of both, as compose.yaml runs
// them (docs/decisions/0045). Run by scripts/test-all.mjs after the build;
// alone: npx vitest run --config tests/processes/vitest.config.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshPostgresDatabase } from "../../payroll-api/test-support";
import { startPostgres, stopPostgres } from "../../scripts/throwaway-postgres.mjs";
import { nginxInstalled, startBalancer } from "./balancer";
import { freePort, startServer, type Server } from "./processes";

const PASSWORD = "Demo-portal-2026";
const ATTEMPTS_PER_CLIENT = 12;
const FAILURES_PER_ACCOUNT = 10;

const postgres = startPostgres();

if (!postgres) {
  console.warn(
    "\n!!! PostgreSQL is not installed (apt-get install -y postgresql): the two-portal test did NOT run.\n" +
      "!!! CI installs it (.ci/run), where its absence fails the run.\n",
  );
  it.skipIf(!process.env.CI)("NOT RUN: two portal processes on PostgreSQL need PostgreSQL installed", () => {
    throw new Error("PostgreSQL is missing on CI: .ci/run installs it");
  });
}

if (!nginxInstalled) {
  console.warn("\n!!! nginx is not installed (apt-get install -y nginx): the balancer test did NOT run.\n!!! CI installs it (.ci/run).\n");
  it.skipIf(!process.env.CI)("NOT RUN: nginx in front of two portals needs nginx installed", () => {
    throw new Error("nginx is missing on CI: .ci/run installs it");
  });
}

describe.runIf(postgres)("two portal processes on one reference API on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  let dataDir: string;
  const servers: Server[] = [];
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    database = await freshPostgresDatabase(postgres!, "two_portals");
    dataDir = mkdtempSync(path.join(tmpdir(), "two-portals-"));
    const [apiPort, portPortalA, portPortalB] = [await freePort(), await freePort(), await freePort()];
    const api = await startServer("the reference API", "api", apiPort, {
      BIND_ADDRESS: "127.0.0.1",
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORTAL_URL: `http://127.0.0.1:${portPortalA}`,
      LOGIN_ATTEMPTS_PER_CLIENT: String(ATTEMPTS_PER_CLIENT),
      LOG_LEVEL: "warn",
    });
    servers.push(api);
    const portal = {
      NODE_ENV: "production",
      PAYROLL_API_URL: api.url,
      SESSION_SECRET: "two-portals-session-secret-shared-by-both",
      // The test poses as clients of several addresses, as a load balancer would say.
      TRUST_PROXY_HOPS: "1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    };
    // One after the other: two cores, and the other engineer's work on them.
    servers.push((a = await startServer("portal A", "portal", portPortalA, portal)));
    servers.push((b = await startServer("portal B", "portal", portPortalB, portal)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    stopPostgres();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** A request as a browser of one client address makes it (a form with its Origin), English, without following redirects. */
  const request = (portal: Server, route: string, options: { cookie?: string; form?: Record<string, string>; client?: string } = {}) =>
    fetch(portal.url + route, {
      method: options.form ? "POST" : "GET",
      body: options.form ? new URLSearchParams(options.form) : undefined,
      headers: {
        "accept-language": "en",
        "x-forwarded-for": options.client ?? "192.0.2.1",
        cookie: options.cookie ?? "",
        ...(options.form ? { origin: portal.url } : {}),
      },
      redirect: "manual",
    });

  /** The session cookie a sign-in on `portal` sets. */
  async function signIn(portal: Server, email: string) {
    const response = await request(portal, "/login", { form: { email, password: PASSWORD, redirectTo: "/dashboard" } });
    expect(response.status, `sign-in on ${portal.name}`).toBe(302);
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
    expect(session, "a session cookie").toBeDefined();
    return session!.split(";")[0];
  }

  it("accepts on B the session made by signing in on A", async () => {
    const cookie = await signIn(a, "employer@example.com");
    const dashboard = await request(b, "/dashboard", { cookie });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    expect((await request(b, "/dashboard")).status, "without the cookie").toBe(302);
  });

  it("shows on B at once the company switched on A, though B kept the account of the page before", async () => {
    const cookie = await signIn(a, "employer@example.com");
    const selectedCompany = (html: string) => /<option value="(\d+)" selected="">/.exec(html.slice(html.indexOf('name="companyId"')))?.[1];
    const before = await (await request(b, "/dashboard", { cookie })).text();
    const companies = [...before.slice(before.indexOf('name="companyId"')).matchAll(/<option value="(\d+)"/g)].map((match) => match[1]);
    const other = companies.find((id) => id !== selectedCompany(before));
    expect(other, "a second company to switch to").toBeDefined();
    const switched = await request(a, "/switch-company", { cookie, form: { companyId: other! } });
    expect(switched.status).toBe(302);
    // The browser sends the new account stamp A gave it: B no longer finds the account it kept.
    const stamp = switched.headers
      .getSetCookie()
      .find((set) => set.startsWith("__account_stamp="))
      ?.split(";")[0];
    expect(stamp, "a new account stamp").toBeDefined();
    expect(selectedCompany(await (await request(b, "/dashboard", { cookie })).text()), "the old stamp: what B kept").toBe(selectedCompany(before));
    expect(selectedCompany(await (await request(b, "/dashboard", { cookie: `${cookie}; ${stamp}` })).text())).toBe(other);
    await request(a, "/switch-company", { cookie, form: { companyId: selectedCompany(before)! } });
  });

  it("continues on B the position wizard started on A", async () => {
    const cookie = await signIn(a, "employer@example.com");
    const general = await (await request(a, "/positions/add-position", { cookie })).text();
    /** The first choice of one of the page's selects. */
    const firstOption = (select: string) => /<option value="([^"]+)"/.exec(general.slice(general.indexOf(`name="${select}"`)))?.[1] ?? "";
    const name = `Replica ${Date.now()}`;
    const next = await request(a, "/positions/add-position", {
      cookie,
      form: {
        name,
        functionCodeId: firstOption("functionCodeId"),
        vivaldisOfficeCode: firstOption("vivaldisOfficeCode"),
        onTheMove: "yes",
        wage: "99,00",
        studentsAllowed: "yes",
        intent: "next",
      },
    });
    expect(next.status, "General saved on A").toBe(302);
    expect(next.headers.get("location")).toBe("/positions/add-position/safety");

    // B opens the second step (its guard would send a user without General back) and shows what A saved.
    const safety = await request(b, "/positions/add-position/safety", { cookie });
    expect(safety.status).toBe(200);
    expect(await safety.text()).toContain("Step 2 of 4: Safety");
    expect(await (await request(b, "/positions/add-position", { cookie })).text()).toContain(`value="${name}"`);
  });

  it.runIf(nginxInstalled)("keeps a session signed in through nginx on both portals behind it, each answering in turn", async () => {
    const balancer = await startBalancer([a, b]);
    onTestFinished(() => balancer.stop());
    // Through nginx's Host, the sign-in form's Origin is the portal's own host: not refused as cross-site.
    const cookie = await signIn(balancer, "employer@example.com");
    const answeredBy: string[] = [];
    for (let turn = 0; turn < 4; turn += 1) {
      const dashboard = await request(balancer, "/dashboard", { cookie });
      expect(dashboard.status, `request ${turn + 1}`).toBe(200);
      expect(await dashboard.text()).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
      // The portal kept nginx's request id (32 hex digits; a portal makes UUIDs).
      expect(dashboard.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
      answeredBy.push(dashboard.headers.get("x-upstream") ?? "");
    }
    expect(new Set(answeredBy), "the portals that answered").toEqual(new Set([a, b].map((portal) => new URL(portal.url).host)));
  });

  it("refuses failed sign-ins for one account from one address alternating between A and B once the shared limit is passed", async () => {
    // Under LOGIN_ATTEMPTS_PER_CLIENT: only the limit per account and address can refuse (docs/decisions/0033).
    const attempt = (i: number) =>
      request(i % 2 ? b : a, "/login", { client: "198.51.100.77", form: { email: "locked.out@example.com", password: "not-the-password" } });
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i += 1) expect((await attempt(i)).status, `failure ${i + 1}`).toBe(400);
    const refused = await attempt(FAILURES_PER_ACCOUNT);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After")), "seconds to wait").toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many attempts");
  });

  it("refuses one client address's attempts alternating between A and B past LOGIN_ATTEMPTS_PER_CLIENT", async () => {
    const attempt = (i: number) =>
      request(i % 2 ? b : a, "/login", { client: "203.0.113.50", form: { email: `guess${i}@example.com`, password: "not-the-password" } });
    for (let i = 0; i < ATTEMPTS_PER_CLIENT; i += 1) expect((await attempt(i)).status, `attempt ${i + 1}`).toBe(400);
    expect((await attempt(ATTEMPTS_PER_CLIENT)).status).toBe(429);
    expect(
      (await request(a, "/login", { client: "203.0.113.51", form: { email: "guess@example.com", password: "not-the-password" } })).status,
      "another address",
    ).toBe(400);
  });
});

// Error reporting and analytics as they leave the built portal (part 1 §1, §4, §8, §9;
// docs/decisions/0027-error-reporting-and-analytics.md). The portal talks to a stand-in payroll API
// that this test steers (answering, failing with a 500, hanging up), and its SENTRY_DSN and
// ANALYTICS_URL point at a receiver here that keeps everything it is sent.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { markHydrated, waitForHydration } from "../support/hydration";
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from "../support/chromium";
import { buildSchema, graphql } from "graphql";
import { freePort, startServer, type Server } from "./processes";

const { name, version } = JSON.parse(readFileSync("package.json", "utf8")) as { name: string; version: string };
// The package's version and the commit the build was made from (a checkout's HEAD): a new release each build of a new commit.
const RELEASE_PATTERN = new RegExp(`^${name}@${version.replaceAll(".", "\\.")}\\+[0-9a-f]{12,40}$`);
const RELEASE = expect.stringMatching(RELEASE_PATTERN);
const MAX_EVENTS = 2;
// Secrets that must never leave the portal, in an event or an analytics message.
const PASSWORD = "Secret-password-2026";
const TOKEN = "api-token-never-sent";
// A company above the paid-user threshold of part 1 §9 (more than 100,000 offers).
const OFFERS = 100_001;
// Long enough for an event or a message to arrive when one was going to.
const QUIET_MS = 1_500;

type Received = { path: string; body: string };
type SentryEvent = { release?: string; environment?: string; level?: string; exception?: { values?: { type?: string; value?: string }[] } };
type AnalyticsMessage = { type: string; event?: string; userId: string; traits?: Record<string, unknown>; properties?: Record<string, unknown> };

async function listen(handle: (request: IncomingMessage, body: Buffer, response: ServerResponse) => void): Promise<{ server: HttpServer; url: string }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => handle(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: HttpServer | undefined) => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));

type Side = "server" | "browser";

/** The events of a Sentry envelope: a header line, then each item's header line and its payload line. */
function eventsOf(envelope: string, side: Side): SentryEvent[] {
  const lines = envelope.split("\n");
  const { sdk } = JSON.parse(lines[0]) as { sdk?: { name?: string } };
  if ((sdk?.name === "sentry.javascript.node" ? "server" : "browser") !== side) return [];
  const events: SentryEvent[] = [];
  for (let index = 1; index < lines.length - 1; index += 2) {
    if ((JSON.parse(lines[index]) as { type?: string }).type === "event") events.push(JSON.parse(lines[index + 1]) as SentryEvent);
  }
  return events;
}

// The stand-in payroll API: the sign-in, the sign-up, and GraphQL on the reference API's own schema.
const schema = buildSchema(readFileSync("payroll-api/schema.graphql", "utf8"));
const company = {
  id: "company-1",
  name: "Brouwerij Test",
  logo: null,
  vat: "BE0123456789",
  hasNonPayrollOffers: false,
  costPlacesEnabled: false,
  contractCreationBlocked: false,
  creditLimitStatus: "within",
  overdueInvoicesCount: 0,
  offers: Array.from({ length: OFFERS }, (_, index) => ({ id: `offer-${index}`, connexysId: index === 0 ? "cx-1" : null })),
};
const user = {
  id: "user-1",
  email: "user@example.com",
  kind: "user",
  firstName: "Test",
  lastName: "User",
  preferredLanguage: "en",
  acceptedTermsAndConditionsAt: "2026-01-01T00:00:00.000Z",
  company,
  permissions: [],
};
const rootValue = {
  user: () => user,
  userDashboard: () => ({ contractNotReadyCount: 0, extensionCandidatesCount: 0, openedSurveysCount: 0, unpaidInvoicesCount: 0 }),
};

type ApiMode = "answering" | "failing" | "hanging up";

describe("error reporting and analytics of the built portal", () => {
  let api: HttpServer;
  let receiver: HttpServer;
  let production: Server;
  let development: Server;
  let mode: ApiMode = "answering";
  const received: Received[] = [];
  const events = (side: Side = "server") => received.filter((item) => item.path.startsWith("/api/1/envelope/")).flatMap((item) => eventsOf(item.body, side));
  const analytics = () => received.filter((item) => item.path === "/analytics").map((item) => JSON.parse(item.body) as AnalyticsMessage);
  const quietly = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

  beforeAll(async () => {
    const answer = (response: ServerResponse, status: number, body: unknown) =>
      response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    const stub = await listen((request, body, response) => {
      if (mode === "hanging up") return void request.socket.destroy();
      if (request.url === "/users/sign_in") {
        const { user: given } = JSON.parse(body.toString()) as { user: { email: string; password: string } };
        if (given.password !== PASSWORD) return answer(response, 401, { error: "invalid_credentials" });
        return answer(response, 200, { authentication_token: TOKEN, email: given.email });
      }
      if (request.url === "/users") return answer(response, 201, { authentication_token: TOKEN, email: "new@example.com" });
      if (request.url === "/graphql" && mode === "failing") return answer(response, 500, { errors: [{ message: "database down" }] });
      if (request.url === "/graphql") {
        const { query, variables } = JSON.parse(body.toString()) as { query: string; variables?: Record<string, unknown> };
        return void graphql({ schema, source: query, variableValues: variables, rootValue }).then((result) => answer(response, 200, result));
      }
      answer(response, 404, { error: "not_found" });
    });
    api = stub.server;
    const sink = await listen((request, body, response) => {
      const text = request.headers["content-encoding"] === "gzip" ? gunzipSync(body).toString() : body.toString();
      received.push({ path: request.url ?? "", body: text });
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
    receiver = sink.server;
    const common = {
      NODE_ENV: "production",
      SESSION_SECRET: "error-reporting-test-session-secret",
      PAYROLL_API_URL: stub.url,
      SENTRY_DSN: `http://publickey@${new URL(sink.url).host}/1`,
      SENTRY_MAX_EVENTS: String(MAX_EVENTS),
      LOG_LEVEL: "warn",
    };
    [production, development] = await Promise.all([
      freePort().then((port) =>
        startServer("the portal in production", "portal", port, { ...common, RELEASE_STAGE: "production", ANALYTICS_URL: `${sink.url}/analytics` }),
      ),
      freePort().then((port) => startServer("the portal in development", "portal", port, { ...common, RELEASE_STAGE: "development" })),
    ]);
  });

  afterAll(async () => {
    await Promise.all([production?.stop(), development?.stop()]);
    await Promise.all([close(api), close(receiver)]);
  });

  async function signIn(portal: Server): Promise<string> {
    mode = "answering";
    const answer = await fetch(`${portal.url}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "user@example.com", password: PASSWORD, redirectTo: "" }),
      redirect: "manual",
    });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("__session="));
    expect(cookie).toBeDefined();
    return cookie!.split(";")[0];
  }

  const dashboard = (portal: Server, cookie: string) => fetch(`${portal.url}/dashboard`, { headers: { cookie, "accept-language": "en" } });

  // Analytics events leave after the answer, each once the portal has asked the API who the user is:
  // within the API's timeout (15 s) and the analytics call's (5 s). A poll's default second was too
  // short on a machine busy with the browser tests: a fresh clone's run missed the registration event.
  const sentInBackground = { timeout: 20_000 };

  it("sends the identify and paid-user events at sign-in, and the registration event at sign-up", async () => {
    await signIn(production);
    await expect.poll(() => analytics().map((message) => message.event ?? message.type), sentInBackground).toEqual(["identify", "Paid user"]);
    const [identify, paidUser] = analytics();
    expect(identify).toMatchObject({ userId: "user-1", traits: { accountKind: "user", language: "en", companyId: "company-1" } });
    expect(paidUser).toMatchObject({ userId: "user-1", properties: { companyId: "company-1", offers: OFFERS } });

    const signUp = await fetch(`${production.url}/registration`, {
      method: "POST",
      body: new URLSearchParams({ firstName: "New", lastName: "User", email: "new@example.com", password: PASSWORD }),
      redirect: "manual",
    });
    expect(signUp.status).toBe(302);
    await expect
      .poll(() => analytics().filter((message) => message.event === "Registration"), sentInBackground)
      .toEqual([expect.objectContaining({ userId: "user-1" })]);
  });

  it("hands the browser its settings only in production and staging", async () => {
    // A page with scripts: the sign-in page has none (app/platform/page-scripts.tsx).
    const page = await (await fetch(`${production.url}/accessibility`)).text();
    const settings = /data-error-reporting="([^"]+)"/.exec(page)?.[1].replaceAll("&quot;", '"');
    expect(JSON.parse(settings ?? "null")).toEqual({
      dsn: expect.stringContaining("publickey@"),
      release: RELEASE,
      environment: "production",
      maxEvents: MAX_EVENTS,
    });
    expect(await (await fetch(`${development.url}/accessibility`)).text()).not.toContain("data-error-reporting");
  });

  it("reports a failing API with the release, not a network failure, and at most N events per session", async () => {
    const cookie = await signIn(production);
    mode = "hanging up";
    expect((await dashboard(production, cookie)).status).toBe(503);
    mode = "failing";
    expect((await dashboard(production, cookie)).status).toBe(503);
    await expect.poll(() => events().length).toBe(1);
    expect(events()[0]).toMatchObject({ release: RELEASE, environment: "production", level: "error" });
    expect(events()[0].exception?.values?.[0].value).toBe("payroll API unavailable 500");

    for (let page = 0; page < MAX_EVENTS; page++) expect((await dashboard(production, cookie)).status).toBe(503);
    await expect.poll(() => events().length).toBe(MAX_EVENTS);
    await quietly();
    expect(events()).toHaveLength(MAX_EVENTS);
    // The hang-up came first: had it been reported, it would be the first event.
    expect(events().every((event) => event.exception?.values?.[0].value === "payroll API unavailable 500")).toBe(true);
  });

  it("loads the browser's reporting after the page, with the same rules", async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const served = await page.goto(`${production.url}/accessibility`);
      // Not on the critical path: no script of the page as served names it; it is imported once the
      // page has loaded (the document as it stands by then may hold the import's modulepreload link).
      expect(await served!.text()).not.toMatch(/<(script|link)[^>]*sentry/);
      await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("sentry.client")));
      await page.waitForFunction(() => "__SENTRY__" in window);
      // A network failure first: had it been reported, it would be the first event.
      await page.evaluate(() => setTimeout(() => Promise.reject(new TypeError("Failed to fetch"))));
      for (let error = 0; error <= MAX_EVENTS; error++) {
        await page.evaluate((n) => setTimeout(() => Promise.reject(new Error(`browser failure ${n}`))), error);
      }
      await expect.poll(() => events("browser").length).toBe(MAX_EVENTS);
      await quietly();
      // The first MAX_EVENTS failures, whatever order their requests arrived in: the SDK sends them side by side.
      const reported = events("browser").map((event) => [event.release, event.environment, event.exception?.values?.[0].value]);
      const failureNumber = (value: unknown) => Number(String(value).replace("browser failure ", ""));
      expect(reported.sort((x, y) => failureNumber(x[2]) - failureNumber(y[2]))).toEqual(
        Array.from({ length: MAX_EVENTS }, (_, n) => [RELEASE, "production", `browser failure ${n}`]),
      );
    } finally {
      await browser.close();
    }
  });

  it("reports what the browser threw that an error page shows: a page chunk failing again after its reload", async () => {
    const cookie = await signIn(production);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ extraHTTPHeaders: { "accept-language": "en" } });
      await context.addInitScript(markHydrated);
      const [name, value] = cookie.split(/=(.*)/s);
      await context.addCookies([{ name, value, url: production.url }]);
      const page = await context.newPage();
      // A page with scripts (the dashboard has none, app/platform/page-scripts.tsx).
      await page.goto(`${production.url}/settings/company`);
      // Before hydration a click is a plain link, which loads the FAQ as a document: no chunk at all.
      await waitForHydration(page);
      // The FAQ's chunk is gone, as after a deploy: the first click reloads the page, the second shows the error page.
      // The route manifest names it once the page has discovered the link (v3_lazyRouteDiscovery).
      const faqModule = () =>
        page.evaluate(
          () =>
            (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } }).__reactRouterManifest.routes["routes/_app.faq"]
              ?.module,
        );
      await expect.poll(faqModule).toBeDefined();
      const faqPath = await faqModule();
      await page.route(
        (url) => url.pathname === faqPath,
        (route) => route.abort(),
      );
      const faq = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ", exact: true });
      // The reload may load before a listener added after the click would hear it.
      await Promise.all([page.waitForEvent("load"), faq.click()]);
      await waitForHydration(page);
      await faq.click();
      await page.getByRole("heading", { level: 1, name: "Oops! Something went wrong" }).waitFor();
      const message = "A page chunk failed to load again after a reload";
      await expect.poll(() => events("browser").filter((event) => event.exception?.values?.[0].value === message)).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });

  it("reports nothing in development", async () => {
    const before = received.length;
    const cookie = await signIn(development);
    mode = "failing";
    expect((await dashboard(development, cookie)).status).toBe(503);
    await quietly();
    expect(received.slice(before)).toEqual([]);
  });

  it("never sends the password or the API token", () => {
    expect(received.length).toBeGreaterThan(0);
    for (const item of received) {
      expect(item.body).not.toContain(PASSWORD);
      expect(item.body).not.toContain(TOKEN);
    }
  });
});

import { expect, signedInAs, test } from "./support/fixtures";
import { JS_ONLY } from "./support/settings";

// A document's request and its answer are the same whether the browser then runs scripts or not, and
// the request fixture runs none: those tests run once, in the js project (docs/decisions/0066). Only
// the test about the scripts a page fetches runs both ways.
const ONCE = { tag: JS_ONLY };

test.describe("the HTTP server", () => {
  test("sends security headers with a per-request CSP nonce", ONCE, async ({ request }) => {
    const first = await request.get("/login");
    const second = await request.get("/login");
    const csp = first.headers()["content-security-policy"];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toBe(second.headers()["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers()["strict-transport-security"]).toContain("max-age=");
    expect(first.headers()["x-powered-by"]).toBeUndefined();
  });

  test("a signed-in page and its data say in Server-Timing where their time went, and name their request", ONCE, async ({ page }) => {
    await signedInAs(page, "employer@example.com");
    const timing = /^api;desc="Payroll API, \d+ calls?";dur=\d+\.\d, total;desc="Portal";dur=\d+\.\d$/;
    const document = await page.goto("/dashboard");
    expect(document?.headers()["server-timing"]).toMatch(timing);
    // The id its log lines carry.
    expect(document?.headers()["x-request-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
    const data = await page.request.get("/positions.data");
    expect(data.status()).toBe(200);
    expect(data.headers()["server-timing"]).toMatch(timing);
  });

  test("refuses a body that is no form with 415, never a server error", ONCE, async ({ request }) => {
    for (const [type, body] of [
      ["application/json", JSON.stringify({ email: "employer@example.com", password: "x" })],
      ["text/plain", "email=employer@example.com"],
    ]) {
      const answer = await request.post("/login", { headers: { "Content-Type": type }, data: body });
      expect(answer.status(), type).toBe(415);
    }
  });

  test("reads a page number past any list as the nearest page there can be", ONCE, async ({ page }) => {
    await signedInAs(page, "employer@example.com");
    for (const address of ["/invoices?page=99999999999", "/positions?page=1e308", "/team/payroll-team?page=-4", "/contracts/payroll-contracts?page=abc"]) {
      const answer = await page.goto(address);
      expect(answer?.status(), address).toBe(200);
    }
  });

  test("answers /healthz and caches fingerprinted assets for a year", ONCE, async ({ request }) => {
    expect(await (await request.get("/healthz")).json()).toEqual({ status: "ok" });
    // A signed-out page with scripts (the sign-in page has none, app/platform/page-scripts.tsx).
    const html = await (await request.get("/accessibility")).text();
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    expect(response.headers()["cache-control"]).toContain("immutable");
  });

  test("the session cookie is httpOnly, SameSite=Lax, Secure in production, and hides the token", ONCE, async ({ request }) => {
    const response = await request.post("/login", {
      form: { email: "employer@example.com", password: "Demo-portal-2026", redirectTo: "" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const cookie = response.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("__session="))?.value;
    expect(cookie).toMatch(/__session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
    const value = decodeURIComponent(/__session=([^;]+)/.exec(cookie ?? "")?.[1] ?? "");
    const payload = Buffer.from(value.split(".")[0], "base64").toString("utf8");
    expect(payload).not.toContain("employer@example.com");
    expect(payload).toContain("credentials");
  });

  test("sign-out is a POST: a GET signs nobody out", ONCE, async ({ request }) => {
    const response = await request.get("/logout", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
});

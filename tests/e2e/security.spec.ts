// The security checklist of issue 15 at the HTTP level (docs/decisions/0030-security-checklist.md):
// plain requests, no browser, each test on a session of its own.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { unseal } from "~/platform/seal.server";
import { expect, test } from "./support/fixtures";
import { latestMailTo } from "./support/outbox";
import { BASE_URL, DEMO_PASSWORD, E2E_DATA_DIR, E2E_SESSION_SECRET } from "./support/settings";

// Nothing here depends on the browser's JavaScript: playwright.config.ts runs it in the js project only.
type Sent = { method?: string; headers?: Record<string, string>; body?: URLSearchParams };

/** One request as a browser in English sends it, redirects left to the test. */
const send = (address: string, { headers, ...init }: Sent = {}) =>
  fetch(new URL(address, BASE_URL), { redirect: "manual", headers: { "Accept-Language": "en-GB,en;q=0.9", ...headers }, ...init });

const sessionCookieOf = (answer: Response) => answer.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));

/** Signs in through the login form; the session cookie as a browser sends it back. */
async function signIn(email = "employer@example.com", redirectTo = ""): Promise<{ cookie: string; answer: Response }> {
  const answer = await send("/login", { method: "POST", body: new URLSearchParams({ email, password: DEMO_PASSWORD, redirectTo }) });
  expect(answer.status, `signing in as ${email}`).toBe(302);
  return { cookie: sessionCookieOf(answer)!.split(";")[0], answer };
}

/** Whether an answer's body is a PDF, by its first bytes. */
const isPdf = async (answer: Response) => Buffer.from(await answer.arrayBuffer()).toString("latin1", 0, 5) === "%PDF-";

/** The API token that the portal keeps sealed inside a session cookie. */
function tokenInside(cookie: string): string {
  const [payload] = decodeURIComponent(cookie.slice("__session=".length)).split(".");
  const { credentials } = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { credentials: string };
  const opened = unseal(credentials, E2E_SESSION_SECRET);
  return (JSON.parse(opened!) as { token: string }).token;
}

test.describe("the security checklist", () => {
  test("a cross-site POST is refused with 403, a page in the user's language, and changes nothing", async () => {
    const { cookie } = await signIn();
    const name = `Cross-site ${Date.now()}`;
    const refused = await send("/settings/add-cost-place", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "http://evil.example", "Accept-Language": "nl-BE,nl;q=0.9" },
      body: new URLSearchParams({ name }),
    });
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain('<html lang="nl">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain("<h1>Dit formulier is geweigerd</h1>");
    expect(html).not.toMatch(/\bat \S+\.(js|ts):\d+/);

    // Without Origin, the Referer tells where the form was; the user's language cookie wins over the browser's.
    const byReferer = await send("/settings/add-cost-place", {
      method: "POST",
      headers: { Cookie: `${cookie}; lng=ImZyIg%3D%3D`, Referer: "http://evil.example/form.html", "Accept-Language": "nl" },
      body: new URLSearchParams({ name }),
    });
    expect(byReferer.status).toBe(403);
    expect(await byReferer.text()).toContain("<h1>Ce formulaire a été refusé</h1>");

    const costPlaces = await send("/settings/cost-places", { headers: { Cookie: cookie } });
    expect(costPlaces.status).toBe(200);
    const list = await costPlaces.text();
    expect(list).toContain("Bottelarij Mechelen");
    expect(list).not.toContain(name);
  });

  test("signed-in pages and their data are never stored; fingerprinted assets are", async () => {
    const { cookie } = await signIn();
    for (const address of ["/dashboard", "/positions", "/positions.data", "/dashboard.data?_routes=root"]) {
      const answer = await send(address, { headers: { Cookie: cookie } });
      expect(answer.status, address).toBe(200);
      expect(answer.headers.get("cache-control"), address).toBe("no-store");
    }
    // A script of the build, and the page's translations under their version (which its inline script preloads).
    const settings = await (await send("/settings/company", { headers: { Cookie: cookie } })).text();
    for (const asset of [/href="(\/assets\/[^"]+\.js)"/.exec(settings)?.[1], /"(\/locales\/[^"]+)"/.exec(settings)?.[1]]) {
      expect(asset).toBeDefined();
      expect((await send(asset!)).headers.get("cache-control"), asset).toContain("immutable");
    }
  });

  test("the API token is in no page, page data, address or readable cookie", async () => {
    const { cookie, answer } = await signIn();
    const token = tokenInside(cookie);
    expect(token.length).toBeGreaterThan(10);
    expect(answer.headers.get("location")).not.toContain(token);
    for (const set of answer.headers.getSetCookie()) {
      // A cookie that scripts can read holds no token; the session cookie is httpOnly and sealed.
      if (!/;\s*HttpOnly/i.test(set)) expect(set).not.toContain(token);
      expect(decodeURIComponent(set)).not.toContain(token);
    }
    const addresses = [
      "/dashboard",
      "/settings/profile",
      "/positions",
      "/invoices",
      "/dashboard.data",
      "/dashboard.data?_routes=root",
      "/dashboard.data?_routes=routes%2F_app",
      "/settings/profile.data",
    ];
    for (const address of addresses) {
      const page = await send(address, { headers: { Cookie: cookie } });
      expect(page.status, address).toBe(200);
      expect(await page.text(), address).not.toContain(token);
      expect(page.headers.get("location") ?? "", address).not.toContain(token);
    }
  });

  test("signing out is a POST that revokes the API token: the old cookie, sent again, is signed out", async () => {
    const { cookie } = await signIn();
    expect((await send("/dashboard", { headers: { Cookie: cookie } })).status).toBe(200);
    const signedOut = await send("/logout", { method: "POST", headers: { Cookie: cookie, Origin: BASE_URL } });
    expect(signedOut.status).toBe(302);
    expect(sessionCookieOf(signedOut)).toMatch(/Expires=Thu, 01 Jan 1970/);
    // The cookie is still well sealed and within its time: only the API's revocation can refuse it.
    const replayed = await send("/dashboard", { headers: { Cookie: cookie } });
    expect(replayed.status).toBe(302);
    expect(replayed.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard");
  });

  test("after signing in, the way back goes to a path of this site only", async () => {
    for (const [asked, landing] of [
      ["/invoices?page=2", "/invoices?page=2"],
      ["https://evil.example/", "/"],
      ["//evil.example/", "/"],
      ["/\\evil.example", "/"],
      ["javascript:alert(1)", "/"],
    ]) {
      const { answer } = await signIn("employer@example.com", asked);
      expect(answer.headers.get("location"), asked).toBe(landing);
    }
  });

  test("the enforced CSP closes plugins, <base>, form targets and framing; HSTS, nosniff and Referrer-Policy hold", async () => {
    const { cookie } = await signIn();
    for (const answer of [await send("/login"), await send("/dashboard", { headers: { Cookie: cookie } })]) {
      const headers = answer.headers;
      expect(headers.get("content-security-policy-report-only")).toBeNull();
      const directives = new Map(
        headers
          .get("content-security-policy")!
          .split(";")
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values.join(" ")]),
      );
      expect(directives.get("object-src")).toBe("'none'");
      expect(directives.get("base-uri")).toBe("'self'");
      expect(directives.get("form-action")).toBe("'self'");
      expect(directives.get("frame-ancestors")).toBe("'none'");
      expect(directives.get("script-src")).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/);
      expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  test("one company's download is refused to another company's user through the portal", async () => {
    const employer = (await signIn()).cookie;
    const invoices = await (await send("/invoices", { headers: { Cookie: employer } })).text();
    const pdf = /href="(\/invoices\/[^"/]+\/pdf)"/.exec(invoices)?.[1];
    expect(pdf, "a PDF link in Brouwerij De Klok's invoices").toBeTruthy();
    const own = await send(pdf!, { headers: { Cookie: employer } });
    expect(own.status).toBe(200);
    expect(await isPdf(own)).toBe(true);
    // payroll@example.com may see invoices, of its own company (Transport Peeters) only.
    const stranger = await send(pdf!, { headers: { Cookie: (await signIn("payroll@example.com")).cookie } });
    expect(stranger.status).toBe(404);
    expect(await isPdf(stranger)).toBe(false);
  });

  test("another company's timesheets and work post sheet are refused to a user of another company through the portal", async () => {
    const employer = (await signIn()).cookie;
    // A week of Brouwerij De Klok's construct line (4101) with saved timesheets: the seed puts them in the last weeks.
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    let timesheets: string | undefined;
    for (let weeksBack = 0; weeksBack <= 10 && !timesheets; weeksBack++) {
      const week = new Date(monday.getTime() - weeksBack * 7 * 86_400_000).toISOString().slice(0, 10);
      const address = `/hours-validation/timesheets-pdf/4101?week=${week}&by=work`;
      const own = await send(address, { headers: { Cookie: employer } });
      if (own.status === 200 && (await isPdf(own))) timesheets = address;
    }
    expect(timesheets, "a week of De Klok's timesheets").toBeTruthy();
    const positions = await (await send("/positions?search=Onderhoudsmonteur", { headers: { Cookie: employer } })).text();
    const positionId = /href="\/positions\/view-position\/(\d+)"/.exec(positions)?.[1];
    expect(positionId, "De Klok's position with an uploaded sheet").toBeTruthy();
    const sheet = `/positions/view-work-post-sheet/${positionId}/pdf`;
    const own = await send(sheet, { headers: { Cookie: employer } });
    expect(own.status).toBe(200);
    expect(await isPdf(own)).toBe(true);

    // hours@example.com validates the hours of its own company (Nettoyage Dubois) only; payroll@example.com
    // has positions of its own company (Transport Peeters) only.
    const hours = (await signIn("hours@example.com")).cookie;
    for (const address of [timesheets!, timesheets!.replace("by=work", "by=processing"), "/hours-validation/download-timesheets/4101"]) {
      let stranger = await send(address, { headers: { Cookie: hours } });
      // A page first applies the user's own language (French here) with a redirect to itself, as a browser follows it.
      if (stranger.status === 302 && stranger.headers.get("location") === address) {
        const language = stranger.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
        stranger = await send(address, { headers: { Cookie: [hours, ...language].join("; ") } });
      }
      expect(stranger.status, address).toBe(404);
      expect(await isPdf(stranger), address).toBe(false);
    }
    const payroll = (await signIn("payroll@example.com")).cookie;
    // Nettoyage Dubois has no positions area at all (403); Transport Peeters has one, without this position (404).
    for (const [cookie, status] of [
      [hours, 403],
      [payroll, 404],
    ] as const) {
      const stranger = await send(sheet, { headers: { Cookie: cookie } });
      expect(stranger.status).toBe(status);
      expect(await isPdf(stranger)).toBe(false);
    }
  });

  test("the public forms carry a field for bots that people never see", async () => {
    for (const address of ["/registration", "/forgot-password"]) {
      const html = await (await send(address)).text();
      const trap = /aria-hidden="true"><label for="website-trap">[^<]+<\/label>(<input id="website-trap"[^>]*>)/i.exec(html)?.[1] ?? "";
      for (const attribute of ['name="website"', 'type="text"', 'tabindex="-1"', 'autocomplete="off"']) {
        expect(trap.toLowerCase(), `${address}: ${attribute}`).toContain(attribute);
      }
    }
  });

  test("a filled bot field sends no reset e-mail, yet answers as if it had", async () => {
    const since = Date.now();
    const bot = await send("/forgot-password", {
      method: "POST",
      body: new URLSearchParams({ email: "selection@example.com", website: "http://spam.example" }),
    });
    expect(bot.status).toBe(302);
    expect(bot.headers.get("location")).toBe("/forgot-password/sent");
    // A person's request sent after the bot's arrives; the bot's never does.
    const person = await send("/forgot-password", { method: "POST", body: new URLSearchParams({ email: "promo@example.com", website: "" }) });
    expect(person.headers.get("location")).toBe("/forgot-password/sent");
    await latestMailTo("promo@example.com", since);
    const outbox = path.join(E2E_DATA_DIR, "outbox");
    const mails = await Promise.all((await readdir(outbox)).map((file) => readFile(path.join(outbox, file), "utf8")));
    const toBot = mails.filter((mail) => /^To: .*selection@example\.com/im.test(mail) && Date.parse(/^Date: (.+)$/m.exec(mail)?.[1] ?? "") >= since - 1000);
    expect(toBot).toEqual([]);
  });

  test("a filled bot field creates no account", async () => {
    const email = `bot-${Date.now()}@example.com`;
    const fields = { firstName: "Bot", lastName: "Net", email, password: DEMO_PASSWORD, mobile: "", website: "http://spam.example" };
    const bot = await send("/registration", { method: "POST", body: new URLSearchParams(fields) });
    expect(bot.status).toBe(400);
    expect(await bot.text()).toContain("Registration failed");
    const signIn = await send("/login", { method: "POST", body: new URLSearchParams({ email, password: DEMO_PASSWORD, redirectTo: "" }) });
    expect(signIn.status).toBe(400);
  });
});

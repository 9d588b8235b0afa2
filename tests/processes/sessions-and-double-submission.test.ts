// A stolen session must not take an account (issue 42, docs/decisions/0061), over HTTP against the
// production build: "Stay signed in" (/session/refresh) revives no session that was signed out or
// ended by a password change in another browser, which lands on the sign-in page; and a form typed
// with no session is not handed to whoever signs in next in that browser, nor a form of one account
// to another.
//
// The same form sent twice at once through the portal, as a double click without JavaScript or a retried
// request sends it (docs/decisions/0034-one-time-form-keys.md): the cost place form, read once for its
// one-time key and posted twice with it, makes one "Dubbelklik Gent", and both posts get the same answer.
// Whichever of the two the portal and the API take first, the outcome is the same.
//
// Both on one portal and embedded API of their own (the production build), whose start they share
// (docs/decisions/0070): the cost places each adds or types have names of their own. Alone: npx vitest
// run --config tests/processes/vitest.config.ts sessions-and-double-submission
import { formsOf, type PageForm } from "./html-forms";
import { bodyOf, startPortalUnderTest, type PortalUnderTest } from "./portal-crawl";

const PASSWORD = "Demo-portal-2026";
const COST_PLACE_FORM = "/settings/add-cost-place";
const COST_PLACES = "/settings/cost-places";

let portal: PortalUnderTest;

beforeAll(async () => {
  portal = await startPortalUnderTest("sessions-and-double-submission");
}, 200_000);

afterAll(async () => {
  await portal?.stop();
});

/** The cost place form as the server renders it, with its key. */
async function renderedForm(): Promise<{ form: PageForm; key: string }> {
  const page = await portal.send(COST_PLACE_FORM, "employer");
  expect(page.status).toBe(200);
  const form = formsOf(await page.text(), COST_PLACE_FORM, "post").find((found) => found.action === COST_PLACE_FORM)!;
  const key = form.controls.find((control) => control.name === "formKey")?.value;
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  return { form, key: key! };
}

async function post(form: PageForm, key: string, name: string) {
  const { body, headers } = bodyOf(form, {
    fields: [
      ["formKey", key],
      ["name", name],
    ],
  });
  const answer = await portal.send(COST_PLACE_FORM, "employer", { method: "POST", body, headers });
  return { status: answer.status, location: answer.headers.get("location") };
}

async function costPlacesNamed(name: string): Promise<number> {
  const page = await portal.send(COST_PLACES, "employer");
  expect(page.status).toBe(200);
  const rows = [...(await page.text()).matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>/g)];
  return rows.filter(([, cell]) => cell === name).length;
}

describe("the cost place form sent twice at once", () => {
  it("adds one Dubbelklik Gent, and answers both posts alike", async () => {
    const { form, key } = await renderedForm();
    const answers = await Promise.all([post(form, key, "Dubbelklik Gent"), post(form, key, "Dubbelklik Gent")]);
    expect(answers).toEqual([
      { status: 302, location: `${COST_PLACES}?added=1` },
      { status: 302, location: `${COST_PLACES}?added=1` },
    ]);
    expect(await costPlacesNamed("Dubbelklik Gent")).toBe(1);
  });

  it("a new rendering of the form has a new key: a second cost place added on purpose is added", async () => {
    const first = await renderedForm();
    await post(first.form, first.key, "Opzettelijk Gent");
    const second = await renderedForm();
    expect(second.key).not.toBe(first.key);
    await post(second.form, second.key, "Opzettelijk Gent");
    expect(await costPlacesNamed("Opzettelijk Gent")).toBe(2);
  });
});

type Init = { method?: string; body?: BodyInit; headers?: Record<string, string> };

/** A browser of its own, which keeps its cookies as a browser does; `cookies` copies them (a stolen cookie). */
function browser(cookies = new Map<string, string>()) {
  const send = async (route: string, init: Init = {}) => {
    const answer = await fetch(portal.url + route, {
      method: init.method ?? "GET",
      body: init.body,
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "), origin: portal.url, "accept-language": "en", ...init.headers },
      redirect: "manual",
    });
    for (const set of answer.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /max-age=0\b/i.test(set)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return answer;
  };
  const post = (route: string, fields: Record<string, string>) =>
    send(route, { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } });
  return {
    cookies,
    send,
    post,
    async signIn(email: string, redirectTo = "") {
      const answer = await post("/login", { email, password: PASSWORD, redirectTo });
      expect(answer.status).toBe(302);
      expect(cookies.has("__session")).toBe(true);
      return answer;
    },
  };
}

const refresh = (someone: ReturnType<typeof browser>) => someone.send("/session/refresh", { method: "POST" });

describe("Stay signed in (/session/refresh)", () => {
  it("answers 204 with a fresh cookie while the session lives, and 401 with no cookie once it was signed out, to a copy of its cookie too", async () => {
    const owner = browser();
    await owner.signIn("garage@example.com");
    const alive = await refresh(owner);
    expect(alive.status).toBe(204);
    expect(alive.headers.get("set-cookie")).toMatch(/^__session=/);

    const thief = browser(new Map(owner.cookies));
    expect((await owner.send("/logout", { method: "POST" })).status).toBe(302);
    const revived = await refresh(thief);
    expect(revived.status).toBe(401);
    expect(revived.headers.get("set-cookie")).toBeNull();
    expect((await refresh(owner)).status).toBe(401);
  });

  it("answers 401 with no cookie to a session that a password change in another browser ended, whose next page is the sign-in", async () => {
    const here = browser();
    const elsewhere = browser();
    await here.signIn("garage2@example.com");
    await elsewhere.signIn("garage2@example.com");
    expect((await elsewhere.send("/settings/profile")).status).toBe(200);

    const page = await here.send("/settings/profile");
    const form = formsOf(await page.text(), "/settings/profile", "post").find((found) => found.action === "/settings/profile")!;
    const typed: Record<string, string> = { password: "Garage-Wouters-2027", confirmation: "Garage-Wouters-2027", currentPassword: PASSWORD };
    const fields = form.controls
      .filter((control) => control.kind !== "button")
      .map((control): [string, string] => [control.name, typed[control.name] ?? control.value ?? ""]);
    const { body, headers } = bodyOf(form, { fields });
    const saved = await here.send("/settings/profile", { method: "POST", body, headers });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/settings/profile?saved=1");

    const refused = await refresh(elsewhere);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect((await elsewhere.send("/settings/profile")).headers.get("location")).toBe("/login?redirectTo=%2Fsettings%2Fprofile");
    expect((await here.send("/settings/profile")).status).toBe(200);
    expect((await refresh(here)).status).toBe(204);
  });
});

describe("a form kept when no session took it", () => {
  it("is not kept when nobody was signed in, so the account that signs in next does not get it", async () => {
    const someone = browser();
    const sent = await someone.post(COST_PLACE_FORM, { name: "Niemands Gent" });
    expect(sent.headers.get("location")).toBe("/login?redirectTo=%2Fsettings%2Fadd-cost-place");
    expect(someone.cookies.has("__kept_form")).toBe(false);
    await someone.signIn("employer@example.com", COST_PLACE_FORM);
    const page = await someone.send(COST_PLACE_FORM);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("Niemands Gent");
  });

  it("typed in one account is dropped when another signs in, and comes back to its own", async () => {
    const shared = browser();
    const typeSignedOut = async () => {
      await shared.signIn("employer@example.com");
      await shared.send("/logout", { method: "POST" });
      await shared.post(COST_PLACE_FORM, { name: "Werkgevers Gent" });
      expect(shared.cookies.has("__kept_form")).toBe(true);
    };
    await typeSignedOut();
    await shared.signIn("sarah.desmet@example.com", COST_PLACE_FORM);
    expect(shared.cookies.has("__kept_form")).toBe(false);
    expect(await (await shared.send(COST_PLACE_FORM)).text()).not.toContain("Werkgevers Gent");
    await shared.send("/logout", { method: "POST" });

    await typeSignedOut();
    await shared.signIn("employer@example.com", COST_PLACE_FORM);
    expect(await (await shared.send(COST_PLACE_FORM)).text()).toContain("Werkgevers Gent");
  });
});

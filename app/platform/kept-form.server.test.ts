import { FORM_KEY_FIELD } from "~/platform/form-key";
import { responseForApiError } from "./api-calls.server";
import { readFormData } from "./form-bodies.server";
import {
  KEPT_FOR_MS,
  MAX_KEPT_BYTES,
  formToKeep,
  keepSubmittedForm,
  keptFormAtSignIn,
  keptFormCookie,
  keptFormOf,
  signedOutCookie,
  takeKeptForm,
  type KeptForm,
} from "./kept-form.server";
import { ApiError } from "./payroll-api.server";
import { startSession } from "./session.server";

const START = new Date("2026-03-02T08:00:00Z").getTime();
const MINUTE = 60 * 1000;
const EMAIL = "clerk@example.com";
const PAGE = "http://portal.test/settings/add-cost-place";

const form = (entries: [string, string | File][]) => {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return formData;
};

/** The Cookie header a browser sends back for these Set-Cookie headers. */
const cookiesOf = (...setCookies: string[]) => setCookies.map((setCookie) => setCookie.split(";")[0]).join("; ");
const requestTo = (url: string, ...setCookies: string[]) => new Request(url, { headers: { Cookie: cookiesOf(...setCookies) } });
const signedInCookie = async (email = EMAIL) => (await startSession({ kind: "user", email, token: "api-token" }, "/")).headers.get("Set-Cookie")!;

const kept = (entries: [string, string | File][], email = EMAIL): KeptForm =>
  formToKeep(form(entries), { path: "/settings/add-cost-place", email, now: Date.now() });

describe("a form kept when the session ended", () => {
  beforeEach(() => vi.useFakeTimers({ now: START, toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("keeps the typed fields in their order, the repeated ones too", () => {
    const { fields, complete } = kept([
      ["name", "Dubbelklik Gent"],
      ["days", "monday"],
      ["days", "friday"],
      ["intent", "next"],
    ]);
    expect(fields).toEqual([
      ["name", "Dubbelklik Gent"],
      ["days", "monday"],
      ["days", "friday"],
      ["intent", "next"],
    ]);
    expect(complete).toBe(true);
  });

  it("never keeps passwords, one-time codes, tokens or the form machinery's fields", () => {
    const { fields, complete } = kept([
      ["password", "secret"],
      ["newPassword", "secret"],
      ["confirmation", "secret"],
      ["code", "123456"],
      ["token", "reset-token"],
      ["__intent__", '{"type":"validate"}'],
      [FORM_KEY_FIELD, "0123456789abcdef0123456789abcdef"],
      ["name", "kept"],
    ]);
    expect(fields).toEqual([["name", "kept"]]);
    // Those are never shown back anyway: the form is as complete as a refused one.
    expect(complete).toBe(true);
  });

  it("leaves files out, and says that the form is not complete", () => {
    const { fields, complete } = kept([
      ["front", new File(["image"], "front.png", { type: "image/png" })],
      ["validUntil", "2027-01-01"],
    ]);
    expect(fields).toEqual([["validUntil", "2027-01-01"]]);
    expect(complete).toBe(false);
  });

  it("keeps what fits under its cap and says that the rest is gone", () => {
    const long = "x".repeat(MAX_KEPT_BYTES);
    const { fields, complete } = kept([
      ["name", "short"],
      ["description", long],
      ["city", "Gent"],
    ]);
    expect(fields).toEqual([
      ["name", "short"],
      ["city", "Gent"],
    ]);
    expect(complete).toBe(false);
  });

  it("stays within what a browser keeps of one cookie, however much was typed", () => {
    const many = Array.from({ length: 400 }, (_, index): [string, string] => [`rows[${index}].note`, `é${"ü".repeat(index % 40)}`]);
    const value = kept(many);
    expect(value.complete).toBe(false);
    expect(value.fields.length).toBeGreaterThan(10);
    const cookie = keptFormCookie(value).split(";")[0];
    expect(cookie.length).toBeLessThanOrEqual(4_000);
    expect(keptFormOf(requestTo(PAGE, cookie))).toEqual(value);
  });

  it("is sealed: a cookie changed or written elsewhere is no kept form", () => {
    const cookie = keptFormCookie(kept([["name", "Gent"]]));
    expect(cookie).toMatch(/^__kept_form=[\w-]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain("Gent");
    const [name, value] = cookie.split(";")[0].split("=");
    const changed = `${name}=${value.slice(0, 20)}${value[20] === "A" ? "B" : "A"}${value.slice(21)}`;
    expect(keptFormOf(requestTo(PAGE, changed))).toBeNull();
    expect(keptFormOf(requestTo(PAGE, `${name}=${Buffer.from('{"path":"/"}').toString("base64url")}`))).toBeNull();
  });

  it("expires after its keeping time, also when the browser keeps the cookie", () => {
    const cookie = keptFormCookie(kept([["name", "Gent"]]));
    vi.setSystemTime(START + KEPT_FOR_MS - MINUTE);
    expect(keptFormOf(requestTo(PAGE, cookie))?.fields).toEqual([["name", "Gent"]]);
    vi.setSystemTime(START + KEPT_FOR_MS);
    expect(keptFormOf(requestTo(PAGE, cookie))).toBeNull();
  });
});

describe("keeping a submission", () => {
  beforeEach(() => vi.useFakeTimers({ now: START, toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  const post = (body: BodyInit, headers?: HeadersInit) => new Request(PAGE, { method: "POST", body, headers });

  it("reads a form that nobody has read yet, for the page it was posted to", async () => {
    const request = post(new URLSearchParams({ name: "Dubbelklik Gent", password: "secret" }));
    const value = keptFormOf(requestTo(PAGE, (await keepSubmittedForm(request, "Clerk@Example.com"))!));
    expect(value).toMatchObject({ path: "/settings/add-cost-place", email: EMAIL, fields: [["name", "Dubbelklik Gent"]], complete: true });
  });

  it("takes the form as the action read it, once its body is gone", async () => {
    const request = post(new URLSearchParams({ name: "Dubbelklik Gent" }));
    await readFormData(request);
    const value = keptFormOf(requestTo(PAGE, (await keepSubmittedForm(request, EMAIL))!));
    expect(value).toMatchObject({ email: EMAIL, fields: [["name", "Dubbelklik Gent"]], complete: true });
  });

  it("keeps nothing of a form sent with no session and no sign-out note: it is nobody's", async () => {
    expect(await keepSubmittedForm(post(new URLSearchParams({ name: "Dubbelklik Gent" })), null)).toBeNull();
  });

  it("keeps the form whose save the API refused for an ended token, and leads back to its page", async () => {
    const session = await signedInCookie();
    const sent = new Request(`${PAGE}.data?index&_routes=routes%2F_app.settings.add-cost-place`, {
      method: "POST",
      body: new URLSearchParams({ name: "Dubbelklik Gent" }),
      headers: { Cookie: cookiesOf(session) },
    });
    await readFormData(sent);
    const answer = await responseForApiError(sent, new ApiError("unauthorized"));
    expect(answer.headers.get("Location")).toBe("/login?redirectTo=%2Fsettings%2Fadd-cost-place");
    const cookies = answer.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith("__session=;"))).toBe(true);
    const keptCookie = cookies.find((cookie) => cookie.startsWith("__kept_form="))!;
    expect(keptFormOf(requestTo(PAGE, keptCookie))).toMatchObject({ email: EMAIL, fields: [["name", "Dubbelklik Gent"]] });
  });

  it("does not read an upload: nothing is kept, and the page says so", async () => {
    const request = post(form([["name", "Gent"]]));
    const value = keptFormOf(requestTo(PAGE, (await keepSubmittedForm(request, EMAIL))!));
    expect(value).toMatchObject({ fields: [], complete: false });
  });
});

describe("a kept form after the next sign-in", () => {
  beforeEach(() => vi.useFakeTimers({ now: START, toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  const LOGIN = "http://portal.test/login";

  it("waits for its page when the account it was typed in signs in again", () => {
    const cookie = keptFormCookie(kept([["name", "Gent"]]));
    expect(keptFormAtSignIn(requestTo(LOGIN, cookie), "Clerk@example.com")).toEqual({ cookies: [], path: "/settings/add-cost-place" });
  });

  it("is dropped when another account signs in", () => {
    const signIn = keptFormAtSignIn(requestTo(LOGIN, keptFormCookie(kept([["name", "Gent"]]))), "other@example.com");
    expect(signIn).toEqual({ cookies: [expect.stringMatching(/^__kept_form=; .*Max-Age=0/)], path: null });
  });

  it("belongs to the account that signed out in another tab, which the next sign-in forgets", async () => {
    const signedOut = signedOutCookie(EMAIL);
    const sent = new Request(PAGE, { method: "POST", body: new URLSearchParams({ name: "Gent" }), headers: { Cookie: cookiesOf(signedOut) } });
    const cookie = (await keepSubmittedForm(sent, null))!;
    expect(keptFormOf(requestTo(PAGE, cookie))?.email).toBe(EMAIL);
    const other = keptFormAtSignIn(requestTo(LOGIN, cookie, signedOut), "other@example.com");
    expect(other).toEqual({ cookies: [expect.stringMatching(/^__signed_out=; .*Max-Age=0/), expect.stringMatching(/^__kept_form=; .*Max-Age=0/)], path: null });
    expect(keptFormAtSignIn(requestTo(LOGIN, cookie, signedOut), EMAIL).path).toBe("/settings/add-cost-place");
  });

  it("has nothing to do at a sign-in without one", () => {
    expect(keptFormAtSignIn(requestTo(LOGIN), EMAIL)).toEqual({ cookies: [], path: null });
  });

  it("comes back once on its own page, as conform's value, and is then forgotten", async () => {
    const cookie = keptFormCookie(
      kept([
        ["name", "Gent"],
        ["rows[0].day", "monday"],
        ["rows[1].day", "friday"],
      ]),
    );
    const session = await signedInCookie();
    expect(await takeKeptForm(requestTo("http://portal.test/settings/cost-places", cookie, session))).toBeNull();
    const taken = await takeKeptForm(requestTo(`${PAGE}?x=1`, cookie, session));
    expect(taken?.form).toMatchObject({ values: { name: "Gent", rows: [{ day: "monday" }, { day: "friday" }] }, complete: true });
    expect(taken?.cookie).toMatch(/^__kept_form=; .*Max-Age=0/);
  });

  it("is not shown to another account, nor to nobody", async () => {
    const cookie = keptFormCookie(kept([["name", "Gent"]]));
    expect(await takeKeptForm(requestTo(PAGE, cookie, await signedInCookie("other@example.com")))).toBeNull();
    expect(await takeKeptForm(requestTo(PAGE, cookie))).toBeNull();
  });
});

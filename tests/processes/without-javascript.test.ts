// The no-JavaScript side of the portal's forms, redirects and languages, over HTTP against the
// production build (docs/decisions/0066): what a browser without JavaScript receives is the server's
// answer, so the answer is what is checked. Pages are read and forms submitted as a browser does
// (tests/support/form-driver.ts). A portal and embedded API of their own.
// Alone: npx vitest run --config tests/processes/vitest.config.ts without-javascript
//
// Refused forms: every form with an error summary is refused; the refused page must be the same page
// (a refused post's a 400 titled "Error: …"), every message at its field and in the summary (linked to the field),
// what was typed kept, a new one-time key, and the summary as the page's only autofocus element, which
// is what gives it the focus in a browser without JavaScript (decision 52). That a browser honours the
// autofocus is checked once, in a real browser (error-summary-focus.spec.ts); with JavaScript, each
// form's scripted focus stays there too.
//
// Access and languages (access.spec.ts walks them with JavaScript): where each account lands after
// signing in, the pages of other states, the terms, the no-permission page, old addresses, and the
// language chosen by ?lng=, the browser's language or the account's.
//
// A session that ends while a form is open (decision 35; session-end.spec.ts walks it in a browser):
// the form sent after the end leads to signing in, then back to the form with what was typed and a
// notice, and nothing was sent meanwhile.
import { attributeOf, byId, elementsOf, FormBrowser, textOf, type Answer, type Element, type ServedPage } from "../support/form-driver";
import { idledOut } from "../support/idle-session";
import { startPortalUnderTest, type PortalUnderTest } from "./portal-crawl";

const PASSWORD = "Demo-portal-2026";
const DE_KLOK = "employer@example.com";
// An employee of De Klok whose profile no other test of this portal edits.
const EMPLOYEE = "/employee/47";
const TOO_LONG_SEARCH = "x".repeat(101);

type RefusedForm = {
  /** The demo account signed in; none for the pages before signing in. */
  account?: string;
  path: string;
  heading: string;
  /** Answers typed before submitting, by their fields' names. */
  answers?: Record<string, Answer>;
  button: string;
  /** The message the summary must hold, of those the refusal gives. */
  message: string;
};

// The same forms as error-summary-focus.spec.ts, refused the same way.
const FORMS: Record<string, RefusedForm> = {
  "sign in": { path: "/login", heading: "Sign in", button: "Sign in", message: "Enter your e-mail address" },
  registration: { path: "/registration", heading: "Register", button: "Register", message: "Enter a name" },
  "forgotten password": { path: "/forgot-password", heading: "Forgot your password?", button: "Send reset link", message: "Enter your e-mail address" },
  "new password": { path: "/reset-password?token=unknown", heading: "Choose a new password", button: "Save new password", message: "Enter the password again" },
  "first password": { path: "/set-your-password?token=unknown", heading: "Set your password", button: "Set password", message: "Enter your e-mail address" },
  "add cost place": {
    account: DE_KLOK,
    path: "/settings/add-cost-place",
    heading: "Add cost place",
    button: "Add cost place",
    message: "Enter the name of the cost place",
  },
  "add user": { account: DE_KLOK, path: "/settings/company-users/add-company-user", heading: "Add user", button: "Invite", message: "Enter the first name" },
  "company information": {
    account: DE_KLOK,
    path: "/settings/company",
    heading: "Company information",
    answers: { website: "not a website" },
    button: "Save",
    message: "Enter a website address that starts with https:// or http://",
  },
  profile: {
    account: DE_KLOK,
    path: "/settings/profile",
    heading: "Profile",
    answers: { password: "a-new-password-2026", confirmation: "another-password-2026" },
    button: "Save",
    message: "The passwords you entered does not match.",
  },
  "invite staff": { account: DE_KLOK, path: "/team/invite-to-payroll-team", heading: "Invite staff", button: "Invite", message: "Enter the first name" },
  "team search": {
    account: DE_KLOK,
    path: "/team/payroll-team",
    heading: "Payroll team",
    answers: { search: TOO_LONG_SEARCH },
    button: "Search",
    message: "Enter 100 characters or fewer.",
  },
  search: {
    account: DE_KLOK,
    path: "/search",
    heading: "Search",
    answers: { q: TOO_LONG_SEARCH },
    button: "Search",
    message: "Enter at most 100 characters.",
  },
  "contracts filter": {
    account: DE_KLOK,
    path: "/contracts/payroll-contracts",
    heading: "Payroll contracts",
    answers: { from: "2026-12-31", to: "2026-12-01" },
    button: "Filter",
    message: "The end of the period must not be before its start",
  },
  "invoices filter": {
    account: DE_KLOK,
    path: "/invoices",
    heading: "Invoices",
    answers: { from: "2026-12-31", to: "2026-12-01" },
    button: "Filter",
    message: "The end of the period must not be before its start",
  },
  "timesheets filter": {
    account: DE_KLOK,
    path: "/hours-validation/interim",
    heading: "Timesheets",
    answers: { search: TOO_LONG_SEARCH },
    button: "Filter",
    message: "The name can be at most 100 characters",
  },
  survey: {
    account: DE_KLOK,
    path: "/surveys/fill-survey/1",
    heading: "Worker evaluation, first week: Sofie Claes",
    button: "Submit answers",
    message: "Choose a rating from 1 to 5",
  },
  "employee's general information": {
    account: DE_KLOK,
    path: `${EMPLOYEE}/edit-employee-general-information`,
    heading: "Edit general information",
    answers: { placeOfBirth: "" },
    button: "Save general information",
    message: "Enter the place of birth.",
  },
  "employee's personal information": {
    account: DE_KLOK,
    path: `${EMPLOYEE}/edit-employee-personal-information`,
    heading: "Edit personal information",
    answers: { iban: "BE71 0961 2345 6768" },
    button: "Save personal information",
    message: "The bank account number is invalid. Please correct it.",
  },
  "employee's wage profile": {
    account: DE_KLOK,
    path: `${EMPLOYEE}/edit-employee-wage-profile`,
    heading: "Edit wage profile",
    answers: { childrenNumber: "-1" },
    button: "Save wage profile",
    message: "Enter a whole number from 0 to 20.",
  },
  "employee's certificate": {
    account: DE_KLOK,
    path: `${EMPLOYEE}/add-employee-certificate`,
    heading: "Add certificate",
    button: "Save certificate",
    message: "Upload the front side of the certificate.",
  },
  "identity card upload": {
    account: DE_KLOK,
    path: `${EMPLOYEE}/verify-identity/upload`,
    heading: "Upload the ID card",
    button: "Upload and read the card",
    message: "Add the front of the ID card",
  },
  "identity details by hand": {
    account: DE_KLOK,
    path: `${EMPLOYEE}/verify-identity/by-hand`,
    heading: "Enter the identity details",
    answers: { lastName: "" },
    button: "Save the details",
    message: "Enter the last name",
  },
  "work post sheet": {
    account: DE_KLOK,
    path: "/positions/add-work-post-sheet/8",
    heading: "Add a work post sheet",
    button: "Continue",
    message: "Choose whether to upload your own PDF or to fill in a new sheet",
  },
  "contract wizard, General": {
    account: "sarah.desmet@example.com",
    path: "/contracts/create-contract",
    heading: "Create a contract",
    button: "Next",
    message: "Choose the employee",
  },
  "position wizard, General": {
    account: "sarah.desmet@example.com",
    path: "/positions/add-position",
    heading: "Add position",
    button: "Next",
    message: "Enter the name of the position",
  },
  "onboarding, company": {
    account: "onboarding@example.com",
    path: "/onboarding/company",
    heading: "Company",
    answers: { vat: "" },
    button: "Next",
    message: "Enter the VAT number",
  },
};

let portal: PortalUnderTest;
const browsers = new Map<string, Promise<FormBrowser>>();

beforeAll(async () => {
  portal = await startPortalUnderTest("without-javascript");
}, 200_000);

afterAll(async () => {
  await portal?.stop();
});

/** Signs in through the sign-in form at `login` (English), as a browser without JavaScript: the page it lands on. */
async function signIn(browser: FormBrowser, email: string, login = "/login?lng=en"): Promise<ServedPage> {
  const page = await browser.open(login);
  return browser.submit(page.form("Sign in").fill({ email, password: PASSWORD }));
}

/** A browser signed in as `account` through the sign-in form, in English, once per account. */
function browserOf(account?: string): Promise<FormBrowser> {
  const key = account ?? "";
  const existing = browsers.get(key);
  if (existing) return existing;
  const started = (async () => {
    const browser = new FormBrowser(portal.url);
    // ?lng=en keeps the pages English: signing in otherwise switches to the account's own language.
    if (account) expect(new URL((await signIn(browser, account)).url).pathname, `${account} signs in`).not.toBe("/login");
    else await browser.open("/login?lng=en");
    return browser;
  })();
  browsers.set(key, started);
  return started;
}

const autofocused = (page: ServedPage) => elementsOf(page.document, (element) => attributeOf(element, "autofocus") !== undefined);

const titleOf = (page: ServedPage) => textOf(elementsOf(page.document, (element) => element.tagName === "title")[0]);

/** The elements an element's aria-describedby names, by their text. */
const descriptionsOf = (page: ServedPage, element: Element) =>
  (attributeOf(element, "aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => textOf(byId(page.document, id) ?? element));

describe.each(Object.entries(FORMS))("%s, refused without JavaScript", (_name, form) => {
  it("comes back with the summary focused, each message at its field, what was typed kept and a new key", async () => {
    const browser = await browserOf(form.account);
    const page = await browser.open(form.path);
    expect(page.status).toBe(200);
    expect(page.heading()).toBe(form.heading);
    // A page that answers no refusal takes no focus of its own.
    expect(autofocused(page)).toEqual([]);
    const rendered = page.form(form.button);
    const firstKey = rendered.valueOf("formKey");
    const refused = await browser.submit(rendered.fill(form.answers ?? {}), form.button);

    expect(refused.heading()).toBe(form.heading);
    expect(new URL(refused.url).pathname).toBe(new URL(form.path, portal.url).pathname);
    // A refused post is a 400 titled "Error: …"; a refused list filter (a GET) shows the list again,
    // a 200 whose title does not say so yet (docs/decisions/0066, "found").
    if (attributeOf(rendered.element, "method") === "post") {
      expect(refused.status).toBe(400);
      expect(titleOf(refused)).toMatch(/^Error: /);
    }

    const summaries = elementsOf(refused.document, (element) => attributeOf(element, "aria-labelledby") === "error-summary-title");
    expect(summaries).toHaveLength(1);
    const [summary] = summaries;
    expect(attributeOf(summary, "role")).toBe("alert");
    expect(attributeOf(summary, "tabindex")).toBe("-1");
    expect(autofocused(refused), "the summary is the one element with autofocus").toEqual([summary]);
    expect(textOf(summary)).toContain("There is a problem");
    expect(textOf(summary)).toContain(form.message);

    // Each linked message leads to its field, which says the same words with "Error:" before them.
    const refusedForm = refused.form(form.button);
    const links = elementsOf(summary, (element) => element.tagName === "a");
    expect(links.length, "the summary links its messages to their fields").toBeGreaterThan(0);
    for (const link of links) {
      const target = byId(refused.document, attributeOf(link, "href")!.slice(1));
      expect(target, `the summary's link ${attributeOf(link, "href")} leads to a field`).toBeDefined();
      const field = refusedForm.controls.includes(target!) ? target! : elementsOf(target!, (element) => refusedForm.controls.includes(element))[0];
      expect(field, `${attributeOf(link, "href")} is a field of the form or holds one`).toBeDefined();
      const described = refusedForm.controls.filter((control) => attributeOf(control, "name") === attributeOf(field, "name"));
      const messages = described.flatMap((control) => descriptionsOf(refused, control)).concat(descriptionsOf(refused, target!));
      expect(messages, `the message of ${attributeOf(field, "name")} at its field`).toContain(`Error: ${textOf(link)}`);
      if (target === field) expect(attributeOf(field, "aria-invalid")).toBe("true");
    }

    for (const [name, typed] of Object.entries(form.answers ?? {})) {
      const kept = refusedForm.controls.find((control) => attributeOf(control, "name") === name);
      // A password is never sent back to the browser.
      if (kept && attributeOf(kept, "type") !== "password") expect(refusedForm.valueOf(name), `${name} keeps what was typed`).toBe(typed);
    }
    if (firstKey !== undefined) expect(refusedForm.valueOf("formKey"), "a new rendering has a new one-time key").not.toBe(firstKey);
  });
});

const pathOf = (page: ServedPage) => new URL(page.url).pathname;

// Part 1 §2.1 and §2.2: where each demo account lands after signing in.
const LANDINGS: [string, string][] = [
  ["employer@example.com", "/dashboard"],
  ["payroll@example.com", "/dashboard"],
  ["selection@example.com", "/invoices"],
  ["hours@example.com", "/hours-validation"],
  ["promo@example.com", "/vivaldis-payroll-promo"],
  ["newcomer@example.com", "/no-company-selected"],
  ["onboarding@example.com", "/onboarding/company"],
  ["terms@example.com", "/terms"],
];

describe("access, without JavaScript", () => {
  it.each(LANDINGS)("%s lands on %s", async (email, landing) => {
    const page = await signIn(new FormBrowser(portal.url), email);
    expect(pathOf(page)).toBe(landing);
    expect(page.status).toBe(200);
    expect(() => page.heading(), "the page has one h1").not.toThrow();
  });

  it("pages of other states lead back to the state's own page", async () => {
    const browser = await browserOf("newcomer@example.com");
    expect((await browser.open("/")).heading()).toBe("No company selected");
    for (const path of ["/dashboard", "/onboarding", "/settings", "/no-such-page"]) expect(pathOf(await browser.open(path)), path).toBe("/no-company-selected");
  });

  it("the terms user can do nothing but read and accept the terms", async () => {
    const browser = await browserOf("terms@example.com");
    expect((await browser.open("/")).heading()).toBe("Terms and conditions");
    const page = await browser.open("/dashboard");
    expect(pathOf(page)).toBe("/terms");
    expect(page.forms().flatMap((form) => form.controls.filter((control) => /close|cancel/i.test(textOf(control))))).toEqual([]);
    const pdf = elementsOf(page.document, (element) => element.tagName === "a" && textOf(element).includes("Read the terms and conditions"));
    expect(pdf.map((link) => attributeOf(link, "href"))).toEqual(["/legal/terms-en.pdf"]);
    const answer = await fetch(`${portal.url}/legal/terms-en.pdf`);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("accepting the terms leads to the start page", async () => {
    const browser = new FormBrowser(portal.url);
    const terms = await signIn(browser, "terms3@example.com");
    expect(terms.heading()).toBe("Terms and conditions");
    const dashboard = await browser.submit(terms.form("Accept"), "Accept");
    expect(pathOf(dashboard)).toBe("/dashboard");
    expect(dashboard.heading()).toBe("Dashboard");
    expect(pathOf(await browser.open("/terms"))).toBe("/dashboard");
  });

  it("a route the company may not use shows the no-permission page, in the shell", async () => {
    const page = await (await browserOf("selection@example.com")).open("/surveys");
    expect(page.status).toBe(403);
    expect(page.heading()).toBe("You do not have permission to view this page");
    expect(titleOf(page)).toBe("You do not have permission to view this page");
    expect(textOf(page.document)).toContain("If you think you should have access, contact support.");
    // The shell stays around the error, so the user can go elsewhere.
    expect(elementsOf(page.document, (element) => element.tagName === "nav" && attributeOf(element, "aria-label") === "Main")).toHaveLength(1);
  });

  it("/staff is the old address of /team", async () => {
    const page = await (await browserOf(DE_KLOK)).open("/staff");
    // /team itself leads on to the payroll team of a payroll company (decision 0010).
    expect(pathOf(page)).toBe("/team/payroll-team");
    expect(page.heading()).toBe("Payroll team");
  });
});

// Issue 46 §4: the shell's search box is a GET form to /search; the API tests check what it finds.
describe("the search, without JavaScript", () => {
  const headingsOf = (page: ServedPage) => elementsOf(page.document, (element) => element.tagName === "h2").map(textOf);

  it("goes from the shell's box to the results by kind, each linked, with the text kept in the page's field", async () => {
    const browser = await browserOf(DE_KLOK);
    const dashboard = await browser.open("/dashboard");
    const results = await browser.submit(dashboard.form("Find").fill({ q: "gossens" }), "Find");
    expect(pathOf(results)).toBe("/search");
    expect(results.heading()).toBe("Search");
    expect(results.form("Search").valueOf("q")).toBe("gossens");
    expect(headingsOf(results)).toContain("Employees (1)");
    const bram = elementsOf(results.document, (element) => element.tagName === "a" && textOf(element) === "Bram Goossens");
    expect(bram.map((link) => attributeOf(link, "href"))).toEqual([expect.stringMatching(/^\/employee\/\d+\/view-employee-profile$/)]);
    // The page's own field replaces the shell's box: one search form, one search landmark.
    expect(elementsOf(results.document, (element) => attributeOf(element, "role") === "search")).toHaveLength(1);
  });

  it("says when nothing is found and what to try instead", async () => {
    const page = await (await browserOf(DE_KLOK)).open("/search?q=xqzvw");
    expect(headingsOf(page)).toEqual([]);
    expect(textOf(page.document)).toContain("No results for “xqzvw”.");
    expect(textOf(page.document)).toContain("Check the spelling, use fewer words");
  });
});

describe("languages, without JavaScript", () => {
  const langOf = (page: ServedPage) => attributeOf(elementsOf(page.document, (element) => element.tagName === "html")[0], "lang");

  it("?lng=fr renders French with <html lang=fr>", async () => {
    const page = await new FormBrowser(portal.url).open("/login?lng=fr");
    expect(pathOf(page)).toBe("/login");
    expect(page.heading()).toBe("Se connecter");
    expect(langOf(page)).toBe("fr");
  });

  it("an unsupported browser language falls back to Dutch", async () => {
    const page = await new FormBrowser(portal.url, { "accept-language": "de-DE,de;q=0.9" }).open("/login");
    expect(page.heading()).toBe("Aanmelden");
    expect(langOf(page)).toBe("nl");
  });

  it("without a chosen language, the user's preferred language applies after signing in", async () => {
    const page = await signIn(new FormBrowser(portal.url, { "accept-language": "en-GB,en;q=0.9" }), "hours@example.com", "/login");
    expect(pathOf(page)).toBe("/hours-validation");
    expect(langOf(page)).toBe("fr");
    expect(page.heading()).toBe("Validation des heures");
  });
});

describe("a session that ends while a form is open, without JavaScript", () => {
  const KEPT_NOTICE = "You were signed out before this form was sent. What you typed is filled in again: check it and send the form again.";

  /** The form was sent without a session: the login page, which leads back to the form's page with what was typed. */
  async function signInAgain(browser: FormBrowser, login: ServedPage, formPath: string): Promise<ServedPage> {
    expect(login.heading()).toBe("Sign in");
    expect(new URL(login.url).searchParams.get("redirectTo")).toBe(formPath);
    const back = await browser.submit(login.form("Sign in").fill({ email: DE_KLOK, password: PASSWORD }));
    expect(pathOf(back)).toBe(formPath);
    expect(alertsOf(back)).toContain(KEPT_NOTICE);
    return back;
  }

  const alertsOf = (page: ServedPage) => elementsOf(page.document, (element) => attributeOf(element, "role") === "alert").map(textOf);
  const costPlaces = async (browser: FormBrowser) =>
    elementsOf((await browser.open("/settings/cost-places")).document, (element) => element.tagName === "th" && attributeOf(element, "scope") === "row").map(
      textOf,
    );

  it("a cost place typed while the user signed out in another tab comes back after signing in, and is added only when sent again", async () => {
    const browser = new FormBrowser(portal.url);
    await signIn(browser, DE_KLOK);
    const name = `Na afmelden http ${Date.now()}`;
    const form = (await browser.open("/settings/add-cost-place")).form("Add cost place").fill({ name });
    // The other tab shares the cookies: its sign-out ends this session too.
    const settings = await browser.open("/settings");
    expect(pathOf(await browser.submit(settings.form("Sign out"), "Sign out"))).toBe("/login");

    const back = await signInAgain(browser, await browser.submit(form, "Add cost place"), "/settings/add-cost-place");
    const kept = back.form("Add cost place");
    expect(kept.valueOf("name")).toBe(name);
    // Nothing was sent on the user's behalf: the list does not have it until the form is sent again.
    expect(await costPlaces(browser)).not.toContain(name);
    const list = await browser.submit(kept, "Add cost place");
    expect(new URL(list.url).pathname + new URL(list.url).search).toBe("/settings/cost-places?added=1");
    expect(await costPlaces(browser)).toContain(name);
    // Used once: the form's page is empty again, without the notice.
    const again = await browser.open("/settings/add-cost-place");
    expect(again.form("Add cost place").valueOf("name")).toBe("");
    expect(textOf(again.document)).not.toContain(KEPT_NOTICE);
  });

  it("a wizard step sent after the session idled out comes back with its answers", async () => {
    const browser = new FormBrowser(portal.url);
    await signIn(browser, DE_KLOK);
    const answers = { name: `Wachtende brouwer http ${Date.now()}`, onTheMove: "no", street: "Mechelsesteenweg", wage: "14,25" };
    const form = (await browser.open("/positions/add-position")).form("Next").fill(answers);
    browser.setCookie("__session", await idledOut(browser.cookie("__session")!, portal.sessionSecret));
    const back = await signInAgain(browser, await browser.submit(form, "Next"), "/positions/add-position");
    const kept = back.form("Next");
    for (const [field, typed] of Object.entries(answers)) expect(kept.valueOf(field), field).toBe(typed);
  });
});

// Issue 15, faults lose nothing, without JavaScript, over HTTP against the production build (docs/
// decisions/0066): what a browser without JavaScript shows is the server's answer. A portal reaches a
// reference API of its own through a proxy that each test switches to a fault (stopped, slower than the
// portal's timeout, answering 500, answering a body that is no JSON). Every page then answers within a
// bounded time with its prompt of part 1 §8, a list says so in place, and a form submitted during the
// fault comes back with everything typed. A fault of one GraphQL field shows a part of a page saying its
// own failure in place (the company glance). tests/e2e/api-faults.spec.ts walks the same faults in a
// browser with JavaScript (a client-side submission), and one of them without.
// Alone: npx vitest run --config tests/processes/vitest.config.ts api-faults
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFaultProxy, type Fault, type FaultProxy } from "../e2e/support/fault-proxy";
import { attributeOf, elementsOf, FormBrowser, textOf, type Answer, type Element, type RenderedForm, type ServedPage } from "../support/form-driver";
import { freePort, startServer, type Server } from "./processes";

const PASSWORD = "Demo-portal-2026";
/** As in the browser spec: short, so that the slow fault costs little, well above a loaded machine's answers. */
const API_TIMEOUT_MS = 3_000;
/** A page makes at most a few calls one after the other; each gives up at the timeout. */
const PAGE_BOUND_MS = 3 * API_TIMEOUT_MS + 3_000;

/** What each fault is, in the words of part 1 §8: no answer or a 5xx is unavailability; anything else is unknown. */
const PROMPTS: Record<Exclude<Fault, "none">, { page: string; form: string }> = {
  stopped: { page: "Service unavailable", form: "The service is unavailable at the moment" },
  slow: { page: "Service unavailable", form: "The service is unavailable at the moment" },
  error: { page: "Service unavailable", form: "The service is unavailable at the moment" },
  malformed: { page: "Oops! Something went wrong", form: "Something unexpected went wrong" },
};

let dataDir: string;
let proxy: FaultProxy;
const servers: Server[] = [];
let portalUrl: string;
const browsers = new Map<string, FormBrowser>();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "api-faults-"));
  const [apiPort, portalPort] = [await freePort(), await freePort()];
  const api = await startServer(
    "the reference API",
    "api",
    apiPort,
    { BIND_ADDRESS: "127.0.0.1", DATA_DIR: dataDir, PORTAL_URL: `http://127.0.0.1:${portalPort}`, LOGIN_ATTEMPTS_PER_CLIENT: "1000", LOG_LEVEL: "warn" },
    180_000,
  );
  servers.push(api);
  proxy = await startFaultProxy(api.url);
  const portal = await startServer("a portal behind the fault proxy", "portal", portalPort, {
    NODE_ENV: "production",
    PAYROLL_API_URL: proxy.url,
    PAYROLL_API_TIMEOUT_MS: String(API_TIMEOUT_MS),
    SESSION_SECRET: "api-faults-session-secret-long-enough-for-production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  });
  servers.push(portal);
  portalUrl = portal.url;
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await proxy?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => proxy.set("none"));
afterEach(() => proxy.set("none"));

/** A browser signed in as `account` (signed in before the tests, below). */
function browserOf(account: string): FormBrowser {
  const browser = browsers.get(account);
  if (!browser) throw new Error(`${account} was not signed in before the tests`);
  return browser;
}

/**
 * Signs in through the sign-in form, in English, with the API well. Signing in checks a password,
 * which on a busy machine can take the API longer than this portal's short timeout: the form then
 * says the service is unavailable, and is sent again (at most three times). Signing in is not what
 * these tests are about.
 */
async function signIn(account: string): Promise<FormBrowser> {
  const browser = new FormBrowser(portalUrl);
  for (let attempt = 1; attempt <= 3; attempt++) {
    const login = await browser.open("/login?lng=en");
    const landing = await browser.submit(login.form("Sign in").fill({ email: account, password: PASSWORD }));
    if (new URL(landing.url).pathname !== "/login") return browser;
  }
  throw new Error(`${account} could not sign in`);
}

beforeAll(async () => {
  for (const account of ["employer@example.com", "onboarding@example.com"]) browsers.set(account, await signIn(account));
}, 120_000);

/** Runs `step` and checks that the page it leads to came within the bound. */
async function bounded<T>(step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await step();
  expect(Date.now() - started, "the page answered within its bound").toBeLessThan(PAGE_BOUND_MS);
  return result;
}

const alertsOf = (page: ServedPage) => elementsOf(page.document, (element) => attributeOf(element, "role") === "alert").map(textOf);

/** Presses `button` during `fault`: the same page comes back within the bound, the failed save said in the form. */
async function submitDuringFault(
  browser: FormBrowser,
  form: RenderedForm,
  button: string,
  fault: Exclude<Fault, "none">,
  heading: string,
): Promise<RenderedForm> {
  await proxy.set(fault);
  const page = await bounded(() => browser.submit(form, button));
  expect(page.heading()).toBe(heading);
  expect(alertsOf(page).join(" | ")).toContain(PROMPTS[fault].form);
  return page.form(button);
}

/** Checks that every answer came back in the refused form as it was typed or chosen. */
function expectKept(form: RenderedForm, answers: Record<string, Answer>) {
  for (const [name, typed] of Object.entries(answers)) {
    if (typeof typed === "boolean") {
      const box = form.controls.find((control) => attributeOf(control, "name") === name)!;
      expect(attributeOf(box, "checked") !== undefined, `${name} kept`).toBe(typed);
    } else expect(form.valueOf(name), `${name} kept`).toBe(typed);
  }
}

/** The value of the option of `select` whose text starts with `label`. */
const optionValue = (form: RenderedForm, select: string, label: RegExp): string => {
  const control = form.controls.find((candidate) => attributeOf(candidate, "name") === select)!;
  const option = elementsOf(control, (element) => element.tagName === "option" && label.test(textOf(element)))[0];
  return attributeOf(option, "value")!;
};

const linkTo = (root: Element | ServedPage["document"], text: string | RegExp) =>
  elementsOf(root, (element) => element.tagName === "a" && (typeof text === "string" ? textOf(element) === text : text.test(textOf(element))));

describe.each(["stopped", "slow", "error", "malformed"] as const)("while the payroll API is %s, without JavaScript", (fault) => {
  // Under the slow fault each call costs the whole timeout, so that fault is tried where it counts (as
  // in the browser spec): a page and a list, a settings form, a week's timesheet and an onboarding step.
  const notSlow = fault === "slow" ? () => undefined : it;

  it("a page says so, and a list says so in place under its heading", async () => {
    const browser = browserOf("employer@example.com");
    // The list first with the API well: the shell's account is then kept for a while.
    expect((await browser.open("/contracts/payroll-contracts")).heading()).toBe("Payroll contracts");
    await proxy.set(fault);
    const list = await bounded(() => browser.open("/contracts/payroll-contracts"));
    expect(list.heading()).toBe("Payroll contracts");
    expect(textOf(list.document)).toContain("Failed to fetch contracts. Please try again or contact support.");
    const page = await bounded(() => browser.open("/positions/view-position/1"));
    expect(page.heading()).toBe(PROMPTS[fault].page);
  });

  it("a settings form submitted during the fault comes back with what was typed", async () => {
    const browser = browserOf("employer@example.com");
    const answers = { name: "Magazijn Lier" };
    const form = (await browser.open("/settings/add-cost-place")).form("Add cost place").fill(answers);
    expectKept(await submitDuringFault(browser, form, "Add cost place", fault, "Add cost place"), answers);
  });

  notSlow("the company information form submitted during the fault comes back with what was typed", async () => {
    const browser = browserOf("employer@example.com");
    // Every field of the details form, each unlike what is saved.
    const answers = {
      displayName: "Brouwerij De Klok Mechelen",
      buildingNumber: "B2",
      website: `https://www.deklok-${fault}.be`,
      description: "Ambachtelijke brouwerij sinds 1893, met een proeflokaal aan de Dijle.",
    };
    const form = (await browser.open("/settings/company")).form("Save").fill(answers);
    expectKept(await submitDuringFault(browser, form, "Save", fault, "Company information"), answers);
  });

  notSlow("an employee's general information submitted during the fault comes back with what was typed", async () => {
    const browser = browserOf("employer@example.com");
    // Sofie Claes, found by her name: nothing reaches the API during the fault.
    const team = await browser.open(`/team/payroll-team?search=${encodeURIComponent("Sofie Claes")}`);
    const profile = attributeOf(linkTo(team.document, "Sofie Claes")[0], "href")!;
    const page = await browser.open(profile.replace(/view-employee-profile$/, "edit-employee-general-information"));
    const answers = { placeOfBirth: "Lier", countryOfBirth: "NL", preferredLanguage: "fr" };
    const form = page.form("Save general information").fill(answers);
    expectKept(await submitDuringFault(browser, form, "Save general information", fault, "Edit general information"), answers);
  });

  it("a week's timesheet saved during the fault comes back with the hours typed", async () => {
    const browser = browserOf("employer@example.com");
    // Sofie Claes's interim contract: its weeks are drafts no other test submits as final.
    const timesheets = await browser.open("/hours-validation/interim");
    const row = elementsOf(
      timesheets.document,
      (element) => element.tagName === "tr" && linkTo(element, /: Draft/).length > 0 && textOf(element).includes("Sofie Claes"),
    )[0];
    const week = await browser.open(attributeOf(linkTo(row, /: Draft/)[0], "href")!);
    expect(week.heading()).toBe("Timesheet of Sofie Claes");
    const form = week.form("Save as draft");
    // The first and the last day of the week: hours and a remark, an absence and its reason.
    const last = Math.max(...form.fieldNames().map((name) => Number(/^days\[(\d+)\]/.exec(name)?.[1] ?? 0)));
    const answers = {
      "days[0].hours": "6.25",
      "days[0].remark": "Inventaris van het magazijn",
      [`days[${last}].absent`]: true,
      [`days[${last}].absenceReason`]: "sickness",
    };
    expectKept(await submitDuringFault(browser, form.fill(answers), "Save as draft", fault, "Timesheet of Sofie Claes"), answers);
  });

  notSlow("a position wizard step submitted during the fault comes back with what was typed", async () => {
    const browser = browserOf("employer@example.com");
    const form = (await browser.open("/positions/add-position")).form("Next");
    // A whole step the portal accepts, so that it is the API's save that meets the fault.
    const answers = {
      name: "Brouwer in opleiding",
      street: "Mechelsesteenweg",
      streetNumber: "212",
      zip: "2018",
      city: "Antwerpen",
      wage: "14,75",
      functionCodeId: optionValue(form, "functionCodeId", /^118\/90/),
      onTheMove: "no",
      studentsAllowed: "yes",
    };
    expectKept(await submitDuringFault(browser, form.fill(answers), "Next", fault, "Add position"), answers);
  });

  notSlow("a contract wizard step submitted during the fault comes back with what was typed", async () => {
    const browser = browserOf("employer@example.com");
    const form = (await browser.open("/contracts/create-contract")).form("Next");
    const answers = {
      employeeId: optionValue(form, "employeeId", /^Sofie Claes/),
      positionId: optionValue(form, "positionId", /^Bottelaar$/),
      remark: "Brouwseizoen in Mechelen",
      wage: "16.50",
    };
    expectKept(await submitDuringFault(browser, form.fill(answers), "Next", fault, "Create a contract"), answers);
  });

  it("an onboarding step submitted during the fault comes back with what was typed", async () => {
    // A company without a VAT number: nothing reaches the API during the fault, so it stays so.
    const browser = browserOf("onboarding@example.com");
    const answers = {
      vat: "BE 0723.145.688",
      displayName: "Nieuwe Zaak",
      officialName: "Nieuwe Zaak BV",
      street: "Kerkstraat",
      streetNumber: "12",
      zip: "2000",
      city: "Antwerpen",
      preventionContractNumber: "ID-2026-0099",
      preventionService: "IDEWE",
      dayContractsAllowed: "no",
    };
    const form = (await browser.open("/onboarding/company")).form("Next").fill(answers);
    expectKept(await submitDuringFault(browser, form, "Next", fault, "Company"), answers);
  });
});

// The company information page's glance (part 1 §7) says its own failures in place (part 1 §8) while
// the rest of the page renders from what the API answered.
describe("the company glance's own failures, without JavaScript", () => {
  const FAILURES = [
    { code: "INTERNAL_SERVER_ERROR", state: "failed", message: "Failed to load the company overview. Try again, or contact support if it keeps happening." },
    {
      code: "NOT_FOUND",
      state: "not-found",
      message: "Company not found. The overview of the selected company could not be found: reload the page, or contact support.",
    },
  ] as const;

  // The region named by its heading "At a glance".
  const glanceOf = (page: ServedPage) => elementsOf(page.document, (element) => attributeOf(element, "aria-labelledby") === "company-glance")[0];
  // The count is a span of its own, which the page's styles set on a line of its own: no space in the text.
  const positionLinks = (page: ServedPage) => linkTo(glanceOf(page), /^\d+ ?positions?$/);

  it.each(FAILURES)("a glance the API answers $code for shows the $state state in place", async ({ code, state, message }) => {
    const browser = browserOf("employer@example.com");
    await proxy.set({ field: "companyInformation", code });
    const page = await bounded(() => browser.open("/settings/company"));
    expect(page.status, "the page itself loaded").toBe(200);
    expect(page.heading()).toBe("Company information");
    expect(textOf(glanceOf(page))).toContain(message);
    expect(positionLinks(page)).toEqual([]);
    // Only a load failure offers to ask again; a company not found is no fault to retry.
    expect(elementsOf(glanceOf(page), (element) => attributeOf(element, "role") === "alert")).toHaveLength(state === "failed" ? 1 : 0);
    // The rest of the page: the settings loaded, with the details form and no page-wide failure.
    expect(textOf(page.document)).not.toContain("Failed to load the company information.");
    expect(page.form("Save").valueOf("displayName")).not.toBe("");

    if (state !== "failed") return;
    // Asked again once the API answers, the glance is there.
    await proxy.set("none");
    const again = await browser.open(attributeOf(linkTo(glanceOf(page), "Try again")[0], "href")!);
    expect(positionLinks(again)).toHaveLength(1);
    expect(textOf(glanceOf(again))).not.toContain(message);
  });
});

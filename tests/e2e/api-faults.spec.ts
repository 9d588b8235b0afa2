import type { Page } from "@playwright/test";
import { startServer, freePort, type Server } from "../processes/processes";
import { startFaultProxy, type Fault, type FaultProxy } from "./support/fault-proxy";
import { arrive, expect, signedInAs, test as base } from "./support/fixtures";
import { stepWithJavaScript } from "./support/walk";
import { answer } from "./support/wizard";
import { E2E_API_URL, E2E_DATA_DIR, E2E_SESSION_SECRET, JS_ONLY } from "./support/settings";

// Issue 15, faults lose nothing: a second portal of the same build reaches the run's embedded API
// through a proxy that each test switches to a fault (stopped, slower than the portal's timeout,
// answering 500, answering a body that is no JSON). Every page then answers within a bounded time with
// its prompt of part 1 §8, a list says so in place, and a form submitted during the fault comes back
// with everything typed. A fault of one GraphQL field shows a part of a page saying its own failure in
// place (the company glance). Each worker has its own proxy and portal, so no other test feels the faults;
// the stored sessions of the run open this portal too (the same SESSION_SECRET, cookies of localhost).
// Without JavaScript the answer is the server's: tests/processes/api-faults.test.ts checks every fault
// and form here over HTTP (docs/decisions/0066). This spec walks them all with JavaScript (a
// client-side submission that keeps what was typed), and one without, in a real browser.

/**
 * The portal's timeout for one API call: short, so that the slow fault costs the run little, and well
 * above what a loaded machine of two cores takes to pass on the other faults' answers, so that none of
 * them is read as no answer (at 2 s, one fresh clone's run read the malformed fault as unavailable).
 */
const API_TIMEOUT_MS = 3_000;
/** A page makes at most a few calls one after the other; each gives up at the timeout. */
const PAGE_BOUND_MS = 3 * API_TIMEOUT_MS + 3_000;

type Faulty = { url: string; proxy: FaultProxy };

const test = base.extend<object, { faulty: Faulty }>({
  faulty: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it has none.
    async ({}, use, workerInfo) => {
      const proxy = await startFaultProxy(E2E_API_URL);
      const port = await freePort();
      let portal: Server | undefined;
      try {
        portal = await startServer("a portal behind the fault proxy", "portal", port, {
          NODE_ENV: "production",
          PAYROLL_API_URL: proxy.url,
          PAYROLL_API_TIMEOUT_MS: String(API_TIMEOUT_MS),
          SESSION_SECRET: E2E_SESSION_SECRET,
          DATA_DIR: `${E2E_DATA_DIR}/faults-${workerInfo.workerIndex}`,
          LOG_LEVEL: "warn",
        });
        await use({ url: `http://localhost:${port}`, proxy });
      } finally {
        await portal?.stop();
        await proxy.close();
      }
    },
    { scope: "worker" },
  ],
});

/** What each fault is, in the words of part 1 §8: no answer or a 5xx is unavailability; anything else is unknown. */
const PROMPTS: Record<Exclude<Fault, "none">, { page: string; form: RegExp }> = {
  stopped: { page: "Service unavailable", form: /The service is unavailable at the moment/ },
  slow: { page: "Service unavailable", form: /The service is unavailable at the moment/ },
  error: { page: "Service unavailable", form: /The service is unavailable at the moment/ },
  malformed: { page: "Oops! Something went wrong", form: /Something unexpected went wrong/ },
};

/** Runs `step` and checks that the page it leads to came within the bound. */
async function bounded<T>(step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await step();
  expect(Date.now() - started, "the page answered within its bound").toBeLessThan(PAGE_BOUND_MS);
  return result;
}

/**
 * Presses a form's button during the fault: the page comes back within the bound, the failed save said
 * in the form. The click is part of the wait: without JavaScript it lasts until the POST's page came.
 */
async function submitDuringFault(page: Page, button: string, fault: Exclude<Fault, "none">) {
  await bounded(async () => {
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: PROMPTS[fault].form })).toBeVisible({ timeout: PAGE_BOUND_MS });
  });
}

/** A day's group of fields on a week's timesheet (as in hours-validation.spec.ts). */
const timesheetDays = (page: Page) => page.getByRole("group").filter({ has: page.getByLabel("Hours worked") });

type FaultStep = {
  title: string;
  /** Also under the slow fault (see above STEPS). */
  slowToo: boolean;
  run: (page: Page, faulty: Faulty, fault: Exclude<Fault, "none">) => Promise<void>;
};

/**
 * Under the slow fault each call costs the whole timeout, so that fault is tried where it counts: on a
 * page and a list, a settings form, and the saves that wait on the most calls one after the other (a
 * week's timesheet, an onboarding step), where the bound once failed. The other forms make the same
 * calls and meet it as they meet a stopped API, whose prompt is the same.
 */
const STEPS: FaultStep[] = [
  {
    title: "a page says so, and a list says so in place under its heading",
    slowToo: true,
    run: async (page, faulty, fault) => {
      // The list first with the API well: the shell's account is then kept for a while, and only the
      // list's own call meets the fault.
      await page.goto(`${faulty.url}/contracts/payroll-contracts`);
      await arrive(page, "Payroll contracts");
      await faulty.proxy.set(fault);
      await bounded(() => page.reload());
      await arrive(page, "Payroll contracts");
      await expect(page.getByText("Failed to fetch contracts. Please try again or contact support.")).toBeVisible();

      await bounded(() => page.goto(`${faulty.url}/positions/view-position/1`));
      await arrive(page, PROMPTS[fault].page);
    },
  },
  {
    title: "a settings form submitted during the fault comes back with what was typed",
    slowToo: true,
    run: async (page, faulty, fault) => {
      await page.goto(`${faulty.url}/settings/add-cost-place`);
      await arrive(page, "Add cost place");
      await page.getByLabel("Name").fill("Magazijn Lier");
      await faulty.proxy.set(fault);
      await submitDuringFault(page, "Add cost place", fault);
      await arrive(page, "Add cost place");
      await expect(page.getByLabel("Name")).toHaveValue("Magazijn Lier");
    },
  },
  {
    title: "the company information form submitted during the fault comes back with what was typed",
    slowToo: false,
    run: async (page, faulty, fault) => {
      await page.goto(`${faulty.url}/settings/company`);
      await arrive(page, "Company information");
      // Every field of the details form, each unlike what is saved (the settings tests save only a website).
      const typed = {
        "Display name": "Brouwerij De Klok Mechelen",
        "Building number (optional)": "B2",
        "Website (optional)": `https://www.deklok-${fault}.be`,
        "Description (optional)": "Ambachtelijke brouwerij sinds 1893, met een proeflokaal aan de Dijle.",
      };
      for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
      await faulty.proxy.set(fault);
      await submitDuringFault(page, "Save", fault);
      await arrive(page, "Company information");
      for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    },
  },
  {
    title: "an employee's general information submitted during the fault comes back with what was typed",
    slowToo: false,
    run: async (page, faulty, fault) => {
      // Sofie Claes: no other test edits her profile, and nothing reaches the API during the fault.
      await page.goto(`${faulty.url}/team/payroll-team?search=${encodeURIComponent("Sofie Claes")}`);
      await arrive(page, "Payroll team");
      const profile = await page.getByRole("link", { name: "Sofie Claes", exact: true }).getAttribute("href");
      await page.goto(`${faulty.url}${profile!.replace(/view-employee-profile$/, "edit-employee-general-information")}`);
      await arrive(page, "Edit general information");
      // A whole form the portal accepts, so that it is the API's save that meets the fault. The identity
      // data is shown read-only: it changes only through a verification (docs/decisions/0040).
      const typed = { "Place of birth": "Lier" };
      const chosen = { "Country of birth": "NL" };
      for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
      for (const [label, value] of Object.entries(chosen)) await page.getByLabel(label, { exact: true }).selectOption(value);
      await page.getByRole("group", { name: "Preferred language" }).getByLabel("Français", { exact: true }).check();
      await faulty.proxy.set(fault);
      await submitDuringFault(page, "Save general information", fault);
      await arrive(page, "Edit general information");
      for (const [label, value] of Object.entries({ ...typed, ...chosen })) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(page.getByRole("group", { name: "Preferred language" }).getByLabel("Français", { exact: true })).toBeChecked();
    },
  },
  {
    title: "a week's timesheet saved during the fault comes back with the hours typed",
    slowToo: true,
    run: async (page, faulty, fault) => {
      // Sofie Claes's interim contract: its weeks are drafts no other test submits as final.
      await page.goto(`${faulty.url}/hours-validation/interim`);
      await arrive(page, "Timesheets");
      const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Sofie Claes" }) });
      await row
        .getByRole("link", { name: /: Draft/ })
        .first()
        .click();
      await arrive(page, "Timesheet of Sofie Claes");
      // The first and the last day of the week (one day, when the week holds a single day of the
      // contract): hours and a remark, an absence and its reason, all a draft may hold.
      const first = timesheetDays(page).first();
      const last = timesheetDays(page).last();
      await first.getByLabel("Hours worked").fill("6.25");
      await first.getByLabel("Remarks (optional)").fill("Inventaris van het magazijn");
      await last.getByLabel("Absent").check();
      await last.getByLabel("Reason for absence").selectOption("sickness");
      await faulty.proxy.set(fault);
      await submitDuringFault(page, "Save as draft", fault);
      await arrive(page, "Timesheet of Sofie Claes");
      await expect(first.getByLabel("Hours worked")).toHaveValue("6.25");
      await expect(first.getByLabel("Remarks (optional)")).toHaveValue("Inventaris van het magazijn");
      await expect(last.getByLabel("Absent")).toBeChecked();
      await expect(last.getByLabel("Reason for absence")).toHaveValue("sickness");
    },
  },
  {
    title: "a wizard step submitted during the fault comes back with what was typed",
    slowToo: false,
    run: async (page, faulty, fault) => {
      await page.goto(`${faulty.url}/positions/add-position`);
      await arrive(page, "Add position");
      // A whole step the portal accepts, so that it is the API's save that meets the fault.
      const typed = {
        "Name of the position": "Brouwer in opleiding",
        Street: "Mechelsesteenweg",
        Postcode: "2018",
        City: "Antwerpen",
        "Gross hourly wage in euro": "14,75",
      };
      for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);
      await page.getByLabel("Number", { exact: true }).fill("212");
      const functionCode = page.getByLabel("Function code");
      const code = await functionCode.locator("option", { hasText: /^118\/90/ }).getAttribute("value");
      await functionCode.selectOption(code!);
      await answer(page, "Is the position on the move?", "No");
      await answer(page, "Are students allowed?", "Yes");
      await faulty.proxy.set(fault);
      await submitDuringFault(page, "Next", fault);
      await arrive(page, "Add position");
      for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label)).toHaveValue(value);
      await expect(page.getByLabel("Number", { exact: true })).toHaveValue("212");
      await expect(functionCode).toHaveValue(code!);
      await expect(page.getByRole("group", { name: "Are students allowed?" }).getByLabel("Yes", { exact: true })).toBeChecked();
    },
  },
  {
    title: "a contract wizard step submitted during the fault comes back with what was typed",
    slowToo: false,
    run: async (page, faulty, fault) => {
      await page.goto(`${faulty.url}/contracts/create-contract`);
      await arrive(page, "Create a contract");
      // The draft may hold another test's answers: whatever this one chooses and types must come back.
      const employee = page.getByLabel("Employee", { exact: true });
      const position = page.getByLabel("Position", { exact: true });
      await employee.selectOption({ label: "Sofie Claes" });
      await position.selectOption({ label: "Bottelaar" });
      const chosen = { employee: await employee.inputValue(), position: await position.inputValue() };
      await page.getByLabel("Remark (optional)").fill("Brouwseizoen in Mechelen");
      await page.getByLabel("Gross hourly wage").fill("16.50");
      await faulty.proxy.set(fault);
      await submitDuringFault(page, "Next", fault);
      await arrive(page, "Create a contract");
      await expect(page.getByText("Step 1 of 3: General")).toBeVisible();
      await expect(employee).toHaveValue(chosen.employee);
      await expect(position).toHaveValue(chosen.position);
      await expect(page.getByLabel("Remark (optional)")).toHaveValue("Brouwseizoen in Mechelen");
      await expect(page.getByLabel("Gross hourly wage")).toHaveValue("16.50");
    },
  },
  {
    title: "an onboarding step submitted during the fault comes back with what was typed",
    slowToo: true,
    run: async (page, faulty, fault) => {
      // A company without a VAT number: nothing reaches the API during the fault, so it stays so.
      await signedInAs(page, "onboarding@example.com");
      await page.goto(`${faulty.url}/onboarding/company`);
      await arrive(page, "Company");
      const typed = {
        "VAT number": "BE 0723.145.688",
        "Display name": "Nieuwe Zaak",
        "Official name": "Nieuwe Zaak BV",
        Street: "Kerkstraat",
        "Street number": "12",
        Postcode: "2000",
        City: "Antwerpen",
        "Prevention contract number (optional)": "ID-2026-0099",
      };
      for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel("External prevention service").selectOption("IDEWE");
      await answer(page, "Are day contracts allowed?", "No");
      await faulty.proxy.set(fault);
      await submitDuringFault(page, "Next", fault);
      await arrive(page, "Company");
      for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(page.getByLabel("External prevention service")).toHaveValue("IDEWE");
      await expect(page.getByRole("group", { name: "Are day contracts allowed?" }).getByLabel("No", { exact: true })).toBeChecked();
    },
  },
];

/** The one step during a fault also walked in a browser without JavaScript; the others are checked over HTTP. */
const WALKED_WITHOUT_JAVASCRIPT = { fault: "stopped", step: "a settings form submitted during the fault comes back with what was typed" };

// A walk per fault, each step starting on a page loaded while the API is well (the onboarding step,
// which signs in as another account, last). In the no-js project only the stopped fault's walk runs,
// with its one step walked without JavaScript.
for (const fault of ["stopped", "slow", "error", "malformed"] as const) {
  const tag = fault === WALKED_WITHOUT_JAVASCRIPT.fault ? [] : [JS_ONLY];
  test(`while the payroll API is ${fault}, pages, lists and forms say so and keep what was typed`, { tag }, async ({ page, faulty }) => {
    // Up to eight steps of a few pages each, a submission during the fault bounded by PAGE_BOUND_MS.
    test.setTimeout(480_000);
    for (const step of STEPS.filter((candidate) => fault !== "slow" || candidate.slowToo)) {
      const walk = async () => {
        await faulty.proxy.set("none");
        await signedInAs(page, "employer@example.com");
        try {
          await step.run(page, faulty, fault);
        } finally {
          await faulty.proxy.set("none");
        }
      };
      if (fault === WALKED_WITHOUT_JAVASCRIPT.fault && step.title === WALKED_WITHOUT_JAVASCRIPT.step) await test.step(step.title, walk);
      else await stepWithJavaScript(step.title, walk);
    }
  });
}

// The company information page's glance (part 1 §7) says its own failures in place (part 1 §8) while
// the rest of the page, the company's settings and its forms, renders from what the API answered.
test.describe("the company glance's own failures", { tag: JS_ONLY }, () => {
  test.beforeEach(async ({ page, faulty }) => {
    await faulty.proxy.set("none");
    await signedInAs(page, "employer@example.com");
  });
  test.afterEach(async ({ faulty }) => faulty.proxy.set("none"));

  const FAILURES = [
    { code: "INTERNAL_SERVER_ERROR", state: "failed", message: "Failed to load the company overview. Try again, or contact support if it keeps happening." },
    {
      code: "NOT_FOUND",
      state: "not-found",
      message: "Company not found. The overview of the selected company could not be found: reload the page, or contact support.",
    },
  ] as const;

  test("a glance the API answers an error for says so in place, each error its own way", async ({ page, faulty }) => {
    for (const { code, state, message } of FAILURES) {
      await test.step(`a glance the API answers ${code} for shows the ${state} state in place`, async () => {
        await faulty.proxy.set({ field: "companyInformation", code });
        const view = await bounded(() => page.goto(`${faulty.url}/settings/company`));
        expect(view?.status(), "the page itself loaded").toBe(200);
        await arrive(page, "Company information");
        const glance = page.getByRole("region", { name: "At a glance" });
        await expect(glance.getByText(message, { exact: true })).toBeVisible();
        await expect(glance.getByRole("link", { name: /^\d+ positions?$/ })).toHaveCount(0);
        // Only a load failure offers to ask again; a company not found is no fault to retry.
        await expect(glance.getByRole("alert")).toHaveCount(state === "failed" ? 1 : 0);
        // The rest of the page: the settings loaded, with the details form and no page-wide failure.
        await expect(page.getByText("Failed to load the company information.")).toHaveCount(0);
        await expect(page.getByLabel("Display name", { exact: true })).not.toHaveValue("");
        await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();

        if (state === "failed") {
          // Asked again once the API answers, the glance is there.
          await faulty.proxy.set("none");
          await glance.getByRole("link", { name: "Try again" }).click();
          await expect(glance.getByRole("link", { name: /^\d+ positions?$/ })).toBeVisible();
          await arrive(page, "Company information");
          await expect(glance.getByText(message, { exact: true })).toHaveCount(0);
        }
      });
    }
  });
});

import { startServer, freePort, type Server } from "../processes/processes";
import { startFaultProxy, type Fault, type FaultProxy } from "./support/fault-proxy";
import { arrive, expect, signedInAs, test as base } from "./support/fixtures";
import { answer } from "./support/wizard";
import { E2E_API_URL, E2E_DATA_DIR, E2E_SESSION_SECRET } from "./support/settings";

// Issue 15, faults lose nothing: a second portal of the same build reaches the run's embedded API
// through a proxy that each test switches to a fault (stopped, slower than the portal's timeout,
// answering 500, answering a body that is no JSON). Every page then answers within a bounded time with
// its prompt of part 1 §8, a list says so in place, and a form submitted during the fault comes back
// with everything typed. Each worker has its own proxy and portal, so no other test feels the faults;
// the stored sessions of the run open this portal too (the same SESSION_SECRET, cookies of localhost).

/** The portal's timeout for one API call, short so that the slow fault costs the run little. */
const API_TIMEOUT_MS = 2_000;
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
        portal = await startServer("a portal behind the fault proxy", "server.ts", port, {
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

for (const fault of ["stopped", "slow", "error", "malformed"] as const) {
  test.describe(`while the payroll API is ${fault}`, () => {
    test.beforeEach(async ({ page, faulty }) => {
      await faulty.proxy.set("none");
      await signedInAs(page, "employer@example.com");
    });
    test.afterEach(async ({ faulty }) => faulty.proxy.set("none"));

    test("a page says so, and a list says so in place under its heading", async ({ page, faulty }) => {
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
    });

    test("a settings form submitted during the fault comes back with what was typed", async ({ page, faulty }) => {
      await page.goto(`${faulty.url}/settings/add-cost-place`);
      await arrive(page, "Add cost place");
      await page.getByLabel("Name").fill("Magazijn Lier");
      await faulty.proxy.set(fault);
      await page.getByRole("button", { name: "Add cost place" }).click();
      await bounded(() => expect(page.getByRole("alert").filter({ hasText: PROMPTS[fault].form })).toBeVisible({ timeout: PAGE_BOUND_MS }));
      await arrive(page, "Add cost place");
      await expect(page.getByLabel("Name")).toHaveValue("Magazijn Lier");
    });

    test("a wizard step submitted during the fault comes back with what was typed", async ({ page, faulty }) => {
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
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await bounded(() => expect(page.getByRole("alert").filter({ hasText: PROMPTS[fault].form })).toBeVisible({ timeout: PAGE_BOUND_MS }));
      await arrive(page, "Add position");
      for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label)).toHaveValue(value);
      await expect(page.getByLabel("Number", { exact: true })).toHaveValue("212");
      await expect(functionCode).toHaveValue(code!);
      await expect(page.getByRole("group", { name: "Are students allowed?" }).getByLabel("Yes", { exact: true })).toBeChecked();
    });

    test("a contract wizard step submitted during the fault comes back with what was typed", async ({ page, faulty }) => {
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
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await bounded(() => expect(page.getByRole("alert").filter({ hasText: PROMPTS[fault].form })).toBeVisible({ timeout: PAGE_BOUND_MS }));
      await arrive(page, "Create a contract");
      await expect(page.getByText("Step 1 of 3: General")).toBeVisible();
      await expect(employee).toHaveValue(chosen.employee);
      await expect(position).toHaveValue(chosen.position);
      await expect(page.getByLabel("Remark (optional)")).toHaveValue("Brouwseizoen in Mechelen");
      await expect(page.getByLabel("Gross hourly wage")).toHaveValue("16.50");
    });

    test("an onboarding step submitted during the fault comes back with what was typed", async ({ page, faulty }) => {
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
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await bounded(() => expect(page.getByRole("alert").filter({ hasText: PROMPTS[fault].form })).toBeVisible({ timeout: PAGE_BOUND_MS }));
      await arrive(page, "Company");
      for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(page.getByLabel("External prevention service")).toHaveValue("IDEWE");
      await expect(page.getByRole("group", { name: "Are day contracts allowed?" }).getByLabel("No", { exact: true })).toBeChecked();
    });
  });
}

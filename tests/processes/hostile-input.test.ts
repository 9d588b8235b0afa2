// Every action of the portal, fed the hostile-input corpus (tests/support/hostile-input.ts) through the
// production build, on a portal and embedded API of its own (what the corpus saves spoils no other
// test's data): no answer is a 5xx, nothing comes back unescaped, and a refused form comes back with
// what was typed. The actions are read from the build's route manifest and their fields from the
// forms their pages render, so a new action is covered without editing this file. Run by
// scripts/test-all.mjs after `remix build`; alone: npx vitest run --config tests/processes/vitest.config.ts hostile-input
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { HOSTILE_BODIES, HOSTILE_FILES, HOSTILE_TEXTS, SCRIPT_MARKER, urlEncodedForm, type HostileText } from "../support/hostile-input";
import { escapedAsReact, formsOf, linksOf, type FormControl, type PageForm } from "./html-forms";
import { freePort, startServer, type Server } from "./processes";

const BUILD = path.resolve(process.env.PORTAL_BUILD_DIR ?? "build", "index.js");
const PASSWORD = "Demo-portal-2026";
/** Pages the crawl for ids may read: enough to reach a record of every kind from the lists. */
const CRAWL_LIMIT = 150;
/** What the attribute-breakout entry of the corpus would look like unescaped. */
const RAW_ATTRIBUTE = `onerror="hostileInput('attribute')"`;

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; hasAction: boolean };
type PageRoute = { id: string; pattern: string; hasAction: boolean; account: Account };
type Account = "employer" | "employee" | "anonymous";

let portal: Server;
let dataDir: string;

beforeAll(async () => {
  if (!existsSync(BUILD)) throw new Error(`No production build at ${BUILD}: run npx remix build first`);
  dataDir = mkdtempSync(path.join(tmpdir(), "portal-hostile-input-"));
  portal = await startServer(
    "the portal with its embedded API",
    "server.ts",
    await freePort(),
    {
      NODE_ENV: "production",
      SESSION_SECRET: "hostile-input-session-secret-long-enough",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      LOGIN_ATTEMPTS_PER_CLIENT: "1000",
    },
    180_000,
  );
}, 200_000);

afterAll(async () => {
  await portal?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const cookies: Partial<Record<Account, string>> = {};

async function signIn(email: string): Promise<string> {
  const answer = await fetch(`${portal.url}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password: PASSWORD, redirectTo: "" }),
    headers: { origin: portal.url },
    redirect: "manual",
  });
  const cookie = answer.headers
    .getSetCookie()
    .find((set) => set.startsWith("__session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`${email} could not sign in: ${answer.status}`);
  return cookie;
}

/** The account's session, signed in again when a corpus entry has ended it. */
async function cookieOf(account: Account): Promise<string> {
  if (account === "anonymous") return "";
  cookies[account] ??= await signIn(`${account}@example.com`);
  return cookies[account]!;
}

type Init = { method?: string; body?: BodyInit; headers?: Record<string, string> };

/**
 * A request as a browser of the account makes it. Requests share kept-alive connections: one sent
 * after an answer that did not read its body (a redirect to sign in, a refusal before the upload
 * ended) must be answered all the same (app/platform/form-bodies.server.ts).
 */
async function send(route: string, account: Account, init: Init = {}): Promise<Response> {
  const cookie = await cookieOf(account);
  return fetch(portal.url + route, {
    method: init.method ?? "GET",
    body: init.body,
    headers: { cookie, origin: portal.url, "accept-language": "en", ...init.headers },
    redirect: "manual",
  });
}

/** The routes of the build, each with its full path pattern and the account it is for. */
async function pageRoutes(): Promise<PageRoute[]> {
  const html = await (await send("/login", "anonymous")).text();
  const manifestPath = /\/build\/manifest-[\w-]+\.js/.exec(html)?.[0];
  if (!manifestPath) throw new Error("no route manifest named by the login page");
  const source = await (await send(manifestPath, "anonymous")).text();
  const routes = (JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as { routes: Record<string, ManifestRoute> }).routes;
  const patternOf = (route: ManifestRoute): string => {
    const parent = route.parentId ? patternOf(routes[route.parentId]) : "";
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  return Object.values(routes).map((route) => ({
    id: route.id,
    pattern: patternOf(route) || "/",
    hasAction: route.hasAction,
    account: route.id.startsWith("routes/_auth.") ? "anonymous" : route.id.startsWith("routes/my-profile") ? "employee" : "employer",
  }));
}

const matcherOf = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split("/")
      .filter(Boolean)
      .map((segment) => (segment.endsWith("?") ? `(?:/([^/]+))?` : segment.startsWith(":") ? "/([^/]+)" : `/${segment.replace(/[.$]/g, "\\$&")}`))
      .join("")}$`,
  );

const paramsOf = (pattern: string) => pattern.split("/").filter((segment) => segment.startsWith(":"));

/**
 * Reads the signed-in pages breadth first, from each account's home, until a link of every action's
 * pattern has been seen (or the limit): ids of records the accounts may see, and the POST forms that
 * pages carry for actions without a page of their own (the side panel, the language, signing out).
 */
async function crawl(routes: PageRoute[]) {
  const actions = routes.filter((route) => route.hasAction);
  const valuesByName = new Map<string, string>();
  const urls = new Map<string, string>();
  const forms = new Map<string, { form: PageForm; account: Account }>();
  const searches = new Map<string, { form: PageForm; account: Account }>();
  const seen = new Set<string>();
  const queue: { route: string; account: Account }[] = [
    { route: "/dashboard", account: "employer" },
    { route: "/my-profile", account: "employee" },
    { route: "/login", account: "anonymous" },
  ];
  const unresolved = () => actions.filter((action) => !urls.has(action.id));
  const idsMissing = () => unresolved().some((action) => paramsOf(action.pattern).some((param) => !param.endsWith("?") && !valuesByName.has(param.slice(1))));
  while (queue.length > 0 && seen.size < CRAWL_LIMIT && idsMissing()) {
    const { route, account } = queue.shift()!;
    if (seen.has(`${account} ${route}`)) continue;
    seen.add(`${account} ${route}`);
    const answer = await send(route, account);
    if (!answer.headers.get("content-type")?.includes("text/html")) continue;
    const html = await answer.text();
    for (const form of formsOf(html, route, "post")) if (!forms.has(form.action)) forms.set(form.action, { form, account });
    for (const form of formsOf(html, route, "get")) if (!searches.has(form.action)) searches.set(form.action, { form, account });
    for (const link of new Set(linksOf(html))) {
      for (const route of routes) {
        const found = matcherOf(route.pattern).exec(link);
        if (!found) continue;
        if (route.hasAction && !urls.has(route.id)) urls.set(route.id, link);
        paramsOf(route.pattern).forEach((param, index) => found[index + 1] && valuesByName.set(param.replace(/[:?]/g, ""), found[index + 1]));
      }
      if (!/\.(pdf|png|jpe?g)$|^\/(logout|locales|build)\b/.test(link)) queue.push({ route: link, account });
    }
  }
  // An action no link leads to (a wizard's later step, a form's own address): its pattern filled with
  // the ids the crawl found by name, optional parts left out, an unknown id as 0 (the page's 404).
  for (const action of unresolved()) {
    const url = action.pattern
      .split("/")
      .map((segment) => (segment.endsWith("?") ? "" : segment.startsWith(":") ? (valuesByName.get(segment.slice(1)) ?? "0") : segment))
      .filter(Boolean)
      .join("/");
    urls.set(action.id, `/${url}`);
  }
  return { urls, forms, searches };
}

/** The form the action's own page renders for it, else one seen on another page. */
async function formOf(url: string, account: Account, seenForms: Map<string, { form: PageForm }>): Promise<PageForm> {
  const page = await send(url, account);
  const own = page.headers.get("content-type")?.includes("text/html") ? formsOf(await page.text(), url, "post").filter((form) => form.action === url) : [];
  // The page's main form is the one with the most fields (a page also carries the shell's small forms).
  const main = own.sort((a, b) => b.controls.length - a.controls.length)[0];
  return main ?? seenForms.get(url)?.form ?? { action: url, multipart: false, controls: [{ name: "intent", value: "", kind: "hidden" }] };
}

type Submission = { fields: [string, HostileText | string][]; repeated?: boolean; file?: (typeof HOSTILE_FILES)[number] };

/** The form's values as a browser would send them, with `target` set to the hostile text (twice when `repeat`). */
function submissionOf(form: PageForm, target: FormControl, text: HostileText, button: FormControl | undefined, repeat: boolean): Submission {
  const fields: [string, HostileText | string][] = [];
  for (const control of form.controls) {
    if (control.kind === "button" || control.kind === "file") continue;
    if (control === target) fields.push([control.name, text], ...(repeat ? [[control.name, "a second value"] as [string, string]] : []));
    else if (control.value !== null && control.name !== target.name) fields.push([control.name, control.value]);
  }
  if (button) fields.push([button.name, button.value ?? ""]);
  return { fields, repeated: repeat };
}

function bodyOf(form: PageForm, submission: Submission): { body: BodyInit; headers: Record<string, string> } {
  if (!form.multipart && !submission.file) return { body: urlEncodedForm(submission.fields), headers: { "content-type": "application/x-www-form-urlencoded" } };
  const data = new FormData();
  for (const [name, value] of submission.fields) data.append(name, typeof value === "string" ? value : value.value);
  const file = submission.file;
  if (file)
    for (const control of form.controls.filter((c) => c.kind === "file"))
      data.append(control.name, new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.fileName);
  return { body: data, headers: {} };
}

/** What is wrong with an answer: a server error, or hostile markup echoed as markup. */
function problemsOf(status: number, html: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  if (html.includes(SCRIPT_MARKER)) problems.push("echoed the script element unescaped");
  if (html.includes(RAW_ATTRIBUTE)) problems.push("echoed an attribute unescaped");
  return problems;
}

/** A value for an address: percent-encoded, with the bytes no browser sends where the corpus has them. */
const inAddress = (text: HostileText) => text.urlEncoded ?? encodeURIComponent(text.value);

let routesAndCrawl: Promise<{ routes: PageRoute[]; crawled: Awaited<ReturnType<typeof crawl>> }> | undefined;
/** The build's routes and what the crawl found, once for the file. */
const explored = () => (routesAndCrawl ??= pageRoutes().then(async (routes) => ({ routes, crawled: await crawl(routes) })));

describe("every action of the portal, fed the hostile-input corpus", () => {
  it("answers without a server error, escapes what it echoes, and keeps what was typed on a refusal", async () => {
    const {
      routes,
      crawled: { urls, forms },
    } = await explored();
    const actions = routes.filter((route) => route.hasAction);
    expect(actions.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let refusalsChecked = 0;

    for (const [index, action] of actions.entries()) {
      const url = urls.get(action.id)!;
      // Signing out ends the session, which is then signed in again for the next action.
      const ends = action.pattern === "/logout";
      const form = await formOf(url, action.account, forms);
      // Passwords of a signed-in account are left alone: a corpus entry could become its password.
      const targets = form.controls.filter(
        (control) => control.kind !== "button" && control.kind !== "file" && !(control.kind === "password" && action.account !== "anonymous"),
      );
      const buttons = form.controls.filter((control) => control.kind === "button");
      const rounds: Submission[] = HOSTILE_TEXTS.map((text, round) =>
        targets.length === 0
          ? { fields: [["intent", text]] }
          : submissionOf(form, targets[round % targets.length], text, buttons[round % Math.max(1, buttons.length)], round % 5 === 4),
      );
      if (form.controls.some((control) => control.kind === "file")) {
        for (const file of HOSTILE_FILES)
          rounds.push({ ...submissionOf(form, { name: "", value: null, kind: "text" }, HOSTILE_TEXTS[0], buttons[0], false), file });
      }

      for (const [round, submission] of rounds.entries()) {
        const { body, headers } = bodyOf(form, submission);
        const where = `${action.id} (${url}) round ${round}${submission.file ? ` with ${submission.file.name}` : ""}`;
        const answer = await send(url, action.account, { method: "POST", body, headers }).catch((error: Error) => error);
        if (answer instanceof Error) {
          failures.push(`${where}: no answer (${String(answer.cause ?? answer)})`);
          continue;
        }
        const html = await answer.text();
        failures.push(...problemsOf(answer.status, html).map((problem) => `${where}: ${problem}`));
        const typed = submission.fields.find(([, value]) => typeof value !== "string")?.[0];
        const target = targets.find((control) => control.name === typed);
        const text = HOSTILE_TEXTS[round];
        if (
          (answer.status === 400 || answer.status === 422) &&
          target?.kind === "text" &&
          !submission.repeated &&
          !submission.file &&
          !text.urlEncoded &&
          answer.headers.get("content-type")?.includes("text/html")
        ) {
          refusalsChecked++;
          if (!html.includes(escapedAsReact(text.value))) failures.push(`${where}: refused ${target.name} (${text.name}) without showing what was typed`);
        }
        if (ends || answer.headers.get("location")?.startsWith("/login")) delete cookies[action.account];
      }
      // Three of the hostile bodies, the next three for the next action: each reaches a third of the actions or more.
      for (const hostile of [0, 1, 2].map((offset) => HOSTILE_BODIES[(3 * index + offset) % HOSTILE_BODIES.length])) {
        const answer = await send(url, action.account, {
          method: "POST",
          body: typeof hostile.body === "string" ? hostile.body : new Uint8Array(hostile.body),
          headers: { "content-type": hostile.contentType },
        });
        const html = await answer.text();
        failures.push(...problemsOf(answer.status, html).map((problem) => `${action.id} (${url}) with ${hostile.name}: ${problem}`));
        if (ends) delete cookies[action.account];
      }
    }
    // The portal's error lines say where a server error came from.
    const errors = portal
      .output()
      .split("\n")
      .filter((line) => line.includes('"level":50'));
    expect(failures, errors.join("\n")).toEqual([]);
    // The refusals did come back as forms: the check above is no empty loop.
    expect(refusalsChecked).toBeGreaterThan(100);
  }, 600_000);
  it("reads every id and query parameter of the corpus in an address without a server error", async () => {
    const {
      routes,
      crawled: { searches },
    } = await explored();
    const failures: string[] = [];
    const check = async (route: string, account: Account) => {
      const answer = await send(route, account);
      failures.push(...problemsOf(answer.status, await answer.text()).map((problem) => `GET ${route.slice(0, 200)}: ${problem}`));
    };
    // Each id of an address, a text of the corpus in turn.
    for (const [index, route] of routes.filter((r) => r.pattern.includes(":")).entries()) {
      const text = HOSTILE_TEXTS[index % HOSTILE_TEXTS.length];
      await check(route.pattern.replace(/:\w+\??/g, inAddress(text)), route.account);
    }
    // Each search form (a list's filters and pages) with every text of the corpus, spread over its fields and a page number.
    for (const [action, { form, account }] of searches) {
      const fields = [...new Set(form.controls.filter((control) => control.kind !== "button").map((control) => control.name)), "page"];
      for (const [round, text] of HOSTILE_TEXTS.entries()) {
        const query = fields.map((name, index) => `${encodeURIComponent(name)}=${index === round % fields.length ? inAddress(text) : ""}`).join("&");
        await check(`${action}?${query}`, account);
      }
    }
    expect(searches.size).toBeGreaterThan(3);
    expect(failures).toEqual([]);
  }, 300_000);
});

// A portal of the production build with an embedded API of its own, in a temporary data folder, for
// the process tests that send every action and every list's filters something a user would not
// (hostile-input.test.ts, with the corpus and random values): what they save spoils no other test's data. It signs
// in the demo accounts, reads the actions from the build's route manifest, and crawls the signed-in
// pages for ids, the POST forms of actions without a page of their own, and the lists' GET forms.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { urlEncodedForm, type HostileFile, type HostileText } from "../support/hostile-input";
import { formsOf, linksOf, type PageForm } from "./html-forms";
import { freePort, startServer } from "./processes";

const PASSWORD = "Demo-portal-2026";
/** Pages the crawl for ids may read: enough to reach a record of every kind from the lists. */
const CRAWL_LIMIT = 150;

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; hasAction: boolean };
export type Account = "employer" | "employee" | "anonymous";
export type PageRoute = { id: string; pattern: string; hasAction: boolean; account: Account };
type FormOfAccount = { form: PageForm; account: Account };
/** What the crawl found: an address for every action, and the forms seen by their action (POST and GET). */
export type Crawled = { urls: Map<string, string>; forms: Map<string, FormOfAccount>; searches: Map<string, FormOfAccount> };

type Init = { method?: string; body?: BodyInit; headers?: Record<string, string> };

export type PortalUnderTest = {
  url: string;
  /** What signs its session cookies: a test that ages a session opens the cookie with it. */
  sessionSecret: string;
  /** The last lines the portal wrote. */
  output(): string;
  /**
   * A request as a browser of the account makes it. Requests share kept-alive connections: one sent
   * after an answer that did not read its body (a redirect to sign in, a refusal before the upload
   * ended) must be answered all the same (app/platform/form-bodies.server.ts). A request that ends
   * the session has the next one sign in again.
   */
  send(route: string, account: Account, init?: Init): Promise<Response>;
  /** The build's routes and what the crawl found, once for the portal. */
  explored(): Promise<{ routes: PageRoute[]; crawled: Crawled }>;
  /** The form the action's own page renders for it, else one seen on another page. */
  formOf(url: string, account: Account, seenForms: Map<string, FormOfAccount>): Promise<PageForm>;
  stop(): Promise<void>;
};

/** Starts the build's portal in a fresh data folder; `name` names the folder. */
export async function startPortalUnderTest(name: string): Promise<PortalUnderTest> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-${name}-`));
  const sessionSecret = `${name}-session-secret-long-enough-for-production`;
  const server = await startServer(
    "the portal with its embedded API",
    "portal",
    await freePort(),
    {
      NODE_ENV: "production",
      SESSION_SECRET: sessionSecret,
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      LOGIN_ATTEMPTS_PER_CLIENT: "1000",
      // Every request comes from one address and a few users, as with sign-in: the per-client mail throttles are raised too.
      REGISTRATIONS_PER_CLIENT: "1000",
      PASSWORD_RESETS_PER_CLIENT: "1000",
      INVITATIONS_PER_SENDER: "1000",
    },
    180_000,
  ).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  // Each account's cookies, kept as a browser keeps them: the session, and the language cookie a
  // page sets when the account's language changed (it reloads the page until the browser has it).
  const jars: Partial<Record<Account, Map<string, string>>> = {};

  const keep = (jar: Map<string, string>, answer: Response) => {
    for (const set of answer.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /max-age=0\b|expires=thu, 01 jan 1970/i.test(set)) jar.delete(name);
      else jar.set(name, value);
    }
  };

  async function signIn(email: string): Promise<Map<string, string>> {
    const answer = await fetch(`${server.url}/login`, {
      method: "POST",
      body: new URLSearchParams({ email, password: PASSWORD, redirectTo: "" }),
      headers: { origin: server.url },
      redirect: "manual",
    });
    const jar = new Map<string, string>();
    keep(jar, answer);
    if (!jar.has("__session")) throw new Error(`${email} could not sign in: ${answer.status}`);
    return jar;
  }

  async function jarOf(account: Account): Promise<Map<string, string>> {
    jars[account] ??= account === "anonymous" ? new Map() : await signIn(`${account}@example.com`);
    return jars[account]!;
  }

  const send = async (route: string, account: Account, init: Init = {}) => {
    const jar = await jarOf(account);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const answer = await fetch(server.url + route, {
      method: init.method ?? "GET",
      body: init.body,
      headers: { cookie, origin: server.url, "accept-language": "en", ...init.headers },
      redirect: "manual",
    });
    keep(jar, answer);
    // Signing out, or an answer that sends to sign in, ended the session: the next request signs in again.
    if (account !== "anonymous" && (route === "/logout" || answer.headers.get("location")?.startsWith("/login"))) delete jars[account];
    return answer;
  };

  let explored: Promise<{ routes: PageRoute[]; crawled: Crawled }> | undefined;
  const portal: PortalUnderTest = {
    url: server.url,
    sessionSecret,
    output: server.output,
    send,
    explored: () => (explored ??= pageRoutes(send).then(async (routes) => ({ routes, crawled: await crawl(send, routes) }))),
    async formOf(url, account, seenForms) {
      const page = await send(url, account);
      const own = page.headers.get("content-type")?.includes("text/html") ? formsOf(await page.text(), url, "post").filter((form) => form.action === url) : [];
      // The page's main form is the one with the most fields (a page also carries the shell's small forms).
      const main = own.sort((a, b) => b.controls.length - a.controls.length)[0];
      return main ?? seenForms.get(url)?.form ?? { action: url, multipart: false, controls: [{ name: "intent", value: "", kind: "hidden" }] };
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return portal;
}

type Send = PortalUnderTest["send"];

/** The routes of the build, each with its full path pattern and the account it is for. */
async function pageRoutes(send: Send): Promise<PageRoute[]> {
  // A signed-out page with scripts (the sign-in page has none, app/platform/page-scripts.tsx).
  const html = await (await send("/accessibility", "anonymous")).text();
  const manifestPath = /\/assets\/manifest-[\w-]+\.js/.exec(html)?.[0];
  if (!manifestPath) throw new Error("no route manifest named by the accessibility statement");
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
async function crawl(send: Send, routes: PageRoute[]): Promise<Crawled> {
  const actions = routes.filter((route) => route.hasAction);
  const valuesByName = new Map<string, string>();
  const urls = new Map<string, string>();
  const forms = new Map<string, FormOfAccount>();
  const searches = new Map<string, FormOfAccount>();
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
  // A pattern filled with the ids the crawl found by name, optional parts left out, an unknown id as 0 (the page's 404).
  const filled = (pattern: string) =>
    `/${pattern
      .split("/")
      .map((segment) => (segment.endsWith("?") ? "" : segment.startsWith(":") ? (valuesByName.get(segment.slice(1)) ?? "0") : segment))
      .filter(Boolean)
      .join("/")}`;
  // An action no link leads to (a wizard's later step, a form's own address).
  for (const action of unresolved()) urls.set(action.id, filled(action.pattern));
  // Every page the crawl did not read, for the lists' filter forms (a GET form) it stopped short of.
  for (const route of routes) {
    const url = filled(route.pattern);
    if (seen.has(`${route.account} ${url}`) || /^\/(logout|locales|build)\b/.test(url)) continue;
    seen.add(`${route.account} ${url}`);
    const answer = await send(url, route.account);
    const html = answer.headers.get("content-type")?.includes("text/html") ? await answer.text() : (await answer.arrayBuffer(), "");
    for (const form of formsOf(html, url, "get")) if (!searches.has(form.action)) searches.set(form.action, { form, account: route.account });
  }
  return { urls, forms, searches };
}

/** The fields a user could type or choose in: no buttons or files, and no password of a signed-in account (it could become its password). */
export const fieldsToFill = (form: PageForm, account: Account) =>
  form.controls.filter((control) => control.kind !== "button" && control.kind !== "file" && !(control.kind === "password" && account !== "anonymous"));

/** A form's fields as a browser sends them, with a file for each file field when given. */
export type FormFields = { fields: [string, HostileText | string][]; file?: HostileFile };

/** The body of `submission` as the form would send it: URL-encoded, or multipart for a form that takes files. */
export function bodyOf(form: PageForm, submission: FormFields): { body: BodyInit; headers: Record<string, string> } {
  if (!form.multipart && !submission.file) return { body: urlEncodedForm(submission.fields), headers: { "content-type": "application/x-www-form-urlencoded" } };
  const data = new FormData();
  for (const [name, value] of submission.fields) data.append(name, typeof value === "string" ? value : value.value);
  const file = submission.file;
  if (file)
    for (const control of form.controls.filter((c) => c.kind === "file"))
      data.append(control.name, new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.fileName);
  return { body: data, headers: {} };
}

/** The portal's error lines (pino's level 50): where a server error came from. */
export const errorLinesOf = (portal: PortalUnderTest) =>
  portal
    .output()
    .split("\n")
    .filter((line) => line.includes('"level":50'));

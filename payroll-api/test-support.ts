// Helpers for the payroll API's own tests: a fresh API on a fresh database, called over HTTP.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { createPayrollApi, type PayrollApi, type PayrollApiOptions } from "./app";
import type { Mailer } from "./mail/mailer";
import { DEMO_PASSWORD } from "./seed/seed";
import { listenOn } from "./start";
import { copyFolder, PORTAL_URL, seedDay, templateFits } from "./test-template";

export { DEMO_PASSWORD, PORTAL_URL };

export type Credentials = { email: string; token: string };
/** What signing in and signing up answer. */
export type SignInAnswer = { email: string; authentication_token: string };
export type GraphqlAnswer<Data = Record<string, unknown>> = {
  status: number;
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** A running API as the tests call it; only whoever started it closes it. */
export type RunningTestApi = {
  api: PayrollApi;
  url: string;
  /** A JSON call to a REST route; body is sent as JSON when given. The answer's body is taken to be an `Answer`. */
  rest<Answer = unknown>(method: string, route: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Answer }>;
  graphql<Data = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphqlAnswer<Data>>;
  signIn(email: string, password?: string): Promise<Credentials>;
  signInEmployee(email: string, password?: string): Promise<Credentials>;
  /** Signs up a new company user with the demo password. */
  signUp(email: string): Promise<Credentials>;
  outbox: Outbox;
};

export type TestApi = RunningTestApi & { close(): Promise<void> };

/** The code of a GraphQL answer's first error (UNAUTHENTICATED, NOT_FOUND, …). */
export const errorCode = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code;

/** A seeded company's id, looked up by name so tests do not depend on insertion order. */
export async function companyIdOf(t: RunningTestApi, name: string): Promise<number> {
  const [row] = await t.api.db.query<{ id: number }>("select id from companies where name = $1", [name]);
  return row.id;
}

export const userHeaders = (c: Credentials) => ({ "x-user-email": c.email, "x-user-token": c.token });

/** The headers of a signed-in user, signing each e-mail in once per test file: `const as = signedInHeaders(() => t)`, then `await as("employer@example.com")`. */
export function signedInHeaders(api: () => RunningTestApi): (email: string) => Promise<Record<string, string>> {
  const sessions = new Map<string, Promise<Credentials>>();
  return async (email) => {
    if (!sessions.has(email)) sessions.set(email, api().signIn(email));
    return userHeaders(await sessions.get(email)!);
  };
}
export const employeeHeaders = (c: Credentials) => ({ "x-employee-email": c.email, "x-employee-token": c.token });

/** The API of one test file (or describe block), and its signed-in users' headers. */
export type TestFileApi = RunningTestApi & {
  /** The headers of a signed-in user, each e-mail signed in once: `await t.as("employer@example.com")`. */
  as(email: string): Promise<Record<string, string>>;
};

/**
 * Starts an API before the tests of the file (or of the describe block it is called in) and closes it
 * after them: `const t = useTestApi()`. Its members are read when a test uses them, so the object can be
 * kept at the top of the file although the API only runs once `beforeAll` has.
 */
export function useTestApi(options: Partial<PayrollApiOptions> = {}): TestFileApi {
  return useStartedApi(() => startTestApi(options));
}

/**
 * Describes `suite` twice with an API of its own each: on PGlite, and, when TEST_DATABASE_URL names a
 * PostgreSQL server, on a database of its own there (named after `prefix`), created before the API and
 * dropped after it. For what the two drivers could answer differently (dates, locks, numeric types).
 */
export function describeOnEachDatabase(prefix: string, suite: (t: TestFileApi) => void): void {
  describe("PGlite", () => suite(useTestApi()));
  describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL server (TEST_DATABASE_URL)", () =>
    suite(
      useStartedApi(async () => {
        const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!, prefix);
        const api = await startTestApi({ databaseUrl: database.url });
        return {
          ...api,
          async close() {
            await api.close();
            await database.drop();
          },
        };
      }),
    ),
  );
}

/** The lifetime and the members of an API that `start` starts before the file's (or block's) tests and that closes after them. */
function useStartedApi(start: () => Promise<TestApi>): TestFileApi {
  let running: TestApi | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running?.close();
  });
  const current = (): TestApi => {
    if (!running) throw new Error("the test API runs from this file's beforeAll to its afterAll; it was used outside them");
    return running;
  };
  return {
    get api() {
      return current().api;
    },
    get url() {
      return current().url;
    },
    get rest() {
      return current().rest;
    },
    get graphql() {
      return current().graphql;
    },
    get signIn() {
      return current().signIn;
    },
    get signInEmployee() {
      return current().signInEmployee;
    },
    get signUp() {
      return current().signUp;
    },
    get outbox() {
      return current().outbox;
    },
    as: signedInHeaders(current),
  };
}

/**
 * Creates, migrates and seeds a database in a fresh folder, and serves the API on a free port. Every
 * test signs in, signs up and invites from 127.0.0.1 as a few users, so the limits per client (and
 * per inviting user) are raised unless `options` say otherwise.
 * The folder starts as a copy of the run's seeded template when `options` fit it and it was seeded
 * today (test-template.ts): the API then finds its database migrated and seeded, and the welcome
 * mails in its outbox.
 */
export async function startTestApi(options: Partial<PayrollApiOptions> = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "payroll-api-test-"));
  const template = inject("payrollApiTemplate");
  if (template && template.seededOn === seedDay() && templateFits(options)) await copyFolder(template.dataDir, dataDir);
  const api = await createPayrollApi({
    portalUrl: PORTAL_URL,
    dataDir,
    loginAttemptsPerClient: 1000,
    ...options,
    mailThrottles: { passwordResetsPerClient: 1000, registrationsPerClient: 1000, invitationsPerSender: 1000, ...options.mailThrottles },
  });
  const { server, url } = await listenOn(api.app, 0);

  const rest: TestApi["rest"] = async <Answer>(method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(url + route, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Answer };
  };

  const graphql: TestApi["graphql"] = async (query, variables, headers = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...((await response.json()) as object) };
  };

  const signInAs = async (kind: "user" | "employee", email: string, password = DEMO_PASSWORD) => {
    const answer = await rest<SignInAnswer>("POST", kind === "user" ? "/users/sign_in" : "/employees/sign_in", {
      [kind]: { email, password },
    });
    if (answer.status !== 200 || !answer.body.authentication_token) {
      throw new Error(`sign-in of ${email} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return { email: answer.body.email, token: answer.body.authentication_token };
  };

  const signUp = async (email: string) => {
    const answer = await rest<SignInAnswer>("POST", "/users", {
      user: { email, password: DEMO_PASSWORD, first_name: "Test", last_name: "User", preferred_language: "en" },
    });
    if (answer.status !== 201) throw new Error(`sign-up of ${email} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return { email: answer.body.email, token: answer.body.authentication_token };
  };

  return {
    api,
    url,
    rest,
    graphql,
    signIn: (email, password) => signInAs("user", email, password),
    signInEmployee: (email, password) => signInAs("employee", email, password),
    signUp,
    outbox: new Outbox(api.outboxDir, api.mailer),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of its own on the PostgreSQL server that `serverUrl` names (TEST_DATABASE_URL), so that
 * test files sharing the server never see each other's tables; drop() removes it.
 */
export async function freshPostgresDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A received mail: its plain text, and its HTML when it has one (multipart/alternative). */
export type ReceivedMail = { file: string; to: string; subject: string; text: string; html?: string; headers: Map<string, string> };

/** The .eml files the API's mailer writes when no SMTP server is configured. */
class Outbox {
  constructor(
    readonly dir: string,
    private readonly mailer: Mailer,
  ) {}

  async files(): Promise<string[]> {
    try {
      return (await readdir(this.dir)).filter((name) => name.endsWith(".eml")).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  }

  /** The mails that arrived while `action` ran. */
  async during(action: () => Promise<unknown>): Promise<ReceivedMail[]> {
    const before = new Set(await this.files());
    await action();
    // A mail queued during the action is delivered once its answer has gone.
    await this.mailer.delivered();
    const added = (await this.files()).filter((name) => !before.has(name));
    return Promise.all(added.map(async (name) => parseMail(name, await readFile(path.join(this.dir, name), "utf8"))));
  }
}

/** A header block's fields, by lower-case name, folded lines joined. */
function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A part's body, decoded by its Content-Transfer-Encoding. */
function decodedBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  return encoding === "base64" ? Buffer.from(body, "base64").toString("utf8") : encoding === "quoted-printable" ? decodeQuotedPrintable(body) : body;
}

/** Just enough of RFC 5322 and MIME for nodemailer's mails: single-part text, or text and HTML alternatives. */
function parseMail(file: string, raw: string): ReceivedMail {
  const [head, ...rest] = raw.replace(/\r\n/g, "\n").split("\n\n");
  const headers = headersOf(head);
  const body = rest.join("\n\n");
  const received = { file, to: headers.get("to") ?? "", subject: decodeHeader(headers.get("subject") ?? ""), headers };
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get("content-type") ?? "")?.[1];
  if (!boundary) return { ...received, text: decodedBody(headers, body) };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead, ...partBody] = part.replace(/^\n/, "").split("\n\n");
      const partHeaders = headersOf(partHead);
      return { type: partHeaders.get("content-type") ?? "", body: decodedBody(partHeaders, partBody.join("\n\n").replace(/\n$/, "")) };
    });
  return {
    ...received,
    text: parts.find((part) => part.type.startsWith("text/plain"))?.body ?? "",
    html: parts.find((part) => part.type.startsWith("text/html"))?.body,
  };
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

// Encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=) in a header.
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toLowerCase() === "b" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

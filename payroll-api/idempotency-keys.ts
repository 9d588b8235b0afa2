import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Request, RequestHandler, Response } from "express";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import type { Queryable } from "./db/database";
import { log } from "./log";

// One-time keys (docs/decisions/0034-one-time-form-keys.md). A request that changes things (a GraphQL
// mutation, a REST POST, PUT, PATCH or DELETE) may carry an Idempotency-Key. The first request with a
// key claims it in the database and runs; the answer it gets is stored, and every other request with
// the same key, caller and body (a double click, a retry) gets that answer instead of running again.
// Two sent at the very same moment cannot both run: the claim is one committed insert that the table's
// primary key makes unique, and the request that loses it waits for the winner's answer.

export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** A key the portal makes (32 hex digits), or any other caller's: letters, digits, - and _, not too long to store. */
const KEY_PATTERN = /^[\w-]{8,128}$/;

/** How often a request that lost the claim looks whether the winner has answered. */
const WAIT_STEP_MS = 20;

/** Longer than any answer takes (the portal waits 15 s unless told otherwise, 60 s at most): the loser then answers 409. */
const WAIT_LIMIT_MS = 60_000;

/** A claim still running after this long was left by a process that stopped: another request may take it over. */
const ABANDONED_AFTER = "10 minutes";

/** How long a key's answer is kept: far longer than a retry or a second click comes after the first. */
const KEPT_FOR = "24 hours";
const SWEEP_EVERY_MS = 60 * 60_000;

/** Far more than any mutation has; a longer document is left to Yoga, whose limits refuse it, and runs as if it had no key. */
const MAX_TOKENS = 10_000;

type Claim = { account: string; key: string; fingerprint: string };
type StoredAnswer = { status: "running" | "done"; response_status: number | null; response_type: string | null; response_body: string | null };
type Answer = { status: number; type: string | undefined; body: string };

const digest = (text: string) => createHash("sha256").update(text).digest("hex");

/** The caller, as their credentials: a key is one caller's (a user's or an employee's session). Null without credentials. */
function accountOf(req: Request): string | null {
  for (const kind of ["user", "employee"]) {
    const email = req.get(`x-${kind}-email`);
    const token = req.get(`x-${kind}-token`);
    if (email && token) return digest(`${kind}\n${email}\n${token}`);
  }
  return null;
}

/** The operation a GraphQL body runs, as GraphQL picks it: the one named, or the only one. */
function operationOf(body: unknown): OperationDefinitionNode | undefined {
  const { query, operationName } = (typeof body === "object" && body !== null ? body : {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== "string") return undefined;
  try {
    const operations = parse(query, { maxTokens: MAX_TOKENS }).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    return typeof operationName === "string"
      ? operations.find((operation) => operation.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
  } catch {
    // Not GraphQL, or longer than any mutation: Yoga answers it (and its limits refuse it).
    return undefined;
  }
}

function changesThings(req: Request, graphqlEndpoint: string): boolean {
  if (req.path === graphqlEndpoint) return req.method === "POST" && operationOf(req.body)?.operation === "mutation";
  return ["POST", "PUT", "PATCH", "DELETE"].includes(req.method);
}

/** Whether an answer is one to give again: a success. A refusal or a failure changed nothing, and the key is given back. */
function succeeded(answer: Answer, graphql: boolean): boolean {
  if (answer.status < 200 || answer.status >= 300) return false;
  if (!graphql) return true;
  try {
    const { errors } = JSON.parse(answer.body) as { errors?: unknown[] };
    return !errors?.length;
  } catch {
    return false;
  }
}

function createKeyStore(db: Queryable) {
  let sweptAt = 0;
  const where = "account = $1 and key = $2 and fingerprint = $3";
  const paramsOf = ({ account, key, fingerprint }: Claim) => [account, key, fingerprint];
  return {
    /** Claims the key for this request: true when it is this request's to run. */
    async claim(claim: Claim): Promise<boolean> {
      const rows = await db.query(
        `insert into idempotency_keys (account, key, fingerprint, status) values ($1, $2, $3, 'running')
         on conflict (account, key, fingerprint) do update set status = 'running', created_at = now()
           where idempotency_keys.status = 'running' and idempotency_keys.created_at < now() - interval '${ABANDONED_AFTER}'
         returning 1`,
        paramsOf(claim),
      );
      return rows.length === 1;
    },
    async stored(claim: Claim): Promise<StoredAnswer | undefined> {
      const [row] = await db.query<StoredAnswer>(
        `select status, response_status, response_type, response_body from idempotency_keys where ${where}`,
        paramsOf(claim),
      );
      return row;
    },
    async keep(claim: Claim, answer: Answer): Promise<void> {
      await db.query(`update idempotency_keys set status = 'done', response_status = $4, response_type = $5, response_body = $6 where ${where}`, [
        ...paramsOf(claim),
        answer.status,
        answer.type ?? null,
        answer.body,
      ]);
    },
    async giveBack(claim: Claim): Promise<void> {
      await db.query(`delete from idempotency_keys where ${where} and status = 'running'`, paramsOf(claim));
    },
    /** Forgets the keys kept long enough, at most once in a while. */
    async sweep(): Promise<void> {
      if (Date.now() - sweptAt < SWEEP_EVERY_MS) return;
      sweptAt = Date.now();
      await db.query(`delete from idempotency_keys where created_at < now() - interval '${KEPT_FOR}'`);
    },
  };
}

/** The Content-Type of writeHead's headers: an object, a flat list of names and values, or a list of pairs. */
function contentTypeIn(headers: unknown): string | undefined {
  const pairs: unknown[][] = Array.isArray(headers)
    ? headers.every(Array.isArray)
      ? (headers as unknown[][])
      : Array.from({ length: headers.length / 2 }, (_, index) => [headers[2 * index], headers[2 * index + 1]])
    : Object.entries(headers ?? {});
  const found = pairs.find(([name]) => String(name).toLowerCase() === "content-type");
  return found === undefined ? undefined : String(found[1]);
}

/**
 * Holds back the end of the answer until `settle` has stored it: once a caller has an answer, any
 * request with the same key finds it. What is written before the end goes out as it comes.
 */
function whenAnswered(res: Response, settle: (answer: Answer) => Promise<void>): void {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  // Yoga gives its headers to writeHead, where getHeader does not see them.
  let type = res.getHeader("content-type");
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    type = contentTypeIn(args.find((arg) => typeof arg === "object" && arg !== null)) ?? type;
    return writeHead(...args);
  }) as Response["writeHead"];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return write(...args);
  }) as Response["write"];
  res.end = ((...args: unknown[]) => {
    if (typeof args[0] !== "function") collect(args[0], args[1]);
    type = res.getHeader("content-type") ?? type;
    void settle({ status: res.statusCode, type: type === undefined ? undefined : String(type), body: Buffer.concat(chunks).toString("utf8") })
      .catch((error: unknown) => log.error({ err: error }, "an idempotency key's answer could not be stored"))
      .finally(() => end(...args));
    return res;
  }) as Response["end"];
}

function replay(res: Response, answer: StoredAnswer): void {
  res.status(answer.response_status ?? 200).setHeader("Idempotent-Replayed", "true");
  if (answer.response_type) res.setHeader("Content-Type", answer.response_type);
  res.end(answer.response_body ?? "");
}

/**
 * The one place that honours Idempotency-Key, for GraphQL and REST alike: mounted after the body
 * parsers and before every route. Requests that only read, and requests without credentials, pass.
 */
export function idempotencyKeys(db: Queryable, graphqlEndpoint: string): RequestHandler {
  const keys = createKeyStore(db);
  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    const account = accountOf(req);
    if (key === undefined || !account || !changesThings(req, graphqlEndpoint)) return next();
    const graphql = req.path === graphqlEndpoint;
    if (!KEY_PATTERN.test(key)) {
      const error = "IDEMPOTENCY_KEY_INVALID";
      return graphql ? res.status(400).json({ errors: [{ message: error, extensions: { code: error } }] }) : res.status(400).json({ error });
    }
    // Another body under the same key is another request (the same form sent again with other values).
    const claim = { account, key, fingerprint: digest(JSON.stringify([req.method, req.path, req.body ?? null])) };
    try {
      await keys.sweep();
      const startedAt = Date.now();
      for (;;) {
        if (await keys.claim(claim)) {
          whenAnswered(res, (answer) => (succeeded(answer, graphql) ? keys.keep(claim, answer) : keys.giveBack(claim)));
          return next();
        }
        const stored = await keys.stored(claim);
        if (stored?.status === "done") return replay(res, stored);
        if (Date.now() - startedAt > WAIT_LIMIT_MS) {
          const error = "IDEMPOTENCY_KEY_IN_USE";
          return graphql ? res.status(409).json({ errors: [{ message: error, extensions: { code: error } }] }) : res.status(409).json({ error });
        }
        // Still running, or given back just now (then the next round claims it).
        if (stored) await sleep(WAIT_STEP_MS);
      }
    } catch (error) {
      return next(error);
    }
  };
}

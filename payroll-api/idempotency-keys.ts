import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Request, RequestHandler, Response } from "express";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { IDEMPOTENCY_KEY_REUSED } from "../domain/one-time-keys";
import { authenticateEmployee, authenticateUser } from "./auth/tokens";
import type { Queryable } from "./db/database";
import { log } from "./log";

// One-time keys (docs/decisions/0034-one-time-form-keys.md, 0063-what-a-one-time-key-covers.md). A
// request that changes things (a GraphQL mutation, a REST POST, PUT, PATCH or DELETE) may carry an
// Idempotency-Key. A key covers the account (by its id), a user's selected company and the operation:
// the first request with a key claims it in the database and runs; the answer it gets is stored, and
// every other request with the same key and input (a double click, a retry) gets that answer instead of
// running again. The same key with another input is refused with 422, as the IETF draft on the header
// says. Two sent at the very same moment cannot both run: the claim is one committed insert that the
// table's primary key makes unique, and the request that loses it waits for the winner's answer.

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

type Claim = { scope: string; key: string; operation: string; inputDigest: string };
type StoredAnswer = {
  status: "running" | "done";
  input_digest: string;
  response_status: number | null;
  response_type: string | null;
  response_body: string | null;
};
type Answer = { status: number; type: string | undefined; body: string };

const digest = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Whose key it is: the account by its id, whatever the e-mail's letter case or the session, and a
 * user's selected company, in which the change is made. Null without valid credentials (the request
 * is then refused as it would be without a key).
 */
async function scopeOf(db: Queryable, req: Request): Promise<string | null> {
  const userEmail = req.get("x-user-email");
  const userToken = req.get("x-user-token");
  if (userEmail && userToken) {
    const user = await authenticateUser(db, userEmail, userToken);
    return user && `user ${user.id} company ${user.selectedCompany?.companyId ?? "none"}`;
  }
  const employeeEmail = req.get("x-employee-email");
  const employeeToken = req.get("x-employee-token");
  if (employeeEmail && employeeToken) {
    const id = await authenticateEmployee(db, employeeEmail, employeeToken);
    return id === null ? null : `employee ${id}`;
  }
  return null;
}

const hasCredentials = (req: Request) =>
  Boolean((req.get("x-user-email") && req.get("x-user-token")) || (req.get("x-employee-email") && req.get("x-employee-token")));

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

/**
 * What a request that changes things does, or null for one that only reads: a GraphQL mutation's root
 * fields, a REST route's method and path. Two calls of one save (a mutation, then an upload) may share a key.
 */
function changeOf(req: Request, graphqlEndpoint: string): string | null {
  if (req.path === graphqlEndpoint) {
    const operation = req.method === "POST" ? operationOf(req.body) : undefined;
    if (operation?.operation !== "mutation") return null;
    const fields = operation.selectionSet.selections.map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : selection.kind));
    return `mutation ${fields.join(" ")}`;
  }
  return ["POST", "PUT", "PATCH", "DELETE"].includes(req.method) ? `${req.method} ${req.path}` : null;
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
  const where = "scope = $1 and key = $2 and operation = $3";
  const paramsOf = ({ scope, key, operation }: Claim) => [scope, key, operation];
  return {
    /** Claims the key for this request: true when it is this request's to run. */
    async claim(claim: Claim): Promise<boolean> {
      const rows = await db.query(
        `insert into idempotency_keys (scope, key, operation, input_digest, status) values ($1, $2, $3, $4, 'running')
         on conflict (scope, key, operation) do update set status = 'running', input_digest = excluded.input_digest, created_at = now()
           where idempotency_keys.status = 'running' and idempotency_keys.created_at < now() - interval '${ABANDONED_AFTER}'
         returning 1`,
        [...paramsOf(claim), claim.inputDigest],
      );
      return rows.length === 1;
    },
    async stored(claim: Claim): Promise<StoredAnswer | undefined> {
      const [row] = await db.query<StoredAnswer>(
        `select status, input_digest, response_status, response_type, response_body from idempotency_keys where ${where}`,
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

/** Answers a refusal in the shape of the endpoint: GraphQL's errors, or REST's error code. */
function refuse(res: Response, graphql: boolean, status: number, error: string, message: string) {
  return graphql ? res.status(status).json({ errors: [{ message, extensions: { code: error } }] }) : res.status(status).json({ error, message });
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
    const operation = changeOf(req, graphqlEndpoint);
    if (key === undefined || !hasCredentials(req) || operation === null) return next();
    const graphql = req.path === graphqlEndpoint;
    if (!KEY_PATTERN.test(key)) return refuse(res, graphql, 400, "IDEMPOTENCY_KEY_INVALID", "IDEMPOTENCY_KEY_INVALID: 8 to 128 letters, digits, - or _");
    try {
      const scope = await scopeOf(db, req);
      // Credentials that do not sign anyone in: the route refuses them as it would without a key.
      if (scope === null) return next();
      const claim = { scope, key, operation, inputDigest: digest(JSON.stringify(req.body ?? null)) };
      await keys.sweep();
      const startedAt = Date.now();
      for (;;) {
        if (await keys.claim(claim)) {
          whenAnswered(res, (answer) => (succeeded(answer, graphql) ? keys.keep(claim, answer) : keys.giveBack(claim)));
          return next();
        }
        const stored = await keys.stored(claim);
        if (stored && stored.input_digest !== claim.inputDigest) {
          return refuse(res, graphql, 422, IDEMPOTENCY_KEY_REUSED, `${IDEMPOTENCY_KEY_REUSED}: this key was sent before with another input`);
        }
        if (stored?.status === "done") return replay(res, stored);
        if (Date.now() - startedAt > WAIT_LIMIT_MS) return refuse(res, graphql, 409, "IDEMPOTENCY_KEY_IN_USE", "IDEMPOTENCY_KEY_IN_USE: still running");
        // Still running, or given back just now (then the next round claims it).
        if (stored) await sleep(WAIT_STEP_MS);
      }
    } catch (error) {
      return next(error);
    }
  };
}

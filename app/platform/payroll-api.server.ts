import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from "graphql";
import { ClientError, GraphQLClient } from "graphql-request";
import type { FailedCall } from "~/platform/error-reporting";
import { isMergeableQuery, mergeQueries, type GraphqlAnswer, type QueryCall } from "./graphql-merge.server";
import { env } from "./env.server";
import { formKeyHeaders } from "./form-key.server";
import { changeMetFault, sessionRead } from "./api-memory/api-memory.server";
import { REQUEST_ID_HEADER } from "~domain/request-id";
import { ofThisRequest, requestIdOfScope, timedApiCall } from "./request-scope.server";
import type { Credentials } from "./session.server";

/**
 * Every call to the payroll API goes through here. Failures become one ApiError with a kind the
 * screens know how to word (part 1 §8): the API is unavailable (5xx or no answer), it refused the
 * request (4xx, with the API's error code), the credentials are no longer valid (401), or unknown.
 */
export type ApiErrorKind = "unavailable" | "rejected" | "unauthorized" | "unknown";

/** One field of a refused input and why (extensions.problems of POSITION_INVALID, WORK_POST_SHEET_INVALID …), and any values its message says. */
export type ApiProblem = { field: string; code: string; [value: string]: unknown };

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly code?: string,
    readonly status?: number,
    readonly problems: ApiProblem[] = [],
    /** The seconds the API's Retry-After asks to wait (a 429 of the sign-in limits), when it says. */
    readonly retryAfterSeconds?: number,
    /** The call that failed, for error reporting; none when the portal itself found the answer wanting. */
    readonly call?: FailedCall,
  ) {
    super(`payroll API ${kind}${status ? ` ${status}` : ""}${code ? ` ${code}` : ""}`);
  }
}

/** A failure of the API itself (unavailable, or an answer it cannot read), as opposed to a refusal. */
export const isApiFault = (thrown: unknown) => thrown instanceof ApiError && (thrown.kind === "unavailable" || thrown.kind === "unknown");

/**
 * A session's read (a query, a GET): while the API fails, what the session last read of it may stand
 * in (app/platform/api-memory/api-memory.server.ts). Nothing is kept of what changes things.
 */
const keptRead = <T>(credentials: Credentials | null, what: string, read: () => Promise<T>): Promise<T> => sessionRead(credentials, what, read, isApiFault);

/** A session's change (a mutation, a POST): when the API fails it, the page around its form may show what was kept. */
const change = <T>(credentials: Credentials | null, call: () => Promise<T>): Promise<T> =>
  call().catch((thrown: unknown) => {
    if (isApiFault(thrown)) changeMetFault(credentials);
    throw thrown;
  });

/** No answer at all: the API could not be reached, or it did not answer in time. */
const networkFailure = () => new ApiError("unavailable", undefined, undefined, [], undefined, { network: true });

const apiUrl = () => {
  const url = env().PAYROLL_API_URL;
  if (!url) throw new ApiError("unavailable", "not_configured");
  return url;
};

/** The id of the request being handled, which the API writes on its log lines of the call (docs/decisions/0046). */
function requestIdHeaders(): Record<string, string> {
  const requestId = requestIdOfScope();
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {};
}

/** A REST call's route for the metrics: the path with each segment that holds a digit (an id, a week) as :id. */
const restOperation = (method: string, path: string) => `${method} ${path.replace(/\/[^/?]*\d[^/?]*/g, "/:id").replace(/\?.*$/, "")}`;

export function authHeaders(credentials: Credentials | null): Record<string, string> {
  if (!credentials) return {};
  const title = credentials.kind === "user" ? "User" : "Employee";
  return { [`X-${title}-Email`]: credentials.email, [`X-${title}-Token`]: credentials.token };
}

function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return "unauthorized";
  if (status >= 500) return "unavailable";
  if (status >= 400) return "rejected";
  return "unknown";
}

type RestOptions = { method: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; credentials?: Credentials | null; headers?: Record<string, string> };

/** Retry-After in seconds; the HTTP-date form is not one the API uses. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get("Retry-After") ?? Number.NaN);
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : undefined;
}

/** A successful answer's JSON; a body that is no JSON is "any other failure" of part 1 §8: unknown. */
async function answerOf(response: Response, method: RestOptions["method"], path: string): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (isNoAnswer(error)) throw networkFailure();
    throw new ApiError("unknown", undefined, response.status, [], undefined, { network: false, method, path, body: null });
  }
}

export function rest<T>(path: string, options: RestOptions): Promise<T> {
  const credentials = options.credentials ?? null;
  return options.method === "GET"
    ? keptRead(credentials, `GET ${path}`, () => callRest<T>(path, options))
    : change(credentials, () => callRest<T>(path, options));
}

async function callRest<T>(path: string, { method, body, credentials = null, headers = {} }: RestOptions): Promise<T> {
  let response: Response;
  try {
    response = await timedApiCall(restOperation(method, path), () =>
      fetch(new URL(path, apiUrl()), {
        method,
        headers: {
          Accept: "application/json",
          ...requestIdHeaders(),
          ...(body ? { "Content-Type": "application/json" } : {}),
          ...authHeaders(credentials),
          ...(method === "GET" ? {} : formKeyHeaders()),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(env().PAYROLL_API_TIMEOUT_MS),
      }),
    );
  } catch {
    throw networkFailure();
  }
  if (response.ok) return (response.status === 204 ? undefined : await answerOf(response, method, path)) as T;
  // A refusal field by field carries its problems in a data entry (the timesheet saves, part 2 §7).
  const payload = (await response.json().catch(() => null)) as { error?: string; data?: { problems?: ApiProblem[] } } | null;
  throw new ApiError(kindOfStatus(response.status), payload?.error, response.status, payload?.data?.problems ?? [], retryAfterOf(response), {
    network: false,
    method,
    path,
    body: payload,
  });
}

/** A raw answer of the API (binary downloads such as logos); failures to connect count as unavailable. */
export async function fetchFromApi(path: string, credentials: Credentials): Promise<Response> {
  try {
    return await timedApiCall(restOperation("GET", path), () =>
      fetch(new URL(path, apiUrl()), {
        headers: { ...authHeaders(credentials), ...requestIdHeaders() },
        signal: AbortSignal.timeout(env().PAYROLL_API_TIMEOUT_MS),
      }),
    );
  } catch {
    throw networkFailure();
  }
}

/**
 * A PDF of the API passed on as a download (invoices, work post sheets): a 404 stays a 404 and a 400
 * (an id or a week of the address the API cannot use) stays the client's 400; any other refusal is a 502.
 */
export async function pdfFromApi(path: string, credentials: Credentials): Promise<Response> {
  const answer = await fetchFromApi(path, credentials);
  if (!answer.ok) throw new Response(null, { status: answer.status === 404 || answer.status === 400 ? answer.status : 502 });
  return new Response(answer.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": answer.headers.get("Content-Disposition") ?? "attachment",
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * A GraphQL call. The queries one request makes in the same turn of the event loop with the same
 * credentials (a page's loaders: the shell's user and counts, the page's own data) go to the API as
 * one document (graphql-merge.server.ts): one round trip per page view. Mutations always go alone.
 * While the API fails, a query around a submission is answered as the session last read it (keptRead).
 */
export function graphql<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
  credentials: Credentials | null,
  /** A mutation the API limits per client (a password reset): the client address, forwarded as for sign-in. */
  { clientAddress }: { clientAddress?: string } = {},
): Promise<Result> {
  const query = queryNameOf(document);
  if (query === null) return change(credentials, () => ask(document, variables, credentials, clientAddress));
  return keptRead(credentials, `${query} ${JSON.stringify(variables)}`, () => ask(document, variables, credentials));
}

const operationOf = (document: DocumentNode) =>
  document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);

/** The operation's name, for the metrics: the portal names each of its operations (a merged query joins their names). */
const operationNameOf = (document: DocumentNode) => operationOf(document)?.name?.value ?? "anonymous";

/** The query's name (its text when it has none), or null for a mutation. */
function queryNameOf(document: DocumentNode): string | null {
  const operation = operationOf(document);
  if (operation?.operation !== "query") return null;
  return operation.name?.value ?? print(document);
}

async function ask<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
  credentials: Credentials | null,
  clientAddress?: string,
): Promise<Result> {
  const call = { document, variables };
  const queue = credentials && isMergeableQuery(document) ? queueOf(credentials) : undefined;
  const { status, answer } = await (queue ? queue.add(call) : post(call, credentials, clientAddress));
  if (answer.errors?.length) throw apiErrorOf(answer, status);
  if (!answer.data) throw new ApiError("unknown", undefined, status);
  return answer.data as Result;
}

type Posted = { status: number; answer: GraphqlAnswer };

async function post({ document, variables }: QueryCall, credentials: Credentials | null, clientAddress?: string): Promise<Posted> {
  // errorPolicy "all": a refusal's errors come back with whatever data the rest of the document got.
  // A save's form key goes with every call it makes: the API honours it for mutations only.
  const client = new GraphQLClient(new URL("/graphql", apiUrl()).toString(), {
    headers: {
      ...authHeaders(credentials),
      ...formKeyHeaders(),
      ...requestIdHeaders(),
      ...(clientAddress ? { "X-Forwarded-For": clientAddress } : {}),
    },
    signal: AbortSignal.timeout(env().PAYROLL_API_TIMEOUT_MS),
    errorPolicy: "all",
  });
  let posted: Posted;
  try {
    const { status, data, errors } = await timedApiCall(operationNameOf(document), () =>
      client.rawRequest<Record<string, unknown>>(print(document), variables),
    );
    posted = { status, answer: { data, errors } };
  } catch (error) {
    // A refusal with another status than 200 (401, 403, 422 …) still carries the API's errors.
    if (isNoAnswer(error)) throw networkFailure();
    // An answer the portal cannot read (malformed JSON, an HTML error page): the API is in trouble, and it did answer.
    if (!(error instanceof ClientError) || !error.response.errors?.length) {
      const status = error instanceof ClientError ? error.response.status : undefined;
      // A 5xx is unavailability; a successful status with a body that is no JSON is "any other failure" (part 1 §8).
      const kind = status === undefined ? "unknown" : kindOfStatus(status);
      throw new ApiError(kind, undefined, status, [], undefined, { network: false, method: "POST", path: "/graphql", body: null });
    }
    posted = { status: error.response.status, answer: { data: error.response.data as GraphqlAnswer["data"], errors: error.response.errors } };
  }
  if (posted.status >= 500) throw apiErrorOf(posted.answer, posted.status);
  return posted;
}

/** fetch's own failures: no connection (TypeError) or no answer in time (the timeout's DOMException). */
const isNoAnswer = (error: unknown) =>
  error instanceof TypeError || (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"));

type Waiting = { call: QueryCall; settle: { resolve(posted: Posted): void; reject(error: unknown): void } };

/** The request's queries waiting for the end of this turn of the event loop, per account. */
function queueOf(credentials: Credentials) {
  return ofThisRequest(`graphql-queue:${credentials.kind}:${credentials.email}:${credentials.token}`, () => {
    const waiting: Waiting[] = [];
    return {
      add: (call: QueryCall) =>
        new Promise<Posted>((resolve, reject) => {
          if (waiting.push({ call, settle: { resolve, reject } }) === 1) setImmediate(() => void send(waiting.splice(0), credentials));
        }),
    };
  });
}

async function send(calls: Waiting[], credentials: Credentials) {
  if (calls.length === 1) return settle(calls[0], () => post(calls[0].call, credentials));
  const merged = mergeQueries(calls.map((waiting) => waiting.call));
  let posted: Posted;
  try {
    posted = await post(merged, credentials);
  } catch (error) {
    for (const waiting of calls) waiting.settle.reject(error);
    return;
  }
  const parts = merged.split(posted.answer);
  calls.forEach((waiting, index) => {
    const part = parts[index];
    // Another query's failed non-null field nulls the whole answer: a query left with neither data
    // nor errors of its own asks again, alone.
    if (!part.data && !part.errors) return void settle(waiting, () => post(waiting.call, credentials));
    waiting.settle.resolve({ status: part.errors ? posted.status : 200, answer: part });
  });
}

async function settle(waiting: Waiting, call: () => Promise<Posted>) {
  try {
    waiting.settle.resolve(await call());
  } catch (error) {
    waiting.settle.reject(error);
  }
}

function apiErrorOf(answer: GraphqlAnswer, status: number): ApiError {
  const extensions = answer.errors?.[0]?.extensions as { code?: string; problems?: ApiProblem[] } | undefined;
  const code = extensions?.code;
  const call: FailedCall = { network: false, method: "POST", path: "/graphql", body: answer };
  if (code === "UNAUTHENTICATED") return new ApiError("unauthorized", code, 401, [], undefined, call);
  const problems = Array.isArray(extensions?.problems) ? extensions.problems : [];
  const kind = status >= 400 ? kindOfStatus(status) : code ? "rejected" : "unknown";
  return new ApiError(kind, code, status, problems, undefined, call);
}

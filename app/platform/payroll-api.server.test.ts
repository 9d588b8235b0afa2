import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parse } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { env, settleEnv, type Env } from "~/platform/env.server";

// The one API client maps every kind of failure to the ApiError kind a screen words (part 1 §8).
let server: Server;
// The environment before this file pointed the client at its server: files share a process (vitest.projects.ts).
let environmentBefore: Env;
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let lastHeaders: Record<string, string | string[] | undefined> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    if (answer.status === 0) return req.socket.destroy();
    res.writeHead(answer.status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  environmentBefore = env();
  settleEnv({ ...environmentBefore, PAYROLL_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  settleEnv(environmentBefore);
  await new Promise((resolve) => server.close(resolve));
});
// Each test starts with nothing that the session read before (app/platform/api-memory).
beforeEach(async () => (await import("./api-memory/api-memory.server")).forgetSession(credentials));

const client = () => import("./payroll-api.server");
const credentials = { kind: "user" as const, email: "employer@example.com", token: "secret-token" };
const document = parse("query Probe { userDashboard { unpaidInvoicesCount } }") as TypedDocumentNode<
  { userDashboard: { unpaidInvoicesCount: number } },
  Record<string, never>
>;

async function failureOf(call: () => Promise<unknown>) {
  const { ApiError } = await client();
  const error = await call().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as InstanceType<typeof ApiError>;
}

describe("rest", () => {
  it("answers the JSON body and sends the user's e-mail and token headers", async () => {
    const { rest } = await client();
    answer = { status: 200, body: { ok: true } };
    expect(await rest("/anything", { method: "GET", credentials })).toEqual({ ok: true });
    expect(lastHeaders["x-user-email"]).toBe("employer@example.com");
    expect(lastHeaders["x-user-token"]).toBe("secret-token");
  });

  it("sends the employee header pair for an employee", async () => {
    const { rest } = await client();
    answer = { status: 200, body: {} };
    await rest("/anything", { method: "GET", credentials: { ...credentials, kind: "employee" } });
    expect(lastHeaders["x-employee-token"]).toBe("secret-token");
    expect(lastHeaders["x-user-token"]).toBeUndefined();
  });

  it.each([
    [401, "unauthorized"],
    [403, "rejected"],
    [422, "rejected"],
    [499, "rejected"],
    [500, "unavailable"],
    [503, "unavailable"],
  ])("maps HTTP %i to %s, keeping the API's error code", async (status, kind) => {
    const { rest } = await client();
    answer = { status, body: { error: "some_code" } };
    const error = await failureOf(() => rest("/anything", { method: "POST", body: {} }));
    expect(error.kind).toBe(kind);
    expect(error.code).toBe("some_code");
    expect(error.status).toBe(status);
  });

  it("treats no answer at all as unavailable", async () => {
    const { rest } = await client();
    answer = { status: 0, body: null };
    expect((await failureOf(() => rest("/anything", { method: "GET" }))).kind).toBe("unavailable");
  });
});

describe("graphql", () => {
  it("answers the data of a successful operation", async () => {
    const { graphql } = await client();
    answer = { status: 200, body: { data: { userDashboard: { unpaidInvoicesCount: 3 } } } };
    expect(await graphql(document, {}, credentials)).toEqual({ userDashboard: { unpaidInvoicesCount: 3 } });
  });

  it("maps UNAUTHENTICATED to unauthorized and a coded error to rejected", async () => {
    const { graphql } = await client();
    answer = { status: 401, body: { errors: [{ message: "no", extensions: { code: "UNAUTHENTICATED" } }] } };
    expect((await failureOf(() => graphql(document, {}, credentials))).kind).toBe("unauthorized");
    answer = { status: 422, body: { errors: [{ message: "no", extensions: { code: "EMAIL_TAKEN" } }] } };
    const rejected = await failureOf(() => graphql(document, {}, credentials));
    expect([rejected.kind, rejected.code]).toEqual(["rejected", "EMAIL_TAKEN"]);
  });

  it("keeps the problems of a refused input, and none when there are none", async () => {
    const { graphql } = await client();
    const problems = [{ field: "tasksToPerform", code: "FIELD_REQUIRED" }];
    answer = { status: 422, body: { errors: [{ message: "no", extensions: { code: "WORK_POST_SHEET_INVALID", problems } }] } };
    expect((await failureOf(() => graphql(document, {}, credentials))).problems).toEqual(problems);
    answer = { status: 422, body: { errors: [{ message: "no", extensions: { code: "EMAIL_TAKEN" } }] } };
    expect((await failureOf(() => graphql(document, {}, credentials))).problems).toEqual([]);
  });

  it("treats a dropped connection as unavailable", async () => {
    const { graphql } = await client();
    answer = { status: 0, body: null };
    expect((await failureOf(() => graphql(document, {}, credentials))).kind).toBe("unavailable");
  });

  it("maps a server failure to unavailable", async () => {
    const { graphql } = await client();
    answer = { status: 502, body: { errors: [{ message: "bad gateway" }] } };
    expect((await failureOf(() => graphql(document, {}, credentials))).kind).toBe("unavailable");
  });
});

describe("the request id", () => {
  it("goes to the API with every call made for a request, REST and GraphQL, so that the API logs it", async () => {
    const { fetchFromApi, graphql, rest } = await client();
    const { runInRequestScope } = await import("./request-scope.server");
    answer = { status: 200, body: { data: { userDashboard: { unpaidInvoicesCount: 1 } } } };
    await runInRequestScope("portal-request-1", () => rest("/anything", { method: "POST", body: {} }));
    expect(lastHeaders["x-request-id"]).toBe("portal-request-1");
    await runInRequestScope("portal-request-2", () => fetchFromApi("/api/companies/1/logo", credentials));
    expect(lastHeaders["x-request-id"]).toBe("portal-request-2");
    await runInRequestScope("portal-request-3", () => graphql(document, {}, credentials));
    expect(lastHeaders["x-request-id"]).toBe("portal-request-3");
  });

  it("is not made up outside a request (a call of the server's own)", async () => {
    const { rest } = await client();
    answer = { status: 200, body: {} };
    await rest("/anything", { method: "POST", body: {} });
    expect(lastHeaders["x-request-id"]).toBeUndefined();
  });
});

describe("what a session read, while the API fails", () => {
  const mutation = parse("mutation Probe { userDashboard { unpaidInvoicesCount } }") as typeof document;
  const probed = { userDashboard: { unpaidInvoicesCount: 3 } };

  it("answers a query as the session last read it, with the same variables, for the same session only", async () => {
    const { graphql } = await client();
    answer = { status: 200, body: { data: probed } };
    await graphql(document, {}, credentials);
    answer = { status: 0, body: null };
    expect(await graphql(document, {}, credentials)).toEqual(probed);
    answer = { status: 500, body: { errors: [{ message: "down" }] } };
    expect(await graphql(document, {}, credentials)).toEqual(probed);
    const withVariables = parse("query Probe($other: Boolean) { userDashboard { unpaidInvoicesCount } }") as TypedDocumentNode<
      typeof probed,
      { other: boolean }
    >;
    expect((await failureOf(() => graphql(withVariables, { other: true }, credentials))).kind).toBe("unavailable");
    expect((await failureOf(() => graphql(document, {}, { ...credentials, token: "another-token" }))).kind).toBe("unavailable");
    expect((await failureOf(() => graphql(document, {}, null))).kind).toBe("unavailable");
  });

  it("never covers up a refusal, nor answers a mutation from what was read", async () => {
    const { graphql } = await client();
    answer = { status: 200, body: { data: probed } };
    await graphql(document, {}, credentials);
    await graphql(mutation, {}, credentials);
    answer = { status: 401, body: { errors: [{ message: "no", extensions: { code: "UNAUTHENTICATED" } }] } };
    expect((await failureOf(() => graphql(document, {}, credentials))).kind).toBe("unauthorized");
    answer = { status: 0, body: null };
    expect((await failureOf(() => graphql(mutation, {}, credentials))).kind).toBe("unavailable");
  });

  it("answers a GET as the session last read it, never another method", async () => {
    const { rest } = await client();
    answer = { status: 200, body: { week: 12 } };
    await rest("/timesheet", { method: "GET", credentials });
    await rest("/timesheet", { method: "PUT", body: {}, credentials });
    answer = { status: 503, body: { error: "down" } };
    expect(await rest("/timesheet", { method: "GET", credentials })).toEqual({ week: 12 });
    expect((await failureOf(() => rest("/timesheet", { method: "PUT", body: {}, credentials }))).kind).toBe("unavailable");
  });
});

// Every mutation of the schema and every REST route that takes a body, fed the hostile-input corpus
// (tests/support/hostile-input.ts): refusals are 4xx or GraphQL errors with a code, never a 5xx nor
// the masked "Unexpected error." of a resolver that threw. The mutations are read from the schema,
// so a new one is covered without editing this file. One fresh database for the file.
import { readFileSync } from "node:fs";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { HOSTILE_FLOATS, HOSTILE_INTS, HOSTILE_TEXTS, type HostileText } from "../tests/support/hostile-input";
import { SCHEMA_PATH } from "./graphql/yoga";
import { employeeHeaders, userHeaders, type GraphqlAnswer, useTestApi } from "./test-support";

const t = useTestApi();

const schema = buildSchema(readFileSync(SCHEMA_PATH, "utf8"));
const mutations = Object.values(schema.getMutationType()!.getFields());

/** A value of `type` whose every leaf is hostile: the corpus's text `text`, and the `round`th of the edge numbers. */
function hostileValue(type: GraphQLInputType, text: HostileText, round: number): unknown {
  if (isNonNullType(type)) return hostileValue(type.ofType, text, round);
  if (isListType(type)) return [hostileValue(type.ofType, text, round), hostileValue(type.ofType, text, round + 1)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, hostileValue(field.type, text, round)]));
  }
  if (isEnumType(type)) return type.getValues()[round % type.getValues().length].value;
  switch (type.name) {
    case "Int":
      return HOSTILE_INTS[round % HOSTILE_INTS.length];
    case "Float":
      return HOSTILE_FLOATS[round % HOSTILE_FLOATS.length];
    case "Boolean":
      return round % 2 === 0;
    default:
      // String, ID, Date, DateTime: every text of the corpus, impossible dates included.
      return text.value;
  }
}

/** The mutation as a document taking each of its arguments as a variable, asking only for __typename. */
function documentOf(mutation: GraphQLField<unknown, unknown>): string {
  const variables = mutation.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
  const args = mutation.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const selection = isLeafType(getNamedType(mutation.type)) ? "" : " { __typename }";
  return `mutation${variables ? `(${variables})` : ""} { ${mutation.name}${args ? `(${args})` : ""}${selection} }`;
}

/** What is wrong with an answer: a server error, or a resolver that threw instead of refusing. */
function serverErrorIn(answer: GraphqlAnswer): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  const masked = answer.errors?.find((error) => error.message === "Unexpected error." || error.extensions?.code === "INTERNAL_SERVER_ERROR");
  return masked ? `${masked.message} ${JSON.stringify(masked.extensions ?? {})}` : null;
}

type Caller = { name: string; headers: Record<string, string> };

/** Answers that say the caller is of the wrong kind for the mutation (a user's token on an employee's mutation, …). */
const WRONG_CALLER = new Set(["UNAUTHENTICATED", "FORBIDDEN", "NOT_ALLOWED"]);

describe("every GraphQL mutation", () => {
  it("answers every text of the corpus without a server error", async () => {
    const callers: Caller[] = [
      { name: "employer", headers: userHeaders(await t.signIn("employer@example.com")) },
      { name: "employee", headers: employeeHeaders(await t.signInEmployee("employee@example.com")) },
      { name: "back office", headers: userHeaders(await t.signIn("backoffice@example.com")) },
    ];
    const failures: string[] = [];
    const send = async (mutation: GraphQLField<unknown, unknown>, caller: Caller, text: HostileText, round: number) => {
      const variables = Object.fromEntries(mutation.args.map((arg) => [arg.name, hostileValue(arg.type, text, round)]));
      const answer = await t.graphql(documentOf(mutation), variables, caller.headers);
      const failure = serverErrorIn(answer);
      if (failure) failures.push(`${mutation.name} as ${caller.name} with ${text.name}: ${failure}`);
      return answer;
    };
    for (const mutation of mutations) {
      // The corpus goes to the first caller the mutation is meant for (employer, employee or back
      // office), known by the first answer that does not refuse the caller's kind.
      let caller = callers[0];
      for (const candidate of callers) {
        const answer = await send(mutation, candidate, HOSTILE_TEXTS[0], 0);
        caller = candidate;
        if (!WRONG_CALLER.has(String(answer.errors?.[0]?.extensions?.code))) break;
      }
      for (const [round, text] of HOSTILE_TEXTS.entries()) await send(mutation, caller, text, round);
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it("refuses variables of the wrong type with an error, not a server error", async () => {
    const headers = userHeaders(await t.signIn("employer@example.com"));
    const failures: string[] = [];
    for (const mutation of mutations.filter((m) => m.args.length > 0)) {
      for (const wrong of [{ nested: { deeper: [1, "two", null] } }, ["a", 2], 1e308, null]) {
        // Null is no wrong type for a mutation whose arguments may all be left out (discardContractDraft).
        if (wrong === null && mutation.args.every((arg) => !isNonNullType(arg.type))) continue;
        const variables = Object.fromEntries(mutation.args.map((arg) => [arg.name, wrong]));
        const answer = await t.graphql(documentOf(mutation), variables, headers);
        const failure = serverErrorIn(answer) ?? (answer.errors?.length ? null : "accepted");
        if (failure) failures.push(`${mutation.name} with ${JSON.stringify(wrong)}: ${failure}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers a body that is no GraphQL request with its errors, not a server error", async () => {
    for (const body of ["{not json", JSON.stringify({ query: 42 }), JSON.stringify({ query: "mutation { " }), JSON.stringify([1, 2])]) {
      const response = await fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body });
      expect(response.status, body).toBeLessThan(500);
      const answer = (await response.json()) as { errors?: unknown; error?: unknown };
      expect(answer.errors ?? answer.error, body).toBeTruthy();
    }
  });
});

describe("every REST route that takes a body", () => {
  it("answers every text of the corpus in every field, and bodies of the wrong shape, with a 4xx", async () => {
    const headers = userHeaders(await t.signIn("employer@example.com"));
    const timesheet = (text: HostileText, round: number) => ({
      id: text.value,
      contractId: round % 2 === 0 ? text.value : HOSTILE_INTS[round % HOSTILE_INTS.length],
      weekStart: text.value,
      final: round % 2 === 0,
      days: [{ date: text.value, hours: text.value, start: text.value, end: text.value, pause: HOSTILE_FLOATS[round % HOSTILE_FLOATS.length] }],
      comment: text.value,
    });
    const account = (kind: string, text: HostileText) => ({
      [kind]: { email: text.value, password: text.value, first_name: text.value, last_name: text.value, mobile: text.value, preferred_language: text.value },
    });
    const calls: { method: string; route: string; body: (text: HostileText, round: number) => unknown }[] = [
      { method: "POST", route: "/users/sign_in", body: (text) => account("user", text) },
      { method: "POST", route: "/employees/sign_in", body: (text) => account("employee", text) },
      { method: "POST", route: "/users", body: (text) => account("user", text) },
      { method: "POST", route: "/employees", body: (text) => account("employee", text) },
      { method: "POST", route: "/api/hours_validation/contracts", body: timesheet },
      { method: "PUT", route: "/api/hours_validation/contracts", body: timesheet },
    ];
    const failures: string[] = [];
    for (const call of calls) {
      for (const [round, text] of HOSTILE_TEXTS.entries()) {
        const answer = await t.rest(call.method, call.route, call.body(text, round), headers);
        if (answer.status >= 500) failures.push(`${call.method} ${call.route} with ${text.name}: ${answer.status}`);
      }
      for (const wrong of [[], "text", 42, { user: [] }, { user: { email: ["a"], password: { b: 1 } } }, { days: "none", contractId: {} }]) {
        const answer = await t.rest(call.method, call.route, wrong, headers);
        if (answer.status >= 500) failures.push(`${call.method} ${call.route} with ${JSON.stringify(wrong)}: ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

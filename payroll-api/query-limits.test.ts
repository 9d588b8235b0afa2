// The GraphQL endpoint's own limits (graphql/query-limits.ts, docs/decisions/0031): a document over
// them is refused before anything runs, and in production the schema is not given away.
import { QUERY_LIMITS } from "./graphql/query-limits";
import { signedInHeaders, startTestApi, type GraphqlAnswer, type TestApi } from "./test-support";

let production: TestApi;
let development: TestApi;
const as = signedInHeaders(() => production);

beforeAll(async () => {
  [production, development] = await Promise.all([startTestApi({ production: true }), startTestApi()]);
});

afterAll(async () => {
  await Promise.all([production?.close(), development?.close()]);
});

const aliased = (count: number, field: string) => `query { ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(" ")} }`;
const messagesOf = (answer: GraphqlAnswer) => (answer.errors ?? []).map((error) => error.message).join("\n");

/** Refused as a request the client got wrong: no data, a 4xx or a GraphQL error. */
function expectRefused(answer: GraphqlAnswer, message: RegExp) {
  expect(answer.data ?? null).toBeNull();
  expect(answer.status).toBeLessThan(500);
  expect(messagesOf(answer)).toMatch(message);
}

describe("the limits of one document", () => {
  it("refuses 500 aliases of a page of 100 contracts, before running any", async () => {
    const answer = await production.graphql(
      aliased(500, "contracts(line: payroll, pageSize: 100) { nodes { id } totalCount }"),
      {},
      await as("employer@example.com"),
    );
    // Its tokens are over their limit first: the parser stops there.
    expectRefused(answer, /(token|aliases) limit of \d+ exceeded/i);
  });

  it("refuses 200 aliases of introspection without a token, in development too", async () => {
    for (const api of [production, development]) expectRefused(await api.graphql(aliased(200, "__schema { types { name } }")), /aliases limit/i);
  });

  it("takes as many aliases as the limit", async () => {
    const answer = await production.graphql(aliased(QUERY_LIMITS.aliases, "user { email }"), {}, await as("employer@example.com"));
    expect(answer.errors).toBeUndefined();
    expect(Object.keys(answer.data ?? {})).toHaveLength(QUERY_LIMITS.aliases);
  });

  it("refuses a document deeper than the limit", async () => {
    // The schema has no path this deep: the depth is refused before the fields are looked up.
    const deep = `query { ${"a { ".repeat(QUERY_LIMITS.depth + 1)}b${" }".repeat(QUERY_LIMITS.depth + 1)} }`;
    expectRefused(await production.graphql(deep, {}, await as("employer@example.com")), /depth limit/i);
  });

  it("refuses more directives than the limit", async () => {
    const skips = Array.from({ length: QUERY_LIMITS.directives + 1 }, () => "@include(if: true)").join(" ");
    expectRefused(await production.graphql(`query { __typename ${skips} }`), /directives limit/i);
  });

  it("refuses more tokens than the limit, before parsing the rest", async () => {
    const fields = Array.from({ length: QUERY_LIMITS.tokens }, () => "__typename").join(" ");
    expectRefused(await production.graphql(`query { ${fields} }`), /token limit/i);
  });

  it("refuses a document that costs more than the limit", async () => {
    // 80 aliases of a page of contracts with their days, each of cost 69: within the aliases' and the tokens' limits.
    const contract =
      "contracts(line: payroll, pageSize: 100) { nodes { id startDate endDate status wageCents employee { id firstName lastName inPayrollTeam } days { date start end breakMinutes workedMinutes obstruction { id } } } totalCount }";
    expectRefused(await production.graphql(aliased(80, contract), {}, await as("employer@example.com")), /cost limit of \d+ exceeded/i);
  });
});

describe("what production gives away", () => {
  const introspection = "query { __schema { queryType { name } types { name fields { name } } } }";

  it("answers no introspection, with a token or without", async () => {
    expectRefused(await production.graphql(introspection), /introspection is disabled/i);
    expectRefused(await production.graphql(introspection, {}, await as("employer@example.com")), /introspection is disabled/i);
    expectRefused(await production.graphql('query { __type(name: "User") { name } }'), /introspection is disabled/i);
  });

  it("still answers __typename, which is no introspection", async () => {
    expect((await production.graphql("query { __typename }")).data).toEqual({ __typename: "Query" });
  });

  it("suggests no field names in its errors", async () => {
    const answer = await production.graphql("query { usr { emai } }", {}, await as("employer@example.com"));
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(messagesOf(answer)).not.toMatch(/did you mean/i);
    expect(messagesOf(answer)).not.toMatch(/"user"|"email"/);
  });

  it("is what development differs by: introspection and suggestions there, for the tools that use them", async () => {
    expect((await development.graphql(introspection)).data).toMatchObject({ __schema: { queryType: { name: "Query" } } });
    expect(messagesOf(await development.graphql("query { usr { id } }"))).toMatch(/did you mean "user/i);
  });
});

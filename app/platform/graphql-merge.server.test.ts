import { readFileSync } from "node:fs";
import { buildSchema, parse, print, validate } from "graphql";
import { isMergeableQuery, mergeQueries } from "./graphql-merge.server";
import { PositionsQueryDocument, UserQueryDocument } from "./operations.generated";

const schema = buildSchema(readFileSync("payroll-api/schema.graphql", "utf8"));

describe("mergeQueries", () => {
  const user = { document: UserQueryDocument, variables: { locale: "en", withCounts: true } };
  const positions = { document: PositionsQueryDocument, variables: { search: null, page: 2, pageSize: 25 } };

  it("makes of two queries one document the API's schema accepts, each variable under its own name", () => {
    const merged = mergeQueries([user, positions]);
    expect(validate(schema, merged.document)).toEqual([]);
    expect(merged.variables).toEqual({ q0_locale: "en", q0_withCounts: true, q1_search: null, q1_page: 2, q1_pageSize: 25 });
    expect(print(merged.document)).toMatch(/^query UserQuery_PositionsQuery\(\$q0_locale: Locale, \$q0_withCounts: Boolean!, \$q1_search/);
  });

  it("keeps two calls of the same query apart, fragments and all", () => {
    const document = parse("query Two($id: ID!) { position(id: $id) { ...Named } } fragment Named on Position { id name }");
    const merged = mergeQueries([
      { document, variables: { id: "1" } },
      { document, variables: { id: "2" } },
    ]);
    expect(validate(schema, merged.document)).toEqual([]);
    expect(print(merged.document)).toContain("q0_position: position(id: $q0_id) {\n    ...q0_Named");
    expect(print(merged.document)).toContain("q1_position: position(id: $q1_id) {\n    ...q1_Named");
  });

  it("splits the answer back: each query its own fields, and the errors of its own fields", () => {
    const merged = mergeQueries([user, positions]);
    const answers = merged.split({
      data: { q0_user: { id: "7" }, q0_userDashboard: null, q1_positions: { totalCount: 3 } },
      errors: [{ message: "FORBIDDEN", path: ["q0_userDashboard"], extensions: { code: "FORBIDDEN" } }],
    });
    expect(answers[0]).toEqual({
      data: { user: { id: "7" }, userDashboard: null },
      errors: [{ message: "FORBIDDEN", path: ["userDashboard"], extensions: { code: "FORBIDDEN" } }],
    });
    expect(answers[1]).toEqual({ data: { positions: { totalCount: 3 } } });
  });

  it("gives an error that names no field, such as a refused document, to every query", () => {
    const refused = { message: "Cannot query field", extensions: { code: "GRAPHQL_VALIDATION_FAILED" } };
    const answers = mergeQueries([user, positions]).split({ errors: [refused] });
    expect(answers).toEqual([
      { data: undefined, errors: [refused] },
      { data: undefined, errors: [refused] },
    ]);
  });
});

describe("isMergeableQuery", () => {
  it("takes a query of root fields, never a mutation or a query with a fragment at its root", () => {
    expect(isMergeableQuery(UserQueryDocument)).toBe(true);
    expect(isMergeableQuery(parse("mutation { acceptTermsAndConditions(input: {}) { status } }"))).toBe(false);
    expect(isMergeableQuery(parse("query { ...Root } fragment Root on Query { user { id } }"))).toBe(false);
  });
});

// Every operation the portal sends is within the payroll API's limits of one document
// (payroll-api/graphql/query-limits.ts), alone and merged with all the others into one document, as
// the portal merges the queries of one page view (app/platform/graphql-merge.server.ts).
import { readFileSync } from "node:fs";
import { buildSchema, parse, print, validate, type DocumentNode } from "graphql";
import { MaxTokensParserWLexer } from "@escape.tech/graphql-armor-max-tokens";
import * as operations from "~/platform/operations.generated";
import { isMergeableQuery, mergeQueries } from "~/platform/graphql-merge.server";
import { QUERY_LIMITS, queryLimitRules } from "../../payroll-api/graphql/query-limits";
import { SCHEMA_PATH } from "../../payroll-api/graphql/yoga";

const schema = buildSchema(readFileSync(SCHEMA_PATH, "utf8"));
const documents = Object.entries(operations).filter((entry): entry is [string, DocumentNode] => (entry[1] as { kind?: string }).kind === "Document");

/** What the limits say of `document`: nothing when it is within them. */
function refusalsOf(document: DocumentNode): string[] {
  try {
    new MaxTokensParserWLexer(print(document), { n: QUERY_LIMITS.tokens }).parseDocument();
    return validate(schema, document, queryLimitRules()).map((error) => error.message);
  } catch (error) {
    // The limits throw their refusal.
    return [(error as Error).message];
  }
}

describe("the portal's operations", () => {
  it("are all here", () => {
    expect(documents.length).toBeGreaterThan(80);
  });

  it.each(documents)("%s is within the API's limits", (_name, document) => {
    expect(refusalsOf(document)).toEqual([]);
  });

  it("are within them merged all into one document, more than a page view ever merges", () => {
    const mergeable = documents.filter(([, document]) => isMergeableQuery(document));
    expect(mergeable.length).toBeGreaterThan(30);
    expect(refusalsOf(mergeQueries(mergeable.map(([, document]) => ({ document, variables: {} }))).document)).toEqual([]);
  });

  it("sees a document over the limits: the check is no empty one", () => {
    const aliases = Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, index) => `a${index}: user { email }`).join(" ");
    expect(refusalsOf(parse(`query { ${aliases} }`))).toEqual([expect.stringMatching(/aliases limit/i)]);
  });
});

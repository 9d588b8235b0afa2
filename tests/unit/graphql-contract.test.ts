// payroll-api/schema.graphql is the contract between the portal and the payroll API: the portal's
// operations must be valid against it, and it (made of each area's schema part) and the types generated
// from it must be up to date.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSchema, concatAST, Kind, NoUnusedFragmentsRule, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import { generate, operationFiles as findOperationFiles, SCHEMA_FILE } from "../../scripts/codegen";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const STALE =
  "is out of date with the schema's parts (each area's .graphql in payroll-api/) and the portal's .graphql files: run `npm run codegen` and commit the result";

process.chdir(ROOT);
const operationFiles = await findOperationFiles();

/** Where two texts first differ, for the failure message. */
function firstDifference(committed: string, expected: string): string {
  const a = committed.split("\n");
  const b = expected.split("\n");
  const line = a.findIndex((text, index) => text !== b[index]);
  if (line === -1) return `the generated file has ${b.length - a.length} more line(s)`;
  return `first difference at line ${line + 1}: committed ${JSON.stringify(a[line])}, generated ${JSON.stringify(b[line] ?? "<end of file>")}`;
}

let schema: GraphQLSchema;
const documents = new Map<string, DocumentNode>();

beforeAll(() => {
  schema = buildSchema(readFileSync(path.join(ROOT, SCHEMA_FILE), "utf8"));
  for (const file of operationFiles) documents.set(file, parse(readFileSync(path.join(ROOT, file), "utf8")));
});

describe("the portal's GraphQL operations", () => {
  it("exist", () => {
    expect(operationFiles.length).toBeGreaterThan(0);
  });

  // A file may spread a fragment another file defines (the contract's fields, decision 0055): it is
  // checked with every file's fragments beside it; an unused fragment is the whole set's test, below.
  it.each(operationFiles)("%s validates against the schema", (file) => {
    const fragmentsElsewhere = [...documents]
      .filter(([other]) => other !== file)
      .flatMap(([, document]) => document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION));
    const withFragments = concatAST([documents.get(file)!, { kind: Kind.DOCUMENT, definitions: fragmentsElsewhere }]);
    const errors = validate(
      schema,
      withFragments,
      specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule),
    ).map((error) => error.message);
    expect(errors, `${file} does not match ${SCHEMA_FILE}`).toEqual([]);
  });

  it.each(operationFiles)("%s holds only named operations", (file) => {
    const definitions = documents.get(file)!.definitions;
    expect(definitions.length).toBeGreaterThan(0);
    for (const definition of definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) expect(definition.name?.value, `an unnamed operation in ${file}`).toBeTruthy();
    }
  });

  it("validate together: no two operations share a name", () => {
    const errors = validate(schema, concatAST([...documents.values()])).map((error) => error.message);
    expect(errors).toEqual([]);
  });
});

const GENERATED_FILES = [
  "app/platform/operations.generated.ts",
  "payroll-api/core/schema-types.generated.ts",
  "payroll-api/graphql/resolvers.generated.ts",
  SCHEMA_FILE,
].sort();

describe("generated files", () => {
  let generated: Record<string, string>;
  const cwd = process.cwd();

  // scripts/codegen.ts reads and names files relative to the working directory, like `npm run codegen`.
  beforeAll(async () => {
    process.chdir(ROOT);
    try {
      generated = await generate();
    } finally {
      process.chdir(cwd);
    }
  });

  it("are the whole schema, the operations, the schema's types and the resolvers", () => {
    expect(Object.keys(generated).sort()).toEqual(GENERATED_FILES);
  });

  it.each(GENERATED_FILES)("%s is current", (file) => {
    const committed = readFileSync(path.join(ROOT, file), "utf8");
    // A plain equality check: a diff of two long generated files is noise, the message says what to do.
    expect(committed === generated[file], `${file} ${STALE} (${firstDifference(committed, generated[file] ?? "")})`).toBe(true);
  });
});

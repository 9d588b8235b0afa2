import { Kind, visit, type DocumentNode, type FieldNode, type GraphQLFormattedError, type OperationDefinitionNode, type VariableDefinitionNode } from "graphql";

// The queries one page view makes together (the shell's user and counts, the page's own data) travel
// to the payroll API as one GraphQL document, which any GraphQL server answers: each query's root
// fields, variables and fragments get a prefix of their own, and the answer is split back by prefix.

export type QueryCall = { document: DocumentNode; variables: Record<string, unknown> };
export type GraphqlAnswer = { data?: Record<string, unknown> | null; errors?: readonly GraphQLFormattedError[] };

const operationsOf = (document: DocumentNode) =>
  document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);

/** One query whose root selections are all fields: what mergeQueries can prefix. Mutations are never merged. */
export function isMergeableQuery(document: DocumentNode): boolean {
  const operations = operationsOf(document);
  return operations.length === 1 && operations[0].operation === "query" && operations[0].selectionSet.selections.every((s) => s.kind === Kind.FIELD);
}

const prefixOf = (index: number) => `q${index}_`;
const renamed = <Node extends { name: { value: string } }>(node: Node, prefix: string): Node => ({
  ...node,
  name: { ...node.name, value: prefix + node.name.value },
});

export function mergeQueries(calls: readonly QueryCall[]): {
  document: DocumentNode;
  variables: Record<string, unknown>;
  split(answer: GraphqlAnswer): GraphqlAnswer[];
} {
  const variableDefinitions: VariableDefinitionNode[] = [];
  const rootFields: FieldNode[] = [];
  const fragments: DocumentNode["definitions"][number][] = [];
  const variables: Record<string, unknown> = {};
  const names: string[] = [];

  calls.forEach((call, index) => {
    const prefix = prefixOf(index);
    const document = visit(call.document, {
      Variable: (node) => renamed(node, prefix),
      FragmentDefinition: (node) => renamed(node, prefix),
      FragmentSpread: (node) => renamed(node, prefix),
    });
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) {
        fragments.push(definition);
        continue;
      }
      names.push(definition.name?.value ?? "Query");
      variableDefinitions.push(...(definition.variableDefinitions ?? []));
      for (const field of definition.selectionSet.selections as readonly FieldNode[]) {
        rootFields.push({ ...field, alias: { kind: Kind.NAME, value: prefix + (field.alias ?? field.name).value } });
      }
    }
    for (const [name, value] of Object.entries(call.variables)) variables[prefix + name] = value;
  });

  const operation: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: "query" as OperationDefinitionNode["operation"],
    name: { kind: Kind.NAME, value: names.join("_") },
    variableDefinitions,
    directives: [],
    selectionSet: { kind: Kind.SELECTION_SET, selections: rootFields },
  };

  return {
    document: { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] },
    variables,
    split(answer) {
      return calls.map((_call, index) => {
        const prefix = prefixOf(index);
        const data = answer.data
          ? Object.fromEntries(Object.entries(answer.data).flatMap(([key, value]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), value]] : [])))
          : answer.data;
        // An error with a path belongs to the query whose root field it names; one without (the whole
        // document refused) belongs to every query.
        const errors = (answer.errors ?? []).flatMap((error) => {
          const [root, ...rest] = error.path ?? [];
          if (typeof root !== "string" || !/^q\d+_/.test(root)) return [error];
          return root.startsWith(prefix) ? [{ ...error, path: [root.slice(prefix.length), ...rest] }] : [];
        });
        return errors.length > 0 ? { data, errors } : { data };
      });
    },
  };
}

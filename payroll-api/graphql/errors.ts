// The one place where a service's refusal (../core/errors.ts) becomes a GraphQL error: its code, the
// problems or the seconds to wait in extensions, and the HTTP status Yoga answers with.
import type { GraphQLError } from "graphql";
import { createGraphQLError, handleStreamOrSingleExecutionResult, type Plugin } from "graphql-yoga";
import { ApiError } from "../core/errors";

// Errors are built through Yoga, not with `new GraphQLError` from our own import of graphql: where a
// loader gives this module another copy of graphql than Yoga's (vitest resolves graphql's ESM build for
// source files, Node its CommonJS build for Yoga), Yoga's instanceof check fails and it masks the error
// as "Unexpected error." with code INTERNAL_SERVER_ERROR, losing the codes the portal relies on.
function graphqlErrorOf(located: GraphQLError): GraphQLError {
  const refusal = located.originalError;
  if (!(refusal instanceof ApiError)) return located;
  return createGraphQLError(refusal.message, {
    nodes: located.nodes,
    source: located.source,
    positions: located.positions,
    path: located.path,
    extensions: { code: refusal.code, ...refusal.details, http: { status: refusal.status } },
  });
}

/**
 * Turns the refusals of a result into GraphQL errors when execution is done, before Yoga masks what is
 * left (as "Unexpected error.", and logged: a refusal is an answer, not a fault to log).
 */
export function refusalsAsGraphqlErrors(): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: (payload) =>
        handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
          if (result.errors?.some((error) => error.originalError instanceof ApiError)) {
            setResult({ ...result, errors: result.errors.map(graphqlErrorOf) });
          }
        }),
    }),
  };
}

import type { Plugin, YogaInitialContext } from "graphql-yoga";
import { blockFieldSuggestionsPlugin } from "@escape.tech/graphql-armor-block-field-suggestions";
import { costLimitPlugin, costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin, maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin, maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesPlugin, maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import type { ASTVisitor, ValidationContext, ValidationRule } from "graphql";
import { createGraphQLError } from "graphql-yoga";

/**
 * What one GraphQL document may ask (docs/decisions/0031). The portal's heaviest document, every query
 * it may merge into one request (app/platform/graphql-merge.server.ts) merged at once, has 49 aliases,
 * a depth of 5, 1 directive, a cost of 3,841 and 1,995 tokens: each limit is above that with room
 * (the cost is graphql-armor's default), and tests/unit/api-query-limits.test.ts holds every operation
 * of the portal to them.
 */
export const QUERY_LIMITS = { aliases: 100, depth: 8, directives: 10, cost: 5_000, tokens: 5_000 } as const;

const aliases = { n: QUERY_LIMITS.aliases };
// Fragments count where they are spread, so that a fragment cannot hide depth.
const depth = { n: QUERY_LIMITS.depth, flattenFragments: true };
const directives = { n: QUERY_LIMITS.directives };
const cost = { maxCost: QUERY_LIMITS.cost, flattenFragments: true };

/** The validation rules of the limits but the tokens' (which the parser counts): what the plugins apply, for tests. */
export const queryLimitRules = (): ValidationRule[] => [maxAliasesRule(aliases), maxDepthRule(depth), maxDirectivesRule(directives), costLimitRule(cost)];

/** No __schema or __type (__typename is no introspection): the schema is in the repository, for those who build on it. */
function noIntrospection(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value !== "__schema" && node.name.value !== "__type") return;
      context.reportError(
        createGraphQLError("GraphQL introspection is disabled.", { nodes: [node], extensions: { code: "INTROSPECTION_DISABLED", http: { status: 400 } } }),
      );
    },
  };
}

/**
 * The limits, refused before anything runs, as a GraphQL error. In production, besides, no
 * introspection, and no field names suggested in an error ("Did you mean …"): a caller without the
 * schema learns nothing of it by asking.
 */
export function queryLimitPlugins({ production }: { production: boolean }): Plugin[] {
  const limits: Plugin[] = [
    maxTokensPlugin<YogaInitialContext>({ n: QUERY_LIMITS.tokens }),
    maxAliasesPlugin<YogaInitialContext>(aliases),
    maxDepthPlugin<YogaInitialContext>(depth),
    maxDirectivesPlugin<YogaInitialContext>(directives),
    costLimitPlugin<YogaInitialContext>(cost),
  ];
  if (!production) return limits;
  return [
    ...limits,
    { onValidate: ({ addValidationRule }) => addValidationRule(noIntrospection) },
    blockFieldSuggestionsPlugin<YogaInitialContext>({ mask: "" }),
  ];
}

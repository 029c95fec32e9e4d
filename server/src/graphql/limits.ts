import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import { GraphQLError, Kind, type SelectionNode, type ValidationRule } from "graphql";

/**
 * Limits on every GraphQL operation (over HTTP and from the REST adapters alike), sized from what the
 * client and the REST adapters send today with room for the features still to come (admin lists,
 * search, opportunities with their poster, uploads). docs/API.md explains each number; the test
 * tests/server/graphql-limits.test.ts runs every client and REST document through them.
 * An operation over a limit is refused before any resolver runs: a GraphQL error and HTTP 400.
 */
export const GRAPHQL_LIMITS = {
  /** Nesting of fields, fragments flattened, `__schema` introspection excluded. Today: 3. */
  maxDepth: 10,
  /** Aliases in one operation. REST adapters alias snake_case keys: 16 today (a user). */
  maxAliases: 60,
  /**
   * graphql-armor's cost: 2 per object, 1 per scalar, children weighted 1.5 per level, and a list
   * field's cost multiplied by its `first`/`last` argument. Today at most 62; a page of 100
   * opportunities with their poster costs about 8,500, so two such lists fit in one operation.
   */
  maxCost: 20_000,
  /** Directives in one operation (@include/@skip). Today: 0. */
  maxDirectives: 20,
  /** Lexical tokens in one document (what parsing costs). Today at most 81; introspection 183. */
  maxTokens: 2_000,
  /** Root fields of one mutation (fragments included): the client sends one; each may write. */
  maxMutationFields: 5,
} as const;

/** At most `max` root fields in a mutation (fragments counted), so one request cannot fan out into many writes. */
export function maxMutationFieldsRule(max: number): ValidationRule {
  return (context) => {
    const countFields = (selections: readonly SelectionNode[], seen: Set<string>): number =>
      selections.reduce((n, s) => {
        if (s.kind === Kind.FIELD) return n + 1;
        if (s.kind === Kind.INLINE_FRAGMENT)
          return n + countFields(s.selectionSet.selections, seen);
        if (seen.has(s.name.value)) return n;
        seen.add(s.name.value);
        const fragment = context.getFragment(s.name.value);
        return n + (fragment ? countFields(fragment.selectionSet.selections, seen) : 0);
      }, 0);
    return {
      OperationDefinition(node) {
        if (node.operation !== "mutation") return;
        const count = countFields(node.selectionSet.selections, new Set());
        if (count > max) {
          context.reportError(
            new GraphQLError(`A mutation may run at most ${max} fields; this one has ${count}.`, {
              nodes: [node],
            }),
          );
        }
      },
    };
  };
}

/** Apollo Server options that apply the limits. */
export function graphqlLimits({ production }: { production: boolean }) {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: {
      maxCost: GRAPHQL_LIMITS.maxCost,
      ignoreIntrospection: true,
      flattenFragments: true,
    },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // Tokens are limited by graphql-js's own parser option below (a parse error, HTTP 400).
    maxTokens: { enabled: false },
    // "Did you mean ...?" helps developers; production does not hand out the schema that way.
    blockFieldSuggestion: { enabled: production },
  }).protect();
  return {
    // graphql-armor is typed against @apollo/server's CommonJS declarations and we import its ESM
    // ones: the same plugin shape, two declarations. Only the field-suggestion plugin comes from it.
    plugins: armor.plugins as unknown as ApolloServerPlugin<BaseContext>[],
    validationRules: [
      ...armor.validationRules,
      maxMutationFieldsRule(GRAPHQL_LIMITS.maxMutationFields),
    ],
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
  };
}

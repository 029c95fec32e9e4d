import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import {
  getNamedType,
  getVariableValues,
  GraphQLError,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
  valueFromAST,
} from "graphql";

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
  /** Aliases in one operation, every one (`__typename` and nested ones too). REST: 16 for a user. */
  maxAliases: 60,
  /**
   * 2 per object, 1 per scalar, children weighted 1.5 per level, and a list field's cost multiplied
   * by its page size: `first`/`last` as the request gives it (literal, variable or the variable's
   * default) or else the argument's default; a paged field inside another (a search's `related`)
   * is multiplied by its own page only. The largest documented call is REST smart search with
   * places at its largest page (1,000 members, a full user each, and 10 related): about 79,000.
   */
  maxCost: 100_000,
  /** Directives in one operation (@include/@skip). Today: 0. */
  maxDirectives: 20,
  /** Lexical tokens in one document (what parsing costs). Today at most 81; introspection 183. */
  maxTokens: 2_000,
  /** Root fields of one mutation (fragments included): the client sends one; each may write. */
  maxMutationFields: 5,
} as const;

type Fragments = (name: string) => FragmentDefinitionNode | undefined;

/**
 * The root fields an operation runs, aliases and fragments included (a fragment spread twice runs
 * its fields once). For a mutation, each may write: this is what the mutation limits count.
 */
export function rootFieldCount(operation: OperationDefinitionNode, fragments: Fragments): number {
  const seen = new Set<string>();
  const count = (set: SelectionSetNode): number =>
    set.selections.reduce((n, s) => {
      if (s.kind === Kind.FIELD) return n + 1;
      if (s.kind === Kind.INLINE_FRAGMENT) return n + count(s.selectionSet);
      if (seen.has(s.name.value)) return n;
      seen.add(s.name.value);
      const fragment = fragments(s.name.value);
      return n + (fragment ? count(fragment.selectionSet) : 0);
    }, 0);
  return count(operation.selectionSet);
}

/** A document's fragments by name. */
export const fragmentsOf =
  (document: DocumentNode): Fragments =>
  (name) =>
    document.definitions.find(
      (d): d is FragmentDefinitionNode =>
        d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name,
    );

/** At most `max` root fields in a mutation (fragments counted), so one request cannot fan out into many writes. */
export function maxMutationFieldsRule(max: number): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      if (node.operation !== "mutation") return;
      const count = rootFieldCount(node, (name) => context.getFragment(name) ?? undefined);
      if (count > max) {
        context.reportError(
          new GraphQLError(`A mutation may run at most ${max} fields; this one has ${count}.`, {
            nodes: [node],
          }),
        );
      }
    },
  });
}

const COST = { object: 2, scalar: 1, perLevel: 1.5 } as const;

/**
 * A selection's cost in two parts: `scaled`, multiplied by the page of the paged field around it,
 * and `fixed`, the cost of paged fields inside it, which their own page already multiplied (a
 * search's `related(first: 10)` costs 10 members however many results its page holds).
 */
interface Cost {
  scaled: number;
  fixed: number;
}

/**
 * What an operation costs with these variables (coerced, defaults applied): see
 * GRAPHQL_LIMITS.maxCost. Fragments are flattened into the selection that spreads them; the
 * `__schema` introspection field is free (its size is fixed).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  const fragments = fragmentsOf(document);
  const fragmentCosts = new Map<string, Cost>();

  const fieldOf = (parent: GraphQLNamedType | undefined, name: string) =>
    parent && (isObjectType(parent) || isInterfaceType(parent))
      ? parent.getFields()[name]
      : undefined;

  /** The page a list field returns: its `first`/`last` argument, given or defaulted; else 1. */
  const pageSize = (field: GraphQLField<unknown, unknown> | undefined, node: FieldNode) => {
    let size = 1;
    for (const arg of field?.args ?? []) {
      if (arg.name !== "first" && arg.name !== "last") continue;
      const given = node.arguments?.find((a) => a.name.value === arg.name);
      // An invalid value is undefined here: execution refuses it before any resolver runs.
      const value = given ? valueFromAST(given.value, arg.type, variables) : arg.defaultValue;
      if (typeof value === "number" && Number.isFinite(value)) size = Math.max(size, value);
    }
    return size;
  };

  const add = (a: Cost, b: Cost, weight: number): Cost => ({
    scaled: a.scaled + weight * b.scaled,
    fixed: a.fixed + weight * b.fixed,
  });

  const selectionCost = (
    set: SelectionSetNode,
    parent: GraphQLNamedType | undefined,
    weight: number,
  ): Cost =>
    set.selections.reduce<Cost>(
      (sum, s) => {
        if (s.kind === Kind.FIELD) return add(sum, fieldCost(s, parent), weight);
        if (s.kind === Kind.INLINE_FRAGMENT) {
          const type = s.typeCondition ? schema.getType(s.typeCondition.name.value) : parent;
          return add(sum, selectionCost(s.selectionSet, type, weight), 1);
        }
        const name = s.name.value;
        if (!fragmentCosts.has(name)) {
          const fragment = fragments(name);
          // validation refuses cycles; this only guards the recursion
          fragmentCosts.set(name, { scaled: 0, fixed: 0 });
          fragmentCosts.set(
            name,
            fragment
              ? selectionCost(
                  fragment.selectionSet,
                  schema.getType(fragment.typeCondition.name.value),
                  1,
                )
              : { scaled: 0, fixed: 0 },
          );
        }
        return add(sum, fragmentCosts.get(name)!, weight);
      },
      { scaled: 0, fixed: 0 },
    );

  const fieldCost = (node: FieldNode, parent: GraphQLNamedType | undefined): Cost => {
    if (node.name.value === "__schema") return { scaled: 0, fixed: 0 };
    if (!node.selectionSet) return { scaled: COST.scalar, fixed: 0 };
    const field = fieldOf(parent, node.name.value);
    const type = field ? getNamedType(field.type) : undefined;
    const inner = selectionCost(node.selectionSet, type, COST.perLevel);
    const paged = field?.args.some((a) => a.name === "first" || a.name === "last");
    if (!paged) return { scaled: COST.object + inner.scaled, fixed: inner.fixed };
    return { scaled: 0, fixed: (COST.object + inner.scaled) * pageSize(field, node) + inner.fixed };
  };

  const total = selectionCost(
    operation.selectionSet,
    schema.getRootType(operation.operation) ?? undefined,
    1,
  );
  return total.scaled + total.fixed;
}

/**
 * Refuses an operation over GRAPHQL_LIMITS.maxCost once its variables are known (a validation rule
 * sees only the document, so `first: $n` would cost as 1): GRAPHQL_VALIDATION_FAILED, HTTP 400,
 * before any resolver runs. Invalid variables are left to execution, which refuses them.
 */
export function costLimitPlugin(maxCost: number): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const coerced = getVariableValues(
            schema,
            operation.variableDefinitions ?? [],
            request.variables ?? {},
          );
          if (coerced.errors) return;
          const cost = Math.round(operationCost(schema, document, operation, coerced.coerced));
          if (cost > maxCost) {
            throw new GraphQLError(`Query Cost limit of ${maxCost} exceeded, found ${cost}.`, {
              extensions: { code: "GRAPHQL_VALIDATION_FAILED", http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/** Apollo Server options that apply the limits. */
export function graphqlLimits({ production }: { production: boolean }) {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    // Every alias counts: graphql-armor lets `__typename` aliases through by default.
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, allowList: [] },
    // Cost needs the variables: costLimitPlugin below, after the operation is resolved.
    costLimit: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // Tokens are limited by graphql-js's own parser option below (a parse error, HTTP 400).
    maxTokens: { enabled: false },
    // "Did you mean ...?" helps developers; production does not hand out the schema that way.
    blockFieldSuggestion: { enabled: production },
  }).protect();
  return {
    // graphql-armor is typed against @apollo/server's CommonJS declarations and we import its ESM
    // ones: the same plugin shape, two declarations. Only the field-suggestion plugin comes from it.
    plugins: [
      ...(armor.plugins as unknown as ApolloServerPlugin<BaseContext>[]),
      costLimitPlugin(GRAPHQL_LIMITS.maxCost),
    ],
    validationRules: [
      ...armor.validationRules,
      maxMutationFieldsRule(GRAPHQL_LIMITS.maxMutationFields),
    ],
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
  };
}

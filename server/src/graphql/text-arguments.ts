import {
  defaultFieldResolver,
  getNamedType,
  isInputObjectType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import { stripControlCharacters } from "#common/text";

/**
 * Every text argument of the schema loses its control characters before any resolver sees it
 * (common/text.ts: NUL and the other C0/C1 controls, bidi overrides and isolates; tab and line breaks
 * stay). One place for every field: REST paths run GraphQL operations on this schema in-process, so
 * they are covered too. Searched text is then what it would be without them (so `%00` in a filter is
 * no longer a 500 from PostgreSQL), and stored text never holds them; a text that was nothing else
 * is then empty and meets the field's own rule ("Title is required").
 *
 * The wrapping happens once, at schema build, and only on fields that take text (String or ID, at
 * any depth of an input object); fields without text arguments keep their resolver untouched.
 */
export function stripControlCharactersFromArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some(takesText)) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (root, args, context, info) =>
        resolve(root, withoutControlCharacters(args), context, info);
    }
  }
  return schema;
}

const takesText = (arg: GraphQLArgument) => holdsText(arg.type, new Set());

function holdsText(type: GraphQLInputType, seen: Set<string>): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === "String" || named.name === "ID";
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((f) => holdsText(f.type, seen));
}

/**
 * Coerced argument values without control characters: strings stripped, lists and input objects (plain objects) walked; other
 * values (numbers, enums, an Upload's promise, dates) are left as they are.
 */
function withoutControlCharacters<T>(value: T): T {
  if (typeof value === "string") return stripControlCharacters(value) as T;
  if (Array.isArray(value)) return value.map(withoutControlCharacters) as T;
  if (value !== null && typeof value === "object") {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return value;
    const copy = Object.create(proto) as Record<string, unknown>;
    for (const [key, inner] of Object.entries(value)) copy[key] = withoutControlCharacters(inner);
    return copy as T;
  }
  return value;
}

import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  specifiedDirectives,
  type GraphQLArgument,
  type GraphQLSchema,
} from "graphql";
import { describe, expect, it } from "vitest";
import { buildAppSchema } from "../../server/src/graphql/schema.js";

/** The shortest text that can say more than a name ("Null for never." is 15). */
const MIN_LENGTH = 12;
const PLACEHOLDERS = /^(todo|tbd|fixme|description|n\/?a|none|\.+|-+)\b/i;

/** "fullName", "full_name", "Full name." -> "fullname": a description that only repeats its name. */
const bare = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Why a description would not help a script author, or null when it is a real description. */
function weakness(name: string, description: string | null | undefined): string | null {
  const text = (description ?? "").trim();
  if (!text) return "no description";
  if (text.length < MIN_LENGTH) return `too short: "${text}"`;
  if (bare(text) === bare(name)) return `only repeats the name: "${text}"`;
  if (PLACEHOLDERS.test(text)) return `a placeholder: "${text}"`;
  return null;
}

/**
 * Every described element of the schema by coordinate (`User.email`, `Query.search(first:)`,
 * `Role.ADMIN`, `@auth(requires:)`), with what is wrong with its description. Built-in scalars and
 * directives are the GraphQL spec's and left out; scalars and directives we add are not.
 */
function undescribed(schema: GraphQLSchema): string[] {
  const problems: string[] = [];
  const check = (coordinate: string, name: string, description?: string | null) => {
    const why = weakness(name, description);
    if (why) problems.push(`${coordinate}: ${why}`);
  };
  const checkArgs = (owner: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) check(`${owner}(${arg.name}:)`, arg.name, arg.description);
  };

  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (isScalarType(type) && isSpecifiedScalarType(type)) continue;
    check(type.name, type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        check(coordinate, field.name, field.description);
        checkArgs(coordinate, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.name, field.description);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        check(`${type.name}.${value.name}`, value.name, value.description);
      }
    }
  }
  const builtIn = new Set(specifiedDirectives.map((d) => d.name));
  for (const directive of schema.getDirectives()) {
    if (builtIn.has(directive.name)) continue;
    check(`@${directive.name}`, directive.name, directive.description);
    checkArgs(`@${directive.name}`, directive.args);
  }
  return problems.sort();
}

describe("schema descriptions", () => {
  it("describes every type, field, argument, enum value, input field and directive the server serves", async () => {
    const problems = undescribed(await buildAppSchema());
    expect(problems, `undescribed schema elements:\n${problems.join("\n")}`).toEqual([]);
  });

  it("names each missing or placeholder description by its coordinate", () => {
    const schema = buildSchema(/* GraphQL */ `
      "The role a caller needs, checked on the server for every field."
      directive @auth(requires: String) on FIELD_DEFINITION
      "What a script can ask, one field per question."
      type Query {
        "Members whose name contains the text, a page at a time."
        search("Members per page, from 1 to 100." first: Int, after: String): [Member!]!
        "TODO: describe this one"
        member(id: ID!): Member
      }
      type Member {
        "Full name."
        fullName: String!
        "The member's roll number, upper-cased; null when none is set."
        rollNumber: String
        "Phone Number"
        phoneNumber: String
      }
      "Which members to list: every one, or the pending or verified ones only."
      enum Status {
        "Every member."
        ALL
        PENDING
      }
      "A filter of the member list, every field optional."
      input Filter {
        status: Status
      }
      scalar Upload
    `);
    expect(undescribed(schema)).toEqual([
      "@auth(requires:): no description",
      "Filter.status: no description",
      'Member.fullName: too short: "Full name."',
      'Member.phoneNumber: only repeats the name: "Phone Number"',
      "Member: no description",
      "Query.member(id:): no description",
      'Query.member: a placeholder: "TODO: describe this one"',
      "Query.search(after:): no description",
      "Status.PENDING: no description",
      "Upload: no description",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { releaseFingerprint, schemaGuardProblems } from "../../scripts/schema-changes.js";

const released = /* GraphQL */ `
  type Query {
    member(id: ID!): Member
    members(first: Int): [Member!]!
  }
  type Member {
    id: ID!
    fullName: String!
    trade: String
  }
`;
const logFor = (schema: string) =>
  `## Releases\n\n### 2026-11-23 (fingerprint ${releaseFingerprint(schema)})\n`;

describe("breaking-change guard", () => {
  it("accepts additions: a new field, a new optional argument, a new type", async () => {
    const current = released
      .replace("trade: String", "trade: String\n    batchYear: Int")
      .replace("members(first: Int)", "members(first: Int, after: String)")
      .concat("\n  type Extra { id: ID! }\n");
    expect(await schemaGuardProblems(released, current, logFor(released))).toEqual([]);
  });

  it("refuses a removed field, a new required argument and a changed type, naming each", async () => {
    const current = released
      .replace("trade: String", "")
      .replace("members(first: Int)", "members(first: Int, batch: Int!)")
      .replace("fullName: String!", "fullName: Int!");
    const [problem, ...rest] = await schemaGuardProblems(released, current, logFor(released));
    expect(rest).toEqual([]);
    expect(problem).toContain("Field 'trade' was removed from object type 'Member'");
    expect(problem).toContain("Argument 'batch: Int!' added to field 'Query.members'");
    expect(problem).toContain("'Member.fullName' changed type");
    expect(problem).toContain("npm run schema:release");
  });

  it("refuses a released copy that was edited by hand instead of released", async () => {
    const edited = released.replace("trade: String", "");
    const problems = await schemaGuardProblems(edited, edited, logFor(released));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/not recorded in docs\/SCHEMA_CHANGES.md/);
  });
});

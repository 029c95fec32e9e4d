// The breaking-change guard: the schema scripts rely on (`schema.released.graphql`) against the
// schema the server prints now. `npm run drift` fails on a breaking change until it is recorded in
// docs/SCHEMA_CHANGES.md and the released copy is updated on purpose with `npm run schema:release`.
import { createHash } from "node:crypto";
import { CriticalityLevel, diff, type Change } from "@graphql-inspector/core";
import { buildSchema } from "graphql";

export const RELEASED_SCHEMA = "schema.released.graphql";
export const CHANGE_LOG = "docs/SCHEMA_CHANGES.md";

export interface SchemaChanges {
  breaking: Change[];
  dangerous: Change[];
  safe: Change[];
}

/** What changed from the released schema to the current one, by criticality. */
export async function schemaChanges(released: string, current: string): Promise<SchemaChanges> {
  const changes = await diff(buildSchema(released), buildSchema(current));
  const of = (level: CriticalityLevel) => changes.filter((c) => c.criticality.level === level);
  return {
    breaking: of(CriticalityLevel.Breaking),
    dangerous: of(CriticalityLevel.Dangerous),
    safe: of(CriticalityLevel.NonBreaking),
  };
}

/** The fingerprint the change log records for each release of the schema. */
export const releaseFingerprint = (released: string) =>
  createHash("sha256").update(released).digest("hex").slice(0, 16);

/**
 * Problems that should fail the build: breaking changes not yet released, or a released copy whose
 * fingerprint is missing from the change log (edited by hand instead of released on purpose).
 */
export async function schemaGuardProblems(
  released: string,
  current: string,
  changeLog: string,
): Promise<string[]> {
  const problems: string[] = [];
  if (!changeLog.includes(releaseFingerprint(released))) {
    problems.push(
      `${RELEASED_SCHEMA} is not recorded in ${CHANGE_LOG} (fingerprint ${releaseFingerprint(released)}): update it only with \`npm run schema:release\``,
    );
  }
  const { breaking } = await schemaChanges(released, current);
  if (breaking.length) {
    problems.push(
      `breaking schema changes against ${RELEASED_SCHEMA} (scripts written against it would break):\n` +
        breaking.map((c) => `    - ${c.message}`).join("\n") +
        `\n  Deprecate with @deprecated(reason:) instead, or record the change in ${CHANGE_LOG} and run \`npm run schema:release -- --breaking\`.`,
    );
  }
  return problems;
}

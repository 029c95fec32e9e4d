// `npm run schema:release`: makes schema.graphql the released schema that the breaking-change guard
// compares against, and appends a dated entry with its fingerprint to docs/SCHEMA_CHANGES.md.
// A release that breaks the previous one needs `-- --breaking` and a note written in the change log
// under "## Unreleased" first, so a breaking change is always a decision with a record.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import {
  CHANGE_LOG,
  RELEASED_SCHEMA,
  releaseFingerprint,
  schemaChanges,
} from "./schema-changes.js";

const current = readFileSync("schema.graphql", "utf8");
const released = existsSync(RELEASED_SCHEMA) ? readFileSync(RELEASED_SCHEMA, "utf8") : null;
const log = readFileSync(CHANGE_LOG, "utf8");

if (released === current) {
  console.log(`${RELEASED_SCHEMA} already matches schema.graphql: nothing to release`);
  process.exit(0);
}
const [head, rest = ""] = log.split(/^## Unreleased$/m);
const [unreleasedText, releases = ""] = rest.split(/^## Releases$/m);
const notes = unreleasedText.trim();

const changes = released ? await schemaChanges(released, current) : null;
if (changes?.breaking.length && (!process.argv.includes("--breaking") || !notes)) {
  console.error(
    "This release breaks the previous schema:\n" +
      changes.breaking.map((c) => `  - ${c.message}`).join("\n") +
      `\nDescribe it under "## Unreleased" in ${CHANGE_LOG}, then run \`npm run schema:release -- --breaking\`.`,
  );
  process.exit(1);
}
const listed = changes
  ? [...changes.breaking, ...changes.dangerous, ...changes.safe].map((c) => `- ${c.message}`)
  : ["- First released schema."];
const entry =
  `### ${new Date().toISOString().slice(0, 10)} (fingerprint ${releaseFingerprint(current)})\n\n` +
  (notes ? `${notes}\n\n` : "") +
  (listed.length ? listed.join("\n") : "- No changes to the schema.") +
  "\n";
writeFileSync(RELEASED_SCHEMA, current);
writeFileSync(
  CHANGE_LOG,
  `${head.trimEnd()}\n\n## Unreleased\n\n## Releases\n\n${entry}${releases.trim() ? `\n${releases.trim()}\n` : ""}`,
);
console.log(`released schema.graphql as ${RELEASED_SCHEMA}; recorded in ${CHANGE_LOG}`);

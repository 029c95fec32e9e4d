// Drift checks run by `npm test`: schema.graphql matches the server's schema, the generated client
// code matches schema.graphql + the .graphql operations, the REST adapters' GraphQL documents are
// valid against the schema, the entities match the migrations, and nothing breaks the released schema.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildAppSchema } from "../server/src/graphql/schema.js";
import { restRouteTables } from "../server/src/http/routes.js";
import { printServerSchema } from "./print-schema.js";
import { entityMigrationDrift } from "./migration-drift.js";
import { restDocumentErrors } from "./rest-documents.js";
import { CHANGE_LOG, RELEASED_SCHEMA, schemaGuardProblems } from "./schema-changes.js";

let failed = false;
const fail = (msg: string) => {
  failed = true;
  console.error(`✗ ${msg}`);
};

// 1. schema.graphql
const printed = await printServerSchema();
if (readFileSync("schema.graphql", "utf8") !== printed) {
  fail("schema.graphql is stale: run `npm run schema` and commit it");
} else console.log("✓ schema.graphql matches the server's schema");

// 2. generated client code
const tmp = mkdtempSync(path.join(tmpdir(), "codegen-"));
try {
  cpSync("client/src/gql", path.join(tmp, "before"), { recursive: true });
  execFileSync("npx", ["graphql-codegen", "--config", "codegen.ts", "--silent"], {
    stdio: "inherit",
  });
  // The generated files, a feature's own folder (client/src/gql/<feature>/) included.
  const files = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  const before = files(path.join(tmp, "before"));
  const after = files("client/src/gql");
  const stale =
    before.join() !== after.join() ||
    after.some(
      (f) =>
        readFileSync(path.join("client/src/gql", f), "utf8") !==
        readFileSync(path.join(tmp, "before", f), "utf8"),
    );
  if (stale) fail("client/src/gql is stale: run `npm run codegen` and commit it");
  else console.log("✓ client/src/gql matches schema.graphql and the operations");
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

// 3. the REST adapters' GraphQL documents
const restProblems = restDocumentErrors(await buildAppSchema(), restRouteTables);
if (restProblems.length) {
  fail(
    "REST adapters run invalid GraphQL documents:\n" +
      restProblems.map((p) => "    " + p).join("\n"),
  );
} else console.log("✓ the REST adapters' GraphQL documents are valid");

// 4. entities vs migrations
const pending = await entityMigrationDrift();
if (pending.length) {
  fail(
    "entities and migrations disagree; a migration should contain:\n" +
      pending.map((q) => "    " + q).join("\n"),
  );
} else console.log("✓ entities match the migrations");

// 5. breaking changes against the released schema
const guard = await schemaGuardProblems(
  readFileSync(RELEASED_SCHEMA, "utf8"),
  printed,
  readFileSync(CHANGE_LOG, "utf8"),
);
if (guard.length) guard.forEach(fail);
else console.log(`✓ no breaking change against ${RELEASED_SCHEMA}`);

process.exit(failed ? 1 : 0);

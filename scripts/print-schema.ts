// `npm run schema`: prints the server's schema, with its applied directives, to schema.graphql.
import { writeFileSync } from "node:fs";
import { printSchemaWithDirectives } from "@graphql-tools/utils";
import { lexicographicSortSchema } from "graphql";
import { buildAppSchema } from "../server/src/graphql/schema.js";

export async function printServerSchema(): Promise<string> {
  const schema = lexicographicSortSchema(await buildAppSchema());
  return printSchemaWithDirectives(schema) + "\n";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync("schema.graphql", await printServerSchema());
  console.log("wrote schema.graphql");
}

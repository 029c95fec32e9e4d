import type { TestProject } from "vitest/node";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { provideTestDatabase } from "../support/test-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** One test database for the run, migrated once; each test file starts its own app on it. */
export default async function setup(project: TestProject) {
  const database = await provideTestDatabase();
  console.log(`server tests: database = ${database.kind}`);
  const ds = createDataSource({ url: database.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  project.provide("databaseUrl", database.url);
  return () => database.stop();
}

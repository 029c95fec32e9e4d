import type { TestProject } from "vitest/node";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** One migrated database per worker (VITEST_POOL_ID 1, 2, ...); see sharedDatabaseUrl(). */
    databaseUrls: string[];
  }
}

/**
 * One test database per worker for the run, migrated once; each test file starts its own app on
 * its worker's database. Files of one worker run one after another, as before; two workers never
 * share one (a file that counts members or empties a table sees only its own worker's files).
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(
    1,
    Number(project.config.maxWorkers || project.vitest.config.maxWorkers) || 1,
  );
  const databases: TestDatabase[] = [];
  for (let i = 1; i <= workers; i++) {
    const database = await provideTestDatabase(i === 1 ? "" : `_w${i}`);
    const ds = createDataSource({ url: database.url, poolSize: 2 });
    await ds.initialize();
    await migrate(ds);
    await ds.destroy();
    databases.push(database);
  }
  console.log(`server tests: databases = ${databases.map((d) => d.kind).join(", ")}`);
  project.provide(
    "databaseUrls",
    databases.map((d) => d.url),
  );
  return async () => {
    for (const d of databases) await d.stop();
  };
}

import { createDataSource } from "../server/src/db/data-source.js";
import { startEmbeddedDatabase } from "../server/src/db/embedded.js";

/** Runs every migration on a fresh in-memory PostgreSQL and returns what TypeORM would still change. */
export async function entityMigrationDrift(): Promise<string[]> {
  const db = await startEmbeddedDatabase(undefined, 4);
  const ds = createDataSource({ url: db.url, poolSize: 2 });
  try {
    await ds.initialize();
    await ds.runMigrations();
    const log = await ds.driver.createSchemaBuilder().log();
    return log.upQueries.map((q) => q.query);
  } finally {
    await ds.destroy();
    await db.stop();
  }
}

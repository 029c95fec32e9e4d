import { MigrationExecutor, type DataSource } from "typeorm";
import { syncPlaceVersion } from "../modules/search/place-versions.js";
import { syncSearchRoles } from "../modules/search/role-facets.js";

/** Any constant: the advisory lock every app copy takes to migrate. */
const MIGRATION_LOCK = 7_326_141_001;

/**
 * Applies pending migrations under a PostgreSQL advisory lock on one connection, so several app copies
 * starting at the same moment against one database apply each migration once: the first migrates,
 * the others wait, then find nothing left to do. Then, under the same lock, brings data derived
 * from code up to date: the search roles (modules/search/role-facets.ts) and which members' places
 * to read again (modules/search/place-versions.ts). Returns the names of the
 * migrations applied by this call.
 */
export async function migrate(db: DataSource): Promise<string[]> {
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SELECT pg_advisory_lock($1)`, [MIGRATION_LOCK]);
    try {
      // The same connection runs the migrations: a pool of one cannot deadlock on the lock holder.
      const executor = new MigrationExecutor(db, runner);
      executor.transaction = "each";
      const applied = await executor.executePendingMigrations();
      await syncSearchRoles(runner);
      await syncPlaceVersion(runner);
      return applied.map((m) => m.name);
    } finally {
      await runner.query(`SELECT pg_advisory_unlock($1)`, [MIGRATION_LOCK]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Migrates a data source that will then serve requests. A migration may set a parameter for the
 * whole database (`ALTER DATABASE ... SET pg_trgm.word_similarity_threshold`, migration
 * 1764300000000), which only sessions opened afterwards read: when anything was applied, the pool is
 * opened anew, so no connection serves with the defaults of before. Returns what `migrate` returns.
 */
export async function migrateForServing(db: DataSource): Promise<string[]> {
  const applied = await migrate(db);
  if (applied.length) {
    await db.destroy();
    await db.initialize();
  }
  return applied;
}

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrateForServing } from "../../server/src/db/migrate.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// A fresh database of its own: the first start of a server migrates it on its serving pool.
let database: TestDatabase;
beforeAll(async () => {
  database = await provideTestDatabase("_first_start");
  // As new: without the setting an earlier run's migrations gave the database.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(`DO $$ BEGIN
    EXECUTE format('ALTER DATABASE %I RESET pg_trgm.word_similarity_threshold', current_database());
  END $$`);
  await client.end();
});
afterAll(async () => {
  await database?.stop();
});

describe("a server's first start", () => {
  it("serves with the settings its migrations gave the database (near-spellings' threshold)", async () => {
    // One connection, so the one that migrated would be the one that serves.
    const db = createDataSource({ url: database.url, poolSize: 1 });
    await db.initialize();
    try {
      expect((await migrateForServing(db)).length).toBeGreaterThan(0);
      const [{ threshold }] = await db.query(
        "SELECT current_setting('pg_trgm.word_similarity_threshold') AS threshold",
      );
      expect(threshold).toBe("0.4");
      // A second start finds nothing to apply and keeps its pool.
      expect(await migrateForServing(db)).toEqual([]);
      expect(db.isInitialized).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});

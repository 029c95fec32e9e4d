import type { Pool } from "pg";
import type { DataSource, EntityManager } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";

/**
 * Runs SQL and returns its rows. TypeORM answers `[rows, affectedCount]` for UPDATE and DELETE on
 * PostgreSQL and plain rows otherwise; this evens that out for `... RETURNING` statements.
 */
export async function sql<T>(
  db: DataSource | EntityManager,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const result = await db.query(text, params);
  return (/^\s*(update|delete)\b/i.test(text) ? result[0] : result) as T[];
}

/**
 * Runs one read straight through the pg pool and returns its rows: no query runner, no ORM (the hot
 * paths of signed-in pages, docs/PERFORMANCE.md). pg already gives the entities' types (timestamptz
 * as Date, text[] as arrays, float8 as number). Unnamed statements only: the embedded database
 * serves every pool connection from one backend, where named prepared statements would collide.
 */
export async function rows<T>(db: DataSource, text: string, params: unknown[] = []): Promise<T[]> {
  const pool = (db.driver as PostgresDriver).master as Pool;
  return (await pool.query(text, params)).rows as T[];
}

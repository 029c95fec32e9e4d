import type { DataSource, EntityManager } from "typeorm";

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

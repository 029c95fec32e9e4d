import { createHash } from "node:crypto";
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

const namedStatements = new WeakSet<DataSource>();
const statementNames = new Map<string, string>();

/**
 * Lets `rows(..., { prepare: true })` run named prepared statements on this data source: only a
 * real PostgreSQL (services.ts); the embedded database serves every pool connection from one
 * backend, where the names would collide.
 */
export function allowNamedStatements(db: DataSource) {
  namedStatements.add(db);
}

/** A statement's name, from its text (one name per text, so a connection never mixes two). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `istc_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    // Bounded, should a caller ever build many texts: the name is the same when computed again.
    if (statementNames.size < 1_000) statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs one statement straight through the pg pool and returns its rows: no query runner, no ORM
 * (the hot paths of signed-in pages, docs/PERFORMANCE.md). pg already gives the entities' types
 * (timestamptz as Date, text[] as arrays, float8 as number). `prepare`: a statement run often
 * with a plan that does not depend on its parameters (a key look-up, an upsert, a page by an
 * index), named where `allowNamedStatements` allows it, so PostgreSQL plans it once per pool
 * connection instead of on every run; unnamed elsewhere.
 */
export async function rows<T>(
  db: DataSource,
  text: string,
  params: unknown[] = [],
  options: { prepare?: boolean } = {},
): Promise<T[]> {
  const pool = (db.driver as PostgresDriver).master as Pool;
  const name = options.prepare && namedStatements.has(db) ? statementName(text) : undefined;
  return (await pool.query({ text, values: params, ...(name ? { name } : {}) })).rows as T[];
}

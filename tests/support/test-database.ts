import pg from "pg";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../server/src/db/embedded.js";

const LOCAL_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const LOCAL_TEST_DB = "istc_connect_test";

export interface TestDatabase {
  url: string;
  kind: string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_500 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The test database: TEST_DATABASE_URL when set, else a PostgreSQL on localhost:5432 when one answers
 * (database istc_connect_test, created if missing), else the embedded PGlite in memory.
 * Its public schema is emptied: tests and migrations start from nothing.
 */
export async function provideTestDatabase(suffix = "", poolHint = 40): Promise<TestDatabase> {
  let db: TestDatabase;
  if (process.env.TEST_DATABASE_URL) {
    const base = process.env.TEST_DATABASE_URL;
    db = {
      url: suffix ? await sibling(base, suffix) : base,
      kind: `TEST_DATABASE_URL${suffix ? ` (+${suffix})` : ""}`,
      stop: async () => {},
    };
  } else if (await answers(LOCAL_ADMIN_URL)) {
    const url = LOCAL_ADMIN_URL.replace(/\/postgres$/, `/${LOCAL_TEST_DB}`);
    db = {
      url: await sibling(url, suffix, LOCAL_ADMIN_URL),
      kind: `PostgreSQL on localhost:5432 (${LOCAL_TEST_DB}${suffix})`,
      stop: async () => {},
    };
  } else {
    const embedded: EmbeddedDatabase = await startEmbeddedDatabase(undefined, poolHint);
    db = {
      url: embedded.url,
      kind: "embedded PGlite (no PostgreSQL server found)",
      stop: embedded.stop,
    };
  }
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query("SET client_min_messages = warning");
  await client.query("DROP SCHEMA IF EXISTS public CASCADE");
  // The job queue's own schema (pg-boss) goes too: no job of an earlier run is left waiting.
  await client.query("DROP SCHEMA IF EXISTS pgboss CASCADE");
  await client.query("CREATE SCHEMA public");
  await client.end();
  return db;
}

/** The database `url` names plus `suffix` on the same server, created if missing. */
async function sibling(url: string, suffix: string, adminUrl = url): Promise<string> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1)) + suffix;
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`unexpected test database name: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  return target.href;
}

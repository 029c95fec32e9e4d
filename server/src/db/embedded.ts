import { mkdirSync } from "node:fs";
import path from "node:path";
import { SerialQueryQueue } from "./embedded-queue.js";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * The embedded default: PostgreSQL compiled to WASM (PGlite) on DATA_DIR, served on a loopback port
 * through pglite-socket so the normal pg/TypeORM path runs unchanged. `dataDir` undefined = in memory.
 */
export async function startEmbeddedDatabase(
  dataDir: string | undefined,
  maxConnections: number,
): Promise<EmbeddedDatabase> {
  const [{ PGlite }, { PGLiteSocketServer }, { pg_trgm }, { unaccent }, { uuid_ossp }] =
    await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite-socket"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("@electric-sql/pglite/contrib/unaccent"),
      import("@electric-sql/pglite/contrib/uuid_ossp"),
    ]);
  let location: string | undefined;
  if (dataDir) {
    location = path.join(dataDir, "pgdata");
    mkdirSync(location, { recursive: true });
  }
  const db = await PGlite.create(location, { extensions: { pg_trgm, unaccent, uuid_ossp } });
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections });
  // Its own queue interleaves connections' messages on the one session (embedded-queue.ts); every
  // connection takes the queue from the server when it arrives, so this applies to all of them.
  (server as unknown as { queryQueue: SerialQueryQueue }).queryQueue = new SerialQueryQueue(db);
  await server.start();
  return {
    url: `postgres://postgres:postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect, type Socket } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../server/src/db/embedded.js";

/** A PostgreSQL protocol message: type byte, length, body. */
function message(type: string, ...parts: Buffer[]) {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const cstr = (s: string) => Buffer.from(`${s}\0`);
const int16 = (n: number) => Buffer.from([n >> 8, n & 255]);
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};

/**
 * A raw protocol connection, so a test can send a statement's messages in separate packets (a slow
 * network does): `send` writes, `until` waits for a message type in what came back.
 */
async function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = Buffer.alloc(0);
  socket.on("data", (d) => (received = Buffer.concat([received, d])));
  const startup = Buffer.concat([
    int32(196608),
    cstr("user"),
    cstr("postgres"),
    cstr("database"),
    cstr("postgres"),
    Buffer.from([0]),
  ]);
  socket.write(Buffer.concat([int32(startup.length + 4), startup]));
  const until = async (type: string) => {
    for (let i = 0; i < 200; i++) {
      // Message boundaries: walk type + length from the start.
      let at = 0;
      while (at + 5 <= received.length) {
        if (received.toString("latin1", at, at + 1) === type) {
          const out = received;
          received = Buffer.alloc(0);
          return out.toString("latin1");
        }
        at += 1 + received.readInt32BE(at + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no ${type} message`);
  };
  await until("Z");
  return {
    send: (...m: Buffer[]) => socket.write(Buffer.concat(m)),
    until,
    close: () => socket.destroy(),
  };
}

/**
 * The embedded database is one PGlite session behind a socket server, shared by the app's pool of
 * connections. Concurrent requests must each get their own statement's answer, never another's.
 */
describe("the embedded database under concurrent connections", () => {
  let embedded: EmbeddedDatabase;
  let pool: pg.Pool;
  // On disk, as `npm start` runs it: PGlite then waits on the file system between messages.
  const dataDir = mkdtempSync(path.join(tmpdir(), "istc-embedded-"));

  beforeAll(async () => {
    embedded = await startEmbeddedDatabase(dataDir, 10);
    pool = new pg.Pool({ connectionString: embedded.url, max: 8 });
    await pool.query(`CREATE TABLE notes (owner int NOT NULL, body text NOT NULL)`);
  }, 60_000);
  afterAll(async () => {
    await pool.end();
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers every parameterized statement with its own rows", async () => {
    // Each statement differs (its text and its number of parameters), as the app's queries do.
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => {
        const extra = i % 3;
        const params = [i, ...Array.from({ length: extra }, (_, k) => `p${k}`)];
        const more = params
          .slice(1)
          .map((_, k) => `, $${k + 2}::text AS x${k}`)
          .join("");
        return pool
          .query<{ n: number; tag: string }>(
            `SELECT $1::int AS n, 'statement ${i}' AS tag${more}`,
            params,
          )
          .then(
            (r) => r.rows,
            (err: Error) => err.message,
          );
      }),
    );
    const wrong = answers
      .map((rows, i) => ({ i, rows }))
      .filter(
        ({ i, rows }) =>
          typeof rows === "string" ||
          rows.length !== 1 ||
          rows[0].n !== i ||
          rows[0].tag !== `statement ${i}`,
      );
    expect(wrong).toEqual([]);
  });

  it("runs a statement whose messages arrive in separate packets as sent, while another connection waits", async () => {
    const slow = await rawConnection(embedded.url);
    try {
      slow.send(
        message("P", cstr(""), cstr("SELECT $1::text AS mine"), int16(0)),
        message(
          "B",
          cstr(""),
          cstr(""),
          int16(0),
          int16(1),
          int32(4),
          Buffer.from("slow"),
          int16(0),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Another connection's statement (its own Parse and Bind) while the first is half sent.
      const other = pool.query<{ theirs: string }>(`SELECT $1::text AS theirs`, ["fast"]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      slow.send(message("E", cstr(""), int32(0)), message("S"));
      const answer = await slow.until("Z");
      expect(answer).toContain("slow");
      expect(answer).not.toContain("fast");
      expect(answer).not.toMatch(/does not exist|bind message/);
      expect((await other).rows).toEqual([{ theirs: "fast" }]);
    } finally {
      slow.close();
    }
  });

  it("keeps concurrent transactions apart, and a failed statement does not stop the others", async () => {
    const results = await Promise.all(
      Array.from({ length: 24 }, async (_, owner) => {
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          await client.query(`INSERT INTO notes VALUES ($1, 'one'), ($1, 'two')`, [owner]);
          if (owner % 4 === 0) {
            // A failing statement mid-transaction: this transaction rolls back, no one else's.
            await client.query(`SELECT 1 / ($1::int - $1::int)`, [owner]).catch(() => {});
            await client.query("ROLLBACK");
            return { owner, rows: -1 };
          }
          const { rows } = await client.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM notes WHERE owner = $1`,
            [owner],
          );
          await client.query("COMMIT");
          return { owner, rows: rows[0].n };
        } finally {
          client.release();
        }
      }),
    );
    for (const { owner, rows } of results) expect(rows).toBe(owner % 4 === 0 ? -1 : 2);
    const { rows } = await pool.query<{ owners: number }>(
      `SELECT count(DISTINCT owner)::int AS owners FROM notes`,
    );
    expect(rows[0].owners).toBe(18);
  });
});

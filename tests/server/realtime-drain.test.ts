import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { portOf, startServer, type Started } from "../support/server-process.js";
import { connected, wsClient } from "../support/ws-client.js";
import { sharedDatabaseUrl } from "../support/shared-database.js";

// The real server process with live sockets: SIGTERM closes them (1001, going away: clients
// reconnect to another copy) and the copy still exits 0 promptly; hostile sockets never stop it.

let mailbox: Mailbox;
let server: Started;
let base: string;
let token: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  token = randomBytes(32).toString("base64url");
  const db = new pg.Client({ connectionString: sharedDatabaseUrl() });
  await db.connect();
  try {
    const { rows } = await db.query(
      `INSERT INTO users (email, full_name, is_verified) VALUES ($1, 'Socket Drain', true) RETURNING id`,
      [`ws.drain.${randomBytes(4).toString("hex")}@test.istc-connect.in`],
    );
    await db.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [createHash("sha256").update(token).digest("hex"), rows[0].id],
    );
  } finally {
    await db.end();
  }
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  await mailbox?.close();
});

describe("sockets on a real server process", () => {
  it(
    "survives garbage and oversized frames, then SIGTERM closes live sockets and exits 0",
    {
      timeout: 60_000,
    },
    async () => {
      server = startServer({
        NODE_ENV: "production",
        DATABASE_URL: sharedDatabaseUrl(),
        SMTP_URL: mailbox.url,
        AUTH_SECRET: "ws-drain-secret-".padEnd(48, "w"),
        DB_POOL_SIZE: "4",
      });
      base = `http://127.0.0.1:${await portOf(server)}`;
      const { default: WebSocket } = await import("ws");
      const url = base.replace(/^http/, "ws") + "/graphql";
      for (const frame of ["{not json", "x".repeat(300_000), Buffer.from([0xc3, 0x28])]) {
        const ws = new WebSocket(url, "graphql-transport-ws");
        ws.on("error", () => {});
        await new Promise((resolve) => ws.once("open", resolve));
        const closed = new Promise((resolve) => ws.once("close", resolve));
        ws.send(frame);
        await closed;
      }
      expect((await fetch(`${base}/healthz`)).status).toBe(200);

      const client = wsClient(base, token);
      await connected(client);
      const events = client.iterate({ query: `subscription { messageEvents { kind } } ` });
      const ended = events.next().then(
        (r) => r,
        (err) => err,
      );
      const signalledAt = Date.now();
      server.child.kill("SIGTERM");
      expect(await client.closed).toBe(1001);
      await ended;
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      await client.dispose();
    },
  );
});

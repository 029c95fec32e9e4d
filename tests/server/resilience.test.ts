// Resilience under load: a deployment's stop signal and a database restart while members are
// using the app. Load is a set of concurrent clients, each sending signed-in requests back to back.
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCuttableProxy } from "../support/cuttable-proxy.js";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { portOf, startServer, type Started } from "../support/server-process.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";
import { sharedDatabaseUrl } from "../support/shared-database.js";

type Outcome = {
  at: number;
  end?: number;
  status?: number;
  error?: string;
  body?: string;
  /** The copy answered `Connection: close`: it is draining and asks clients to go elsewhere. */
  leaving?: boolean;
};

/** One client: signed-in requests (GraphQL and REST in turn) until `stop()` says so. */
async function client(base: string, token: string, stop: (o: Outcome) => boolean) {
  const outcomes: Outcome[] = [];
  for (let i = 0; ; i++) {
    const outcome: Outcome = { at: Date.now() };
    try {
      const res =
        i % 2
          ? await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
          : await fetch(`${base}/graphql`, {
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
              body: JSON.stringify({ query: "{ me { id fullName } }" }),
            });
      outcome.status = res.status;
      outcome.leaving = res.headers.get("connection") === "close";
      outcome.body = await res.text();
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      outcome.error = cause?.code ?? cause?.message ?? String(err);
    }
    outcome.end = Date.now();
    outcomes.push(outcome);
    if (stop(outcome)) return outcomes;
  }
}

const CLIENTS = 12;

describe("SIGTERM under load", () => {
  let database: TestDatabase;
  let mailbox: Mailbox;
  let server: Started;
  beforeAll(async () => {
    database = await provideTestDatabase("_drain");
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
    await mailbox.close();
    await database.stop();
  });

  it(
    "answers every request it accepted, then exits 0 within 10 seconds",
    { timeout: 90_000 },
    async () => {
      server = startServer({
        NODE_ENV: "production",
        DATABASE_URL: database.url,
        SMTP_URL: mailbox.url,
        AUTH_SECRET: "drain-secret-".padEnd(48, "d"),
        DB_POOL_SIZE: "4",
      });
      const base = `http://127.0.0.1:${await portOf(server)}`;
      const token = randomBytes(32).toString("base64url");
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      try {
        const { rows } = await db.query(
          `INSERT INTO users (email, full_name) VALUES ('drain@test.istc-connect.in', 'Drain Test') RETURNING id`,
        );
        await db.query(
          `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
          [createHash("sha256").update(token).digest("hex"), rows[0].id],
        );
      } finally {
        await db.end();
      }

      let signalledAt = 0;
      let answered = 0;
      const load = Array.from({ length: CLIENTS }, () =>
        // Each client behaves like a load balancer's connection to this copy: it keeps sending
        // until the copy answers that it is leaving (readiness red, `Connection: close`), then
        // sends its next requests elsewhere. Every request sent to the copy must be answered.
        client(base, token, (o) => {
          if (o.status === 200) answered++;
          return Boolean(o.leaving) || o.error !== undefined;
        }),
      );
      // Signal once the copy is busy: every client has had a few answers.
      await expect
        .poll(() => answered, { timeout: 30_000, interval: 20 })
        .toBeGreaterThan(5 * CLIENTS);
      signalledAt = Date.now();
      server.child.kill("SIGTERM");
      const outcomes = (await Promise.all(load)).flat();
      const exitCode = await server.exited;
      const exitedAfter = Date.now() - signalledAt;

      const failed = outcomes.filter((o) => o.error || o.status! >= 500);
      expect(failed, JSON.stringify(failed.slice(0, 3))).toEqual([]);
      // Requests were still arriving after the signal, and each was answered in full.
      expect(
        outcomes.filter((o) => o.end! > signalledAt && o.status === 200).length,
      ).toBeGreaterThan(CLIENTS - 1);

      expect(outcomes.every((o) => o.error || o.body!.includes("Drain Test"))).toBe(true);
      expect(exitCode).toBe(0);
      expect(exitedAfter).toBeLessThan(10_000);
    },
  );
});

describe("PostgreSQL restarted under load", () => {
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  let app: TestApp;
  beforeAll(async () => {
    const direct = new URL(sharedDatabaseUrl());
    proxy = await startCuttableProxy(direct);
    const viaProxy = new URL(direct);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    app = await startTestApp({ DATABASE_URL: viaProxy.href });
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await app.close();
    await proxy.cut();
  });

  it(
    "never crashes or answers 500: 503 while it is down, all requests succeed within 10 s after",
    { timeout: 60_000 },
    async () => {
      const member = await app.buildUser({ fullName: "Outage Load" });
      const token = await app.tokenFor(member);
      let phase: "before" | "down" | "back" | "done" = "before";
      let backAt = 0;
      const load = Array.from({ length: CLIENTS }, () =>
        client(app.url, token, () => phase === "done"),
      );
      const tagged: (Outcome & { phase: string })[] = [];
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      await pause(1_000);
      phase = "down";
      await proxy.cut();
      const downAt = Date.now();
      await pause(2_000);
      await proxy.restore();
      phase = "back";
      backAt = Date.now();
      await pause(10_000);
      phase = "done";
      for (const outcome of (await Promise.all(load)).flat()) {
        const p =
          outcome.end! < downAt
            ? "before"
            : outcome.at >= downAt && outcome.end! < backAt
              ? "down"
              : outcome.at >= backAt
                ? "back"
                : "straddling";
        tagged.push({ ...outcome, phase: p });
      }

      expect(tagged.filter((o) => o.error || (o.status! >= 500 && o.status !== 503))).toEqual([]);
      const down = tagged.filter((o) => o.phase === "down");
      expect(down.filter((o) => o.status === 503).length).toBeGreaterThan(10);
      expect(down.filter((o) => o.status !== 503 && o.status !== 200)).toEqual([]);
      // Within 10 s of the database coming back, every request succeeds again: the last
      // second of the run is all 200s.
      const lastSecond = tagged.filter((o) => o.at > backAt + 9_000);
      expect(lastSecond.length).toBeGreaterThan(20);
      expect(lastSecond.filter((o) => o.status !== 200)).toEqual([]);
      expect(tagged.filter((o) => o.phase === "before" && o.status !== 200)).toEqual([]);
      expect(
        tagged.filter((o) => o.phase === "straddling" && o.status !== 200 && o.status !== 503),
      ).toEqual([]);
    },
  );
});

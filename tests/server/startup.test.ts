import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer, Socket, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../server/src/db/migrations/index.js";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { logLines, portOf, startServer, type Started } from "../support/server-process.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

/**
 * A starting gate in front of PostgreSQL: one TCP proxy per app copy, each holding its copy's
 * connections until every copy has connected, then letting them all through at once. So the copies
 * reach their migrations at the same moment, however long each took to load.
 */
async function startingGate(database: URL, copies: number) {
  const servers: Server[] = [];
  const waiting = new Map<number, Socket[]>();
  const sockets = new Set<Socket>();
  let open = false;
  const forward = (client: Socket) => {
    const upstream = new Socket().connect(Number(database.port || 5432), database.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  };
  const urls: string[] = [];
  for (let i = 0; i < copies; i++) {
    const server = createServer((client) => {
      if (open) return forward(client);
      waiting.set(i, [...(waiting.get(i) ?? []), client]);
      if (waiting.size === copies) {
        open = true;
        [...waiting.values()].flat().forEach(forward);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    servers.push(server);
    const url = new URL(database);
    url.hostname = "127.0.0.1";
    url.port = String((server.address() as { port: number }).port);
    urls.push(url.href);
  }
  return {
    urls,
    close: () =>
      Promise.all(
        servers.map((s) => {
          sockets.forEach((socket) => socket.destroy());
          return new Promise<void>((resolve) => s.close(() => resolve()));
        }),
      ),
  };
}

describe("two app copies starting at the same moment against one empty database", () => {
  let database: TestDatabase;
  let mailbox: Mailbox;
  let gate: Awaited<ReturnType<typeof startingGate>>;
  const copies: Started[] = [];
  beforeAll(async () => {
    database = await provideTestDatabase("_boot");
    mailbox = await startMailbox();
    gate = await startingGate(new URL(database.url), 2);
  });
  afterAll(async () => {
    for (const c of copies) if (c.child.exitCode === null) c.child.kill("SIGKILL");
    await gate.close();
    await mailbox.close();
    await database.stop();
  });

  it("both come up, and each migration is applied once", { timeout: 90_000 }, async () => {
    const env = {
      NODE_ENV: "production",
      SMTP_URL: mailbox.url,
      AUTH_SECRET: "boot-secret-".padEnd(48, "b"),
      DB_POOL_SIZE: "2",
    };
    copies.push(...gate.urls.map((url) => startServer({ ...env, DATABASE_URL: url })));
    const ports = await Promise.all(copies.map(portOf));
    for (const port of ports) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(200);
      const gql = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ appInfo { productName } }" }),
      });
      expect((await gql.json()).data.appInfo.productName).toBe("ISTC Connect");
    }

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT name FROM migrations ORDER BY id`);
      expect(rows.map((r) => r.name)).toEqual(migrations.map((m) => new m().name));
      // Production never seeds demo members.
      const { rows: users } = await client.query(`SELECT count(*)::int AS n FROM users`);
      expect(users[0].n).toBe(0);
    } finally {
      await client.end();
    }
    const applied = copies.flatMap((c) =>
      logLines(c).flatMap((l) => (l.msg === "migrations applied" ? l.migrations! : [])),
    );
    expect(applied.sort()).toEqual(migrations.map((m) => new m().name).sort());

    for (const c of copies) c.child.kill("SIGTERM");
    expect(await Promise.all(copies.map((c) => c.exited))).toEqual([0, 0]);
  });
});

describe("production means production", () => {
  it(
    "refuses to start without DATABASE_URL and SMTP_URL, one clear line each",
    { timeout: 30_000 },
    async () => {
      const s = startServer({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) });
      expect(await s.exited).toBe(1);
      expect(s.stderr().trim().split("\n")).toEqual([
        "Invalid configuration:",
        "  DATABASE_URL is required in production (the embedded database is for development only)",
        "  SMTP_URL is required in production (without it sign-in codes would only be written to a local outbox)",
      ]);
    },
  );
});

/** The process ids of `pid`'s children (Linux /proc). */
function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
}
const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
};

describe("npm start", () => {
  it(
    "exits non-zero when its server is killed by a signal it did not ask for, and 0 when stopped",
    { timeout: 240_000 },
    async () => {
      const run = () => {
        const child = spawn(process.execPath, ["scripts/start.mjs"], {
          env: {
            ...process.env,
            PORT: "0",
            HOST: "127.0.0.1",
            DATA_DIR: mkdtempSync(path.join(tmpdir(), "istc-start-")),
            LOG_LEVEL: "warn",
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let err = "";
        child.stderr!.on("data", (chunk) => (err += chunk));
        child.stdout!.resume();
        const exited = new Promise<number | null>((resolve) =>
          child.once("exit", (code) => resolve(code)),
        );
        return { child, exited, stderr: () => err };
      };
      /** The compiled server that `npm start` runs (after building, if it had to). */
      const serverOf = async (pid: number) => {
        let found: number | undefined;
        await expect
          .poll(
            () =>
              (found = childrenOf(pid).find((c) =>
                commandOf(c).includes("dist/server/src/main.js"),
              )),
            { timeout: 200_000, interval: 100 },
          )
          .toBeTypeOf("number");
        return found!;
      };

      const killed = run();
      process.kill(await serverOf(killed.child.pid!), "SIGKILL");
      expect(await killed.exited).toBe(137);
      expect(killed.stderr()).toContain("ISTC Connect's server was killed by SIGKILL.");

      const stopped = run();
      await serverOf(stopped.child.pid!);
      stopped.child.kill("SIGTERM");
      expect(await stopped.exited).toBe(0);
    },
  );
});

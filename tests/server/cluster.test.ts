import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sharedDatabaseUrl } from "../support/shared-database.js";

// `npm start` on PostgreSQL with CLUSTER_WORKERS=2 runs server/src/cluster.ts: two server copies sharing
// the port and the database. Both copies answer, and SIGTERM drains both and exits 0; a copy that
// dies otherwise stops the other and the whole exits 1 (a supervisor restarts it).

const COMPILED = "dist/server/src/cluster.js";
const command = () =>
  existsSync(COMPILED) && statSync(COMPILED).mtimeMs > statSync("server/src/cluster.ts").mtimeMs
    ? [COMPILED]
    : ["--import", "./scripts/swc-register.mjs", "server/src/cluster.ts"];

function startCluster() {
  let out = "";
  let err = "";
  const child = spawn(process.execPath, command(), {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SWC_NODE_PROJECT: "server/tsconfig.json",
      NODE_ENV: "test",
      DATABASE_URL: sharedDatabaseUrl(),
      AUTH_SECRET: "cluster-test-secret-".padEnd(48, "c"),
      DB_POOL_SIZE: "2",
      CLUSTER_WORKERS: "2",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "istc-cluster-")),
      CLIENT_DIST: path.join(tmpdir(), "istc-no-client"),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (out += chunk));
  child.stderr!.on("data", (chunk) => (err += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const lines = () =>
    out
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { msg: string; port?: number });
  /** The copies: the primary's child processes. */
  const copies = () =>
    readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8")
      .split(" ")
      .filter(Boolean)
      .map(Number);
  return { child, exited, lines, copies, stderr: () => err };
}

async function listening(c: ReturnType<typeof startCluster>) {
  await expect
    .poll(() => c.lines().filter((l) => l.msg === "listening").length, {
      timeout: 100_000,
      interval: 100,
    })
    .toBe(2);
  return c.lines().filter((l) => l.msg === "listening");
}

describe("npm start on PostgreSQL with CLUSTER_WORKERS=2", () => {
  it(
    "runs two copies on one port; SIGTERM drains both and exits 0",
    { timeout: 150_000 },
    async () => {
      const c = startCluster();
      const copies = await listening(c);
      expect(c.copies()).toHaveLength(2);
      expect(copies[0].port).toBe(copies[1].port);
      const url = `http://127.0.0.1:${copies[0].port}`;
      for (let i = 0; i < 4; i++) expect((await fetch(`${url}/readyz`)).status).toBe(200);
      c.child.kill("SIGTERM");
      expect(await c.exited).toBe(0);
      expect(c.lines().filter((l) => l.msg === "stopped")).toHaveLength(2);
    },
  );

  it(
    "a copy killed from outside stops the other, and the whole exits 1",
    { timeout: 150_000 },
    async () => {
      const c = startCluster();
      await listening(c);
      process.kill(c.copies()[0], "SIGKILL");
      expect(await c.exited).toBe(1);
      expect(c.stderr()).toContain("stopping the others");
      expect(c.lines().filter((l) => l.msg === "stopped")).toHaveLength(1);
    },
  );
});

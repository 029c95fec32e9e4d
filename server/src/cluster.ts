import cluster, { type Worker } from "node:cluster";
import { once } from "node:events";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

/**
 * `npm start` on PostgreSQL with CLUSTER_WORKERS=<n> (2 or more): n copies of the server (main.ts)
 * sharing the port (node:cluster hands each connection to a copy) and the database, as several
 * copies behind the proxy share it (the viewer cache, limits and jobs already work across copies).
 * Off by default (scripts/start.mjs runs main.js): on the 2-core machine, with the load generator
 * and PostgreSQL beside it, two copies did not raise throughput (docs/PERFORMANCE.md, issue 29).
 * Run directly without CLUSTER_WORKERS, one copy per core. The embedded database belongs to one
 * process, so start.mjs never runs this without DATABASE_URL.
 *
 * The first copy starts alone (it applies pending migrations), the others once it listens. SIGTERM
 * or SIGINT goes to every copy, each drains as it does alone; this process exits 0 when all have
 * stopped cleanly. A copy that dies otherwise stops the others and exits 1, as one server dying
 * would: whoever runs `npm start` restarts the whole.
 */
// Compiled, main.js beside this file; through SWC (tests before a build), main.ts.
const MAIN = fileURLToPath(
  new URL(import.meta.url.endsWith(".ts") ? "./main.ts" : "./main.js", import.meta.url),
);

export function clusterSize(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.CLUSTER_WORKERS);
  return Number.isInteger(asked) && asked >= 1 ? asked : availableParallelism();
}

async function primary(size: number) {
  cluster.setupPrimary({ exec: MAIN, execArgv: process.execArgv });
  let stopping: string | null = null;
  let failed = false;
  const stopAll = (signal: string) => {
    stopping ??= signal;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
  };
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (!stopping || code !== 0) {
      if (!stopping)
        console.error(
          `ISTC Connect: copy ${worker.id} stopped (${signal ?? `exit ${code}`}); stopping the others`,
        );
      failed = true;
      stopAll("failure");
    }
    if (!Object.keys(cluster.workers ?? {}).length) process.exit(failed ? 1 : 0);
  });
  process.on("SIGTERM", () => stopAll("SIGTERM"));
  process.on("SIGINT", () => stopAll("SIGINT"));
  const first = cluster.fork();
  await Promise.race([once(first, "listening"), once(first, "exit")]);
  if (stopping || first.isDead()) return;
  for (let i = 1; i < size; i++) cluster.fork();
}

if (cluster.isPrimary) await primary(clusterSize());

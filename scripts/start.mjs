// `npm start`: builds what is missing or out of date, then runs the compiled server.
// With no DATABASE_URL the server runs the embedded PostgreSQL in DATA_DIR and seeds demo members.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";

const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
};
const stale = (output, ...sources) =>
  !existsSync(output) ||
  Math.max(...sources.map((s) => (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs))) >
    statSync(output).mtimeMs;

// Ctrl-C and SIGTERM go to the server, which drains and exits 0; that is a clean stop. The handlers
// are in place before anything starts, so a stop that comes early is still a clean one.
let server;
let requested;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    requested = signal;
    if (server) server.kill(signal);
    else process.exit(0);
  });
}

const run = (script, ...args) => {
  console.log(`Building (${script}); this happens on the first start and after changes...`);
  const result = spawnSync("npm", ["run", "--silent", script, ...args], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (stale("dist/server/src/main.js", "server/src", "common", "package.json")) run("build:server");
if (
  stale(
    "dist/client/index.html",
    "client/src",
    "client/vite-plugins",
    "common",
    "client/index.html",
    "package.json",
  )
)
  run("build:client", "--", "--logLevel", "warn");

// A readable terminal for a person: the start-up lines and sign-in codes, warnings and errors.
// Set LOG_LEVEL=info for the JSON access log (production does by default).
// CLUSTER_WORKERS=<n> (2 or more) on PostgreSQL: n copies sharing the port (dist/server/src/cluster.js).
// Off by default: on the 2-core machine it did not raise throughput (docs/PERFORMANCE.md). The
// embedded database belongs to one process, and WORKERS=only serves no requests.
const copies = Number(process.env.CLUSTER_WORKERS?.trim() || 1);
const clustered =
  Boolean(process.env.DATABASE_URL?.trim()) && process.env.WORKERS !== "only" && copies >= 2;
const entry = clustered ? "dist/server/src/cluster.js" : "dist/server/src/main.js";
server = spawn(process.execPath, ["--enable-source-maps", entry], {
  stdio: "inherit",
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL || "warn" },
});
server.on("exit", (code, signal) => {
  if (signal && signal !== requested) {
    // Killed from outside (the OOM killer, `kill -9`...): a failure, with the shell's exit status.
    console.error(`ISTC Connect's server was killed by ${signal}.`);
    process.exit(128 + (constants.signals[signal] ?? 0));
  }
  process.exit(code ?? 0);
});

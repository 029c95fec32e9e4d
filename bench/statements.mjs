// Preloaded into the server by `bench:mix --count-statements` (node --import): counts the SQL
// statements the server sends through `pg`, per statement text, with the time each took from send to
// answer, and writes the counts to BENCH_STATEMENTS_FILE every second. Bench-only: nothing in the app
// imports it.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(path.join(process.cwd(), "package.json"));
const pg = require("pg");
const file = process.env.BENCH_STATEMENTS_FILE;
const counts = {};

const record = (text, started) => {
  const key = String(text ?? "?")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);
  const entry = (counts[key] ??= { count: 0, ms: 0 });
  entry.count++;
  entry.ms += performance.now() - started;
};

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const text = typeof config === "string" ? config : config?.text;
  const started = performance.now();
  const cb = typeof values === "function" ? values : callback;
  if (typeof cb === "function") {
    const wrapped = (err, res) => {
      record(text, started);
      cb(err, res);
    };
    return typeof values === "function"
      ? query.call(this, config, wrapped)
      : query.call(this, config, values, wrapped);
  }
  const result = query.call(this, config, values, callback);
  if (result && typeof result.then === "function")
    result.then(
      () => record(text, started),
      () => record(text, started),
    );
  return result;
};

// The read cache's process-wide counts (graphql/read-cache.ts), beside the server's main module;
// a build without a read cache has none.
let readCache = null;
const main = process.argv[1];
if (main)
  import(pathToFileURL(path.join(path.dirname(main), "graphql/read-cache.js")).href).then(
    (m) => (readCache = m.readCacheCounts ?? null),
    () => {},
  );

if (file)
  setInterval(
    () => writeFileSync(file, JSON.stringify({ ...counts, __readCache: readCache })),
    1000,
  ).unref();

// Shared by the benches (bench:api, bench:load, bench:web): the built server in a child process, a
// bench database seeded by the app's own demo generator, sign-in through the API, and the client's
// own GraphQL operations. Builds nothing: run `npm run build` first.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parse, print, visit } from "graphql";
import pg from "pg";

/** `--key=value` and `--flag` arguments. */
export function parseArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((a) => {
      const [k, ...v] = a.replace(/^--/, "").split("=");
      return [k, v.length ? v.join("=") : true];
    }),
  );
}

/** The built server's main.js, or exits with a hint. */
export function builtServer(main = "dist/server/src/main.js") {
  if (!existsSync(main)) {
    console.error("Run `npm run build` first.");
    process.exit(1);
  }
  return main;
}

/** Drops and recreates a PostgreSQL database (a fresh bench database each run). */
export async function freshDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  await admin.end();
}

/**
 * Seeds a bench database with the built app's own code: migrations, `demoMembers(verified, pending)`
 * (the demo generator, with its admin), the demo opportunities, then copies of them posted by other
 * members at other dates up to `opportunities`, and the members' places resolved. `databaseUrl` empty
 * = the embedded database (PGlite) in `dataDir`, which the server opens afterwards.
 */
export async function seedBenchData({
  serverMain,
  databaseUrl,
  dataDir,
  verified,
  pending = 10,
  opportunities,
}) {
  const dist = path.resolve(path.dirname(serverMain));
  const load = (p) => import(pathToFileURL(path.join(dist, p)).href);
  const [{ createDataSource }, { migrate }, { demoMembers }, seedOpps, places, embeddedDb] =
    await Promise.all([
      load("db/data-source.js"),
      load("db/migrate.js"),
      load("db/seed/demo.js"),
      load("db/seed/opportunities.js"),
      load("modules/search/place-resolver.js"),
      load("db/embedded.js"),
    ]);
  const embedded = databaseUrl ? null : await embeddedDb.startEmbeddedDatabase(dataDir, 4);
  const db = createDataSource({ url: databaseUrl || embedded.url, poolSize: 2 });
  await db.initialize();
  try {
    await migrate(db);
    const members = demoMembers(verified, pending);
    await db.transaction(async (m) => {
      const columns = [...new Set(members.flatMap((x) => Object.keys(x)))];
      for (const member of members) {
        const values = columns.map(
          (c) => member[c] ?? (c === "is_admin" ? false : c === "skills" ? [] : null),
        );
        const placeholders = columns.map((_, i) => `$${i + 1}`).join(", ");
        await m.query(`INSERT INTO users (${columns.join(", ")}) VALUES (${placeholders})`, values);
      }
      const demo = await seedOpps.seedDemoOpportunities(m);
      // The demo posts again, each copy from another verified member and a few days older.
      const copies = Math.max(0, Math.ceil((opportunities - demo) / Math.max(demo, 1)));
      await m.query(
        `WITH posters AS (
           SELECT id, row_number() OVER (ORDER BY email) AS n FROM users
           WHERE is_verified AND profile_completed AND NOT is_admin),
         total AS (SELECT count(*) AS c FROM posters)
         INSERT INTO opportunities (title, type, location, description, external_link, tags,
           contact_visibility, posted_by, search_text, created_at, updated_at)
         SELECT o.title, o.type, o.location, o.description, o.external_link, o.tags,
           o.contact_visibility, p.id, o.search_text,
           o.created_at - make_interval(days => 3 * k), o.updated_at - make_interval(days => 3 * k)
         FROM opportunities o
         CROSS JOIN generate_series(1, $1::int) AS k
         CROSS JOIN total
         JOIN posters p ON p.n = 1 + (k * 37 + hashtext(o.title)::bigint % 1000 + 1000) % total.c`,
        [copies],
      );
      await places.resolvePendingPlaces(m);
    });
    const [{ users }] = await db.query(
      `SELECT count(*) FILTER (WHERE is_verified)::int AS users FROM users`,
    );
    const [{ posts }] = await db.query(`SELECT count(*)::int AS posts FROM opportunities`);
    return { verifiedMembers: users, opportunities: posts, members: members };
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Starts the built server in a child process (`nodeArgs` before its main) and waits for /readyz. */
export async function boot({ serverMain, databaseUrl, dataDir, env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, serverMain], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: "",
      // BENCH_LOG_LEVEL=error (say) shows the server's log on this terminal.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
      SEED_DEMO_DATA: "false",
      ...env,
    },
    stdio: ["ignore", process.env.BENCH_LOG_LEVEL ? "inherit" : "ignore", "inherit"],
  });
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url };
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });

/**
 * Signs in through the API (send-otp, the code from the outbox, verify-otp) and returns the token.
 * `ip`: sent as X-Forwarded-For (the server trusts it from loopback), so many sign-ins from this one
 * machine count as many people's, each under the per-IP limits.
 */
export async function signIn(url, dataDir, email, { fullName = "Bench Member", ip } = {}) {
  const post = (p, body) =>
    fetch(url + p, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(ip ? { "x-forwarded-for": ip } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (r) => {
      const json = await r.json();
      if (!r.ok) throw new Error(`${p}: ${r.status} ${JSON.stringify(json)}`);
      return json;
    });
  await post("/api/auth/send-otp", { email, full_name: fullName });
  const outbox = path.join(dataDir, "outbox");
  const file = readdirSync(outbox).find((f) => f.includes(email));
  const code = /Subject: (\d{4,8})\b/.exec(readFileSync(path.join(outbox, file), "utf8"))?.[1];
  if (!code) throw new Error(`no sign-in code in the outbox for ${email}`);
  const { token } = await post("/api/auth/verify-otp", { email, otp: code });
  return token;
}

/** A GraphQL request through fetch; throws on errors. */
export async function graphql(url, token, query, variables = {}) {
  const r = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const json = await r.json();
  if (json.errors?.length) throw new Error(`${r.status} ${JSON.stringify(json.errors)}`);
  return json.data;
}

/**
 * The client's own operations (client/src/**.graphql), by name, each printed with the fragments it
 * uses: what the browser sends.
 */
export function clientOperations(root = "client/src") {
  const files = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".graphql")) files.push(p);
    }
  };
  walk(root);
  const definitions = files.flatMap((f) => parse(readFileSync(f, "utf8")).definitions);
  const fragments = new Map(
    definitions.filter((d) => d.kind === "FragmentDefinition").map((d) => [d.name.value, d]),
  );
  const operations = {};
  for (const op of definitions.filter((d) => d.kind === "OperationDefinition")) {
    const used = new Set();
    const collect = (node) =>
      visit(node, {
        FragmentSpread(spread) {
          const name = spread.name.value;
          if (used.has(name)) return;
          used.add(name);
          collect(fragments.get(name));
        },
      });
    collect(op);
    operations[op.name.value] = [op, ...[...used].map((n) => fragments.get(n))]
      .map(print)
      .join("\n");
  }
  return operations;
}

/** The p-th percentile (0..1) of a sorted array. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;

/** The load average, as `uptime` prints it. */
export function loadAverage() {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(", ");
  } catch {
    return "unknown";
  }
}

/** The databases a bench runs on: --embedded or --postgres alone, else both in `order`. */
export function selectDatabases(args, order) {
  if (args.embedded && !args.postgres) return ["embedded"];
  if (args.postgres && !args.embedded) return ["postgres"];
  return order;
}

/** What the benches' members ask: smart searches, directory filters, board searches. */
export const SEARCHES = [
  "people in Mohali",
  "civil engineers in Pune",
  "2019 batch",
  "python",
  "developers at Google",
  "electricians from Ludhaina",
  "teachers from HP",
];
export const FILTERS = [null, null, null, "singh", "Mohali", "tool"];
export const BOARD_SEARCHES = [null, null, "cnc", "internship"];

/** Any one of a list. */
export const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A member's own address (X-Forwarded-For), from its number. */
export const ipOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

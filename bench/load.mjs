// `npm run bench:load`: a mixed workload against the built server, first on PostgreSQL, then on the
// embedded database (PGlite). Prints per route the count, req/s, p50/p95 and the answers by status;
// exits 1 if any answer was a 5xx (or a request failed). Builds nothing: run `npm run build` first.
//
//   npm run bench:load                       both databases, 100 connections for 60 s each
//   npm run bench:load -- --postgres         PostgreSQL only (DATABASE_URL, default a local
//                                            istc_bench_load, dropped and recreated each run)
//   npm run bench:load -- --embedded         the embedded database only (temporary DATA_DIR)
//   options: --duration=<seconds> (default 60), --connections=<n> (default 100), --count-statements
//            (the read cache's hits and misses, through bench/statements.mjs),
//            --members=<n> verified members seeded (default 400), --opportunities=<n> (default 300),
//            --server=<built main.js> (default dist/server/src/main.js),
//            --cpu-prof=<dir> (the server runs under `node --cpu-prof` and writes its profile there),
//            --node-flags=<a,b> (more flags for the server's node, comma-separated)
//
// Each connection is one signed-in member (a seeded verified member, signed in through the API) at
// its own address (X-Forwarded-For, which the server trusts from loopback), so the default rate
// limits apply per member and per address as they would to real people: none is lifted. Each
// connection goes round a cycle of 20 requests (started at a different point per connection): a
// sign-in probe (send-otp for a new random address from a random address), me x5, directory page x4
// (first page, sometimes filtered), search x3, opportunity list x3, opportunity detail x3, profile
// update x1. The GraphQL requests are the client's own operations (client/src/**/*.graphql).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  boot,
  builtServer,
  clientOperations,
  freshDatabase,
  graphql,
  loadAverage,
  parseArgs,
  BOARD_SEARCHES,
  FILTERS,
  ipOf,
  percentile,
  pick,
  SEARCHES,
  seedBenchData,
  selectDatabases,
  signIn,
  stop,
} from "./lib.mjs";

const args = parseArgs();
const duration = Number(args.duration ?? 60);
const connections = Number(args.connections ?? 100);
const members = Number(args.members ?? 400);
const opportunities = Number(args.opportunities ?? 300);
const serverMain = builtServer(args.server);
const postgresUrl =
  process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/istc_bench_load";
const databases = selectDatabases(args, ["postgres", "embedded"]);

const ops = clientOperations();
const randomIp = () =>
  `172.${16 + Math.floor(Math.random() * 16)}.${pick([...Array(256).keys()])}.${1 + Math.floor(Math.random() * 254)}`;

/** Every opportunity id, paging through the board as a member. */
async function opportunityIds(url, token) {
  const ids = [];
  let after = null;
  for (;;) {
    const { opportunities: page } = await graphql(url, token, ops.OpportunityList, {
      first: 50,
      after,
    });
    ids.push(...page.nodes.map((n) => n.id));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
  }
}

/** The cycle of one connection: its member's token and address in every request. */
function cycle(token, ip, ids, onLabel) {
  const headers = {
    "content-type": "application/json",
    authorization: `Bearer ${token}`,
    "x-forwarded-for": ip,
  };
  const gql = (label, operation, variables) => ({
    label,
    method: "POST",
    path: "/graphql",
    headers,
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({ query: ops[operation], variables: variables() }),
    }),
    onResponse: (_status, body) => onLabel(label, /"errors"\s*:/.test(body ?? "")),
  });
  const steps = {
    signIn: {
      label: "sign-in probe (POST /api/auth/send-otp)",
      method: "POST",
      path: "/api/auth/send-otp",
      setupRequest: (req) => ({
        ...req,
        headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
        body: JSON.stringify({
          email: `visitor.${Math.random().toString(36).slice(2)}@bench.istc-connect.in`,
          full_name: "",
        }),
      }),
      onResponse: () => onLabel("sign-in probe (POST /api/auth/send-otp)", false),
    },
    me: gql("me (Me)", "Me", () => ({})),
    directory: gql("directory page (Directory, 24)", "Directory", () => ({
      filter: pick(FILTERS),
      first: 24,
    })),
    search: gql("search (SmartSearch, 20)", "SmartSearch", () => ({
      query: pick(SEARCHES),
      first: 20,
    })),
    list: gql("opportunity list (OpportunityList, 20)", "OpportunityList", () => ({
      search: pick(BOARD_SEARCHES),
      first: 20,
    })),
    detail: gql("opportunity detail (Opportunity)", "Opportunity", () => ({ id: pick(ids) })),
    update: gql("profile update (UpdateProfile)", "UpdateProfile", () => ({
      input: {
        jobTitle: pick(["CNC Programmer", "Design Engineer", "Maintenance Lead"]),
        bio: `Bench bio ${Math.random().toString(36).slice(2)}`,
        skills: ["AutoCAD", pick(["CNC", "PLC", "SolidWorks", "Python"])],
      },
    })),
  };
  const order = [
    "signIn",
    "me",
    "directory",
    "search",
    "list",
    "detail",
    "me",
    "directory",
    "search",
    "list",
    "detail",
    "me",
    "directory",
    "update",
    "me",
    "search",
    "list",
    "detail",
    "me",
    "directory",
  ];
  return order.map((step) => ({ ...steps[step] }));
}

async function run(database) {
  const embedded = database === "embedded";
  const databaseUrl = embedded ? "" : postgresUrl;
  const dataDir = mkdtempSync(path.join(tmpdir(), "istc-bench-load-"));
  let server;
  try {
    if (!embedded) await freshDatabase(databaseUrl);
    const seeded = await seedBenchData({
      serverMain,
      databaseUrl,
      dataDir,
      verified: members,
      opportunities,
    });
    // --count-statements: bench/statements.mjs in the server, for the read cache's hits and misses.
    const countsFile = path.join(dataDir, "statements.json");
    server = await boot({
      serverMain,
      databaseUrl,
      dataDir,
      nodeArgs: [
        ...(args["node-flags"] ? String(args["node-flags"]).split(",") : []),
        ...(args["count-statements"] ? [`--import=${path.resolve("bench/statements.mjs")}`] : []),
        ...(args["cpu-prof"]
          ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(args["cpu-prof"])}`]
          : []),
      ],
      env: { BENCH_STATEMENTS_FILE: countsFile },
    });
    const people = seeded.members.filter((m) => m.is_verified && !m.is_admin).slice(0, connections);
    if (people.length < connections)
      throw new Error(`only ${people.length} members for ${connections} connections`);
    // One sign-in at a time (the embedded database fails concurrent sign-ins: see docs/PERFORMANCE.md),
    // each member from its own address.
    const tokens = [];
    for (const [n, m] of people.entries()) {
      tokens.push(await signIn(server.url, dataDir, m.email, { ip: ipOf(n + 1) }));
    }
    const ids = await opportunityIds(server.url, tokens[0]);
    const where = embedded
      ? "embedded database (PGlite)"
      : `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}`;
    console.log(
      `\nLoad: ${where}, ${connections} connections (one signed-in member and address each), ${duration} s`,
    );
    console.log(
      `Data: ${seeded.verifiedMembers} verified members, ${ids.length} opportunities. Rate limits: the defaults (none lifted).`,
    );
    console.log(`Load average at start: ${loadAverage()}`);

    let label = null;
    let graphqlErrors = false;
    const routes = new Map();
    let clientNo = 0;
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: server.url,
          connections,
          duration,
          timeout: 30,
          setupClient(client) {
            const n = clientNo++ % connections;
            const steps = cycle(tokens[n], ipOf(n + 1), ids, (l, errors) => {
              label = l;
              graphqlErrors = errors;
            });
            // Each connection starts at another point of the cycle.
            const shift = n % steps.length;
            client.setRequests([...steps.slice(shift), ...steps.slice(0, shift)]);
          },
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      );
      instance.on("response", (_client, status, _bytes, ms) => {
        const route = routes.get(label) ?? { latencies: [], statuses: {} };
        routes.set(label, route);
        route.latencies.push(ms);
        // A 200 whose GraphQL answer carries errors is not a success either.
        const key = status === 200 && graphqlErrors ? "200 with errors" : String(status);
        route.statuses[key] = (route.statuses[key] ?? 0) + 1;
        label = null;
      });
    });

    console.log(
      `${"route".padEnd(42)} ${"count".padStart(7)} ${"req/s".padStart(7)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"5xx".padStart(5)}  non-2xx by status`,
    );
    let fiveHundreds = 0;
    let total = 0;
    for (const [name, r] of [...routes].sort()) {
      r.latencies.sort((a, b) => a - b);
      const bad = Object.entries(r.statuses).filter(([s]) => !/^2\d\d$/.test(s));
      const five = bad.filter(([s]) => s.startsWith("5")).reduce((sum, [, c]) => sum + c, 0);
      fiveHundreds += five;
      total += r.latencies.length;
      console.log(
        `${String(name).padEnd(42)} ${String(r.latencies.length).padStart(7)} ${(r.latencies.length / result.duration).toFixed(1).padStart(7)} ${percentile(r.latencies, 0.5).toFixed(1).padStart(8)} ${percentile(r.latencies, 0.95).toFixed(1).padStart(8)} ${String(five).padStart(5)}  ${bad.map(([s, c]) => `${s}: ${c}`).join(", ") || "none"}`,
      );
    }
    console.log(
      `all: ${total} answers in ${result.duration.toFixed(1)} s (${(total / result.duration).toFixed(0)} req/s), p95 ${percentile(
        [...routes.values()].flatMap((r) => r.latencies).sort((a, b) => a - b),
        0.95,
      ).toFixed(
        1,
      )} ms; 5xx: ${fiveHundreds}; connection errors: ${result.errors}, timeouts: ${result.timeouts}`,
    );
    console.log(`Load average at end: ${loadAverage()}`);
    if (args["count-statements"]) {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const counts = JSON.parse(readFileSync(countsFile, "utf8"));
      const cache = counts.__readCache;
      const statements = Object.entries(counts)
        .filter(([sql]) => sql !== "__readCache")
        .sort(([, x], [, y]) => y.count - x.count);
      const sent = statements.reduce((sum, [, s]) => sum + s.count, 0);
      console.log(
        `SQL statements (the whole run, sign-ins included): ${sent}, ${(sent / total).toFixed(2)} per answer; the most sent:`,
      );
      for (const [sql, s] of statements.slice(0, 20))
        console.log(
          `${String(s.count).padStart(7)} ${s.ms.toFixed(0).padStart(7)} ms  ${sql.slice(0, 110)}`,
        );
      if (cache)
        console.log(
          `read cache (the whole run, sign-ins and the look-ups before it included): ${cache.hits} hits, ${cache.misses} misses (${((100 * cache.hits) / Math.max(1, cache.hits + cache.misses)).toFixed(1)} %), ${cache.bypassed} not cacheable`,
        );
    }
    return fiveHundreds + result.errors + result.timeouts;
  } finally {
    if (server) await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let failures = 0;
for (const database of databases) failures += await run(database);
if (failures) {
  console.error(`\n${failures} answers were 5xx or failed`);
  process.exit(1);
}

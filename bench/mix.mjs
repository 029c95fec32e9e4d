// `npm run bench:mix`: what an ordinary signed-in request costs against the framework's floor, in
// one run against one server per database. Two scenarios, in alternating rounds so the machine's load
// drifts over both alike:
//   - the signed-in mix: 20 verified members over 20 connections (one member each, its own address),
//     each going round the client's own operations (client/src/**/*.graphql): their own profile
//     (Me), directory pages (Directory, 24), smart searches (SmartSearch, 20), the opportunity board
//     (OpportunityList, 20), an opportunity (Opportunity) and a member page (MemberProfile);
//   - anonymous `{ __typename }` over as many connections.
// Prints per scenario req/s, p50/p95, the 5xx count, the ratio mix / anonymous and the load average;
// exits 1 on any 5xx or failed request. Builds nothing: run `npm run build:server` first.
//
//   npm run bench:mix                    the embedded database, then PostgreSQL
//   npm run bench:mix -- --embedded      the embedded database only (temporary DATA_DIR)
//   npm run bench:mix -- --postgres      PostgreSQL only (BENCH_DATABASE_URL, default a local
//                                        istc_bench_mix, dropped and recreated each run)
//   options: --rounds=<n> (default 3) rounds of --seconds=<s> (default 5) per scenario,
//            --connections=<n> (default 20), --members=<n> seeded (default 200),
//            --cpu-prof=<dir>: the server runs under `node --cpu-prof` and writes its profile there,
//            --mix-only: no anonymous rounds (a profile of the mix alone),
//            --count-statements: the server counts its SQL statements per text (bench/statements.mjs)
//            and prints them per request of the mix.
//
// The read limits are raised (RATE_LIMIT_READS_PER_*): 20 members sending everything they can would
// pass the per-minute default within seconds. They are still counted as usual.
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
const rounds = Number(args.rounds ?? 3);
const seconds = Number(args.seconds ?? 5);
const connections = Number(args.connections ?? 20);
const members = Number(args.members ?? 200);
const serverMain = builtServer(args.server);
const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/istc_bench_mix";
const databases = selectDatabases(args, ["embedded", "postgres"]);

const ops = clientOperations();

/** Every id a paged list holds, paging through it as a member. */
async function idsOf(url, token, operation, field, variables = {}) {
  const ids = [];
  let after = null;
  for (;;) {
    const data = await graphql(url, token, ops[operation], { ...variables, first: 50, after });
    const page = data[field];
    ids.push(...page.nodes.map((n) => n.id));
    if (!page.hasNextPage && !page.pageInfo?.hasNextPage) return ids;
    after = page.endCursor ?? page.pageInfo.endCursor;
  }
}

/** One member's round of the client's operations. */
function mixRequests(token, ip, { opportunityIds, memberIds }, onLabel) {
  const headers = {
    "content-type": "application/json",
    authorization: `Bearer ${token}`,
    "x-forwarded-for": ip,
  };
  const gql = (label, operation, variables) => ({
    method: "POST",
    path: "/graphql",
    headers,
    setupRequest: (req) => {
      onLabel(label);
      return { ...req, body: JSON.stringify({ query: ops[operation], variables: variables() }) };
    },
  });
  const steps = {
    me: gql("me", "Me", () => ({})),
    directory: gql("directory", "Directory", () => ({ filter: pick(FILTERS), first: 24 })),
    search: gql("search", "SmartSearch", () => ({ query: pick(SEARCHES), first: 20 })),
    board: gql("board", "OpportunityList", () => ({ search: pick(BOARD_SEARCHES), first: 20 })),
    opportunity: gql("opportunity", "Opportunity", () => ({ id: pick(opportunityIds) })),
    member: gql("member page", "MemberProfile", () => ({ id: pick(memberIds) })),
  };
  const order = ["me", "directory", "search", "board", "opportunity", "member"];
  return [...order, "me", "directory", "opportunity", "member"].map((s) => ({ ...steps[s] }));
}

/** Runs one scenario for `seconds`; returns its latencies, statuses and duration. */
function scenario(url, setupClient) {
  const latencies = [];
  const statuses = {};
  let errorsInBody = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, timeout: 30, setupClient },
      (err, r) =>
        err
          ? reject(err)
          : resolve({
              latencies,
              statuses,
              errorsInBody,
              duration: r.duration,
              failed: r.errors + r.timeouts,
            }),
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
    instance.on("body", (_client, body) => {
      if (/"errors"\s*:/.test(body?.toString() ?? "")) errorsInBody++;
    });
  });
}

function summary(results) {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const duration = results.reduce((s, r) => s + r.duration, 0);
  const statuses = {};
  for (const r of results)
    for (const [s, c] of Object.entries(r.statuses)) statuses[s] = (statuses[s] ?? 0) + c;
  const fiveHundreds = Object.entries(statuses)
    .filter(([s]) => s.startsWith("5"))
    .reduce((sum, [, c]) => sum + c, 0);
  return {
    count: latencies.length,
    rate: latencies.length / duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    fiveHundreds,
    other: Object.entries(statuses).filter(([s]) => !/^[25]\d\d$/.test(s)),
    errorsInBody: results.reduce((s, r) => s + r.errorsInBody, 0),
    failed: results.reduce((s, r) => s + r.failed, 0),
  };
}

async function run(database) {
  const embedded = database === "embedded";
  const databaseUrl = embedded ? "" : postgresUrl;
  const dataDir = mkdtempSync(path.join(tmpdir(), "istc-bench-mix-"));
  const statementsFile = path.join(dataDir, "statements.json");
  let server;
  try {
    if (!embedded) await freshDatabase(databaseUrl);
    const seeded = await seedBenchData({
      serverMain,
      databaseUrl,
      dataDir,
      verified: members,
      opportunities: 300,
    });
    const nodeArgs = [
      ...(args["cpu-prof"]
        ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(args["cpu-prof"])}`]
        : []),
      ...(args["count-statements"] ? [`--import=${path.resolve("bench/statements.mjs")}`] : []),
    ];
    server = await boot({
      serverMain,
      databaseUrl,
      dataDir,
      nodeArgs,
      env: {
        BENCH_STATEMENTS_FILE: statementsFile,
        RATE_LIMIT_READS_PER_MEMBER: "10000000",
        RATE_LIMIT_READS_PER_IP: "10000000",
      },
    });
    const people = seeded.members.filter((m) => m.is_verified && !m.is_admin).slice(0, connections);
    const tokens = [];
    for (const [n, m] of people.entries())
      tokens.push(await signIn(server.url, dataDir, m.email, { ip: ipOf(n + 1) }));
    const data = {
      opportunityIds: await idsOf(server.url, tokens[0], "OpportunityList", "opportunities"),
      memberIds: await idsOf(server.url, tokens[0], "Directory", "directory"),
    };
    const where = embedded
      ? "the embedded database (PGlite)"
      : `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}`;
    console.log(
      `\nMix: ${where}; ${seeded.verifiedMembers} verified members, ${data.opportunityIds.length} opportunities; ` +
        `${connections} connections; ${rounds} rounds of ${seconds} s per scenario, alternating`,
    );
    const load = [loadAverage()];
    const labels = new Map();
    let clientNo = 0;
    const mixSetup = (client) => {
      const n = clientNo++ % connections;
      const steps = mixRequests(tokens[n], ipOf(n + 1), data, (l) =>
        labels.set(l, (labels.get(l) ?? 0) + 1),
      );
      const shift = n % steps.length;
      client.setRequests([...steps.slice(shift), ...steps.slice(0, shift)]);
    };
    const anonBody = JSON.stringify({ query: "{ __typename }" });
    const anonSetup = (client) => {
      const n = clientNo++ % connections;
      client.setRequests([
        {
          method: "POST",
          path: "/graphql",
          headers: { "content-type": "application/json", "x-forwarded-for": ipOf(1000 + n) },
          body: anonBody,
        },
      ]);
    };
    // A short warm-up of each (JIT, pools, caches), not counted.
    await scenario(server.url, mixSetup);
    await scenario(server.url, anonSetup);
    labels.clear();
    const mix = [];
    const anon = [];
    const statementsBefore = readStatements(statementsFile);
    for (let r = 0; r < rounds; r++) {
      mix.push(await scenario(server.url, mixSetup));
      if (!args["mix-only"]) anon.push(await scenario(server.url, anonSetup));
      load.push(loadAverage());
    }
    const statementsAfter = readStatements(statementsFile);
    const m = summary(mix);
    const a = args["mix-only"]
      ? summary([{ latencies: [], statuses: {}, errorsInBody: 0, duration: 1, failed: 0 }])
      : summary(anon);
    const row = (name, s) =>
      `${name.padEnd(28)} ${String(s.count).padStart(7)} ${s.rate.toFixed(0).padStart(7)} ${s.p50.toFixed(1).padStart(8)} ${s.p95.toFixed(1).padStart(8)} ${String(s.fiveHundreds).padStart(5)}  ${s.other.map(([k, c]) => `${k}: ${c}`).join(", ") || "none"}${s.errorsInBody ? `, ${s.errorsInBody} with GraphQL errors` : ""}`;
    console.log(
      `${"scenario".padEnd(28)} ${"count".padStart(7)} ${"req/s".padStart(7)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"5xx".padStart(5)}  other non-2xx`,
    );
    console.log(row("signed-in mix", m));
    console.log(row("anonymous { __typename }", a));
    console.log(`mix / anonymous: ${(m.rate / a.rate).toFixed(2)}`);
    console.log(`mix requests: ${[...labels].map(([l, c]) => `${l} ${c}`).join(", ")}`);
    console.log(`load average (1, 5, 15 min) at start and after each round: ${load.join(" | ")}`);
    if (statementsAfter)
      printStatements(statementsBefore, statementsAfter, m.count + a.count, m.count);
    return m.fiveHundreds + a.fiveHundreds + m.failed + a.failed;
  } finally {
    if (server) await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function readStatements(file) {
  if (!args["count-statements"]) return null;
  // bench/statements.mjs writes its counts every second.
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return {};
  }
}

function printStatements(before, after, requests, mixRequests) {
  const cache = after.__readCache;
  if (cache) {
    const d = (k) => cache[k] - (before?.__readCache?.[k] ?? 0);
    const asked = d("hits") + d("misses");
    console.log(
      `read cache during the rounds: ${d("hits")} hits, ${d("misses")} misses (${((100 * d("hits")) / Math.max(1, asked)).toFixed(1)} % of ${asked} cacheable requests), ${d("stored")} stored, ${d("bypassed")} not cacheable`,
    );
  }
  const rows = Object.entries(after)
    .filter(([sql]) => sql !== "__readCache")
    .map(([sql, s]) => {
      const b = before?.[sql] ?? { count: 0, ms: 0 };
      return { sql, count: s.count - b.count, ms: s.ms - b.ms };
    })
    .filter((r) => r.count > 0)
    .sort((x, y) => y.ms - x.ms);
  const total = rows.reduce((s, r) => s + r.count, 0);
  console.log(
    `SQL statements during the rounds: ${total} for ${requests} requests (${(total / mixRequests).toFixed(2)} per mix request); by time in the pool's round trip:`,
  );
  for (const r of rows.slice(0, 15))
    console.log(
      `${String(r.count).padStart(7)} ${r.ms.toFixed(0).padStart(7)} ms  ${r.sql.replace(/\s+/g, " ").slice(0, 110)}`,
    );
}

let failures = 0;
for (const database of databases) failures += await run(database);
if (failures) {
  console.error(`\n${failures} answers were 5xx or failed`);
  process.exit(1);
}

// `npm run bench:api`: API throughput, anonymous vs signed-in, side by side in one run. Prints
// figures, asserts nothing. Builds nothing: run `npm run build` first.
//
//   npm run bench:api                    PostgreSQL at DATABASE_URL (default: a local istc_bench_api,
//                                        dropped and recreated each run)
//   npm run bench:api -- --embedded      the embedded database (PGlite) in a temporary DATA_DIR
//   options: --rounds=<n> (default 8), --duration=<seconds> per scenario and round (default 2),
//            --connections=<n> (default 10), --members=<n> verified members seeded (default 400),
//            --opportunities=<n> (default 300), --server=<built main.js> (default
//            dist/server/src/main.js; e.g. another checkout's build, to compare before and after)
//
// The database is seeded with the app's own demo generator (bench/lib.mjs): a few hundred verified
// members and opportunities, so the directory, search and board pages are real pages. The built
// server runs in a child process; autocannon runs here. After a warm-up, the scenarios take turns
// for several rounds (so a change in the machine's load hits them alike); each figure is over all
// its rounds. On a busy machine req/s moves with the other load; the server's CPU time per request
// (Linux: /proc) moves much less, so it is printed too. "errors": failed requests, non-2xx answers
// and 200s carrying GraphQL errors. The page scenarios send the client's own
// operations (client/src/**/*.graphql) with the client's page sizes. The member is a seeded
// verified member, signed in through the API (send-otp, the code from the outbox, verify-otp).
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
  percentile,
  seedBenchData,
  signIn,
  stop,
} from "./lib.mjs";

const args = parseArgs();
const embedded = Boolean(args.embedded);
const duration = Number(args.duration ?? 2);
const rounds = Number(args.rounds ?? 8);
const connections = Number(args.connections ?? 10);
const databaseUrl = embedded
  ? ""
  : (process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/istc_bench_api");
const serverMain = builtServer(args.server);

/** The server process's CPU time so far, in ms (user + system; null where /proc is missing). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks, USER_HZ 100
  } catch {
    return null;
  }
}

function load(url, { bodies, token }, seconds) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    // A 200 whose GraphQL answer carries errors counts as an error too.
    let graphqlErrors = 0;
    const instance = autocannon(
      {
        url: `${url}/graphql`,
        method: "POST",
        connections,
        duration: seconds,
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        // Several bodies (e.g. search queries) take turns on each connection.
        requests: bodies.map((body) => ({
          body,
          onResponse: (status, text) => {
            if (status === 200 && /"errors"\s*:/.test(text ?? "")) graphqlErrors++;
          },
        })),
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          requests: result.requests.total,
          seconds: result.duration,
          latencies,
          errors: result.errors + result.timeouts + result.non2xx + graphqlErrors,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

const ops = clientOperations();
const body = (query, variables) => JSON.stringify({ query, variables });
const typename = body("{ __typename }");
const me = body(
  "{ me { id fullName email isVerified isAdmin profileCompleted rollNumber skills } }",
);
const directory = body(ops.Directory, { filter: null, first: 24 });
const searches = [
  "people in Mohali",
  "civil engineers in Pune",
  "2019 batch",
  "python",
  "developers at Google",
].map((query) => body(ops.SmartSearch, { query, first: 20 }));
const opportunityList = body(ops.OpportunityList, { first: 20 });

const dataDir = mkdtempSync(path.join(tmpdir(), "istc-bench-api-"));
let server;
try {
  if (!embedded) await freshDatabase(databaseUrl);
  const seeded = await seedBenchData({
    serverMain,
    databaseUrl,
    dataDir,
    verified: Number(args.members ?? 400),
    opportunities: Number(args.opportunities ?? 300),
  });
  server = await boot({
    serverMain,
    databaseUrl,
    dataDir,
    env: {
      // The benchmark measures the server, not its rate limits: every request is one client.
      RATE_LIMIT_READS_PER_IP: "1000000000",
      RATE_LIMIT_READS_PER_MEMBER: "1000000000",
      RATE_LIMIT_SEND_PER_IP: "100000",
      RATE_LIMIT_VERIFY_PER_IP: "100000",
    },
  });
  const token = await signIn(server.url, dataDir, seeded.members[0].email);
  const check = await graphql(server.url, token, JSON.parse(me).query);
  if (!check.me?.isVerified) throw new Error(`me failed: ${JSON.stringify(check)}`);
  const page = await graphql(server.url, token, ops.Directory, { first: 24 });
  const board = await graphql(server.url, token, ops.OpportunityList, { first: 20 });

  const scenarios = [
    ["{ __typename } anonymous", { bodies: [typename] }],
    ["{ __typename } with a Bearer token", { bodies: [typename], token }],
    ["me", { bodies: [me], token }],
    ["directory page (24)", { bodies: [directory], token }],
    ["search (5 queries in turn, 20)", { bodies: searches, token }],
    ["opportunity list (20)", { bodies: [opportunityList], token }],
  ];
  const where = embedded
    ? "embedded database (PGlite)"
    : `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}`;
  console.log(
    `API throughput: ${where}, ${connections} connections, ${rounds} rounds of ${duration} s per scenario`,
  );
  console.log(
    `Data: ${page.directory.totalCount} verified members in the directory, ${seeded.opportunities} opportunities (${board.opportunities.nodes.length} on the first page). Rate limits lifted (RATE_LIMIT_READS_* = 1e9).`,
  );
  console.log(`Load average at start: ${loadAverage()}`);
  for (const [, scenario] of scenarios) await load(server.url, scenario, 2); // warm-up
  const totals = scenarios.map(() => ({
    requests: 0,
    seconds: 0,
    latencies: [],
    errors: 0,
    cpu: 0,
  }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, [, scenario]] of scenarios.entries()) {
      const cpu = cpuMs(server.child.pid);
      const r = await load(server.url, scenario, duration);
      totals[i].cpu += (cpuMs(server.child.pid) ?? NaN) - (cpu ?? NaN);
      totals[i].requests += r.requests;
      totals[i].seconds += r.seconds;
      totals[i].latencies.push(...r.latencies);
      totals[i].errors += r.errors;
    }
  }
  const results = totals.map((t, i) => {
    t.latencies.sort((a, b) => a - b);
    const cpuUs = (1000 * t.cpu) / t.requests;
    return [
      scenarios[i][0],
      { rps: t.requests / t.seconds, p95: percentile(t.latencies, 0.95), errors: t.errors, cpuUs },
    ];
  });
  const base = results[0][1].rps;
  console.log(
    `${"scenario".padEnd(36)} ${"req/s".padStart(8)} ${"p95 ms".padStart(8)} ${"vs anon".padStart(8)} ${"errors".padStart(7)} ${"CPU µs/req".padStart(11)}`,
  );
  for (const [label, r] of results) {
    console.log(
      `${label.padEnd(36)} ${r.rps.toFixed(0).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${`${((100 * r.rps) / base).toFixed(0)}%`.padStart(8)} ${String(r.errors).padStart(7)} ${r.cpuUs.toFixed(0).padStart(11)}`,
    );
  }
  const ratio = results[2][1].rps / base;
  console.log(`me / anonymous: ${(100 * ratio).toFixed(0)}% (goal >= 60%)`);
  console.log(`Load average at end: ${loadAverage()}`);
} finally {
  if (server) await stop(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}

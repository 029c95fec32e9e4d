// `npm run bench:api`: API throughput, anonymous vs signed-in, side by side in one run. Prints
// figures, asserts nothing. Builds nothing: run `npm run build` first.
//
//   npm run bench:api                    PostgreSQL at DATABASE_URL (default: a local istc_bench_api,
//                                        created when missing)
//   npm run bench:api -- --embedded      the embedded database (PGlite) in a temporary DATA_DIR
//   options: --rounds=<n> (default 8), --duration=<seconds> per scenario and round (default 2),
//            --connections=<n> (default 10), --server=<built main.js> (default
//            dist/server/src/main.js; e.g. another checkout's build, to compare before and after)
//
// The built server runs in a child process; autocannon runs here. After a warm-up, the scenarios
// take turns for several rounds (so a change in the machine's load hits them alike); each figure is
// over all its rounds. On a busy machine req/s moves with the other load; the server's CPU time per
// request (Linux: /proc) moves much less, so it is printed too. The member is signed in through the API (send-otp, the code from the outbox, verify-otp).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? true];
  }),
);
const embedded = Boolean(args.embedded);
const duration = Number(args.duration ?? 2);
const rounds = Number(args.rounds ?? 8);
const connections = Number(args.connections ?? 10);
const databaseUrl = embedded
  ? ""
  : (process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/istc_bench_api");

const serverMain = args.server ?? "dist/server/src/main.js";
if (!existsSync(serverMain)) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}

/** Creates the bench database when it does not exist yet (PostgreSQL only). */
async function ensureDatabase(url) {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    await probe.end();
  } catch (err) {
    if (err.code !== "3D000") throw err;
    const target = new URL(url);
    const name = target.pathname.slice(1);
    target.pathname = "/postgres";
    const admin = new pg.Client({ connectionString: target.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    await admin.end();
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function boot(dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: "",
      LOG_LEVEL: "silent",
      // The benchmark measures the server, not its rate limits: every request is one client.
      RATE_LIMIT_READS_PER_IP: "1000000000",
      RATE_LIMIT_READS_PER_MEMBER: "1000000000",
      SEED_DEMO_DATA: "false",
      // The bench signs in a handful of times from one address; the limits are not what is measured.
      RATE_LIMIT_SEND_PER_IP: "100000",
      RATE_LIMIT_VERIFY_PER_IP: "100000",
    },
    stdio: ["ignore", "ignore", "inherit"],
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

const stop = (child) =>
  new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });

async function signIn(url, dataDir) {
  const email = `bench.${Date.now()}@bench.istc-connect.in`;
  const post = (p, body) =>
    fetch(url + p, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then(async (r) => {
      const json = await r.json();
      if (!r.ok) throw new Error(`${p}: ${r.status} ${JSON.stringify(json)}`);
      return json;
    });
  await post("/api/auth/send-otp", { email, full_name: "Bench Member" });
  const outbox = path.join(dataDir, "outbox");
  const file = readdirSync(outbox).find((f) => f.includes(email));
  const code = /Subject: (\d{4,8})\b/.exec(readFileSync(path.join(outbox, file), "utf8"))?.[1];
  if (!code) throw new Error("no sign-in code in the outbox");
  const { token } = await post("/api/auth/verify-otp", { email, otp: code });
  return token;
}

/** The server process's CPU time so far, in ms (user + system; null where /proc is missing). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks, USER_HZ 100
  } catch {
    return null;
  }
}

function load(url, { body, token }, seconds) {
  return new Promise((resolve, reject) => {
    const latencies = [];
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
        body,
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          requests: result.requests.total,
          seconds: result.duration,
          latencies,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

const typename = JSON.stringify({ query: "{ __typename }" });
const me = JSON.stringify({
  query: "{ me { id fullName email isVerified isAdmin profileCompleted rollNumber skills } }",
});

const dataDir = mkdtempSync(path.join(tmpdir(), "istc-bench-api-"));
let server;
try {
  if (!embedded) await ensureDatabase(databaseUrl);
  server = await boot(dataDir);
  const token = await signIn(server.url, dataDir);
  const check = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: me,
  }).then((r) => r.json());
  if (!check.data?.me?.id) throw new Error(`me failed: ${JSON.stringify(check)}`);

  const scenarios = [
    ["{ __typename } anonymous", { body: typename }],
    ["{ __typename } with a Bearer token", { body: typename, token }],
    ["me", { body: me, token }],
  ];
  const where = embedded
    ? "embedded database (PGlite)"
    : `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}`;
  console.log(
    `API throughput: ${where}, ${connections} connections, ${rounds} rounds of ${duration} s per scenario`,
  );
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
    const p95 =
      t.latencies[Math.min(t.latencies.length - 1, Math.floor(0.95 * t.latencies.length))];
    const cpuUs = (1000 * t.cpu) / t.requests;
    return [
      scenarios[i][0],
      { rps: t.requests / t.seconds, p95: p95 ?? NaN, errors: t.errors, cpuUs },
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
} finally {
  if (server) await stop(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}

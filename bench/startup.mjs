// `npm run bench`: prints figures, asserts nothing.
// - cold start: a fresh DATA_DIR (embedded PostgreSQL created, migrated, demo members seeded) until
//   the landing page and its scripts are served; then a warm restart on the same DATA_DIR
// - the landing page's JavaScript (what the browser loads for `/`), raw and gzip
// - latency of a few API calls, sequential, on loopback
// Needs a build (`npm run build`).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

if (!existsSync("dist/server/src/main.js") || !existsSync("dist/client/index.html")) {
  console.error("Run `npm run build` first.");
  process.exit(1);
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
  const started = performance.now();
  const child = spawn(process.execPath, ["dist/server/src/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      DATABASE_URL: "",
    },
    stdio: "ignore",
  });
  for (;;) {
    try {
      const res = await fetch(`${url}/`);
      if (res.ok) {
        const html = await res.text();
        const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
          (m) => m[1],
        );
        const bodies = await Promise.all(
          scripts.map((s) => fetch(url + s).then((r) => r.arrayBuffer())),
        );
        const ms = performance.now() - started;
        return {
          child,
          url,
          ms,
          scripts: bodies.map((b, i) => ({
            path: scripts[i],
            bytes: b.byteLength,
            gzip: gzipSync(Buffer.from(b)).byteLength,
          })),
        };
      }
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

const dataDir = mkdtempSync(path.join(tmpdir(), "istc-bench-"));
try {
  const cold = await boot(dataDir);
  console.log(
    `cold start to first page (new embedded database, migrations, demo seed): ${(cold.ms / 1000).toFixed(2)} s`,
  );
  const raw = cold.scripts.reduce((a, s) => a + s.bytes, 0);
  const gz = cold.scripts.reduce((a, s) => a + s.gzip, 0);
  console.log(
    `landing page JavaScript: ${cold.scripts.length} files, ${kb(raw)} raw, ${kb(gz)} gzip`,
  );
  for (const s of cold.scripts) console.log(`  ${s.path}: ${kb(s.bytes)} (${kb(s.gzip)} gzip)`);

  const timeIt = async (label, n, fn) => {
    const times = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await fn(i);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`${label}: n=${n} p50 ${p(0.5)} ms, p95 ${p(0.95)} ms (embedded database)`);
  };
  await timeIt("GET /healthz", 200, () => fetch(`${cold.url}/healthz`).then((r) => r.text()));
  await timeIt("GraphQL appInfo", 200, () =>
    fetch(`${cold.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"query":"{ appInfo { productName } }"}',
    }).then((r) => r.text()),
  );
  await timeIt("POST /api/auth/send-otp probe", 25, (i) =>
    fetch(`${cold.url}/api/auth/send-otp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `bench${i}@example.com`, full_name: "" }),
    }).then((r) => r.text()),
  );
  await stop(cold.child);

  const warm = await boot(dataDir);
  console.log(
    `warm start to first page (existing embedded database): ${(warm.ms / 1000).toFixed(2)} s`,
  );
  await stop(warm.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

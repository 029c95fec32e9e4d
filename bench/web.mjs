// `npm run bench:web`: Lighthouse (its default mobile preset and throttling) against the built app,
// page by page: landing, login, dashboard, directory, search and opportunities. Prints the four
// category scores per page and every audit under its full score. Asserts nothing. Builds nothing:
// run `npm run build` first.
//
//   npm run bench:web                  the embedded database (PGlite) in a temporary DATA_DIR
//   npm run bench:web -- --postgres    PostgreSQL at DATABASE_URL (default a local istc_bench_web,
//                                      dropped and recreated each run)
//   options: --server=<built main.js> (default dist/server/src/main.js), --pages=landing,search,...,
//            --save=<dir> (each page's Lighthouse report and trace as <dir>/<page>.json and
//            <dir>/<page>.trace.json, for DevTools' Performance panel)
//
// The server runs in a child process with the demo data (the demo generator's 150 verified members
// and its opportunities). Chromium (CHROME_PATH, default /usr/bin/chromium) runs headless with
// remote debugging (chrome-launcher). The signed-in pages: a demo member signs in through the API,
// the token is put where the client keeps it (localStorage "token", client/src/session/token.ts)
// through a Playwright connection to the same Chromium, and Lighthouse runs with
// `disableStorageReset` so the token stays; the HTTP cache is cleared before every page (CDP
// Network.clearBrowserCache), so each page still loads cold, as Lighthouse's own reset would.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import {
  boot,
  builtServer,
  freshDatabase,
  loadAverage,
  parseArgs,
  seedBenchData,
  signIn,
  stop,
} from "./lib.mjs";

const args = parseArgs();
const serverMain = builtServer(args.server);
const databaseUrl = args.postgres
  ? (process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/istc_bench_web")
  : "";
const PAGES = [
  ["landing", "/", false],
  ["login", "/login", false],
  ["dashboard", "/dashboard", true],
  ["directory", "/directory", true],
  ["search", "/search?q=civil%20engineers%20in%20Pune", true],
  ["opportunities", "/opportunities", true],
];
const wanted = args.pages ? String(args.pages).split(",") : PAGES.map(([name]) => name);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const lighthouseVersion = JSON.parse(
  readFileSync("node_modules/lighthouse/package.json", "utf8"),
).version;
const GOALS = { performance: 95, accessibility: 100, "best-practices": 100 };

const dataDir = mkdtempSync(path.join(tmpdir(), "istc-bench-web-"));
let server;
let chrome;
let browser;
try {
  if (databaseUrl) await freshDatabase(databaseUrl);
  const seeded = await seedBenchData({
    serverMain,
    databaseUrl,
    dataDir,
    verified: 150,
    pending: 8,
    opportunities: 0,
  });
  server = await boot({ serverMain, databaseUrl, dataDir });
  const member = seeded.members.find((m) => m.is_verified && !m.is_admin);
  const token = await signIn(server.url, dataDir, member.email);

  chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
    ],
  });
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);

  console.log(
    `Lighthouse ${lighthouseVersion} (mobile preset, simulated throttling) against ${server.url}: ${seeded.verifiedMembers} verified members, ${seeded.opportunities} opportunities`,
  );
  console.log(`Load average at start: ${loadAverage()}`);
  const results = [];
  let signedIn = false;
  for (const [name, route, needsSession] of PAGES.filter(([n]) => wanted.includes(n))) {
    if (needsSession && !signedIn) {
      await page.goto(`${server.url}/login`);
      await page.evaluate((t) => localStorage.setItem("token", t), token);
      signedIn = true;
    }
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine: one more try.
    let runner;
    for (let attempt = 1; ; attempt++) {
      await cdp.send("Network.clearBrowserCache");
      runner = await lighthouse(
        server.url + route,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
          disableStorageReset: needsSession,
        },
        undefined,
      );
      if (runner.lhr.runtimeError?.code !== "NO_NAVSTART" || attempt === 2) break;
      console.log(`  (${name}: no trace recorded, running again)`);
    }
    const lhr = runner.lhr;
    if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
    if (args.save) {
      mkdirSync(args.save, { recursive: true });
      writeFileSync(path.join(args.save, `${name}.json`), JSON.stringify(lhr));
      const trace = runner.artifacts?.Trace ?? runner.artifacts?.traces?.defaultPass;
      if (trace) writeFileSync(path.join(args.save, `${name}.trace.json`), JSON.stringify(trace));
    }
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
    if (needsSession && new URL(finalUrl).pathname !== new URL(server.url + route).pathname) {
      throw new Error(`${name}: ended on ${finalUrl}, not signed in?`);
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round(100 * (lhr.categories[c].score ?? 0))]),
    );
    const metric = (id) => lhr.audits[id]?.displayValue ?? "?";
    const failing = [];
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          // What the audit points at: elements (selector) or resources (URL), the first few.
          const items = (audit.details?.items ?? [])
            .flatMap((item) => [item, ...(item.subItems?.items ?? [])])
            .map((item) => item.node?.selector ?? item.url ?? item.source?.url)
            .filter(Boolean);
          const where = [...new Set(items)].slice(0, 4).join(" | ");
          failing.push(
            `${c}: ${ref.id} (${audit.score}) ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ""}${where ? ` [${where}]` : ""}`,
          );
        }
      }
    }
    // Where a failing metric comes from: the shifting elements, the scripts that keep the main thread.
    const pointsAt = (id, n) =>
      [
        ...new Set(
          (lhr.audits[id]?.details?.items ?? [])
            .map((item) => item.node?.selector ?? item.url)
            .filter(Boolean),
        ),
      ]
        .slice(0, n)
        .join(" | ");
    if (lhr.audits["cumulative-layout-shift"]?.score < 1) {
      failing.push(`  layout shifts from: ${pointsAt("layout-shifts", 4)}`);
    }
    if (lhr.audits["total-blocking-time"]?.score < 1) {
      failing.push(`  main-thread time (bootup-time) from: ${pointsAt("bootup-time", 4)}`);
    }
    results.push({ name, route, scores, failing, finalUrl });
    console.log(
      `\n${name} (${route}): performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores["best-practices"]}, SEO ${scores.seo}`,
    );
    console.log(
      `  FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, Speed Index ${metric("speed-index")}`,
    );
    // The element the LCP is (a table of the element, then its phases, in Lighthouse 12).
    const lcpNode =
      lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
    if (lcpNode)
      console.log(
        `  LCP element: ${lcpNode.selector} ${JSON.stringify(lcpNode.snippet?.slice(0, 100))}`,
      );
    for (const f of failing) console.log(`  under full score: ${f}`);
  }
  console.log(
    `\n${"page".padEnd(14)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"b.p.".padStart(5)} ${"SEO".padStart(5)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(14)} ${CATEGORIES.map((c) => String(r.scores[c]).padStart(5)).join(" ")}`,
    );
  }
  const missed = results.flatMap((r) =>
    Object.entries(GOALS)
      .filter(([c, goal]) => r.scores[c] < goal)
      .map(([c, goal]) => `${r.name} ${c} ${r.scores[c]} < ${goal}`),
  );
  console.log(
    missed.length
      ? `Under the goals: ${missed.join("; ")}`
      : "All pages meet the goals (performance >= 95, accessibility 100, best practices 100).",
  );
  console.log(`Load average at end: ${loadAverage()}`);
} finally {
  await browser?.close().catch(() => {});
  chrome?.kill();
  if (server) await stop(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}

// `npm test`: everything CI checks, in order, stopping at the first failure:
// format + lint + typecheck, drift checks (schema.graphql, generated client code, entities vs
// migrations), the build the browser tests run against, the JavaScript budgets of each screen
// (scripts/check-bundle.mjs), then the server, client and browser tests.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const REPORT = "test-results/vitest.json";

const steps = [
  // `npm run check`'s four parts in two lanes side by side (one core each): format and lint,
  // typecheck and architecture.
  [
    "check",
    [
      [
        ["npm", "run", "--silent", "format:check"],
        ["npm", "run", "--silent", "lint"],
      ],
      [
        ["npm", "run", "--silent", "typecheck"],
        ["npm", "run", "--silent", "arch"],
      ],
    ],
  ],
  ["drift", ["npm", "run", "--silent", "drift"]],
  ["build", ["npm", "run", "--silent", "build"]],
  ["budget", ["node", "scripts/check-bundle.mjs"]],
  [
    "tests",
    [
      "npx",
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORT}`,
      ...process.argv.slice(2),
    ],
  ],
];
rmSync(REPORT, { force: true });

/** The plain closing line: counts from vitest's JSON report. */
function summary() {
  if (!existsSync(REPORT)) return;
  const r = JSON.parse(readFileSync(REPORT, "utf8"));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(
    `\n${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ""}`,
  );
}
/** Commands one after another, their output kept and printed when the lane ends. */
function lane(commands) {
  return new Promise((resolve) => {
    let output = "";
    const next = (i) => {
      if (i === commands.length) return resolve({ status: 0, output });
      const [cmd, ...args] = commands[i];
      output += `--- ${commands[i].join(" ")}\n`;
      const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
      child.stdout.on("data", (d) => (output += d));
      child.stderr.on("data", (d) => (output += d));
      child.on("close", (code, signal) =>
        code === 0 ? next(i + 1) : resolve({ status: code ?? signal ?? 1, output }),
      );
    };
    next(0);
  });
}

/** Lanes side by side: the first failure's status, every lane's output. */
async function lanes(all) {
  const results = await Promise.all(all.map(lane));
  for (const r of results) process.stdout.write(r.output);
  return { status: results.find((r) => r.status !== 0)?.status ?? 0 };
}

const started = Date.now();
for (const [name, command] of steps) {
  const t = Date.now();
  const parallel = Array.isArray(command[0]);
  const [cmd, ...args] = parallel ? [] : command;
  console.log(
    `\n=== ${name}: ${parallel ? command.map((l) => l.map((c) => c.join(" ")).join(" && ")).join("  |  ") : [cmd, ...args].join(" ")}`,
  );
  const result = parallel ? await lanes(command) : spawnSync(cmd, args, { stdio: "inherit" });
  if (name === "tests") summary();
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(typeof result.status === "number" ? result.status : 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nnpm test passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);

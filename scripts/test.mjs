// `npm test`: everything CI checks, in order, stopping at the first failure:
// format + lint + typecheck, drift checks (schema.graphql, generated client code, entities vs
// migrations), the build the browser tests run against, the JavaScript budgets of each screen
// (scripts/check-bundle.mjs), then the server, client and browser tests.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const REPORT = "test-results/vitest.json";

const steps = [
  ["check", ["npm", "run", "--silent", "check"]],
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
const started = Date.now();
for (const [name, [cmd, ...args]] of steps) {
  const t = Date.now();
  console.log(`\n=== ${name}: ${[cmd, ...args].join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (name === "tests") summary();
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nnpm test passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// `npm run eval:search`: the search evaluation. Loads the evaluation's population
// (tests/search-eval/population.data.ts) into a fresh database (TEST_DATABASE_URL's sibling
// `<name>_eval_script`, else the local PostgreSQL's istc_connect_test_eval_script, else PGlite),
// runs every labelled query through the smart search (the screen's code, every page), and prints
// recall, precision, first-page precision, clear mistakes and the worst queries, for the tuning
// and the held-out part separately.
//   --json              the figures and every query's outcome as JSON
//   --query "..."       one query (labelled or not): what was understood and returned, marked
//   --write-baseline    write tests/search-eval/baseline.json (guarded by tests/server/search-eval.test.ts)
//   --worst N           how many worst queries to list (default 12)
//   --businesses        only the business part (tests/search-eval/business*.ts): every query's outcome
//   --show-held-out     also list the first held-out part's worst queries and kinds; without it the
//                       held-out parts are figures only, so nobody tunes on them by reading them. The
//                       second to fourteenth held-out parts (holdout2.data.ts ... holdout14.data.ts) are
//                       never listed: figures only.
import { writeFileSync } from "node:fs";
import { provideTestDatabase } from "../tests/support/test-database.js";
import { query as makeQuery } from "../tests/search-eval/common.js";
import {
  byKind,
  describeMember,
  evaluate,
  loadPopulation,
  openEvalDatabase,
  QUERIES,
  type Figures,
  type QueryOutcome,
} from "../tests/search-eval/evaluate.js";
import { label } from "../tests/search-eval/labels.js";
import {
  evaluateBusinesses,
  loadBusinesses,
  type BusinessOutcome,
} from "../tests/search-eval/business-evaluate.js";
import { POPULATION } from "../tests/search-eval/population.data.js";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const BASELINE = new URL("../tests/search-eval/baseline.json", import.meta.url);

const database = await provideTestDatabase("_eval_script", 8);
const db = await openEvalDatabase(database.url);
const ids = await loadPopulation(db);
// The business directory's part (issue 28): its fixture's owners are not verified, so the member
// search's population is untouched.
const business = await evaluateBusinesses(db, await loadBusinesses(db));
const businessLine = () => {
  const f = business.figures;
  return `businesses ${String(f.queries).padStart(4)} queries over ${f.businesses} businesses  recall ${(f.recall * 100).toFixed(1)}%  precision ${(f.precision * 100).toFixed(1)}%  perfect ${f.perfect}/${f.queries}`;
};
const businessOutcome = (o: BusinessOutcome) => {
  const ok = new Set([...o.expected, ...o.accepted]);
  const missed = o.expected.filter((k) => !o.returned.includes(k));
  const wrong = o.returned.filter((k) => !ok.has(k));
  const mark = missed.length || wrong.length ? "✗" : "✓";
  return `${mark} "${o.query.q}"${o.query.category ? ` [${o.query.category}]` : ""}  understood: ${o.interpretation}  returned ${o.returned.length}${missed.length ? `  missed ${missed.join(",")}` : ""}${wrong.length ? `  wrong ${wrong.join(",")}` : ""}`;
};
if (flag("--businesses")) {
  console.log(businessLine());
  for (const o of business.outcomes) console.log(`  ${businessOutcome(o)}`);
  await db.destroy();
  await database.stop();
  process.exit(0);
}

const one = option("--query");
const queries = one
  ? [
      QUERIES.find((q) => q.q.toLowerCase() === one.toLowerCase()) ??
        makeQuery(false)(
          one,
          "adhoc",
          label(() => false),
        ),
    ]
  : QUERIES;
const t = performance.now();
const result = await evaluate(db, ids, queries);
const ms = performance.now() - t;
await db.destroy();
await database.stop();

const pct = (x: number | null) => (x === null ? "  -  " : `${(x * 100).toFixed(1)}%`);
const line = (name: string, f: Figures) =>
  `${name.padEnd(11)} ${String(f.queries).padStart(4)} queries  recall ${pct(f.recall)}  precision ${pct(f.precision)}  first page ${pct(f.firstPagePrecision)}  mean F1 ${pct(f.meanF1)}  clear mistakes ${f.mistakes}`;

function explain(o: QueryOutcome, full = false): string[] {
  const E = new Set(o.expected);
  const ok = new Set([...o.expected, ...o.accepted]);
  const M = new Set(o.mistakes);
  const missed = o.expected.filter((k) => !o.returned.includes(k));
  const wrong = o.returned.filter((k) => !ok.has(k));
  const out = [
    `"${o.query.q}"${o.query.holdout ? " (held out)" : ""}  [${o.query.kinds.join(", ")}]  F1 ${pct(o.f1)}  recall ${pct(o.recall)}  precision ${pct(o.precision)}`,
    `    understood: ${o.interpretation}`,
    `    returned ${o.returned.length}, expected ${o.expected.length}, accepted ${o.accepted.length}`,
  ];
  if (full)
    for (const k of o.returned)
      out.push(
        `      ${E.has(k) ? "✓" : ok.has(k) ? "~" : M.has(k) ? "✗ MISTAKE" : "✗"} ${describeMember(k)}`,
      );
  if (missed.length) out.push(`    missed: ${missed.map(describeMember).join("; ")}`);
  if (!full && wrong.length)
    out.push(
      `    wrong: ${wrong
        .slice(0, 8)
        .map((k) => (M.has(k) ? "MISTAKE " : "") + describeMember(k))
        .join("; ")}${wrong.length > 8 ? ` ... (${wrong.length} in all)` : ""}`,
    );
  return out;
}

if (one) {
  console.log(explain(result.outcomes[0], true).join("\n"));
  process.exit(0);
}

if (flag("--json")) {
  console.log(
    JSON.stringify(
      {
        population: POPULATION.length,
        tuning: result.tuning,
        holdout: result.holdout,
        holdout2: result.holdout2,
        holdout3: result.holdout3,
        holdout4: result.holdout4,
        holdout5: result.holdout5,
        holdout6: result.holdout6,
        holdout7: result.holdout7,
        holdout8: result.holdout8,
        holdout9: result.holdout9,
        holdout10: result.holdout10,
        holdout11: result.holdout11,
        holdout12: result.holdout12,
        holdout13: result.holdout13,
        holdout14: result.holdout14,
        queries: result.outcomes
          .filter((o) => o.query.part === "tuning" || o.query.part === "holdout")
          .map((o) => ({
            q: o.query.q,
            holdout: o.query.holdout,
            kinds: o.query.kinds,
            interpretation: o.interpretation,
            recall: o.recall,
            precision: o.precision,
            firstPagePrecision: o.firstPagePrecision,
            f1: o.f1,
            returned: o.returned,
            expected: o.expected,
            accepted: o.accepted,
            mistakes: o.returned.filter((k) => o.mistakes.includes(k)),
          })),
      },
      null,
      2,
    ),
  );
} else {
  const worst = Number(option("--worst") ?? 12);
  console.log(
    `Search evaluation: ${POPULATION.length} members, ${QUERIES.length} queries (${(ms / QUERIES.length).toFixed(1)} ms a query, every page)\n`,
  );
  console.log(line("tuning", result.tuning));
  console.log(line("held out", result.holdout));
  console.log(line("held out 2", result.holdout2));
  console.log(line("held out 3", result.holdout3));
  console.log(line("held out 4", result.holdout4));
  console.log(line("held out 5", result.holdout5));
  console.log(line("held out 6", result.holdout6));
  console.log(line("held out 7", result.holdout7));
  console.log(line("held out 8", result.holdout8));
  console.log(line("held out 9", result.holdout9));
  console.log(line("held out 10", result.holdout10));
  console.log(line("held out 11", result.holdout11));
  console.log(line("held out 12", result.holdout12));
  console.log(line("held out 13", result.holdout13));
  console.log(line("held out 14", result.holdout14));
  console.log(businessLine());
  const showHeldOut = flag("--show-held-out");
  for (const part of showHeldOut ? [false, true] : [false]) {
    const os = result.outcomes
      .filter((o) => o.query.part === (part ? "holdout" : "tuning") && o.f1 < 1)
      .sort((a, b) => a.f1 - b.f1 || a.query.q.localeCompare(b.query.q));
    console.log(`\nWorst ${part ? "held-out" : "tuning"} queries (${os.length} below F1 100%):`);
    for (const o of os.slice(0, worst)) console.log(explain(o).join("\n"));
  }
  if (!showHeldOut) console.log("\n(Held-out queries: figures only; --show-held-out lists them.)");
  const listed = result.outcomes.filter(
    (o) => o.query.part === "tuning" || (showHeldOut && o.query.part === "holdout"),
  );
  console.log(`\nBy kind of query (${showHeldOut ? "all parts" : "tuning"}), weakest first:`);
  for (const { kind, figures: f } of byKind(listed).slice(0, 20))
    console.log(
      `  ${kind.padEnd(16)} ${String(f.queries).padStart(3)} queries  recall ${pct(f.recall)}  precision ${pct(f.precision)}  mean F1 ${pct(f.meanF1)}  mistakes ${f.mistakes}`,
    );
}

if (flag("--write-baseline")) {
  writeFileSync(
    BASELINE,
    JSON.stringify(
      {
        note: "Written by `npm run eval:search -- --write-baseline`; tests/server/search-eval.test.ts fails when a figure drops below it or clear mistakes grow.",
        population: POPULATION.length,
        tuning: result.tuning,
        holdout: result.holdout,
        holdout2: result.holdout2,
        holdout3: result.holdout3,
        holdout4: result.holdout4,
        holdout5: result.holdout5,
        holdout6: result.holdout6,
        holdout7: result.holdout7,
        holdout8: result.holdout8,
        holdout9: result.holdout9,
        holdout10: result.holdout10,
        holdout11: result.holdout11,
        holdout12: result.holdout12,
        holdout13: result.holdout13,
        holdout14: result.holdout14,
        // Each query's F1, so the test can say which queries got worse.
        f1: Object.fromEntries(
          result.outcomes
            // The second to ninth held-out parts: figures only, not their queries' scores.
            .filter((o) => o.query.part === "tuning" || o.query.part === "holdout")
            .map((o) => [o.query.q, Math.round(o.f1 * 1000) / 1000]),
        ),
      },
      null,
      2,
    ) + "\n",
  );
  console.log(`\nwrote ${BASELINE.pathname}`);
}

import { readFileSync } from "node:fs";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  evaluate,
  loadPopulation,
  openEvalDatabase,
  QUERIES,
  type Evaluation,
  type Figures,
} from "../search-eval/evaluate.js";
import { PARTS, type Part } from "../search-eval/common.js";
import { POPULATION } from "../search-eval/population.data.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// The search evaluation (tests/search-eval, `npm run eval:search`) against its committed baseline:
// no figure of the tuning or either held-out part may drop below it, and clear mistakes may not grow.
// When search gets better, write a new baseline: `npm run eval:search -- --write-baseline`.
// Its own database (suffix _search_eval): other test files' members must not change the answers.

/** A baseline written before a part existed lacks that part's figures. */
type Baseline = { population: number; f1: Record<string, number> } & Partial<Record<Part, Figures>>;
const baseline = JSON.parse(
  readFileSync(new URL("../search-eval/baseline.json", import.meta.url), "utf8"),
) as Baseline;
/** Figures are rounded to 4 decimals; the epsilon only absorbs float noise. */
const EPSILON = 1e-9;

let database: TestDatabase;
let db: DataSource;
let result: Evaluation;

// Every part's queries, every page (5,088 queries: about two minutes alone, more beside the other
// test files): a harness budget, not a timed assertion.
beforeAll(async () => {
  database = await provideTestDatabase("_search_eval", 8);
  db = await openEvalDatabase(database.url);
  result = await evaluate(db, await loadPopulation(db));
}, 600_000);
afterAll(async () => {
  await db?.destroy();
  await database?.stop();
});

describe("the search evaluation", () => {
  it("is the size the issue asks for, with a held-out part of at least 30%", () => {
    expect(POPULATION.length).toBeGreaterThanOrEqual(150);
    expect(QUERIES.length).toBeGreaterThanOrEqual(300);
    expect(QUERIES.filter((q) => q.holdout).length / QUERIES.length).toBeGreaterThanOrEqual(0.3);
    expect(new Set(QUERIES.map((q) => q.q.toLowerCase())).size).toBe(QUERIES.length);
    expect(baseline.population).toBe(POPULATION.length);
    // The second held-out part: at least 120 queries in styles the other parts do not use.
    expect(QUERIES.filter((q) => q.part === "holdout2").length).toBeGreaterThanOrEqual(120);
    // The third held-out part: at least 150 queries, written before any held-out failure was read.
    expect(QUERIES.filter((q) => q.part === "holdout3").length).toBeGreaterThanOrEqual(150);
    // The fourth held-out part: at least 180 queries over a new population slice (q01-q60).
    expect(QUERIES.filter((q) => q.part === "holdout4").length).toBeGreaterThanOrEqual(180);
    // The fifth held-out part: at least 220 queries over another population slice (p01-p60).
    expect(QUERIES.filter((q) => q.part === "holdout5").length).toBeGreaterThanOrEqual(220);
    // The sixth held-out part: at least 220 queries over a further population slice (k01-k40).
    expect(QUERIES.filter((q) => q.part === "holdout6").length).toBeGreaterThanOrEqual(220);
    // The seventh held-out part: at least 220 queries over another population slice (g01-g50).
    expect(QUERIES.filter((q) => q.part === "holdout7").length).toBeGreaterThanOrEqual(220);
    // The eighth held-out part: at least 300 queries over another population slice (y01-y40,
    // b01-b10), written blind.
    expect(QUERIES.filter((q) => q.part === "holdout8").length).toBeGreaterThanOrEqual(300);
    // The ninth held-out part: at least 450 queries over another population slice (d01-d40,
    // j01-j10), written blind.
    expect(QUERIES.filter((q) => q.part === "holdout9").length).toBeGreaterThanOrEqual(450);
    // The tenth held-out part: at least 450 queries over another population slice (f01-f40,
    // o01-o10), written blind.
    expect(QUERIES.filter((q) => q.part === "holdout10").length).toBeGreaterThanOrEqual(450);
    // The eleventh held-out part: at least 450 queries over another population slice (l01-l40,
    // i01-i10), written blind.
    expect(QUERIES.filter((q) => q.part === "holdout11").length).toBeGreaterThanOrEqual(450);
    // The twelfth held-out part: at least 600 queries over another population slice (r10-r49,
    // u10-u19), written blind: other languages and scripts, pasted texts, official titles,
    // products, landmarks.
    expect(QUERIES.filter((q) => q.part === "holdout12").length).toBeGreaterThanOrEqual(600);
    // The thirteenth held-out part: at least 550 queries over another population slice (r50-r89),
    // written blind: ordinary queries of many kinds over new towns, utilities and trades.
    expect(QUERIES.filter((q) => q.part === "holdout13").length).toBeGreaterThanOrEqual(550);
    // The fourteenth held-out part: at least 450 queries over another population slice (r90-r99,
    // u20-u49), written blind: decades, slips, capitals, jargon, other languages, exceptions.
    expect(QUERIES.filter((q) => q.part === "holdout14").length).toBeGreaterThanOrEqual(450);
  });

  for (const part of PARTS) {
    it(`keeps the ${part} part at or above the baseline`, () => {
      // Every part has figures in the baseline: a part added since is a baseline to rewrite
      // (`npm run eval:search -- --write-baseline`), not a comparison left out.
      const base = baseline[part];
      expect(base, `baseline.json has no ${part} figures: rewrite the baseline`).toBeDefined();
      if (!base) return;
      const now = result[part];
      // Which queries got worse, to say so when a figure drops.
      const worse = result.outcomes
        .filter((o) => o.query.part === part)
        .filter((o) => o.query.q in baseline.f1 && o.f1 < baseline.f1[o.query.q] - 0.001)
        .map((o) => `"${o.query.q}" F1 ${baseline.f1[o.query.q]} -> ${o.f1.toFixed(3)}`);
      const why = worse.length ? `; worse than the baseline: ${worse.join(", ")}` : "";
      expect(now.queries, "queries (rewrite the baseline after changing the set)").toBe(
        base.queries,
      );
      for (const figure of ["recall", "precision", "firstPagePrecision", "meanF1"] as const)
        expect(now[figure], `${part} ${figure}${why}`).toBeGreaterThanOrEqual(
          base[figure] - EPSILON,
        );
      expect(now.mistakes, `${part} clear mistakes${why}`).toBeLessThanOrEqual(base.mistakes);
    });
  }
});

import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  evaluateBusinesses,
  loadBusinesses,
  type BusinessFigures,
  type BusinessOutcome,
} from "../search-eval/business-evaluate.js";
import { BUSINESS_QUERIES } from "../search-eval/business-queries.data.js";
import { BUSINESSES } from "../search-eval/businesses.data.js";
import { openEvalDatabase } from "../search-eval/evaluate.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// The business part of the search evaluation (tests/search-eval/business*.ts; printed by
// `npm run eval:search`): labelled queries over a fixture of businesses, run through the
// directory's own service on a database of its own. Its figures may not drop below these floors.

let database: TestDatabase;
let db: DataSource;
let figures: BusinessFigures;
let outcomes: BusinessOutcome[];

beforeAll(async () => {
  database = await provideTestDatabase("_business_eval", 4);
  db = await openEvalDatabase(database.url);
  ({ figures, outcomes } = await evaluateBusinesses(db, await loadBusinesses(db)));
});
afterAll(async () => {
  await db?.destroy();
  await database?.stop();
});

describe("the business search evaluation", () => {
  it("is the size the issue asks for", () => {
    expect(BUSINESSES.length).toBeGreaterThanOrEqual(60);
    expect(BUSINESS_QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BUSINESS_QUERIES.map((q) => `${q.q}|${q.category}`)).size).toBe(
      BUSINESS_QUERIES.length,
    );
  });

  it("finds what is asked for: recall and precision at least 95%", () => {
    console.log(
      `business search: ${figures.queries} queries over ${figures.businesses} businesses, recall ${(figures.recall * 100).toFixed(1)}%, precision ${(figures.precision * 100).toFixed(1)}%, ${figures.perfect} perfect`,
    );
    expect(figures.recall).toBeGreaterThanOrEqual(0.95);
    expect(figures.precision).toBeGreaterThanOrEqual(0.95);
  });

  it.each(["tool rooms in Ludhiana", "CNC job work near Mohali", "automation firms in Pune"])(
    "answers the issue's %s exactly",
    (text) => {
      const o = outcomes.find((x) => x.query.q === text)!;
      expect(o.expected.length).toBeGreaterThan(0);
      expect(o.returned.filter((k) => o.expected.includes(k)).sort()).toEqual(
        [...o.expected].sort(),
      );
      const ok = new Set([...o.expected, ...o.accepted]);
      expect(o.returned.filter((k) => !ok.has(k))).toEqual([]);
    },
  );
});

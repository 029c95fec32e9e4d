import type { DataSource } from "typeorm";
import {
  BusinessService,
  storedValues,
} from "../../server/src/modules/businesses/business.service.js";
import type { BusinessCategoryName } from "../../server/src/modules/businesses/business-category.js";
import { cleanBusiness } from "../../server/src/modules/businesses/business.validation.js";
import type { RateLimiter } from "../../server/src/rate-limits/rate-limiter.js";
import { createLogger } from "../../server/src/logger.js";
import { BUSINESS_QUERIES, type BusinessEvalQuery } from "./business-queries.data.js";
import { BUSINESSES } from "./businesses.data.js";

/**
 * The business part of the search evaluation: loads the fixture (each business with an owner of
 * its trade, not verified, so the member search's population is untouched), runs every labelled
 * query through the directory's own service (every page) and scores it.
 */
export async function loadBusinesses(db: DataSource): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const b of BUSINESSES) {
    const [owner] = await db.query(
      `INSERT INTO users (email, full_name, trade, profile_completed, is_verified)
       VALUES ($1, $2, $3, true, false) RETURNING id`,
      [`${b.key}@business-eval.example`, `Owner ${b.key}`, b.ownerTrade],
    );
    const values = storedValues(cleanBusiness({ ...b, foundedYear: null }));
    const [row] = await db.query(
      `INSERT INTO businesses (owner_id, name, category, description, services, location, place_id,
         place_name, place_state, place_country, latitude, longitude, facets)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        owner.id,
        values.name,
        values.category,
        values.description,
        values.services,
        values.location,
        values.placeId,
        values.placeName,
        values.placeState,
        values.placeCountry,
        values.latitude,
        values.longitude,
        values.facets,
      ],
    );
    ids.set(row.id, b.key);
  }
  await db.query("ANALYZE businesses");
  return ids;
}

export interface BusinessOutcome {
  query: BusinessEvalQuery;
  returned: string[];
  expected: string[];
  accepted: string[];
  interpretation: string | null;
  recall: number | null;
  precision: number | null;
}

export interface BusinessFigures {
  queries: number;
  businesses: number;
  recall: number;
  precision: number;
  /** Queries that found every expected business and nothing wrong. */
  perfect: number;
}

const VIEWER = { id: "00000000-0000-0000-0000-000000000000" };
const noLimits = {} as RateLimiter;

export async function evaluateBusinesses(
  db: DataSource,
  ids: Map<string, string>,
): Promise<{ figures: BusinessFigures; outcomes: BusinessOutcome[] }> {
  const service = new BusinessService(
    db,
    noLimits,
    { notify: async () => null },
    createLogger("silent"),
  );
  const outcomes: BusinessOutcome[] = [];
  for (const query of BUSINESS_QUERIES) {
    const returned: string[] = [];
    let after: string | null = null;
    let interpretation: string | null = null;
    for (;;) {
      const page = await service.list(
        VIEWER,
        { query: query.q, category: (query.category ?? null) as BusinessCategoryName | null },
        { first: 50, after },
      );
      interpretation ??= page.interpretation;
      returned.push(...page.nodes.map((n) => ids.get(n.id) ?? `?${n.id}`));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    const expected = BUSINESSES.filter((b) => query.expect(b)).map((b) => b.key);
    const accepted = BUSINESSES.filter((b) => !query.expect(b) && query.accept?.(b)).map(
      (b) => b.key,
    );
    const ok = new Set([...expected, ...accepted]);
    outcomes.push({
      query,
      returned,
      expected,
      accepted,
      interpretation,
      recall: expected.length
        ? returned.filter((k) => expected.includes(k)).length / expected.length
        : null,
      precision: returned.length
        ? returned.filter((k) => ok.has(k)).length / returned.length
        : null,
    });
  }
  let expected = 0;
  let found = 0;
  let returned = 0;
  let good = 0;
  let perfect = 0;
  for (const o of outcomes) {
    const ok = new Set([...o.expected, ...o.accepted]);
    expected += o.expected.length;
    found += o.returned.filter((k) => o.expected.includes(k)).length;
    returned += o.returned.length;
    good += o.returned.filter((k) => ok.has(k)).length;
    if (o.returned.every((k) => ok.has(k)) && o.expected.every((k) => o.returned.includes(k)))
      perfect++;
  }
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  return {
    figures: {
      queries: outcomes.length,
      businesses: BUSINESSES.length,
      recall: round(expected ? found / expected : 1),
      precision: round(returned ? good / returned : 1),
      perfect,
    },
    outcomes,
  };
}

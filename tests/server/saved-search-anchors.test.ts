import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SavedSearchMatcher } from "../../server/src/modules/saved-searches/saved-search.matcher.js";
import {
  facetGroups,
  plannerVersion,
  storedPlan,
} from "../../server/src/modules/saved-searches/saved-search.plan.js";
import { gazetteer } from "../../server/src/modules/search/gazetteer/gazetteer.js";
import { resolveLocation } from "../../server/src/modules/search/place-resolver.js";
import type { Searcher } from "../../server/src/modules/search/query-parser.js";
import { SearchService } from "../../server/src/modules/search/search.service.js";
import type { EvalQuery } from "../search-eval/common.js";
import { loadPopulation, openEvalDatabase, QUERIES } from "../search-eval/evaluate.js";
import { PLACES } from "../search-eval/places.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// The anchors are safe and the batched exact check agrees with the screen, over the search
// evaluation's population and every one of its queries (tuning and held-out): each query is saved
// with its plan and anchors, then for every member the matcher's own path (the GIN candidates,
// then one statement evaluating every candidate's stored filter) must name exactly the searches
// whose smart search (the screen's code, every result) returns that member.

let database: TestDatabase;
let db: DataSource;
let ids: Map<string, string>;
/** search id -> the member ids the screen returns for its query. */
const screen = new Map<string, Set<string>>();
const anchored = { with: 0, without: 0, decided: 0 };

function searcher(me: EvalQuery["me"]): Searcher | undefined {
  if (!me) return undefined;
  const id = me.place ? resolveLocation(PLACES[me.place].city).placeId : null;
  return { place: id ? (gazetteer().byId.get(id) ?? null) : null, batchYear: me.batch };
}

beforeAll(async () => {
  database = await provideTestDatabase("_saved_anchors", 4);
  db = await openEvalDatabase(database.url);
  await db.query(`TRUNCATE users CASCADE`);
  ids = await loadPopulation(db);
  const [{ id: owner }] = await db.query(
    `INSERT INTO users (email, full_name, is_verified) VALUES ('owner@saved-anchors.example', 'Anchor Owner', false) RETURNING id`,
  );
  const search = new SearchService(db);
  const matcher = new SavedSearchMatcher(db);
  for (const q of QUERIES) {
    const me = searcher(q.me);
    const plan = storedPlan(await search.planFor(q.q, me));
    const anchors = await matcher.anchorsOf(plan);
    anchored[anchors.length ? "with" : "without"]++;
    if (facetGroups(plan)) anchored.decided++;
    const [{ id }] = await db.query(
      `INSERT INTO saved_searches (user_id, query, alert, plan, anchors, facet_groups, plan_version)
       VALUES ($1, $2, 'instant', $3, $4, $5, $6) RETURNING id`,
      [
        owner,
        q.q,
        plan,
        anchors,
        facetGroups(plan) ? JSON.stringify(facetGroups(plan)) : null,
        plannerVersion(),
      ],
    );
    const page = await search.smartSearch(q.q, { first: 1000 }, null, me);
    expect(page.hasNextPage).toBe(false);
    screen.set(id, new Set(page.nodes.map((u) => u.id)));
  }
}, 300_000);

afterAll(async () => {
  await db?.destroy();
  await database?.stop();
});

describe("saved-search anchors over the search evaluation", () => {
  it("anchors most searches (a GIN lookup, not every search)", () => {
    expect(anchored.with + anchored.without).toBe(QUERIES.length);
    expect(anchored.with / QUERIES.length).toBeGreaterThan(0.9);
    // Both paths are exercised: plans decided from the member's keys, and filters evaluated.
    expect(anchored.decided).toBeGreaterThan(50);
    expect(QUERIES.length - anchored.decided).toBeGreaterThan(50);
  });

  it("finds, for every member, exactly the searches whose screen returns them", async () => {
    const matcher = new SavedSearchMatcher(db);
    let pairs = 0;
    const wrong: string[] = [];
    for (const memberId of ids.keys()) {
      const hits = new Set((await matcher.matching(memberId)).map((h) => h.searchId));
      for (const [searchId, members] of screen) {
        const expected = members.has(memberId);
        if (expected) pairs++;
        if (hits.has(searchId) !== expected)
          wrong.push(
            `${ids.get(memberId)} ${expected ? "missed by" : "wrongly in"} search ${searchId}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(pairs).toBeGreaterThan(1000);
  }, 300_000);
});

import type { DataSource, EntityManager } from "typeorm";
import { sql } from "../../db/sql.js";
import {
  anchorConditions,
  bestAnchors,
  exactCheck,
  anchorLexemes,
  MEMBER_KEYS_SQL,
  renumbered,
  type StoredPlan,
} from "./saved-search.plan.js";

type Db = DataSource | EntityManager;

/** A saved search a member was found to match. */
export interface Hit {
  searchId: string;
  ownerId: string;
  query: string;
  alert: string;
}

/** Plans checked by one statement (each adds its parameters to it). */
const CHECK_CHUNK = 200;

/**
 * The matching engine's SQL: a plan's anchors, the candidates of a changed member (the searches
 * whose anchors overlap the member's keys, or that have none: a GIN lookup, never every search),
 * the exact check of the candidates' stored filters in one statement per chunk, the matches
 * recorded once.
 */
export class SavedSearchMatcher {
  constructor(private readonly db: DataSource) {}

  /** The anchors of a plan (the narrowest necessary condition's keys); [] when none can be. */
  async anchorsOf(plan: StoredPlan, db: Db = this.db): Promise<string[]> {
    const conditions = anchorConditions(plan);
    const texts = conditions.flatMap((c) => ("lexemesOf" in c ? [c.lexemesOf] : []));
    const printed: string[] = texts.length
      ? (
          await db.query(
            `SELECT to_tsquery('english', t)::text AS q FROM unnest($1::text[]) WITH ORDINALITY AS x(t, i) ORDER BY i`,
            [texts],
          )
        ).map((r: { q: string }) => r.q)
      : [];
    let i = 0;
    const sets = conditions.map((c) => {
      if ("keys" in c) return c.keys;
      return (anchorLexemes(printed[i++] ?? "") ?? []).map((l) => `w:${l}`);
    });
    return bestAnchors(sets);
  }

  /**
   * The saved searches (not the member's own, not already matched with them) whose filter finds
   * the member now. None for a member not in member_search (pending, or gone). A plan of facets
   * only is decided in the candidates' statement; the others are evaluated in one statement per
   * chunk, each distinct plan once.
   */
  async matching(memberId: string, db: Db = this.db): Promise<Hit[]> {
    const candidates = await sql<Hit & { decided: boolean | null; plan: StoredPlan | null }>(
      db,
      `WITH k AS (SELECT ${MEMBER_KEYS_SQL} AS keys FROM member_search u WHERE u.id = $1),
       c AS (
         SELECT s.* FROM saved_searches s WHERE s.anchors && (SELECT keys FROM k)
         UNION ALL
         SELECT s.* FROM saved_searches s WHERE s.anchors = '{}' AND EXISTS (SELECT 1 FROM k)
       )
       SELECT c.id AS "searchId", c.user_id AS "ownerId", c.query, c.alert,
              CASE WHEN jsonb_typeof(c.facet_groups) = 'array' THEN NOT EXISTS (
                SELECT 1 FROM jsonb_array_elements(c.facet_groups) g
                 WHERE NOT (ARRAY(SELECT jsonb_array_elements_text(g)) && (SELECT keys FROM k))
              ) END AS decided,
              CASE WHEN jsonb_typeof(c.facet_groups) IS DISTINCT FROM 'array' THEN c.plan END AS plan
         FROM c
        WHERE c.user_id <> $1
          AND NOT EXISTS (SELECT 1 FROM saved_search_matches m WHERE m.search_id = c.id AND m.member_id = $1)`,
      [memberId],
    );
    const hit = ({ searchId, ownerId, query, alert }: Hit): Hit => ({
      searchId,
      ownerId,
      query,
      alert,
    });
    const hits = candidates.filter((c) => c.decided === true).map(hit);
    // The rest: each distinct plan evaluated once (many members save the same query).
    const byPlan = new Map<string, { plan: StoredPlan; searches: Hit[] }>();
    for (const c of candidates.filter((x) => x.decided === null && x.plan)) {
      const key = JSON.stringify(c.plan);
      const entry = byPlan.get(key) ?? { plan: c.plan!, searches: [] };
      entry.searches.push(hit(c));
      byPlan.set(key, entry);
    }
    const plans = [...byPlan.values()];
    for (let at = 0; at < plans.length; at += CHECK_CHUNK) {
      const chunk = plans.slice(at, at + CHECK_CHUNK);
      const check = exactCheck(chunk.map((c) => c.plan));
      const rows: { hits: boolean[] }[] = await db.query(check.sql, [memberId, ...check.params]);
      if (!rows.length) return [];
      chunk.forEach((c, j) => {
        if (rows[0].hits[j]) hits.push(...c.searches);
      });
    }
    return hits;
  }

  /** Records matches; returns the search ids that were new (a pair is recorded once, ever). */
  async record(memberId: string, searchIds: string[], db: Db = this.db): Promise<Set<string>> {
    if (!searchIds.length) return new Set();
    const rows = await sql<{ search_id: string }>(
      db,
      `INSERT INTO saved_search_matches (search_id, member_id)
       SELECT s, $1 FROM unnest($2::uuid[]) AS s
       ON CONFLICT DO NOTHING RETURNING search_id`,
      [memberId, searchIds],
    );
    return new Set(rows.map((r) => r.search_id));
  }

  /**
   * The members a search finds now, recorded as already known (`baseline`: no alert, not counted
   * as new): what the member saw when saving; only members who match later are told of.
   */
  async baseline(searchId: string, ownerId: string, plan: StoredPlan, db: Db = this.db) {
    const offset = 2;
    await db.query(
      `INSERT INTO saved_search_matches (search_id, member_id, baseline)
       SELECT $1, u.id, true FROM member_search u WHERE u.id <> $2 AND ${renumbered(plan, offset)}
       ON CONFLICT DO NOTHING`,
      [searchId, ownerId, ...plan.params],
    );
  }
}

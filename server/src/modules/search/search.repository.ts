import type { DataSource } from "typeorm";
import { likeContains } from "../../db/sql-values.js";
import { cursorCodec } from "../../paging/cursor.js";
import { toConnection, type CountedConnection } from "../../paging/page.js";
import { rows } from "../../db/sql.js";
import { splitUser, userColumns } from "../users/member-rows.js";
import type { User } from "../users/user.entity.js";
import type { ParsedQuery } from "./parsed-query.js";
import { whereSql, type Filter } from "./search-planner.js";
import type { WordsHeld } from "./query-best-part.js";
import { probeQuery } from "./search-probe.js";
import type { SearchCounts } from "./suggestions.js";

/** A page asked for: how many, and after a cursor or an offset. */
export interface Page {
  first: number;
  after?: string | null;
  offset?: number | null;
}

/** A page of members (the directory's, or smart search's before it explains itself). */
export type MemberConnection = CountedConnection<User>;

export interface LocationCount {
  id: string;
  name: string;
  count: number;
  latitude: number | null;
  longitude: number | null;
}

/** The prefix of a page row's member columns, and the total's column (withMembers). */
const MEMBER = "m.";
const TOTAL = "__total";
/** The column of a page statement's first row that carries its places (withMembers). */
const PLACES = "__places";

/** A filter's places: one row per place key (locationCounts orders them, or aggregates them). */
function locationsStatement(filter?: Filter): Statement {
  const where = filter ? [...filter.where] : [];
  where.push(`nullif(btrim(u.current_location), '') IS NOT NULL`);
  return {
    sql: `SELECT ${LOCATION_KEY} AS id, coalesce(min(u.place_name), min(btrim(u.current_location))) AS name,
                count(*)::int AS count, min(u.latitude) AS latitude, min(u.longitude) AS longitude
         FROM member_search u WHERE ${whereSql(where)}
         GROUP BY 1`,
    params: filter?.params ?? [],
  };
}

/** The order of a filter's places: biggest first, then by name (placesListSql orders alike). */
const LOCATION_ORDER = "count DESC, name";

/**
 * A filter's places as one JSON value (null: none), in locationCounts' order, on the filter's
 * parameters: a one-row statement another statement can carry (the ranked page's, see withMembers).
 */
function placesListSql(filter: Filter): string {
  return `SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'count', l.count,
                   'latitude', l.latitude, 'longitude', l.longitude) ORDER BY l.count DESC, l.name) AS list
            FROM (${locationsStatement(filter).sql}) l`;
}

/** A counted page of rows carrying their members, as a page of members. */
const membersOf = <T extends { member: User }>(page: CountedConnection<T>): MemberConnection => ({
  ...page,
  nodes: page.nodes.map((r) => r.member),
});

/** Page cursors: the directory's sort key (name, id) and smart search's (score, name, id). */
const BY_NAME_CURSOR = cursorCodec("directory", ["text", "uuid"]);
const RANKED_CURSOR = cursorCodec("smartSearch", ["number", "text", "uuid"]);

/** The key a member's place is counted under: the resolved place, else the text as typed. */
const LOCATION_KEY = `coalesce(u.place_id, 't:' || lower(btrim(u.current_location)))`;

/**
 * Rank, highest first, then name and id (stable): 1 when the job title or occupation says the role
 * as typed ("Software Engineer" for "software engineers"), 0.5 when the job title or occupation
 * is one of the roles asked for (not only the trade), plus text relevance of the keywords and named
 * employers (ts_rank with weights name 1, role fields 0.6, company 0.4, skills/bio/location 0.2),
 * plus a little for a stated job title (0.02) and a photo (0.01), kept as member_search.rank_bonus.
 * A query with nothing to rank by (only places, batch years, the tech kind) lists members by name.
 */
const score = (rankParam: string | null, exactParam: string | null, rolesParam: string | null) =>
  // Nothing to rank by (only places, batches, kinds): name order, so an index gives the first page.
  !rankParam && !exactParam && !rolesParam
    ? "0::float8"
    : // Rounded to 6 decimals in float8 (the nearest double to k / 1e6, as the cursor reads it
      // back): a cast to numeric formats every match's score as text, which took half the time
      // of a keyword page ("kaur": 8,564 matches, about 170 -> 80 ms on a loaded machine).
      `round((${exactParam ? `(u.title_vector @@ to_tsquery('english', ${exactParam}))::int` : "0"}
    + ${rolesParam ? `0.5 * (u.title_roles && ${rolesParam}::text[])::int` : "0"}
    + ${rankParam ? `ts_rank('{0.2,0.4,0.6,1.0}', u.search_vector, to_tsquery('english', ${rankParam}))` : "0"}
    + u.rank_bonus)::float8 * 1e6) / 1e6`;

/** One SQL statement and its parameters. */
interface Statement {
  sql: string;
  params: unknown[];
}

/** A ranked page's tie-break on the name (see rankedStatements). */
const NAME_BYTEWISE = `r.full_name COLLATE "C"`;

/** Below this many matches, a page listed by name sorts the matches rather than walk the name index. */
const FEW_MATCHES = 2000;

/** Pushes a parameter when there is one: its placeholder ("$3"), else null. */
function param(params: unknown[], value: unknown): string | null {
  if (value == null) return null;
  params.push(value);
  return `$${params.length}`;
}

/** The count and the ranked page of a filter (score, then name and id: a stable order). */
function rankedStatements(
  filter: Filter,
  page: Page,
  placeId?: string | null,
  matches?: number,
): { count: Statement; page: Statement; byName: boolean } {
  const params = [...filter.params];
  const where = [...filter.where];
  if (placeId) {
    params.push(placeId);
    where.push(`${LOCATION_KEY} = $${params.length}`);
  }
  const count = {
    sql: `SELECT count(*)::int AS n FROM member_search u WHERE ${whereSql(where)}`,
    params: [...params],
  };
  const rankParam = param(params, filter.rankQuery);
  const exactParam = param(params, filter.exactRole);
  const rolesParam = param(params, filter.roles);
  // Listed by name on facets alone (a place, a batch), with the count known first (`byName`): a
  // few matches are read through the facet index and sorted (the fence, OFFSET 0, keeps the
  // planner from walking the name index instead, which for a small town reads thousands of rows
  // to fill a page); many are found quickly by walking the name index.
  const byName =
    !rankParam && !exactParam && !rolesParam && where.some((w) => w.includes("u.facets"));
  const fence = byName && matches !== undefined && matches < FEW_MATCHES;
  // Ranked, ties are ordered by name bytewise: a top-N sort of every match compares names often,
  // and a locale's comparison (even C.UTF-8's) costs a third of a keyword page ("solidworks",
  // 13,499 matches: 32 -> 24 ms); bytewise is UTF-8's code point order, the same as C.UTF-8's.
  // Listed by name, the name index (the database's collation) gives the page.
  const nameOrder = byName ? "r.full_name" : NAME_BYTEWISE;
  let cursorCondition = "";
  if (page.after) {
    const [s, name, id] = RANKED_CURSOR.decode(page.after);
    params.push(s, name, id);
    const n = params.length;
    cursorCondition = `WHERE (r.score < $${n - 2} OR (r.score = $${n - 2} AND (${nameOrder}, r.id) > ($${n - 1}, $${n}::uuid)))`;
  }
  params.push(page.first + 1, page.offset ?? 0);
  return {
    count,
    byName,
    page: {
      // Ranked, the count comes with the page (a window over every match, before the cursor and
      // the limit): one pass over the matches' rows instead of two. The window counts narrow rows
      // scored at the scan (the fence, OFFSET 0): without it the window kept every match's whole
      // row, search vector included, and spilled to disk ("kaur", 8,564 matches: 45 -> 20 ms).
      sql: `SELECT r.id, r.full_name, r.score, r.n FROM (${
        byName
          ? `SELECT u.id, u.full_name, ${score(rankParam, exactParam, rolesParam)} AS score, NULL::int AS n FROM member_search u WHERE ${whereSql(where)}${fence ? " OFFSET 0" : ""}`
          : `SELECT s.*, count(*) OVER ()::int AS n FROM (
         SELECT u.id, u.full_name, ${score(rankParam, exactParam, rolesParam)} AS score FROM member_search u WHERE ${whereSql(where)} OFFSET 0) s`
      }
       ) r ${cursorCondition}
       ORDER BY r.score DESC, ${nameOrder}, r.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    },
  };
}

/**
 * Every statement on `member_search` (verified members, see migration 1764900000000): the probe,
 * counts, group and location counts, the ranked page, the directory and EXPLAIN. Filters come
 * from the planner (search-planner.ts); this and its probe (search-probe.ts) are the only places
 * that write SQL for search.
 */
export class SearchRepository implements SearchCounts {
  constructor(private readonly db: DataSource) {}

  /** Verified members by name, whose directory text contains `text` (case- and accent-insensitive). */
  async directory(text: string, page: Page): Promise<MemberConnection> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (text) {
      params.push(likeContains(text));
      where.push(`u.directory_text LIKE lower(public.unaccent($${params.length}))`);
    }
    const pageWhere = [...where];
    const pageParams = [...params];
    if (page.after) {
      const [name, id] = BY_NAME_CURSOR.decode(page.after);
      pageParams.push(name, id);
      pageWhere.push(
        `(u.full_name, u.id) > ($${pageParams.length - 1}, $${pageParams.length}::uuid)`,
      );
    }
    pageParams.push(page.first + 1, page.offset ?? 0);
    // The exact total and the page in one statement: the count's parameters lead the page's.
    const { found, total } = await this.withMembers<{ id: string; full_name: string }>(
      `SELECT u.id, u.full_name FROM member_search u WHERE ${whereSql(pageWhere)}
       ORDER BY u.full_name, u.id LIMIT $${pageParams.length - 1} OFFSET $${pageParams.length}`,
      "p.full_name, p.id",
      pageParams,
      { countSql: `SELECT count(*)::int AS n FROM member_search u WHERE ${whereSql(where)}` },
    );
    const byName = (r: { id: string; full_name: string }) =>
      BY_NAME_CURSOR.encode([r.full_name, r.id]);
    return membersOf(toConnection(found, page.first, byName, total ?? 0));
  }

  /**
   * A page statement (rows with `id`) and each row's member in one statement: the page is chosen
   * first (its own plan, its LIMIT), then joined to `users` by primary key, in `order` again. The
   * members come as plain rows (member-rows.ts), no second statement and no ORM hydration. With
   * `countSql` (`SELECT count(*)::int AS n ...` on the page's leading parameters) the statement
   * also answers the total, an empty page's included (the count's one row, with no member). With
   * `placesSql` (a one-row `SELECT json_agg(...) AS list ...` on the same leading parameters, see
   * placesListSql) it also answers those places, on the first row only (`places`; [] for none).
   */
  private async withMembers<T extends { id: string }>(
    pageSql: string,
    order: string,
    params: unknown[],
    { countSql, placesSql }: { countSql?: string; placesSql?: string } = {},
  ): Promise<{
    found: (T & { member: User })[];
    total: number | null;
    places: LocationCount[] | undefined;
  }> {
    const columns = userColumns(this.db, "m", MEMBER);
    const ones = [
      ...(countSql ? [`total AS (${countSql})`] : []),
      ...(placesSql ? [`places AS (${placesSql})`] : []),
    ];
    const answer = await rows<Record<string, unknown>>(
      this.db,
      ones.length
        ? `WITH ${ones.join(", ")}
           SELECT p.*, ${columns}${countSql ? `, total.n AS "${TOTAL}"` : ""}${
             placesSql
               ? `, CASE WHEN row_number() OVER (ORDER BY ${order}) = 1 THEN places.list END AS "${PLACES}"`
               : ""
           } FROM ${countSql && placesSql ? "total CROSS JOIN places" : countSql ? "total" : "places"}
             LEFT JOIN (${pageSql}) p ON true LEFT JOIN users m ON m.id = p.id ORDER BY ${order}`
        : `SELECT p.*, ${columns} FROM (${pageSql}) p
             JOIN users m ON m.id = p.id ORDER BY ${order}`,
      params,
    );
    let total: number | null = null;
    let places: LocationCount[] | undefined;
    const found: (T & { member: User })[] = [];
    for (const row of answer) {
      const { rest, user } = splitUser<T & { [TOTAL]?: number; [PLACES]?: LocationCount[] | null }>(
        row,
        MEMBER,
      );
      if (countSql) {
        total = rest[TOTAL] ?? null;
        delete rest[TOTAL];
      }
      if (placesSql) {
        places ??= rest[PLACES] ?? undefined;
        delete rest[PLACES];
      }
      if (user) found.push({ ...rest, member: user });
    }
    if (placesSql) places ??= [];
    return { found, total, places };
  }

  /** The probe of a parsed query (search-probe.ts): which keywords profiles hold, and how to read them. */
  probe(q: ParsedQuery): Promise<{ parsed: ParsedQuery; found: Set<string> }> {
    return probeQuery(this.db, q);
  }

  /** How many verified members a filter finds. */
  /**
   * Whether any verified member matches. A count, not EXISTS: EXISTS plans for the first match,
   * which for a word that finds nobody ("xylophone") is a sequential scan of every row (196 ms
   * at 100,000 members, against 0.1 ms through the indexes).
   */
  /**
   * Of the members `filter` finds, those holding any of these tsquery texts, grouped by which they
   * hold (an index scan for the words, then the filter's other conditions on those rows).
   */
  async wordsHeld(filter: Filter, texts: string[]): Promise<WordsHeld[]> {
    const params = [...filter.params, ...texts, texts.map((t) => `(${t})`).join(" | ")];
    const first = filter.params.length + 1;
    const each = texts.map((_, i) => `u.search_vector @@ to_tsquery('english', $${first + i})`);
    const any = `$${params.length}`;
    return rows<WordsHeld>(
      this.db,
      `SELECT ARRAY[${each.join(", ")}] AS holds, count(*)::int AS n FROM member_search u
        WHERE ${whereSql(filter.where)}
          AND u.search_vector @@ to_tsquery('english', ${any})
        GROUP BY 1`,
      params,
    );
  }

  async exists(filter: Filter): Promise<boolean> {
    return (await this.count(filter)) > 0;
  }

  async count(filter: Filter): Promise<number> {
    const [{ n }] = await rows<{ n: number }>(
      this.db,
      `SELECT count(*)::int AS n FROM member_search u WHERE ${whereSql(filter.where)}`,
      filter.params,
    );
    return n;
  }

  /** Members of a filter per value of `column` (place or batch year), biggest first. */
  async groupCounts(
    filter: Filter,
    column: "place" | "batch",
    limit = 3,
  ): Promise<{ key: string; name: string; n: number }[]> {
    const key = column === "place" ? "u.place_id" : "u.search_batch_year::text";
    const name = column === "place" ? "u.place_name" : "u.search_batch_year::text";
    return rows(
      this.db,
      `SELECT ${key} AS key, min(${name}) AS name, count(*)::int AS n FROM member_search u
       WHERE ${whereSql(filter.where)} AND ${key} IS NOT NULL
       GROUP BY ${key} ORDER BY n DESC, name LIMIT ${Number(limit)}`,
      filter.params,
    );
  }

  /** Verified members per place (all of them, or a filter's), biggest first. */
  async locationCounts(filter?: Filter): Promise<LocationCount[]> {
    const { sql, params } = locationsStatement(filter);
    return rows<LocationCount>(this.db, `${sql} ORDER BY ${LOCATION_ORDER}`, params);
  }

  /**
   * A filter's count and page, most relevant first (`placeId`: only members at that place). With
   * `withPlaces`, the page's statement also answers the filter's places (`places`: what
   * `locationCounts(filter)` answers, every page and ignoring `placeId`): one statement fewer.
   */
  async rankedPage(
    filter: Filter,
    page: Page,
    placeId?: string | null,
    withPlaces = false,
  ): Promise<MemberConnection & { places?: LocationCount[] }> {
    let q = rankedStatements(filter, page, placeId);
    let n: number | null = null;
    type Ranked = { id: string; full_name: string; score: number; n: number | null };
    if (q.byName) {
      // The count decides how the page is read (see rankedStatements).
      [{ n }] = await rows<{ n: number }>(this.db, q.count.sql, q.count.params);
      q = rankedStatements(filter, page, placeId, n);
    }
    // The page's parameters lead with the filter's: the places read them as locationCounts does.
    const { found: ranked, places } = await this.withMembers<Ranked>(
      q.page.sql,
      `p.score DESC, ${q.byName ? "p.full_name" : NAME_BYTEWISE.replace("r.", "p.")}, p.id`,
      q.page.params,
      withPlaces ? { placesSql: placesListSql(filter) } : {},
    );
    // Ranked, the first row carries the count; a page past the last match holds no row to carry
    // it: counted apart.
    n ??= ranked.length
      ? (ranked[0].n ?? 0)
      : page.after || page.offset
        ? (await rows<{ n: number }>(this.db, q.count.sql, q.count.params))[0].n
        : 0;
    const byRank = (r: { id: string; full_name: string; score: number }) =>
      RANKED_CURSOR.encode([r.score, r.full_name, r.id]);
    const connection = membersOf(toConnection(ranked, page.first, byRank, n));
    return withPlaces ? { ...connection, places } : connection;
  }

  /**
   * The plans of a filter's count and first page (EXPLAIN), and the tables they read with a
   * sequential scan.
   */
  async explain(filter: Filter): Promise<{ plans: string[]; seqScans: string[] }> {
    const q = rankedStatements(filter, { first: 20 });
    const plans: string[] = [];
    const seqScans: string[] = [];
    for (const { sql, params } of [q.count, q.page]) {
      const lines: { "QUERY PLAN": string }[] = await this.db.query(`EXPLAIN ${sql}`, params);
      const plan = lines.map((r) => r["QUERY PLAN"]).join("\n");
      plans.push(plan);
      for (const m of plan.matchAll(/Seq Scan on (\w+)/g)) seqScans.push(m[1]);
    }
    return { plans, seqScans };
  }
}

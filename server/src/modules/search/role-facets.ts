import { EMPLOYER_KIND_FACETS, roleQuery } from "./search-planner.js";
import { ALL_ROLES } from "./vocabulary.js";

/** The most characters of tsquery text one row of `search_roles` holds (a tsquery is not toasted). */
const PART_CHARS = 2_000;

/**
 * A query of alternatives ("(a) | (b) | ...") in parts of at most PART_CHARS characters, cut
 * between alternatives: a member matching any part matches the query. A query without top-level
 * alternatives is one part.
 */
export function queryParts(text: string): string[] {
  const alternatives: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      alternatives.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  alternatives.push(text.slice(start).trim());
  const parts: string[] = [];
  for (const a of alternatives.filter(Boolean)) {
    const last = parts[parts.length - 1];
    if (last !== undefined && last.length + a.length + 3 <= PART_CHARS)
      parts[parts.length - 1] = `${last} | ${a}`;
    else parts.push(a);
  }
  return parts.length ? parts : [text];
}

/** Runs one SQL statement (a TypeORM query runner or data source). */
interface Sql {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Brings `search_roles` (migration 1764900000000) up to date with the roles of the vocabulary in
 * code, and when any role's query changed, recomputes every member's `facets` and `title_roles`
 * in the same transaction (a few seconds at 100,000 members, once per vocabulary change).
 * `migrate` runs it under its advisory lock, so app copies starting together do it once. Returns
 * whether it changed anything.
 */
export async function syncSearchRoles(db: Sql): Promise<boolean> {
  const wanted = JSON.stringify(
    [
      ...ALL_ROLES.map((r) => ({ label: r.label, text: roleQuery(r) })),
      ...EMPLOYER_KIND_FACETS.map((k) => ({ label: k.label, text: k.text() })),
    ].flatMap(({ label, text }) =>
      queryParts(text).map((part, i) => ({ label, part: i, text: part })),
    ),
  );
  const stale = (await db.query(
    `SELECT count(*)::int AS n FROM (
       SELECT w.label, w.part, to_tsquery('english', w.text) AS query
         FROM jsonb_to_recordset($1::jsonb) AS w(label text, part int, text text)
     ) w FULL JOIN search_roles s ON s.label = w.label AND s.part = w.part
     WHERE s.label IS NULL OR w.label IS NULL OR s.query IS DISTINCT FROM w.query`,
    [wanted],
  )) as { n: number }[];
  if (stale[0].n === 0) return false;
  await db.query("BEGIN");
  try {
    await db.query(`DELETE FROM search_roles`);
    await db.query(
      `INSERT INTO search_roles (label, part, query) SELECT w.label, w.part, to_tsquery('english', w.text)
         FROM jsonb_to_recordset($1::jsonb) AS w(label text, part int, text text)`,
      [wanted],
    );
    await db.query(
      `UPDATE member_search m SET facets = r.facets, title_roles = r.title_roles
         FROM (SELECT u.id,
                      member_search_facets(u.search_vector, u.place_id, u.place_state,
                                           u.place_country, u.search_batch_year) AS facets,
                      member_search_title_roles(u.job_title, u.occupation) AS title_roles
                 FROM users u WHERE u.is_verified) r
        WHERE r.id = m.id AND (m.facets, m.title_roles) IS DISTINCT FROM (r.facets, r.title_roles)`,
    );
    await db.query("COMMIT");
  } catch (error) {
    await db.query("ROLLBACK");
    throw error;
  }
  // The rewritten rows leave dead tuples and a long GIN pending list behind: clean them up now, and
  // take fresh statistics for the new facet values, so role searches are planned on them.
  await db.query(`VACUUM ANALYZE member_search`);
  return true;
}

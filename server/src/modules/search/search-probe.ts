import type { DataSource } from "typeorm";
import { rows } from "../../db/sql.js";
import type { ParsedQuery } from "./parsed-query.js";
import { mayBeLeftOut, withoutUnknownWords } from "./query-rules.js";
import { nameQuery, phraseQuery } from "./search-planner.js";
import { STOP_WORDS } from "./query-tokens.js";

/**
 * One statement, an index probe each: the keywords some verified profile contains as typed
 * (`found`; the others are also read as near-spellings of names, see buildFilter), the bare
 * town words that are also words of some verified member's name (`parsed.alsoNamed`), and, when
 * the query has criteria besides its keywords, which keywords are in no profile and near no
 * member's name: words of the sentence, left out (`withoutUnknownWords`).
 */
export async function probeQuery(
  db: DataSource,
  typed: ParsedQuery,
): Promise<{ parsed: ParsedQuery; found: Set<string> }> {
  const q = withFewerWords(await withHeldEmployers(db, typed));
  const probes = q.keywords.map((k) => ({ k, q: phraseQuery(k) })).filter((p) => p.q);
  // Bare town words are [a-z]{3,}: safe in a pattern. A name word is found with the trigram
  // index on full_name (a weighted tsquery would recheck every member living in that town).
  const towns = q.bareCities.map((b) => b.word);
  const found = new Set<string>();
  const named = new Set<string>();
  const unknown = new Set<string>();
  if (!probes.length && !towns.length) return { parsed: q, found };
  // Only the words that may be left out need the (trigram) look-up of names near them. The
  // fence (OFFSET 0) keeps each word's EXISTS to one run: inlined, it ran again in the CASE, and
  // each run builds the bitmap of every member holding the word (7,873 for "solar").
  const mayGo = mayBeLeftOut(q);
  const probed = await rows<{ kind: "k" | "n"; i: number; found: boolean; name: boolean }>(
    db,
    `SELECT 'k' AS kind, k.i::int AS i, k.found, CASE WHEN k.found OR NOT k.m THEN true
              ELSE EXISTS (SELECT 1 FROM member_search u WHERE k.w <% u.full_name) END AS name
         FROM (SELECT k.i, k.w, k.m, EXISTS (
                 SELECT 1 FROM member_search u WHERE u.search_vector @@ to_tsquery('english', k.q)
               ) AS found
                 FROM unnest($1::text[], $4::text[], $3::boolean[]) WITH ORDINALITY AS k(q, w, m, i)
               OFFSET 0) k
       UNION ALL
       SELECT 'n', n.i::int, EXISTS (
         SELECT 1 FROM member_search u
          WHERE u.full_name ILIKE '%' || n.w || '%' AND u.full_name ~* ('\\m' || n.w || '\\M')
       ), true FROM unnest($2::text[]) WITH ORDINALITY AS n(w, i)`,
    [probes.map((p) => p.q), towns, probes.map((p) => mayGo(p.k)), probes.map((p) => p.k)],
  );
  for (const r of probed)
    if (r.kind === "k") {
      if (r.found) found.add(probes[r.i - 1].k);
      else if (!r.name) unknown.add(probes[r.i - 1].k);
    } else if (r.found) named.add(towns[r.i - 1]);
  const parsed = withoutUnknownWords({ ...q, alsoNamed: [...named] }, unknown);
  return { parsed, found };
}

/**
 * The query with its tentative employers (words no vocabulary knows, after "for": "Request for
 * nomination", "alumni in the UK for visa reference") that no member's company holds read as
 * its words: they say what the asking is for, not where people work. One statement, only for a
 * query that has them.
 */
async function withHeldEmployers(db: DataSource, q: ParsedQuery): Promise<ParsedQuery> {
  const tentative = q.employers.filter((e) => e.tentative && e.name);
  if (!tentative.length) return q;
  const held = await rows<{ i: number; held: boolean }>(
    db,
    `SELECT e.i::int AS i, EXISTS (
       SELECT 1 FROM member_search u WHERE u.search_vector @@ to_tsquery('english', e.q)
     ) AS held FROM unnest($1::text[]) WITH ORDINALITY AS e(q, i)`,
    [tentative.map((e) => nameQuery(e.name!, "CD"))],
  );
  const unheld = new Set(held.filter((h) => !h.held).map((h) => tentative[h.i - 1]));
  if (!unheld.size) return q;
  const words = [...unheld]
    .flatMap((e) => e.name!.split(/\s+/))
    .filter((w) => w.length >= 2 && !STOP_WORDS.has(w) && !q.keywords.includes(w));
  return {
    ...q,
    employers: q.employers.filter((e) => !unheld.has(e)),
    keywords: [...q.keywords, ...new Set(words)],
  };
}

/**
 * A query of more words than a person types to say who ("a job description pasted whole", up to
 * SEARCH_LIMITS.smartQuery characters): its first MAX_KEYWORDS words are read, the rest left out,
 * so one request costs a bounded number of look-ups.
 */
export const MAX_KEYWORDS = 16;

function withFewerWords(q: ParsedQuery): ParsedQuery {
  if (q.keywords.length <= MAX_KEYWORDS) return q;
  return {
    ...q,
    keywords: q.keywords.slice(0, MAX_KEYWORDS),
    cut: q.keywords.length - MAX_KEYWORDS,
  };
}

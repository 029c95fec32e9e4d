/**
 * A saved search's plan and anchors, pure (no database): the filter smart search builds for its
 * query (search-planner.ts, through SearchService.planFor), and the keys one of which every member
 * it finds has. A changed member is checked only against the searches whose anchors overlap its
 * keys (`memberKeysSql`), or that have none; then exactly, with the stored filters (`exactCheck`).
 */
import { createHash } from "node:crypto";
import { parseQuery } from "../search/query-parser.js";
import { buildFilter, type Filter } from "../search/search-planner.js";

/** What is stored of a Filter: the conditions (ANDed, over `member_search u`) and their parameters. */
export interface StoredPlan {
  where: string[];
  params: unknown[];
}

export const storedPlan = (filter: Filter): StoredPlan => ({
  where: filter.where,
  params: filter.params,
});

/**
 * A condition that is one necessary key test: facets from a parameter, a batch-year range, or a
 * tsquery whose every lexeme is required (a phrase: `a <-> b`, or `a & b`), whose lexemes the
 * database normalises (`lexemeQuery`).
 */
export type AnchorCondition = { keys: string[] } | { lexemesOf: string };

const FACETS = /^u\.facets && \$(\d+)::text\[\]$/;
const WORDS = /^u\.search_vector @@ to_tsquery\('english', \$(\d+)\)$/;
const YEARS = /^u\.search_batch_year BETWEEN \$(\d+) AND \$(\d+)$/;
const STUDENT = "u.search_vector @@ 'student:B'::tsquery";

/** The conditions of a plan that can anchor it (each alone is necessary: the where is an AND). */
export function anchorConditions(plan: StoredPlan): AnchorCondition[] {
  const out: AnchorCondition[] = [];
  const param = (n: string) => plan.params[Number(n) - 1];
  for (const w of plan.where) {
    let m: RegExpMatchArray | null;
    if ((m = w.match(FACETS))) {
      const keys = param(m[1]);
      if (Array.isArray(keys) && keys.length && keys.every((k) => typeof k === "string"))
        out.push({ keys: keys as string[] });
    } else if ((m = w.match(WORDS))) {
      const text = param(m[1]);
      // Phrases, conjunctions and alternatives of them (`anchorLexemes`); a negation anchors nothing.
      if (typeof text === "string" && !/[!*]/.test(text)) out.push({ lexemesOf: text });
    } else if ((m = w.match(YEARS))) {
      const [a, b] = [Number(param(m[1])), Number(param(m[2]))];
      if (Number.isInteger(a) && Number.isInteger(b) && b >= a && b - a < 200)
        out.push({ keys: Array.from({ length: b - a + 1 }, (_, i) => `y:${a + i}`) });
    } else if (w === STUDENT) out.push({ keys: ["w:student"] });
  }
  return out;
}

/**
 * For a plan made only of facet conditions (roles, places, batch years, employer kinds), the key
 * groups a member needs one key of each of: that decides the plan from the member's keys alone,
 * exactly. Null when any condition is something else (words, names, columns).
 */
export function facetGroups(plan: StoredPlan): string[][] | null {
  const groups: string[][] = [];
  const param = (n: string) => plan.params[Number(n) - 1];
  for (const w of plan.where) {
    let m: RegExpMatchArray | null;
    if ((m = w.match(FACETS))) {
      const keys = param(m[1]);
      if (!Array.isArray(keys) || !keys.every((k) => typeof k === "string" && !k.startsWith("w:")))
        return null;
      groups.push(keys as string[]);
    } else if ((m = w.match(YEARS))) {
      const [a, b] = [Number(param(m[1])), Number(param(m[2]))];
      if (!(Number.isInteger(a) && Number.isInteger(b) && b - a < 200)) return null;
      groups.push(Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => `y:${a + i}`));
    } else return null;
  }
  return groups;
}

/**
 * How many members a key is likely to admit, roughly (lower is better): a role or a word is
 * narrow, a city or batch year narrower than a state, a country or an employer kind wide.
 */
const KEY_WIDTH: [RegExp, number][] = [
  [/^r:kind:/, 6],
  [/^r:/, 1],
  [/^w:/, 2],
  [/^p:/, 2],
  [/^y:/, 3],
  [/^s:/, 4],
  [/^c:/, 5],
];
const width = (key: string) => KEY_WIDTH.find(([re]) => re.test(key))?.[1] ?? 6;

/** The best anchor set among sets that are each necessary: the narrowest keys, then the fewest. */
export function bestAnchors(sets: string[][]): string[] {
  let best: string[] = [];
  let score = Infinity;
  for (const keys of sets) {
    if (!keys.length) continue;
    const s = Math.max(...keys.map(width)) * 1000 + keys.length;
    if (s < score) [best, score] = [keys, s];
  }
  return [...new Set(best)].sort();
}

/** The lexemes of a tsquery's text (`'tool' <-> 'die':B`), as PostgreSQL printed them. */
export function lexemesOfPrinted(printed: string): string[] {
  return [...printed.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1].replace(/''/g, "'"));
}

/** Whether a `$` stands inside a quoted literal ('' inside one is a quote: it toggles twice). */
function dollarInLiteral(sql: string): boolean {
  let quoted = false;
  for (const c of sql) {
    if (c === "'") quoted = !quoted;
    else if (c === "$" && quoted) return true;
  }
  return false;
}

/**
 * The lexemes a tsquery needs one of, from its printed form (`'tata':C <-> 'motor':C | 'tcs':C`):
 * an alternative of phrases or conjunctions needs every lexeme of one alternative, so the longest
 * lexeme of each (the rarest, roughly) is a necessary set. Null when the form is not that
 * (grouping, negation) or an alternative has no lexeme.
 */
export function anchorLexemes(printed: string): string[] | null {
  if (!printed.trim() || /[!()]/.test(printed.replace(/'(?:[^']|'')*'/g, "''"))) return null;
  const picked: string[] = [];
  for (const alternative of printed.split(/ \| /)) {
    const lexemes = lexemesOfPrinted(alternative);
    if (!lexemes.length) return null;
    picked.push(lexemes.sort((a, b) => b.length - a.length)[0]);
  }
  return picked;
}

/**
 * A plan's conditions renumbered to start after `offset` parameters. The planner writes no `$` but
 * its placeholders (its only literal is `'student:B'`); a plan with any other `$` is refused.
 */
export function renumbered(plan: StoredPlan, offset: number): string {
  const body = plan.where.length ? plan.where.map((w) => `(${w})`).join(" AND ") : "TRUE";
  if (/\$(?!\d)/.test(body) || dollarInLiteral(body))
    throw new Error("A search plan holds a $ outside its placeholders");
  return body.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
}

/**
 * One statement that evaluates many plans on one member (`$1`): a boolean per plan, in order (null
 * when the member is not in member_search: pending or gone).
 */
export function exactCheck(plans: StoredPlan[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const tests = plans.map((plan) => {
    const cond = renumbered(plan, params.length + 1);
    params.push(...plan.params);
    return `coalesce((${cond}), false)`;
  });
  return {
    sql: `SELECT ARRAY[${tests.join(", ") || "NULL::boolean"}]::boolean[] AS hits FROM member_search u WHERE u.id = $1`,
    params,
  };
}

/**
 * The keys of a member, as anchors name them: their facets (roles, place, state, country, batch
 * year) and every lexeme of their search vector ("w:<lexeme>").
 */
export const MEMBER_KEYS_SQL = `u.facets || ARRAY(SELECT 'w:' || l FROM unnest(tsvector_to_array(u.search_vector)) AS l)`;

/** Queries whose plans fingerprint the planner (the parser, the vocabulary, the planner's SQL). */
const FINGERPRINT_QUERIES = [
  "CNC programmers in Ludhiana",
  "software engineers in Punjab 2015-2019",
  "electricians near me",
  "fitters in Mohali batch 2012",
  "PSUs in oil and gas",
  "government jobs abroad",
  "tool and die makers not in Delhi",
  "welders Pune",
  "Asha Verma",
  "students 2024",
  "automotive engineers in Chandigarh",
  "mechanical design engineers in Bangalore",
];

let fingerprint: string | undefined;

/**
 * The planner's version: a hash of the plans it makes for fixed queries (on a fixed date, without
 * the database). A change of the parser, vocabulary or planner changes it, and every saved search
 * with another version is planned again (SavedSearchService.replanStale).
 */
export function plannerVersion(): string {
  fingerprint ??= createHash("sha256")
    .update(
      JSON.stringify(
        FINGERPRINT_QUERIES.map((q) => buildFilter(parseQuery(q, new Date("2026-01-01T00:00Z")))),
      ),
    )
    .digest("hex")
    .slice(0, 16);
  return fingerprint;
}

/**
 * The version a plan is stored with: the planner's, and the day (UTC) it was made. A plan also
 * depends on the members (which words some profile holds, which reading of a place finds someone),
 * so the job plans every search again once a day as well as when the planner changes: a saved
 * search and the screen disagree for a day at most.
 */
export const planStamp = (now = new Date()) =>
  `${plannerVersion()}@${now.toISOString().slice(0, 10)}`;

/**
 * The business search planner (issue 28): a plain-language query ("tool rooms in Ludhiana", "CNC
 * job work near Mohali") to a filter over `businesses u`, pure (no database). It reuses smart
 * search's understanding: the parser (places from the gazetteer, "near <city>", trades and crafts
 * from the vocabulary) and the planner's place condition; the words that only say "a business" are
 * left out and category words read as the category, both as data (business-search.data.ts).
 */
import { parseQuery, readAsPlaces } from "../search/query-parser.js";
import { roleLabels, type ParsedQuery } from "../search/parsed-query.js";
import { phraseQuery, placeCondition } from "../search/search-planner.js";
import { ALL_ROLES } from "../search/vocabulary.js";
import type { Place } from "../search/gazetteer/gazetteer.js";
import { categoryLabel, type BusinessCategoryName } from "./business-category.js";
import { BUSINESS_WORDS, CATEGORY_TEXT, CATEGORY_WORDS } from "./business-search.data.js";

/** A WHERE clause over `businesses u` with its parameters, what to rank by and what it means. */
export interface BusinessPlan {
  /** The words of the query a business's text may hold (for the probe), lower case. */
  keywords: string[];
  /** Whether another reading may find more (a word that may be a misspelt place, or unknown). */
  mayRetry: boolean;
  where: string[];
  params: unknown[];
  /** A tsquery text (English config) to rank by; null: no text to rank (then by recommendations). */
  rankQuery: string | null;
  /** The query as understood, e.g. "Tool Room and Dies businesses in Ludhiana". */
  interpretation: string | null;
}

export interface BusinessQuery {
  query?: string | null;
  category?: BusinessCategoryName | null;
  placeId?: string | null;
}

/**
 * How to read a query. `found`: the words some business's text holds (the repository's probe);
 * the others are looked for only as near-spellings of a business's name (a typo), so a word found
 * as typed finds what it says and costs no trigram scan. Without `found`, every word is both.
 * `asPlaces`: words that may be a misspelt place ("ludhiyana") read as that place. `dropUnknown`:
 * words no business holds left out (a query that found nothing otherwise).
 */
export interface ReadingOptions {
  found?: ReadonlySet<string>;
  asPlaces?: boolean;
  dropUnknown?: boolean;
  /** Words to leave out (said how it was asked, found nothing with the rest). */
  drop?: readonly string[];
  /** Only these of the query's words, the others left out (to try a word alone with the rest). */
  only?: readonly string[];
}

/** What the words of a query say, before SQL. */
export interface BusinessReading {
  categories: BusinessCategoryName[];
  /** The category phrases as typed ("tool rooms"). */
  categoryPhrases: string[];
  parsed: ParsedQuery;
}

const byLength = (a: string, b: string) => b.length - a.length;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A phrase as a pattern: its words apart by spaces or hyphens, whole words only. */
const pattern = (phrase: string) =>
  new RegExp(
    `(^|[^\\p{L}\\p{N}])${phrase
      .split(/[\s-]+/)
      .map(escape)
      .join("[\\s-]+")}(?=$|[^\\p{L}\\p{N}])`,
    "giu",
  );

const CATEGORY_PATTERNS = [...CATEGORY_WORDS]
  .sort((a, b) => byLength(a.phrase, b.phrase))
  .map((c) => ({ ...c, re: pattern(c.phrase) }));
const BUSINESS_PATTERNS = [...BUSINESS_WORDS].sort(byLength).map(pattern);

/** Reads a query: category words out (as categories), business words out, the rest parsed. */
export function readBusinessQuery(
  text: string,
  now = new Date(),
  options: ReadingOptions = {},
): BusinessReading {
  let rest = ` ${text} `;
  const categories: BusinessCategoryName[] = [];
  const categoryPhrases: string[] = [];
  for (const c of CATEGORY_PATTERNS) {
    rest = rest.replace(c.re, (_m, before: string) => {
      if (!categories.includes(c.category)) categories.push(c.category);
      if (!categoryPhrases.includes(c.phrase)) categoryPhrases.push(c.phrase);
      return `${before} `;
    });
  }
  for (const re of BUSINESS_PATTERNS) rest = rest.replace(re, (_m, before: string) => `${before} `);
  let parsed = parseQuery(rest.replace(/\s+/g, " ").trim(), now);
  if (options.asPlaces && parsed.possiblePlaces.length) parsed = readAsPlaces(parsed);
  if (options.dropUnknown && options.found) {
    const found = options.found;
    const ignored = parsed.keywords.filter((k) => !found.has(k));
    parsed = {
      ...parsed,
      keywords: parsed.keywords.filter((k) => found.has(k)),
      ignored: [...parsed.ignored, ...ignored],
    };
  }
  const out = (k: string) =>
    (options.drop?.includes(k) ?? false) || (options.only ? !options.only.includes(k) : false);
  if (parsed.keywords.some(out))
    parsed = {
      ...parsed,
      keywords: parsed.keywords.filter((k) => !out(k)),
      ignored: [...parsed.ignored, ...parsed.keywords.filter((k) => out(k) && !options.only)],
    };
  return { categories, categoryPhrases, parsed };
}

/** Any of some tsquery texts. */
const anyOf = (parts: string[]) =>
  [...new Set(parts.filter(Boolean))].map((p) => `(${p})`).join(" | ");

/** The profile phrases and typed phrases of the roles and crafts asked for, as one tsquery text. */
function rolesQuery(q: ParsedQuery): string {
  const labels = new Set(roleLabels(q));
  const phrases = ALL_ROLES.filter((r) => labels.has(r.label)).flatMap((r) => [
    ...r.phrases,
    ...r.matches,
  ]);
  return anyOf(phrases.map((p) => phraseQuery(p)));
}

const placeWords = (p: Place) => (p.id.startsWith("near:") ? `near ${p.name}` : `in ${p.name}`);

function describe(r: BusinessReading, category: BusinessCategoryName | null | undefined): string {
  const what: string[] = [];
  const cats = [...new Set([...(category ? [category] : []), ...r.categories])];
  if (cats.length) what.push(cats.map(categoryLabel).join(" or "));
  const roles = roleLabels(r.parsed);
  if (roles.length) what.push(roles.join(" or "));
  if (r.parsed.keywords.length) what.push(r.parsed.keywords.map((k) => `“${k}”`).join(" "));
  const where = r.parsed.places.map(placeWords).join(" or ");
  const not = r.parsed.notPlaces.map((p) => `not in ${p.name}`).join(", ");
  const ignored = r.parsed.ignored.length
    ? `(left out: ${r.parsed.ignored.map((k) => `“${k}”`).join(" ")})`
    : "";
  return [`${what.join(", ") || "All"} businesses`, where, not, ignored].filter(Boolean).join(" ");
}

/**
 * The filter of a business search: the category and place chosen, and what the query says
 * (categories, places, trades and crafts, other words), each required.
 */
export function planBusinessSearch(
  input: BusinessQuery,
  options: ReadingOptions = {},
  now = new Date(),
): BusinessPlan {
  const params: unknown[] = [];
  const where: string[] = [];
  const rank: string[] = [];
  const ts = (text: string) => {
    params.push(text);
    return `to_tsquery('english', $${params.length})`;
  };
  if (input.category) {
    params.push(input.category);
    where.push(`u.category = $${params.length}`);
  }
  if (input.placeId) {
    params.push(input.placeId);
    where.push(`u.place_id = $${params.length}`);
  }
  const text = (input.query ?? "").trim();
  if (!text)
    return { where, params, rankQuery: null, interpretation: null, keywords: [], mayRetry: false };
  const reading = readBusinessQuery(text, now, options);
  const q = reading.parsed;
  if (reading.categories.length) {
    // The category, or a listing of another category whose text says it.
    // Said in its name, services or category (weights A and B), not only in passing.
    const words = anyOf(
      [
        ...reading.categoryPhrases,
        ...reading.categories.flatMap((c) => CATEGORY_TEXT[c] ?? []),
      ].map((p) => phraseQuery(p, "AB")),
    );
    params.push(reading.categories);
    const cats = `u.category = ANY($${params.length}::text[])`;
    where.push(words ? `(${cats} OR u.search_vector @@ ${ts(words)})` : cats);
    if (words) rank.push(words.replace(/:AB/g, ""));
  }
  const place = placeCondition(q.places, params);
  if (place) where.push(place);
  for (const p of q.notPlaces.filter((x) => x.kind === "country")) {
    params.push(p.country);
    where.push(`u.place_country IS DISTINCT FROM $${params.length}`);
  }
  const notPlace = placeCondition(
    q.notPlaces.filter((x) => x.kind !== "country"),
    params,
  );
  if (notPlace) where.push(`NOT ${notPlace}`);
  const roles = rolesQuery(q);
  if (roles) {
    where.push(`u.search_vector @@ ${ts(roles)}`);
    rank.push(roles);
  }
  const words = [...q.keywords, ...q.employers.flatMap((e) => (e.name ? [e.name] : []))];
  for (const k of words) {
    const phrase = phraseQuery(k);
    if (!phrase) continue;
    if (options.found && !options.found.has(k)) {
      // In no business's text: a near-spelling of a word of a business's name, or nothing.
      params.push(k);
      where.push(`$${params.length} <% u.name`);
      continue;
    }
    const tq = ts(phrase);
    if (options.found) where.push(`u.search_vector @@ ${tq}`);
    else {
      params.push(k);
      // In the listing's text, or close to a word of its name (a typo).
      where.push(`(u.search_vector @@ ${tq} OR $${params.length} <% u.name)`);
    }
    rank.push(phrase);
  }
  return {
    where,
    params,
    rankQuery: rank.length ? anyOf(rank) : null,
    interpretation: describe(reading, input.category),
    keywords: words,
    mayRetry: q.possiblePlaces.length > 0 || words.some((k) => !options.found?.has(k)),
  };
}

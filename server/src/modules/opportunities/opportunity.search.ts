import { OPPORTUNITY_LIMITS } from "#common/limits";

/** At most this many words of a query are matched one by one (the rest still count in full text). */
const MAX_WORDS = 8;
/**
 * How close a word must be to a word of the text to count as a typo of it (pg_trgm's
 * word_similarity; its own `<%` default of 0.6 misses "ludhiyana" for "ludhiana").
 */
const TYPO_SIMILARITY = 0.5;

/** What search looks at: title, location, description and tags, in lower case. */
export function searchTextOf(o: {
  title: string;
  location: string;
  description: string;
  tags: string[];
}): string {
  return [o.title, o.location, o.description, ...o.tags].join(" ").toLowerCase();
}

/** The words of a search query: lower case, letters and digits, at most MAX_WORDS. */
export function searchWords(query: string): string[] {
  const words = query
    .slice(0, OPPORTUNITY_LIMITS.search)
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#.]+/u)
    .map((w) => w.replace(/^\.+|\.+$/g, ""))
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * A WHERE clause for a query over `alias.search_text` (and its stored vector), with parameters
 * from `next` on: the whole query as English full text (stems: "internships" finds
 * "internship"), or every word found in the text as a substring or, for a typo, as a close
 * trigram match ("enginer" finds "engineer").
 */
export function searchCondition(
  alias: string,
  query: string,
  next: number,
): { sql: string; params: string[] } | null {
  const words = searchWords(query);
  if (!words.length) return null;
  const col = `${alias}.search_text`;
  const params: string[] = [query.slice(0, OPPORTUNITY_LIMITS.search)];
  // The stored `to_tsvector('english', search_text)` (migration 1765370000000).
  const fullText = `${alias}.search_vector @@ websearch_to_tsquery('english', $${next})`;
  const perWord = words.map((word) => {
    params.push(word);
    const p = `$${next + params.length - 1}`;
    return `(strpos(${col}, ${p}) > 0 OR word_similarity(${p}, ${col}) >= ${TYPO_SIMILARITY})`;
  });
  return { sql: `(${fullText} OR (${perWord.join(" AND ")}))`, params };
}

import type { ParsedQuery } from "./parsed-query.js";
import { PERSON_NOUN } from "./query-rules.js";

/** Which of a query's words a group of members holds, and how many members hold just those. */
export interface WordsHeld {
  holds: boolean[];
  n: number;
}

/**
 * Of the combinations of `words` that members hold (`held`: members holding at least one, by
 * which they hold), the most telling: each word weighs by how rare it is among them (a word few
 * hold says more: ln(1 + all / holding it)), a combination by its words' weights. A combination
 * of kinds of person alone ("technicians") tells nothing. Null when no member holds a word worth
 * it, or when another combination is as telling ("python java", one member holding each).
 */
export function bestPart(words: readonly string[], held: readonly WordsHeld[]): string[] | null {
  const all = held.reduce((sum, h) => sum + h.n, 0);
  if (!all) return null;
  const weight = words.map((_, i) => {
    const holding = held.reduce((sum, h) => sum + (h.holds[i] ? h.n : 0), 0);
    return holding ? Math.log(1 + all / holding) : 0;
  });
  let best: { words: string[]; score: number } | null = null;
  let second = 0;
  for (const h of held) {
    const these = words.filter((_, i) => h.holds[i]);
    if (!these.some((w) => !PERSON_NOUN.test(w))) continue;
    const score = words.reduce((sum, _, i) => sum + (h.holds[i] ? weight[i] : 0), 0);
    if (!best || score > best.score) {
      second = best?.score ?? 0;
      best = { words: these, score };
    } else second = Math.max(second, score);
  }
  // Two parts as telling ("python java", one member each): which was meant is not known.
  if (best && best.score - second < 1e-9) return null;
  return best?.words ?? null;
}

/**
 * The query with only `part` of its keywords and groups of alternatives (a group: its words
 * joined by spaces) required, the others ranking (`optional`): several
 * words nobody holds together, read as the most telling part of them some members hold.
 */
export function withPartRequired(q: ParsedQuery, part: readonly string[]): ParsedQuery {
  const keep = new Set(part);
  const rest = q.keywords.filter((k) => !keep.has(k));
  const groups = q.anyKeywords ?? [];
  const kept = groups.filter((g) => keep.has(g.join(" ")));
  if (!rest.length && kept.length === groups.length) return q;
  return {
    ...q,
    keywords: q.keywords.filter((k) => keep.has(k)),
    anyKeywords: kept,
    qualifiers: q.qualifiers.filter((k) => keep.has(k)),
    optional: [...(q.optional ?? []), ...rest, ...groups.filter((g) => !kept.includes(g)).flat()],
  };
}

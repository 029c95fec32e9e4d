import type { ParsedQuery } from "./parsed-query.js";
import { ROLES } from "./vocabulary.js";

/** The broader reading of a query that asked for crafts: the same query for their whole trades. */
export interface BroaderReading {
  /** The trades or roles the crafts belong to ("Electrical"). */
  label: string;
  /** The query text that asks for them as a whole ("electrical in Mohali" for "electricians in Mohali"). */
  query: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A phrase that reads as the whole role: its label when people type that ("electrical"). */
function wholePhrase(label: string): string {
  const role = ROLES.find((r) => r.label === label);
  const own = label.toLowerCase();
  return !role || role.phrases.includes(own) ? own : role.phrases[0];
}

/**
 * "electricians in Mohali" narrows Electrical to its electricians; the broader reading asks for
 * the whole trade: each craft's words as typed become the trade's phrase ("electrical in
 * Mohali"). When the words cannot be found as typed (a misspelling read as the craft), the trade
 * is added instead: asking for a craft and its trade keeps the whole trade (see applyPostRules).
 * Pure; null when no craft narrowed the query.
 */
export function broaderReading(text: string, q: ParsedQuery): BroaderReading | null {
  if (!q.crafts.length) return null;
  const labels = [...new Set(q.crafts.map((c) => c.broader))];
  let query = text.trim();
  for (const craft of q.crafts) {
    const phrase = wholePhrase(craft.broader);
    const term = q.craftTerms.find((t) => t.label === craft.label)?.term;
    const pattern = term
      ? new RegExp(
          `(?<![\\p{L}\\p{N}])${term.split(" ").map(escape).join("[^\\p{L}\\p{N}]+")}(?![\\p{L}\\p{N}])`,
          "iu",
        )
      : null;
    if (pattern?.test(query)) query = query.replace(pattern, phrase);
    else if (!query.toLowerCase().split(/\s+/).includes(phrase)) query = `${query} ${phrase}`;
  }
  return { label: labels.join(" and "), query };
}

import { parseQuery, type ParsedQuery, type Searcher } from "./query-parser.js";

/**
 * Reading a query is pure: the same text, asked on the same day by a searcher with the same place
 * and batch, reads the same (the vocabulary and the gazetteer are code). Under load the same few
 * texts come again and again (a page's next page, a saved search, a popular query), and reading one
 * (phrase corrections, the gazetteer's edit distances) costs more than the statement that follows,
 * so the last readings are kept, the least recently used dropped past `MAX_KEPT`. A reading is
 * shared between requests: nothing downstream changes a ParsedQuery (every rule returns a new one),
 * and it is frozen at its top level so an accidental assignment fails loudly in strict mode.
 */
const MAX_KEPT = 2_000;
const kept = new Map<string, ParsedQuery>();

function keyOf(text: string, now: Date, me?: Searcher, asTyped = false): string {
  const day = `${asTyped ? "T" : ""}${now.toISOString().slice(0, 10)}`;
  return me
    ? `${day}\u0000${me.place?.id ?? ""}\u0000${me.batchYear ?? ""}\u0000${text}`
    : `${day}\u0000${text}`;
}

/** `parseQuery(text, now, me, asTyped)`, kept per text, day and searcher (see above). */
export function readQuery(
  text: string,
  now = new Date(),
  me?: Searcher,
  asTyped = false,
): ParsedQuery {
  const key = keyOf(text, now, me, asTyped);
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const parsed = Object.freeze(parseQuery(text, now, me, asTyped)) as ParsedQuery;
  kept.set(key, parsed);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
  return parsed;
}

/** How many readings are kept (for tests). */
export function readingsKept(): number {
  return kept.size;
}

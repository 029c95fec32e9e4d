/**
 * Lists typed as text: skills and opportunity tags. No imports: the client bundles this file.
 *
 * Every entry is split on commas (a client may send one "a, b, c" string, or a list whose entries
 * hold commas), inner whitespace collapsed to one space, trimmed; empty entries are dropped, and so
 * are repeats ignoring case (the first spelling wins). Limits (how many, how long) are the caller's.
 */
export function splitCommaList(values: string | readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const value of typeof values === "string" ? [values] : (values ?? [])) {
    for (const part of value.split(",")) {
      const item = part.replace(/\s+/g, " ").trim();
      if (!item) continue;
      const key = item.toLocaleLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}

/** Characters as a reader counts them (code points: an emoji is one, not two UTF-16 units). */
export const characterCount = (text: string): number => [...text].length;

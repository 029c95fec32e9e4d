import { FIRST_BATCH_YEAR, lastBatchYear } from "../users/roll-number.js";

const YEAR = String.raw`((?:19|20)\d{2})`;

/**
 * Batch years in any of the forms people write: "2020 batch", "batch of 2019", "class of 2018",
 * "from 2019", "'19", "2018-2020" / "2018 to 2020" / "2018-20". Returns the years and the text
 * without them.
 */
export function extractYears(query: string, now = new Date()): { rest: string; years: number[] } {
  const years = new Set<number>();
  const last = Math.max(lastBatchYear(), now.getFullYear() + 1);
  const ok = (y: number) => y >= FIRST_BATCH_YEAR && y <= last;
  // "2k19" is how many write 2019.
  let rest = query
    .replace(/[’‘`]/g, "'")
    .replace(/\b2k(\d{2})\b/gi, "20$1")
    .replace(/\b2k(\d)\b/gi, "200$1");
  // Open ranges and relative years: "before 2010", "after 2015", "since 2020", "2018 onwards",
  // "this year's batch", "recent graduates".
  const span = (from: number, to: number) => {
    for (let y = Math.max(from, FIRST_BATCH_YEAR); y <= Math.min(to, last); y++) years.add(y);
    return " ";
  };
  // "after 2010 but before 2016": both bounds of open ranges hold together (kept apart, below).
  const bounds: { lo?: number; hi?: number } = {};
  const open = (words: string, range: (y: number) => [number, number], after = false) =>
    (rest = rest.replace(
      new RegExp(
        after
          ? String.raw`\b${YEAR}\s*(?:${words})(?=\W|$)`
          : String.raw`\b(?:${words})\s*-?\s*${YEAR}\b`,
        "gi",
      ),
      (all, a: string) => {
        if (!ok(Number(a))) return all;
        const [from, to] = range(Number(a));
        if (from > 0) bounds.lo = Math.max(bounds.lo ?? 0, from);
        if (to < last) bounds.hi = Math.min(bounds.hi ?? last, to);
        return span(from, to);
      },
    ));
  rest = tillNow(rest, (y) => (ok(y) ? span(y, now.getFullYear()) : null));
  open(String.raw`before|pre|prior\s+to|older\s+than|earlier\s+than`, (y) => [0, y - 1]);
  open(String.raw`till|until|upto|up\s+to`, (y) => [0, y]);
  open(String.raw`after|post|later\s+than|newer\s+than`, (y) => [y + 1, last]);
  open(String.raw`since`, (y) => [y, last]);
  open(
    String.raw`onwards|onward|and\s+later|or\s+later|and\s+after|and\s+above|\+`,
    (y) => [y, last],
    true,
  );
  open(String.raw`and\s+before|or\s+earlier|and\s+earlier|and\s+below`, (y) => [0, y], true);
  const year = now.getFullYear();
  rest = relativeYears(rest, span, year);
  rest = rest.replace(
    new RegExp(
      String.raw`\b${YEAR}\s*(?:-|–|—|to|till|until|through|and)\s*((?:19|20)?\d{2})\b`,
      "gi",
    ),
    (all, a: string, b: string) => {
      const from = Number(a);
      let to = Number(b);
      if (b.length === 2) to = Math.floor(from / 100) * 100 + to;
      if (!ok(from) || !ok(to) || to < from || to - from > 30) return all;
      for (let y = from; y <= to; y++) years.add(y);
      return " ";
    },
  );
  rest = rest.replace(new RegExp(String.raw`\b${YEAR}\b`, "g"), (all, a: string) => {
    const y = Number(a);
    if (!ok(y)) return all;
    years.add(y);
    return " ";
  });
  rest = rest.replace(/(^|[\s(])'(\d{2})\b/g, (all, lead: string, a: string) => {
    const n = Number(a);
    const century = n <= (now.getFullYear() % 100) + 1 ? 2000 : 1900;
    if (!ok(century + n)) return all;
    years.add(century + n);
    return lead + " ";
  });
  // "freshers", "fresh graduates": the batches of the last few years (a batch is the year of
  // joining: those who joined up to three years ago have just passed out or are about to),
  // unless a batch is named.
  rest = rest.replace(
    /\b(?:freshers?|fresh\s+(?:graduates?|pass\s*-?\s*outs?|grads?))\b/gi,
    (all) => (years.size || /\b(?:19|20)\d{2}\b|'\d{2}\b/.test(rest) ? all : span(year - 3, year)),
  );
  // "batch 19" / "19 batch": two digits beside the word batch.
  rest = rest.replace(
    /\b(?:batch(?:\s+of)?\s+(\d{2})|(\d{2})\s+batch)\b/gi,
    (all, a?: string, b?: string) => {
      const n = Number(a ?? b);
      const century = n <= (now.getFullYear() % 100) + 1 ? 2000 : 1900;
      if (!ok(century + n)) return all;
      years.add(century + n);
      return " batch ";
    },
  );
  const { lo, hi } = bounds;
  const kept = [...years].filter(
    (y) => lo === undefined || hi === undefined || (y >= lo && y <= hi),
  );
  return { rest, years: kept.sort((x, y) => x - y) };
}

/** "this year's batch", "last year", "recent graduates", decades ("the 2000s", "90s"): as spans. */
function relativeYears(
  text: string,
  span: (from: number, to: number) => string,
  year: number,
): string {
  return (
    text
      .replace(/\b(?:this|current)\s+year(?:'?s)?\b/gi, () => span(year, year))
      .replace(/\blast\s+year(?:'?s)?\b/gi, () => span(year - 1, year - 1))
      .replace(
        /\b(?:recent|recently|latest|new)\b(?=\s+(?:graduates?|pass\s*-?\s*outs?|passouts?|batch(?:es)?|alumni|grads?)\b)/gi,
        () => span(year - 1, year),
      )
      // Decades: "the 2000s", "1990's", "90s".
      .replace(/\b(?:the\s+)?((?:19|20)\d0)\s*'?s\b/gi, (_all, d: string) =>
        span(Number(d), Number(d) + 9),
      )
      .replace(
        /(^|\s)'?([5-9]0)\s*'?s\b/gi,
        (_all, lead: string, d: string) => lead + span(1900 + Number(d), 1909 + Number(d)),
      )
  );
}

/** "2020 till now", "2018 to date": from that batch to this year's (`spanTo` null: not a batch). */
function tillNow(text: string, spanTo: (year: number) => string | null): string {
  return text.replace(
    new RegExp(
      String.raw`\b(?:from\s+)?${YEAR}\s*(?:-|–|to|till|until|upto|up\s+to)\s*(?:now|date|present|today)\b`,
      "gi",
    ),
    (all, a: string) => spanTo(Number(a)) ?? all,
  );
}

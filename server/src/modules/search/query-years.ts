import { FIRST_BATCH_YEAR, lastBatchYear } from "../users/roll-number.js";
import { relativeToMine } from "./query-my-batch.js";

const YEAR = String.raw`((?:19|20)\d{2})`;

/**
 * Batch years in any of the forms people write: "2020 batch", "batch of 2019", "class of 2018",
 * "from 2019", "'19", "2018-2020" / "2018 to 2020" / "2018-20". Returns the years and the text
 * without them.
 */
export function extractYears(
  query: string,
  now = new Date(),
  mine: number | null = null,
): { rest: string; years: number[]; notYears: number[]; needsMine: boolean } {
  const years = new Set<number>();
  const last = Math.max(lastBatchYear(), now.getFullYear() + 1);
  const ok = (y: number) => y >= FIRST_BATCH_YEAR && y <= last;
  // "2k19" is how many write 2019.
  let rest = query
    .replace(/[’‘`]/g, "'")
    .replace(/\b2k(\d{2})\b/gi, "20$1")
    .replace(/\b2k(\d)\b/gi, "200$1");
  rest = spelledYears(rest);
  const excluded = leftOutYears(rest, ok);
  rest = excluded.rest;
  const relative = relativeToMine(rest, mine, (from, to) => {
    for (let y = Math.max(from, FIRST_BATCH_YEAR); y <= Math.min(to, last); y++) years.add(y);
  });
  rest = relative.rest;
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
          ? String.raw`\b${YEAR}\s*(?:batch(?:es)?\s*)?(?:${words})(?=\W|$)`
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
  // Comparisons as scripts and spreadsheets write them: "batch>=2015", "year < 2010".
  rest = rest
    .replace(/(?:>=|=>|≥)\s*((?:19|20)\d{2})\b/g, " since $1")
    .replace(/(?:<=|=<|≤)\s*((?:19|20)\d{2})\b/g, " till $1")
    .replace(/>\s*((?:19|20)\d{2})\b/g, " after $1")
    .replace(/<\s*((?:19|20)\d{2})\b/g, " before $1");
  rest = tillNow(rest, (y) => (ok(y) ? span(y, now.getFullYear()) : null));
  openRanges(open, last);
  const year = now.getFullYear();
  rest = yearsAgo(rest, span, year);
  rest = relativeYears(rest, span, year);
  rest = yearRanges(rest, ok, years);
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
  rest = twoDigitBatches(rest, ok, now, years);
  const { lo, hi } = bounds;
  // Years left out of years asked for are taken out of them ("2010-2015 except 2012"); alone
  // they are left out of every batch ("excluding the 2026 batch").
  const kept = [...years].filter(
    (y) =>
      (lo === undefined || hi === undefined || (y >= lo && y <= hi)) && !excluded.years.includes(y),
  );
  return {
    rest,
    years: kept.sort((x, y) => x - y),
    notYears: years.size ? [] : excluded.years,
    needsMine: relative.needsMine,
  };
}

const LEAVE_OUT = String.raw`excluding|except(?:\s+for)?|other\s+than|apart\s+from|but\s+not|not|minus|barring|leaving\s+out|without|excl\.?`;
const LEFT_OUT_YEARS = new RegExp(
  String.raw`\b(?:${LEAVE_OUT})\s+(?:(?:from|in|of)\s+)?(?:the\s+)?(?:batch(?:es)?\s+(?:of\s+)?)?(${YEAR}(?:\s*(?:,|&|and|or|\/)\s*${YEAR})*)(?:\s+batch(?:es)?)?\b`,
  "gi",
);

/** "excluding 2026 batch", "not the 2019 and 2020 batches", "except batch of 2018": years left out. */
function leftOutYears(text: string, ok: (y: number) => boolean): { rest: string; years: number[] } {
  const years: number[] = [];
  const rest = text.replace(LEFT_OUT_YEARS, (all, list: string) => {
    const found = (list.match(/(?:19|20)\d{2}/g) ?? []).map(Number).filter(ok);
    if (!found.length) return all;
    years.push(...found);
    return " ";
  });
  return { rest, years };
}

/** The batch `n` years before `year`, or those before it ("more than") or since ("within"). */
function relativeSpan(
  span: (from: number, to: number) => string,
  year: number,
  n: number,
  bound?: string,
): string {
  if (!bound) return span(year - n, year - n);
  return /more|over|least/i.test(bound) ? span(0, year - n) : span(year - n, year);
}

/** Words of batches and those who pass out in them. */
const BATCH_CONTEXT =
  /\b(?:batch(?:es)?|pass(?:ed|ing)?[\s-]*outs?|passouts?|graduat\w*|students?|freshers?|class|joined|joiners?|admitted|grads?|trainees?|apprentices?)\b/i;

/** "this year's batch", "last year", "recent graduates", decades ("the 2000s", "90s"): as spans. */
function relativeYears(
  text: string,
  span: (from: number, to: number) => string,
  year: number,
): string {
  // "this year" is a batch beside words of batches ("this year's pass-outs", "students of this
  // year"); otherwise it dates the asking ("a get-together in Pune this year", "my son is joining
  // this year, who are the seniors"), no criterion.
  const ofBatch = BATCH_CONTEXT.test(text) && !/\bseniors?\b/i.test(text);
  return (
    text
      // "passed out 10 years ago": the batch that many years back ("more than": before it).
      .replace(
        /\bpass(?:ed)?[\s-]*out\s+(?:(more\s+than|over|less\s+than|under|within)\s+)?(\d{1,2})\s*(?:years?|yrs?)\s+(?:ago|back)\b/gi,
        (_all, bound: string | undefined, n: string) => relativeSpan(span, year, Number(n), bound),
      )
      .replace(/\bnext\s+year(?:'?s)?\b/gi, () => (ofBatch ? span(year + 1, year + 1) : " "))
      .replace(/\b(?:this|current)\s+year(?:'?s)?\b/gi, () => (ofBatch ? span(year, year) : " "))
      .replace(/\blast\s+year(?:'?s)?\b/gi, () => (ofBatch ? span(year - 1, year - 1) : " "))
      .replace(
        /\b(?:recent|recently|latest|new)\b(?=\s+(?:graduates?|pass\s*-?\s*outs?|passouts?|batch(?:es)?|alumni|grads?)\b)/gi,
        () => span(year - 1, year),
      )
      // Parts of a decade: "early 2000s", "mid-2010s", "late 90s".
      .replace(
        /\b(early|mid|late)\s*-?\s*(?:the\s+)?((?:19|20)?\d0)\s*'?s\b/gi,
        (_all, part: string, d: string) => {
          const from = d.length === 2 ? 1900 + Number(d) : Number(d);
          const [a, b] = { early: [0, 3], mid: [3, 6], late: [6, 9] }[
            part.toLowerCase() as "early" | "mid" | "late"
          ];
          return span(from + a, from + b);
        },
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

const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const UNIT = Object.keys(UNITS).join("|");
const TEN = Object.keys(TENS).join("|");
/** One to ninety-nine in words ("twelve", "ninety nine", "twenty-five"). */
const UP_TO_99 = String.raw`(?:(?:${TEN})(?:[\s-]+(?:${UNIT}))?|${UNIT})`;
const wordsValue = (words: string): number =>
  words
    .toLowerCase()
    .split(/[\s-]+/)
    .reduce((n, w) => n + (UNITS[w] ?? TENS[w] ?? 0), 0);

/**
 * Years and decades written in words, as digits: "two thousand twelve" (2012), "nineteen ninety
 * nine" (1999), "twenty fourteen" (2014), "the nineties" (1990s).
 */
function spelledYears(text: string): string {
  return text
    .replace(
      new RegExp(String.raw`\btwo\s+thousand(?:\s+and)?(?:[\s-]+(${UP_TO_99}))?\b`, "gi"),
      (_all, n?: string) => String(2000 + (n ? wordsValue(n) : 0)),
    )
    .replace(
      new RegExp(String.raw`\b(nineteen|twenty)[\s-]+(oh[\s-]+(?:${UNIT})|${UP_TO_99})\b`, "gi"),
      (all, century: string, n: string) => {
        const v = wordsValue(n.replace(/^oh[\s-]+/i, ""));
        return v >= 10 || /^oh/i.test(n)
          ? String((century.toLowerCase() === "nineteen" ? 1900 : 2000) + v)
          : all;
      },
    )
    .replace(/\b(seventies|eighties|nineties)\b/gi, (_all, d: string) => {
      const decade = { seventies: 1970, eighties: 1980, nineties: 1990 }[
        d.toLowerCase() as "seventies" | "eighties" | "nineties"
      ];
      return `${decade}s`;
    });
}

/**
 * Years counted back from now: "passed out 10 years ago" (a batch is named by the year it passed
 * out), "three years back", "in the last 5 years".
 */
function yearsAgo(text: string, span: (from: number, to: number) => string, year: number): string {
  const n = (x: string) => (/^\d+$/.test(x) ? Number(x) : wordsValue(x));
  return text
    .replace(
      new RegExp(
        String.raw`\b(?:in\s+)?(?:the\s+)?(?:last|past)\s+(\d{1,2}|${UP_TO_99})\s+years?\b`,
        "gi",
      ),
      (all, k: string) => (n(k) > 0 && n(k) <= 40 ? span(year - n(k), year) : all),
    )
    .replace(
      new RegExp(
        String.raw`\b(\d{1,2}|${UP_TO_99})\s+(?:years?|yrs?)\s+(?:ago|back|before)\b`,
        "gi",
      ),
      (all, k: string) => (n(k) > 0 && n(k) <= 60 ? span(year - n(k), year - n(k)) : all),
    );
}

/** "batch 19" / "19 batch": two digits beside the word batch, added to `years`. */
function twoDigitBatches(
  text: string,
  ok: (y: number) => boolean,
  now: Date,
  years: Set<number>,
): string {
  return text.replace(
    /\b(?:batch(?:\s+of)?\s+(\d{2})|(\d{2})\s+batch)\b/gi,
    (all, a?: string, b?: string) => {
      const n = Number(a ?? b);
      const century = n <= (now.getFullYear() % 100) + 1 ? 2000 : 1900;
      if (!ok(century + n)) return all;
      years.add(century + n);
      return " batch ";
    },
  );
}

/**
 * A range: "2018-2020", "2018 to 20", "between 2012 and 2015", its years added to `years`; "2015
 * and 2022" is two years (read later).
 */
function yearRanges(text: string, ok: (y: number) => boolean, years: Set<number>): string {
  return text.replace(
    new RegExp(
      String.raw`(?:\bbetween\s+${YEAR}\s*(?:and|&)|\b${YEAR}\s*(?:-|–|—|to|till|until|through))\s*((?:19|20)?\d{2})\b`,
      "gi",
    ),
    (all, between: string | undefined, plain: string | undefined, b: string) => {
      const from = Number(between ?? plain);
      let to = Number(b);
      if (b.length === 2) to = Math.floor(from / 100) * 100 + to;
      if (!ok(from) || !ok(to) || to < from || to - from > 30) return all;
      for (let y = from; y <= to; y++) years.add(y);
      return " ";
    },
  );
}

type Open = (words: string, range: (y: number) => [number, number], after?: boolean) => void;

/** The words of open ranges of batches, each read by `open` (see extractYears). */
function openRanges(open: Open, last: number): void {
  // "not older than 2010": that batch and the later ones (and the other way round).
  open(String.raw`(?:not|no)\s+(?:older\s+than|earlier\s+than|before)`, (y) => [y, last]);
  open(String.raw`(?:not|no)\s+(?:newer\s+than|younger\s+than|later\s+than|after)`, (y) => [0, y]);
  open(
    String.raw`before|pre|prior\s+to|older\s+than|earlier\s+than|(?:more\s+)?senior\s+(?:to|than)(?:\s+the)?`,
    (y) => [0, y - 1],
  );
  open(String.raw`till|until|upto|up\s+to`, (y) => [0, y]);
  open(
    String.raw`after|post|later\s+than|newer\s+than|(?:more\s+)?junior\s+(?:to|than)(?:\s+the)?|younger\s+than`,
    (y) => [y + 1, last],
  );
  open(String.raw`since`, (y) => [y, last]);
  open(
    String.raw`onwards|onward|and\s+later|or\s+later|and\s+after|and\s+above|\+`,
    (y) => [y, last],
    true,
  );
  open(String.raw`and\s+before|or\s+earlier|and\s+earlier|and\s+below`, (y) => [0, y], true);
}

/**
 * Queries in the languages of the countries alumni live in (French in Quebec, France and Belgium,
 * German in Germany, Austria and Switzerland, Spanish and Portuguese in Spain and Latin America,
 * Dutch, Italian, and Gulf Arabic written in Latin letters), read as the English they mean:
 * "soudeurs au Canada" is "welders in Canada", "Schweißer in Österreich" "welder in Austria",
 * "ingenieros de mantenimiento" "maintenance engineers", "muhandis kahraba fi Qatar" "electrical
 * engineer in Qatar". Words of the work, people and places are read wherever they appear; the
 * small words ("de", "en", "la", "no") only in a query that has at least one such word, so
 * English and Hindustani queries keep theirs.
 */
import * as L from "./languages.data.js";
import { fold } from "./vocabulary.js";

const table = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([k, v]) => [fold(k), v]));
const PHRASES = table(L.PHRASES);
const WORDS = table(L.WORDS);
const SMALL = table(L.SMALL_WORDS);
const PEOPLE = new Set(Object.values(L.PEOPLE_WORDS).flat());
const PEOPLE_WORDS = table(
  Object.fromEntries(
    Object.entries(L.PEOPLE_WORDS).flatMap(([english, words]) => words.map((w) => [w, english])),
  ),
);
const LONGEST = Math.max(...[...PHRASES.keys()].map((k) => k.split(" ").length));
/** "X de Y" of these languages is "Y X" in English ("ingenieros de mantenimiento"). */
const OF = new Set(["de", "del", "da", "do", "di", "en", "em", "fur", "für"]);

interface Word {
  text: string;
  /** What it means in English, when it is a word of these languages. */
  english?: string;
  person?: boolean;
  field?: boolean;
}

/** The query read in English, or as it is when it holds no word of these languages. */
export function fromOtherLanguages(text: string): string {
  const parts = text.split(/(\s+)/);
  const words: Word[] = [];
  // Phrases first, longest first; then words; "à" (accented) is "in" wherever it stands.
  for (let i = 0; i < parts.length; i++) {
    if (/^\s+$/.test(parts[i]) || !parts[i]) {
      words.push({ text: parts[i] });
      continue;
    }
    let taken = false;
    for (let n = LONGEST; n >= 2 && !taken; n--) {
      const span = parts.slice(i, i + 2 * n - 1);
      if (span.length < 2 * n - 1) continue;
      const phrase = fold(span.filter((_, j) => j % 2 === 0).join(" ")).replace(
        /[^\p{L}\s'-]/gu,
        "",
      );
      const english = PHRASES.get(phrase);
      if (english) {
        words.push({ text: span.join(""), english, field: true });
        i += 2 * n - 2;
        taken = true;
      }
    }
    if (taken) continue;
    words.push(readWord(parts[i]));
  }
  if (!words.some((w) => w.english !== undefined) && !/(^|\s)à(\s|$)/.test(text)) return text;
  // The small words, now that the query is known to be in one of these languages; "l'ISTC".
  for (const w of words) {
    if (w.english !== undefined || /^\s*$/.test(w.text)) continue;
    const [, lead, core, tail] = /^([^\p{L}]*)(\p{L}+)?(.*)$/su.exec(w.text) ?? [];
    const small = SMALL.get(fold(core ?? ""));
    if (core === "à") w.english = `${lead}in${tail}`;
    else if (small !== undefined) w.english = `${lead}${small}${tail}`;
    else if (/^(?:l|d|qu)$/i.test(core ?? "") && /^['’]\p{L}/u.test(tail ?? ""))
      w.english = `${lead}${tail.slice(1)}`;
  }
  fieldFirst(words.filter((w) => !/^\s*$/.test(w.text)));
  return words
    .map((w) => w.english ?? w.text)
    .join("")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** A word of the query (with what stands around it): its English when it is of these languages. */
function readWord(text: string): Word {
  const [, lead, core, tail] = /^([^\p{L}]*)([\p{L}'’-]*\p{L})?(.*)$/su.exec(text) ?? [];
  const key = fold(core ?? "").replace(/[’']/g, "'");
  const look = (k: string) => {
    const bare = k.replace(/^(?:l|d|qu)'/, "");
    const person = PEOPLE_WORDS.get(k) ?? PEOPLE_WORDS.get(bare);
    return { person, english: person ?? WORDS.get(k) ?? WORDS.get(bare) };
  };
  let { person, english } = look(key);
  // "tuyauteur-soudeur": each part.
  if (english === undefined && key.includes("-")) {
    const parts = key.split("-").map(look);
    if (parts.some((p) => p.english !== undefined)) {
      english = key
        .split("-")
        .map((k, i) => parts[i].english ?? k)
        .join(" ");
      person = parts.find((p) => p.person)?.person;
    }
  }
  if (english === undefined) return { text };
  const field = !person && /^[a-z]/.test(english) && !VERBS.has(english);
  return { text, english: `${lead}${english}${tail}`, person: !!person, field };
}

/** English small words a query in these languages may hold ("Schweißer in Österreich"). */
const ENGLISH_SMALL = new Set(["from", "with", "near", "into", "only", "also", "some", "more"]);

/** English words of the table that say how people are asked for, no field of work. */
const VERBS = new Set(["works", "work", "lives", "live", "wanted", "looking for", "hello", "who"]);

/**
 * "ingenieros de mantenimiento", "ingénieur électrique", "muhandis kahraba": these languages name
 * the people first and their field after; English the field first. A field after "de" or "en"
 * is a lower-case word (a place is not swapped: "ingénieur de Paris").
 */
function fieldFirst(content: Word[]): void {
  for (let k = 0; k + 1 < content.length; k++) {
    const a = content[k];
    if (!a.person) continue;
    const of = OF.has(fold(content[k + 1].text)) ? content[k + 1] : null;
    const b = content[k + (of ? 2 : 1)];
    const fieldWord =
      !!b &&
      !b.person &&
      (b.field ||
        (b.english === undefined && /^\p{Ll}{4,}$/u.test(b.text) && !ENGLISH_SMALL.has(b.text)));
    if (!fieldWord) continue;
    [a.english, b.english] = [b.english ?? b.text, a.english];
    if (of) of.english = "";
    a.person = false;
    b.person = true;
    k += of ? 2 : 1;
  }
}

/** Whether a word is one of these languages' words for people (for tests and the vocabulary). */
export const isPeopleWord = (w: string): boolean => PEOPLE.has(w);

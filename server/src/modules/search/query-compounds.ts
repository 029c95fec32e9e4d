import { EMPLOYER_GROUPS, EMPLOYER_SECTORS } from "./employers.js";
import { editDistance, gazetteer } from "./gazetteer/gazetteer.js";
import {
  ALL_ROLES,
  DOMAIN_WORDS,
  EMPLOYER_ALIASES,
  OTHER_EMPLOYERS,
  TECH_EMPLOYERS,
  wordStem,
} from "./vocabulary.js";

let known: ReadonlySet<string> | undefined;
/** Endings that make one English word of another ("apprenticeship", "workmanship"): no split. */
const SUFFIX =
  /^(?:ship|ships|hood|ment|ments|ness|less|ful|able|ing|ings|tion|ward|wards|wise|man|men)$/;

/** Every word (lower case) of the roles' phrases and of the employers' names and phrases. */
function knownWords(): ReadonlySet<string> {
  if (known) return known;
  const phrases = [
    ...ALL_ROLES.flatMap((r) => [...r.phrases, ...r.matches]),
    ...EMPLOYER_GROUPS.flatMap((g) => [...g.phrases, ...g.companies]),
    ...EMPLOYER_SECTORS.flatMap((s) => [...s.phrases, ...s.names]),
    ...TECH_EMPLOYERS,
    ...OTHER_EMPLOYERS,
    ...EMPLOYER_ALIASES.flat(),
  ];
  known = new Set([
    ...DOMAIN_WORDS,
    ...phrases.flatMap((p) => p.split(/[^a-z0-9]+/)).filter((w) => w.length > 1),
  ]);
  return known;
}

const isKnown = (w: string) => knownWords().has(w) || knownWords().has(wordStem(w));
/** A word of the trades, the employers or the places ("mechanical", "engineers", "dubai"). */
export const isTradeOrPlaceWord = (w: string): boolean => isKnown(w) || isPlace(w);
/** A word of letters the gazetteer names (a town, a state): never split or joined. */
const isPlace = (w: string) => gazetteer().lookup(w).length > 0;

/**
 * "mechanicalengineers", "cncprogrammer": two words of the trades or the employers typed without
 * the space between them, read as the two (the longer first word that leaves a known second).
 */
function split(word: string): string | null {
  const w = word.toLowerCase();
  if (!/^[a-z]{7,}$/.test(w) || isKnown(w) || isPlace(w)) return null;
  for (let i = w.length - 3; i >= 3; i--) {
    const [a, b] = [w.slice(0, i), w.slice(i)];
    if (isKnown(a) && isKnown(b) && !SUFFIX.test(b) && Math.max(a.length, b.length) >= 4)
      return `${a} ${b}`;
  }
  return w.length >= 12 ? splitWithPlace(w) : null;
}

/** Prepositions typed between the words run together ("weldersingulf"). */
const LINKS = new Set(["in", "at", "of", "from", "near"]);

/**
 * "cncprogrammerrajkot", "electricalengineerkerala": three to five words, one of them a place of
 * four letters or more, typed together: the fewest parts, each a known word (three letters or
 * more), a preposition or a place, longer parts first.
 */
function splitWithPlace(w: string): string | null {
  // ("weldersingulf", "electricalengineersinpunjab": a place's preposition between.)
  const part = (x: string) =>
    LINKS.has(x) ||
    (x.length >= 3 && !SUFFIX.test(x) && (isKnown(x) || (x.length >= 4 && isPlace(x))));
  // best[i]: the parts of w's first i letters, fewest first (null: none found).
  const best: (string[] | null)[] = [[]];
  for (let i = 1; i <= w.length; i++) {
    best[i] = null;
    for (let j = Math.max(0, i - 20); j <= i - 2; j++) {
      const before = best[j];
      const x = w.slice(j, i);
      if (
        before &&
        before.length < 5 &&
        part(x) &&
        (!best[i] || before.length + 1 < best[i]!.length)
      )
        best[i] = [...before, x];
    }
  }
  const parts = best[w.length];
  return parts && parts.length >= 2 && parts.some((x) => x.length >= 4 && isPlace(x))
    ? parts.join(" ")
    : null;
}

/**
 * Two words that together are a known one that either alone is not ("Hero Moto Corp" is Hero
 * MotoCorp): joined.
 */
export function withCompounds(text: string): string {
  // "A/C technician": a slash inside the short form is no alternative.
  const parts = text.replace(/\ba\/c\b/gi, "ac").split(/(\s+)/);
  for (let i = 0; i < parts.length; i += 2) {
    const [a, b] = [parts[i], parts[i + 2]];
    if (b === undefined || !/^[a-z]{2,}$/i.test(a) || !/^[a-z]{2,}$/i.test(b)) continue;
    const joined = `${a}${b}`.toLowerCase();
    if (
      joined.length >= 6 &&
      !(isKnown(a.toLowerCase()) && isKnown(b.toLowerCase())) &&
      knownWords().has(joined) &&
      !isPlace(a.toLowerCase())
    )
      parts.splice(i, 3, `${a}${b}`);
  }
  return parts.join("");
}

/**
 * "mechanicalengineers in odisha": the words no profile holds (`unknown`, found by the search's
 * probe) that are two words of the trades or the employers typed without their space, written
 * apart. The text itself when there are none.
 */
export function withWordsApart(text: string, unknown: readonly string[]): string {
  let out = text;
  for (const w of unknown) {
    const apart = split(w);
    if (apart) out = out.replace(new RegExp(`\\b${w}\\b`, "gi"), apart);
  }
  return out;
}

/**
 * A word of the trades or the employers of six letters or more that `token` is at most `max`
 * letters from ("frelance": freelance): a misspelling of it rather than of a place as far away.
 */
export function nearKnownWord(token: string, max: number): boolean {
  if (token.length < 6) return false;
  for (const w of knownWords())
    if (
      w.length >= 6 &&
      Math.abs(w.length - token.length) <= max &&
      editDistance(token, w, max) <= max &&
      // A place's name among the employers' words ("Chandigarh Administration") is the place.
      !isPlace(w)
    )
      return true;
  return false;
}

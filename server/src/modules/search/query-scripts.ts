/**
 * Queries typed in an Indian script ("लुधियाना में इलेक्ट्रीशियन", "ਮੋਹਾਲੀ ਦੇ ਵਿਦਿਆਰਥੀ") read as the
 * same words in Latin letters ("ludhiana mein electrician"), which the rest of the reading knows
 * (place names, Hinglish, role words by their sound). Unicode lays out the Brahmic scripts of
 * India in parallel blocks of 128 (Devanagari U+0900, Bengali U+0980, Gurmukhi U+0A00, Gujarati
 * U+0A80, Oriya U+0B00, Tamil U+0B80, Telugu U+0C00, Kannada U+0C80, Malayalam U+0D00), so one
 * table by offset in the block serves them all. Consonants carry an inherent "a" that Hindi and
 * Punjabi drop at a word's end and between a vowel-consonant and a consonant-vowel (Ohala's rule:
 * "करने" is "karne", "जयपुर" "jaipur").
 */

import { gazetteer } from "./gazetteer/gazetteer.js";
import { soundKey } from "./query-phrases.js";
import { SPELT } from "./scripts.data.js";

const FIRST = 0x900;
/** Oriya's block and after (Tamil, Telugu, Kannada, Malayalam): the inherent "a" is kept. */
const DRAVIDIAN = 0xb00;
const LAST = 0xd7f;

/** Latin letters of each offset in a block: consonants, independent vowels, vowel signs. */
const CONSONANTS: Record<number, string> = {
  0x15: "k", 0x16: "kh", 0x17: "g", 0x18: "gh", 0x19: "n",
  0x1a: "ch", 0x1b: "chh", 0x1c: "j", 0x1d: "jh", 0x1e: "n",
  0x1f: "t", 0x20: "th", 0x21: "d", 0x22: "dh", 0x23: "n",
  0x24: "t", 0x25: "th", 0x26: "d", 0x27: "dh", 0x28: "n", 0x29: "n",
  0x2a: "p", 0x2b: "f", 0x2c: "b", 0x2d: "bh", 0x2e: "m",
  0x2f: "y", 0x30: "r", 0x31: "r", 0x32: "l", 0x33: "l", 0x34: "l", 0x35: "v",
  0x36: "sh", 0x37: "sh", 0x38: "s", 0x39: "h",
  // Devanagari's and Gurmukhi's letters with a dot below ("ड़", "ੜ", "ਖ਼").
  0x58: "q", 0x59: "kh", 0x5a: "g", 0x5b: "z", 0x5c: "r", 0x5d: "rh", 0x5e: "f", 0x5f: "y",
}; // prettier-ignore

const VOWELS: Record<number, string> = {
  0x05: "a", 0x06: "a", 0x07: "i", 0x08: "i", 0x09: "u", 0x0a: "u", 0x0b: "ri",
  0x0d: "e", 0x0e: "e", 0x0f: "e", 0x10: "ai", 0x11: "o", 0x12: "o", 0x13: "o", 0x14: "au",
  // Gurmukhi's vowel bearers ("ੲ", "ੳ") take the sign that follows.
  0x72: "", 0x73: "",
}; // prettier-ignore

const SIGNS: Record<number, string> = {
  0x3e: "a", 0x3f: "i", 0x40: "i", 0x41: "u", 0x42: "u", 0x43: "ri",
  0x45: "e", 0x46: "e", 0x47: "e", 0x48: "ai", 0x49: "o", 0x4a: "o", 0x4b: "o", 0x4c: "au",
}; // prettier-ignore

/** Malayalam's block, and its chillu letters (offsets 0x7a-0x7f): a syllable's final consonant. */
const MALAYALAM = 0xd00;
const CHILLU: Record<number, string> = {
  0x7a: "n",
  0x7b: "n",
  0x7c: "r",
  0x7d: "l",
  0x7e: "l",
  0x7f: "k",
};

const VIRAMA = 0x4d;
const NUKTA = 0x3c;
/** Nasal signs: candrabindu, anusvara, and Gurmukhi's tippi. */
const NASALS = new Set([0x01, 0x02, 0x70]);
const VISARGA = 0x03;
/** Gurmukhi's addak: the next consonant doubled ("ਵਿੱਚ"). */
const ADDAK = 0x71;

interface Syllable {
  consonant: string;
  vowel: string;
  /** The vowel is the consonant's inherent "a", not written. */
  inherent: boolean;
  coda: string;
}

const offsetOf = (c: number) => (c >= FIRST && c <= LAST ? c & 0x7f : -1);

/** Whether the text holds a letter of an Indian script. */
export function hasIndianScript(text: string): boolean {
  for (const ch of text) {
    const off = offsetOf(ch.codePointAt(0) ?? 0);
    if (off >= 0 && (CONSONANTS[off] !== undefined || VOWELS[off] !== undefined)) return true;
  }
  return false;
}

/**
 * One word of an Indian script in Latin letters. `dropsInherent`: the language drops the
 * inherent "a" (Hindi, Punjabi, Gujarati, Bengali); the Dravidian languages keep it ("ಬೆಂಗಳೂರು").
 */
function romanizeWord(word: string, dropsInherent: boolean): string {
  const syllables: Syllable[] = [];
  let double = false;
  for (const ch of word) {
    const code = ch.codePointAt(0) ?? 0;
    const off = offsetOf(code);
    const last = syllables[syllables.length - 1];
    if (off >= 0x66 && off <= 0x6f) {
      syllables.push({ consonant: String(off - 0x66), vowel: "", inherent: false, coda: "" });
    } else if (CONSONANTS[off] !== undefined) {
      const c = CONSONANTS[off];
      const doubled = double && c !== "ch" ? c[0] + c : c;
      syllables.push({ consonant: doubled, vowel: "a", inherent: true, coda: "" });
      double = false;
    } else if (VOWELS[off] !== undefined) {
      syllables.push({ consonant: "", vowel: VOWELS[off], inherent: false, coda: "" });
    } else if (SIGNS[off] !== undefined && last) {
      last.vowel = SIGNS[off];
      last.inherent = false;
    } else if (off === VIRAMA && last) {
      last.vowel = "";
      last.inherent = false;
    } else if (off === NUKTA && last) {
      if (last.consonant === "j") last.consonant = "z";
      if (last.consonant === "s") last.consonant = "sh";
      if (last.consonant === "d") last.consonant = "r";
      if (last.consonant === "dh") last.consonant = "rh";
    } else if (NASALS.has(off) && last) {
      last.coda = "n";
      last.inherent = false;
    } else if (off === VISARGA && last) {
      last.coda = "h";
    } else if (off === ADDAK) {
      double = true;
    } else if (code >= MALAYALAM && CHILLU[off] !== undefined && last) {
      // Malayalam's chillu letters: a consonant ending the syllable ("ടെക്നീഷ്യൻ").
      last.coda += CHILLU[off];
    } else if (code === 0x200c || code === 0x200d) {
      // Joiners inside a word ("സാഫ്റ്റ്‌വേർ") only shape its letters.
    } else if (off < 0) {
      syllables.push({ consonant: ch, vowel: "", inherent: false, coda: "" });
    }
  }
  // The inherent "a" goes at the word's end, then between a vowel-consonant and a
  // consonant-vowel, right to left.
  const n = syllables.length;
  if (dropsInherent && n > 1 && syllables[n - 1].inherent) syllables[n - 1].vowel = "";
  for (let i = n - 2; dropsInherent && i >= 1; i--) {
    const s = syllables[i];
    // The consonant-vowel after it: past consonants written without a vowel ("ਕਟ੍ਰੀ").
    let j = i + 1;
    while (j < n - 1 && !syllables[j].vowel && !syllables[j].inherent) j++;
    const after = syllables[j];
    if (s.inherent && s.vowel && syllables[i - 1].vowel && after.consonant && after.vowel)
      s.vowel = "";
  }
  let out = syllables
    .map((s, i) => {
      // A nasal before p, b or m is "m" ("ਅੰਮ੍ਰਿਤਸਰ": "amritsar").
      const next = syllables[i + 1]?.consonant ?? "";
      const coda = s.coda === "n" && /^[pbm]/.test(next) ? (next[0] === "m" ? "" : "m") : s.coda;
      return s.consonant + s.vowel + coda;
    })
    .join("");
  out = out.replace(/chch/g, "ch").replace(/ay(?=[^aeiouy]|$)/g, "ai");
  return SPELT[out] ?? out;
}

/** The text with every word of an Indian script in Latin letters; other words as they are. */
export function romanize(text: string): string {
  if (!hasIndianScript(text)) return text;
  return text.replace(/[\u0900-\u0d7f][\u0900-\u0d7f\u200c\u200d]*/g, (word) =>
    placeStem(romanizeWord(word, (word.codePointAt(0) ?? 0) < DRAVIDIAN)),
  );
}

/**
 * Case endings the Indian languages join to a place's name ("കൊച്ചിയിലെ": in Kochi, "ಬೆಂಗಳೂರಿನ":
 * Bengaluru's, "হাওড়ায়": in Howrah, "சென்னையில்": in Chennai), longest first.
 */
const CASE_ENDINGS = [
  "yilulla", "ilulla", "yilninnu", "ilninnu", "yile", "ile", "yil", "il", "yalli", "alli",
  "inalli", "ina", "na", "lo", "la", "ku", "kku", "ke", "te", "er", "ra", "y", "i", "e",
]; // prettier-ignore

/**
 * A word of a script read in Latin letters: a place's name when it is one, with a case ending or
 * without, spelt as the gazetteer spells it or sounding the same ("haidarabad": Hyderabad,
 * "vaitfild": Whitefield, "galf-ilulla": the Gulf).
 */
function placeStem(word: string): string {
  const g = gazetteer();
  if (word.length < 4 || g.hasKey(word) || SPELT_AS.has(word)) return word;
  const names = [word];
  for (const ending of CASE_ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 4) continue;
    const stem = word.slice(0, -ending.length);
    // The name's own last vowel, dropped before the ending ("bengalur-ina").
    names.push(stem, `${stem}u`, `${stem}a`, `${stem}i`);
  }
  return (
    // A name as the scripts spell its English ("galf-ilulla": the Gulf).
    names.map((n) => SPELT[n] ?? n).find((n) => g.hasKey(n)) ??
    // Spelt a letter or two from a place ("kanada"): the reading's own near-spellings decide.
    names
      .filter((n) => n.length >= 6 && soundKey(n).length >= 3 && !g.fuzzy(n))
      .map((n) => bySound(n))
      .find(Boolean) ??
    word
  );
}

/** The English words SPELT gives: words, not places. */
const SPELT_AS = new Set(Object.values(SPELT));

let sounds: Map<string, string> | undefined;

/** A notable one-word name in India, or a state, region or country, that sounds as `word` does. */
function bySound(word: string): string | null {
  if (!sounds) {
    sounds = new Map();
    const g = gazetteer();
    const best = (k: string) => g.lookup(k)[0];
    const keys = g
      .notableKeys()
      .filter((k) => !k.includes(" ") && (best(k).country === "IN" || best(k).kind !== "city"));
    for (const k of keys.sort((a, b) => best(b).population - best(a).population))
      if (!sounds.has(soundKey(k))) sounds.set(soundKey(k), k);
  }
  const key = sounds.get(soundKey(word));
  // Three sounds are a country's, a state's or a region's ("kaineda": Canada), not a town's.
  if (!key || (soundKey(word).length < 4 && gazetteer().lookup(key)[0].kind === "city"))
    return null;
  return key;
}

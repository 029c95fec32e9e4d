/**
 * Queries as people say them to a phone or type them in a hurry, read as the words they mean:
 * a voice assistant's wake words and fillers ("okay google", "uh", "um") and a word said twice go;
 * years said in words are written in digits ("class of oh eight", "twenty nineteen batch",
 * "batch of nineteen"); "anywhere but", "aren't" are negations; digits typed for letters
 * ("m3chan1cal 3ng1n33r5") are the letters.
 */

import { isTradeOrPlaceWord } from "./query-compounds.js";

const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

const ONE = `(${ONES.slice(1).join("|")})`;
const TEEN = `(${TEENS.join("|")})`;
const TEN = `(${TENS.slice(2).join("|")})`;

const valueOf = (word: string): number => {
  const w = word.toLowerCase();
  if (ONES.includes(w)) return ONES.indexOf(w);
  if (TEENS.includes(w)) return 10 + TEENS.indexOf(w);
  return 10 * TENS.indexOf(w);
};

/** Two digits said in words: "oh eight", "nineteen", "forty two", "twenty". */
const TWO_DIGITS = `(?:(?:oh|o|zero)\\s+${ONE}|${TEEN}|${TEN}(?:[\\s-]+${ONE})?)`;

function twoDigits(spoken: string): string {
  const words = spoken.toLowerCase().split(/[\s-]+/);
  if (/^(oh|o|zero)$/.test(words[0])) return `0${valueOf(words[1])}`;
  const n = words.reduce((sum, w) => sum + valueOf(w), 0);
  return String(n).padStart(2, "0");
}

/** Years said in words, in digits: "twenty nineteen", "nineteen ninety nine", "two thousand eight". */
function withSpokenYears(text: string): string {
  return (
    text
      // "two thousand (and) eight", "two thousand nineteen"
      .replace(
        new RegExp(`\\btwo\\s+thousand(?:\\s+and)?\\s+(${TWO_DIGITS})\\b`, "gi"),
        (_, n: string) => `20${twoDigits(n)}`,
      )
      // "twenty nineteen", "twenty oh eight", "nineteen ninety nine"
      .replace(
        new RegExp(`\\b(twenty|nineteen)[\\s-]+(${TWO_DIGITS})\\b`, "gi"),
        (_, century: string, n: string) =>
          `${century.toLowerCase() === "twenty" ? 20 : 19}${twoDigits(n)}`,
      )
      // "class of oh eight", "batch of nineteen", "oh four batch": two digits beside a batch word.
      .replace(
        new RegExp(`\\b(class|batch|year)\\s+of\\s+(${TWO_DIGITS})\\b`, "gi"),
        (_, word: string, n: string) => `${word} of '${twoDigits(n)}`,
      )
      .replace(
        new RegExp(`\\b(${TWO_DIGITS})\\s+(batch|pass\\s*outs?|passouts?|graduates?)\\b`, "gi"),
        (_, n: string, word: string) => `'${twoDigits(n)} ${word}`,
      )
  );
}

/** Digits typed for the letters they look like. */
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t" };

/**
 * A word of letters with two digits or more typed for letters ("m3chan1cal", "3ng1n33r5"): the
 * letters, when they make a word of the trades, the employers or the places. Terms with digits
 * ("840D", "S7", "PCS7", "B1", "5-axis") have one digit, or digits no letter looks like, and
 * stay; so do codes and names that read as no such word ("zq4f3a1b", "R-2014EE").
 */
function withLettersForDigits(text: string): string {
  return text.replace(/[\p{L}\d]+/gu, (word) => {
    const digits = word.replace(/\D/g, "").length;
    const letters = word.replace(/\d/g, "").length;
    if (digits < 2 || letters < 3 || /[^013457\p{L}]/u.test(word)) return word;
    const read = word.replace(/\d/g, (d) => LEET[d]);
    return isTradeOrPlaceWord(read.toLowerCase()) ? read : word;
  });
}

/** The wake words and fillers of a dictated query. */
function withoutFillers(text: string): string {
  return text
    .replace(
      /^\s*(?:(?:ok(?:ay)?|hey|hi)\s+(?:google|siri|alexa|cortana)|alexa|siri)\b[\s,.!]*/i,
      "",
    )
    .replace(/\b(?:uh+|um+|umm+|erm+|hmm+|uhh+)\b[\s,.]*/gi, "");
}

/** A word said twice in a row ("show show me"), once; after the years ("twenty twenty"). */
const withoutRepeats = (text: string) => text.replace(/\b(\p{L}+)(\s+\1\b)+/giu, "$1");

/**
 * A shift to work ("for second shift", "night shift") says when, not who; a shift's post ("shift
 * in-charge", "shift engineer") stays.
 */
const withoutShifts = (text: string) =>
  text.replace(
    /\b(?:for\s+)?(?:the\s+)?(?:first|second|third|1st|2nd|3rd|night|day|general|rotating|rotational|morning|evening|graveyard)\s+shifts?\b(?!\s*(?:in[\s-]?charge|incharge|engineer|supervisor|lead|manager))/gi,
    " ",
  );

/** "anywhere but the Gulf", "everyone but students", "who aren't in Punjab": negations. */
function withSpokenNegations(text: string): string {
  return text
    .replace(/\b(anywhere|everywhere|everyone|everybody|anyone|all)\s+but\b/gi, "$1 except")
    .replace(/\b(?:are|is|do|does)n[’']?t\b/gi, "not")
    .replace(/\b(?:arent|isnt)\b/gi, "not");
}

/** The query as it means to be read (see the module's comment). */
export function withSpokenForms(text: string): string {
  return withSpokenNegations(
    withoutShifts(withoutRepeats(withSpokenYears(withoutFillers(withLettersForDigits(text))))),
  );
}

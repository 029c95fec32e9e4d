/** Words of a query: its tokens, and the small words that steer how the next ones are read. */

export const PLACE_PREPOSITIONS = new Set([
  "in",
  "from",
  "at",
  "near",
  "of",
  "around",
  "across",
  "within",
  // After a negation: "outside Ludhaina" is a place too.
  "outside",
  "except",
  "excluding",
  "besides",
  "than",
]);
export const NEGATIONS = new Set(["not", "outside", "except", "excluding", "besides"]);
export const EMPLOYER_PREPOSITIONS = new Set(["at", "with", "for", "joined"]);
/** "looking for PLC experts" asks for something; "works for Infosys" names an employer. */
export const ASKING_FOR = new Set([
  "looking",
  "look",
  "searching",
  "search",
  "find",
  "need",
  "want",
  "hunting",
]);
export const STOP_WORDS = new Set([
  "who",
  "are",
  "is",
  "the",
  "a",
  "an",
  "and",
  "or",
  "of",
  "to",
  "me",
  "i",
  "we",
  "you",
  "they",
  "he",
  "she",
]);

/**
 * Words of a request that are not criteria: asking words, courtesy, and Hinglish particles
 * ("koi electrician chahiye Mohali mein"). Left out only when no profile holds them and the query
 * has other criteria (see withoutUnknownWords).
 */
export const SENTENCE_WORDS = new Set([
  "anyone",
  "anybody",
  "someone",
  "somebody",
  "any",
  "some",
  "please",
  "pls",
  "plz",
  "kindly",
  "help",
  "guide",
  "guidance",
  "contact",
  "contacts",
  "connect",
  "know",
  "knows",
  "suggest",
  "refer",
  "referral",
  "need",
  "needed",
  "want",
  "wanted",
  "require",
  "required",
  "there",
  "here",
  "currently",
  "now",
  "presently",
  "based",
  "living",
  "lives",
  "live",
  "stays",
  "staying",
  "settled",
  "guys",
  "folks",
  "log",
  "logon",
  "wale",
  "wala",
  "wali",
  "kaun",
  "koi",
  "kon",
  "hai",
  "hain",
  "h",
  "mein",
  "me",
  "main",
  "mai",
  "se",
  "ke",
  "ka",
  "ki",
  "ko",
  "chahiye",
  "chaiye",
  "chahie",
  "batao",
  "bataao",
  "bhai",
  "ji",
  "sir",
  "kya",
  "kahan",
  "jo",
  "aur",
  "bhi",
  "wahan",
  "yahan",
  // Hindi verbs of asking and working
  "kaam",
  "karta",
  "karte",
  "karti",
  "rehta",
  "rehte",
  "rehti",
  "naukri",
  "milega",
  "chahte",
  // Punjabi particles and verbs ("Baddi vich koi electrician hai", "Mohali ch kaun karda")
  "vich",
  "ch",
  "de",
  "da",
  "di",
  "nu",
  "kithe",
  "banda",
  "bande",
  "karda",
  "karde",
  "kardi",
  "chahida",
  "chahide",
  "mainu",
  "sanu",
  "saanu",
  "hega",
  "haige",
  "hor",
  // Indian English: "Mohali side" is around Mohali
  "side",
  // Requests that rank or count: "top 10 electricians"
  "top",
]);

/** "students": current students, unless the query names a batch ("2020 batch students"). */
export const STUDENT_WORDS = new Set(["student", "students"]);

/** A query's words: as typed (for "HP" vs "hp") and lower case, index for index. */
export interface Tokens {
  original: string[];
  tokens: string[];
  /** Punctuation (a comma, slash, bracket ...) comes right before the word at this index. */
  breaks: boolean[];
  /** A slash alone joins the word at this index to the one before ("SCADA/PLC", "QA/QC"). */
  slashes: boolean[];
}

/** Words after which a place means the area around it ("near Delhi", "close to Mohali"). */
export const NEAR_WORDS = new Set(["near", "around", "nearby"]);

/** "close to X", "near to X": near X. */
export const closeToAsNear = (query: string) => query.replace(/\b(?:close|near)\s+to\b/gi, "near");

/** "5 years experience", "10+ yrs of exp": no profile states it, so it is no criterion. */
export const withoutExperience = (query: string) =>
  query.replace(/\b\d{1,2}\s*\+?\s*(?:years?|yrs?)\b(?:\s+(?:of\s+)?(?:experience|exp)\b)?/gi, " ");

/**
 * The words of a text, without accents or apostrophes; words of any script are kept ("चंडीगढ़" is
 * not understood, but it is still looked for), "&" is a word of its own except between single
 * letters ("j&k", "l&t", as in the gazetteer and the vocabulary).
 */
export function tokenise(text: string): Tokens {
  const parts = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’']/g, "")
    .split(/([^\p{L}\p{M}\p{N}&]+)/u);
  const original: string[] = [];
  const breaks: boolean[] = [];
  const slashes: boolean[] = [];
  let punctuation = false;
  let slash = false;
  parts.forEach((part, k) => {
    // Odd parts are what separates words: punctuation there breaks a phrase ("welders, fitters").
    if (k % 2) {
      punctuation ||= /\S/.test(part);
      slash = /^\s*\/\s*$/.test(part);
    } else
      for (const t of part === "&" ? ["&"] : part.split(/(&)/).filter(Boolean)) {
        original.push(t);
        breaks.push(punctuation);
        slashes.push(slash && original.length > 1);
        punctuation = slash = false;
      }
  });
  const tokens = original.map((t) => t.toLowerCase());
  for (let i = 1; i < tokens.length - 1; i++) {
    if (tokens[i] === "&" && tokens[i - 1].length === 1 && tokens[i + 1].length === 1) {
      tokens.splice(i - 1, 3, `${tokens[i - 1]}&${tokens[i + 1]}`);
      original.splice(i - 1, 3, `${original[i - 1]}&${original[i + 1]}`);
      breaks.splice(i, 2);
      slashes.splice(i, 2);
    }
  }
  return { original, tokens, breaks, slashes };
}

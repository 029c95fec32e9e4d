import { gazetteer } from "./gazetteer/gazetteer.js";
/** Words of a query: its tokens, and the small words that steer how the next ones are read. */
export {
  ANY_MEMBER_WORDS,
  PRIVATE_NOUNS,
  PRIVATE_WORD,
  SENTENCE_WORDS,
  STOP_WORDS,
} from "./query-words.js";

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
export const NEGATIONS = new Set([
  "not",
  "outside",
  "except",
  "excluding",
  "besides",
  // "no PSU", "non-government", "without government jobs", "excl. Delhi"
  "no",
  "non",
  "without",
  "excl",
  "minus",
  // "apart from Qatar"
  "apart",
  // "remove the students", "exclude Gulf"
  "remove",
  "exclude",
  "omit",
]);
export const EMPLOYER_PREPOSITIONS = new Set(["at", "with", "for", "joined"]);
/** "looking for PLC experts" asks for something; "works for Infosys" names an employer. */
export const ASKING_FOR = new Set([
  "required",
  "require",
  "requirement",
  "wanted",
  "needed",
  "hiring",
  "recruiting",
  "vacancy",
  "vacancies",
  "opening",
  "openings",
  "walkin",
  "walk",
  "looking",
  "look",
  "searching",
  "search",
  "find",
  "need",
  "want",
  "hunting",
  // What the asker wants help with ("guidance for visa", "help with KSEB connection").
  "help",
  "guidance",
  "advice",
  "info",
  "information",
  "contact",
  "connection",
  "referral",
  "support",
  "tips",
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

/**
 * "within 50 km of Ludhiana", "50 kms from Mohali", "in a 20 km radius of Pune": near the place,
 * that far. The query with the distance read as "near", and the distance (null: none typed).
 */
export function withDistance(query: string): {
  rest: string;
  km: number | null;
  district: boolean;
} {
  const around = vicinityAsNear(query);
  let km: number | null = around.district ? DISTRICT_KM : null;
  let rest = around.rest
    // "2 hours from Chandigarh", "within an hour's drive of me": a drive of about 50 km an hour.
    .replace(
      /\b(?:with)?in\s+(?=(?:an?|one|half\s+an?|\d)\b)|\b(\d{1,2}(?:\.\d)?|an?|one|half\s+an?)\s*(?:hours?|hrs?)(?:[’']s)?\s*(?:drive\s+|driving\s+|away\s+|journey\s+)?(?:from|of|to)\b/gi,
      (m, n: string | undefined) => {
        if (n === undefined) return m;
        const hours = /^\d/.test(n) ? Number(n) : /^half/i.test(n) ? 0.5 : 1;
        km = Math.round(hours * 50);
        return " near ";
      },
    )
    .replace(
      /\b(?:(?:with)?in|under|upto|up\s+to|inside|less\s+than)?\s*(?:an?\s+)?(\d{1,4})\s*(?:km|kms|kilometers?|kilometres?)\b\s*(?:radius\s*)?(?:of|from|around|near|to)?/gi,
      (_m, n: string) => {
        km = Number(n);
        return " near ";
      },
    );
  // "Ludhiana 50 km radius", "Baddi 20 kms": the distance after the place, near the place before it.
  const trailing = /^(.*?)([\p{L}]+(?:\s+[\p{L}]+)?)[\s,]*\bnear[\s.,;!?]*$/u.exec(rest);
  if (km != null && trailing) {
    const [, head, words] = trailing;
    const two = words.split(/\s+/);
    const place = two.length === 2 && !gazetteer().lookup(words).length ? two[1] : words;
    const before = two.length === 2 && place === two[1] ? `${head}${two[0]} ` : head;
    rest = `${before}near ${place}`;
  }
  return { rest, km, district: around.district && km === DISTRICT_KM };
}

/** How far "<town> district" reaches: about the radius of an Indian district. */
const DISTRICT_KM = 50;

/** Words after a town that mean the land around it; the first group says it is its district. */
const VICINITY =
  /(\p{L}+(?:\s+\p{L}+){0,2})\s+(?:(district|distt\.?|dist\.|zila|zilla|jilla)|area|belt|side|surroundings|and\s+(?:around|nearby|surroundings)|ke\s+aas\s*paas|aas\s*paas|ke\s+paas)(?![\p{L}])/giu;

/**
 * "Moga district", "Kota and around", "Hajipur area", "Bhiwadi belt": the town's surroundings, read
 * as "near" the town (its district as a wider circle); words before that are no town stay as
 * they are ("mining area", "shop floor side").
 */
function vicinityAsNear(query: string): { rest: string; district: boolean } {
  let district = false;
  const rest = query.replace(VICINITY, (all, words: string, isDistrict?: string) => {
    const w = words.split(/\s+/);
    // A place's own name ending so ("Greater Toronto Area"): the name, kept as typed.
    const kind = all.slice(words.length).toLowerCase();
    if (w.some((_, i) => gazetteer().lookup(w.slice(i).join(" ").toLowerCase() + kind).length))
      return all;
    for (let n = Math.min(3, w.length); n >= 1; n--) {
      const town = w.slice(-n).join(" ");
      if (
        !gazetteer()
          .lookup(town.toLowerCase())
          .some((p) => p.kind === "city")
      )
        continue;
      if (isDistrict) district = true;
      return `${w.slice(0, -n).join(" ")} near ${town}`;
    }
    return all;
  });
  return { rest, district };
}

/** "close to X", "near to X": near X. */
export const closeToAsNear = (query: string) => query.replace(/\b(?:close|near)\s+to\b/gi, "near");

/**
 * What the asker's work is for ("for a story on Make in India", "for a piece on space startups:"),
 * up to the next punctuation: its topic says nothing about who is asked for.
 */
const PURPOSE =
  /\bfor\s+(?:a|an|my|our|the|his|her|their)\s+(?:\w+\s+)?(?:story|stories|piece|feature|article|report|documentary|podcast|blog|thesis|dissertation|survey|study|research|paper|newsletter|magazine|interview|interviews|video|book|column|coverage|project\s+report)\s+(?:on|about|regarding|around|of)\b[^,.;:!?()]*/gi;

const EXPERIENCE = String.raw`(?:years?|yrs?)\s+(?:of\s+)?(?:experience|exp|out|in\s+(?:the\s+)?(?:field|industry|trade)|of\s+service|in\s+service|(?:since|after)\s+(?:passing(?:\s*out)?|pass(?:ed)?[\s-]*out|graduat\w*))\b`;

/**
 * Experience as the batches that have it (the alumni of them: query-criteria.ts's IN_WORK): a
 * batch is the year its members passed out, so "10+ yrs experience" is the batches up to ten
 * years ago, "5 to 10 years out" those from ten to five years
 * ago (written as years for extractYears). Years without a word of experience are left to
 * withoutExperience.
 */
function experienceAsBatches(text: string, year: number): string {
  return text
    .replace(
      new RegExp(
        String.raw`\b(?:less\s+than|under|below|within|upto|up\s+to|max(?:imum)?\.?)\s+(\d{1,2})\s*${EXPERIENCE}`,
        "gi",
      ),
      // "less than 3 years experience": passed out since (the batches of the last N years).
      (all, n: string) =>
        Number(n) > 0 && Number(n) <= 60 ? ` since ${year - Number(n) + 1} ` : all,
    )
    .replace(
      new RegExp(String.raw`\b(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})\s*${EXPERIENCE}`, "gi"),
      (all, a: string, b: string) =>
        Number(a) < Number(b) && Number(b) <= 60
          ? ` ${year - Number(b)}-${year - Number(a)} `
          : all,
    )
    .replace(
      new RegExp(
        String.raw`\b(?:over\s+|more\s+than\s+|at\s+least\s+|min(?:imum)?\.?\s+)?(\d{1,2})\s*(?:\+|plus)?\s*${EXPERIENCE}`,
        "gi",
      ),
      (all, n: string) => (Number(n) > 0 && Number(n) <= 60 ? ` till ${year - Number(n)} ` : all),
    );
}

/**
 * Whom the asked will help ("alumni in PSUs willing to mentor final year students", "to guide
 * village youth"): the students there are not who is asked for.
 */
const BENEFICIARIES =
  /\b(?:to\s+)?(?:mentor|guide|help|teach|train|coach|support|advise|talk\s+to|interact\s+with|offer\s+internships\s+to)\s+(?:our\s+|the\s+|final[\s-]+year\s+|current\s+|junior\s+|new\s+|young\s+|village\s+|rural\s+)*(?:students?|juniors?|freshers?|kids|youth|trainees)\b/gi;

/**
 * A move said with where it started ("moved from India to the Gulf", "shifted from Punjab to
 * Canada"): members are where they moved to, so the start is no place of theirs.
 */
const MOVED_FROM =
  /\b((?:moved|shifted|relocated|migrated|emigrated|settled|went|gone|going|move|shift|relocate|migrate)(?:\s+(?:abroad|out|away|back))?)\s+from\s+[^,.;:!?]+?\s+(?=to\b)/gi;

/**
 * Where members were before ("moved abroad after working in India", "before joining Aramco,
 * worked in Pune"): a former place, not where they are.
 */
const FORMER_PLACE =
  /\b(?:after|before)\s+(?:working|living|studying|serving|staying|spending\s+\w+\s+\w+)\s+(?:\w+\s+){0,2}?(?:in|at)\s+\p{L}+(?:\s+\p{L}+)?(?=\s*(?:[,.;:!?]|$))/giu;

/** "in south", "from north": India's part, as "the south" is ("PSU jobs in south"). */
const BARE_QUARTER =
  /\b(in|from|of)\s+(south|north|east|west)(?=\s*(?:[,.;:!?]|$|\s+(?:and|or|who|with|working|for|only|side)\b))/gi;

/** Hindustani's "Punjab se bahar" (out of Punjab): outside it ("India se bahar" is abroad). */
const OUTSIDE_OF = /\b(\p{L}+)\s+(?:se|to|toh|ton|tho)\s+bahar\b/giu;

/**
 * "5 years experience", "10+ yrs of exp": no profile states it, so it is no criterion; nor is a
 * letter's courtesy ("thank you in advance", "with regards"), nor what the asking is for.
 */
export const withoutExperience = (query: string, now = new Date()) =>
  experienceAsBatches(query.replace(/\by2k\b/gi, "2000"), now.getFullYear())
    .replace(BARE_QUARTER, "$1 the $2")
    .replace(MOVED_FROM, "$1 ")
    .replace(FORMER_PLACE, " ")
    .replace(OUTSIDE_OF, (m, place: string) =>
      /^(?:india|desh|country|mulk)$/i.test(place) ? m : `outside ${place}`,
    )
    .replace(PURPOSE, " ")
    .replace(BENEFICIARIES, " ")
    .replace(/\bget[\s-]*togethers?\b/gi, " ")
    // "home of the golden temple": the place it is home to names it.
    .replace(/\bhome\s+of\b/gi, " ")
    // "mine electrician", "mine surveyors": a mine's people, not the asker's own ("mine").
    .replace(
      /\bmines?(?=\s+(?:electricians?|fitters?|mechanics?|engineers?|surveyors?|managers?|workers?|foreman|foremen|supervisors?|operators?|welders?|technicians?|officials?)\b)/gi,
      "mining",
    )
    // "trade=electrical state=Haryana": the field's name says what the value is, no criterion.
    .replace(
      /\b(?:trade|state|city|location|place|country|batch|year|company|employer|role|skills?)\s*[:=]\s*/gi,
      " ",
    )
    .replace(
      /(?<!\b(?:last|past)\s+)\b\d{1,2}\s*\+?\s*(?:years?|yrs?)\b(?!\s+(?:ago|back|before)\b)(?:\s+(?:of\s+)?(?:experience|exp)\b)?/gi,
      " ",
    )
    .replace(
      /\b(?:thanks?(?:\s+you)?(?:\s+so\s+much)?\s+in\s+advance|(?:with\s+)?(?:warm\s+|best\s+|kind\s+)?regards)\b/gi,
      " ",
    );

/**
 * The words of a text, without accents or apostrophes; words of any script are kept ("चंडीगढ़" is
 * not understood, but it is still looked for), "&" is a word of its own except between single
 * letters ("j&k", "l&t", as in the gazetteer and the vocabulary).
 */
export function tokenise(text: string): Tokens {
  const parts = text
    // "A.C.", "U.S.A.", "J.E.": letters with stops are one word ("AC", "USA", "JE").
    .replace(/\b(?:\p{L}\.){2,}/gu, (m) => m.replace(/\./g, ""))
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    // "Mohali's electricians", "ISTC's welders", "who's": the possessive and "is" are no part
    // of the word.
    .replace(/([\p{L}\p{N}])[’']s\b/gu, "$1")
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
    // "L and T", "M and M": single letters joined by "and" are written with "&".
    const single = tokens[i] === "&" ? /^.$/u : /^[a-z]$/;
    if (
      (tokens[i] === "&" || tokens[i] === "and") &&
      single.test(tokens[i - 1]) &&
      single.test(tokens[i + 1])
    ) {
      tokens.splice(i - 1, 3, `${tokens[i - 1]}&${tokens[i + 1]}`);
      original.splice(i - 1, 3, `${original[i - 1]}&${original[i + 1]}`);
      breaks.splice(i, 2);
      slashes.splice(i, 2);
    }
  }
  return { original, tokens, breaks, slashes };
}

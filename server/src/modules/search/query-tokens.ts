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
]);
/**
 * English function words: pronouns, determiners, auxiliaries, question words, conjunctions and
 * prepositions (the closed classes of English grammar). No profile criterion is one of them, so
 * they are never required words ("how many loco pilots do we have", "who are the PLC
 * programmers"); the words among them that steer the reading ("in", "at", "not", "near") are read
 * before this list is consulted.
 */
export const STOP_WORDS = new Set(
  (
    "a an the this that these those such what which who whom whose where when why how whatever " +
    "whoever i me my mine myself we us our ours ourselves you your yours yourself yourselves he " +
    "him his himself she her hers herself it its itself they them their theirs themselves one " +
    "ones is are was were be been being am do does did doing done have has had having can could " +
    "will would shall should may might must ought get got and or but nor so yet if then than " +
    "because as while until unless although though whether either neither both each every all " +
    "any many much more most few fewer less least other others another same own very too also " +
    "just only even still already again ever never always often about above after against " +
    "along among before behind below beneath beside between beyond by down during into onto " +
    "off on over per since through throughout till toward towards under upon via to of up out " +
    "there here else etc ie eg lot lots plenty bunch list show tell give let lets near nearby " +
    "around within close side any1 some1 sum1 every1 " +
    // Asking and recruiting: how a request is made, never who is asked for.
    "need needed needs want wanted wants require required requires requirement requirements " +
    "recruiting recruit recruitment hiring hire urgent urgently immediate immediately walkin " +
    "opening openings vacancy vacancies " +
    "looking seeking searching please pls plz kindly help helping anyone anybody someone " +
    "somebody everyone everybody whoever suggest refer " +
    // Hindi and Punjabi asking words and particles ("Honda vich kaun kaam karda")
    "kaun kon koi hai hain chahiye chaiye chahie chahida chahide vich kithe karda karde kardi " +
    "karne karna karta karte karti kaam mujhe mainu sanu saanu humein hume batao bataao kya " +
    "kahan kidhar aur bhi bande banda wale wala wali waale log lok chota chote choti"
  ).split(" "),
);

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
  // Verbs of a life story ("seniors who became product managers", "who moved abroad", "went to
  // Canada"): how the query is told, not who.
  "became",
  "become",
  "becomes",
  "moved",
  "move",
  "went",
  "gone",
  "go",
  "shifted",
  "shift",
  "relocated",
  "relocate",
  "migrated",
  "settle",
  "settled",
  "work",
  "works",
  "worked",
  "working",
  "employed",
  "job",
  "jobs",
  "opening",
  "openings",
  "vacancy",
  "vacancies",
  "hiring",
  "recruiting",
  "recruit",
  "urgent",
  "urgently",
  "looking",
  "seeking",
  "find",
  "search",
  "show",
  "list",
  "count",
  "number",
  "sab",
  "sabhi",
  "saare",
  "sare",
  "lok",
  "jaane",
  "waale",
  "vale",
]);

/**
 * Words for members in general, and how senior they are: every member is one, and a title's
 * seniority ("Sr. Draughtsman") does not make a different kind of person, so none of them is a
 * required word ("alumni who are quantity surveyors", "sr. draughtsman", "seniors in Dubai").
 */
export const ANY_MEMBER_WORDS = new Set(
  (
    "people persons person peoples members member alumni alumnus alumnae seniors " +
    "juniors batchmates batchmate classmates classmate istcians istcian istc guys folks " +
    "colleagues friends senior sr snr junior jr principal chief experienced expert experts " +
    "professional professionals trade trades field line background domain branch stream " +
    "profile profiles degree degrees holder holders qualified " +
    // Employers in general ("steel industry", "pharma companies", "PSU employees"): the word
    // before says which.
    "sector sectors industry industries companies company firms firm organisations " +
    "organizations organisation organization employees employee staff"
  ).split(" "),
);

/**
 * Shortened and spoken forms typed for a word of the vocabulary: read as the word ("elec. engg",
 * "s/w engrs", "mere batch wale"). `upper`: only when typed in capitals ("EE"), as the lower-case
 * form is another word. A form that stands for two words ("s/w") is written with a slash.
 */
const FORMS: Record<string, { to: string; upper?: boolean }> = {
  engg: { to: "engineer" },
  enggs: { to: "engineers" },
  engr: { to: "engineer" },
  engrs: { to: "engineers" },
  enginer: { to: "engineer" },
  enginers: { to: "engineers" },
  elec: { to: "electrical" },
  elect: { to: "electrical" },
  electl: { to: "electrical" },
  mech: { to: "mechanical" },
  mechl: { to: "mechanical" },
  ee: { to: "electrical", upper: true },
  mgr: { to: "manager" },
  mgrs: { to: "managers" },
  mngr: { to: "manager" },
  asst: { to: "assistant" },
  mfg: { to: "manufacturing" },
  prodn: { to: "production" },
  maint: { to: "maintenance" },
  mtce: { to: "maintenance" },
  instru: { to: "instrumentation" },
  govt: { to: "government" },
  gov: { to: "government" },
  pvt: { to: "private" },
  intl: { to: "international" },
  dept: { to: "department" },
  // Hinglish and Punjabi possessives: "mere batch wale", "apne sheher de"
  mere: { to: "my" },
  mera: { to: "my" },
  meri: { to: "my" },
  apna: { to: "my" },
  apne: { to: "my" },
  apni: { to: "my" },
  sadde: { to: "my" },
  saade: { to: "my" },
  mainde: { to: "my" },
  "s/w": { to: "software" },
  "h/w": { to: "hardware" },
  // Qualifications: every member trained at the centre; no profile field says the degree.
  "b tech": { to: "degree" },
  "m tech": { to: "degree" },
  "b e": { to: "degree" },
  "b sc": { to: "degree" },
  "m sc": { to: "degree" },
  "b voc": { to: "degree" },
  btech: { to: "degree" },
  mtech: { to: "degree" },
  bsc: { to: "degree" },
  msc: { to: "degree" },
  diploma: { to: "degree" },
  diplomas: { to: "degree" },
};

/**
 * The tokens with shortened and spoken forms read as their words (FORMS); "s/w" (two tokens
 * joined by a slash) becomes one. Index for index with `original` (which keeps what was typed).
 * A form that makes a known phrase as typed, with the word before or after it ("auto mech"), is
 * that phrase's word and stays (`known`: the vocabulary's phrases).
 */
export function withWordForms(t: Tokens, known: (phrase: string) => boolean = () => false): Tokens {
  const out: Tokens = { original: [], tokens: [], breaks: [], slashes: [] };
  for (let i = 0; i < t.tokens.length; i++) {
    const next = i + 1 < t.tokens.length ? t.tokens[i + 1] : null;
    // "s/w" (joined by a slash), "B.Tech" (two tokens): one form of two words.
    const pair =
      next !== null &&
      ((t.slashes[i + 1] && FORMS[`${t.tokens[i]}/${next}`]) ||
        (!t.slashes[i + 1] && FORMS[`${t.tokens[i]} ${next}`]));
    const joiner = t.slashes[i + 1] ? "/" : ".";
    const typed = pair ? `${t.original[i]}${joiner}${t.original[i + 1]}` : t.original[i];
    const form = pair || FORMS[t.tokens[i]];
    const inPhrase =
      !pair &&
      (known(t.tokens[i]) ||
        (i > 0 && known(`${t.tokens[i - 1]} ${t.tokens[i]}`)) ||
        (i + 1 < t.tokens.length && known(`${t.tokens[i]} ${t.tokens[i + 1]}`)));
    const ok = form && !inPhrase && (!form.upper || /^\p{Lu}+$/u.test(typed));
    out.original.push(typed);
    out.tokens.push(ok ? form.to : t.tokens[i]);
    out.breaks.push(t.breaks[i]);
    out.slashes.push(t.slashes[i]);
    if (pair) i++;
  }
  return out;
}

/**
 * "private sector electricians", "pvt companies": the private sector, which is every employer but
 * the government and public-sector undertakings. The word, and a word after it that says so.
 */
export const PRIVATE_WORD = "private";
export const PRIVATE_NOUNS = new Set(
  (
    "sector companies company jobs job firms firm industry industries organisations " +
    "organizations organisation organization employers employer side"
  ).split(" "),
);

/** Members who have passed out: "alumni" are not current students. */
export const ALUMNI_WORDS = new Set([
  "alumni",
  "alumnus",
  "alumnae",
  "alum",
  "alums",
  "graduates",
  "passouts",
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
export function withDistance(query: string): { rest: string; km: number | null } {
  let km: number | null = null;
  const rest = query.replace(
    /\b(?:(?:with)?in|under|upto|up\s+to|inside|less\s+than)?\s*(?:an?\s+)?(\d{1,4})\s*(?:km|kms|kilometers?|kilometres?)\b\s*(?:radius\s*)?(?:of|from|around|near|to)?/gi,
    (_m, n: string) => {
      km = Number(n);
      return " near ";
    },
  );
  return { rest, km };
}

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

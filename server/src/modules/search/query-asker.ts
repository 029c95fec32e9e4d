/**
 * What the asker says of themselves, or of the child or relative they ask for, before the asking:
 * "I am a 2025 pass out in RAC, want to talk to seniors in HVAC abroad", "my daughter is in
 * computer trade, any seniors in IT companies in Mohali", "meri beti COPA kar rahi hai, Meerut mein
 * koi senior hai?", "a student looking for a mentor in CNC programming". The asker's own batch,
 * studentship and words are no criteria of whom they ask for: the query is read without them.
 * When the asking alone names no role, trade or employer ("my son is joining electrical, want him
 * to talk to seniors"), the trade the asker names is the one asked for (seniors of it), still
 * without the asker's batch or studentship.
 */

const RELATIVES = String.raw`son|daughter|beti|beta|bete|bachcha|bachchi|bhai|brother|sister|behen|bhen|nephew|niece|bhatija|bhatiji|bhanja|bhanji|child|kid|ward|cousin`;

/** Where the asking begins: a stop, or a word of wanting, asking or looking. */
const ASKING = String.raw`(?=[.,;:!?]|\b(?:and\s+)?(?:wants?|wanted|wanting|looking|seeking|searching|needs?|would|wish(?:es)?|plans?|planning|please|plz|pls|kindly|any|anyone|anybody|someone|somebody|koi|kya|kaun|can|could|who|whom|chahta|chahti|chahte|chahiye|is\s+there|are\s+there|how)\b|$)`;

/** "I am ...", "I'm ...", "my daughter ...", "meri beti ...": at the start or after a stop or greeting. */
const SELF = new RegExp(
  String.raw`(?:^|(?<=[.,;:!?]\s*)|(?<=\b(?:hi|hello|hey|namaste|sir|madam|dear)\b[\s,]*))(?:(?:i\s+am|i'm|iam|myself)\b|(?:my|meri|mera|mere|hamari|hamara|humari|humara)\s+(?:${RELATIVES})\b)[^.,;:!?]*?${ASKING}`,
  "gi",
);

/** What a person asking for help may call themselves first ("student looking for a mentor ..."). */
const STUDENT_FIRST = new RegExp(
  String.raw`^\s*(?:an?\s+)?(?:[\p{L}&/]+\s+){0,3}?(?:student|fresher|pass[\s-]*out|passout|trainee|apprentice)(?:\s+(?:of|in|from)\s+[^.,;:!?]*?)?(?=\s+(?:looking|seeking|searching|wants?|wanting|needs?|would)\b)`,
  "iu",
);

/** Asking for help, guidance or a talk: a student who asks so is the asker, not whom they ask for. */
const HELP =
  /\b(?:mentors?|mentorship|guidance|guide|help|advice|advise|seniors?|talk|speak|connect|contact|referral|refer|tips|counsell?ing|suggest\w*)\b/i;

/** The asker's own facts (batch, studentship) and the words that say they are theirs. */
const OWN = new RegExp(
  String.raw`\b(?:i'm|iam|(?:19|20)\d\d|\d{1,2}(?:st|nd|rd|th)\s+year|final\s+year|first\s+year|pass(?:ed|ing)?[\s-]*outs?|passouts?|passed|passing|students?|studying|study|fresher|trainee|apprentice|batch|session|sem(?:ester)?|year|years|month|months|week|this|next|last|coming|soon|old|is|am|was|are|an?|the|currently|now|abhi|doing|did|joined|joining|join|completed|complete|finished|kar|kr|rahi|raha|rahe|hai|hain|hoon|hu|hun|ho|ne|liya|li|kiya|trade|course|istc|iti|just|recently|i|myself|my|meri|mera|mere|hamari|hamara|humari|humara|he|she|his|her|${RELATIVES})\b|'\d\d\b`,
  "gi",
);

/** Asking for the asker's own batch: their batch is what they ask for. */
const OWN_BATCH =
  /\b(?:batch[\s-]*mates?|class[\s-]*mates?|(?:my|same|our)\s+(?:batch|year|class))\b/i;

export interface Asked {
  /** The query without what the asker says of themselves. */
  rest: string;
  /** The asker's words that may say what they ask for (a trade), without their own facts. */
  own: string;
}

/**
 * The asking points back at the place just told, the relative's ("... meet ISTCians there", "near
 * him") or the asker's own ("I am in Bhopal and want to meet seniors here").
 */
const THERE =
  /\b(?:there|wahan|wahaan|uthe|othe|here|yahan|yahaan|idhar|ithe|nearby|locally|near\s+(?:him|her|them)|(?:that|same|this)\s+(?:city|town|place))\b/i;

/**
 * The query read without what the asker says of themselves (`parse` reads a text): their trade
 * when the asking names no role, their relative's place when the asking points back at it.
 */
export function readAsked<Q extends { roles: unknown[]; crafts: unknown[]; places: unknown[] }>(
  query: string,
  parse: (text: string) => Q,
): Q | null {
  const asked = askersOwn(query);
  if (!asked) return null;
  const q = parse(asked.rest || asked.own);
  if (!asked.own) return q;
  if (!q.roles.length && !q.crafts.length) return parse(`${asked.own} ${asked.rest}`);
  if (q.places.length || !THERE.test(asked.rest)) return q;
  const own = parse(asked.own);
  return own.places.length ? { ...q, places: own.places } : q;
}

/** The query's asking apart from what the asker says of themselves; null when it says nothing so. */
export function askersOwn(query: string): Asked | null {
  if (OWN_BATCH.test(query)) return null;
  const clauses: string[] = [];
  let rest = query.replace(SELF, (m) => {
    clauses.push(m);
    return " ";
  });
  const student = STUDENT_FIRST.exec(rest);
  if (student && HELP.test(rest.slice(student[0].length))) {
    clauses.push(student[0]);
    rest = rest.slice(student[0].length);
  }
  if (!clauses.length) return null;
  const own = clauses
    .join(" ")
    .replace(OWN, " ")
    .replace(/[^\p{L}\p{N}&+#/\s-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { rest: rest.replace(/^[\s.,;:!?]+/, "").trim(), own };
}

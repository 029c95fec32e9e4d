import type { ParsedQuery } from "./parsed-query.js";

// Words that say how the people asked for are, not which: beside what does say which, they rank
// the answer (ParsedQuery.optional) rather than narrow it.

/** A place of work in general, whatever is made or done there. */
const WORKPLACES = /^(plants?|factory|factories|facility|facilities|units?|works|sites?|premises)$/;

/** A training or certificate every tradesman of the centre's kind may have. */
const QUALIFICATIONS = /^(iti|itis|ncvt|scvt|polytechnic|certified|qualified|trained)$/;

/**
 * The keywords of `q` that rank: a word for a workplace beside anything else that says which
 * ("Mahindra tractor plant", "bike factory in Chennai"), and a qualification before or after a
 * trade or craft ("ITI electrician", "NCVT certified welder"), not where they are after "at",
 * "of", "in" ("maintenance head of a polytechnic") or beside teachers ("ITI instructors"): the
 * institutes as employers.
 */
export function wordsThatRank(
  q: ParsedQuery,
  text: string,
  saysWho: boolean,
  otherCriteria: boolean,
): string[] {
  const lower = text.toLowerCase();
  const workplaces = q.keywords.filter((k) => WORKPLACES.test(k));
  const rank =
    workplaces.length && (otherCriteria || q.keywords.some((k) => !WORKPLACES.test(k)))
      ? workplaces
      : [];
  // Instructors and training officers: the institute is where they teach.
  if (!saysWho || q.roles.some((r) => r.label === "Teacher")) return rank;
  const asEmployer = (k: string) =>
    new RegExp(
      String.raw`\b(?:at|of|in|from|with|for|under)\s+(?:an?\s+|the\s+|govt\.?\s+|government\s+|private\s+)?${k}\b`,
    ).test(lower);
  return [...rank, ...q.keywords.filter((k) => QUALIFICATIONS.test(k) && !asEmployer(k))];
}

/** Words for where a kind of employer's work is done, after the words for that kind. */
const WORKPLACE_NOUNS =
  /^(plants?|factory|factories|mills?|stations?|works|units?|yards?|companies|company|industry|industries|sector|firms?)$/;
/** "sugar mill", "cement industry": a phrase that names a workplace, not a kind of work. */
export const endsInWorkplace = (phrase: string): boolean =>
  WORKPLACE_NOUNS.test(phrase.slice(phrase.lastIndexOf(" ") + 1));
const KIND_NOUNS = ["plants", "plant", "mills", "industry", "companies", "sector", "factories"];

/**
 * "sugar mill", "textile mill", "thermal power station": the words of a kind of employer before a
 * word for its workplace that is not itself one of its phrases, read as the phrase of that kind
 * with another such word ("sugar mills", "thermal power plant"). Only kinds of employer (sectors).
 */
export function kindAtWorkplace<E extends { type: string }>(
  entries: ReadonlyMap<string, E>,
  words: readonly string[],
): E | undefined {
  if (words.length < 2 || !WORKPLACE_NOUNS.test(words[words.length - 1])) return undefined;
  const kind = words.slice(0, -1).join(" ");
  for (const noun of KIND_NOUNS) {
    const entry = entries.get(`${kind} ${noun}`);
    if (entry?.type === "sector") return entry;
  }
  return undefined;
}

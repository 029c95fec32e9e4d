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

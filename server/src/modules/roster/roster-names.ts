/**
 * When a member's name and a roster's name are the same person's (issue 26): equal ignoring case,
 * accents, punctuation, extra spaces and word order, with one word allowed to be an initial of the
 * other side's word ("Harpreet S Bedi" = "Harpreet Singh Bedi" = "bedi, harpreet singh"). Nothing
 * looser: a missing or extra word, a misspelt word, two initials or an initial of another letter
 * is a different name (the admin then decides, with the roster's line beside the member).
 */
export function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort();
}

/** Whether two names are the same by the rule above. */
export function namesMatch(a: string, b: string): boolean {
  const left = nameWords(a);
  const right = nameWords(b);
  if (!left.length || left.length !== right.length) return false;
  // Take out the words both sides share (as multisets); at most one word may be left on each.
  const rest = [...right];
  const unmatched: string[] = [];
  for (const word of left) {
    const i = rest.indexOf(word);
    if (i >= 0) rest.splice(i, 1);
    else unmatched.push(word);
  }
  if (unmatched.length === 0) return true;
  if (unmatched.length > 1) return false;
  const [x, y] = [unmatched[0], rest[0]];
  const initial = (short: string, long: string) =>
    short.length === 1 && long.length > 1 && long.startsWith(short);
  return initial(x, y) || initial(y, x);
}

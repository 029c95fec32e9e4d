/**
 * Batches relative to the asker's own (query-years.ts reads them first): "from my batch
 * onwards", "my batch or earlier", "a few years senior to me", "seniors" and "juniors" of a member
 * whose batch is known.
 */
const MY_BATCH = String.raw`(?:my|our)\s+batch|me|us|mine`;

/**
 * Batches relative to the asker's: "older than my batch", "seniors to me", "my seniors" (before
 * it), "my juniors", "after my batch" (after it). `needsMine`: asked, but the asker's batch is
 * not known.
 */
export function relativeToMine(
  text: string,
  mine: number | null,
  span: (from: number, to: number) => void,
): { rest: string; needsMine: boolean } {
  let needsMine = false;
  const read = (before: boolean) => () => {
    if (mine == null) needsMine = true;
    else if (before) span(0, mine - 1);
    else span(mine + 1, 9999);
    return " ";
  };
  const from = (last: boolean) => () => {
    if (mine == null) needsMine = true;
    else if (last) span(0, mine);
    else span(mine, 9999);
    return " ";
  };
  const rest = text
    // "from my batch onwards", "my batch and later"; "my batch or earlier", "up to my batch"
    // ("from my batch" alone is of it).
    .replace(
      new RegExp(
        String.raw`\b(?:from|since)?\s*(?:${MY_BATCH})\s+(?:onwards?|or\s+(?:later|after|newer|younger)|and\s+(?:later|after|newer|younger|juniors?))\b|\bsince\s+(?:my|our)\s+batch\b`,
        "gi",
      ),
      from(false),
    )
    .replace(
      new RegExp(
        String.raw`\b(?:${MY_BATCH})\s+(?:or\s+(?:earlier|before|older)|and\s+(?:earlier|before|older|seniors?))\b|\b(?:up\s+to|till|until)\s+(?:my|our)\s+batch\b`,
        "gi",
      ),
      from(true),
    )
    // "a few years senior to me", "a couple of batches junior": a window of batches before or
    // after the asker's (five, or two for a couple).
    .replace(
      /\b(a\s+few|a\s+couple\s+of|few|couple\s+of)\s+(?:years?|batch(?:es)?)\s+(senior|older|junior|younger)(?:\s+to\s+me|\s+than\s+me)?\b/gi,
      (_all, n: string, w: string) => {
        if (mine == null) {
          needsMine = true;
          return " ";
        }
        const hi = /couple/i.test(n) ? 2 : 5;
        if (/senior|older/i.test(w)) span(mine - hi, mine - 1);
        else span(mine + 1, mine + hi);
        return " ";
      },
    )
    // "juniors near me", "any seniors in Pune" said by a member whose batch is known: theirs.
    .replace(/\b(seniors|juniors)\b/gi, (all, w: string) => {
      if (mine == null) return all;
      read(w.toLowerCase() === "seniors")();
      return " ";
    })
    .replace(
      new RegExp(
        String.raw`\b(?:(?:older|senior|elder|earlier)\s+(?:than|to)|before)\s+(?:${MY_BATCH})\b|\b(?:my|our)\s+seniors\b`,
        "gi",
      ),
      read(true),
    )
    .replace(
      new RegExp(
        String.raw`\b(?:(?:younger|junior|later|newer)\s+(?:than|to)|after)\s+(?:${MY_BATCH})\b|\b(?:my|our)\s+juniors\b`,
        "gi",
      ),
      read(false),
    );
  return { rest, needsMine };
}

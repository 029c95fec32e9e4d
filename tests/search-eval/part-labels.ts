import type { PlaceKey } from "./places.js";
import {
  and,
  inIndustry,
  inSector,
  isCraft,
  isStudent,
  label,
  not,
  or,
  placeOf,
  type Label,
  type Pred,
} from "./labels.js";
import type { EvalMember } from "./population.data.js";

// Label helpers the eighth and ninth held-out parts share (written for the eighth, copied by the
// ninth's writer): places, batches, titles and skills read off the profile, and ways of combining
// labels. The year is 2026.
export const ME = (place: PlaceKey | null, b: number | null) => ({ place, batch: b });

// ---- labels of this part ------------------------------------------------------------------------

export const never: Pred = () => false;
export const inIndia: Pred = (m) => placeOf(m).country === "IN";
export const inState =
  (...codes: string[]): Pred =>
  (m) =>
    inIndia(m) && codes.includes(placeOf(m).state);
export const inCountry =
  (...codes: string[]): Pred =>
  (m) =>
    codes.includes(placeOf(m).country);
export const at =
  (...places: PlaceKey[]): Pred =>
  (m) =>
    places.includes(m.truth.place);
/** Members by key. */
export const who =
  (...ks: string[]): Pred =>
  (m) =>
    ks.includes(m.key);
/** Members whose job title matches (read off the profile as a person would). */
export const titled =
  (...words: RegExp[]): Pred =>
  (m) =>
    words.some((w) => w.test(m.profile.jobTitle ?? ""));
/** Members with a skill matching. */
export const skilled =
  (...words: RegExp[]): Pred =>
  (m) =>
    m.profile.skills.some((s) => words.some((w) => w.test(s)));
export const batchIn =
  (from: number, to: number): Pred =>
  (m: EvalMember) =>
    m.truth.batch >= from && m.truth.batch <= to;
export const years = (from: number, to: number, slack = 1): Label =>
  label(batchIn(from, to), batchIn(from - slack, to + slack));
/** After a year: strictly after expected, the year itself borderline. */
export const after = (year: number): Label => label(batchIn(year + 1, 3000), batchIn(year, year));
/** From a year on, inclusive; the year before borderline. */
export const since = (year: number): Label =>
  label(batchIn(year, 3000), batchIn(year - 1, year - 1));
/** Before a year: strictly before expected, the year itself borderline. */
export const before = (year: number): Label => label(batchIn(0, year - 1), batchIn(year, year));
export const WORKING = label(not(isStudent), never, isStudent);
/** At least `n` years since passing out (the year is 2026); a year less borderline. */
export const experience = (n: number): Label =>
  label(
    and(not(isStudent), batchIn(0, 2026 - n)),
    and(not(isStudent), batchIn(0, 2026 - n + 1)),
    isStudent,
  );
export const INDIA = label(inIndia, never, not(inIndia));
export const industry = (...is: Parameters<typeof inIndustry>): Label => label(inIndustry(...is));
export const OWN = label(or(inSector("own-business"), isCraft("founder")));
/** A place asked by a label of its own: expected there, accepted nearby, another country a mistake. */
export const where = (expect: Pred, accept: Pred = never, countries: string[] = ["IN"]): Label =>
  label(expect, accept, (m) => !countries.includes(placeOf(m).country) && !accept(m));
/** The base label's people, those matching `p` expected and the others borderline. */
export const prefer = (base: Label, p: Pred): Label => ({
  expect: and(base.expect, p),
  accept: or(base.expect, base.accept),
  mistake: base.mistake,
});
/** A label whose expected members are also borderline elsewhere (keeps the base's mistakes). */
export const only = (base: Label, expect: Pred, accept: Pred = never): Label => ({
  expect,
  accept: or(accept, base.expect, base.accept),
  mistake: base.mistake,
});

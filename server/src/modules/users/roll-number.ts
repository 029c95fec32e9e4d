/** The first batch a roll number can belong to, and a sanity bound for batch years. */
export const FIRST_BATCH_YEAR = 1960;
export const lastBatchYear = () => new Date().getFullYear() + 1;

/** Roll numbers are stored trimmed and upper-cased, so `istc-2019-me-7` and `ISTC-2019-ME-7` are one. */
export const normalizeRollNumber = (roll: string) => roll.trim().toUpperCase();

/**
 * The batch year a roll number states: the year it starts with, after an optional prefix of letters
 * such as `ISTC-` (`2019ME042`, `ISTC-2019-ME-042` -> 2019). Null when it starts with no plausible
 * year (FIRST_BATCH_YEAR to next year).
 */
export function batchYearFromRollNumber(roll: string): number | null {
  const match = /^(?:[A-Z]+[-/ ]?)?((?:19|20)\d{2})(?!\d)/.exec(normalizeRollNumber(roll));
  if (!match) return null;
  const year = Number(match[1]);
  return year >= FIRST_BATCH_YEAR && year <= lastBatchYear() ? year : null;
}

import { badInput } from "../../errors.js";

/** The first batch a roll number can belong to, and a sanity bound for batch years. */
export const FIRST_BATCH_YEAR = 1960;
export const lastBatchYear = () => new Date().getFullYear() + 1;

/**
 * How a roll number is stored: as the member typed it, trimmed and upper-cased (`istc-2019-me-7` is
 * kept as `ISTC-2019-ME-7`, separators and all).
 */
export const normalizeRollNumber = (roll: string) => roll.trim().toUpperCase();

/**
 * What makes two roll numbers the same one: their letters and digits, upper-cased, everything else
 * dropped, so `ISTC2021MT001`, `istc-2021-mt-001` and `ISTC / 2021 / MT 001` are one number. Only
 * ASCII letters and digits count, exactly as the database's `roll_number_key(text)` (migration
 * 1765100000000) reads them: its unique index holds the rule, and this is the same rule in
 * TypeScript for code that compares roll numbers (the profile, the roster import). Null when
 * nothing is left (a roll number needs letters or digits).
 */
export function canonicalRollNumber(roll: string): string | null {
  return roll.replace(/[^0-9A-Za-z]+/g, "").toUpperCase() || null;
}

/** A roll number as typed -> as stored; BAD_USER_INPUT when it has no letters or digits. */
export function rollNumberToStore(typed: string): string {
  const stored = normalizeRollNumber(typed);
  if (!canonicalRollNumber(stored)) {
    throw badInput("Roll number must contain letters or digits", "rollNumber");
  }
  return stored;
}

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

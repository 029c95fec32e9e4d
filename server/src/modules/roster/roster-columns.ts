import { ACCOUNT_LIMITS, PROFILE_LIMITS } from "#common/limits";
import { cleanName } from "../users/names.js";
import {
  canonicalRollNumber,
  FIRST_BATCH_YEAR,
  lastBatchYear,
  normalizeRollNumber,
} from "../users/roll-number.js";

/** The columns of a roster: two required, three optional. */
export const ROSTER_FIELDS = ["roll_number", "full_name", "batch_year", "trade", "email"] as const;
export type RosterField = (typeof ROSTER_FIELDS)[number];

/**
 * The header names each column goes by, compared loosely: case, spaces, dots, dashes and
 * underscores ignored ("Roll No.", "ROLL_NUMBER", "E-mail").
 */
const SYNONYMS: Record<RosterField, string[]> = {
  roll_number: [
    "rollnumber",
    "rollno",
    "roll",
    "rollnum",
    "rollnos",
    "registrationnumber",
    "registrationno",
    "regno",
    "enrollmentnumber",
    "enrolmentnumber",
    "enrollmentno",
    "enrolmentno",
  ],
  full_name: [
    "fullname",
    "name",
    "studentname",
    "membername",
    "traineename",
    "candidatename",
    "nameofstudent",
    "nameofthestudent",
  ],
  batch_year: [
    "batchyear",
    "batch",
    "year",
    "passingyear",
    "yearofpassing",
    "admissionyear",
    "graduationyear",
  ],
  trade: ["trade", "course", "branch", "programme", "program", "discipline", "specialisation"],
  email: ["email", "emailaddress", "emailid", "mail", "mailid"],
};

const looseHeader = (h: string) => h.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** Column positions by field, read from a header row; BAD_USER_INPUT-worthy text when unusable. */
export type ColumnMap = Partial<Record<RosterField, number>>;

export function mapHeader(header: readonly string[]): ColumnMap | string {
  const columns: ColumnMap = {};
  header.forEach((name, i) => {
    const loose = looseHeader(name);
    const field = ROSTER_FIELDS.find((f) => SYNONYMS[f].includes(loose));
    if (field && columns[field] === undefined) columns[field] = i;
  });
  const missing = (["roll_number", "full_name"] as const).filter((f) => columns[f] === undefined);
  if (missing.length) {
    const names = missing.map((f) => (f === "roll_number" ? "a roll number" : "a name"));
    return `The first line must name the columns; it has no ${names.join(" and no ")} column (roll_number, full_name, batch_year, trade, email; "Roll No", "Name", "Batch", "Trade", "E-mail" work too)`;
  }
  return columns;
}

/** One row of a roster, checked and cleaned, ready to store. */
export interface RosterRow {
  line: number;
  rollNumber: string;
  rollKey: string;
  fullName: string;
  batchYear: number | null;
  trade: string | null;
  email: string | null;
}

/** A row that cannot be stored: its line (the header is line 1) and why. */
export interface RosterProblem {
  line: number;
  reason: string;
}

export type RawRow = Partial<Record<RosterField, string | null | undefined>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A cell as text: plain ASCII (most rosters) trimmed with its spaces made one, else cleanName's rules. */
const text = (v: string | null | undefined) => {
  const s = String(v ?? "");
  return /^[\x20-\x7e]*$/.test(s) ? s.replace(/ {2,}/g, " ").trim() : cleanName(s);
};

/** Checks and cleans one row; the problem when it cannot be stored. */
export function checkRow(raw: RawRow, line: number): RosterRow | RosterProblem {
  const roll = normalizeRollNumber(text(raw.roll_number));
  const fullName = text(raw.full_name);
  const problem = (reason: string) => ({ line, reason });
  if (!roll) return problem("The roll number is missing");
  const rollKey = canonicalRollNumber(roll);
  if (!rollKey) return problem(`The roll number "${roll}" has no letters or digits`);
  if (roll.length > PROFILE_LIMITS.rollNumber)
    return problem(`The roll number is longer than ${PROFILE_LIMITS.rollNumber} characters`);
  if (!fullName) return problem("The name is missing");
  if (String(raw.full_name).replace(/\s+/g, " ").trim().length > ACCOUNT_LIMITS.fullName)
    return problem(`The name is longer than ${ACCOUNT_LIMITS.fullName} characters`);
  const yearText = text(raw.batch_year);
  let batchYear: number | null = null;
  if (yearText) {
    const year = /^\d{4}(\.0+)?$/.test(yearText) ? Number.parseInt(yearText, 10) : NaN;
    if (!(year >= FIRST_BATCH_YEAR && year <= lastBatchYear()))
      return problem(
        `The batch year "${yearText.slice(0, 20)}" is not a year from ${FIRST_BATCH_YEAR} to ${lastBatchYear()}`,
      );
    batchYear = year;
  }
  const trade = text(raw.trade) || null;
  if (trade && trade.length > PROFILE_LIMITS.trade)
    return problem(`The trade is longer than ${PROFILE_LIMITS.trade} characters`);
  const email = text(raw.email).toLowerCase() || null;
  if (email && (email.length > ACCOUNT_LIMITS.email || !EMAIL.test(email)))
    return problem(`The e-mail address "${email.slice(0, 60)}" is not valid`);
  return { line, rollNumber: roll, rollKey, fullName, batchYear, trade, email };
}

export const isProblem = (r: RosterRow | RosterProblem): r is RosterProblem => "reason" in r;

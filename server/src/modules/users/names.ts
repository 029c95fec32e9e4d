import { ACCOUNT_LIMITS } from "#common/limits";

/** Longest name kept (the input refuses longer ones; names from Google are cut to it). */
export const MAX_NAME_LENGTH = ACCOUNT_LIMITS.fullName;

/**
 * A person's name as typed by anyone (a stranger asking for a code, or a Google profile): control
 * and invisible direction characters (line breaks, bidi overrides) removed, runs of white space made
 * one space, trimmed, at most MAX_NAME_LENGTH characters. It can then be shown on one line anywhere,
 * e-mails included, without starting lines or reordering text of its own.
 */
export function cleanName(name: string): string {
  return (
    name
      .normalize("NFC")
      // Controls, line/paragraph separators, zero-width space, bidi marks, embeddings, overrides and
      // isolates, word joiners, BOM. ZWJ/ZWNJ stay: Indic scripts use them inside names.
      .replace(/[\p{Cc}\p{Zl}\p{Zp}\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, MAX_NAME_LENGTH)
  );
}

/**
 * Text of several lines someone typed (e.g. an admin's reason), for storing and for e-mail: NFC, line
 * breaks kept as \n (at most one blank line in a row), tabs as spaces, every other control character (NUL included,
 * which PostgreSQL refuses) and every invisible direction or zero-width mark removed, trimmed.
 */
export function cleanParagraphs(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(/\t/g, " ")
    .replace(/[^\P{Cc}\n]|[\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/gu, "")
    .replace(/[^\S\n]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

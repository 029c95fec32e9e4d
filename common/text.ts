/**
 * Control characters in text a client sends. No imports: the client bundles this file.
 *
 * No stored or searched text keeps them: the C0 controls (NUL among them, which PostgreSQL refuses
 * in text, so one `%00` was a 500), DEL, the C1 controls, and the bidirectional embeddings,
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069), with which a name or a post can display as
 * something else than it is ("Trojan Source"). Tab, line feed and carriage return stay, so
 * multi-line fields (bio, description) keep their lines; single-line fields trim their ends.
 * The marks U+200E/U+200F stay: right-to-left text needs them and they override nothing.
 */

const UNWANTED =
  // eslint-disable-next-line no-control-regex -- these control characters are the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** `text` without those characters. */
export function stripControlCharacters(text: string): string {
  return text.replace(UNWANTED, "");
}

import { badInput } from "../errors.js";
import { isUuid } from "../db/sql-values.js";

/**
 * The page cursors of every paged field, encoded and checked in one place. A cursor is the name of
 * its list and the sort key of a page's last row, as base64url JSON
 * (`["opportunities","2026-03-07T10:00:00.000Z","<uuid>"]`), opaque to callers. What comes back is
 * checked against the list's key before it reaches SQL, so a forged, truncated or foreign cursor (one
 * list's cursor given to another) is BAD_USER_INPUT on `after` (REST: 400), never a 500 from
 * PostgreSQL casting "March 7" to a timestamp or "a" to a uuid.
 *
 * Parts of a key:
 * - `uuid`: a row id;
 * - `timestamp`: an instant as `Date.toISOString()` writes it (milliseconds, UTC), a real date;
 * - `number`: a finite number (a rank score);
 * - `text`: a sort value such as a name (at most MAX_TEXT characters, no NUL: PostgreSQL refuses it).
 */
export type CursorPart = "uuid" | "timestamp" | "number" | "text";

type PartValue<P extends CursorPart> = P extends "number" ? number : string;
export type CursorKey<S extends readonly CursorPart[]> = { [I in keyof S]: PartValue<S[I]> };

export const INVALID_CURSOR =
  "Invalid page cursor: pass the endCursor of the previous page, or leave after out for the first page";

/** Longer than any cursor this server writes (a 100-character name is the longest part). */
const MAX_CURSOR = 1024;
const MAX_TEXT = 300;
const ISO_INSTANT = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const CHECKS: Record<CursorPart, (value: unknown) => boolean> = {
  uuid: (v) => isUuid(v),
  // Round-tripping through Date refuses what Date.parse would roll over (February 30th, 25:00).
  timestamp: (v) =>
    typeof v === "string" &&
    ISO_INSTANT.test(v) &&
    !Number.isNaN(Date.parse(v)) &&
    new Date(v).toISOString() === v,
  number: (v) => typeof v === "number" && Number.isFinite(v),
  text: (v) => typeof v === "string" && v.length <= MAX_TEXT && !v.includes("\u0000"),
};

const invalid = () => badInput(INVALID_CURSOR, "after");

/** The cursor codec of one list, e.g. `cursorCodec("opportunities", ["timestamp", "uuid"])`. */
export function cursorCodec<const S extends readonly CursorPart[]>(list: string, shape: S) {
  const fits = (value: unknown): value is [string, ...CursorKey<S>] =>
    Array.isArray(value) &&
    value.length === shape.length + 1 &&
    value[0] === list &&
    shape.every((part, i) => CHECKS[part](value[i + 1]));
  return {
    encode(key: CursorKey<S>): string {
      return Buffer.from(JSON.stringify([list, ...key])).toString("base64url");
    },
    /** The key in `cursor`, or BAD_USER_INPUT (field `after`). */
    decode(cursor: string): CursorKey<S> {
      if (cursor.length > MAX_CURSOR || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
      const bytes = Buffer.from(cursor, "base64url");
      // Only the encoding this server writes: no stray bits, nothing Node would quietly skip.
      if (bytes.toString("base64url") !== cursor) throw invalid();
      let value: unknown;
      try {
        value = JSON.parse(bytes.toString("utf8"));
      } catch {
        throw invalid();
      }
      if (!fits(value)) throw invalid();
      return value.slice(1) as unknown as CursorKey<S>;
    },
  };
}

/**
 * The admin lists page by the id of the last row (the REST paths document `after` as that id), so
 * their cursor is the id itself: checked here like any other cursor.
 */
export const rowIdCursor = {
  encode: (id: string): string => id,
  decode(cursor: string): string {
    if (!isUuid(cursor)) throw invalid();
    return cursor;
  },
};

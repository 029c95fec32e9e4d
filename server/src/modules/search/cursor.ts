import { badInput } from "../../graphql/errors.js";

/** Opaque page cursors: base64url JSON of the sort key of the last row. */
export function encodeCursor(key: unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

export function decodeCursor<T extends unknown[]>(
  cursor: string,
  shape: ("number" | "string")[],
): T {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    if (
      Array.isArray(value) &&
      value.length === shape.length &&
      value.every((v, i) => typeof v === shape[i])
    )
      return value as T;
  } catch {
    // falls through
  }
  throw badInput("This page link is no longer valid: start the search again", "after");
}

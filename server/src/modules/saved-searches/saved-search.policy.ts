import { isUuid } from "../../db/sql-values.js";
import { notFound } from "../../errors.js";

export const SAVED_SEARCH_NOT_FOUND = "Saved search not found";

/**
 * Only its owner sees or changes a saved search: another member's (or an unknown, or a malformed)
 * id is NOT_FOUND, never FORBIDDEN, so ids reveal nothing.
 */
export function assertOwner<T extends { userId: string }>(
  viewerId: string,
  search: T | null | undefined,
): asserts search is T {
  if (!search || search.userId !== viewerId) throw notFound(SAVED_SEARCH_NOT_FOUND);
}

/** A well-formed id, else NOT_FOUND (a malformed id is an unknown one). */
export function assertSearchId(id: string): void {
  if (!isUuid(id)) throw notFound(SAVED_SEARCH_NOT_FOUND);
}

/** Values checked or shaped before they reach SQL: one copy of each, for every module. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id PostgreSQL's `uuid` takes (anything else would make the statement fail, not miss). */
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && UUID.test(value);

/** `term` as a LIKE/ILIKE pattern that finds it anywhere, its `%`, `_` and `\` matched literally. */
export const likeContains = (term: string): string =>
  `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

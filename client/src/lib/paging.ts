import type { FieldPolicy } from "@apollo/client";

type PagedObject = Record<string, unknown>;

/**
 * The cache policy of a paged field: one entry per set of non-paging arguments (`keyArgs`), and a
 * page fetched with `after` appends its `listField` to the pages already held. A first page (no
 * `after`: a new search, a refetch) replaces them.
 */
export function pagedField(listField: string, keyArgs: string[]): FieldPolicy<PagedObject> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      const before = (existing[listField] as unknown[] | undefined) ?? [];
      const added = (incoming[listField] as unknown[] | undefined) ?? [];
      return { ...incoming, [listField]: [...before, ...added] };
    },
  };
}

/** Every paged field of the schema, keyed by the arguments that are not `first` or `after`. */
export const pagedFields = {
  directory: pagedField("nodes", ["filter"]),
  smartSearch: pagedField("results", ["query", "placeId"]),
  opportunities: pagedField("nodes", ["type", "search"]),
  adminUsers: pagedField("nodes", ["filter"]),
  adminAuditLog: pagedField("nodes", []),
  notifications: pagedField("nodes", []),
  rosterEntries: pagedField("nodes", ["search"]),
} satisfies Record<string, FieldPolicy<PagedObject>>;

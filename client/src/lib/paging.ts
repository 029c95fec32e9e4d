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
  events: pagedField("items", ["when", "kind", "place", "mine"]),
  conversations: pagedField("items", []),
  myConnections: pagedField("items", ["status", "direction", "search"]),
  reports: pagedField("items", ["status"]),
  rosterEntries: pagedField("nodes", ["search"]),
  mentors: pagedField("nodes", ["query", "topic"]),
  businesses: pagedField("nodes", ["query", "category", "placeId"]),
} satisfies Record<string, FieldPolicy<PagedObject>>;

interface MessagePageObject {
  messages?: { __ref?: string }[];
  hasMore?: boolean;
  before?: string | null;
  [key: string]: unknown;
}

/**
 * A conversation's messages (oldest first), one entry per conversation. A page fetched `before` a
 * cursor ("Load earlier") goes in front; the newest page (opening, a refetch, the 10 s poll, a
 * message written from a live event) replaces the messages from its first one on, so the earlier
 * pages already loaded stay.
 */
export const messagesField: FieldPolicy<MessagePageObject> = {
  keyArgs: ["conversationId"],
  merge(existing, incoming, { args }) {
    if (!existing?.messages) return incoming;
    const held = existing.messages;
    const fresh = incoming.messages ?? [];
    if (args?.before) {
      const known = new Set(held.map((m) => m.__ref));
      return {
        ...existing,
        ...incoming,
        messages: [...fresh.filter((m) => !known.has(m.__ref)), ...held],
      };
    }
    const incomingRefs = new Set(fresh.map((m) => m.__ref));
    const overlap = held.findIndex((m) => incomingRefs.has(m.__ref));
    if (overlap < 0) return incoming;
    return {
      ...incoming,
      messages: [...held.slice(0, overlap), ...fresh],
      hasMore: overlap > 0 ? existing.hasMore : incoming.hasMore,
      before: overlap > 0 ? existing.before : incoming.before,
    };
  },
};

import type { ApolloCache } from "@apollo/client";

/** After organising, editing, cancelling or an RSVP: the lists are fetched again when next shown. */
export function forgetEventLists(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "events" });
  cache.gc();
}

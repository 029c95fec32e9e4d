import type { ApolloCache } from "@apollo/client";

/** After a post, edit or delete: the board's pages and counts are fetched again when next shown. */
export function forgetBoard(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "opportunities" });
  cache.evict({ id: "ROOT_QUERY", fieldName: "opportunityStats" });
  cache.gc();
}

import type { ApolloCache } from "@apollo/client";

/** After listing, editing or removing a business: the lists are fetched again when next shown. */
export function forgetBusinessLists(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "businesses" });
  cache.evict({ id: "ROOT_QUERY", fieldName: "businessLocations" });
  cache.evict({ id: "ROOT_QUERY", fieldName: "myBusinesses" });
  cache.gc();
}

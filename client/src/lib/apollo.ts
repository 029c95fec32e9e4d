import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { readToken } from "../session/token";

/** Reads the token at request time, so login and logout take effect on the next call. */
export const authLink = new SetContextLink((prevContext) => {
  const token = readToken();
  if (!token) return {};
  return { headers: { ...prevContext.headers, Authorization: `Bearer ${token}` } };
});

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // One AppInfo per server: several queries select different fields of it.
      AppInfo: { keyFields: [] },
    },
  });
}

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri: "/graphql" })]),
    cache: createCache(),
  });
}

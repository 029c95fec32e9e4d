import { gql, InMemoryCache } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { pagedFields } from "./paging";

const QUERY = gql`
  query Directory($filter: String, $first: Int, $after: String) {
    directory(filter: $filter, first: $first, after: $after) {
      nodes {
        id
      }
      endCursor
      hasNextPage
    }
  }
`;

function page(ids: string[], endCursor: string | null) {
  return {
    directory: {
      __typename: "MemberPage",
      nodes: ids.map((id) => ({ __typename: "User", id })),
      endCursor,
      hasNextPage: endCursor !== null,
    },
  };
}

function read(cache: InMemoryCache, filter: string | null) {
  const data = cache.readQuery<ReturnType<typeof page>>({ query: QUERY, variables: { filter } });
  return data?.directory.nodes.map((n) => n.id);
}

describe("paged fields in the cache", () => {
  it("appends a page fetched with after, per filter, and a first page starts again", () => {
    const cache = new InMemoryCache({ typePolicies: { Query: { fields: pagedFields } } });
    const write = (
      filter: string | null,
      after: string | null,
      ids: string[],
      end: string | null,
    ) =>
      cache.writeQuery({
        query: QUERY,
        variables: { filter, first: 2, after },
        data: page(ids, end),
      });

    write(null, null, ["a", "b"], "c1");
    write("x", null, ["x1"], null);
    write(null, "c1", ["c", "d"], null);
    expect(read(cache, null)).toEqual(["a", "b", "c", "d"]);
    expect(read(cache, "x")).toEqual(["x1"]);

    write(null, null, ["a", "b"], "c1");
    expect(read(cache, null)).toEqual(["a", "b"]);
  });
});

import { SEARCH_LIMITS } from "#common/limits";
import { restRoute, type RestRoute } from "../../http/rest-route.js";
import { rest } from "../../http/rest-params.js";
import { USER_JSON } from "../users/user.rest.js";

// `results` and `count` are what the query asked for; `related` (the first 10) and
// `related_count` those who only share the trade of the crafts asked for (issue 22).
const SMART_FIELDS = `count
  criteria { locations batch_years: batchYears keywords }
  suggestions results { ${USER_JSON} }
  related_count: relatedCount related { ${USER_JSON} }`;

const offset = rest.int({ min: 0, fallback: 0 });

/** The documented search and directory calls, each one GraphQL operation on the same schema. */
export const searchRoutes: RestRoute[] = [
  restRoute({
    method: "get",
    path: "/directory/users",
    query: {
      search: rest.text({ max: SEARCH_LIMITS.query }),
      limit: rest.int({ min: 1, max: SEARCH_LIMITS.pageSize, fallback: SEARCH_LIMITS.pageSize }),
      offset,
    },
    document: `query DirectoryUsers($filter: String, $first: Int!, $offset: Int) {
      directory(filter: $filter, first: $first, offset: $offset) { totalCount nodes { ${USER_JSON} } } }`,
    variables: ({ query }) => ({
      filter: query.search ?? null,
      first: query.limit,
      offset: query.offset,
    }),
    result: (data) => (data.directory as { nodes: unknown[] }).nodes,
    headers: (data) => ({
      "X-Total-Count": String((data.directory as { totalCount: number }).totalCount),
    }),
  }),
  restRoute({
    method: "get",
    path: "/search/smart",
    query: {
      query: rest.text({ max: SEARCH_LIMITS.smartQuery, fallback: "" }),
      include_location_data: rest.flag({ fallback: false }),
      limit: rest.int({ min: 1, max: SEARCH_LIMITS.pageSize, fallback: 50 }),
      offset,
    },
    document: {
      plain: `query SmartSearch($query: String!, $first: Int!, $offset: Int) {
        smartSearch(query: $query, first: $first, offset: $offset) { ${SMART_FIELDS} } }`,
      withLocations: `query SmartSearchWithLocations($query: String!, $first: Int!, $offset: Int) {
        smartSearch(query: $query, first: $first, offset: $offset) {
          ${SMART_FIELDS} locations { _id: name count } } }`,
    },
    choose: ({ query }) => (query.include_location_data ? "withLocations" : "plain"),
    variables: ({ query }) => ({ query: query.query, first: query.limit, offset: query.offset }),
    // A query with nothing to look for (blank, or symbols only) is well-formed but unusable.
    errorStatus: { "BAD_USER_INPUT:query": 422 },
  }),
  {
    method: "get",
    path: "/search/locations",
    document: `query SearchLocations { searchLocations { _id: name count } }`,
    result: (data) => ({ locations: data.searchLocations }),
  },
];

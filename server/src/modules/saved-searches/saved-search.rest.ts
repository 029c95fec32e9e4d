import { FREQUENCIES } from "#common/frequency";
import { SAVED_SEARCH_LIMITS } from "#common/limits";
import { restRoute, type RestRoute } from "../../http/rest-route.js";
import { rest as params } from "../../http/rest-params.js";

/** A saved search as GraphQL aliases (the documented snake_case shape). */
const FIELDS = `id query alert created_at: createdAt new_matches: newMatches last_viewed_at: lastViewedAt`;

type Raw = Record<string, unknown> & { alert: string };

/** GraphQL's enum name (INSTANT) -> REST's value (instant). */
const toJson = ({ alert, ...rest }: Raw) => ({ ...rest, alert: alert.toLowerCase() });

/** REST's value (instant) -> GraphQL's enum name (INSTANT). */
const enumName = (value: string | null | undefined) => (value ? value.toUpperCase() : null);

/** A blank or unreadable query is 422, as smart search answers it. */
const QUERY_422 = { "BAD_USER_INPUT:query": 422 };

export const savedSearchRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/saved-searches",
    document: `query SavedSearches { savedSearches { ${FIELDS} } }`,
    result: (data) => (data.savedSearches as Raw[]).map(toJson),
  },
  restRoute({
    method: "post",
    path: "/saved-searches",
    status: 201,
    body: {
      query: params.text({ max: SAVED_SEARCH_LIMITS.query, fallback: "" }),
      alert: params.oneOf(FREQUENCIES, { required: true }),
    },
    document: `mutation SaveSearch($input: SaveSearchInput!) { saveSearch(input: $input) { ${FIELDS} } }`,
    variables: ({ body }) => ({ input: { query: body.query, alert: enumName(body.alert) } }),
    result: (data) => toJson(data.saveSearch as Raw),
    errorStatus: QUERY_422,
  }),
  restRoute({
    method: "patch",
    path: "/saved-searches/:id",
    body: {
      query: params.text({ max: SAVED_SEARCH_LIMITS.query }),
      alert: params.oneOf(FREQUENCIES),
    },
    document: `mutation UpdateSavedSearch($id: ID!, $input: UpdateSavedSearchInput!) {
      updateSavedSearch(id: $id, input: $input) { ${FIELDS} } }`,
    variables: ({ path, body }) => ({
      id: path.id,
      input: { query: body.query ?? null, alert: enumName(body.alert) },
    }),
    result: (data) => toJson(data.updateSavedSearch as Raw),
    errorStatus: QUERY_422,
  }),
  {
    method: "delete",
    path: "/saved-searches/:id",
    document: `mutation DeleteSavedSearch($id: ID!) { deleteSavedSearch(id: $id) }`,
    variables: ({ path }) => ({ id: path.id }),
    result: (data) => ({ id: data.deleteSavedSearch, message: "Saved search deleted" }),
  },
];

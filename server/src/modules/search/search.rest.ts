import type { Request } from "express";
import type { RestRoute } from "../../graphql/rest.js";
import { USER_JSON } from "../users/user.rest.js";

/** A query-string parameter: a string, or undefined (repeated parameters take the first). */
const param = (req: Request, key: string): string | undefined => {
  const v = req.query[key];
  const first = Array.isArray(v) ? v[0] : v;
  return typeof first === "string" ? first : undefined;
};

/** An optional integer parameter; anything else is passed on as text so GraphQL refuses it clearly. */
const intParam = (req: Request, key: string, fallback: number | null): unknown => {
  const raw = param(req, key);
  if (raw === undefined || raw === "") return fallback;
  return /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
};

const truthy = (v: string | undefined) => v !== undefined && /^(1|true|yes|on)$/i.test(v.trim());

const SMART_FIELDS = `count
  criteria { locations batch_years: batchYears keywords }
  suggestions results { ${USER_JSON} }`;

/** The documented search and directory calls, each one GraphQL operation on the same schema. */
export const searchRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/directory/users",
    document: `query DirectoryUsers($filter: String, $first: Int!, $offset: Int) {
      directory(filter: $filter, first: $first, offset: $offset) { totalCount nodes { ${USER_JSON} } } }`,
    variables: (req) => ({
      filter: param(req, "search") ?? null,
      first: intParam(req, "limit", 1000),
      offset: intParam(req, "offset", 0),
    }),
    result: (data) => (data.directory as { nodes: unknown[] }).nodes,
    headers: (data) => ({
      "X-Total-Count": String((data.directory as { totalCount: number }).totalCount),
    }),
  },
  {
    method: "get",
    path: "/search/smart",
    document: {
      plain: `query SmartSearch($query: String!, $first: Int!, $offset: Int) {
        smartSearch(query: $query, first: $first, offset: $offset) { ${SMART_FIELDS} } }`,
      withLocations: `query SmartSearchWithLocations($query: String!, $first: Int!, $offset: Int) {
        smartSearch(query: $query, first: $first, offset: $offset) {
          ${SMART_FIELDS} locations { _id: name count } } }`,
    },
    choose: (req) => (truthy(param(req, "include_location_data")) ? "withLocations" : "plain"),
    variables: (req) => ({
      query: param(req, "query") ?? "",
      first: intParam(req, "limit", 50),
      offset: intParam(req, "offset", 0),
    }),
    errorStatus: { BAD_USER_INPUT: 422 },
  },
  {
    method: "get",
    path: "/search/locations",
    document: `query SearchLocations { searchLocations { _id: name count } }`,
    result: (data) => ({ locations: data.searchLocations }),
  },
];

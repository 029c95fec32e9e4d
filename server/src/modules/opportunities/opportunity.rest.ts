import type { Request } from "express";
import type { RestRoute } from "../../graphql/rest.js";
import { text } from "../../graphql/rest.js";
import { OPPORTUNITY_LIMITS } from "../../../../common/limits.js";
import { OpportunityType } from "./opportunity-type.js";

/** An opportunity as GraphQL aliases; `toJson` flattens the poster as the documented shape has it. */
const OPPORTUNITY_FIELDS = `id title type location description external_link: externalLink tags
  contact_visibility: contactVisibility istcian_posted: istcianPosted posted_by: postedBy
  created_at: createdAt updated_at: updatedAt
  poster { fullName profileImage email phoneNumber }`;

type Raw = Record<string, unknown> & {
  type: string;
  poster: {
    fullName: string;
    profileImage: string | null;
    email: string | null;
    phoneNumber: string | null;
  };
};

/** GraphQL's enum name (JOB) -> the spec's spelling (Job). */
const spelling = (name: string) => OpportunityType[name as keyof typeof OpportunityType] ?? name;

/** The spec's spelling (Job) -> the enum name (JOB); anything else goes on, for GraphQL to refuse. */
function enumName(value: unknown): unknown {
  const entry = Object.entries(OpportunityType).find(([, v]) => v === value);
  return entry ? entry[0] : value;
}

function toJson({ poster, type, ...rest }: Raw) {
  return {
    ...rest,
    type: spelling(type),
    posted_by_name: poster.fullName,
    posted_by_profile_image: poster.profileImage,
    posted_by_email: poster.email,
    posted_by_phone: poster.phoneNumber,
  };
}

const body = (req: Request) => req.body as Record<string, unknown>;

/** The documented body -> OpportunityInput; absent required text becomes "" so validation explains. */
const input = (req: Request) => ({
  title: text(req, "title"),
  type: enumName(body(req).type ?? ""),
  location: text(req, "location"),
  description: text(req, "description"),
  externalLink: body(req).external_link ?? null,
  tags: body(req).tags ?? [],
  ...(body(req).contact_visibility === undefined
    ? {}
    : { contactVisibility: body(req).contact_visibility }),
});

/**
 * The reason an admin gives for removing someone else's post: `{"reason": ...}` in the body, else
 * `?reason=` (DELETE bodies are dropped by some clients and proxies). Anything but text goes on for
 * GraphQL to refuse.
 */
function removalReason(req: Request): unknown {
  const fromBody = (req.body as Record<string, unknown> | undefined)?.reason;
  if (fromBody !== undefined && fromBody !== null) return fromBody;
  return req.query.reason ?? null;
}

const queryText = (req: Request, key: string) => {
  const value = req.query[key];
  return typeof value === "string" && value.trim() ? value : null;
};

export const opportunityRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/opportunities/stats/overview",
    document: `query OpportunityStats { opportunityStats { total jobs internships freelance services
      my_posts: myPosts } }`,
  },
  {
    // The documented plain list: the newest page (cursor pages are GraphQL's `opportunities`).
    method: "get",
    path: "/opportunities",
    document: `query Opportunities($type: OpportunityType, $search: String, $first: Int) {
      opportunities(type: $type, search: $search, first: $first) { nodes { ${OPPORTUNITY_FIELDS} } } }`,
    variables: (req) => {
      const type = queryText(req, "type");
      return {
        type: type && type !== "All" ? enumName(type) : null,
        search: queryText(req, "search"),
        first: OPPORTUNITY_LIMITS.maxPageSize,
      };
    },
    result: (data) => (data.opportunities as { nodes: Raw[] }).nodes.map((node) => toJson(node)),
  },
  {
    method: "post",
    path: "/opportunities",
    status: 201,
    document: `mutation PostOpportunity($input: OpportunityInput!) {
      postOpportunity(input: $input) { ${OPPORTUNITY_FIELDS} } }`,
    variables: (req) => ({ input: input(req) }),
    result: (data) => toJson(data.postOpportunity as Raw),
  },
  {
    method: "get",
    path: "/opportunities/:id",
    document: `query Opportunity($id: ID!) { opportunity(id: $id) { ${OPPORTUNITY_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    result: (data) => toJson(data.opportunity as Raw),
  },
  {
    method: "put",
    path: "/opportunities/:id",
    document: `mutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {
      updateOpportunity(id: $id, input: $input) { ${OPPORTUNITY_FIELDS} } }`,
    variables: (req) => ({ id: req.params.id, input: input(req) }),
    result: (data) => toJson(data.updateOpportunity as Raw),
  },
  {
    method: "delete",
    path: "/opportunities/:id",
    document: `mutation DeleteOpportunity($id: ID!, $reason: String) {
      deleteOpportunity(id: $id, reason: $reason) }`,
    variables: (req) => ({ id: req.params.id, reason: removalReason(req) }),
    result: (data) => ({ id: data.deleteOpportunity, message: "Opportunity deleted successfully" }),
  },
];

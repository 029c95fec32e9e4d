import { OPPORTUNITY_LIMITS, OPPORTUNITY_TYPES } from "#common/limits";
import { restRoute, type RestInput, type RestRoute } from "../../http/rest-route.js";
import { rest as params, type RestParams } from "../../http/rest-params.js";
import { OpportunityType, type OpportunityTypeValue } from "./opportunity-type.js";

/** An opportunity as GraphQL aliases; `toJson` flattens the poster as the documented shape has it. */
const OPPORTUNITY_FIELDS = `id title type location description external_link: externalLink tags
  contact_visibility: contactVisibility istcian_posted: istcianPosted posted_by: postedBy
  created_at: createdAt updated_at: updatedAt
  poster { fullName profileImage email phoneNumber } business { id name }`;

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

/** The spec's spelling (Job) -> the enum name (JOB). */
const enumName = (value: OpportunityTypeValue) =>
  Object.entries(OpportunityType).find(([, v]) => v === value)![0];

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

/** The documented body of POST and PUT (PUT replaces every field). */
const OPPORTUNITY_BODY = {
  title: params.text({ fallback: "" }),
  type: params.oneOf(OPPORTUNITY_TYPES, { required: true }),
  location: params.text({ fallback: "" }),
  description: params.text({ fallback: "" }),
  external_link: params.text(),
  tags: params.texts(),
  contact_visibility: params.flag(),
  /** A Service post's business: one of the poster's own (issue 28). */
  business_id: params.text({ max: 100 }),
};

/** The documented body -> OpportunityInput; absent required text is "" so validation explains. */
const input = ({ body }: RestInput<RestParams, typeof OPPORTUNITY_BODY>) => ({
  title: body.title,
  type: enumName(body.type),
  location: body.location,
  description: body.description,
  externalLink: body.external_link ?? null,
  tags: body.tags ?? [],
  ...(body.contact_visibility === undefined ? {} : { contactVisibility: body.contact_visibility }),
  businessId: body.business_id ?? null,
});

export const opportunityRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/opportunities/stats/overview",
    document: `query OpportunityStats { opportunityStats { total jobs internships freelance services
      my_posts: myPosts } }`,
  },
  restRoute({
    // The documented plain list: the newest page (cursor pages are GraphQL's `opportunities`).
    method: "get",
    path: "/opportunities",
    query: {
      type: params.oneOf(["All", ...OPPORTUNITY_TYPES], { fallback: "All" }),
      search: params.text({ max: OPPORTUNITY_LIMITS.search }),
    },
    document: `query Opportunities($type: OpportunityType, $search: String, $first: Int) {
      opportunities(type: $type, search: $search, first: $first) { nodes { ${OPPORTUNITY_FIELDS} } } }`,
    variables: ({ query }) => ({
      type: query.type === "All" ? null : enumName(query.type),
      search: query.search?.trim() ? query.search : null,
      first: OPPORTUNITY_LIMITS.maxPageSize,
    }),
    result: (data) => (data.opportunities as { nodes: Raw[] }).nodes.map((node) => toJson(node)),
  }),
  restRoute({
    method: "post",
    path: "/opportunities",
    status: 201,
    body: OPPORTUNITY_BODY,
    document: `mutation PostOpportunity($input: OpportunityInput!) {
      postOpportunity(input: $input) { ${OPPORTUNITY_FIELDS} } }`,
    variables: (req) => ({ input: input(req) }),
    result: (data) => toJson(data.postOpportunity as Raw),
  }),
  {
    method: "get",
    path: "/opportunities/:id",
    document: `query Opportunity($id: ID!) { opportunity(id: $id) { ${OPPORTUNITY_FIELDS} } }`,
    variables: ({ path }) => ({ id: path.id }),
    result: (data) => toJson(data.opportunity as Raw),
  },
  restRoute({
    method: "put",
    path: "/opportunities/:id",
    body: OPPORTUNITY_BODY,
    document: `mutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {
      updateOpportunity(id: $id, input: $input) { ${OPPORTUNITY_FIELDS} } }`,
    variables: (req) => ({ id: req.path.id, input: input(req) }),
    result: (data) => toJson(data.updateOpportunity as Raw),
  }),
  restRoute({
    method: "delete",
    path: "/opportunities/:id",
    document: `mutation DeleteOpportunity($id: ID!, $reason: String) {
      deleteOpportunity(id: $id, reason: $reason) }`,
    // An admin's reason for removing someone else's post: in the body, else `?reason=` (DELETE
    // bodies are dropped by some clients and proxies).
    query: { reason: params.text() },
    body: { reason: params.text() },
    variables: ({ path, query, body }) => ({
      id: path.id,
      reason: body.reason ?? query.reason ?? null,
    }),
    result: (data) => ({ id: data.deleteOpportunity, message: "Opportunity deleted successfully" }),
  }),
];

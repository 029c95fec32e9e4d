import { restRoute, type RestRoute } from "../../http/rest-route.js";
import { rest as params } from "../../http/rest-params.js";

/** The other member as REST shows them (contact details by the contact rule). */
const USER = `user { id full_name: fullName profile_image: profileImage trade
  current_location: currentLocation job_title: jobTitle batch_year: batchYear is_verified: isVerified
  email phone_number: phoneNumber whatsapp_link: whatsappLink }`;

/** A connection as GraphQL aliases (the documented snake_case shape). */
const FIELDS = `id status direction ${USER} note created_at: createdAt`;

type Raw = Record<string, unknown> & { status: string; direction?: string };

/** GraphQL's enum names (PENDING, OUTGOING) -> REST's values (pending, outgoing). */
const toJson = ({ status, direction, ...rest }: Raw) => ({
  id: rest.id,
  status: status.toLowerCase(),
  ...(direction ? { direction: direction.toLowerCase() } : {}),
  ...rest,
});

export const connectionRoutes: RestRoute[] = [
  restRoute({
    method: "get",
    path: "/connections",
    query: { status: params.oneOf(["pending", "accepted"] as const) },
    document: `query Connections($status: ConnectionStatus) { connections(status: $status) { ${FIELDS} } }`,
    variables: ({ query }) => ({ status: query.status?.toUpperCase() ?? null }),
    result: (data) => (data.connections as Raw[]).map(toJson),
  }),
  restRoute({
    method: "post",
    path: "/connections",
    status: 201,
    body: { user_id: params.text({ fallback: "" }), note: params.text() },
    document: `mutation RequestConnection($input: RequestConnectionInput!) {
      requestConnection(input: $input) { ${FIELDS} } }`,
    variables: ({ body }) => ({ input: { userId: body.user_id, note: body.note ?? null } }),
    result: (data) => toJson(data.requestConnection as Raw),
  }),
  {
    method: "post",
    path: "/connections/:id/accept",
    document: `mutation AcceptConnection($id: ID!) { acceptConnection(id: $id) { id status } }`,
    variables: ({ path }) => ({ id: path.id }),
    result: (data) => toJson(data.acceptConnection as Raw),
  },
  {
    method: "post",
    path: "/connections/:id/decline",
    document: `mutation DeclineConnection($id: ID!) { declineConnection(id: $id) { id status } }`,
    variables: ({ path }) => ({ id: path.id }),
    result: (data) => toJson(data.declineConnection as Raw),
  },
  {
    method: "delete",
    path: "/connections/:id",
    document: `mutation RemoveConnection($id: ID!) { removeConnection(id: $id) }`,
    variables: ({ path }) => ({ id: path.id }),
    result: (data) => ({ id: data.removeConnection, message: "Connection removed" }),
  },
];

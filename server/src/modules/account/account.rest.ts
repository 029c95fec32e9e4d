import { restRoute, type RestRoute } from "../../http/rest-route.js";
import { rest as params } from "../../http/rest-params.js";

const SESSION = `id created_at: createdAt last_seen_at: lastSeenAt user_agent: userAgent device current`;

/** A member's own data and account, and an admin's erasure of a member (docs/API.md, Your account). */
export const accountRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/profile/export",
    document: `query MyData { myData }`,
    headers: () => ({
      "Content-Disposition": `attachment; filename="istc-connect-data-${new Date().toISOString().slice(0, 10)}.json"`,
    }),
  },
  restRoute({
    method: "delete",
    path: "/profile",
    body: { confirm: params.text({ fallback: "" }) },
    document: `mutation DeleteMyAccount($confirm: String!) { deleteMyAccount(confirm: $confirm) }`,
    variables: ({ body }) => ({ confirm: body.confirm }),
    result: () => ({ message: "Your account has been deleted" }),
  }),
  {
    method: "get",
    path: "/auth/sessions",
    document: `query MySessions { mySessions { ${SESSION} } }`,
  },
  {
    method: "delete",
    path: "/auth/sessions/:id",
    document: `mutation RevokeSession($id: ID!) { revokeSession(id: $id) }`,
    variables: ({ path }) => ({ id: path.id }),
    result: (data) => ({ id: data.revokeSession, message: "Signed out" }),
  },
  restRoute({
    method: "delete",
    path: "/auth/sessions",
    // Only "sign out every other session" is a call; one session is DELETE /auth/sessions/:id.
    signedIn: true,
    query: { others: params.oneOf(["true"] as const, { required: true }) },
    document: `mutation RevokeOtherSessions { revokeOtherSessions }`,
    result: (data) => ({ signed_out: data.revokeOtherSessions }),
  }),
  restRoute({
    method: "delete",
    path: "/admin/users/:id",
    adminKey: true,
    body: { reason: params.text({ fallback: "" }) },
    document: `mutation EraseMember($id: ID!, $reason: String!) { eraseMember(userId: $id, reason: $reason) }`,
    variables: ({ path, body }) => ({ id: path.id, reason: body.reason }),
    result: (data) => ({ id: data.eraseMember, message: "The account has been deleted" }),
  }),
];

import { MESSAGE_LIMITS as L } from "#common/limits";
import { restRoute, type RestRoute } from "../../http/rest-route.js";
import { rest as params } from "../../http/rest-params.js";

const MESSAGE = `id body sent_at: sentAt from: sender { id full_name: fullName } removed`;

/** A report as REST shows it; admins also get the conversation around a reported message. */
const REPORT = `id status reason created_at: createdAt
  reporter { id full_name: fullName } reported_member: reportedMember { id full_name: fullName }
  message { ${MESSAGE} } action resolved_at: resolvedAt note`;

type Raw = Record<string, unknown> & { status: string; action: string | null };

/** GraphQL's enum names (OPEN, REMOVE_MESSAGE) -> REST's values (open, remove_message). */
const toJson = ({ status, action, ...rest }: Raw) => ({
  id: rest.id,
  status: status.toLowerCase(),
  ...rest,
  action: action ? action.toLowerCase() : null,
});

export const safetyRoutes: RestRoute[] = [
  {
    method: "post",
    path: "/users/:id/block",
    document: `mutation BlockMember($id: ID!) { blockMember(userId: $id) }`,
    variables: ({ path }) => ({ id: path.id }),
    result: () => ({ blocked: true }),
  },
  {
    method: "delete",
    path: "/users/:id/block",
    document: `mutation UnblockMember($id: ID!) { unblockMember(userId: $id) }`,
    variables: ({ path }) => ({ id: path.id }),
    result: () => ({ blocked: false }),
  },
  restRoute({
    method: "post",
    path: "/reports",
    status: 201,
    body: {
      user_id: params.text(),
      message_id: params.text(),
      reason: params.text({ fallback: "" }),
    },
    document: `mutation ReportContent($input: ReportInput!) { reportContent(input: $input) {
      id status reason created_at: createdAt reported_member: reportedMember { id }
      message { id } action } }`,
    variables: ({ body }) => ({
      input: {
        userId: body.user_id ?? null,
        messageId: body.message_id ?? null,
        reason: body.reason,
      },
    }),
    result: (data) => toJson(data.reportContent as Raw),
  }),
  restRoute({
    method: "get",
    path: "/admin/reports",
    adminKey: true,
    query: {
      status: params.oneOf(["open", "resolved"] as const, { fallback: "open" }),
      limit: params.int({ min: 1, max: 100 }),
      after: params.text({ max: 1024 }),
    },
    document: `query Reports($status: ReportStatus, $first: Int, $after: String) {
      reports(status: $status, first: $first, after: $after) {
        items { ${REPORT} messages { ${MESSAGE} } } endCursor } }`,
    variables: ({ query }) => ({
      status: query.status.toUpperCase(),
      first: query.limit ?? null,
      after: query.after ?? null,
    }),
    result: (data) => (data.reports as { items: Raw[] }).items.map(toJson),
    headers: (data): Record<string, string> => {
      const next = (data.reports as { endCursor: string | null }).endCursor;
      return next ? { "X-Next-Cursor": next } : {};
    },
  }),
  restRoute({
    method: "post",
    path: "/admin/reports/:id/resolve",
    adminKey: true,
    body: {
      action: params.oneOf(["dismiss", "remove_message", "suspend_member"] as const, {
        required: true,
      }),
      note: params.text({ max: L.reportReason }),
    },
    document: `mutation ResolveReport($id: ID!, $action: ReportAction!, $note: String) {
      resolveReport(id: $id, action: $action, note: $note) { ${REPORT} } }`,
    variables: ({ path, body }) => ({
      id: path.id,
      action: body.action.toUpperCase(),
      note: body.note ?? null,
    }),
    result: (data) => toJson(data.resolveReport as Raw),
  }),
];

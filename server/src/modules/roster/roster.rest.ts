import type { RequestHandler } from "express";
import { ROSTER_LIMITS } from "#common/limits";
import { sendDetail } from "../../http/errors.js";
import { readMultipart, uploadOf } from "../../http/multipart.js";
import { restRoute, type RestRoute } from "../../http/rest-route.js";
import { rest } from "../../http/rest-params.js";
import { ADMIN_KEY_HEADER } from "../admin/admin-key.js";
import { ROSTER_FILE } from "./roster-file.js";

/**
 * A roster as a multipart form (`curl -F file=@roster.csv`): the file in `file`, read by the shared
 * multipart reader within ROSTER_FILE (10 MB: 413 over it). A JSON body goes on untouched.
 */
const rosterForm = readMultipart({
  form: () => ({
    maxFileBytes: ROSTER_FILE.maxBytes,
    maxFiles: 1,
    maxFields: 10,
    maxFieldBytes: 1000,
    file: (name: string) => (name === "file" ? ROSTER_FILE : undefined),
  }),
  received(req, files) {
    const file = files.find((f) => f.field === "file");
    req.body = file ? { file: uploadOf(file) } : {};
  },
  refuse: (res, refusal) => sendDetail(res, refusal.status, refusal.message),
});

/**
 * A caller with neither a bearer token nor the admin key hears "sign in" (401) before a file is
 * read; who the caller is, is decided by the operation as on every path.
 */
const callerFirst: RequestHandler = (req, res, next) =>
  /^Bearer\s+\S+$/i.test(req.get("authorization") ?? "") || req.get(ADMIN_KEY_HEADER) !== undefined
    ? next()
    : sendDetail(res, 401, "Please sign in to continue");

const PROBLEMS = `invalid_count: invalidCount invalid { line reason }`;
const MATCH = `user_id: userId full_name: fullName roll_number: rollNumber`;
const ENTRY = `id roll_number: rollNumber full_name: fullName batch_year: batchYear trade email
  created_at: createdAt updated_at: updatedAt`;

const cell = (v: unknown) => (v === null || v === undefined ? null : String(v));

export const rosterRoutes: RestRoute[] = [
  restRoute({
    // multipart/form-data with the file in `file`, or JSON {rows: [...]}; ?dry_run=true previews.
    method: "post",
    path: "/admin/roster",
    adminKey: true,
    before: [callerFirst, rosterForm],
    query: { dry_run: rest.flag({ fallback: false }) },
    body: {
      file: rest.file({ optional: true }),
      rows: rest.objects({ max: ROSTER_LIMITS.maxRows }),
    },
    document: {
      preview: `mutation PreviewRoster($file: Upload, $rows: [RosterRowInput!]) {
        previewRoster(file: $file, rows: $rows) { rows valid ${PROBLEMS}
          would_verify: wouldVerify { ${MATCH} } } }`,
      import: `mutation ImportRoster($file: Upload, $rows: [RosterRowInput!]) {
        importRoster(file: $file, rows: $rows) { imported updated ${PROBLEMS}
          verified_now: verifiedNow { ${MATCH} } } }`,
    },
    choose: ({ query }) => (query.dry_run ? "preview" : "import"),
    variables: ({ body }) => ({
      file: body.file ?? null,
      rows:
        body.rows?.map((r) => ({
          rollNumber: cell(r.roll_number),
          fullName: cell(r.full_name),
          batchYear: cell(r.batch_year),
          trade: cell(r.trade),
          email: cell(r.email),
        })) ?? null,
    }),
  }),
  restRoute({
    method: "get",
    path: "/admin/roster",
    adminKey: true,
    query: {
      search: rest.text({ max: ROSTER_LIMITS.search }),
      limit: rest.int({ min: 1, max: 100, fallback: 20 }),
      after: rest.id("a roster entry id (the last one of the previous page)"),
    },
    document: `query RosterEntries($search: String, $first: Int, $after: String) {
      rosterEntries(search: $search, first: $first, after: $after) { totalCount nodes { ${ENTRY} } } }`,
    variables: ({ query }) => ({
      search: query.search ?? null,
      first: query.limit,
      after: query.after ?? null,
    }),
    headers: (data) => ({
      "X-Total-Count": String((data.rosterEntries as { totalCount: number }).totalCount),
    }),
    result: (data) => (data.rosterEntries as { nodes: unknown[] }).nodes,
  }),
  {
    method: "delete",
    path: "/admin/roster/:id",
    adminKey: true,
    document: `mutation DeleteRosterEntry($id: ID!) { deleteRosterEntry(id: $id) }`,
    variables: ({ path }) => ({ id: path.id }),
    result: (data) => ({ id: data.deleteRosterEntry, message: "Roster entry deleted" }),
  },
];

// Runs the authorization matrix (tests/server/authorization/matrix.ts): every GraphQL root field and
// every REST path, as every kind of caller. A caller below the gate is turned away with the right
// code (GraphQL) or status (REST); a caller at or above it gets through (the call may still fail
// on its input, which is not an authorization question).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAppSchema } from "../../server/src/graphql/schema.js";
import { restRouteTables } from "../../server/src/http/routes.js";
import {
  ANONYMOUS_ONLY,
  OPERATIONS,
  PRIVATE_FIELDS,
  REST_PATHS,
  VIEWERS,
  fillPath,
  outcomesFor,
  type Outcome,
  type ViewerKind,
} from "./authorization/matrix.js";
import { startTestApp, type RestResponse, type TestApp } from "../support/test-app.js";

let app: TestApp;
const ADMIN_KEY = "matrix-admin-key-".padEnd(40, "k");
const tokens = {} as Record<ViewerKind, string | undefined>;
const ids = {} as Record<ViewerKind, string>;

beforeAll(async () => {
  app = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY });
  const complete = { trade: "Fitter", currentLocation: "Ludhiana", profileCompleted: true };
  const build = {
    pending: { fullName: "Matrix Pending", ...complete },
    incomplete: { fullName: "Matrix Incomplete", isVerified: true },
    verified: { fullName: "Matrix Verified", isVerified: true, ...complete },
    admin: { fullName: "Matrix Admin", isVerified: true, isAdminFlag: true, ...complete },
  };
  tokens.anonymous = undefined;
  for (const [kind, fields] of Object.entries(build)) {
    const user = await app.buildUser(fields);
    ids[kind as ViewerKind] = user.id;
    tokens[kind as ViewerKind] = await app.tokenFor(user);
  }
  // The verified member mentors: User.mentorProfile has something to show (or hide).
  await app.db.query(
    `INSERT INTO mentor_profiles (user_id, topics, capacity) VALUES ($1, '{CNC}', 1)`,
    [ids.verified],
  );
});
afterAll(() => app?.close());

const restKey = (route: { method: string; path: string }) =>
  `${route.method.toUpperCase()} ${route.path}`;

describe("the matrix covers everything", () => {
  it("has a row for every query and mutation of the schema, and none for a removed one", async () => {
    const schema = await buildAppSchema();
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((t) =>
      Object.keys(t?.getFields() ?? {}),
    );
    expect(
      fields.filter((f) => !(f in OPERATIONS)),
      "operations without a row",
    ).toEqual([]);
    expect(
      Object.keys(OPERATIONS).filter((f) => !fields.includes(f)),
      "stale rows",
    ).toEqual([]);
  });

  it("has a row for every REST path, and none for a removed one", () => {
    const paths = restRouteTables.flat().map(restKey);
    expect(
      paths.filter((p) => !(p in REST_PATHS)),
      "REST paths without a row",
    ).toEqual([]);
    expect(
      Object.keys(REST_PATHS).filter((p) => !paths.includes(p)),
      "stale rows",
    ).toEqual([]);
  });
});

const GATE_CODES = new Set(["UNAUTHENTICATED", "FORBIDDEN"]);

/** A GraphQL multipart request (the upload spec) with a small text file as `$file`. */
async function multipart(query: string, token?: string, variables: Record<string, unknown> = {}) {
  const form = new FormData();
  form.set("operations", JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.set("map", JSON.stringify({ 0: ["variables.file"] }));
  form.set("0", new Blob(["not an image"], { type: "text/plain" }), "note.txt");
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: {
      "apollo-require-preflight": "true",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form,
  });
  return (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
}

describe.each(Object.entries(OPERATIONS))("GraphQL %s", (name, row) => {
  const expected = { ...outcomesFor(row.access), ...row.except };
  const viewers = ANONYMOUS_ONLY.has(name) ? (["anonymous"] as const) : VIEWERS;
  it.each(viewers.map((v) => [v, expected[v]] as const))("as %s: %s", async (viewer, outcome) => {
    const res = row.upload
      ? await multipart(row.document, tokens[viewer], row.variables)
      : await app.gql(row.document, row.variables ?? {}, { token: tokens[viewer] });
    const gate = res.errors?.map((e) => e.extensions?.code).find((c) => GATE_CODES.has(c ?? ""));
    expect(gate ?? "ok", JSON.stringify(res.errors ?? res.data).slice(0, 300)).toBe(outcome);
  });
});

describe.each(Object.entries(PRIVATE_FIELDS))("field %s", (_name, row) => {
  it.each(VIEWERS.map((v) => [v, row.sees[v]] as const))("as %s: %s", async (viewer, sees) => {
    const res = await app.gql(
      `query($id: ID!) { user(id: $id) { ${row.field} } }`,
      { id: ids.verified },
      { token: tokens[viewer] },
    );
    const value = res.data?.user?.[row.field.split(" ")[0]] ?? null;
    expect(value !== null, JSON.stringify(res.errors ?? res.data)).toBe(sees);
  });
});

const STATUS: Record<Exclude<Outcome, "ok">, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403 };

describe.each(restRouteTables.flat().map((r) => [restKey(r), r] as const))(
  "REST %s",
  (key, route) => {
    const row = REST_PATHS[key];
    const expected = { ...outcomesFor(row?.access ?? "public"), ...row?.except };
    const viewers = key === "POST /auth/logout" ? (["anonymous"] as const) : VIEWERS;
    it.each(viewers.map((v) => [v, expected[v]] as const))("as %s: %s", async (viewer, outcome) => {
      const res = await app.rest(route.method.toUpperCase(), `/api${fillPath(route.path)}`, {
        token: tokens[viewer],
        ...(route.method === "get" || route.method === "delete" ? {} : { body: row?.body ?? {} }),
      });
      expectOutcome(res, outcome);
    });

    it(`with X-Admin-Key: ${row?.adminKey ? "ok" : expected.anonymous}`, async () => {
      const res = await app.rest(route.method.toUpperCase(), `/api${fillPath(route.path)}`, {
        headers: { "x-admin-key": ADMIN_KEY },
        ...(route.method === "get" || route.method === "delete" ? {} : { body: row?.body ?? {} }),
      });
      expectOutcome(res, row?.adminKey ? "ok" : expected.anonymous);
    });
  },
);

function expectOutcome(res: RestResponse, outcome: Outcome) {
  if (outcome === "ok") {
    expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  } else {
    expect(res.status, JSON.stringify(res.body)).toBe(STATUS[outcome]);
    expect(res.body.detail).toEqual(expect.any(String));
  }
}

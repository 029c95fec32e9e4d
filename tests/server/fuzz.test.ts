// Property-based fuzzing of every GraphQL root field and every REST path: generated junk (wrong
// types, huge strings, unicode, nulls, nested objects) from every kind of caller. Whatever comes in,
// the answer is never a 5xx and never leaks a stack trace or SQL. New operations and routes are
// fuzzed automatically: both lists are read from the schema and the route tables. Multipart bodies
// (cut, aborted, mis-bounded, with any parts) go to every upload path of a real server process,
// which must still be alive after each one.
import fc from "fast-check";
import {
  getNamedType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAppSchema } from "../../server/src/graphql/schema.js";
import { isMultipartReader } from "../../server/src/http/multipart.js";
import { unsubscribeToken } from "../../server/src/modules/notifications/unsubscribe-token.js";
import { restRouteTables } from "../../server/src/http/routes.js";
import { photo } from "../support/images.js";
import { startLiveServer, type LiveServer } from "../support/live-server.js";
import {
  abortMidway,
  BOUNDARY,
  graphqlParts,
  multipartBody,
  postRaw,
  restParts,
  UPLOAD_MUTATION,
  type Part,
} from "../support/multipart.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

/** What must never reach a client: stack frames, source paths, SQL or driver errors. */
const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\.[jt]s:\d+|\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b|QueryFailedError|syntax error at or near|violates \w+ constraint/;

/** Values of the wrong type, or of the right type with hostile content. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1e308, -0.5),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "'; DROP TABLE users; --",
    "%00%ff",
    "<script>alert(1)</script>",
    "\u0000",
    "\ud800",
    "../../etc/passwd",
    "00000000-0000-0000-0000-000000000000",
    "javascript:alert(1)",
  ),
  fc.nat({ max: 200_000 }).map((n) => "x".repeat(n)),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
);

/** A value for an input type: mostly shaped like it, with junk at any depth. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return junk;
  if (isNonNullType(type)) return valueFor(type.ofType, depth);
  if (isListType(type))
    return fc.oneof(fc.array(valueFor(type.ofType, depth + 1), { maxLength: 4 }), junk);
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    const shaped = fc.record(
      Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, depth + 1)])),
      { requiredKeys: [] },
    );
    return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: junk });
  }
  return junk;
}

function documentFor(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>) {
  const args = field.args as GraphQLArgument[];
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
  const call = args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  return `${kind} Fuzz${defs ? `(${defs})` : ""} { ${field.name}${call ? `(${call})` : ""}${selection} }`;
}

// The calls go to a real server process (`live`), which must still be alive after each one; the
// in-process app makes the members and tokens on the same database.
let app: TestApp;
let live: LiveServer;
const tokens: (string | undefined)[] = [undefined];

beforeAll(async () => {
  [app, live] = await Promise.all([startTestApp(), startLiveServer()]);
  const complete = {
    rollNumber: null,
    trade: "Fitter",
    currentLocation: "Ludhiana",
    profileCompleted: true,
  };
  const pending = await app.buildUser({ fullName: "Fuzz Pending" });
  const verified = await app.buildUser({
    fullName: "Fuzz Verified",
    isVerified: true,
    ...complete,
  });
  const admin = await app.buildUser({
    fullName: "Fuzz Admin",
    isVerified: true,
    isAdminFlag: true,
    ...complete,
  });
  for (const user of [pending, verified, admin]) tokens.push(await app.tokenFor(user));
}, 120_000);
afterAll(() => Promise.all([app?.close(), live?.close()]));

/** A request to the live server, then its liveness: the status and text of the answer. */
const request = (what: string, path: string, init: RequestInit) =>
  live.run(what, async () => {
    const res = await fetch(`${live.url}${path}`, init);
    return { status: res.status, text: await res.text() };
  });

function assertSafe(status: number, text: string, what: string) {
  expect(status, `${what} answered ${status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, `${what} leaked internals`).not.toMatch(LEAK);
}

describe("fuzzing: no 5xx, no leaked internals, and the server process stays alive", () => {
  it("every GraphQL query and mutation, 800 generated calls", async () => {
    const schema = await buildAppSchema();
    const operations = (["query", "mutation"] as const).flatMap((kind) => {
      const root = kind === "query" ? schema.getQueryType() : schema.getMutationType();
      return (
        Object.values(root?.getFields() ?? {})
          // A signed-in `logout` would end the session the other calls use; it is fuzzed anonymously.
          .map((field) => ({ kind, field, document: documentFor(kind, field) }))
      );
    });
    expect(operations.length).toBeGreaterThan(5);
    const call = fc.constantFrom(...operations).chain((op) =>
      fc.record({
        op: fc.constant(op),
        token: op.field.name === "logout" ? fc.constant(undefined) : fc.constantFrom(...tokens),
        variables: fc.record(
          Object.fromEntries(op.field.args.map((a) => [a.name, valueFor(a.type)])),
          { requiredKeys: [] },
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(call, async ({ op, token, variables }) => {
        const what = `${op.kind} ${op.field.name}`;
        const res = await request(what, "/graphql", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250)}`,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query: op.document, variables }),
        });
        assertSafe(res.status, res.text, what);
      }),
      { numRuns: 800 },
    );
  }, 180_000);

  it("every REST path, 400 generated calls with junk path parameters, queries and bodies", async () => {
    const routes = restRouteTables.flat();
    const call = fc.record({
      route: fc.constantFrom(...routes),
      param: fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.uuid(),
        fc.constantFrom("0", "-1", "%", ".."),
      ),
      query: fc.dictionary(
        fc.constantFrom("limit", "offset", "search", "query", "type", "include_location_data", "x"),
        fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)),
        { maxKeys: 3 },
      ),
      body: fc.oneof(junk, fc.jsonValue({ maxDepth: 3 })),
      rawBody: fc.option(fc.constantFrom("{", "[1,", "null", '{"__proto__":{"x":1}}', "\u0000"), {
        freq: 4,
      }),
      token: fc.constantFrom(...tokens),
    });
    await fc.assert(
      fc.asyncProperty(call, async ({ route, param, query, body, rawBody, token }) => {
        const path =
          "/api" + route.path.replace(/:\w+/g, () => encodeURIComponent(param).slice(0, 200));
        const search = new URLSearchParams(query).toString();
        const withBody = route.method !== "get" && route.method !== "delete";
        const what = `${route.method.toUpperCase()} ${route.path}`;
        const res = await request(what, `${path}${search ? `?${search}` : ""}`, {
          method: route.method.toUpperCase(),
          redirect: "manual",
          headers: {
            "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}`,
            ...(withBody ? { "content-type": "application/json" } : {}),
            ...(token && route.path !== "/auth/logout" ? { authorization: `Bearer ${token}` } : {}),
          },
          body: withBody ? (rawBody ?? JSON.stringify(body)) : undefined,
        });
        assertSafe(res.status, res.text, what);
      }),
      { numRuns: 400 },
    );
  }, 120_000);
});

describe("fuzzing the one-click unsubscribe address (no session, outside /api)", () => {
  it("POST /unsubscribe/<token>: 200 generated tokens, bodies and content types", async () => {
    // Real tokens of the live server's secret, altered, cut or with junk around them.
    const member = await app.buildUser({ fullName: "Fuzz Unsubscriber" });
    const real = unsubscribeToken("live-server-secret-".padEnd(48, "l"), member.id, "events");
    const token = fc.oneof(
      fc.constant(real),
      fc.nat({ max: real.length - 1 }).map((i) => real.slice(0, i) + "_" + real.slice(i + 1)),
      fc.nat({ max: real.length }).map((i) => real.slice(0, i)),
      fc.string({ maxLength: 60 }).map((t) => real + t),
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.nat({ max: 9000 }).map((n) => "A".repeat(n)),
    );
    const call = fc.record({
      token,
      // GET and HEAD are the client's page (hostile-input.test.ts walks them with a client build).
      method: fc.constantFrom("POST", "POST", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
      type: fc.constantFrom(
        "application/x-www-form-urlencoded",
        "application/json",
        "multipart/form-data; boundary=b",
        "text/plain",
        "",
      ),
      body: fc.oneof(fc.constant("List-Unsubscribe=One-Click"), fc.string({ maxLength: 200 })),
    });
    await fc.assert(
      fc.asyncProperty(call, async ({ token, method, type, body }) => {
        const what = `${method} /unsubscribe/${token.slice(0, 60)} (${type})`;
        const res = await request(what, `/unsubscribe/${encodeURIComponent(token)}`, {
          method,
          redirect: "manual",
          headers: type ? { "content-type": type } : {},
          body,
        });
        assertSafe(res.status, res.text, what);
        // An empty token is another address (/unsubscribe/): 404.
        if (method === "POST")
          expect(res.status, what).toBe(token === real ? 200 : token ? 400 : 404);
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});

/** Placeholders the property expands: a file one byte over the photo limit, a part header of n bytes. */
const OVER_LIMIT = "<5,242,881 bytes>";
const PAD_HEADER = "X-Pad: <bytes>";

describe("fuzzing multipart bodies: no 5xx, no leaks, and the server process stays alive", () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await photo(48, 32, "png");
  });

  it("every upload path, 250 generated multipart bodies", async () => {
    // Every REST route whose body goes through the shared multipart reader, and /graphql.
    const paths = [
      ...restRouteTables
        .flat()
        .filter((r) => r.before?.some(isMultipartReader))
        .map((r) => `/api${r.path}`),
      "/graphql",
    ];
    expect(paths.length).toBeGreaterThanOrEqual(2);

    const content = fc.oneof(
      { weight: 6, arbitrary: fc.constant(png) },
      { weight: 6, arbitrary: fc.uint8Array({ maxLength: 3000 }).map((a) => Buffer.from(a)) },
      { weight: 6, arbitrary: fc.string({ maxLength: 200 }).map((t) => Buffer.from(t)) },
      {
        weight: 6,
        arbitrary: fc.constantFrom(
          JSON.stringify({ query: UPLOAD_MUTATION, variables: { file: null } }),
          JSON.stringify({ query: "{ me { id } }" }),
          JSON.stringify({ 0: ["variables.file"] }),
          JSON.stringify({ 0: ["variables.__proto__.x"], 1: ["variables.file"] }),
          JSON.stringify({ 0: "variables.file" }),
          "{",
          "null",
          `--${BOUNDARY}`,
        ),
      },
      // One byte over the photo limit, now and then (named, so a counterexample stays readable).
      { weight: 1, arbitrary: fc.constant(OVER_LIMIT) },
    );
    const part: fc.Arbitrary<Part> = fc.record(
      {
        name: fc.oneof(
          fc.constantFrom("file", "operations", "map", "0", "1", ""),
          fc.string({ maxLength: 12 }).filter((n) => !/["\r\n]/.test(n)),
        ),
        filename: fc.option(fc.constantFrom("a.png", "", "../../x.png", "ü.jpg"), {
          nil: undefined,
        }),
        type: fc.option(
          fc.constantFrom("image/png", "application/octet-stream", "text/plain", "image/png; x"),
          { nil: undefined },
        ),
        headers: fc.option(
          fc.oneof(
            fc.array(fc.constantFrom("X-A: b", "Content-Transfer-Encoding: base64", "Bad header"), {
              maxLength: 3,
            }),
            fc.nat({ max: 40_000 }).map((n) => [`${PAD_HEADER}${n}`]),
          ),
          { nil: undefined },
        ),
        body: content,
      },
      { requiredKeys: ["name", "body"] },
    );
    const call = fc.record({
      path: fc.constantFrom(...paths),
      // A well-formed upload for the path, or any parts at all.
      parts: fc.oneof(fc.constant("valid" as const), fc.array(part, { maxLength: 5 })),
      boundary: fc.constantFrom("right", "right", "right", "wrong", "missing", "quoted"),
      preamble: fc.option(fc.string({ maxLength: 50 }), { freq: 4, nil: undefined }),
      /** Where the body is cut (a share of its length), if it is. */
      cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 2, nil: undefined }),
      abort: fc.boolean(),
      token: fc.constantFrom(...tokens),
    });

    await fc.assert(
      fc.asyncProperty(call, async ({ path, parts, boundary, preamble, cut, abort, token }) => {
        const form =
          parts === "valid"
            ? path === "/graphql"
              ? graphqlParts(png)
              : restParts(png)
            : parts.map((p) => ({
                ...p,
                body: p.body === OVER_LIMIT ? Buffer.alloc(5_242_881, 1) : p.body,
                headers: p.headers?.map((h) =>
                  h.startsWith(PAD_HEADER)
                    ? `X-Pad: ${"p".repeat(Number(h.slice(PAD_HEADER.length)))}`
                    : h,
                ),
              }));
        const full = Buffer.concat([Buffer.from(preamble ?? ""), multipartBody(form)]);
        const contentType = {
          right: `multipart/form-data; boundary=${BOUNDARY}`,
          quoted: `multipart/form-data; boundary="${BOUNDARY}"`,
          wrong: "multipart/form-data; boundary=another",
          missing: "multipart/form-data",
        }[boundary];
        const what = `${path} with ${form.length} parts (${full.length} bytes, boundary ${boundary}${cut !== undefined ? `, cut at ${cut}` : ""}${abort ? ", aborted" : ""})`;
        const body = cut === undefined ? full : full.subarray(0, Math.floor(full.length * cut));
        if (abort && cut !== undefined) {
          // The client announces the whole body, sends what comes before the cut and hangs up.
          await live.run(what, () => abortMidway(live.url, path, full, body.length, token));
          return;
        }
        const answer = await live.run(what, () =>
          postRaw(live.url, path, body, { token, contentType }),
        );
        assertSafe(answer.status, answer.text, what);
      }),
      { numRuns: 250, endOnFailure: true },
    );
  }, 240_000);
});

// REST speaks REST: every parameter of every REST path, sent wrong, is refused with the status of the
// rule in docs/API.md (Errors) and a detail that names it as REST spells it, never in GraphQL's words.
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restRouter } from "../../server/src/http/rest-router.js";
import type { RestRoute } from "../../server/src/http/rest-route.js";
import { rest, type RestParam } from "../../server/src/http/rest-params.js";
import { restRouteTables } from "../../server/src/http/routes.js";
import { fillPath, REST_PATHS } from "./authorization/matrix.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.tokenFor(
    await app.buildUser({
      fullName: "Rest Rules Admin",
      isVerified: true,
      isAdminFlag: true,
      trade: "Fitter",
      currentLocation: "Ludhiana",
      profileCompleted: true,
    }),
  );
});
afterAll(() => app.close());

/** Words of GraphQL's variable coercion that a REST caller must never read. */
const GRAPHQL_WORDS = /Variable|\$|enum value|Did you mean|cannot represent|GraphQL|Int!|String!/;

const flip = (value: string) =>
  value === value.toLowerCase() ? value.toUpperCase() : value.toLowerCase();

/** Values of the wrong type, out of range or not on the list, for a parameter of this kind. */
function wrongValues(p: RestParam<unknown>, from: "query" | "body"): unknown[] {
  const edges = [
    ...(p.min !== undefined ? [p.min - 1] : []),
    ...(p.max !== undefined ? [p.max + 1] : []),
  ];
  const query = from === "query";
  switch (p.kind) {
    case "int":
      return query
        ? ["abc", "1.5", "1e3", "12abc", ...edges.map(String)]
        : ["12", 1.5, true, {}, ...edges];
    case "flag":
      return query ? ["maybe", "2"] : ["yes", "true", 1, []];
    case "oneOf": {
      const listed = p.values![0];
      return query ? [flip(listed), "Nope"] : [flip(listed), "Nope", 1, [listed]];
    }
    case "id":
      return query ? ["nope", "12345"] : ["nope", 12345];
    case "text": {
      const long = p.max !== undefined ? ["x".repeat(p.max + 1)] : [];
      return query ? long : [42, true, {}, ["a"], ...long];
    }
    case "texts":
      return query ? [] : [42, [1], { a: "b" }, [["a"]]];
    case "record":
      return query ? [] : [42, "daily", [], { a: "b" }, { [p.values![0]]: p.values![0] }];
    case "datetime":
      return query
        ? ["tomorrow", "2026-12-05T18:00:00"]
        : [42, "tomorrow", "2026-12-05", "2026-12-05T18:00:00", "2026-02-30T18:00:00Z", {}];
    case "object":
      return query ? [] : [42, "x", [], { nope: 1 }, { [p.keys![0]]: {} }];
    case "objects":
      return query ? [] : [42, "rows", { a: "b" }, [1], [["a"]], [{ a: { b: 1 } }]];
    case "file":
      return []; // put in the body by the route's multipart parser, never sent as JSON
  }
}

const routes = restRouteTables.flat();
const validBody = (route: RestRoute) =>
  (REST_PATHS[`${route.method.toUpperCase()} ${route.path}`]?.body ?? {}) as object;
const where = (route: RestRoute) => `${route.method.toUpperCase()} /api${route.path}`;

const cases = routes.flatMap((route) =>
  (["query", "body"] as const).flatMap((from) =>
    Object.entries(route[from] ?? {}).flatMap(([name, p]) =>
      wrongValues(p, from).map((value) => ({ route, from, name, p, value })),
    ),
  ),
);

describe("every REST parameter sent wrong is a 400 that names it", () => {
  it("the route tables declare parameters of every kind", () => {
    const kinds = new Set(cases.map((c) => c.p.kind));
    expect([...kinds].sort()).toEqual([
      "datetime",
      "flag",
      "id",
      "int",
      "object",
      "objects",
      "oneOf",
      "record",
      "text",
      "texts",
    ]);
    expect(cases.length).toBeGreaterThan(80);
  });

  it.each(routes.filter((r) => r.query || r.body).map((r) => [where(r), r] as const))(
    "%s",
    async (_, route) => {
      for (const { from, name, p, value } of cases.filter((c) => c.route === route)) {
        const qs = from === "query" ? `?${new URLSearchParams({ [name]: String(value) })}` : "";
        const res = await app.rest(route.method.toUpperCase(), `/api${fillPath(route.path)}${qs}`, {
          token: admin,
          // The rest of the body as the authorization matrix sends it (valid), this one wrong.
          ...(route.method === "get" || (route.method === "delete" && !route.body)
            ? {}
            : { body: { ...validBody(route), ...(from === "body" ? { [name]: value } : {}) } }),
        });
        const detail = String(res.body?.detail);
        expect({ name, value, status: res.status, detail }).toEqual({
          name,
          value,
          status: 400,
          detail: `${name} must be ${p.expects}`,
        });
        expect(detail).not.toMatch(GRAPHQL_WORDS);
      }
    },
  );

  it("a required parameter that is missing is named too", async () => {
    const required = routes.flatMap((route) =>
      Object.entries(route.body ?? {})
        .filter(([, p]) => p.required && p.kind !== "file")
        .map(([name, p]) => ({ route, name, p })),
    );
    expect(required.map(({ route, name }) => `${where(route)} ${name}`)).toEqual([
      "POST /api/saved-searches alert",
      "POST /api/opportunities type",
      "PUT /api/opportunities/:id type",
      "PATCH /api/admin/users/:id/verify is_verified",
      "PUT /api/notifications/preferences email",
      "POST /api/events starts_at",
      "POST /api/events ends_at",
      "PUT /api/events/:id starts_at",
      "PUT /api/events/:id ends_at",
      "POST /api/events/:id/rsvp status",
      "POST /api/admin/reports/:id/resolve action",
      "PUT /api/mentorship/profile is_mentor",
      "POST /api/businesses category",
      "PUT /api/businesses/:id category",
    ]);
    for (const { route, name, p } of required) {
      // The rest of the body as the matrix sends it (valid), this one missing or null.
      const rest = Object.fromEntries(
        Object.entries(validBody(route)).filter(([key]) => key !== name),
      );
      // An empty body names it too when it is the path's only required parameter.
      const alone = required.filter((r) => r.route === route).length === 1;
      const bodies = [rest, { ...rest, [name]: null }];
      for (const body of alone ? [{}, { [name]: null }, ...bodies] : bodies) {
        const res = await app.rest(route.method.toUpperCase(), `/api${fillPath(route.path)}`, {
          token: admin,
          body,
        });
        expect({ status: res.status, detail: res.body.detail }).toEqual({
          status: 400,
          detail: `${name} is required: ${p.expects}`,
        });
      }
    }
  });

  it("a body that is not a JSON object is 400 on every path that reads one", async () => {
    const withBody = routes.filter((r) => r.body && !r.before);
    expect(withBody.length).toBeGreaterThan(8);
    for (const route of withBody) {
      // (A bare "text", 42 or null is not accepted as JSON at all: 400 "not valid JSON".)
      for (const rawBody of ["[1]", "[]", '[{"is_verified":true}]']) {
        const res = await app.rest(route.method.toUpperCase(), `/api${fillPath(route.path)}`, {
          token: admin,
          rawBody,
        });
        expect({ at: where(route), rawBody, status: res.status, body: res.body }).toEqual({
          at: where(route),
          rawBody,
          status: 400,
          body: { detail: "Request body must be a JSON object" },
        });
      }
    }
  });
});

describe("the examples of the issue", () => {
  it("answer in REST's words", async () => {
    const call = (method: string, path: string, body?: unknown) =>
      app.rest(method, path, { token: admin, body });
    const answers = await Promise.all([
      call("GET", "/api/opportunities/?type=job"),
      call("GET", "/api/directory/users?limit=abc"),
      call("PATCH", "/api/admin/users/00000000-0000-4000-8000-000000000000/verify", {
        is_verified: "yes",
      }),
      call("POST", "/api/opportunities", {
        title: "A gig",
        type: "Gig",
        location: "Mohali",
        description: "Short work.",
      }),
    ]);
    expect(answers.map((r) => [r.status, r.body.detail])).toEqual([
      [400, "type must be one of All, Job, Internship, Freelance, Collab, Service"],
      [400, "limit must be a whole number from 1 to 1000"],
      [400, "is_verified must be true or false"],
      [400, "type must be one of Job, Internship, Freelance, Collab, Service"],
    ]);
  });

  it("give the same mistake the same status on every path", async () => {
    const paths = ["/api/directory/users", "/api/search/smart?query=fitter&", "/api/admin/users"];
    for (const path of paths) {
      const join = path.includes("?") ? "" : "?";
      const offsets = path === "/api/admin/users" ? [] : ["offset=-1", "offset=x"]; // pages by id
      for (const bad of ["limit=0", "limit=-1", "limit=abc", "limit=1.5", ...offsets]) {
        const res = await app.rest("GET", `${path}${join}${bad}`, { token: admin });
        expect({ path, bad, status: res.status }).toEqual({ path, bad, status: 400 });
        expect(res.body.detail).toMatch(new RegExp(`^${bad.split("=")[0]} must be`));
      }
    }
    // Content the server cannot use, well-formed: 422 (a search with nothing to look for).
    const blank = await app.rest("GET", "/api/search/smart?query=%20&limit=5", { token: admin });
    expect(blank.status).toBe(422);
  });
});

describe("a GraphQL refusal of a variable never reaches a REST caller as it is", () => {
  it("an undeclared value of the wrong type is a 400 in plain words, and logged as a bug", async () => {
    const logged: unknown[] = [];
    const route: RestRoute = {
      method: "get",
      path: "/leaky",
      query: { n: rest.text() },
      document: "query($n: Int) { __typename }",
      variables: ({ query }) => ({ n: query.n }),
    };
    const server = express()
      .use((req, _res, next) => {
        req.log = { error: (...args: unknown[]) => logged.push(args) } as never;
        next();
      })
      .use(
        restRouter([route], async () => ({
          errors: [
            {
              message:
                'Variable "$n" got invalid value "x"; Int cannot represent non-integer value',
              extensions: { code: "BAD_USER_INPUT" },
            },
          ],
        })),
      )
      .listen(0);
    try {
      const port = (server.address() as { port: number }).port;
      const res = await fetch(`http://127.0.0.1:${port}/leaky?n=x`);
      expect(res.status).toBe(400);
      const { detail } = (await res.json()) as { detail: string };
      expect(detail).toBe("A value in the request is not one this path accepts");
      expect(logged).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});

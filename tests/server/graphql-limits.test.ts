import { NOTIFICATION_PAGES } from "../../server/src/modules/notifications/notification.service.js";
import { REPORT_PAGES } from "../../server/src/modules/safety/report.service.js";
import { CONVERSATION_PAGES } from "../../server/src/modules/messages/message.service.js";
import { CONNECTION_PAGES } from "../../server/src/modules/connections/connection.service.js";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Kind, parse, validate, visit, type DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  routeDocuments,
  type RestInput,
  type RestRoute,
} from "../../server/src/http/rest-route.js";
import type { RestParams } from "../../server/src/http/rest-params.js";
import {
  GRAPHQL_LIMITS,
  graphqlLimits,
  operationCost,
} from "../../server/src/graphql/operation-limits.js";
import { buildAppSchema } from "../../server/src/graphql/schema.js";
import { restRouteTables } from "../../server/src/http/routes.js";
import { startTestApp, uniqueIp, type TestApp } from "../support/test-app.js";
import {
  ADMIN_LIMITS,
  EVENT_LIMITS,
  BUSINESS_LIMITS,
  MENTORSHIP_LIMITS,
  OPPORTUNITY_LIMITS,
  SEARCH_LIMITS,
} from "../../common/limits.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A raw POST /graphql: status and body. */
async function post(body: unknown, ip = uniqueIp()) {
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
  try {
    json = JSON.parse(text);
  } catch {
    json = {};
  }
  return { status: res.status, json, text };
}

/** Rate-limit counters a resolver would have written for this network (none when none ran). */
const countersFor = (ip: string) =>
  app.db.query(`SELECT key FROM rate_limits WHERE key LIKE $1`, [`%${ip.split("::")[0]}%`]);

function clientDocuments(): { name: string; document: DocumentNode }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (full.endsWith(".graphql")) files.push(full);
    }
  };
  walk("client/src");
  const all = parse(files.map((f) => readFileSync(f, "utf8")).join("\n"));
  const fragments = all.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return all.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION
      ? [
          {
            name: d.name?.value ?? "anonymous",
            document: { kind: Kind.DOCUMENT, definitions: [d, ...fragments] } as DocumentNode,
          },
        ]
      : [],
  );
}

describe("limits sized for the real client", () => {
  it("every operation of the client and of the REST adapters passes them", async () => {
    const schema = await buildAppSchema();
    const { validationRules, parseOptions } = graphqlLimits({ production: true });
    const documents = [
      ...clientDocuments(),
      ...restRouteTables.flat().flatMap((route) =>
        routeDocuments(route).map((source) => ({
          name: `${route.method.toUpperCase()} /api${route.path}`,
          document: parse(source, parseOptions),
        })),
      ),
    ];
    expect(documents.length).toBeGreaterThan(10);
    for (const { name, document } of documents) {
      expect({
        name,
        errors: validate(schema, document, validationRules).map((e) => e.message),
      }).toEqual({ name, errors: [] });
    }
  });

  it("and each costs less than the limit at the largest page it may ask for", async () => {
    const schema = await buildAppSchema();
    const operation = (document: DocumentNode) =>
      document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
    const costs: Record<string, number> = {};

    // The client: each `first: $variable` at the largest page its list allows.
    for (const { name, document } of clientDocuments()) {
      const variables: Record<string, unknown> = {};
      visit(document, {
        Field(field) {
          const first = field.arguments?.find((a) => a.name.value === "first");
          if (first?.value.kind !== Kind.VARIABLE) return;
          expect(LARGEST_PAGE, `the largest page of ${field.name.value}`).toHaveProperty(
            field.name.value,
          );
          variables[first.value.name.value] = LARGEST_PAGE[field.name.value];
        },
      });
      costs[name] = operationCost(schema, document, operation(document), variables);
    }
    // REST: the variables a path gives its operation when every parameter is at its largest.
    for (const route of restRouteTables.flat()) {
      const variables = route.variables?.(largestInput(route)) ?? {};
      for (const source of routeDocuments(route)) {
        const document = parse(source);
        costs[
          `${route.method.toUpperCase()} /api${route.path} ${operation(document).name?.value}`
        ] = operationCost(schema, document, operation(document), variables);
      }
    }
    const over = Object.entries(costs).filter(([, cost]) => cost > GRAPHQL_LIMITS.maxCost);
    expect(over).toEqual([]);
    // docs/API.md: the largest documented call, and what the limit was sized from.
    const largest = Math.max(...Object.values(costs));
    expect(costs["GET /api/search/smart SmartSearchWithLocations"]).toBe(largest);
    expect(largest).toBeGreaterThan(GRAPHQL_LIMITS.maxCost / 2);
  });
});

/** The largest page each list field allows (its resolver refuses more). */
const LARGEST_PAGE: Record<string, number> = {
  directory: SEARCH_LIMITS.pageSize,
  smartSearch: SEARCH_LIMITS.pageSize,
  opportunities: OPPORTUNITY_LIMITS.maxPageSize,
  adminUsers: ADMIN_LIMITS.pageSize,
  adminAuditLog: ADMIN_LIMITS.pageSize,
  notifications: NOTIFICATION_PAGES.maxSize,
  events: EVENT_LIMITS.maxPageSize,
  attendees: EVENT_LIMITS.attendees,
  rosterEntries: ADMIN_LIMITS.pageSize,
  reports: REPORT_PAGES.maxSize,
  conversations: CONVERSATION_PAGES.maxSize,
  myConnections: CONNECTION_PAGES.maxSize,
  mentors: MENTORSHIP_LIMITS.maxPageSize,
  // The admins' overview of mentorship: the feedback, a page of the admin lists' size.
  feedback: ADMIN_LIMITS.pageSize,
  businesses: BUSINESS_LIMITS.maxPageSize,
};

/** Every declared parameter of a REST path at its largest (numbers at their maximum). */
function largestInput(route: RestRoute): RestInput {
  const largest = (params: RestParams = {}) =>
    Object.fromEntries(
      Object.entries(params).map(([name, p]) => {
        const fallback = p.fallback as unknown;
        const value = {
          int: p.max ?? fallback ?? p.min ?? 1,
          flag: true,
          oneOf: fallback ?? p.values?.[0],
          text: fallback ?? "x",
          texts: ["x"],
          record: Object.fromEntries((p.keys ?? []).map((k) => [k, p.values?.[0]])),
          objects: [{ roll_number: "x" }],
          id: ID,
          file: null,
          datetime: "2030-01-01T10:00:00.000Z",
          object: Object.fromEntries((p.keys ?? []).map((k) => [k, null])),
        }[p.kind];
        return [name, value];
      }),
    );
  const path = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1], ID]));
  return { query: largest(route.query), body: largest(route.body), path } as RestInput;
}
const ID = "00000000-0000-4000-8000-000000000000";

describe("operations over a limit are refused with a GraphQL error and a 400, before any resolver runs", () => {
  it(`more than ${GRAPHQL_LIMITS.maxAliases} aliases`, async () => {
    const ip = uniqueIp();
    const fields = Array.from(
      { length: GRAPHQL_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: emailStatus(email: "x${i}@example.org") { isNewUser }`,
    );
    const res = await post({ query: `{ ${fields.join(" ")} }` }, ip);
    expect(res.status).toBe(400);
    expect(res.json.errors?.[0].message).toMatch(/Aliases limit of 60 exceeded/);
    expect(res.json.data).toBeUndefined();
    expect(await countersFor(ip)).toEqual([]);
  });

  it("aliases of __typename and nested aliases count too", async () => {
    const typenames = Array.from({ length: 500 }, (_, i) => `t${i}: __typename`);
    const flat = await post({ query: `{ ${typenames.join(" ")} }` });
    expect(flat.status).toBe(400);
    expect(flat.json.errors?.[0].message).toMatch(/Aliases limit of 60 exceeded, found 500/);
    expect(flat.json.data).toBeUndefined();

    const nested = await post({
      query: `{ appInfo { ${typenames.slice(0, GRAPHQL_LIMITS.maxAliases + 1).join(" ")} } }`,
    });
    expect(nested.status).toBe(400);
    expect(nested.json.errors?.[0].message).toMatch(/Aliases limit of 60 exceeded, found 61/);
  });

  it("thousands of aliases (over the token limit)", async () => {
    const ip = uniqueIp();
    const fields = Array.from({ length: 3000 }, (_, i) => `a${i}: appInfo { productName }`);
    const res = await post({ query: `{ ${fields.join(" ")} }` }, ip);
    expect(res.status).toBe(400);
    expect(res.json.errors?.[0]).toMatchObject({ extensions: { code: "GRAPHQL_PARSE_FAILED" } });
    expect(res.json.errors?.[0].message).toMatch(/Document contains more tha[nt] 2000 tokens/);
  });

  it(`more than ${GRAPHQL_LIMITS.maxMutationFields} writes in one mutation`, async () => {
    const ip = uniqueIp();
    const sends = Array.from(
      { length: GRAPHQL_LIMITS.maxMutationFields + 1 },
      (_, i) =>
        `s${i}: sendSignInCode(input: { email: "fan.${i}@example.org", fullName: "Fan" }) { email }`,
    );
    const res = await post({ query: `mutation { ${sends.join(" ")} }` }, ip);
    expect(res.status).toBe(400);
    expect(res.json.errors?.[0].message).toBe(
      "A mutation may run at most 5 fields; this one has 6.",
    );
    expect(await countersFor(ip)).toEqual([]);
    expect(
      await app.db.query(`SELECT 1 FROM email_codes WHERE email LIKE 'fan.%@example.org'`),
    ).toEqual([]);

    // Fragments do not hide fields from the count.
    const viaFragment = await post({
      query: `mutation { ...M } fragment M on Mutation { ${sends.join(" ")} }`,
    });
    expect(viaFragment.status).toBe(400);
  });

  it(`nesting deeper than ${GRAPHQL_LIMITS.maxDepth}`, async () => {
    let type = "name";
    for (let i = 0; i < GRAPHQL_LIMITS.maxDepth; i++) type = `ofType { ${type} }`;
    const res = await post({ query: `{ __type(name: "User") { fields { type { ${type} } } } }` });
    expect(res.status).toBe(400);
    expect(res.json.errors?.[0].message).toMatch(/Query depth limit of 10 exceeded/);
  });

  it(`a cost over ${GRAPHQL_LIMITS.maxCost}`, async () => {
    // Few tokens, many times the same expensive fragment.
    let type = "name kind";
    for (let i = 0; i < 6; i++) type = `name kind ofType { ${type} }`;
    const spreads = Array.from({ length: 300 }, () => "...T").join(" ");
    const res = await post({
      query: `{ __type(name: "User") { fields { type { ${spreads} } } } } fragment T on __Type { ${type} }`,
    });
    expect(res.status).toBe(400);
    expect(res.json.errors?.[0].message).toMatch(
      new RegExp(`^Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded, found \\d+\\.$`),
    );
  });

  it("a cost over the limit with `first` given as a variable, or as a variable's default", async () => {
    const directory = (i: number) =>
      `d${i}: directory(first: $n) { nodes { id fullName trade currentLocation batchYear } }`;
    const aliases = Array.from({ length: 58 }, (_, i) => directory(i)).join(" ");
    const ip = uniqueIp();
    const given = await post(
      { query: `query($n: Int!) { ${aliases} }`, variables: { n: 1000 } },
      ip,
    );
    expect(given.status).toBe(400);
    expect(given.json.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Query Cost limit of 100000 exceeded, found \d+\.$/),
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
    expect(given.json.data).toBeUndefined();

    const defaulted = await post({ query: `query($n: Int = 1000) { ${aliases} }` });
    expect(defaulted.status).toBe(400);
    expect(defaulted.json.errors?.[0].message).toMatch(/^Query Cost limit of 100000 exceeded/);

    // The same operation with a small page runs.
    const small = await post({ query: `query($n: Int!) { ${aliases} }`, variables: { n: 2 } });
    expect(small.status).toBe(200);
    expect(small.json.errors).toBeUndefined();
  });

  it("a list without `first` costs its default page", async () => {
    const schema = await buildAppSchema();
    const cost = (source: string, variables: Record<string, unknown> = {}) => {
      const document = parse(source);
      const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
      return operationCost(schema, document, operation, variables);
    };
    const page = (first: string) => `{ directory${first} { nodes { id fullName } } }`;
    expect(cost(page(""))).toBe(cost(page("(first: 24)")));
    expect(cost(page("(first: 1000)"))).toBe(
      cost(`query($n: Int!) ${page("(first: $n)")}`, { n: 1000 }),
    );
    expect(cost(page("(first: 1000)"))).toBe((1000 / 24) * cost(page("")));
  });

  it("a page larger than the list allows is refused, however it is given", async () => {
    const admin = await app.tokenFor(
      await app.buildUser({ isVerified: true, isAdminFlag: true, profileCompleted: true }),
    );
    const lists: [string, number, string][] = [
      ["directory", SEARCH_LIMITS.pageSize, "totalCount"],
      ["smartSearch", SEARCH_LIMITS.pageSize, "count"],
      ["opportunities", OPPORTUNITY_LIMITS.maxPageSize, "pageInfo { hasNextPage }"],
      ["adminUsers", ADMIN_LIMITS.pageSize, "endCursor"],
      ["adminAuditLog", ADMIN_LIMITS.pageSize, "endCursor"],
    ];
    for (const [field, max, selection] of lists) {
      const args = field === "smartSearch" ? `query: "fitter", first: $n` : "first: $n";
      const query = `query($n: Int!) { ${field}(${args}) { ${selection} } }`;
      for (const [n, ok] of [
        [max, true],
        [max + 1, false],
        [0, false],
      ] as const) {
        const res = await app.gql(query, { n }, { token: admin });
        expect({ field, n, code: res.errors?.[0]?.extensions?.code ?? "ok" }).toEqual({
          field,
          n,
          code: ok ? "ok" : "BAD_USER_INPUT",
        });
      }
    }
  });

  it(`more than ${GRAPHQL_LIMITS.maxDirectives} directives`, async () => {
    const fields = Array.from(
      { length: GRAPHQL_LIMITS.maxDirectives + 1 },
      (_, i) => `t${i}: __typename @include(if: true)`,
    );
    const res = await post({ query: `{ ${fields.join(" ")} }` });
    expect(res.status).toBe(400);
    expect(res.json.errors?.[0].message).toMatch(/Directives limit of 20 exceeded/);
  });

  it("batched operations", async () => {
    const res = await post([{ query: "{ __typename }" }, { query: "{ __typename }" }]);
    expect(res.status).toBe(400);
  });
});

describe("field suggestions", () => {
  const typo = { query: "{ mee { id } }" };

  it("help a developer outside production", async () => {
    const res = await post(typo);
    expect(res.status).toBe(400);
    expect(res.json.errors?.[0].message).toMatch(/Did you mean "me"\?/);
  });

  it("are off in production: the schema is not handed out through error messages", async () => {
    const production = await startTestApp({ NODE_ENV: "production" });
    try {
      const res = await fetch(`${production.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": uniqueIp() },
        body: JSON.stringify(typo),
      });
      expect(res.status).toBe(400);
      const { errors } = (await res.json()) as { errors: { message: string }[] };
      expect(errors[0].message).toMatch(/Cannot query field "mee"/);
      expect(errors[0].message).not.toMatch(/Did you mean|"me"/);
    } finally {
      await production.close();
    }
  });
});

describe("HTTP body limits", () => {
  it("a JSON body over 100 KB on /graphql is 413 with a detail", async () => {
    const res = await post({
      query: "query($e: String!) { emailStatus(email: $e) { isNewUser } }",
      variables: { e: `${"x".repeat(150_000)}@example.org` },
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ detail: "The request body is too large" });
  });

  it("a JSON body over 100 KB on /api is 413 with a detail", async () => {
    const res = await app.rest("POST", "/api/auth/verify-otp", {
      body: { email: "a@b.in", otp: "1".repeat(120_000) },
    });
    expect(res).toMatchObject({ status: 413, body: { detail: "The request body is too large" } });
  });
});

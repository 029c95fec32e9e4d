import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Kind, parse, validate, type DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeDocuments } from "../../server/src/graphql/rest.js";
import { GRAPHQL_LIMITS, graphqlLimits } from "../../server/src/graphql/limits.js";
import { buildAppSchema } from "../../server/src/graphql/schema.js";
import { restRouteTables } from "../../server/src/http/routes.js";
import { startTestApp, uniqueIp, type TestApp } from "../support/test-app.js";

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
});

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
    const spreads = Array.from({ length: 40 }, () => "...T").join(" ");
    const res = await post({
      query: `{ __type(name: "User") { fields { type { ${spreads} } } } } fragment T on __Type { ${type} }`,
    });
    expect(res.status).toBe(400);
    expect(res.json.errors?.[0].message).toMatch(/Query Cost limit of 20000 exceeded/);
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

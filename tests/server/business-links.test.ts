import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { photo, pngOfSize } from "../support/images.js";
import { startTestApp, uniqueIp, type TestApp } from "../support/test-app.js";

// A business's logo (the profile photo's rules and pipeline), the link from a Service
// opportunity to one of its poster's businesses, and hostile input on every business call.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Member = { user: User; token: string };
let rolls = 0;
async function member(fields: Partial<User> = {}): Promise<Member> {
  const user = await app.buildUser({
    fullName: "Logo Owner",
    isVerified: true,
    profileCompleted: true,
    rollNumber: `BL${Date.now().toString(36)}${rolls++}`,
    trade: "Electrician",
    currentLocation: "Mohali",
    ...fields,
  });
  return { user, token: await app.tokenFor(user) };
}

const BODY = {
  name: "Bains Electricals",
  category: "Electrical",
  description: "Panel wiring and industrial electrical contracts.",
  services: ["Panel wiring"],
  location: "Mohali",
};

async function business(owner: Member, extra: Record<string, unknown> = {}) {
  const res = await app.rest("POST", "/api/businesses", {
    token: owner.token,
    body: { ...BODY, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string };
}

async function restLogo(
  token: string | undefined,
  id: string,
  bytes: Buffer,
  name = "logo.png",
  type = "image/png",
) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${app.url}/api/businesses/${id}/logo`, {
    method: "POST",
    headers: {
      "x-forwarded-for": uniqueIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function gqlLogo(token: string, id: string, bytes: Buffer) {
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({
      query: `mutation($id: ID!, $file: Upload!) { uploadBusinessLogo(id: $id, file: $file) { id logo } }`,
      variables: { id, file: null },
    }),
  );
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "logo.png");
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "apollo-require-preflight": "true",
      "x-forwarded-for": uniqueIp(),
    },
    body: form,
  });
  return {
    status: res.status,
    ...((await res.json()) as {
      data?: { uploadBusinessLogo: { logo: string } } | null;
      errors?: { message: string; extensions: { code: string } }[];
    }),
  };
}

const logoRows = async (id: string) =>
  (
    await app.db.query(`SELECT count(*)::int AS n FROM profile_images WHERE business_id = $1`, [id])
  )[0].n as number;
const storedLogo = async (id: string) =>
  (await app.db.query(`SELECT logo FROM businesses WHERE id = $1`, [id]))[0]?.logo as string | null;

describe("the logo", () => {
  it("stores the owner's upload as WebP, served with long cache headers; a new one replaces it", async () => {
    const owner = await member();
    const b = await business(owner);
    const res = await restLogo(
      owner.token,
      b.id,
      await photo(900, 600, "jpeg"),
      "logo.jpg",
      "image/jpeg",
    );
    expect(res.status).toBe(200);
    expect(res.body.logo).toMatch(/^\/images\/[0-9a-f-]{36}\.webp$/);
    const served = await fetch(`${app.url}${res.body.logo as string}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toMatch(/max-age=\d{6,}/);

    const again = await gqlLogo(owner.token, b.id, await photo(64, 64, "png"));
    expect(again.errors).toBeUndefined();
    expect(again.data!.uploadBusinessLogo.logo).not.toBe(res.body.logo);
    expect(await logoRows(b.id)).toBe(1);
    expect((await fetch(`${app.url}${res.body.logo as string}`)).status).toBe(404);
  });

  it("keeps the owner's profile photo when a logo is uploaded, and the logo when the photo changes", async () => {
    const owner = await member();
    const b = await business(owner);
    await restLogo(owner.token, b.id, await photo(64, 64, "png"));
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(await photo(80, 80, "png"))], { type: "image/png" }),
      "me.png",
    );
    const mine = await fetch(`${app.url}/api/profile/upload-image`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}`, "x-forwarded-for": uniqueIp() },
      body: form,
    });
    expect(mine.status).toBe(200);
    expect(await logoRows(b.id)).toBe(1);
    expect((await fetch(`${app.url}${await storedLogo(b.id)}`)).status).toBe(200);
  });

  it("refuses another member (403), a non-image (422) and a huge file (413), storing nothing", async () => {
    const owner = await member();
    const b = await business(owner);
    const other = await member();
    const forbidden = await restLogo(other.token, b.id, await photo(64, 64, "png"));
    expect(forbidden.status).toBe(403);
    const text = await restLogo(
      owner.token,
      b.id,
      Buffer.from("just some text"),
      "logo.png",
      "image/png",
    );
    expect(text.status).toBe(422);
    expect(text.body.detail).toBe("Please upload an image file");
    const huge = await restLogo(owner.token, b.id, await pngOfSize(5_242_881));
    expect(huge).toEqual({ status: 413, body: { detail: "Image size must be less than 5MB" } });
    const viaGql = await gqlLogo(owner.token, b.id, await pngOfSize(5_242_881));
    expect(viaGql.status).toBe(413);
    expect(await logoRows(b.id)).toBe(0);
    expect(await storedLogo(b.id)).toBeNull();
    const unknown = await restLogo(
      owner.token,
      "00000000-0000-4000-8000-000000000000",
      await photo(64, 64, "png"),
    );
    expect(unknown.status).toBe(404);
    expect((await restLogo(undefined, b.id, await photo(64, 64, "png"))).status).toBe(401);
  });

  it("is deleted with its business", async () => {
    const owner = await member();
    const b = await business(owner);
    const res = await restLogo(owner.token, b.id, await photo(64, 64, "png"));
    await app.rest("DELETE", `/api/businesses/${b.id}`, { token: owner.token });
    expect(await logoRows(b.id)).toBe(0);
    expect((await fetch(`${app.url}${res.body.logo as string}`)).status).toBe(404);
  });
});

const POST = (extra: Record<string, unknown>) => ({
  title: "Panel wiring for your plant",
  type: "Service",
  location: "Mohali",
  description: "We wire control panels.",
  ...extra,
});
const OPP_FIELDS = `id type business { id name }`;

describe("the opportunity link", () => {
  it("links a Service post to one of its poster's businesses, shown as business { id name }", async () => {
    const owner = await member();
    const b = await business(owner);
    const res = await app.gql(
      `mutation($i: OpportunityInput!) { postOpportunity(input: $i) { ${OPP_FIELDS} } }`,
      { i: POST({ type: "SERVICE", businessId: b.id }) },
      { token: owner.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.postOpportunity.business).toEqual({ id: b.id, name: "Bains Electricals" });
  });

  it("refuses another member's business, an unknown one, and any type but Service (400)", async () => {
    const owner = await member();
    const b = await business(owner);
    const other = await member();
    const theirs = await app.gql(
      `mutation($i: OpportunityInput!) { postOpportunity(input: $i) { id } }`,
      { i: POST({ type: "SERVICE", businessId: b.id }) },
      { token: other.token },
    );
    expect(theirs.errors?.[0]).toMatchObject({
      message: "Choose one of your businesses",
      extensions: { code: "BAD_USER_INPUT", field: "businessId" },
    });
    const unknown = await app.gql(
      `mutation($i: OpportunityInput!) { postOpportunity(input: $i) { id } }`,
      { i: POST({ type: "SERVICE", businessId: "nope" }) },
      { token: owner.token },
    );
    expect(unknown.errors?.[0].message).toBe("Choose one of your businesses");
    const job = await app.gql(
      `mutation($i: OpportunityInput!) { postOpportunity(input: $i) { id } }`,
      { i: POST({ type: "JOB", businessId: b.id }) },
      { token: owner.token },
    );
    expect(job.errors?.[0]).toMatchObject({
      message: "Only Service opportunities can link a business",
      extensions: { field: "businessId" },
    });
    const rows = await app.db.query(`SELECT 1 FROM opportunities WHERE business_id = $1`, [b.id]);
    expect(rows).toEqual([]);
  });

  it("is changed by an edit and unlinked when the business is deleted", async () => {
    const owner = await member();
    const b = await business(owner);
    const created = await app.gql(
      `mutation($i: OpportunityInput!) { postOpportunity(input: $i) { id } }`,
      { i: POST({ type: "SERVICE" }) },
      { token: owner.token },
    );
    const id = created.data.postOpportunity.id;
    const edited = await app.gql(
      `mutation($id: ID!, $i: OpportunityInput!) { updateOpportunity(id: $id, input: $i) { ${OPP_FIELDS} } }`,
      { id, i: POST({ type: "SERVICE", businessId: b.id }) },
      { token: owner.token },
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data.updateOpportunity.business.id).toBe(b.id);
    await app.rest("DELETE", `/api/businesses/${b.id}`, { token: owner.token });
    const after = await app.gql(
      `query($id: ID!) { opportunity(id: $id) { ${OPP_FIELDS} } }`,
      { id },
      { token: owner.token },
    );
    expect(after.data.opportunity.business).toBeNull();
  });
});

describe("the opportunity link over REST", () => {
  it("takes business_id in the body and shows business {id, name}", async () => {
    const owner = await member();
    const b = await business(owner);
    const res = await app.rest("POST", "/api/opportunities", {
      token: owner.token,
      body: { ...POST({}), business_id: b.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.business).toEqual({ id: b.id, name: "Bains Electricals" });
    const job = await app.rest("POST", "/api/opportunities", {
      token: owner.token,
      body: { ...POST({ type: "Job" }), business_id: b.id },
    });
    expect(job.status).toBe(400);
    expect(job.body.detail).toBe("Only Service opportunities can link a business");
  });

  it("resolves the businesses of a page of opportunities in one statement, whatever its size", async () => {
    const owner = await member();
    const b = await business(owner);
    for (let i = 0; i < 6; i++)
      await app.rest("POST", "/api/opportunities", {
        token: owner.token,
        body: { ...POST({ title: `Linked post ${i}` }), business_id: b.id },
      });
    const count = async (first: number) =>
      (
        await app.statementsDuring(() =>
          app.gql(
            `query($f: Int) { opportunities(first: $f) { items { id business { id name } } } }`,
            { f: first },
            { token: owner.token },
          ),
        )
      ).length;
    expect(await count(6)).toBe(await count(2));
  });
});

describe("hostile input", () => {
  it("refuses wrong types with 400, never 500", async () => {
    const owner = await member();
    for (const body of [
      { ...BODY, name: 42 },
      { ...BODY, services: "a,b".split("").map(Number) },
      { ...BODY, founded_year: "nineteen" },
      { ...BODY, founded_year: 2000.5 },
      { ...BODY, category: ["Electrical"] },
      { ...BODY, location: { city: "Mohali" } },
    ]) {
      const res = await app.rest("POST", "/api/businesses", { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const raw = await app.rest("POST", "/api/businesses", { token: owner.token, rawBody: "{nope" });
    expect(raw.status).toBe(400);
    const gql = await app.gql(
      `mutation($i: BusinessInput!) { createBusiness(input: $i) { id } }`,
      { i: { ...BODY, category: "Bakery", services: [1] } },
      { token: owner.token },
    );
    expect(gql.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const n = await app.db.query(`SELECT count(*)::int AS n FROM businesses WHERE owner_id = $1`, [
      owner.user.id,
    ]);
    expect(n[0].n).toBe(0);
  });

  it("strips NUL bytes and control characters from text, and refuses huge strings with 400", async () => {
    const owner = await member();
    const res = await app.rest("POST", "/api/businesses", {
      token: owner.token,
      body: { ...BODY, name: "Bains\u0000 Electricals\u0007", description: "Wiring\u0000 panels" },
    });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe("Bains Electricals");
    expect(res.body.description).toBe("Wiring panels");
    const huge = await app.rest("POST", "/api/businesses", {
      token: owner.token,
      body: { ...BODY, description: "x".repeat(200_000) },
    });
    expect([400, 413]).toContain(huge.status);
    const search = await app.rest("GET", `/api/businesses?q=${"tool ".repeat(100)}`, {
      token: owner.token,
    });
    expect(search.status).toBe(400);
  });

  it("refuses forged, foreign and truncated cursors with 400", async () => {
    const owner = await member();
    const foreign = Buffer.from(
      JSON.stringify(["events-upcoming", "2026-01-01T00:00:00.000Z", owner.user.id]),
    ).toString("base64url");
    const forged = Buffer.from(
      JSON.stringify(["businesses", "1; DROP TABLE x", 0, "x", "y"]),
    ).toString("base64url");
    for (const after of [foreign, forged, "abc", "%00"]) {
      const res = await app.rest("GET", `/api/businesses?after=${encodeURIComponent(after)}`, {
        token: owner.token,
      });
      expect(res.status, after).toBe(400);
    }
    const gql = await app.gql(
      `{ businesses(after: "x") { totalCount } }`,
      {},
      { token: owner.token },
    );
    expect(gql.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect((await app.rest("GET", "/api/businesses?first=0", { token: owner.token })).status).toBe(
      400,
    );
    expect((await app.rest("GET", "/api/businesses?first=51", { token: owner.token })).status).toBe(
      400,
    );
    expect(
      (await app.rest("GET", "/api/businesses?category=Bakery", { token: owner.token })).status,
    ).toBe(400);
  });

  it("pages through every business once, in order", async () => {
    const owner = await member();
    const others = [await member(), await member()];
    for (const o of [owner, ...others])
      for (let i = 0; i < 3; i++)
        await business(o, {
          name: `Paging Co ${o.user.id.slice(0, 4)} ${i}`,
          category: "Construction",
        });
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      type Page = {
        nodes: { id: string }[];
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
      const res: { data?: { businesses: Page } } = await app.gql(
        `query($after: String) { businesses(category: CONSTRUCTION, first: 4, after: $after) { nodes { id } totalCount pageInfo { hasNextPage endCursor } } }`,
        { after },
        { token: owner.token },
      );
      expect(res.data, JSON.stringify(res)).toBeTruthy();
      const page = res.data!.businesses;
      seen.push(...page.nodes.map((n) => n.id));
      if (!page.pageInfo.hasNextPage) {
        expect(page.totalCount).toBe(seen.length);
        break;
      }
      after = page.pageInfo.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(9);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// The business directory through HTTP (GraphQL and REST) on the real PostgreSQL: listing, the
// validation messages per field, who may (403/404/409), contact fields for verified viewers only,
// recommendations, editing and removing (an admin with a reason, audited, the owner told).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Member = { user: User; token: string };

let rolls = 0;
async function member(fields: Partial<User> = {}): Promise<Member> {
  const user = await app.buildUser({
    fullName: "Business Owner",
    isVerified: true,
    profileCompleted: true,
    rollNumber: `BZ${Date.now().toString(36)}${rolls++}`,
    trade: "Tool and Die Maker",
    currentLocation: "Ludhiana",
    batchYear: 2008,
    ...fields,
  });
  return { user, token: await app.tokenFor(user) };
}

const FIELDS = `id name category categoryLabel description services location placeName latitude
  longitude website phone email foundedYear logo recommendations viewerRecommended viewerCanEdit
  owner { id fullName } createdAt updatedAt`;

const input = (extra: Record<string, unknown> = {}) => ({
  name: "Sharma Tool Room",
  category: "TOOL_ROOM_AND_DIES",
  description: "Press tools, moulds and dies for sheet metal parts.",
  services: ["Press tools", "Moulds", "press tools"],
  location: "Ludhiana, Punjab",
  website: "https://sharmatools.example.com",
  phone: "+91 98765 43210",
  email: "info@sharmatools.example.com",
  foundedYear: 2011,
  ...extra,
});

const createGql = (who: Member, fields: Record<string, unknown>) =>
  app.gql(
    `mutation($input: BusinessInput!) { createBusiness(input: $input) { ${FIELDS} } }`,
    { input: fields },
    { token: who.token },
  );

describe("listing a business", () => {
  it("lists a business for a verified member, with the place the gazetteer reads", async () => {
    const owner = await member();
    const res = await createGql(owner, input());
    expect(res.errors).toBeUndefined();
    const b = res.data.createBusiness;
    expect(b).toMatchObject({
      name: "Sharma Tool Room",
      category: "TOOL_ROOM_AND_DIES",
      categoryLabel: "Tool Room and Dies",
      services: ["Press tools", "Moulds"],
      location: "Ludhiana, Punjab",
      placeName: "Ludhiana, Punjab",
      website: "https://sharmatools.example.com/",
      phone: "+91 98765 43210",
      foundedYear: 2011,
      logo: null,
      recommendations: 0,
      viewerRecommended: false,
      viewerCanEdit: true,
      owner: { id: owner.user.id },
    });
    expect(b.latitude).toBeCloseTo(30.9, 0);
    const one = await app.gql(
      `query($id: ID!) { business(id: $id) { id name } }`,
      { id: b.id },
      { token: owner.token },
    );
    expect(one.data.business).toEqual({ id: b.id, name: "Sharma Tool Room" });
    const list = await app.gql(
      `query { businesses(query: "tool rooms in Ludhiana") { totalCount interpretation nodes { id } pageInfo { hasNextPage endCursor } } }`,
      {},
      { token: owner.token },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.businesses.nodes.map((n: { id: string }) => n.id)).toContain(b.id);
    expect(list.data.businesses.interpretation).toBe("Tool Room and Dies businesses in Ludhiana");
  });
});

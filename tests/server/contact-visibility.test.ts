import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Opportunity } from "../../server/src/modules/opportunities/opportunity.entity.js";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// contact_visibility through the one contact rule, in every place contact details appear: the
// member query, the directory and smart search cards, REST's user, and an opportunity's poster.

let app: TestApp;
const WORD = `zq${randomBytes(4).toString("hex")}`;
type Member = { user: User; token: string };
let owner: Member, admin: Member, stranger: Member, friend: Member, pending: Member;
let opportunityId: string;

async function member(fields: Partial<User> = {}): Promise<Member> {
  const user = await app.buildUser({ isVerified: true, ...fields });
  return { user, token: await app.tokenFor(user) };
}

const EMAIL_OF = () => owner.user.email;
const CONTACT = { phoneNumber: "+919876543210", whatsappLink: "https://wa.me/919876543210" };

beforeAll(async () => {
  app = await startTestApp();
  owner = await member({
    fullName: `Owner ${WORD}`,
    skills: [WORD],
    profileCompleted: true,
    rollNumber: `R-${WORD}`,
    trade: "Fitter",
    currentLocation: "Ludhiana",
    ...CONTACT,
  });
  admin = await member({ isAdminFlag: true });
  stranger = await member();
  friend = await member();
  pending = await member({ isVerified: false });
  const asked = await app.rest("POST", "/api/connections", {
    token: friend.token,
    body: { user_id: owner.user.id },
  });
  expect(
    (await app.rest("POST", `/api/connections/${asked.body.id}/accept`, { token: owner.token }))
      .status,
  ).toBe(200);
  const repo = app.db.getRepository(Opportunity);
  opportunityId = (
    await repo.save(
      repo.create({
        title: `Fitter wanted ${WORD}`,
        type: "Job" as Opportunity["type"],
        location: "Ludhiana",
        description: "A fitter's job.",
        externalLink: null,
        tags: [],
        searchText: WORD,
        contactVisibility: true,
        postedById: owner.user.id,
      }),
    )
  ).id;
});
afterAll(() => app?.close());

const setVisibility = async (value: string) => {
  const res = await app.rest("PUT", "/api/profile/update", {
    token: owner.token,
    body: { contact_visibility: value },
  });
  expect(res.status).toBe(200);
  expect(res.body.contact_visibility).toBe(value);
};

/** What a viewer sees of the owner's contact, in each place, as [email, phone, whatsapp] or nulls. */
async function seen(viewer: Member | null) {
  const token = viewer?.token;
  const places: Record<string, unknown> = {};
  const gql = await app.gql(
    `query($id: ID!) { user(id: $id) { email phoneNumber whatsappLink } }`,
    { id: owner.user.id },
    { token },
  );
  places.member = gql.data?.user ?? gql.errors?.[0].extensions?.code;
  const dir = await app.gql(
    `query($f: String) { directory(filter: $f, first: 5) { nodes { id email phoneNumber whatsappLink } } }`,
    { f: WORD },
    { token },
  );
  const card = dir.data?.directory.nodes.find((n: { id: string }) => n.id === owner.user.id);
  places.directory = card && {
    email: card.email,
    phoneNumber: card.phoneNumber,
    whatsappLink: card.whatsappLink,
  };
  if (token) {
    const smart = await app.gql(
      `query($q: String!) { smartSearch(query: $q, first: 5) { results { id email phoneNumber whatsappLink } } }`,
      { q: WORD },
      { token },
    );
    const hit = smart.data?.smartSearch.results.find((n: { id: string }) => n.id === owner.user.id);
    places.search = hit && {
      email: hit.email,
      phoneNumber: hit.phoneNumber,
      whatsappLink: hit.whatsappLink,
    };
    const rest = await app.rest("GET", `/api/users/${owner.user.id}`, { token });
    places.rest = {
      email: rest.body.email,
      phoneNumber: rest.body.phone_number,
      whatsappLink: rest.body.whatsapp_link,
    };
    const restDir = await app.rest("GET", `/api/directory/users?search=${WORD}`, { token });
    const restCard = restDir.body.find((u: { id: string }) => u.id === owner.user.id);
    places.restDirectory = {
      email: restCard.email,
      phoneNumber: restCard.phone_number,
      whatsappLink: restCard.whatsapp_link,
    };
    const opp = await app.rest("GET", `/api/opportunities/${opportunityId}`, { token });
    places.poster = { email: opp.body.posted_by_email, phoneNumber: opp.body.posted_by_phone };
    const gqlOpp = await app.gql(
      `query($id: ID!) { opportunity(id: $id) { poster { email phoneNumber contactWithheld } } }`,
      { id: opportunityId },
      { token },
    );
    places.posterWithheld = gqlOpp.data?.opportunity.poster.contactWithheld;
  }
  return places;
}

const shown = () => ({ email: EMAIL_OF(), ...CONTACT });
const hidden = { email: null, phoneNumber: null, whatsappLink: null };
const everywhere = (visible: boolean) => ({
  member: visible ? shown() : hidden,
  directory: visible ? shown() : hidden,
  search: visible ? shown() : hidden,
  rest: visible ? shown() : hidden,
  restDirectory: visible ? shown() : hidden,
  poster: visible
    ? { email: EMAIL_OF(), phoneNumber: CONTACT.phoneNumber }
    : { email: null, phoneNumber: null },
  posterWithheld: !visible,
});

describe("contact_visibility", () => {
  it("verified (the default): every verified member, not pending members or visitors", async () => {
    const me = await app.gql(`{ me { contactVisibility } }`, {}, { token: owner.token });
    expect(me.data.me.contactVisibility).toBe("VERIFIED");
    for (const viewer of [owner, admin, stranger, friend])
      expect(await seen(viewer)).toEqual(everywhere(true));
    expect(await seen(pending)).toEqual(everywhere(false));
    const visitor = await seen(null);
    expect(visitor).toEqual({ member: "UNAUTHENTICATED", directory: hidden });
  });

  it("connections: only connected verified members (and the member, and admins)", async () => {
    await setVisibility("connections");
    expect(await seen(friend)).toEqual(everywhere(true));
    expect(await seen(owner)).toEqual(everywhere(true));
    expect(await seen(admin)).toEqual(everywhere(true));
    expect(await seen(stranger)).toEqual(everywhere(false));
    expect(await seen(pending)).toEqual(everywhere(false));
    // A pending request is not a connection.
    const asked = await app.rest("POST", "/api/connections", {
      token: stranger.token,
      body: { user_id: owner.user.id },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.user.email).toBeNull();
    expect(await seen(stranger)).toEqual(everywhere(false));
    // Once accepted, the connection's own listing shows them.
    await app.rest("POST", `/api/connections/${asked.body.id}/accept`, { token: owner.token });
    expect(await seen(stranger)).toEqual(everywhere(true));
    const listed = await app.rest("GET", "/api/connections?status=accepted", {
      token: stranger.token,
    });
    expect(listed.body[0].user.email).toBe(EMAIL_OF());
    // Removed: hidden again.
    await app.rest("DELETE", `/api/connections/${asked.body.id}`, { token: stranger.token });
    expect(await seen(stranger)).toEqual(everywhere(false));
  });

  it("nobody: only the member and admins", async () => {
    await setVisibility("nobody");
    expect(await seen(owner)).toEqual(everywhere(true));
    expect(await seen(admin)).toEqual(everywhere(true));
    expect(await seen(friend)).toEqual(everywhere(false));
    expect(await seen(stranger)).toEqual(everywhere(false));
    await setVisibility("verified");
    expect(await seen(stranger)).toEqual(everywhere(true));
  });

  it("is the member's own: others (even connections) see null; admins see it", async () => {
    const q = `query($id: ID!) { user(id: $id) { contactVisibility } }`;
    expect(
      (await app.gql(q, { id: owner.user.id }, { token: friend.token })).data.user
        .contactVisibility,
    ).toBeNull();
    expect(
      (await app.gql(q, { id: owner.user.id }, { token: admin.token })).data.user.contactVisibility,
    ).toBe("VERIFIED");
  });

  it("is set over GraphQL too; an unknown value is refused and nothing changes", async () => {
    const set = await app.gql(
      `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { contactVisibility } }`,
      { i: { contactVisibility: "CONNECTIONS" } },
      { token: owner.token },
    );
    expect(set.data.updateProfile.contactVisibility).toBe("CONNECTIONS");
    const bad = await app.gql(
      `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { contactVisibility } }`,
      { i: { contactVisibility: "FRIENDS" } },
      { token: owner.token },
    );
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    for (const value of ["friends", "VERIFIED", 42, true, ["nobody"], "nobody\u0000", ""]) {
      const res = await app.rest("PUT", "/api/profile/update", {
        token: owner.token,
        body: { contact_visibility: value },
      });
      expect([res.status, value]).toEqual([400, value]);
      expect(res.body.detail).toBe(
        "contact_visibility must be one of verified, connections, nobody",
      );
    }
    const [row] = await app.db.query(`SELECT contact_visibility FROM users WHERE id = $1`, [
      owner.user.id,
    ]);
    expect(row.contact_visibility).toBe("connections");
    // Omitted or null keeps it.
    const kept = await app.rest("PUT", "/api/profile/update", {
      token: owner.token,
      body: { bio: "Fitter", contact_visibility: null },
    });
    expect(kept.body.contact_visibility).toBe("connections");
    await setVisibility("verified");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// The "can post" rule is the server's: `viewerCanPost` and `Opportunity.viewerEditPermission` answer
// it with the reason, so the post and edit screens show the server's words instead of copying the
// rule. The answer agrees with what postOpportunity and updateOpportunity actually do.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const complete = { profileCompleted: true, trade: "Welding", currentLocation: "Ludhiana" };
const INCOMPLETE = "Please complete your profile to post opportunities.";
const NOT_VERIFIED =
  "Only verified ISTCians can post opportunities. Please wait for admin verification.";
const NOT_POSTER = "Only the member who posted this opportunity can edit it.";

const member = async (overrides: Partial<User>) =>
  app.tokenFor(await app.buildUser({ fullName: "Posting Rule", ...overrides }));

const canPost = async (token?: string) =>
  (await app.gql(`{ viewerCanPost { allowed reason refusal } }`, {}, { token })).data.viewerCanPost;

const tryPost = (token: string) =>
  app.gql(
    `mutation($input: OpportunityInput!) { postOpportunity(input: $input) { id } }`,
    {
      input: { title: "Fitter", type: "JOB", location: "Ludhiana", description: "Hydraulics." },
    },
    { token },
  );

describe("viewerCanPost", () => {
  it("tells a visitor to sign in", async () => {
    expect(await canPost()).toEqual({
      allowed: false,
      reason: "Please sign in to post opportunities.",
      refusal: "SIGNED_OUT",
    });
  });

  it("answers each member what postOpportunity does, with the same words", async () => {
    const cases: [string, Partial<User>, object][] = [
      ["incomplete and pending", { isVerified: false }, { refusal: "PROFILE_INCOMPLETE" }],
      ["incomplete, verified", { isVerified: true }, { refusal: "PROFILE_INCOMPLETE" }],
      ["pending", { ...complete, isVerified: false }, { refusal: "NOT_VERIFIED" }],
      ["verified", { ...complete, isVerified: true }, { allowed: true }],
      ["admin (not verified)", { ...complete, isAdminFlag: true }, { allowed: true }],
    ];
    for (const [who, overrides, expected] of cases) {
      const token = await member(overrides);
      const answer = await canPost(token);
      const posted = await tryPost(token);
      expect({ who, answer }).toEqual({ who, answer: expect.objectContaining(expected) });
      if (answer.allowed) {
        expect({ who, reason: answer.reason, errors: posted.errors }).toEqual({
          who,
          reason: null,
          errors: undefined,
        });
      } else {
        expect({ who, reason: answer.reason }).toEqual({
          who,
          reason: answer.refusal === "NOT_VERIFIED" ? NOT_VERIFIED : INCOMPLETE,
        });
        expect(posted.errors?.[0]).toMatchObject({
          message: answer.reason,
          extensions: { code: "FORBIDDEN" },
        });
      }
    }
  });
});

describe("Opportunity.viewerEditPermission", () => {
  it("agrees with viewerCanEdit and names why not", async () => {
    const posterUser = await app.buildUser({ ...complete, isVerified: true });
    const poster = await app.tokenFor(posterUser);
    const other = await member({ ...complete, isVerified: true });
    const { data } = await tryPost(poster);
    const q = `query($id: ID!) { opportunity(id: $id) {
      viewerCanEdit viewerEditPermission { allowed reason refusal } } }`;
    const view = async (token: string) =>
      (await app.gql(q, { id: data.postOpportunity.id }, { token })).data.opportunity;
    expect(await view(poster)).toEqual({
      viewerCanEdit: true,
      viewerEditPermission: { allowed: true, reason: null, refusal: null },
    });
    expect(await view(other)).toEqual({
      viewerCanEdit: false,
      viewerEditPermission: { allowed: false, reason: NOT_POSTER, refusal: "NOT_POSTER" },
    });
    await app.db.query(`UPDATE users SET is_verified = false WHERE id = $1`, [posterUser.id]);
    expect(await view(poster)).toEqual({
      viewerCanEdit: false,
      viewerEditPermission: { allowed: false, reason: NOT_VERIFIED, refusal: "NOT_VERIFIED" },
    });
  });
});

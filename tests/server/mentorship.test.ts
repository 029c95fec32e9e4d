import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Mentorship through HTTP (REST and GraphQL) on the real PostgreSQL: mentor profiles, requests and
// their answers, places, feedback, notices, and who may do what.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Member = { user: User; token: string };

async function member(fields: Partial<User> = {}): Promise<Member> {
  const user = await app.buildUser({
    fullName: "Mentorship Member",
    isVerified: true,
    profileCompleted: true,
    ...fields,
  });
  return { user, token: await app.tokenFor(user) };
}

const PROFILE = { is_mentor: true, topics: ["Jobs abroad", "CNC"], capacity: 2 };

const saveProfile = (who: Member, body: unknown) =>
  app.rest("PUT", "/api/mentorship/profile", { token: who.token, body });
const ask = (who: Member, body: unknown) =>
  app.rest("POST", "/api/mentorship/requests", { token: who.token, body });
const act = (who: Member, id: string, action: "accept" | "decline" | "end") =>
  app.rest("POST", `/api/mentorship/requests/${id}/${action}`, { token: who.token });
const feedback = (who: Member, id: string, body: unknown) =>
  app.rest("POST", `/api/mentorship/requests/${id}/feedback`, { token: who.token, body });

async function mentor(fields: Partial<User> = {}, profile: object = {}): Promise<Member> {
  const m = await member({ fullName: "Mentor Member", ...fields });
  const res = await saveProfile(m, { ...PROFILE, ...profile });
  expect(res.status).toBe(200);
  return m;
}

describe("a mentor profile", () => {
  it("saves through GraphQL and lists the mentor", async () => {
    const m = await member({ fullName: "Gurpreet Sandhu" });
    const res = await app.gql(
      `mutation($i: MentorProfileInput!) { saveMentorProfile(input: $i) {
         isMentor paused topics capacity openSlots availability languages mentoredCount user { id } } }`,
      { i: { isMentor: true, topics: [" CNC ", "cnc", "Jobs abroad"], capacity: 3 } },
      { token: m.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.saveMentorProfile).toEqual({
      isMentor: true,
      paused: false,
      topics: ["CNC", "Jobs abroad"],
      capacity: 3,
      openSlots: 3,
      availability: null,
      languages: [],
      mentoredCount: 0,
      user: { id: m.user.id },
    });
  });
});

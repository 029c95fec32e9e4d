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

const requestsIn = async () =>
  (await app.db.query(`SELECT count(*)::int AS n FROM mentorship_requests`))[0].n as number;

async function notices(userId: string) {
  return app.db.query(
    `SELECT kind, title, url FROM notifications WHERE user_id = $1 AND kind = 'mentorship'
      ORDER BY created_at, title`,
    [userId],
  );
}

/** A request from `mentee` to `m`, checked 201; its id. */
async function requested(mentee: Member, m: Member, goal = "Help me find a job abroad") {
  const res = await ask(mentee, { mentor_id: m.user.id, goal });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe("a mentor profile", () => {
  it("saves through GraphQL: topics trimmed and deduplicated, open places counted", async () => {
    const m = await member({ fullName: "Gurpreet Sandhu" });
    const res = await app.gql(
      `mutation($i: MentorProfileInput!) { saveMentorProfile(input: $i) {
         isMentor paused topics capacity openSlots availability languages mentoredCount user { id } } }`,
      {
        i: {
          isMentor: true,
          topics: [" CNC ", "cnc", "Jobs  abroad", ""],
          capacity: 3,
          availability: "  Weekends\u0000 ",
          languages: ["Punjabi", "punjabi", "English"],
        },
      },
      { token: m.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.saveMentorProfile).toEqual({
      isMentor: true,
      paused: false,
      topics: ["CNC", "Jobs abroad"],
      capacity: 3,
      openSlots: 3,
      availability: "Weekends",
      languages: ["Punjabi", "English"],
      mentoredCount: 0,
      user: { id: m.user.id },
    });
  });

  it("REST: 404 before saving, 200 with the documented shape after, and GET returns it", async () => {
    const m = await member({ fullName: "Harleen Kaur" });
    const none = await app.rest("GET", "/api/mentorship/profile", { token: m.token });
    expect(none.status).toBe(404);
    expect(none.body.detail).toBe("You are not a mentor yet");
    const saved = await saveProfile(m, {
      ...PROFILE,
      availability: "Evenings",
      languages: ["Hindi"],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      user: { id: m.user.id, full_name: "Harleen Kaur" },
      is_mentor: true,
      paused: false,
      topics: ["Jobs abroad", "CNC"],
      capacity: 2,
      open_slots: 2,
      availability: "Evenings",
      languages: ["Hindi"],
      mentored_count: 0,
    });
    const got = await app.rest("GET", "/api/mentorship/profile", { token: m.token });
    expect(got.body).toEqual(saved.body);
  });

  it("refuses a pending or incomplete member (403) and stores nothing", async () => {
    const pending = await member({ isVerified: false });
    const incomplete = await member({ profileCompleted: false });
    for (const who of [pending, incomplete]) {
      const res = await saveProfile(who, PROFILE);
      expect(res.status).toBe(403);
    }
    expect((await saveProfile(incomplete, PROFILE)).body.detail).toBe(
      "Please complete your profile to offer mentorship.",
    );
    const [{ n }] = await app.db.query(
      `SELECT count(*)::int AS n FROM mentor_profiles WHERE user_id = ANY($1::uuid[])`,
      [[pending.user.id, incomplete.user.id]],
    );
    expect(n).toBe(0);
  });

  it.each([
    [{ ...PROFILE, capacity: 0 }, "capacity", "Capacity must be a whole number from 1 to 20"],
    [{ ...PROFILE, capacity: 21 }, "capacity", "Capacity must be a whole number from 1 to 20"],
    [{ ...PROFILE, topics: [] }, "topics", "Add at least one topic you can help with"],
    [{ ...PROFILE, topics: ["   "] }, "topics", "Add at least one topic you can help with"],
    [
      { ...PROFILE, topics: Array.from({ length: 11 }, (_, i) => `Topic ${i}`) },
      "topics",
      "Choose at most 10 topics",
    ],
    [{ ...PROFILE, topics: ["x".repeat(41)] }, "topics", "Each topic must be 2 to 40 characters"],
    [{ ...PROFILE, topics: ["x"] }, "topics", "Each topic must be 2 to 40 characters"],
    [
      { ...PROFILE, availability: "a".repeat(301) },
      "availability",
      "Keep availability to 300 characters or fewer",
    ],
    [
      { ...PROFILE, languages: Array.from({ length: 11 }, (_, i) => `Lang ${i}`) },
      "languages",
      "Choose at most 10 languages",
    ],
    [
      { ...PROFILE, languages: ["l".repeat(31)] },
      "languages",
      "Each language must be at most 30 characters",
    ],
  ])("refuses %j (400, nothing stored)", async (body, _field, message) => {
    const m = await member();
    const res = await saveProfile(m, body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(message);
    const none = await app.rest("GET", "/api/mentorship/profile", { token: m.token });
    expect(none.status).toBe(404);
  });

  it("refuses wrong types and a missing is_mentor with 400", async () => {
    const m = await member();
    for (const body of [
      { ...PROFILE, capacity: "3" },
      { ...PROFILE, capacity: 2.5 },
      { ...PROFILE, topics: [1, 2] },
      { topics: ["CNC"], capacity: 2 },
      { ...PROFILE, is_mentor: "yes" },
    ]) {
      const res = await saveProfile(m, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const huge = await saveProfile(m, { ...PROFILE, topics: ["a".repeat(100_000)] });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });

  it("topic suggestions mix common goals with the centre's trades", async () => {
    const m = await member({ isVerified: false });
    const res = await app.gql(`{ mentorTopicSuggestions }`, {}, { token: m.token });
    const list = res.data.mentorTopicSuggestions as string[];
    expect(list).toEqual(expect.arrayContaining(["Jobs abroad", "Higher studies", "Freelancing"]));
    expect(list).toEqual(expect.arrayContaining(["Machinist", "Electrical", "Welding"]));
    expect(new Set(list.map((t) => t.toLowerCase())).size).toBe(list.length);
  });
});

describe("requests and places", () => {
  it("a request: 201 with the documented shape, the mentor told, listed both sides", async () => {
    const m = await mentor({ fullName: "Inderjit Gill" });
    const s = await member({ fullName: "Jaspreet Student" });
    const res = await ask(s, {
      mentor_id: m.user.id,
      goal: "  Moving to\u0000 Canada as a CNC machinist  ",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      status: "pending",
      viewer_role: "mentee",
      mentor: { id: m.user.id, full_name: "Inderjit Gill" },
      mentee: { id: s.user.id, full_name: "Jaspreet Student" },
      goal: "Moving to Canada as a CNC machinist",
      created_at: expect.any(String),
      answered_at: null,
      ended_at: null,
      feedback_given: false,
    });
    expect(await notices(m.user.id)).toEqual([
      {
        kind: "mentorship",
        title: "Jaspreet Student asked you for mentorship",
        url: "/mentorship",
      },
    ]);
    const mine = await app.rest("GET", "/api/mentorship/requests?role=mentee", { token: s.token });
    expect(mine.body).toEqual([expect.objectContaining({ id: res.body.id, status: "pending" })]);
    const theirs = await app.rest("GET", "/api/mentorship/requests?role=mentor", {
      token: m.token,
    });
    expect(theirs.body).toEqual([
      expect.objectContaining({ id: res.body.id, viewer_role: "mentor" }),
    ]);
    expect(
      (await app.rest("GET", "/api/mentorship/requests?role=mentor", { token: s.token })).body,
    ).toEqual([]);
    const both = await app.gql(`{ mentorshipRequests { id viewerRole } }`, {}, { token: m.token });
    expect(both.data.mentorshipRequests).toEqual([{ id: res.body.id, viewerRole: "MENTOR" }]);
  });

  it("a pending request holds a place: open slots fall, Full refuses with 409", async () => {
    const m = await mentor({}, { capacity: 1 });
    const a = await member();
    const b = await member();
    await requested(a, m);
    const profile = await app.rest("GET", "/api/mentorship/profile", { token: m.token });
    expect(profile.body.open_slots).toBe(0);
    const before = await requestsIn();
    const full = await ask(b, { mentor_id: m.user.id, goal: "Please" });
    expect(full.status).toBe(409);
    expect(full.body.detail).toBe("This mentor has no open place right now");
    expect(await requestsIn()).toBe(before);
  });

  it("refuses oneself (400), an unknown or non-mentor id (404), a second open request (409)", async () => {
    const m = await mentor();
    const s = await member();
    const self = await ask(m, { mentor_id: m.user.id, goal: "Me" });
    expect(self.status).toBe(400);
    expect(self.body.detail).toBe("You can't ask yourself for mentorship");
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", s.user.id]) {
      const res = await ask(m, { mentor_id: id, goal: "Hi" });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe("No mentor with that id");
    }
    await requested(s, m);
    const again = await ask(s, { mentor_id: m.user.id, goal: "Again" });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("You already have an open request with this mentor");
  });

  it("refuses a pending mentee (403), a missing or long goal (400), and stores nothing", async () => {
    const m = await mentor();
    const pending = await member({ isVerified: false });
    const s = await member();
    const before = await requestsIn();
    expect((await ask(pending, { mentor_id: m.user.id, goal: "Hi" })).status).toBe(403);
    const blank = await ask(s, { mentor_id: m.user.id, goal: " \u0000 " });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe("Please say what you'd like help with");
    const long = await ask(s, { mentor_id: m.user.id, goal: "g".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe("Keep the goal to 500 characters or fewer");
    expect((await ask(s, { mentor_id: m.user.id, goal: 42 })).status).toBe(400);
    expect((await ask(s, { mentor_id: ["x"], goal: "Hi" })).status).toBe(400);
    expect(await requestsIn()).toBe(before);
  });

  it("paused: 409 and not listed; stopped: 404; open requests stay answerable", async () => {
    const m = await mentor({}, { capacity: 3 });
    const early = await member();
    const id = await requested(early, m);
    await saveProfile(m, { ...PROFILE, capacity: 3, paused: true });
    const s = await member();
    const paused = await ask(s, { mentor_id: m.user.id, goal: "Hi" });
    expect(paused.status).toBe(409);
    expect(paused.body.detail).toBe("This mentor isn't taking requests right now");
    const listed = await app.gql(
      `query($t: String) { mentors(topic: $t, first: 50) { nodes { user { id } } } }`,
      { t: "CNC" },
      { token: s.token },
    );
    expect(listed.data.mentors.nodes.map((n: { user: { id: string } }) => n.user.id)).not.toContain(
      m.user.id,
    );
    await saveProfile(m, { ...PROFILE, is_mentor: false });
    const stopped = await ask(s, { mentor_id: m.user.id, goal: "Hi" });
    expect(stopped.status).toBe(404);
    expect((await act(m, id, "accept")).body).toEqual({ id, status: "active" });
  });

  it("refuses when either blocked the other (403)", async () => {
    const m = await mentor();
    const s = await member();
    await app.db.query(`INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [
      m.user.id,
      s.user.id,
    ]);
    const res = await ask(s, { mentor_id: m.user.id, goal: "Hi" });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("You can't ask this member for mentorship");
  });

  it("at most 10 requests a day per mentee (429)", async () => {
    const s = await member();
    for (let i = 0; i < 10; i++) await requested(s, await mentor());
    const last = await mentor();
    const res = await ask(s, { mentor_id: last.user.id, goal: "One more" });
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(/at most 10 mentorship requests a day/);
  });
});

describe("answers", () => {
  it("accept connects the pair (a message can be sent), counts the mentee, tells them", async () => {
    const m = await mentor({ fullName: "Kamal Mentor" });
    const s = await member({ fullName: "Lovepreet Mentee" });
    const id = await requested(s, m);
    const before = await app.rest("POST", "/api/messages", {
      token: s.token,
      body: { to_user_id: m.user.id, body: "Hello" },
    });
    expect(before.status).toBe(403);
    expect((await act(m, id, "accept")).body).toEqual({ id, status: "active" });
    const msg = await app.rest("POST", "/api/messages", {
      token: s.token,
      body: { to_user_id: m.user.id, body: "Thank you for accepting!" },
    });
    expect(msg.status).toBe(201);
    const profile = await app.rest("GET", "/api/mentorship/profile", { token: m.token });
    expect(profile.body).toMatchObject({ mentored_count: 1, open_slots: 1 });
    expect(await notices(s.user.id)).toEqual([
      {
        kind: "mentorship",
        title: "Kamal Mentor accepted your mentorship request",
        url: "/mentorship",
      },
    ]);
    const twice = await act(m, id, "accept");
    expect(twice.status).toBe(409);
    expect((await act(m, id, "decline")).status).toBe(409);
  });

  it("accept turns a pending connection request between them into a connection", async () => {
    const m = await mentor();
    const s = await member();
    await app.db.query(`INSERT INTO connections (requester_id, recipient_id) VALUES ($1, $2)`, [
      m.user.id,
      s.user.id,
    ]);
    const id = await requested(s, m);
    await act(m, id, "accept");
    const rows = await app.db.query(
      `SELECT status FROM connections WHERE requester_id = ANY($1::uuid[]) AND recipient_id = ANY($1::uuid[])`,
      [[m.user.id, s.user.id]],
    );
    expect(rows).toEqual([{ status: "accepted" }]);
  });

  it("the mentee may not answer (403); anyone else 404; bad ids 404", async () => {
    const m = await mentor();
    const s = await member();
    const other = await member();
    const id = await requested(s, m);
    for (const action of ["accept", "decline"] as const) {
      const own = await act(s, id, action);
      expect(own.status).toBe(403);
      expect(own.body.detail).toBe("Only the mentor can answer this request");
      expect((await act(other, id, action)).status).toBe(404);
    }
    expect((await act(other, id, "end")).status).toBe(404);
    for (const bad of ["123", "00000000-0000-4000-8000-000000000000", "%00"]) {
      const res = await act(m, bad, "accept");
      expect(res.status).toBe(404);
    }
    const stillPending = await app.db.query(
      `SELECT status FROM mentorship_requests WHERE id = $1`,
      [id],
    );
    expect(stillPending).toEqual([{ status: "pending" }]);
  });

  it("decline tells the mentee and frees the place; withdraw is the mentee's end of a pending request", async () => {
    const m = await mentor({ fullName: "Manpreet Mentor" }, { capacity: 1 });
    const s = await member();
    const id = await requested(s, m);
    expect((await act(m, id, "decline")).body).toEqual({ id, status: "declined" });
    expect(await notices(s.user.id)).toEqual([
      expect.objectContaining({ title: "Manpreet Mentor declined your mentorship request" }),
    ]);
    expect((await act(m, id, "end")).status).toBe(409);
    const again = await requested(s, m);
    expect((await act(s, again, "end")).body).toEqual({ id: again, status: "withdrawn" });
    const profile = await app.rest("GET", "/api/mentorship/profile", { token: m.token });
    expect(profile.body).toMatchObject({ open_slots: 1, mentored_count: 0 });
  });

  it("either ends an active mentorship; the other is told; ending twice is 409", async () => {
    const m = await mentor({ fullName: "Navdeep Mentor" });
    const s = await member({ fullName: "Oshin Mentee" });
    const id = await requested(s, m);
    await act(m, id, "accept");
    const ended = await act(s, id, "end");
    expect(ended.body).toEqual({ id, status: "ended" });
    expect(await notices(m.user.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: "Oshin Mentee ended your mentorship" }),
      ]),
    );
    expect((await act(m, id, "end")).status).toBe(409);
    const profile = await app.rest("GET", "/api/mentorship/profile", { token: m.token });
    expect(profile.body).toMatchObject({ mentored_count: 1, open_slots: 2 });
  });
});

describe("feedback", () => {
  async function endedMentorship() {
    const m = await mentor();
    const s = await member();
    const id = await requested(s, m);
    return { m, s, id };
  }

  it("only after it ended, once, by the mentee; only admins see it", async () => {
    const { m, s, id } = await endedMentorship();
    const early = await feedback(s, id, { rating: 5 });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe("You can leave feedback once the mentorship has ended");
    await act(m, id, "accept");
    expect((await feedback(s, id, { rating: 5 })).status).toBe(409);
    await act(m, id, "end");
    const byMentor = await feedback(m, id, { rating: 1 });
    expect(byMentor.status).toBe(403);
    const other = await member();
    expect((await feedback(other, id, { rating: 1 })).status).toBe(404);
    for (const rating of [0, 6, 2.5, "5"]) {
      const bad = await feedback(s, id, { rating });
      expect(bad.status, String(rating)).toBe(400);
    }
    expect((await feedback(s, id, { rating: 4, note: "n".repeat(1001) })).status).toBe(400);
    const ok = await feedback(s, id, { rating: 4, note: " Very helpful\u0000 " });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ id, status: "ended", feedback_given: true });
    const twice = await feedback(s, id, { rating: 5 });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe("You have already left feedback");

    // The mentee sees only that it was given; the admin sees it.
    const list = await app.rest("GET", "/api/mentorship/requests", { token: s.token });
    expect(list.body[0]).toMatchObject({ id, feedback_given: true });
    expect(JSON.stringify(list.body)).not.toContain("Very helpful");
    const admin = await member({ isAdminFlag: true });
    const overview = await app.rest("GET", "/api/admin/mentorship", { token: admin.token });
    expect(overview.status).toBe(200);
    expect(overview.body.feedback).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rating: 4,
          note: "Very helpful",
          request: expect.objectContaining({ id }),
        }),
      ]),
    );
    expect(overview.body).toMatchObject({
      mentors: expect.any(Number),
      active: expect.any(Number),
      waiting: expect.any(Number),
      ended: expect.any(Number),
    });
    expect((await app.rest("GET", "/api/admin/mentorship", { token: s.token })).status).toBe(403);
  });

  it("not after a decline", async () => {
    const { m, s, id } = await endedMentorship();
    await act(m, id, "decline");
    const res = await feedback(s, id, { rating: 3 });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe("You can leave feedback once the mentorship has ended");
  });
});

describe("User.mentorProfile", () => {
  it("shows a mentoring member to verified members, paused too; null when stopped or for the pending", async () => {
    const m = await mentor();
    const viewer = await member();
    const pending = await member({ isVerified: false });
    const q = `query($id: ID!) { user(id: $id) { mentorProfile { paused openSlots topics viewerRequest { id } } } }`;
    const seen = await app.gql(q, { id: m.user.id }, { token: viewer.token });
    expect(seen.data.user.mentorProfile).toEqual({
      paused: false,
      openSlots: 2,
      topics: ["Jobs abroad", "CNC"],
      viewerRequest: null,
    });
    const id = await requested(viewer, m);
    const withRequest = await app.gql(q, { id: m.user.id }, { token: viewer.token });
    expect(withRequest.data.user.mentorProfile.viewerRequest).toEqual({ id });
    const hidden = await app.gql(q, { id: m.user.id }, { token: pending.token });
    expect(hidden.data?.user?.mentorProfile ?? null).toBeNull();
    await saveProfile(m, { ...PROFILE, paused: true });
    expect(
      (await app.gql(q, { id: m.user.id }, { token: viewer.token })).data.user.mentorProfile,
    ).toMatchObject({ paused: true });
    await saveProfile(m, { ...PROFILE, is_mentor: false });
    expect(
      (await app.gql(q, { id: m.user.id }, { token: viewer.token })).data.user.mentorProfile,
    ).toBeNull();
  });
});

describe("the reminder", () => {
  it("reminds the mentor of a request unanswered for 7 days, once, and not once answered", async () => {
    const m = await mentor({}, { capacity: 3 });
    const s = await member({ fullName: "Parminder Waiting" });
    const t = await member();
    const waiting = await requested(s, m);
    const answered = await requested(t, m);
    await app.db.query(
      `UPDATE mentorship_requests SET created_at = now() - interval '8 days' WHERE id = ANY($1::uuid[])`,
      [[waiting, answered]],
    );
    await act(m, answered, "decline");
    const notices = app.services.mentorship.notices;
    await notices.remind({ requestId: waiting });
    await notices.remind({ requestId: waiting });
    await notices.remind({ requestId: answered });
    const rows = await app.db.query(
      `SELECT title FROM notifications WHERE user_id = $1 AND title LIKE '%waiting for your answer'`,
      [m.user.id],
    );
    expect(rows).toEqual([{ title: "Parminder Waiting is waiting for your answer" }]);
  });

  it("schedules the keyed reminder 7 days after the request", async () => {
    const m = await mentor();
    const s = await member();
    const id = await requested(s, m);
    const jobs = await app.db.query(
      `SELECT start_after FROM pgboss.job WHERE name = 'mentorship-reminder' AND data->>'requestId' = $1`,
      [id],
    );
    expect(jobs).toHaveLength(1);
    const due = new Date(jobs[0].start_after).getTime();
    expect(due).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });
});

describe("member data", () => {
  it("the export holds the profile and both sides' requests, the mentee's own feedback only", async () => {
    const m = await mentor({ fullName: "Qadir Exporter" }, { availability: "Sundays" });
    const s = await member({ fullName: "Rajan Exporter" });
    const id = await requested(s, m, "Learn CAM");
    await act(m, id, "accept");
    await act(m, id, "end");
    await feedback(s, id, { rating: 5, note: "Great guide" });

    const mine = (await app.rest("GET", "/api/profile/export", { token: m.token })).body;
    expect(mine.mentorship).toEqual([
      expect.objectContaining({ role: "mentor profile", availability: "Sundays", capacity: 2 }),
      expect.objectContaining({ role: "mentor", id, goal: "Learn CAM", status: "ended" }),
    ]);
    expect(JSON.stringify(mine.mentorship)).not.toContain("Great guide");
    const theirs = (await app.rest("GET", "/api/profile/export", { token: s.token })).body;
    expect(theirs.mentorship).toEqual([
      expect.objectContaining({
        role: "mentee",
        id,
        mentor: { id: m.user.id, full_name: "Qadir Exporter" },
        feedback: expect.objectContaining({ rating: 5, note: "Great guide" }),
      }),
    ]);
  });

  it("erasing a member takes their profile and requests with them", async () => {
    const m = await mentor();
    const s = await member();
    await requested(s, m);
    const del = await app.rest("DELETE", "/api/profile", {
      token: m.token,
      body: { confirm: "DELETE MY ACCOUNT" },
    });
    expect(del.status).toBe(200);
    const [{ profiles, requests }] = await app.db.query(
      `SELECT (SELECT count(*)::int FROM mentor_profiles WHERE user_id = $1) AS profiles,
              (SELECT count(*)::int FROM mentorship_requests WHERE mentor_id = $1) AS requests`,
      [m.user.id],
    );
    expect({ profiles, requests }).toEqual({ profiles: 0, requests: 0 });
    expect((await app.rest("GET", "/api/mentorship/requests", { token: s.token })).body).toEqual(
      [],
    );
  });
});

describe("hostile input", () => {
  it("wrong GraphQL types are refused before any service runs", async () => {
    const s = await member();
    const res = await app.gql(
      `mutation($i: MentorshipRequestInput!) { requestMentorship(input: $i) { id } }`,
      { i: { mentorId: 5, goal: ["x"] } },
      { token: s.token },
    );
    expect(res.errors?.[0].extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    const rating = await app.gql(
      `mutation($i: MentorshipFeedbackInput!) { leaveMentorshipFeedback(input: $i) { id } }`,
      { i: { requestId: "x", rating: "five" } },
      { token: s.token },
    );
    expect(rating.errors?.[0].extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
  });

  it("huge strings and NUL bytes are 4xx, never 500; nothing stored", async () => {
    const m = await mentor();
    const s = await member();
    const before = await requestsIn();
    const huge = await ask(s, { mentor_id: m.user.id, goal: "x".repeat(200_000) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    const nulTopic = await saveProfile(m, { ...PROFILE, topics: ["\u0000\u0000"] });
    expect(nulTopic.status).toBe(400);
    const nulGoal = await ask(s, { mentor_id: m.user.id, goal: "\u0000" });
    expect(nulGoal.status).toBe(400);
    expect(await requestsIn()).toBe(before);
    // Control characters are removed from every argument: the id with a NUL is the id.
    const nulId = await ask(s, { mentor_id: `${m.user.id}\u0000`, goal: "Hi\u0000" });
    expect(nulId.status).toBe(201);
    expect(nulId.body.goal).toBe("Hi");
    const nulPath = await act(m, "%00", "end");
    expect(nulPath.status).toBe(404);
  });

  it("another member's request ids are NOT_FOUND everywhere", async () => {
    const m = await mentor();
    const s = await member();
    const stranger = await member();
    const id = await requested(s, m);
    for (const action of ["accept", "decline", "end"] as const)
      expect((await act(stranger, id, action)).status).toBe(404);
    expect((await feedback(stranger, id, { rating: 3 })).status).toBe(404);
    const list = await app.rest("GET", "/api/mentorship/requests", { token: stranger.token });
    expect(list.body).toEqual([]);
    const overview = await app.gql(`{ mentorshipOverview { mentors } }`, {}, { token: s.token });
    expect(overview.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});

describe("blocks and preferences", () => {
  it("a block after the request: accepting is 403, nothing changes, no connection", async () => {
    const m = await mentor();
    const s = await member();
    const id = await requested(s, m);
    await app.db.query(`INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [
      s.user.id,
      m.user.id,
    ]);
    const res = await act(m, id, "accept");
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("You can't mentor this member");
    const [row] = await app.db.query(`SELECT status FROM mentorship_requests WHERE id = $1`, [id]);
    expect(row.status).toBe("pending");
    const [{ n }] = await app.db.query(
      `SELECT count(*)::int AS n FROM connections
        WHERE requester_id = ANY($1::uuid[]) AND recipient_id = ANY($1::uuid[])`,
      [[m.user.id, s.user.id]],
    );
    expect(n).toBe(0);
  });

  it("the mentorship preference: instant by default, set by REST, kept when left out", async () => {
    const s = await member();
    const get = () => app.rest("GET", "/api/notifications/preferences", { token: s.token });
    expect((await get()).body.email.mentorship).toBe("instant");
    const five = {
      saved_searches: "daily",
      opportunities: "weekly",
      messages: "instant",
      events: "instant",
      verification: "instant",
    };
    const set = await app.rest("PUT", "/api/notifications/preferences", {
      token: s.token,
      body: { email: { ...five, mentorship: "off" } },
    });
    expect(set.status).toBe(200);
    expect(set.body.email.mentorship).toBe("off");
    const kept = await app.rest("PUT", "/api/notifications/preferences", {
      token: s.token,
      body: { email: five },
    });
    expect(kept.body.email.mentorship).toBe("off");
    const bad = await app.rest("PUT", "/api/notifications/preferences", {
      token: s.token,
      body: { email: { ...five, mentorship: "hourly" } },
    });
    expect(bad.status).toBe(400);
    // A notice is still in-app with the e-mail off.
    const m = await mentor();
    const id = await requested(s, m);
    await act(m, id, "accept");
    const [notice] = await app.db.query(
      `SELECT email FROM notifications WHERE user_id = $1 AND kind = 'mentorship'`,
      [s.user.id],
    );
    expect(notice.email).toBe("off");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Two mentees asking for a mentor's last place at the same moment, each on its own HTTP
// connection (and so its own database connection): the mentor's profile row is locked, so exactly
// one gets the place (201) and the other hears 409, round after round.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const V = { isVerified: true, profileCompleted: true };

async function signedIn(fullName: string) {
  const user = await app.buildUser({ ...V, fullName });
  return { user, token: await app.tokenFor(user) };
}

describe("the last place", () => {
  it("two mentees at once: one 201, the other 409, five rounds", async () => {
    for (let round = 0; round < 5; round++) {
      const mentor = await signedIn(`Race Mentor ${round}`);
      const saved = await app.rest("PUT", "/api/mentorship/profile", {
        token: mentor.token,
        body: { is_mentor: true, topics: ["Jobs abroad"], capacity: 2 },
      });
      expect(saved.status).toBe(200);
      // One place of two is taken already: the race is for the last one.
      const first = await signedIn(`Early Mentee ${round}`);
      const early = await app.rest("POST", "/api/mentorship/requests", {
        token: first.token,
        body: { mentor_id: mentor.user.id, goal: "First" },
      });
      expect(early.status).toBe(201);

      const a = await signedIn(`Racing Mentee A${round}`);
      const b = await signedIn(`Racing Mentee B${round}`);
      const answers = await Promise.all(
        [a, b].map((m) =>
          app.rest("POST", "/api/mentorship/requests", {
            token: m.token,
            body: { mentor_id: mentor.user.id, goal: "The last place, please" },
          }),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)!.body.detail).toBe(
        "This mentor has no open place right now",
      );
      const [{ n }] = await app.db.query(
        `SELECT count(*)::int AS n FROM mentorship_requests WHERE mentor_id = $1 AND status = 'pending'`,
        [mentor.user.id],
      );
      expect(n).toBe(2);
      const profile = await app.rest("GET", "/api/mentorship/profile", { token: mentor.token });
      expect(profile.body.open_slots).toBe(0);
    }
  });

  it("one mentee twice at once: one request, the other 409", async () => {
    const mentor = await signedIn("Twice Mentor");
    await app.rest("PUT", "/api/mentorship/profile", {
      token: mentor.token,
      body: { is_mentor: true, topics: ["Higher studies"], capacity: 5 },
    });
    const mentee = await signedIn("Twice Mentee");
    const answers = await Promise.all(
      [1, 2].map(() =>
        app.rest("POST", "/api/mentorship/requests", {
          token: mentee.token,
          body: { mentor_id: mentor.user.id, goal: "Twice" },
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

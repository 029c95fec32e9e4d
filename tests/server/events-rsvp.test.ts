import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// RSVPs through HTTP on the real PostgreSQL: going / maybe / not going, the capacity and the
// waitlist in order, promotion when a place frees (the member promoted is told), members taking
// the last place at the same moment (one gets it), and who may answer.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Member = { user: User; token: string };

let n = 0;
async function member(fields: Partial<User> = {}): Promise<Member> {
  const user = await app.buildUser({
    fullName: `Rsvp Member ${++n}`,
    isVerified: true,
    profileCompleted: true,
    trade: "Fitter",
    currentLocation: "Mohali",
    batchYear: 2015,
    ...fields,
  });
  return { user, token: await app.tokenFor(user) };
}

const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

async function publish(org: Member, extra: Record<string, unknown> = {}) {
  const res = await app.rest("POST", "/api/events", {
    token: org.token,
    body: {
      title: "Mohali meet-up",
      description: "Tea and talk.",
      starts_at: inDays(5),
      ends_at: inDays(5, 2),
      location: "Mohali",
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

const rsvp = (who: Member, id: string, status: string) =>
  app.rest("POST", `/api/events/${id}/rsvp`, { token: who.token, body: { status } });
const details = async (who: Member, id: string) =>
  (await app.rest("GET", `/api/events/${id}`, { token: who.token })).body;

describe("answers and the waitlist", () => {
  it("fills the places, waitlists in order, and lets the first waiting in when a place frees", async () => {
    const org = await member();
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    const id = await publish(org, { capacity: 2 });
    expect((await rsvp(a, id, "going")).body).toEqual({ status: "going", waitlisted: false });
    expect((await rsvp(b, id, "going")).body).toEqual({ status: "going", waitlisted: false });
    expect((await rsvp(c, id, "going")).body).toEqual({ status: "going", waitlisted: true });
    expect((await rsvp(d, id, "going")).body).toEqual({ status: "going", waitlisted: true });
    const seen = await details(org, id);
    expect(seen).toMatchObject({ going_count: 2, waitlist_count: 2, viewer_rsvp: null });
    expect(seen.attendees.map((x: { id: string }) => x.id)).toEqual([a.user.id, b.user.id]);
    expect(seen.attendees[0]).toEqual({
      id: a.user.id,
      full_name: a.user.fullName,
      profile_image: null,
    });
    expect(await details(c, id)).toMatchObject({ viewer_rsvp: "going", viewer_waitlisted: true });

    // Saying going again keeps one's turn; A gives up the place: C (first waiting) gets it.
    expect((await rsvp(d, id, "going")).body).toEqual({ status: "going", waitlisted: true });
    expect((await rsvp(a, id, "not_going")).body).toEqual({
      status: "not_going",
      waitlisted: false,
    });
    expect(await details(c, id)).toMatchObject({
      viewer_rsvp: "going",
      viewer_waitlisted: false,
      going_count: 2,
      waitlist_count: 1,
    });
    const [told] = await app.db.query(
      `SELECT kind, title, url FROM notifications WHERE user_id = $1 AND title LIKE 'A place%'`,
      [c.user.id],
    );
    expect(told).toEqual({
      kind: "event",
      title: "A place freed up: you are going to Mohali meet-up",
      url: `/events/${id}`,
    });
    // B turns to maybe: D gets in. A comes back: to the end of the waitlist.
    await rsvp(b, id, "maybe");
    expect(await details(d, id)).toMatchObject({ viewer_waitlisted: false, maybe_count: 1 });
    expect((await rsvp(a, id, "going")).body).toEqual({ status: "going", waitlisted: true });
  });

  it("a larger capacity lets the waitlist in, in order", async () => {
    const org = await member();
    const [a, b, c] = [await member(), await member(), await member()];
    const id = await publish(org, { capacity: 1 });
    for (const m of [a, b, c]) await rsvp(m, id, "going");
    const res = await app.rest("PUT", `/api/events/${id}`, {
      token: org.token,
      body: {
        title: "Mohali meet-up",
        description: "Tea and talk.",
        starts_at: (await details(org, id)).starts_at,
        ends_at: (await details(org, id)).ends_at,
        location: "Mohali",
        capacity: 2,
      },
    });
    expect(res.body).toMatchObject({ going_count: 2, waitlist_count: 1 });
    expect(await details(b, id)).toMatchObject({ viewer_waitlisted: false });
    expect(await details(c, id)).toMatchObject({ viewer_waitlisted: true });
  });

  it("without a capacity everyone going has a place", async () => {
    const org = await member();
    const id = await publish(org);
    for (let i = 0; i < 3; i++) await rsvp(await member(), id, "going");
    expect(await details(org, id)).toMatchObject({ going_count: 3, waitlist_count: 0 });
  });
});

describe("the last place, taken at once", () => {
  it("two members taking the last place at the same moment: one gets it, the other waits", async () => {
    for (let round = 0; round < 5; round++) {
      const org = await member();
      const first = await member();
      const [x, y] = [await member(), await member()];
      const id = await publish(org, { capacity: 2 });
      await rsvp(first, id, "going");
      const answers = await Promise.all([rsvp(x, id, "going"), rsvp(y, id, "going")]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const waitlisted = answers.map((r) => r.body.waitlisted).sort();
      expect(waitlisted).toEqual([false, true]);
      expect(await details(org, id)).toMatchObject({ going_count: 2, waitlist_count: 1 });
    }
  });

  it("many at once on one place: exactly one gets it, and a freed place goes to the first waiting", async () => {
    const org = await member();
    const crowd = await Promise.all(Array.from({ length: 8 }, () => member()));
    const id = await publish(org, { capacity: 1 });
    const answers = await Promise.all(crowd.map((m) => rsvp(m, id, "going")));
    expect(answers.filter((r) => r.body.waitlisted === false)).toHaveLength(1);
    const winner = crowd[answers.findIndex((r) => r.body.waitlisted === false)];
    const order: { user_id: string }[] = await app.db.query(
      `SELECT user_id FROM event_rsvps WHERE event_id = $1 AND waitlisted
        ORDER BY answered_at, user_id`,
      [id],
    );
    await rsvp(winner, id, "not_going");
    expect((await details(org, id)).attendees.map((x: { id: string }) => x.id)).toEqual([
      order[0].user_id,
    ]);
  });
});

describe("who may answer, and when", () => {
  it("refuses a pending member (403), a wrong status (400), a cancelled or ended event (409)", async () => {
    const org = await member();
    const guest = await member();
    const pending = await member({ isVerified: false });
    const id = await publish(org);
    const p = await rsvp(pending, id, "going");
    expect([p.status, p.body.detail]).toEqual([
      403,
      "Only verified ISTCians can see and join events. Please wait for admin verification.",
    ]);
    const wrong = await rsvp(guest, id, "yes");
    expect([wrong.status, wrong.body.detail]).toEqual([
      400,
      "status must be one of going, maybe, not_going",
    ]);
    const ended = await publish(org);
    await app.db.query(
      `UPDATE events SET starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour' WHERE id = $1`,
      [ended],
    );
    const late = await rsvp(guest, ended, "going");
    expect([late.status, late.body.detail]).toEqual([409, "This event has ended"]);
    await app.rest("DELETE", `/api/events/${id}`, { token: org.token });
    const off = await rsvp(guest, id, "going");
    expect([off.status, off.body.detail]).toEqual([409, "This event was cancelled"]);
    const rows = await app.db.query(
      `SELECT count(*)::int AS n FROM event_rsvps WHERE user_id = $1`,
      [guest.user.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it("answers through GraphQL with the event's counts", async () => {
    const org = await member();
    const guest = await member();
    const id = await publish(org, { capacity: 5 });
    const res = await app.gql(
      `mutation($id: ID!) { rsvpEvent(id: $id, status: MAYBE) { status waitlisted
        event { maybeCount goingCount viewerRsvp viewerWaitlisted } } }`,
      { id },
      { token: guest.token },
    );
    expect(res.data.rsvpEvent).toEqual({
      status: "MAYBE",
      waitlisted: false,
      event: { maybeCount: 1, goingCount: 0, viewerRsvp: "MAYBE", viewerWaitlisted: false },
    });
  });
});

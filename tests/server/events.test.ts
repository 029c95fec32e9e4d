import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Events through HTTP (REST and GraphQL) on the real PostgreSQL: organising, the validation
// messages, who sees an event (its audience), the lists, editing, cancelling (an admin with a
// reason, in the audit log), co-organisers, and an account's events going with it.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Member = { user: User; token: string };

let rolls = 0;
async function member(fields: Partial<User> = {}): Promise<Member> {
  const user = await app.buildUser({
    fullName: "Event Member",
    isVerified: true,
    profileCompleted: true,
    rollNumber: `EV${Date.now().toString(36)}${rolls++}`,
    trade: "Fitter",
    currentLocation: "Pune",
    batchYear: 2012,
    ...fields,
  });
  return { user, token: await app.tokenFor(user) };
}

const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

const body = (extra: Record<string, unknown> = {}) => ({
  title: "ISTCians in Pune",
  description: "An evening meet-up. Details: https://example.org/pune",
  starts_at: inDays(10),
  ends_at: inDays(10, 3),
  location: "Pune, Maharashtra",
  ...extra,
});

const create = (who: Member, b: unknown) =>
  app.rest("POST", "/api/events", { token: who.token, body: b });
const get = (who: Member, id: string) => app.rest("GET", `/api/events/${id}`, { token: who.token });
const put = (who: Member, id: string, b: unknown) =>
  app.rest("PUT", `/api/events/${id}`, { token: who.token, body: b });
const cancel = (who: Member, id: string, b?: unknown) =>
  app.rest("DELETE", `/api/events/${id}`, { token: who.token, body: b });
const list = async (who: Member, qs = "") =>
  (await app.rest("GET", `/api/events${qs}`, { token: who.token })).body as {
    items: { id: string; title: string }[];
    end_cursor: string | null;
    has_next_page: boolean;
  };
const count = async () => (await app.db.query(`SELECT count(*)::int AS n FROM events`))[0].n;

async function publish(who: Member, extra: Record<string, unknown> = {}) {
  const res = await create(who, body(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string } & Record<string, unknown>;
}

describe("organising", () => {
  it("publishes an event (201) with the documented shape and the place the gazetteer reads", async () => {
    const org = await member({ fullName: "Asha Verma" });
    const res = await create(org, body({ capacity: 30 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      title: "ISTCians in Pune",
      description: "An evening meet-up. Details: https://example.org/pune",
      kind: "meetup",
      timezone: "Asia/Kolkata",
      location: "Pune, Maharashtra",
      online_url: null,
      capacity: 30,
      audience: { batch_year: null, trade: null },
      going_count: 0,
      waitlist_count: 0,
      viewer_rsvp: null,
      organizer: { id: org.user.id, full_name: "Asha Verma" },
      created_at: expect.any(String),
      ics_url: `/api/events/${res.body.id}/ics`,
    });
    expect(res.body.place).toMatchObject({ name: "Pune, Maharashtra", state: "MH", country: "IN" });
    expect(res.body.place.latitude).toBeCloseTo(18.5, 0);
    expect(res.body.place.longitude).toBeCloseTo(73.9, 0);
  });

  it("names the kind when none is given: a batch's reunion, an online session, else a meet-up", async () => {
    const org = await member();
    const reunion = await publish(org, { audience: { batch_year: 2012 } });
    const online = await publish(org, { location: null, online_url: "https://meet.example.org/x" });
    const campus = await publish(org, { kind: "campus" });
    expect([reunion.kind, online.kind, campus.kind]).toEqual(["reunion", "online", "campus"]);
    expect(online.place).toBeNull();
    expect(online.location).toBeNull();
  });

  it("keeps an event abroad in its own time zone", async () => {
    const org = await member();
    const e = await publish(org, {
      starts_at: "2030-12-05T18:00:00-05:00",
      ends_at: "2030-12-05T21:00:00-05:00",
      timezone: "America/Toronto",
      location: "Toronto, Canada",
    });
    expect(e).toMatchObject({
      timezone: "America/Toronto",
      starts_at: "2030-12-05T23:00:00.000Z",
    });
  });

  it("refuses what the issue names, with a clear message, storing nothing", async () => {
    const org = await member();
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ ends_at: inDays(9) }, "The end must be after the start"],
      [{ starts_at: inDays(-1), ends_at: inDays(1) }, "The start cannot be in the past"],
      [{ location: null }, "Give a place, an online link (https), or both"],
      [{ location: "  " }, "Give a place, an online link (https), or both"],
      [
        { online_url: "http://meet.example.org/x" },
        "The online link must be a web address starting with https://",
      ],
      [
        { online_url: "javascript:alert(1)" },
        "The online link must be a web address starting with https://",
      ],
      [{ capacity: 0 }, "The capacity must be at least 1 (leave it empty for no limit)"],
      [{ capacity: -5 }, "The capacity must be at least 1 (leave it empty for no limit)"],
      [{ title: "x".repeat(121) }, "The title must be at most 120 characters"],
      [{ title: "  " }, "Give the event a title"],
      [{ description: "x".repeat(5001) }, "The description must be at most 5000 characters"],
      [{ description: "" }, "Describe the event"],
      [
        { timezone: "Mars/Olympus" },
        'Unknown time zone "Mars/Olympus": use an IANA name such as Asia/Kolkata',
      ],
      [
        { audience: { batch_year: 1800 } },
        "audience must be an object {batch_year?: a whole number from 1900 to 2100, trade?: text of at most 80 characters}",
      ],
    ];
    for (const [extra, detail] of cases) {
      const res = await create(org, body(extra));
      expect({ extra, status: res.status, detail: res.body.detail }).toEqual({
        extra,
        status: 400,
        detail,
      });
    }
    const iso = await create(org, body({ starts_at: "next Tuesday" }));
    expect(iso.status).toBe(400);
    expect(iso.body.detail).toMatch(/^starts_at must be a date and time in ISO 8601/);
    expect(await count()).toBe(before);
  });

  it("GraphQL names the field of a refusal", async () => {
    const org = await member();
    const res = await app.gql(
      `mutation($i: EventInput!) { createEvent(input: $i) { id } }`,
      {
        i: {
          title: "Late",
          description: "Too late",
          startsAt: inDays(2),
          endsAt: inDays(1),
          location: "Mohali",
        },
      },
      { token: org.token },
    );
    expect(res.errors?.[0]).toMatchObject({
      message: "The end must be after the start",
      extensions: { code: "BAD_USER_INPUT", field: "endsAt" },
    });
  });

  it("a pending member may not organise (403), nor one with an incomplete profile", async () => {
    const pending = await member({ isVerified: false });
    const incomplete = await member({ profileCompleted: false });
    const before = await count();
    const a = await create(pending, body());
    const b = await create(incomplete, body());
    expect([a.status, a.body.detail]).toEqual([
      403,
      "Only verified ISTCians can organise events. Please wait for admin verification.",
    ]);
    expect([b.status, b.body.detail]).toEqual([
      403,
      "Please complete your profile to organise events.",
    ]);
    const visitor = await app.rest("POST", "/api/events", { body: body() });
    expect(visitor.status).toBe(401);
    expect(await count()).toBe(before);
  });
});

describe("publishing a lot", () => {
  it("a member publishes at most 10 events a day (429 with Retry-After), each inviting its audience", async () => {
    const org = await member();
    for (let i = 0; i < 10; i++) expect((await create(org, body())).status).toBe(201);
    const before = await count();
    const res = await create(org, body());
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(
      /^You can publish at most 10 events a day\. Please try again in /,
    );
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });
});

describe("who sees an event", () => {
  it("a batch reunion is seen only by that batch (others 404), its organisers and admins", async () => {
    const org = await member({ batchYear: 2010 });
    const batchmate = await member({ batchYear: 2010 });
    const other = await member({ batchYear: 2011 });
    const admin = await member({ isAdminFlag: true, batchYear: null });
    const e = await publish(org, { title: "Batch 2010 reunion", audience: { batch_year: 2010 } });
    expect((await get(batchmate, e.id)).status).toBe(200);
    expect((await get(admin, e.id)).status).toBe(200);
    expect((await get(org, e.id)).status).toBe(200);
    const hidden = await get(other, e.id);
    expect([hidden.status, hidden.body.detail]).toEqual([404, "Event not found"]);
    const ids = async (m: Member) => (await list(m, "?first=50")).items.map((i) => i.id);
    expect(await ids(batchmate)).toContain(e.id);
    expect(await ids(other)).not.toContain(e.id);
    // Nor can the outsider answer, edit or download it.
    const rsvp = await app.rest("POST", `/api/events/${e.id}/rsvp`, {
      token: other.token,
      body: { status: "going" },
    });
    expect(rsvp.status).toBe(404);
    expect((await app.rest("GET", `/api/events/${e.id}/ics`, { token: other.token })).status).toBe(
      404,
    );
  });

  it("a trade's event is seen by that trade, whatever its case", async () => {
    const org = await member({ trade: "Electrician" });
    const fitter = await member({ trade: "Fitter" });
    const electrician = await member({ trade: "electrician " });
    const e = await publish(org, { audience: { trade: "Electrician" } });
    expect((await get(electrician, e.id)).status).toBe(200);
    expect((await get(fitter, e.id)).status).toBe(404);
  });

  it("a pending member sees no events (403 with why); unknown and malformed ids are 404", async () => {
    const pending = await member({ isVerified: false });
    const res = await app.rest("GET", "/api/events", { token: pending.token });
    expect([res.status, res.body.detail]).toEqual([
      403,
      "Only verified ISTCians can see and join events. Please wait for admin verification.",
    ]);
    const verified = await member();
    expect((await get(verified, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await get(verified, "not-an-id")).status).toBe(404);
  });
});

describe("the lists", () => {
  it("upcoming soonest first, past latest first, paged; filters by kind, place and mine", async () => {
    const org = await member({ batchYear: 1999, trade: "Turner" });
    const viewer = await member({ batchYear: 1999, trade: "Turner" });
    const tag = `L${Date.now()}`;
    const aud = { audience: { batch_year: 1999, trade: "Turner" } };
    const later = await publish(org, {
      title: `${tag} later`,
      starts_at: inDays(30),
      ends_at: inDays(30, 2),
      ...aud,
    });
    const sooner = await publish(org, {
      title: `${tag} sooner`,
      starts_at: inDays(3),
      ends_at: inDays(3, 2),
      kind: "campus",
      location: "Mohali",
      ...aud,
    });
    const middle = await publish(org, {
      title: `${tag} middle`,
      starts_at: inDays(8),
      ends_at: inDays(8, 2),
      ...aud,
    });
    // Two past events, written as if published long ago.
    const old1 = await publish(org, { title: `${tag} old1`, ...aud });
    const old2 = await publish(org, { title: `${tag} old2`, ...aud });
    await app.db.query(
      `UPDATE events SET starts_at = now() - interval '40 days', ends_at = now() - interval '39 days' WHERE id = $1`,
      [old1.id],
    );
    await app.db.query(
      `UPDATE events SET starts_at = now() - interval '10 days', ends_at = now() - interval '9 days' WHERE id = $1`,
      [old2.id],
    );
    const mine = (items: { title: string }[]) =>
      items.filter((i) => i.title.startsWith(tag)).map((i) => i.title.slice(tag.length + 1));
    const upcoming = await list(viewer, "?when=upcoming&first=50");
    expect(mine(upcoming.items).slice(0, 3)).toEqual(["sooner", "middle", "later"]);
    expect(mine((await list(viewer, "?when=past&first=50")).items)).toEqual(["old2", "old1"]);
    expect(mine((await list(viewer, "?kind=campus&first=50")).items)).toEqual(["sooner"]);
    expect(mine((await list(viewer, "?place=mohali&first=50")).items)).toEqual(["sooner"]);
    // Paging: one at a time, in order, ending with a null cursor.
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 200; i++) {
      const page = await list(viewer, `?first=1${after ? `&after=${after}` : ""}`);
      seen.push(...mine(page.items));
      after = page.end_cursor;
      if (!page.has_next_page) break;
    }
    expect(seen).toEqual(["sooner", "middle", "later"]);
    expect(after).toBeNull();
    const forged = await app.rest("GET", "/api/events?after=bm9wZQ", { token: viewer.token });
    expect(forged.status).toBe(400);
    // Mine: organising, or answered going or maybe.
    expect(mine((await list(viewer, "?mine=true&first=50")).items)).toEqual([]);
    await app.rest("POST", `/api/events/${middle.id}/rsvp`, {
      token: viewer.token,
      body: { status: "maybe" },
    });
    expect(mine((await list(viewer, "?mine=true&first=50")).items)).toEqual(["middle"]);
    expect(mine((await list(org, "?mine=true&first=50")).items)).toEqual([
      "sooner",
      "middle",
      "later",
    ]);
    expect(later.id && sooner.id).toBeTruthy();
  });
});

describe("editing and cancelling", () => {
  it("organisers edit (SEQUENCE bumps); others and admins are 403", async () => {
    const org = await member();
    const other = await member();
    const admin = await member({ isAdminFlag: true });
    const e = await publish(org, { capacity: 10 });
    const edited = await put(
      org,
      e.id,
      body({ title: "Pune meet-up, new venue", location: "Pune Camp" }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: "Pune meet-up, new venue",
      location: "Pune Camp",
      sequence: 1,
      capacity: null,
    });
    for (const who of [other, admin]) {
      const res = await put(who, e.id, body());
      expect([res.status, res.body.detail]).toEqual([
        403,
        "Only the event's organisers can edit it.",
      ]);
    }
    expect((await get(org, e.id)).body.title).toBe("Pune meet-up, new venue");
  });

  it("the organiser cancels; others 403; an admin needs a reason, which goes to the audit log", async () => {
    const org = await member({ fullName: "Organising Member" });
    const other = await member();
    const admin = await member({ isAdminFlag: true, fullName: "Moderating Admin" });
    const own = await publish(org);
    const refused = await cancel(other, own.id);
    expect([refused.status, refused.body.detail]).toEqual([
      403,
      "Only the event's organiser or an admin can cancel it.",
    ]);
    const done = await cancel(org, own.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ cancelled: true, cancel_reason: null, sequence: 1 });
    const again = await cancel(org, own.id);
    expect([again.status, again.body.detail]).toEqual([409, "This event is already cancelled"]);
    expect((await put(org, own.id, body())).body.detail).toBe("This event was cancelled.");

    const moderated = await publish(org);
    const noReason = await cancel(admin, moderated.id);
    expect([noReason.status, noReason.body.detail]).toEqual([
      400,
      "Please give a reason for cancelling this event: its organiser and members going are told it.",
    ]);
    const withReason = await cancel(admin, moderated.id, { reason: "Duplicate of another event" });
    expect(withReason.status).toBe(200);
    expect(withReason.body).toMatchObject({
      cancelled: true,
      cancel_reason: "Duplicate of another event",
    });
    const [audit] = await app.db.query(
      `SELECT actor_id, action, target_id, after FROM admin_audit_log
        WHERE action = 'CANCEL_EVENT' AND target_id = $1`,
      [org.user.id],
    );
    expect(audit).toMatchObject({
      actor_id: admin.user.id,
      action: "CANCEL_EVENT",
      after: { cancelled: true, reason: "Duplicate of another event" },
    });
  });
});

describe("co-organisers", () => {
  it("the organiser adds a verified member, who may edit but not cancel nor add others", async () => {
    const org = await member();
    const co = await member({ fullName: "Co Organiser" });
    const third = await member();
    const pending = await member({ isVerified: false });
    const e = await publish(org);
    const ADD = `mutation($e: ID!, $u: ID!) { addCoOrganizer(eventId: $e, userId: $u) {
      coOrganizers { id fullName } viewerCanEdit } }`;
    const added = await app.gql(ADD, { e: e.id, u: co.user.id }, { token: org.token });
    expect(added.data.addCoOrganizer.coOrganizers).toEqual([
      { id: co.user.id, fullName: "Co Organiser" },
    ]);
    const edit = await put(co, e.id, body({ title: "Edited by the co-organiser" }));
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ viewer_can_edit: true, viewer_can_cancel: false });
    expect((await cancel(co, e.id)).status).toBe(403);
    const byCo = await app.gql(ADD, { e: e.id, u: third.user.id }, { token: co.token });
    expect(byCo.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const ofPending = await app.gql(ADD, { e: e.id, u: pending.user.id }, { token: org.token });
    expect(ofPending.errors?.[0].message).toBe("Only verified members can be co-organisers");
    const unknown = await app.gql(
      ADD,
      { e: e.id, u: "00000000-0000-4000-8000-000000000000" },
      { token: org.token },
    );
    expect(unknown.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    // Told, in the app.
    const [notice] = await app.db.query(
      `SELECT kind, title FROM notifications WHERE user_id = $1`,
      [co.user.id],
    );
    expect(notice).toMatchObject({
      kind: "event",
      title: "You are now a co-organiser of ISTCians in Pune",
    });
    const removed = await app.gql(
      `mutation($e: ID!, $u: ID!) { removeCoOrganizer(eventId: $e, userId: $u) { coOrganizers { id } } }`,
      { e: e.id, u: co.user.id },
      { token: org.token },
    );
    expect(removed.data.removeCoOrganizer.coOrganizers).toEqual([]);
    expect((await put(co, e.id, body())).status).toBe(403);
  });
});

describe("an account's events go with it", () => {
  it("erasing a member deletes their events, answers, co-organising and feed (cascade)", async () => {
    const org = await member();
    const guest = await member();
    const e = await publish(org);
    await app.rest("POST", `/api/events/${e.id}/rsvp`, {
      token: guest.token,
      body: { status: "going" },
    });
    await app.gql(`mutation { createCalendarFeed { url } }`, {}, { token: guest.token });
    await app.db.query(`DELETE FROM users WHERE id = $1`, [guest.user.id]);
    const left = async (table: string) =>
      (
        await app.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [
          guest.user.id,
        ])
      )[0].n;
    expect([await left("event_rsvps"), await left("calendar_feeds")]).toEqual([0, 0]);
    await app.db.query(`DELETE FROM users WHERE id = $1`, [org.user.id]);
    expect(
      (await app.db.query(`SELECT count(*)::int AS n FROM events WHERE id = $1`, [e.id]))[0].n,
    ).toBe(0);
  });
});

import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobDefinition } from "../../server/src/jobs/job-queue.js";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Calendars and notices: an event's .ics and a member's private feed, read back with a real
// calendar parser (ical.js); time zones (18:00 in Toronto is 04:30 the next day in India); and
// what members are told (invitations, the reminder 24 hours before, changes, cancellations), run
// through the jobs' own handlers.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Member = { user: User; token: string };

let n = 0;
async function member(fields: Partial<User> = {}): Promise<Member> {
  const user = await app.buildUser({
    fullName: `Calendar Member ${++n}`,
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

const TORONTO = {
  title: "ISTCians in Toronto",
  description: "Dinner downtown.",
  starts_at: "2030-12-05T18:00:00-05:00",
  ends_at: "2030-12-05T21:00:00-05:00",
  timezone: "America/Toronto",
  location: "Toronto, Canada",
};

async function publish(org: Member, body: Record<string, unknown>) {
  const res = await app.rest("POST", "/api/events", { token: org.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; starts_at: string; ends_at: string };
}

/** The VEVENTs of a calendar text, as a real calendar program reads them. */
function vevents(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  expect(cal.name).toBe("vcalendar");
  return cal.getAllSubcomponents("vevent").map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid,
      summary: e.summary,
      sequence: e.sequence,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      status: String(c.getFirstPropertyValue("status")),
      location: e.location,
    };
  });
}

const ics = (who: Member, id: string) =>
  app.rest("GET", `/api/events/${id}/ics`, { token: who.token });

describe("an event's .ics", () => {
  it("18:00 in Toronto: 04:30 IST the next day, DTSTART in UTC; UID stable, SEQUENCE bumped, CANCELLED", async () => {
    const org = await member();
    const e = await publish(org, TORONTO);
    // The instant, and how a member in India reads it.
    expect(e.starts_at).toBe("2030-12-05T23:00:00.000Z");
    const ist = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      dateStyle: "short",
      timeStyle: "short",
    }).format(new Date(e.starts_at));
    expect(ist).toBe("06/12/2030, 04:30");

    const res = await ics(org, e.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename=".+\.ics"/);
    const text = res.body as string;
    expect(text).toContain("DTSTART:20301205T230000Z");
    expect(vevents(text)).toEqual([
      {
        uid: `${e.id}@istc-connect`,
        summary: "ISTCians in Toronto",
        sequence: 0,
        start: "2030-12-05T23:00:00.000Z",
        end: "2030-12-06T02:00:00.000Z",
        status: "CONFIRMED",
        location: "Toronto, Canada",
      },
    ]);
    // Read in Toronto's own zone, it is 18:00.
    const [parsed] = vevents(text);
    const local = new Intl.DateTimeFormat("en-GB", {
      timeZone: "America/Toronto",
      timeStyle: "short",
    }).format(new Date(parsed.start));
    expect(local).toBe("18:00");

    await app.rest("PUT", `/api/events/${e.id}`, {
      token: org.token,
      body: { ...TORONTO, starts_at: "2030-12-05T19:00:00-05:00" },
    });
    const moved = vevents((await ics(org, e.id)).body as string)[0];
    expect(moved).toMatchObject({
      uid: `${e.id}@istc-connect`,
      sequence: 1,
      start: "2030-12-06T00:00:00.000Z",
    });
    await app.rest("DELETE", `/api/events/${e.id}`, { token: org.token });
    expect(vevents((await ics(org, e.id)).body as string)[0]).toMatchObject({
      uid: `${e.id}@istc-connect`,
      sequence: 2,
      status: "CANCELLED",
    });
  });

  it("is the same through GraphQL; outside the audience it is 404", async () => {
    const org = await member({ batchYear: 2001 });
    const outsider = await member({ batchYear: 2002 });
    const e = await publish(org, { ...TORONTO, audience: { batch_year: 2001 } });
    const res = await app.gql(
      `query($id: ID!) { event(id: $id) { icsUrl ics } }`,
      { id: e.id },
      { token: org.token },
    );
    expect(res.data.event.icsUrl).toBe(`/api/events/${e.id}/ics`);
    expect(vevents(res.data.event.ics)).toHaveLength(1);
    expect((await ics(outsider, e.id)).status).toBe(404);
    expect((await app.rest("GET", `/api/events/${e.id}/ics`)).status).toBe(401);
  });
});

describe("the private calendar feed", () => {
  const FEED = `{ calendarFeed { url createdAt } }`;
  const feedPath = (url: string) => new URL(url).pathname;

  it("lists the events the member is going to; a new address revokes the old; revoked is 404", async () => {
    const org = await member();
    const guest = await member();
    const going = await publish(org, { ...TORONTO, title: "Going one" });
    const maybe = await publish(org, { ...TORONTO, title: "Maybe one" });
    const full = await publish(org, { ...TORONTO, title: "Full one", capacity: 1 });
    await app.rest("POST", `/api/events/${going.id}/rsvp`, {
      token: guest.token,
      body: { status: "going" },
    });
    await app.rest("POST", `/api/events/${maybe.id}/rsvp`, {
      token: guest.token,
      body: { status: "maybe" },
    });
    await app.rest("POST", `/api/events/${full.id}/rsvp`, {
      token: org.token,
      body: { status: "going" },
    });
    await app.rest("POST", `/api/events/${full.id}/rsvp`, {
      token: guest.token,
      body: { status: "going" },
    });

    expect((await app.gql(FEED, {}, { token: guest.token })).data.calendarFeed).toBeNull();
    const made = await app.gql(
      `mutation { createCalendarFeed { url createdAt } }`,
      {},
      { token: guest.token },
    );
    const url: string = made.data.createCalendarFeed.url;
    expect(url).toMatch(new RegExp(`^${app.url}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await app.gql(FEED, {}, { token: guest.token })).data.calendarFeed.url).toBe(url);
    // Only the token's hash is stored.
    const token = feedPath(url).split("/").pop()!.replace(".ics", "");
    const [stored] = await app.db.query(`SELECT * FROM calendar_feeds WHERE user_id = $1`, [
      guest.user.id,
    ]);
    expect(JSON.stringify(stored)).not.toContain(token);

    const res = await app.rest("GET", feedPath(url)); // no session: the token is the key
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(vevents(res.body as string).map((v) => v.summary)).toEqual(["Going one"]);

    const again = await app.gql(
      `mutation { createCalendarFeed { url } }`,
      {},
      { token: guest.token },
    );
    expect(again.data.createCalendarFeed.url).not.toBe(url);
    expect((await app.rest("GET", feedPath(url))).status).toBe(404);
    expect((await app.rest("GET", feedPath(again.data.createCalendarFeed.url))).status).toBe(200);
    const revoked = await app.gql(`mutation { revokeCalendarFeed }`, {}, { token: guest.token });
    expect(revoked.data.revokeCalendarFeed).toBe(true);
    expect((await app.rest("GET", feedPath(again.data.createCalendarFeed.url))).status).toBe(404);
    expect((await app.gql(FEED, {}, { token: guest.token })).data.calendarFeed).toBeNull();
    for (const bad of [
      "/api/calendar/nope.ics",
      "/api/calendar/x",
      `/api/calendar/${"a".repeat(43)}.ics`,
    ])
      expect((await app.rest("GET", bad)).status).toBe(404);
  });
});

describe("what members are told", () => {
  const handler = (name: string) =>
    (app.services.events.notices.definitions() as JobDefinition[]).find((d) => d.name === name)!
      .handler as (data: object) => Promise<void>;
  const notices = (userId: string) =>
    app.db.query(
      `SELECT title, body, url, email FROM notifications WHERE user_id = $1 AND kind = 'event' ORDER BY created_at`,
      [userId],
    );
  const jobsFor = (name: string, eventId: string) =>
    app.db.query(
      `SELECT data, start_after FROM pgboss.job WHERE name = $1 AND data->>'eventId' = $2 ORDER BY created_on`,
      [name, eventId],
    );

  it("invites the audience when published, following each member's preference", async () => {
    const org = await member({ batchYear: 1991 });
    const mate = await member({ batchYear: 1991 });
    const quiet = await member({ batchYear: 1991 });
    const other = await member({ batchYear: 1992 });
    const pending = await member({ batchYear: 1991, isVerified: false });
    await app.gql(
      `mutation($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { events } }`,
      {
        i: {
          savedSearches: "INSTANT",
          opportunities: "WEEKLY",
          messages: "INSTANT",
          events: "OFF",
          verification: "INSTANT",
        },
      },
      { token: quiet.token },
    );
    const e = await publish(org, {
      ...TORONTO,
      title: "Batch 1991 reunion",
      audience: { batch_year: 1991 },
    });
    const queued = await jobsFor("event-invitations", e.id);
    expect(queued).toHaveLength(1);
    await handler("event-invitations")(queued[0].data);
    expect(await notices(mate.user.id)).toEqual([
      expect.objectContaining({
        title: "You are invited: Batch 1991 reunion",
        url: `/events/${e.id}`,
        email: "instant",
      }),
    ]);
    expect(await notices(quiet.user.id)).toEqual([expect.objectContaining({ email: "off" })]);
    expect(await notices(other.user.id)).toEqual([]);
    expect(await notices(pending.user.id)).toEqual([]);
    expect(await notices(org.user.id)).toEqual([]);
    // Run twice (a retry): nobody is invited twice.
    await handler("event-invitations")(queued[0].data);
    expect(await notices(mate.user.id)).toHaveLength(1);
  });

  it("reminds those going 24 hours before; a moved event's reminder follows it", async () => {
    const org = await member();
    const going = await member();
    const maybe = await member();
    const start = inDays(3);
    const e = await publish(org, {
      title: "Reminder meet-up",
      description: "See you there.",
      starts_at: start,
      ends_at: inDays(3, 2),
      location: "Mohali",
    });
    await app.rest("POST", `/api/events/${e.id}/rsvp`, {
      token: going.token,
      body: { status: "going" },
    });
    await app.rest("POST", `/api/events/${e.id}/rsvp`, {
      token: maybe.token,
      body: { status: "maybe" },
    });
    const [first] = await jobsFor("event-reminder", e.id);
    expect(new Date(first.start_after).getTime()).toBe(new Date(start).getTime() - 86_400_000);

    const newStart = inDays(4);
    await app.rest("PUT", `/api/events/${e.id}`, {
      token: org.token,
      body: {
        title: "Reminder meet-up",
        description: "See you there.",
        starts_at: newStart,
        ends_at: inDays(4, 2),
        location: "Mohali",
      },
    });
    const reminders = await jobsFor("event-reminder", e.id);
    expect(reminders).toHaveLength(2);
    expect(new Date(reminders[1].start_after).getTime()).toBe(
      new Date(newStart).getTime() - 86_400_000,
    );
    // The old reminder, when due, does nothing; the new one tells those going only.
    await handler("event-reminder")(reminders[0].data);
    expect(
      (await notices(going.user.id)).filter((x: { title: string }) =>
        x.title.startsWith("Tomorrow"),
      ),
    ).toEqual([]);
    await handler("event-reminder")(reminders[1].data);
    expect((await notices(going.user.id)).map((x: { title: string }) => x.title)).toContain(
      "Tomorrow: Reminder meet-up",
    );
    expect((await notices(maybe.user.id)).map((x: { title: string }) => x.title)).not.toContain(
      "Tomorrow: Reminder meet-up",
    );

    // The change itself was a notice to those going and maybe.
    const [change] = await jobsFor("event-notices", e.id);
    await handler("event-notices")(change.data);
    for (const who of [going, maybe])
      expect((await notices(who.user.id)).map((x: { title: string }) => x.title)).toContain(
        "Changed: Reminder meet-up",
      );
  });

  it("tells those going and maybe of a cancellation, with the reason", async () => {
    const org = await member();
    const admin = await member({ isAdminFlag: true });
    const going = await member();
    const e = await publish(org, { ...TORONTO, title: "Cancelled dinner" });
    await app.rest("POST", `/api/events/${e.id}/rsvp`, {
      token: going.token,
      body: { status: "going" },
    });
    await app.rest("DELETE", `/api/events/${e.id}`, {
      token: admin.token,
      body: { reason: "The venue closed" },
    });
    const [job] = (await jobsFor("event-notices", e.id)).filter(
      (j: { data: { change: string } }) => j.data.change === "cancelled",
    );
    await handler("event-notices")(job.data);
    const [told] = await notices(going.user.id);
    expect(told).toMatchObject({ title: "Cancelled: Cancelled dinner", url: `/events/${e.id}` });
    expect(told.body).toContain("Reason: The venue closed");
    expect(told.body).toContain("(America/Toronto)");
    // A cancelled event sends no reminder.
    const [reminder] = await jobsFor("event-reminder", e.id);
    await handler("event-reminder")(reminder.data);
    expect((await notices(going.user.id)).map((x: { title: string }) => x.title)).toEqual([
      "Cancelled: Cancelled dinner",
    ]);
  });
});

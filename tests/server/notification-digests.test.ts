import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import {
  indiaDate,
  nextSlot,
  previousSlot,
} from "../../server/src/modules/notifications/digest-slots.js";
import type { Preferences } from "../../server/src/modules/notifications/notification-kinds.js";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// The scheduled side of notifications on a database of its own (its workers run digest jobs):
// daily and weekly digests, a slot missed while no worker ran, two copies, members waiting for
// admins and new opportunities in a member's trade or city.
let database: TestDatabase;
let mailbox: Mailbox;
let app: TestApp;
const started: TestApp[] = [];

const start = async () => {
  const copy = await startTestApp({ DATABASE_URL: database.url, WORKERS: "inline" }, { mailbox });
  started.push(copy);
  return copy;
};

beforeAll(async () => {
  database = await provideTestDatabase("_digests");
  const ds = createDataSource({ url: database.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  mailbox = await startMailbox();
  app = await start();
});
afterAll(async () => {
  for (const copy of started.reverse()) await copy.close();
  await mailbox?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const HOUR = 3_600_000;
const daily: Preferences = {
  saved_searches: "daily",
  opportunities: "daily",
  messages: "instant",
  events: "instant",
  verification: "instant",
  mentorship: "instant",
};

async function memberWithDigest(prefs = daily): Promise<User> {
  const user = await app.buildUser({ fullName: "Digest Reader", isVerified: true });
  await app.services.notifications.setPreferences(user.id, prefs);
  return user;
}

/** A saved-search notification made `hoursAgo` hours ago. */
async function alert(user: User, title: string, group: string, hoursAgo = 1) {
  await app.services.notifications.notify({
    userId: user.id,
    kind: "saved_search",
    title,
    body: `${title} newly matches.`,
    url: "/user/00000000-0000-4000-8000-000000000001",
    key: `${group}:${title}`,
    group,
  });
  await app.db.query(
    `UPDATE notifications SET created_at = now() - make_interval(secs => $3) WHERE user_id = $1 AND title = $2`,
    [user.id, title, hoursAgo * 3600],
  );
}

describe("digest slots", () => {
  it("are 08:00 India time (02:30 UTC), weekly on Mondays", () => {
    const at = new Date("2026-11-26T10:00:00Z"); // a Thursday
    expect(previousSlot("daily", at).toISOString()).toBe("2026-11-26T02:30:00.000Z");
    expect(nextSlot("daily", at).toISOString()).toBe("2026-11-27T02:30:00.000Z");
    expect(previousSlot("weekly", at).toISOString()).toBe("2026-11-23T02:30:00.000Z");
    expect(nextSlot("weekly", at).toISOString()).toBe("2026-11-30T02:30:00.000Z");
    expect(previousSlot("daily", new Date("2026-11-26T02:00:00Z")).toISOString()).toBe(
      "2026-11-25T02:30:00.000Z",
    );
    expect(indiaDate(new Date("2026-11-25T20:00:00Z"))).toBe("2026-11-26");
  });

  it("cross month and year ends, and Monday in India starts before Monday 08:00", () => {
    const iso = (d: Date) => d.toISOString();
    // 03:30 on 1 January 2027 in India: the last daily slot was on 31 December, the next is today's.
    const newYear = new Date("2026-12-31T22:00:00Z");
    expect(iso(previousSlot("daily", newYear))).toBe("2026-12-31T02:30:00.000Z");
    expect(iso(nextSlot("daily", newYear))).toBe("2027-01-01T02:30:00.000Z");
    expect(indiaDate(nextSlot("daily", newYear))).toBe("2027-01-01");
    expect(iso(previousSlot("weekly", newYear))).toBe("2026-12-28T02:30:00.000Z");
    expect(iso(nextSlot("weekly", newYear))).toBe("2027-01-04T02:30:00.000Z");
    // A leap day, and the end of January.
    expect(iso(nextSlot("daily", new Date("2028-02-29T03:00:00Z")))).toBe(
      "2028-03-01T02:30:00.000Z",
    );
    expect(indiaDate(nextSlot("daily", new Date("2026-01-31T21:00:00Z")))).toBe("2026-02-01");
    // 00:30 on Monday 30 November in India: the weekly slot of that Monday is still ahead.
    const mondayNight = new Date("2026-11-29T19:00:00Z");
    expect(iso(previousSlot("weekly", mondayNight))).toBe("2026-11-23T02:30:00.000Z");
    expect(iso(nextSlot("weekly", mondayNight))).toBe("2026-11-30T02:30:00.000Z");
    // Exactly at the slot it is the slot; a millisecond before, the one before.
    const slot = new Date("2027-01-04T02:30:00Z");
    expect(iso(previousSlot("weekly", slot))).toBe(iso(slot));
    expect(iso(previousSlot("weekly", new Date(slot.getTime() - 1)))).toBe(
      "2026-12-28T02:30:00.000Z",
    );
    expect(iso(nextSlot("weekly", slot))).toBe("2027-01-11T02:30:00.000Z");
  });
});

describe("daily digest", () => {
  it("one e-mail grouping the member's notifications by group, sent once", async () => {
    const user = await memberWithDigest();
    await alert(user, "Asha Verma", 'Saved search "fitters in Ludhiana"');
    await alert(user, "Ravi Kumar", 'Saved search "fitters in Ludhiana"');
    await alert(user, "Meena Gill", 'Saved search "CNC programmers"');
    const slot = new Date();
    await app.services.notificationDigests.sendDigests("daily", slot);
    await app.services.notificationDigests.sendDigests("daily", slot);
    const mail = await mailbox.waitForMail(user.email);
    expect(mail.subject).toBe("Your daily ISTC Connect digest: 3 updates");
    const fitters = mail.text.indexOf('Saved search "fitters in Ludhiana"');
    const cnc = mail.text.indexOf('Saved search "CNC programmers"');
    expect(fitters).toBeGreaterThan(-1);
    expect(cnc).toBeGreaterThan(fitters);
    expect(mail.text.slice(fitters, cnc)).toMatch(/Asha Verma[\s\S]*Ravi Kumar/);
    expect(mail.text.slice(cnc)).toContain("Meena Gill");
    expect(mail.text).toMatch(
      /daily digest because your ISTC Connect settings send saved-search alerts once a day/,
    );
    expect(mail.text).toContain("/settings/notifications");
    expect(mail.raw.replace(/\r?\n[ \t]+/g, " ")).toMatch(
      /^List-Unsubscribe: <.*\/unsubscribe\/[\w-]+>/m,
    );
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    await sleep(1_000);
    expect(mailbox.to(user.email)).toHaveLength(1);
    // The weekly run finds nothing left for this member.
    await app.services.notificationDigests.sendDigests("weekly", slot);
    await sleep(700);
    expect(mailbox.to(user.email)).toHaveLength(1);
  });

  it("weekly notifications wait for the weekly digest; an unsubscribed kind is not e-mailed", async () => {
    const user = await memberWithDigest({ ...daily, saved_searches: "weekly", messages: "off" });
    await alert(user, "Weekly One", "Weekly group");
    await app.services.notifications.notify({
      userId: user.id,
      kind: "message",
      title: "A message",
      body: "Hello",
      url: "/",
      key: "m1",
      emailAtMost: "daily",
    });
    await app.services.notificationDigests.sendDigests("daily", new Date());
    await sleep(700);
    expect(mailbox.to(user.email)).toHaveLength(0);
    await app.services.notificationDigests.sendDigests("weekly", new Date());
    const mail = await mailbox.waitForMail(user.email);
    expect(mail.subject).toBe("Your weekly ISTC Connect digest: 1 update");
    expect(mail.text).not.toContain("A message");
  });

  it("member names and saved queries in the digest's HTML are text, never markup", async () => {
    const user = await app.buildUser({
      fullName: "<img src=x onerror=alert(1)>",
      isVerified: true,
    });
    await app.services.notifications.setPreferences(user.id, daily);
    await alert(user, "<script>alert(2)</script>", 'Saved search "<b onmouseover=x>fitters</b>"');
    await app.services.notificationDigests.sendDigests("daily", new Date());
    const mail = await mailbox.waitForMail(user.email);
    expect(mail.html).not.toMatch(/<img|<script|<b /i);
    expect(mail.html).toContain("&#60;img src=x onerror=alert(1)&#62;");
    expect(mail.html).toContain("&#60;script&#62;alert(2)&#60;/script&#62;");
    expect(mail.html).toContain("&#60;b onmouseover=x&#62;fitters&#60;/b&#62;");
    expect(mail.text).toContain('Saved search "<b onmouseover=x>fitters</b>"');
  });

  it("on a Monday the daily and weekly runs at once send each notification in one digest only", async () => {
    const daysOnly = await memberWithDigest();
    const both = await memberWithDigest({ ...daily, opportunities: "weekly" });
    for (const user of [daysOnly, both]) {
      await alert(user, "Monday Daily One", "Daily group");
      await alert(user, "Monday Daily Two", "Daily group");
    }
    await app.services.notifications.notify({
      userId: both.id,
      kind: "opportunities",
      title: "Monday Weekly One",
      body: "An opportunity.",
      url: "/opportunities",
      key: "monday-weekly",
    });
    const monday = nextSlot("weekly", new Date());
    expect(monday.getUTCDay()).toBe(1);
    // Both runs are due at Monday 08:00 and their workers take them at the same moment.
    await Promise.all([
      app.services.notificationDigests.sendDigests("daily", monday),
      app.services.notificationDigests.sendDigests("weekly", monday),
    ]);
    await mailbox.waitForMail(daysOnly.email);
    await mailbox.waitForMail(both.email, 2);
    await sleep(1_500);
    const [only] = mailbox.to(daysOnly.email);
    expect(mailbox.to(daysOnly.email)).toHaveLength(1);
    expect(only.subject).toBe("Your daily ISTC Connect digest: 2 updates");
    const mails = mailbox.to(both.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Your daily ISTC Connect digest: 2 updates",
      "Your weekly ISTC Connect digest: 1 update",
    ]);
    const listed = mails.flatMap((m) =>
      [...m.text.matchAll(/^- (Monday \w+ \w+)$/gm)].map((x) => x[1]),
    );
    expect(listed.sort()).toEqual(["Monday Daily One", "Monday Daily Two", "Monday Weekly One"]);
  });
});

describe("schedule", () => {
  it("a daily digest due while no worker ran is sent when workers start, once with two copies", async () => {
    const user = await memberWithDigest();
    await alert(user, "Missed Slot", "While down", 30);
    // The last daily run finished two days ago: this morning's (and yesterday's) slot was missed.
    await app.db.query(
      `UPDATE notification_schedule SET last_slot = now() - interval '2 days' WHERE name = 'daily'`,
    );
    const [a, b] = await Promise.all([start(), start()]);
    const mail = await mailbox.waitForMail(user.email, 1, 20_000);
    expect(mail.subject).toMatch(/daily ISTC Connect digest: 1 update/);
    expect(mail.text).toContain("Missed Slot");
    // Both copies run the slot again by hand: nothing more is sent.
    const slot = previousSlot("daily", new Date());
    await Promise.all([
      a.services.notificationDigests.run("daily", slot),
      b.services.notificationDigests.run("daily", slot),
    ]);
    await sleep(2_000);
    expect(mailbox.to(user.email)).toHaveLength(1);
    const [row] = await app.db.query(
      `SELECT last_slot FROM notification_schedule WHERE name = 'daily'`,
    );
    expect(new Date(row.last_slot).getTime()).toBe(slot.getTime());
    const jobs = await app.db.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notifications-daily' AND state = 'created' AND start_after > now()`,
    );
    expect(jobs[0].n).toBe(1); // the next slot, queued once
  });

  it("two copies sending digests at once send one e-mail", async () => {
    const user = await memberWithDigest();
    await alert(user, "Raced", "Race");
    const copies = [app, ...started.slice(1, 3)];
    const slot = new Date();
    await Promise.all(copies.map((c) => c.services.notificationDigests.sendDigests("daily", slot)));
    await mailbox.waitForMail(user.email);
    await sleep(1_500);
    expect(mailbox.to(user.email)).toHaveLength(1);
  });
});

describe("daily notices", () => {
  it("admins are told how many members wait for verification; members are not", async () => {
    const admin = await app.buildUser({
      fullName: "Ada Admin",
      isAdminFlag: true,
      isVerified: true,
    });
    const plain = await app.buildUser({ fullName: "Plain Member", isVerified: true });
    await app.buildUser({ fullName: "Waiting One", profileCompleted: true });
    const slot = new Date(Date.now() + 10 * 86_400_000); // a slot of its own
    await app.services.notificationDigests.pendingMembers(slot);
    await app.services.notificationDigests.pendingMembers(slot);
    const [row] = await app.db.query(
      `SELECT kind, title, url FROM notifications WHERE user_id = $1`,
      [admin.id],
    );
    expect(row).toMatchObject({ kind: "pending_members", url: "/admin" });
    expect(row.title).toMatch(/^\d+ members? (is|are) waiting for verification$/);
    const mail = await mailbox.waitForMail(admin.email);
    expect(mail.text).toMatch(/verification notices/);
    await sleep(700);
    expect(mailbox.to(admin.email)).toHaveLength(1);
    expect(
      await app.db.query(`SELECT 1 FROM notifications WHERE user_id = $1`, [plain.id]),
    ).toEqual([]);
  });

  it("members hear of new opportunities in their trade or city, in their digest", async () => {
    const poster = await app.buildUser({ fullName: "Poster", isVerified: true });
    const tag = Math.random().toString(36).slice(2, 8);
    const fitter = await app.buildUser({
      fullName: "Fitter Reader",
      isVerified: true,
      trade: `Fitter${tag}`,
      currentLocation: `Zirakpur${tag}, Punjab`,
    });
    const elsewhere = await app.buildUser({
      fullName: "Elsewhere",
      trade: `Weaver${tag}`,
      currentLocation: "Goa",
    });
    const post = (title: string, location: string, description: string, hoursAgo: number) =>
      app.db.query(
        `INSERT INTO opportunities (title, type, location, description, posted_by, search_text, created_at)
         VALUES ($1, 'Job', $2, $3, $4, lower($1 || ' ' || $2 || ' ' || $3), now() - make_interval(secs => $5))`,
        [title, location, description, poster.id, hoursAgo * 3600],
      );
    await post("Maintenance fitter", "Mohali", `Fitter${tag} for press shop`, 2);
    await post("Store keeper", `Zirakpur${tag}`, "Stores", 3);
    await post("Designer", "Pune", "CAD work", 4);
    await post("Old fitter post", "Mohali", `Fitter${tag} again`, 40);
    const until = new Date();
    const since = new Date(until.getTime() - 24 * HOUR);
    await app.services.notificationDigests.opportunitiesDigest(since, until);
    await app.services.notificationDigests.opportunitiesDigest(since, until);
    const rows = await app.db.query(
      `SELECT title, body, email FROM notifications WHERE user_id = $1 AND kind = 'opportunities'`,
      [fitter.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].title).toBe("2 new opportunities in your trade or city");
    expect(rows[0].body).toContain("Maintenance fitter");
    expect(rows[0].body).toContain("Store keeper");
    expect(rows[0].body).not.toContain("Old fitter post");
    expect(rows[0].email).toBe("weekly"); // the default for opportunities
    expect(
      await app.db.query(`SELECT 1 FROM notifications WHERE user_id = $1`, [elsewhere.id]),
    ).toEqual([]);
    await app.services.notificationDigests.sendDigests("weekly", new Date());
    const mail = await mailbox.waitForMail(fitter.email);
    expect(mail.text).toContain("New opportunities in your trade or city");
    expect(mail.text).toContain("2 new opportunities in your trade or city");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import type { NotifyInput } from "../../server/src/modules/notifications/notification.service.js";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { unsubscribeToken } from "../../server/src/modules/notifications/unsubscribe-token.js";
import { provideTestDatabase } from "../support/test-database.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Notifications on the real PostgreSQL and a real SMTP server, with workers (a database of this
// file's own): dedupe, in-app vs e-mail per preference, the instant e-mail, one-click unsubscribe,
// preferences, the list and marking read, and hostile input.
let app: TestApp;
beforeAll(async () => {
  const database = await provideTestDatabase("_notify");
  const ds = createDataSource({ url: database.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  app = await startTestApp({ DATABASE_URL: database.url, WORKERS: "inline" });
});
afterAll(() => app?.close());

let seq = 0;
const input = (user: User, extra: Partial<NotifyInput> = {}): NotifyInput => ({
  userId: user.id,
  kind: "saved_search",
  title: `Asha Verma matches your saved search ${++seq}`,
  body: 'Asha Verma (Fitter, Ludhiana) newly matches "fitters in Ludhiana".',
  url: `/user/00000000-0000-4000-8000-00000000000${seq % 10}`,
  key: `k:${seq}`,
  group: 'Saved search "fitters in Ludhiana"',
  ...extra,
});
/** A member's notifications in the order they were made (created_at is to the millisecond: ties
 * are broken by the test's own key number, k:<n>). */
const stored = (userId: string) =>
  app.db.query(
    `SELECT kind, title, email, emailed_at IS NOT NULL AS emailed FROM notifications WHERE user_id = $1
      ORDER BY created_at, length(dedupe_key), dedupe_key`,
    [userId],
  );
const member = () => app.buildUser({ fullName: "Asha Reader", isVerified: true });
const PREFS = `{ notificationPreferences { savedSearches opportunities messages events verification } }`;
/** The header section with folded lines joined (a long header is folded onto a second line). */
const unfolded = (raw: string) => raw.replace(/\r?\n[ \t]+/g, " ");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("notify", () => {
  it("the same key for the same member is one notification, ever", async () => {
    const user = await member();
    const other = await member();
    const n = input(user, { key: "same" });
    expect(await app.services.notifications.notify(n)).toBe(true);
    expect(await app.services.notifications.notify({ ...n, title: "Again" })).toBe(false);
    expect(await app.services.notifications.notify({ ...n, userId: other.id })).toBe(true);
    expect(await stored(user.id)).toHaveLength(1);
    await app.mailbox.waitForMail(user.email);
    await sleep(1_000);
    expect(app.mailbox.to(user.email)).toHaveLength(1);
  });

  it("a caller that failed after the insert and tries again still gets the e-mail out, once", async () => {
    const user = await member();
    const n = input(user, { key: "retried" });
    await app.db.query(
      `INSERT INTO notifications (user_id, kind, title, body, url, dedupe_key, email)
       VALUES ($1, 'saved_search', $2, 'b', '/', 'retried', 'instant')`,
      [user.id, n.title],
    );
    expect(await app.services.notifications.notify(n)).toBe(false);
    expect(await app.services.notifications.notify(n)).toBe(false);
    expect((await app.mailbox.waitForMail(user.email)).subject).toBe(n.title);
    await sleep(1_000);
    expect(app.mailbox.to(user.email)).toHaveLength(1);
  });

  it("is in-app always; the e-mail follows the slower of the preference and emailAtMost", async () => {
    const user = await member();
    const notify = app.services.notifications.notify.bind(app.services.notifications);
    await notify(input(user, { emailAtMost: "daily" })); // instant pref, daily alert -> daily
    await notify(input(user, { emailAtMost: "off" })); // in-app only
    await app.services.notifications.setPreferences(user.id, {
      saved_searches: "weekly",
      opportunities: "off",
      messages: "instant",
      events: "instant",
      verification: "instant",
    });
    await notify(input(user, { emailAtMost: "daily" })); // weekly pref is slower -> weekly
    await notify(input(user, { kind: "opportunities" })); // off
    await notify(input(user, { kind: "message" })); // instant
    expect((await stored(user.id)).map((r: { email: string }) => r.email)).toEqual([
      "daily",
      "off",
      "weekly",
      "off",
      "instant",
    ]);
    const mail = await app.mailbox.waitForMail(user.email);
    expect(mail.subject).toMatch(/matches your saved search/);
    await sleep(1_000);
    expect(app.mailbox.to(user.email)).toHaveLength(1);
    const list = await app.gql(
      `{ notifications { unread nodes { kind } } }`,
      {},
      {
        token: await app.tokenFor(user),
      },
    );
    expect(list.data.notifications.unread).toBe(5);
  });

  it("the instant e-mail has a text part, the reason, the settings link and one-click unsubscribe", async () => {
    const user = await member();
    await app.services.notifications.notify(
      input(user, { title: "Ravi Kumar matches your search" }),
    );
    const mail = await app.mailbox.waitForMail(user.email);
    expect(mail.subject).toBe("Ravi Kumar matches your search");
    expect(mail.text).toContain("Ravi Kumar matches your search");
    expect(mail.text).toContain(`${app.url}/user/`);
    expect(mail.text).toMatch(
      /because your ISTC Connect settings send saved-search alerts at once/,
    );
    expect(mail.text).toContain(`${app.url}/settings/notifications`);
    expect(mail.html).toContain(`${app.url}/settings/notifications`);
    expect(unfolded(mail.raw)).toMatch(
      new RegExp(`^List-Unsubscribe: <${app.url}/unsubscribe/[\\w-]+>`, "m"),
    );
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it("a caller's title is one line and NUL or control characters never fail the notification", async () => {
    // Future callers (messages, events) pass what members typed: a line break in a title would
    // start lines of its own in the e-mail, a NUL is refused by PostgreSQL (the job would fail).
    const user = await member();
    const made = await app.services.notifications.notify(
      input(user, {
        title: "Eve\r\nBcc: evil@example.com\u0000 <img src=x onerror=alert(1)>\u202e",
        body: "First line\u0000\r\nOpen it: https://evil.example\u0007",
        group: 'Saved search\n\u0000"x"',
        url: "/user/x\u0000",
      }),
    );
    expect(made).toBe(true);
    const [row] = await app.db.query(
      `SELECT title, body, group_name, url FROM notifications WHERE user_id = $1`,
      [user.id],
    );
    expect(row).toEqual({
      title: "Eve Bcc: evil@example.com <img src=x onerror=alert(1)>",
      body: "First line\nOpen it: https://evil.example",
      group_name: 'Saved search "x"',
      url: "/user/x",
    });
    const mail = await app.mailbox.waitForMail(user.email);
    expect(mail.subject).toBe("Eve Bcc: evil@example.com <img src=x onerror=alert(1)>");
    expect(mail.raw).not.toMatch(/^Bcc:/im);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&#60;img src=x onerror=alert(1)&#62;");
  });

  it("memberVerified tells the member once, by e-mail per the verification preference", async () => {
    const user = await member();
    await app.services.notifications.memberVerified(user.id);
    await app.services.notifications.memberVerified(user.id);
    expect(await stored(user.id)).toMatchObject([{ kind: "verified", email: "instant" }]);
    expect((await app.mailbox.waitForMail(user.email)).subject).toMatch(/verified/i);
  });
});

/** The unsubscribe URL of the member's last e-mail. */
async function unsubscribeUrlOf(user: User): Promise<string> {
  await app.services.notifications.notify(input(user));
  const mail = await app.mailbox.waitForMail(user.email);
  return /^List-Unsubscribe: <([^>]+)>/m.exec(unfolded(mail.raw))![1];
}

describe("one-click unsubscribe", () => {
  it("a POST without a session turns that preference off, and only the link's member's", async () => {
    const user = await member();
    const other = await member();
    await app.services.notifications.setPreferences(other.id, {
      saved_searches: "daily",
      opportunities: "weekly",
      messages: "instant",
      events: "instant",
      verification: "instant",
    });
    const url = await unsubscribeUrlOf(user);
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/no more saved-search alerts/);
    expect((await app.services.notifications.preferences(user.id)).saved_searches).toBe("off");
    expect((await app.services.notifications.preferences(user.id)).messages).toBe("instant");
    expect((await app.services.notifications.preferences(other.id)).saved_searches).toBe("daily");
  });

  it("a token cannot be turned into another member's or another kind's", async () => {
    const user = await member();
    const other = await member();
    const token = (await unsubscribeUrlOf(user)).split("/").pop()!;
    const bytes = Buffer.from(token, "base64url");
    const otherId = Buffer.from(other.id.replace(/-/g, ""), "hex");
    const forged = [
      // The same signature over another preference (byte 16 is the preference's index) ...
      ...[1, 2, 3, 4].map((k) =>
        Buffer.concat([bytes.subarray(0, 16), Buffer.from([k]), bytes.subarray(17)]),
      ),
      // ... or over another member's id.
      Buffer.concat([otherId, bytes.subarray(16)]),
    ].map((b) => b.toString("base64url"));
    for (const bad of [
      ...forged,
      // Signed with another secret (another deployment's link).
      unsubscribeToken("another-secret".padEnd(48, "y"), other.id, "saved_searches"),
    ]) {
      const res = await fetch(`${app.url}/unsubscribe/${bad}`, { method: "POST" });
      expect(res.status, bad).toBe(400);
      const link = await app.gql(`query($t: String!) { unsubscribeLink(token: $t) { kind } }`, {
        t: bad,
      });
      expect(link.errors?.[0].message).toBe("This unsubscribe link is not valid");
    }
    const untouched = { saved_searches: "instant", opportunities: "weekly", messages: "instant" };
    expect(await app.services.notifications.preferences(user.id)).toMatchObject(untouched);
    expect(await app.services.notifications.preferences(other.id)).toMatchObject(untouched);
  });

  it("a forged, altered or malformed token is a 400 with a clear message, never a 500", async () => {
    const user = await member();
    const url = await unsubscribeUrlOf(user);
    const token = url.split("/").pop()!;
    const altered = token.slice(0, 5) + (token[5] === "A" ? "B" : "A") + token.slice(6);
    for (const bad of [
      altered,
      "x",
      "A".repeat(44),
      `${token}x`,
      "%00",
      "a%00b",
      "%E0%A4%A",
      "..%2F",
    ]) {
      const res = await fetch(`${app.url}/unsubscribe/${bad}`, { method: "POST" });
      expect(res.status, bad).toBeGreaterThanOrEqual(400);
      expect(res.status, bad).toBeLessThan(500);
    }
    const res = await fetch(`${app.url}/unsubscribe/${altered}`, { method: "POST", body: "x" });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/This unsubscribe link is not valid/);
    expect((await app.services.notifications.preferences(user.id)).saved_searches).toBe("instant");
  });

  it("GraphQL: unsubscribeLink shows what it turns off; unsubscribe turns it off; no session", async () => {
    const user = await app.buildUser({ fullName: "Asha", email: `asha.${Date.now()}@gmail.com` });
    const token = (await unsubscribeUrlOf(user)).split("/").pop()!;
    const LINK = `query($t: String!) { unsubscribeLink(token: $t) { kind label email frequency } }`;
    const link = await app.gql(LINK, { t: token });
    expect(link.data.unsubscribeLink).toEqual({
      kind: "saved_searches",
      label: "saved-search alerts",
      email: "as***@gmail.com",
      frequency: "INSTANT",
    });
    const done = await app.gql(
      `mutation($t: String!) { unsubscribe(token: $t) { kind frequency } }`,
      { t: token },
    );
    expect(done.data.unsubscribe).toEqual({ kind: "saved_searches", frequency: "OFF" });
    const bad = await app.gql(LINK, { t: token.slice(0, -2) + "zz" });
    expect(bad.errors?.[0]).toMatchObject({
      message: "This unsubscribe link is not valid",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });
});

describe("preferences", () => {
  it("GET and PUT over REST; GraphQL agrees; an unknown value is refused and nothing stored", async () => {
    const user = await member();
    const token = await app.tokenFor(user);
    const get = await app.rest("GET", "/api/notifications/preferences", { token });
    expect(get).toMatchObject({
      status: 200,
      body: {
        email: {
          saved_searches: "instant",
          opportunities: "weekly",
          messages: "instant",
          events: "instant",
          verification: "instant",
        },
      },
    });
    const email = {
      saved_searches: "daily",
      opportunities: "off",
      messages: "weekly",
      events: "instant",
      verification: "daily",
    };
    const put = await app.rest("PUT", "/api/notifications/preferences", { token, body: { email } });
    expect(put).toMatchObject({ status: 200, body: { email } });
    for (const wrong of [
      { ...email, events: "hourly" },
      { ...email, events: "DAILY" },
      { ...email, extra: "daily" },
      { saved_searches: "off" },
      "off",
      { ...email, events: "daily\u0000" },
    ]) {
      const res = await app.rest("PUT", "/api/notifications/preferences", {
        token,
        body: { email: wrong },
      });
      expect([400, 422], JSON.stringify(wrong)).toContain(res.status);
      expect(res.body.detail).toMatch(/^email must be an object/);
    }
    const gqlWrong = await app.gql(
      `mutation($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { events } }`,
      {
        i: {
          savedSearches: "OFF",
          opportunities: "OFF",
          messages: "OFF",
          events: "SOMETIMES",
          verification: "OFF",
        },
      },
      { token },
    );
    expect(gqlWrong.errors?.length).toBeGreaterThan(0);
    expect((await app.gql(PREFS, {}, { token })).data.notificationPreferences).toEqual({
      savedSearches: "DAILY",
      opportunities: "OFF",
      messages: "WEEKLY",
      events: "INSTANT",
      verification: "DAILY",
    });
  });
});

describe("the list", () => {
  it("newest first, in pages; marks read by ids (others' ids change nothing) or all", async () => {
    const user = await member();
    const other = await member();
    const token = await app.tokenFor(user);
    for (let i = 0; i < 5; i++) {
      await app.services.notifications.notify(input(user, { title: `N${i}`, emailAtMost: "off" }));
      await sleep(5);
    }
    await app.services.notifications.notify(input(other, { title: "Theirs", emailAtMost: "off" }));
    const page1 = await app.rest("GET", "/api/notifications?first=2", { token });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ unread: 5, has_next_page: true });
    expect(page1.body.items.map((i: { title: string }) => i.title)).toEqual(["N4", "N3"]);
    expect(Object.keys(page1.body.items[0]).sort()).toEqual(
      ["body", "created_at", "id", "kind", "read", "title", "url"].sort(),
    );
    expect(page1.body.items[0].kind).toBe("saved_search");
    const page2 = await app.rest(
      "GET",
      `/api/notifications?first=2&after=${page1.body.end_cursor}`,
      { token },
    );
    expect(page2.body.items.map((i: { title: string }) => i.title)).toEqual(["N2", "N1"]);

    const [theirs] = await app.db.query(`SELECT id FROM notifications WHERE user_id = $1`, [
      other.id,
    ]);
    const read = await app.rest("POST", "/api/notifications/read", {
      token,
      body: { ids: [page1.body.items[0].id, theirs.id] },
    });
    expect(read).toMatchObject({ status: 200, body: { unread: 4 } });
    expect(await app.services.notifications.unread(other.id)).toBe(1);
    const again = await app.gql(
      `{ notifications(first: 1) { nodes { title read } } }`,
      {},
      { token },
    );
    expect(again.data.notifications.nodes).toEqual([{ title: "N4", read: true }]);
    const all = await app.gql(`mutation { markNotificationsRead }`, {}, { token });
    expect(all.data.markNotificationsRead).toBe(0);
    expect(await app.services.notifications.unread(other.id)).toBe(1);
    expect((await app.gql(`{ unreadNotifications }`, {}, { token })).data.unreadNotifications).toBe(
      0,
    );
  });

  it("hostile input is a 4xx, never a 500", async () => {
    const token = await app.tokenFor(await member());
    const huge = Array.from({ length: 20_000 }, () => "00000000-0000-4000-8000-000000000000");
    const cases: [string, string, unknown][] = [
      ["POST", "/api/notifications/read", { ids: huge }],
      ["POST", "/api/notifications/read", { ids: ["not-a-uuid"] }],
      ["POST", "/api/notifications/read", { ids: ["\u0000"] }],
      ["POST", "/api/notifications/read", { ids: [{ a: 1 }] }],
      ["POST", "/api/notifications/read", { ids: "00000000-0000-4000-8000-00000000000\u0000" }],
      ["GET", "/api/notifications?after=forged", undefined],
      ["GET", "/api/notifications?after=a%00b", undefined],
      ["GET", "/api/notifications?first=0", undefined],
      ["GET", "/api/notifications?first=100000", undefined],
    ];
    for (const [method, path, body] of cases) {
      const res = await app.rest(method, path, { token, body });
      expect(
        res.status,
        `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
    const gql = await app.gql(
      `mutation($ids: [ID!]) { markNotificationsRead(ids: $ids) }`,
      { ids: ["x\u0000"] },
      { token },
    );
    expect(gql.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../server/src/db/embedded.js";
import { migrate } from "../../server/src/db/migrate.js";
import { DIGEST_JOBS } from "../../server/src/modules/notifications/notification.digests.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// The digests on the embedded database (`npm start` without DATABASE_URL): PGlite is one session
// for every connection, so a digest run holding a transaction while the outbox, the job queue or a
// request used another connection would stop the whole app. Here the daily run goes through the
// real job queue with workers inline while the bell is asked, and the digest's one-click
// unsubscribe is posted.

let embedded: EmbeddedDatabase;
let app: TestApp;

beforeAll(async () => {
  embedded = await startEmbeddedDatabase(undefined, 12);
  const ds = createDataSource({ url: embedded.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  app = await startTestApp({ DATABASE_URL: embedded.url, WORKERS: "inline" });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await embedded?.stop();
});

describe("digests on the embedded database", () => {
  it("the daily run sends the digest through the queue while the app keeps answering", async () => {
    const user = await app.buildUser({ fullName: "Embedded Reader", isVerified: true });
    const token = await app.tokenFor(user);
    await app.services.notifications.setPreferences(user.id, {
      saved_searches: "daily",
      opportunities: "weekly",
      messages: "instant",
      events: "instant",
      verification: "instant",
    });
    for (const name of ["Asha Verma", "Ravi Kumar"])
      await app.services.notifications.notify({
        userId: user.id,
        kind: "saved_search",
        title: `${name} matches your saved search`,
        body: `${name} is a new match for "fitters".`,
        url: "/user/00000000-0000-4000-8000-000000000001",
        key: `embedded:${name}`,
        group: 'Saved search "fitters"',
      });
    await app.db.query(
      `UPDATE notifications SET created_at = now() - interval '1 hour' WHERE user_id = $1`,
      [user.id],
    );
    const slot = new Date();
    await app.jobs.send(DIGEST_JOBS.daily, { slot: slot.toISOString() }, { key: "embedded-test" });
    // The bell, as every signed-in page asks it, while the run goes on.
    const bell = async () => {
      const started = Date.now();
      const res = await app.gql(`{ unreadNotifications }`, {}, { token });
      expect(res.data?.unreadNotifications).toBe(2);
      return Date.now() - started;
    };
    const waits: number[] = [];
    const mail = app.mailbox.waitForMail(user.email, 1, 30_000);
    let received = false;
    void mail.then(() => (received = true)).catch(() => undefined);
    while (!received) {
      waits.push(await bell());
      await new Promise((r) => setTimeout(r, 100));
    }
    const digest = await mail;
    expect(digest.subject).toBe("Your daily ISTC Connect digest: 2 updates");
    expect(Math.max(...waits)).toBeLessThan(5_000);

    const link = /^List-Unsubscribe: <([^>]+)>/m.exec(digest.raw.replace(/\r?\n[ \t]+/g, " "))![1];
    const res = await fetch(link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect((await app.services.notifications.preferences(user.id)).saved_searches).toBe("off");
    const [row] = await app.db.query(
      `SELECT last_slot FROM notification_schedule WHERE name = 'daily'`,
    );
    expect(new Date(row.last_slot).getTime()).toBe(slot.getTime());
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// The whole alert loop on two app copies with workers (as two instances run them) behind one
// PostgreSQL and one real SMTP server: a member saves a search on one copy, an admin verifies a
// matching member on the other, and the searcher gets one in-app notification and one e-mail naming
// the member, the member one "you are verified"; never two, whichever copy's worker ran the jobs.

let database: TestDatabase;
let mailbox: Mailbox;
const copies: TestApp[] = [];

beforeAll(async () => {
  database = await provideTestDatabase("_alert_copies", 8);
  const db = createDataSource({ url: database.url, poolSize: 2 });
  await db.initialize();
  await migrate(db);
  await db.destroy();
  mailbox = await startMailbox();
  for (let i = 0; i < 2; i++)
    copies.push(
      await startTestApp(
        { DATABASE_URL: database.url, WORKERS: "inline", JOBS_POLL_SECONDS: "0.5" },
        { mailbox },
      ),
    );
});

afterAll(async () => {
  for (const app of copies.reverse()) await app.close();
  await mailbox?.close();
  await database?.stop();
});

const NOTIFICATIONS = `{ notifications(first: 10) { unread nodes { kind title body url read } } }`;

describe("saved-search alerts on two copies", () => {
  it("one notification and one e-mail per match, within a minute, and one 'you are verified'", async () => {
    const [a, b] = copies;
    const searcher = await a.buildUser({
      fullName: "Simran Searcher",
      email: "simran.searcher@test.istc-connect.in",
      isVerified: true,
      profileCompleted: true,
    });
    const token = await a.tokenFor(searcher);
    const saved = await a.rest("POST", "/api/saved-searches", {
      token,
      body: { query: "CNC programmers in Ludhiana", alert: "instant" },
    });
    expect(saved.status).toBe(201);

    const admin = await b.buildUser({
      fullName: "Copy Admin",
      isVerified: true,
      isAdminFlag: true,
    });
    const member = await b.buildUser({
      fullName: "Gurpreet Cnc",
      email: "gurpreet.cnc@test.istc-connect.in",
      profileCompleted: true,
      trade: "CNC Machining",
      jobTitle: "CNC Programmer",
      currentLocation: "Ludhiana, Punjab",
    });
    const started = Date.now();
    const verified = await b.rest("PATCH", `/api/admin/users/${member.id}/verify`, {
      token: await b.tokenFor(admin),
      body: { is_verified: true },
    });
    expect(verified.status).toBe(200);

    const mail = await mailbox.waitForMail(searcher.email, 1, 60_000);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(mail.subject).toContain("Gurpreet Cnc");
    expect(mail.text).toContain(`/user/${member.id}`);
    expect(mail.text).toContain("/settings/notifications");
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+</m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/m);

    const welcome = await mailbox.waitForMail(member.email, 1, 60_000);
    expect(welcome.subject.toLowerCase()).toContain("verified");

    // Both copies' workers have had time to run everything twice over: still one of each.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(mailbox.to(searcher.email)).toHaveLength(1);
    expect(mailbox.to(member.email)).toHaveLength(1);
    const seen = await a.gql(NOTIFICATIONS, {}, { token });
    expect(seen.data.notifications.unread).toBe(1);
    expect(seen.data.notifications.nodes).toEqual([
      expect.objectContaining({
        kind: "SAVED_SEARCH",
        url: `/user/${member.id}`,
        read: false,
        title: expect.stringContaining("Gurpreet Cnc"),
      }),
    ]);
    const mine = await b.gql(NOTIFICATIONS, {}, { token: await b.tokenFor(member) });
    expect(mine.data.notifications.nodes.map((n: { kind: string }) => n.kind)).toEqual([
      "VERIFIED",
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { JobQueue, type JobDefinition } from "../../server/src/jobs/job-queue.js";
import { createLogger } from "../../server/src/logger.js";
import { MailDeliveries } from "../../server/src/mail/deliveries.js";
import { SmtpMailer } from "../../server/src/mail/mailer.js";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";
import { uniqueEmail } from "../support/test-app.js";

// The job queue and the e-mail outbox on a real PostgreSQL (a database of this file's own: its
// workers must not run other files' jobs) and a real SMTP server.

const log = createLogger("silent");
let database: TestDatabase;
let db: DataSource;
let mailbox: Mailbox;
const opened: { stop(): Promise<void> }[] = [];

async function queue(workers: boolean, definitions: JobDefinition[] = []) {
  const jobs = new JobQueue(database.url, log, { workers, pollSeconds: 0.5, poolSize: 2 });
  await jobs.start(definitions);
  opened.push(jobs);
  return jobs;
}

function deliveries(jobs: JobQueue, mailer = new SmtpMailer(mailbox.url, "ISTC <a@b.in>", 5)) {
  return new MailDeliveries(db, jobs, mailer, log);
}

const mail = (to: string, key = `k:${to}`) => ({
  key,
  userId: null,
  to,
  subject: `Hello ${to}`,
  text: "Plain text part",
  html: "<p>HTML part</p>",
  headers: { "List-Unsubscribe": "<https://example.test/u/x>" },
});

const until = async (check: () => Promise<boolean> | boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
};

beforeAll(async () => {
  database = await provideTestDatabase("_jobs");
  db = createDataSource({ url: database.url, poolSize: 4 });
  await db.initialize();
  await migrate(db);
  mailbox = await startMailbox();
});

afterAll(async () => {
  for (const o of opened.reverse()) await o.stop();
  await db?.destroy();
  await mailbox?.close();
  await database?.stop();
});

describe("background jobs", () => {
  it("runs a job that fell due while no worker was running, once a worker starts", async () => {
    const ran: string[] = [];
    const definition: JobDefinition<{ n?: string }> = {
      name: "test-due",
      handler: async ({ n }) => void ran.push(n ?? "?"),
    };
    // A copy without workers (the web, or a copy that is down) queues it, due a moment ago.
    const web = await queue(false, [definition as JobDefinition]);
    await web.send("test-due", { n: "due" }, { startAfter: new Date(Date.now() - 60_000) });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(ran).toEqual([]);
    await queue(true, [definition as JobDefinition]);
    await until(() => ran.length === 1);
    expect(ran).toEqual(["due"]);
  });

  it("queues a job with a key once, whichever copy sends it", async () => {
    const a = await queue(false);
    const b = await queue(false);
    const sent = await Promise.all([
      a.send("test-keyed", { x: 1 }, { key: "same" }),
      b.send("test-keyed", { x: 2 }, { key: "same" }),
      a.send("test-keyed", { x: 3 }, { key: "same" }),
    ]);
    expect(sent.filter(Boolean)).toHaveLength(1);
  });
});

describe("e-mail outbox", () => {
  it("sends a queued e-mail once, with its text and HTML parts and headers", async () => {
    const jobs = await queue(true);
    const out = deliveries(jobs);
    await jobs.start([out.job() as JobDefinition]);
    const to = uniqueEmail("outbox");
    expect(await out.enqueue(mail(to))).toBe(true);
    expect(await out.enqueue(mail(to))).toBe(false);
    const got = await mailbox.waitForMail(to);
    expect(got.text).toContain("Plain text part");
    expect(got.html).toContain("HTML part");
    expect(got.raw).toMatch(/^List-Unsubscribe: <https:\/\/example\.test\/u\/x>/m);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(mailbox.to(to)).toHaveLength(1);
    const [row] = await db.query(
      `SELECT status, attempts FROM email_deliveries WHERE idempotency_key = $1`,
      [`k:${to}`],
    );
    expect(row).toEqual({ status: "sent", attempts: 1 });
  });

  it("two copies delivering the same e-mail at once send it once", async () => {
    const jobs = await queue(false);
    const copies = [deliveries(jobs), deliveries(jobs), deliveries(jobs)];
    const to = uniqueEmail("twice");
    await copies[0].enqueue(mail(to), db.manager); // no job: the copies race for it below
    await copies[1].enqueue(mail(to));
    const [{ id }] = await db.query(`SELECT id FROM email_deliveries WHERE to_address = $1`, [to]);
    await Promise.all(copies.map((c) => c.deliver(id)));
    await Promise.all(copies.map((c) => c.deliver(id)));
    await mailbox.waitForMail(to);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailbox.to(to)).toHaveLength(1);
  });

  it("retries with backoff while SMTP refuses, then sends", async () => {
    const jobs = await queue(false);
    const out = deliveries(jobs);
    const to = uniqueEmail("refused");
    mailbox.refuse(to);
    await out.enqueue(mail(to), db.manager);
    const [{ id }] = await db.query(`SELECT id FROM email_deliveries WHERE to_address = $1`, [to]);
    await expect(out.deliver(id)).rejects.toThrow();
    let [row] = await db.query(
      `SELECT status, attempts, last_error FROM email_deliveries WHERE id = $1`,
      [id],
    );
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/Mailbox unavailable|550|rejected/i);
    mailbox.accept(to);
    await out.deliver(id);
    await mailbox.waitForMail(to);
    [row] = await db.query(`SELECT status, attempts FROM email_deliveries WHERE id = $1`, [id]);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("through the queue: a failed send is retried by the queue with backoff", async () => {
    const jobs = await queue(true);
    const out = deliveries(jobs);
    // Retries a second apart here (30 s doubling in the app).
    await jobs.start([
      {
        ...out.job(),
        settings: { retryLimit: 5, retryDelay: 1, retryBackoff: false },
      } as JobDefinition,
    ]);
    const to = uniqueEmail("retried");
    mailbox.refuse(to);
    await out.enqueue(mail(to));
    await until(async () => {
      const [r] = await db.query(`SELECT attempts FROM email_deliveries WHERE to_address = $1`, [
        to,
      ]);
      return r.attempts >= 1;
    });
    mailbox.accept(to);
    await mailbox.waitForMail(to, 1, 20_000);
    expect(mailbox.to(to)).toHaveLength(1);
  });
});

import { createHash } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import type { JobDefinition, JobQueue } from "../jobs/job-queue.js";
import type { Logger } from "../logger.js";
import type { Mailer } from "./mails.js";

/** The queue that sends queued e-mails, one job per e-mail. */
export const SEND_EMAIL_JOB = "send-email";

/** Tries per e-mail (the first and the retries, 30 s doubling: about two hours in all). */
export const MAX_ATTEMPTS = 9;

/** How long a claimed e-mail is held by the worker sending it before another may take it. */
const CLAIM_SECONDS = 120;

/** An e-mail to queue. `key` names it: the same key is the same e-mail, sent at most once. */
export interface QueuedMail {
  key: string;
  /** The member it is for (deleted with them); null for an address with no account. */
  userId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
}

interface Claimed {
  id: string;
  idempotency_key: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string>;
  attempts: number;
}

/** The Message-ID of an e-mail: the same for every try of one key, nothing else readable in it. */
const messageIdFor = (key: string) =>
  `<${createHash("sha256").update(key).digest("hex").slice(0, 32)}@istc-connect>`;

/**
 * Background e-mail (notifications, digests). Queuing writes the message to `email_deliveries`
 * under its idempotency key (a repeat of the key adds nothing, whichever copy queues it) and queues
 * a job; the worker that runs it claims the row (pending -> sending, for two minutes) before it
 * talks to SMTP, so two copies never send one e-mail twice. When SMTP fails the row goes back to
 * pending and the job is retried with backoff; after MAX_ATTEMPTS it is marked failed.
 */
export class MailDeliveries {
  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly log: Logger,
  ) {}

  /**
   * Queues an e-mail; false when its key was queued before (nothing is added). With `manager`, the
   * row is written in that transaction; the job is sent after the caller commits (`flush`).
   */
  async enqueue(mail: QueuedMail, manager?: EntityManager): Promise<boolean> {
    const rows: { id: string }[] = await (manager ?? this.db).query(
      `INSERT INTO email_deliveries
         (idempotency_key, user_id, to_address, subject, text_body, html_body, headers)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [
        mail.key,
        mail.userId,
        mail.to,
        mail.subject,
        mail.text,
        mail.html ?? null,
        JSON.stringify(mail.headers ?? {}),
      ],
    );
    if (!rows.length) return false;
    if (!manager) await this.jobs.send(SEND_EMAIL_JOB, { id: rows[0].id }, { key: rows[0].id });
    return true;
  }

  /**
   * Sends a job for every e-mail still waiting without one running (queued in a transaction, or
   * left by a copy that stopped between writing and queuing). Safe to run at any time, on any copy.
   */
  async flush(): Promise<number> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM email_deliveries
        WHERE (status = 'pending' AND attempts = 0)
           OR (status = 'sending' AND locked_until < now())
        ORDER BY created_at LIMIT 1000`,
    );
    let sent = 0;
    for (const { id } of rows)
      if (await this.jobs.send(SEND_EMAIL_JOB, { id }, { key: id })) sent += 1;
    return sent;
  }

  /** The job: claims the e-mail and sends it once; throws (so the job is retried) when SMTP fails. */
  async deliver(id: string): Promise<void> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, count].
    const [claimed]: [Claimed[], number] = await this.db.query(
      `UPDATE email_deliveries
          SET status = 'sending', attempts = attempts + 1,
              locked_until = now() + make_interval(secs => $2)
        WHERE id = $1
          AND (status = 'pending' OR (status = 'sending' AND locked_until < now()))
        RETURNING id, idempotency_key, to_address, subject, text_body, html_body, headers, attempts`,
      [id, CLAIM_SECONDS],
    );
    const mail = claimed[0];
    if (!mail) return; // sent, failed for good, or being sent by another worker
    try {
      await this.mailer.sendMessage({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        headers: mail.headers,
        messageId: messageIdFor(mail.idempotency_key),
      });
    } catch (err) {
      const final = mail.attempts >= MAX_ATTEMPTS;
      await this.db.query(
        `UPDATE email_deliveries SET status = $2, last_error = $3, locked_until = NULL WHERE id = $1`,
        [id, final ? "failed" : "pending", String((err as Error).message ?? err).slice(0, 500)],
      );
      if (final) {
        this.log.error({ err, id }, "e-mail given up after its last try");
        return;
      }
      throw err;
    }
    await this.db.query(
      `UPDATE email_deliveries SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL
        WHERE id = $1`,
      [id],
    );
  }

  /** The worker of the send-email queue. */
  job(): JobDefinition<{ id?: string }> {
    return {
      name: SEND_EMAIL_JOB,
      settings: { retryLimit: MAX_ATTEMPTS - 1, retryDelay: 30, retryBackoff: true },
      handler: async ({ id }) => {
        if (typeof id === "string") await this.deliver(id);
      },
    };
  }
}

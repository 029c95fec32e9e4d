import type { DataSource } from "typeorm";
import type { JobDefinition, JobQueue } from "../../jobs/job-queue.js";
import type { Logger } from "../../logger.js";
import type { MailDeliveries } from "../../mail/deliveries.js";
import { isAdmin } from "../users/user.policy.js";
import { indiaDate, nextSlot, previousSlot, type DigestCadence } from "./digest-slots.js";
import {
  KIND_HEADINGS,
  PREFERENCE_LABELS,
  PREFERENCE_OF,
  slower,
  type Frequency,
  type NotificationKind,
  type PreferenceKey,
} from "./notification-kinds.js";
import { renderDigestMail, type DigestGroup } from "./notification.mails.js";
import type { NotificationService } from "./notification.service.js";

export const DIGEST_JOBS: Record<DigestCadence, string> = {
  daily: "notifications-daily",
  weekly: "notifications-weekly",
};

/**
 * The rows a run looks at: a notification made "weekly" is never due daily (the preference can
 * only make it slower), so the daily run skips them in SQL and a week of them cannot crowd out
 * the day's within DIGEST_MAX_ITEMS.
 */
const DIGEST_ROWS: Record<DigestCadence, string> = {
  daily: `email = 'daily'`,
  weekly: `email IN ('daily', 'weekly')`,
};

/** Notifications one digest e-mail lists at most (the rest wait for the next). */
const DIGEST_MAX_ITEMS = 200;

interface Pending {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  group_name: string | null;
  email: Frequency;
}

/**
 * The scheduled side of notifications: the daily run (08:00 India time: new opportunities in each
 * member's trade or city, members waiting for admins, then the daily digests) and the weekly run
 * (Mondays 08:00). Each run is a keyed job (the slot's date) that queues the next one when it ends;
 * every worker start queues the next slot and any slot missed while no worker ran, so a missed
 * digest goes out at start. Two copies never send one digest twice: the job key, the slot recorded
 * in `notification_schedule`, and the e-mail key `digest:<cadence>:<userId>:<date>`.
 */
export class NotificationDigests {
  constructor(
    private readonly db: DataSource,
    private readonly jobQueue: JobQueue,
    private readonly mail: MailDeliveries,
    private readonly notifications: NotificationService,
    private readonly options: { adminEmails: readonly string[]; log: Logger },
  ) {}

  /** The daily and weekly runs' queues and workers. */
  jobs(): JobDefinition[] {
    return (["daily", "weekly"] as const).map((cadence) => ({
      name: DIGEST_JOBS[cadence],
      settings: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
      handler: async (data: { slot?: unknown }) => {
        const slot = typeof data.slot === "string" ? new Date(data.slot) : null;
        if (!slot || Number.isNaN(slot.getTime())) return;
        await this.run(cadence, slot);
      },
    }));
  }

  private async lastSlot(cadence: DigestCadence): Promise<Date | null> {
    const [row] = await this.db.query(
      `SELECT last_slot FROM notification_schedule WHERE name = $1`,
      [cadence],
    );
    return row ? new Date(row.last_slot) : null;
  }

  private queue(cadence: DigestCadence, slot: Date, startAfter: Date = slot): Promise<boolean> {
    return this.jobQueue.send(
      DIGEST_JOBS[cadence],
      { slot: slot.toISOString() },
      { key: indiaDate(slot), startAfter },
    );
  }

  /**
   * On every worker start: the next slot of each run, and the last one when it was missed (a first
   * start records the last slot as done: nothing was missed before the app existed).
   */
  async schedule(now = new Date()): Promise<void> {
    for (const cadence of ["daily", "weekly"] as const) {
      const previous = previousSlot(cadence, now);
      const last = await this.lastSlot(cadence);
      if (!last)
        await this.db.query(
          `INSERT INTO notification_schedule (name, last_slot) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
          [cadence, previous],
        );
      else if (last < previous) await this.queue(cadence, previous, now);
      await this.queue(cadence, nextSlot(cadence, now));
    }
  }

  /** One run of a slot; a slot already done (by this or another copy) does nothing. */
  async run(cadence: DigestCadence, slot: Date): Promise<void> {
    const last = await this.lastSlot(cadence);
    if (!last || last < slot) {
      if (cadence === "daily") {
        const since = last ?? new Date(slot.getTime() - 86_400_000);
        await this.opportunitiesDigest(since, slot);
        await this.pendingMembers(slot);
      }
      await this.sendDigests(cadence, slot);
      await this.db.query(
        `INSERT INTO notification_schedule (name, last_slot) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET last_slot = GREATEST(notification_schedule.last_slot, EXCLUDED.last_slot)`,
        [cadence, slot],
      );
    }
    await this.queue(cadence, nextSlot(cadence, new Date(Math.max(Date.now(), slot.getTime()))));
  }

  /** Members told of opportunities posted in (since, until] whose text names their trade or city. */
  async opportunitiesDigest(since: Date, until: Date): Promise<number> {
    const rows: { user_id: string; titles: string[] }[] = await this.db.query(
      `WITH members AS (
         SELECT id, nullif(lower(trim(trade)), '') AS trade,
                nullif(lower(trim(split_part(current_location, ',', 1))), '') AS city,
                nullif(lower(trim(place_name)), '') AS place
           FROM users)
       SELECT m.id AS user_id, array_agg(o.title ORDER BY o.created_at DESC) AS titles
         FROM opportunities o
         JOIN members m ON m.id <> o.posted_by
          AND ((length(m.trade) > 2 AND strpos(o.search_text, m.trade) > 0)
            OR (length(m.city) > 2 AND strpos(lower(o.location), m.city) > 0)
            OR (length(m.place) > 2 AND strpos(lower(o.location), m.place) > 0))
        WHERE o.created_at > $1 AND o.created_at <= $2
        GROUP BY m.id`,
      [since, until],
    );
    const date = indiaDate(until);
    for (const { user_id, titles } of rows) {
      const n = titles.length;
      await this.notifications.notify({
        userId: user_id,
        kind: "opportunities",
        title: `${n} new ${n === 1 ? "opportunity" : "opportunities"} in your trade or city`,
        body: titles.slice(0, 5).join("; ") + (n > 5 ? ` and ${n - 5} more` : ""),
        url: "/opportunities",
        key: `opportunities:${date}`,
        group: "New opportunities in your trade or city",
      });
    }
    return rows.length;
  }

  /** Each admin is told how many members wait for verification, when any do. */
  async pendingMembers(slot: Date): Promise<void> {
    const [{ n }] = await this.db.query(
      `SELECT count(*)::int AS n FROM users WHERE NOT is_verified AND profile_completed AND NOT is_admin`,
    );
    if (!n) return;
    const admins: { id: string; email: string; is_admin: boolean }[] = await this.db.query(
      `SELECT id, email, is_admin FROM users WHERE is_admin OR lower(email) = ANY($1::text[])`,
      [this.options.adminEmails.map((e) => e.toLowerCase())],
    );
    for (const a of admins) {
      if (!isAdmin({ isAdminFlag: a.is_admin, email: a.email }, this.options.adminEmails)) continue;
      await this.notifications.notify({
        userId: a.id,
        kind: "pending_members",
        title: `${n} ${n === 1 ? "member is" : "members are"} waiting for verification`,
        body: `${n} ${n === 1 ? "member has" : "members have"} completed the profile and ${n === 1 ? "waits" : "wait"} for an admin to verify them.`,
        url: "/admin",
        key: `pending_members:${indiaDate(slot)}`,
      });
    }
  }

  /** One digest e-mail per member with notifications waiting for this cadence. */
  async sendDigests(cadence: DigestCadence, slot: Date): Promise<number> {
    const users: { user_id: string }[] = await this.db.query(
      `SELECT DISTINCT user_id FROM notifications
        WHERE emailed_at IS NULL AND ${DIGEST_ROWS[cadence]} AND created_at <= $1`,
      [slot],
    );
    let sent = 0;
    for (const { user_id } of users) {
      try {
        if (await this.digestFor(user_id, cadence, slot)) sent += 1;
      } catch (err) {
        this.options.log.warn({ err, userId: user_id }, "digest failed for a member");
        throw err;
      }
    }
    return sent;
  }

  private async digestFor(userId: string, cadence: DigestCadence, slot: Date): Promise<boolean> {
    const rows: Pending[] = await this.db.query(
      `SELECT id, kind, title, body, url, group_name, email FROM notifications
        WHERE user_id = $1 AND emailed_at IS NULL AND ${DIGEST_ROWS[cadence]} AND created_at <= $2
        ORDER BY created_at LIMIT $3`,
      [userId, slot, DIGEST_MAX_ITEMS],
    );
    const prefs = await this.notifications.preferences(userId);
    const skipped: string[] = [];
    const due: Pending[] = [];
    for (const r of rows) {
      const effective = slower(prefs[PREFERENCE_OF[r.kind]], r.email);
      if (effective === "off" || effective === "instant") skipped.push(r.id);
      // Each run sends its own cadence only: on Mondays both run at once, and a daily notification
      // the weekly run took too would be in both digests.
      else if (effective === cadence) due.push(r);
    }
    if (skipped.length) await this.markEmailed(skipped);
    if (!due.length) return false;
    const [user] = await this.db.query(`SELECT email, full_name FROM users WHERE id = $1`, [
      userId,
    ]);
    if (!user) return false;

    const groups = new Map<string, DigestGroup>();
    const keys = new Map<PreferenceKey, number>();
    for (const r of due) {
      const heading = r.group_name ?? KIND_HEADINGS[r.kind];
      if (!groups.has(heading)) groups.set(heading, { heading, items: [] });
      groups.get(heading)!.items.push({
        title: r.title,
        body: r.body,
        url: this.notifications.absolute(r.url),
      });
      const key = PREFERENCE_OF[r.kind];
      keys.set(key, (keys.get(key) ?? 0) + 1);
    }
    const main = [...keys.entries()].sort((a, b) => b[1] - a[1])[0][0];
    const labels = [...keys.keys()].map((k) => PREFERENCE_LABELS[k]).join(", ");
    const frame = this.notifications.frame(
      { id: userId, fullName: user.full_name },
      main,
      `You get this ${cadence} digest because your ISTC Connect settings send ${labels} ${cadence === "daily" ? "once a day" : "once a week"}.`,
    );
    const rendered = renderDigestMail(cadence, [...groups.values()], frame);
    await this.mail.enqueue({
      key: `digest:${cadence}:${userId}:${indiaDate(slot)}`,
      userId,
      to: user.email,
      ...rendered,
      headers: this.notifications.unsubscribeHeaders(userId, main),
    });
    await this.markEmailed(due.map((r) => r.id));
    return true;
  }

  private async markEmailed(ids: string[]): Promise<void> {
    await this.db.query(`UPDATE notifications SET emailed_at = now() WHERE id = ANY($1::uuid[])`, [
      ids,
    ]);
  }
}

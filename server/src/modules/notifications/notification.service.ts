import type { DataSource } from "typeorm";
import { isUuid } from "../../db/sql-values.js";
import { badInput } from "../../errors.js";
import type { MailDeliveries } from "../../mail/deliveries.js";
import { cursorCodec } from "../../paging/cursor.js";
import { pageSize, toConnection, type Connection, type PageArgs } from "../../paging/page.js";
import {
  DEFAULT_PREFERENCES,
  NOTIFICATION_KINDS,
  PREFERENCE_KEYS,
  PREFERENCE_LABELS,
  PREFERENCE_OF,
  isFrequency,
  slower,
  type Frequency,
  type NotificationKind,
  type PreferenceKey,
  type Preferences,
} from "./notification-kinds.js";
import { renderNotificationMail, type MailFrame } from "./notification.mails.js";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token.js";
import { cleanParagraphs } from "../users/names.js";

export type { NotificationKind, Frequency, Preferences, PreferenceKey };

/** What a feature tells a member (docs/ARCHITECTURE.md, notifications). */
export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** One line, e.g. "Asha Verma matches your saved search". */
  title: string;
  /** A sentence or two, plain text. */
  body: string;
  /** An app path, e.g. "/user/<id>". */
  url: string;
  /** Dedupe: the same (userId, key) is one notification, ever. */
  key: string;
  /** The digest heading, e.g. 'Saved search "CNC programmers in Ludhiana"'. */
  group?: string;
  /** The e-mail is never sooner than this; "off" = in-app only. */
  emailAtMost?: Frequency;
}

/** A notification as the lists show it. */
export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  createdAt: Date;
  read: boolean;
}

export type NotificationPage = Connection<NotificationItem> & { unread: number };

export interface UnsubscribeInfo {
  kind: PreferenceKey;
  label: string;
  email: string;
  frequency: Frequency;
}

export const NOTIFICATION_PAGES = {
  defaultSize: 20,
  maxSize: 100,
  message: "first must be from 1 to 100",
};

/** The most ids one markNotificationsRead may name. */
export const MAX_READ_IDS = 500;

export const INVALID_UNSUBSCRIBE = "This unsubscribe link is not valid";

const cursor = cursorCodec("notifications", ["timestamp", "uuid"]);

/** Controls (NUL, line breaks), zero-width and bidi marks: what a one-line text never holds. */
const NOT_IN_A_LINE = /[\p{Cc}\p{Zl}\p{Zp}\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF]+/gu;

/** A caller's text as one line (a title, a heading, a subject): nothing that starts a line of its own. */
const oneLine = (text: string) => text.replace(NOT_IN_A_LINE, " ").replace(/\s+/g, " ").trim();

/** An app path or URL: no control characters, no white space. */
const cleanUrl = (url: string) => url.replace(NOT_IN_A_LINE, "").trim();
const TITLE_MAX = 200;
const BODY_MAX = 2000;

/** "asha.verma@gmail.com" -> "as***@gmail.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

interface Row {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  created_at: Date;
  read_at: Date | null;
}

const toItem = (r: Row): NotificationItem => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  url: r.url,
  createdAt: r.created_at,
  read: r.read_at !== null,
});

/**
 * Notifications: in-app always, e-mail per the member's preferences (instant through the outbox,
 * or in a digest: notification.digests.ts). Used by every feature that tells members something.
 */
export class NotificationService {
  constructor(
    private readonly db: DataSource,
    private readonly mail: MailDeliveries,
    private readonly options: { appUrl: string; authSecret: string },
  ) {}

  /** A member's e-mail preferences (the defaults where they never chose). */
  async preferences(userId: string): Promise<Preferences> {
    const [row] = await this.db.query(
      `SELECT ${PREFERENCE_KEYS.join(", ")} FROM notification_preferences WHERE user_id = $1`,
      [userId],
    );
    return { ...DEFAULT_PREFERENCES, ...(row ?? {}) };
  }

  /**
   * Replaces every preference; one added later (`mentorship`) may be left out and keeps its value.
   * BAD_USER_INPUT (nothing stored) for an unknown value.
   */
  async setPreferences(
    userId: string,
    given: Omit<Preferences, "mentorship"> & Partial<Pick<Preferences, "mentorship">>,
  ): Promise<Preferences> {
    const prefs: Preferences = {
      ...given,
      mentorship: given.mentorship ?? (await this.preferences(userId)).mentorship,
    };
    for (const key of PREFERENCE_KEYS)
      if (!isFrequency(prefs[key]))
        throw badInput(`${key} must be one of instant, daily, weekly, off`, key);
    const values = PREFERENCE_KEYS.map((k) => prefs[k]);
    await this.db.query(
      `INSERT INTO notification_preferences (user_id, ${PREFERENCE_KEYS.join(", ")})
       VALUES ($1, ${PREFERENCE_KEYS.map((_, i) => `$${i + 2}`).join(", ")})
       ON CONFLICT (user_id) DO UPDATE SET
         ${PREFERENCE_KEYS.map((k) => `${k} = EXCLUDED.${k}`).join(", ")}, updated_at = now()`,
      [userId, ...values],
    );
    return this.preferences(userId);
  }

  /** The e-mail frame (reason, settings, one-click unsubscribe) of a mail to a member. */
  frame(user: { id: string; fullName: string }, key: PreferenceKey, reason: string): MailFrame {
    const token = unsubscribeToken(this.options.authSecret, user.id, key);
    return {
      name: user.fullName,
      reason,
      settingsUrl: `${this.options.appUrl}/settings/notifications`,
      unsubscribeUrl: this.unsubscribeUrl(token),
      unsubscribeLabel: PREFERENCE_LABELS[key],
    };
  }

  unsubscribeUrl(token: string): string {
    return `${this.options.appUrl}/unsubscribe/${token}`;
  }

  /** RFC 8058 one-click unsubscribe headers for an e-mail of `key` to the member. */
  unsubscribeHeaders(userId: string, key: PreferenceKey): Record<string, string> {
    return {
      "List-Unsubscribe": `<${this.unsubscribeUrl(unsubscribeToken(this.options.authSecret, userId, key))}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
  }

  absolute(url: string): string {
    return /^https?:\/\//.test(url)
      ? url
      : `${this.options.appUrl}${url.startsWith("/") ? "" : "/"}${url}`;
  }

  /**
   * Tells a member something: true when new (the same userId and key is one notification, ever).
   * In-app always; e-mailed at the slower of the member's preference and `emailAtMost`.
   */
  async notify(input: NotifyInput): Promise<boolean> {
    if (!NOTIFICATION_KINDS.includes(input.kind)) throw new Error(`Unknown kind ${input.kind}`);
    // PostgreSQL refuses NUL in text: a key holding one would fail the caller's job for good.
    const key = input.key.replace(/\0/g, "");
    const prefKey = PREFERENCE_OF[input.kind];
    const email = slower(
      (await this.preferences(input.userId))[prefKey],
      input.emailAtMost ?? "instant",
    );
    const rows: { id: string }[] = await this.db.query(
      `INSERT INTO notifications (user_id, kind, title, body, url, dedupe_key, group_name, email)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id, dedupe_key) DO NOTHING RETURNING id`,
      [
        input.userId,
        input.kind,
        oneLine(input.title).slice(0, TITLE_MAX),
        cleanParagraphs(input.body).slice(0, BODY_MAX),
        cleanUrl(input.url),
        key,
        input.group == null ? null : oneLine(input.group).slice(0, TITLE_MAX),
        email,
      ],
    );
    if (!rows.length) {
      // Seen before. If its instant e-mail was never queued (the caller failed after the insert
      // and is trying again), queue it now: the outbox key keeps it to one e-mail.
      const [seen] = await this.db.query(
        `SELECT id FROM notifications
          WHERE user_id = $1 AND dedupe_key = $2 AND email = 'instant' AND emailed_at IS NULL`,
        [input.userId, key],
      );
      if (seen) await this.sendInstant(seen.id);
      return false;
    }
    if (email === "instant") await this.sendInstant(rows[0].id);
    return true;
  }

  /** E-mails one notification now (key notification:<id>: queued once, whoever asks). */
  private async sendInstant(id: string): Promise<void> {
    const [n] = await this.db.query(
      `SELECT n.id, n.user_id, n.kind, n.title, n.body, n.url, u.email, u.full_name
         FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.id = $1`,
      [id],
    );
    if (!n) return;
    const key = PREFERENCE_OF[n.kind as NotificationKind];
    const frame = this.frame(
      { id: n.user_id, fullName: n.full_name },
      key,
      `You get this e-mail because your ISTC Connect settings send ${PREFERENCE_LABELS[key]} at once.`,
    );
    const rendered = renderNotificationMail(
      { title: n.title, body: n.body, url: this.absolute(n.url) },
      frame,
    );
    await this.mail.enqueue({
      key: `notification:${n.id}`,
      userId: n.user_id,
      to: n.email,
      ...rendered,
      headers: this.unsubscribeHeaders(n.user_id, key),
    });
    await this.db.query(`UPDATE notifications SET emailed_at = now() WHERE id = $1`, [id]);
  }

  /** "You are verified": one a day at most (a member verified, unverified and verified again). */
  async memberVerified(userId: string): Promise<void> {
    const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    await this.notify({
      userId,
      kind: "verified",
      title: "You are verified on ISTC Connect",
      body: "An admin verified your account: you now appear in the directory and search, can see members' contact details and can post opportunities.",
      url: "/",
      key: `verified:${userId}:${day}`,
    });
  }

  /** The member's notifications, newest first, a page at a time, with the unread count. */
  async list(userId: string, page: PageArgs): Promise<NotificationPage> {
    const first = pageSize(page.first, NOTIFICATION_PAGES);
    const after = page.after ? cursor.decode(page.after) : null;
    const rows: Row[] = await this.db.query(
      `SELECT id, kind, title, body, url, created_at, read_at FROM notifications
        WHERE user_id = $1 ${after ? "AND (created_at, id) < ($3::timestamptz, $4::uuid)" : ""}
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      after ? [userId, first + 1, after[0], after[1]] : [userId, first + 1],
    );
    const connection = toConnection(rows, first, (r) =>
      cursor.encode([r.created_at.toISOString(), r.id]),
    );
    return {
      ...connection,
      nodes: connection.nodes.map(toItem),
      unread: await this.unread(userId),
    };
  }

  async unread(userId: string): Promise<number> {
    const [{ n }] = await this.db.query(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return n;
  }

  /** Marks the member's own notifications read (these ids, or all); others' ids change nothing. */
  async markRead(userId: string, ids?: readonly string[] | null): Promise<number> {
    if (ids) {
      if (ids.length > MAX_READ_IDS)
        throw badInput(`Name at most ${MAX_READ_IDS} notifications at a time`, "ids");
      if (!ids.every((id) => isUuid(id))) throw badInput("ids must be notification ids", "ids");
    }
    await this.db.query(
      `UPDATE notifications SET read_at = now()
        WHERE user_id = $1 AND read_at IS NULL ${ids ? "AND id = ANY($2::uuid[])" : ""}`,
      ids ? [userId, [...new Set(ids)]] : [userId],
    );
    return this.unread(userId);
  }

  /** What an unsubscribe link turns off, for its page; BAD_USER_INPUT for a bad token. */
  async unsubscribeLink(token: string): Promise<UnsubscribeInfo> {
    const read = readUnsubscribeToken(this.options.authSecret, token);
    if (!read) throw badInput(INVALID_UNSUBSCRIBE, "token");
    const [user] = await this.db.query(`SELECT email FROM users WHERE id = $1`, [read.userId]);
    if (!user) throw badInput(INVALID_UNSUBSCRIBE, "token");
    return {
      kind: read.key,
      label: PREFERENCE_LABELS[read.key],
      email: maskEmail(user.email),
      frequency: (await this.preferences(read.userId))[read.key],
    };
  }

  /** One-click unsubscribe: turns the token's preference off (no session needed). */
  async unsubscribe(token: string): Promise<UnsubscribeInfo> {
    const info = await this.unsubscribeLink(token);
    const { userId } = readUnsubscribeToken(this.options.authSecret, token)!;
    await this.db.query(
      `INSERT INTO notification_preferences (user_id, ${info.kind}) VALUES ($1, 'off')
       ON CONFLICT (user_id) DO UPDATE SET ${info.kind} = 'off', updated_at = now()`,
      [userId],
    );
    return { ...info, frequency: "off" };
  }
}

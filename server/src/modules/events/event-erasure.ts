import type { DataSource } from "typeorm";
import type { NotificationService } from "../notifications/notification.service.js";
import { whenText } from "./event.notices.js";

interface Told {
  event_id: string;
  title: string;
  starts_at: Date;
  timezone: string;
  user_id: string;
}

/**
 * When a member's account is erased their events go with it (foreign keys); the members going to
 * (or maybe going to) one that has not ended are told it is cancelled. Read before the erasure,
 * told after it (notify writes through its own connection, never inside the erasure's transaction).
 */
export function eventErasureHook(db: DataSource, notifications: NotificationService) {
  return async (userId: string): Promise<() => Promise<void>> => {
    const told: Told[] = await db.query(
      `SELECT e.id AS event_id, e.title, e.starts_at, e.timezone, r.user_id
       FROM events e JOIN event_rsvps r ON r.event_id = e.id
       WHERE e.organizer_id = $1 AND e.cancelled_at IS NULL AND e.ends_at > now()
         AND r.status IN ('going', 'maybe') AND r.user_id <> $1`,
      [userId],
    );
    return async () => {
      for (const t of told) {
        await notifications.notify({
          userId: t.user_id,
          kind: "event",
          title: `Cancelled: ${t.title}`,
          body: `${t.title}, ${whenText(t.starts_at, t.timezone)}, was cancelled: its organiser left ISTC Connect.`,
          url: "/events",
          key: `event-cancelled:${t.event_id}:erased`,
        });
      }
    };
  };
}

import { Router } from "express";
import type { EventCalendars } from "./event-calendar.js";

/**
 * `GET /api/calendar/<token>.ics`: a member's private calendar feed, as calendar apps fetch it (no
 * session: the secret token is the key). The events the member is going to, as text/calendar; an
 * unknown or revoked token is 404. Never cached by a shared cache, never indexed.
 */
export function calendarFeedRoutes(calendars: EventCalendars): Router {
  const router = Router();
  router.get("/api/calendar/:file", async (req, res, next) => {
    res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    try {
      const match = /^([A-Za-z0-9_-]{1,200})\.ics$/.exec(req.params.file);
      const ics = match ? await calendars.feedIcs(match[1]) : null;
      if (ics === null) {
        res.status(404).json({ detail: "Calendar feed not found" });
        return;
      }
      res.status(200).type("text/calendar; charset=utf-8").send(ics);
    } catch (err) {
      next(err);
    }
  });
  return router;
}

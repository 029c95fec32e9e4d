import { Router } from "express";
import { DomainError } from "../../errors.js";
import type { NotificationService } from "./notification.service.js";

/**
 * `POST /unsubscribe/<token>`: RFC 8058 one-click unsubscribe, as mail programs send it (no session,
 * any body, usually the form `List-Unsubscribe=One-Click`). It turns the token's preference off and
 * answers 200 in plain text; a token this server did not sign is 400 with the reason. The GET of
 * the same address is the client's confirmation page.
 */
export function unsubscribeRoutes(notifications: NotificationService): Router {
  const router = Router();
  router.post("/unsubscribe/:token", async (req, res, next) => {
    res.set({ "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" });
    try {
      const info = await notifications.unsubscribe(req.params.token);
      res
        .status(200)
        .send(
          `Unsubscribed: ${info.email} will get no more ${info.label} by e-mail. In-app notifications still appear; change this any time at /settings/notifications.\n`,
        );
    } catch (err) {
      if (err instanceof DomainError && err.status < 500) {
        res.status(err.status).send(`${err.message}.\n`);
        return;
      }
      next(err);
    }
  });
  return router;
}

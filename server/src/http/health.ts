import { Router } from "express";
import type { DataSource } from "typeorm";
import { sendDetail } from "./errors.js";

/** Liveness (`/healthz`) and readiness (`/readyz`: the database answers and the copy is not draining). */
export function healthRoutes(db: DataSource, isDraining: () => boolean): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    if (isDraining()) return sendDetail(res, 503, "Shutting down");
    try {
      await Promise.race([
        db.query("SELECT 1"),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2_000).unref()),
      ]);
      res.json({ status: "ready" });
    } catch {
      sendDetail(res, 503, "Database not reachable");
    }
  });
  return router;
}

import { existsSync } from "node:fs";
import path from "node:path";
import express from "express";

/**
 * The built single-page app: hashed assets cached for a year (a missing one is a 404, never the app's
 * page), index.html never cached. Files are sent relative to `root`, so a checkout under a
 * dot-directory (e.g. ~/.cache/app) serves like any other.
 */
export function serveClient(app: express.Express, dist: string) {
  app.use(
    "/assets",
    express.static(path.join(dist, "assets"), {
      immutable: true,
      maxAge: "1y",
      fallthrough: false,
    }),
  );
  app.use(express.static(dist, { index: false, maxAge: "1h" }));
  app.get("/{*splat}", (_req, res) => {
    if (!existsSync(path.join(dist, "index.html"))) {
      return void res
        .status(503)
        .type("text")
        .send("The client is not built yet. Run `npm run build` (npm start does it for you).");
    }
    res.set("Cache-Control", "no-cache");
    res.sendFile("index.html", { root: dist });
  });
}

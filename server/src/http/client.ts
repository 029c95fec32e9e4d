import { existsSync } from "node:fs";
import path from "node:path";
import express from "express";

/**
 * The built single-page app (compressed by app.ts): hashed assets (`/assets/*`, their names change
 * with their content) cached for a year as immutable, a missing one a 404, never the app's page;
 * other public files (favicon) for an hour; index.html revalidated on every load (`no-cache`, with an
 * ETag so an unchanged page is a 304). Files are sent relative to `root`, so a checkout under a
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
  const page = (res: express.Response) => res.setHeader("Cache-Control", "no-cache");
  app.use(
    express.static(dist, {
      index: false,
      maxAge: "1h",
      setHeaders: (res, file) => path.basename(file) === "index.html" && page(res),
    }),
  );
  app.get("/{*splat}", (_req, res) => {
    if (!existsSync(path.join(dist, "index.html"))) {
      return void res
        .status(503)
        .type("text")
        .send("The client is not built yet. Run `npm run build` (npm start does it for you).");
    }
    page(res);
    res.sendFile("index.html", { root: dist });
  });
}

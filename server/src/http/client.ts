import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import express, { type Request } from "express";

/** Extra `<head>` tags for the app's page at `path` (e.g. Open Graph tags for link previews). */
export interface PagePreview {
  path: string;
  /** The tags (already escaped), or null for none. */
  tags(params: Record<string, string>): Promise<string | null>;
}

/**
 * The built single-page app (compressed by app.ts): hashed assets (`/assets/*`, their names change
 * with their content) cached for a year as immutable, a missing one a 404, never the app's page;
 * other public files (favicon) for an hour; index.html revalidated on every load (`no-cache`, with an
 * ETag so an unchanged page is a 304). Files are sent relative to `root`, so a checkout under a
 * dot-directory (e.g. ~/.cache/app) serves like any other. Pages with a preview get its tags in
 * their `<head>`.
 */
export function serveClient(app: express.Express, dist: string, previews: PagePreview[] = []) {
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
  const indexHtml = path.join(dist, "index.html");
  const sendIndex = async (req: Request, res: express.Response, preview?: PagePreview) => {
    if (!existsSync(indexHtml)) {
      return void res
        .status(503)
        .type("text")
        .send("The client is not built yet. Run `npm run build` (npm start does it for you).");
    }
    page(res);
    // A preview is a nicety: if it fails (e.g. the database is away) the page is served without it.
    const tags = preview
      ? await preview.tags(req.params as Record<string, string>).catch(() => null)
      : null;
    if (!tags) return void res.sendFile("index.html", { root: dist });
    const html = await readFile(indexHtml, "utf8");
    res.type("html").send(html.replace("</head>", `    ${tags}\n  </head>`));
  };
  for (const preview of previews) {
    app.get(preview.path, (req, res, next) => sendIndex(req, res, preview).catch(next));
  }
  app.get("/{*splat}", (req, res, next) => sendIndex(req, res).catch(next));
}

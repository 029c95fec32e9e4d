import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import express, { type Request } from "express";
import type { PagePreview } from "../modules/app/page-preview.js";

/** A page's static first paint (client/vite-plugins/static-shells.ts writes them to shells.json). */
interface ShellPage {
  kind: "member" | "visitor";
  html: string;
  /** The same markup for a `?q=` search, with QUERY_MARK standing for the (escaped) search. */
  withQuery?: string;
  scripts: string[];
  styles: string[];
}
const QUERY_MARK = "ISTC_SHELL_QUERY";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * index.html for the page at `path`: its static first paint in #root (marked for the session hint;
 * `inert` and hidden from assistive technology until the app replaces it: a picture of the page)
 * with the style sheets it needs, and the chunks the app's first render needs (`data-preload`: the
 * entry, client/src/start.ts, fetches them in parallel once the page has painted, instead of one
 * after another).
 */
export function withShell(html: string, page: ShellPage | undefined, query: unknown): string {
  if (!page) return html;
  const q = typeof query === "string" ? query.trim() : "";
  const body =
    page.withQuery && q ? page.withQuery.replaceAll(QUERY_MARK, () => escapeHtml(q)) : page.html;
  const links = page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const preload = escapeHtml(page.scripts.join(" "));
  return html
    .replace("</head>", () => `  ${links.join("\n    ")}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-shell="${page.kind}" data-preload="${preload}" inert aria-hidden="true">${body}</div>`,
    );
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
  const shellsJson = path.join(dist, "shells.json");
  // Read once, on the first page served (the build may come after the server starts: npm start).
  let shells: Promise<Record<string, ShellPage>> | undefined;
  const shellFor = (route: string) => {
    shells ??= readFile(shellsJson, "utf8")
      .then((text) => JSON.parse(text) as Record<string, ShellPage>)
      .catch(() => {
        shells = undefined;
        return {};
      });
    return shells.then((pages) => (Object.hasOwn(pages, route) ? pages[route] : undefined));
  };
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
    const shell = await shellFor(req.path);
    if (!tags && !shell) return void res.sendFile("index.html", { root: dist });
    const html = withShell(await readFile(indexHtml, "utf8"), shell, req.query.q);
    res.type("html").send(tags ? html.replace("</head>", () => `    ${tags}\n  </head>`) : html);
  };
  for (const preview of previews) {
    app.get(preview.path, (req, res, next) => sendIndex(req, res, preview).catch(next));
  }
  app.get("/{*splat}", (req, res, next) => sendIndex(req, res).catch(next));
}

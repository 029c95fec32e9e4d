import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";
import { SESSION_HINT_SCRIPT } from "../../common/session-hint.ts";

/**
 * `#common/x` (package.json "imports") is common/x.ts: the client bundles the shared source.
 * `clientRoot` is the client folder (Vite's root).
 */
export const commonAlias = (clientRoot: string) => ({
  find: /^#common\/(.*)$/,
  replacement: path.join(clientRoot, "..", "common", "$1.ts"),
});

/**
 * The pages that get a static first paint, who they are for, and the modules (Vite manifest keys,
 * beside the entry) their first render needs. A member page also needs the app shell and the frame.
 */
export const SHELL_PAGES: {
  path: string;
  kind: "member" | "visitor";
  screen?: string;
  /** The page reads a search from `?q=`: its markup with one is rendered too (`withQuery`). */
  query?: boolean;
}[] = [
  { path: "/", kind: "visitor" },
  { path: "/login", kind: "visitor", screen: "src/pages/Login/Login.tsx" },
  { path: "/dashboard", kind: "member", screen: "src/pages/Dashboard/Dashboard.tsx" },
  { path: "/directory", kind: "member", screen: "src/pages/Directory/Directory.tsx", query: true },
  { path: "/search", kind: "member", screen: "src/pages/Search/Search.tsx", query: true },
  { path: "/opportunities", kind: "member", screen: "src/pages/Opportunities/OpportunityList.tsx" },
  { path: "/profile", kind: "member", screen: "src/pages/Profile/Profile.tsx" },
];
const APP = "src/main.tsx";
const APP_SHELL = "src/AppShell.tsx";
const FRAME = "src/components/AppLayout.tsx";
/** Stands for the search in `withQuery`; the server puts the escaped `?q=` there. */
export const QUERY_MARK = "ISTC_SHELL_QUERY";

/** What the server inserts for a page (server/src/http/client.ts reads dist/client/shells.json). */
export interface ShellPage {
  kind: "member" | "visitor";
  /** The page's markup for #root. */
  html: string;
  /** The markup with a search (`?q=`), QUERY_MARK standing for it. */
  withQuery?: string;
  /** The chunks of the app's first render (the entry preloads them) and the page's style sheets. */
  scripts: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** A chunk and its static imports, transitively: their script and style files. */
function closure(manifest: Record<string, ManifestChunk>, keys: string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`static shells: ${key} is not in the Vite manifest`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) walk(next);
  };
  keys.forEach(walk);
  return { scripts, styles };
}

/**
 * Vite plugin (build): the session hint script in index.html, and after the bundle, each page of
 * SHELL_PAGES rendered by the app's own components (src/firstPaint/renderShell.tsx, through Vite's SSR
 * loader) into dist/client/shells.json with the chunks and style sheets its first render needs,
 * beyond what index.html already has (the entry, src/start.ts, and the base styles).
 */
export function staticShells(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "istc-static-shells",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Before the style sheet link, so the browser runs it without waiting for the sheet.
    transformIndexHtml: (html) =>
      html.replace("</title>", () => `</title>\n    <script>${SESSION_HINT_SCRIPT}</script>`),
    async closeBundle() {
      const manifest = JSON.parse(
        await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8"),
      ) as Record<string, ManifestChunk>;
      const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
      if (!entry) throw new Error("static shells: the Vite manifest has no entry");
      const inIndex = closure(manifest, [entry]);

      const server = await createServer({
        configFile: false,
        root,
        plugins: [react()],
        resolve: { alias: [commonAlias(root)] },
        logLevel: "error",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderShell } = (await server.ssrLoadModule("/src/firstPaint/renderShell.tsx")) as {
          renderShell(path: string, kind: string): Promise<string>;
        };
        const pages: Record<string, ShellPage> = {};
        for (const page of SHELL_PAGES) {
          const keys = page.screen
            ? [APP, APP_SHELL, ...(page.kind === "member" ? [FRAME] : []), page.screen]
            : [APP];
          const { scripts, styles } = closure(manifest, keys);
          pages[page.path] = {
            kind: page.kind,
            html: await renderShell(page.path, page.kind),
            withQuery: page.query
              ? await renderShell(`${page.path}?q=${QUERY_MARK}`, page.kind)
              : undefined,
            scripts: [...scripts].filter((file) => !inIndex.scripts.has(file)).map((f) => `/${f}`),
            styles: [...styles].filter((file) => !inIndex.styles.has(file)).map((f) => `/${f}`),
          };
        }
        await writeFile(path.join(outDir, "shells.json"), JSON.stringify(pages));
      } finally {
        await server.close();
      }
    },
  };
}

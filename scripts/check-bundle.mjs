// `npm run budget` (a step of `npm test`, after the build): the JavaScript each screen needs before
// it can show, gzip, against the budgets. Reads the Vite manifest of dist/client:
// - the landing page of a visitor: the entry (start.ts, which paints nothing itself), the app it
//   loads (main.tsx) and their static imports (Root.tsx renders the landing page without the app
//   shell);
// - every other screen: that, plus the lazily loaded app shell (AppShell.tsx: Apollo, the session,
//   the route table), plus the screen's own chunk, the app layout and their static imports. Each lazy
//   screen of the route table is counted (a new screen is checked without touching this script).
// Fails with the screen, its total and its largest files when a budget is exceeded.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const DIST = "dist/client";
const MANIFEST = path.join(DIST, ".vite", "manifest.json");
const KB = 1024;
export const BUDGETS = { landing: 100 * KB, screen: 170 * KB };
const APP = "src/main.tsx";
const SHELL = "src/AppShell.tsx";
const LAYOUT = "src/components/AppLayout.tsx";

if (!existsSync(MANIFEST)) {
  console.error(`No ${MANIFEST}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey || !manifest[APP] || !manifest[SHELL]) {
  console.error(
    `The manifest has no entry, no ${APP} or no ${SHELL}: the budget check needs updating.`,
  );
  process.exit(1);
}

const gzipOf = new Map();
const gzip = (file) => {
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(path.join(DIST, file))).length);
  return gzipOf.get(file);
};

/** The chunk files a module needs before it runs: itself and its static imports, transitively. */
function closure(keys, files = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    closure(chunk.imports ?? [], files);
  }
  return files;
}

const screens = [
  { name: "/ (landing page, visitor)", keys: [entryKey, APP], budget: BUDGETS.landing },
];
for (const key of manifest[SHELL].dynamicImports ?? []) {
  if (key === LAYOUT) continue;
  screens.push({
    name: key.replace(/^src\/pages\//, "").replace(/\.tsx?$/, ""),
    keys: [entryKey, APP, SHELL, LAYOUT, key],
    budget: BUDGETS.screen,
  });
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
let failed = false;
for (const screen of screens) {
  const files = [...closure(screen.keys)].map((file) => ({ file, gzip: gzip(file) }));
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const ok = total <= screen.budget;
  failed ||= !ok;
  console.log(
    `${ok ? "✓" : "✗"} ${screen.name.padEnd(34)} ${kb(total).padStart(9)} gzip (budget ${kb(screen.budget)})`,
  );
  if (!ok) {
    for (const f of files.sort((a, b) => b.gzip - a.gzip).slice(0, 6))
      console.log(`    ${f.file}: ${kb(f.gzip)}`);
  }
}
if (failed) {
  console.error(
    "\nA screen's initial JavaScript is over its budget (landing page 100 KB, other screens 170 KB, gzip).\n" +
      "Load what the screen does not need at first with a lazy import, or keep it out of the landing page.",
  );
  process.exit(1);
}

import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { commonAlias, staticShells } from "./vite-plugins/static-shells.ts";

const api = `http://localhost:${process.env.PORT ?? "4000"}`;

/**
 * Vendor code in chunks of its own, so a deployment that changes only the app keeps the browser's
 * cached copies of React and Apollo. (Rolldown's `codeSplitting.groups` is what Rollup's
 * `manualChunks` became; the first matching group wins.)
 */
const VENDOR_CHUNKS = [
  {
    name: "react",
    test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: "apollo",
    test: /[\\/]node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|zen-observable-ts|ts-invariant)[\\/]/,
  },
  { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
  // The app's generated documents: a chunk of their own that the app shell does not merge into itself.
  { name: "graphql", test: /[\\/]client[\\/]src[\\/]gql[\\/]graphql\.ts$/ },
];

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), staticShells()],
  resolve: { alias: [commonAlias(fileURLToPath(new URL(".", import.meta.url)))] },
  build: {
    outDir: fileURLToPath(new URL("../dist/client", import.meta.url)),
    emptyOutDir: true,
    // No source maps in production: they would publish the source and cost bytes for nothing.
    sourcemap: false,
    // One style sheet for the whole app (7 KB gzip), linked by index.html: a page's static first
    // paint (client/vite-plugins/) needs its styles at once, and one request beats a handful per page.
    cssCodeSplit: false,
    // .vite/manifest.json: which chunks each entry and lazy screen loads (scripts/check-bundle.mjs).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: VENDOR_CHUNKS } },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      // The socket of subscriptions (graphql-ws) upgrades on /graphql too.
      "/graphql": { target: api, ws: true },
      "/api": api,
      "/images": api,
      "/healthz": api,
    },
  },
});

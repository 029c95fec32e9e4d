import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = `http://localhost:${process.env.PORT ?? "4000"}`;

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL("../dist/client", import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      "/graphql": api,
      "/api": api,
      "/images": api,
      "/healthz": api,
    },
  },
});

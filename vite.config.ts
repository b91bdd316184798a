import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

// The repo root is the Vite root so index.html and public/ sit beside package.json;
// the server serves dist/web, so the build must land exactly there.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  publicDir: "public",
  resolve: {
    alias: {
      // contract/ imports z from the server's OpenAPI flavour; the browser gets plain zod (see the shim).
      "@hono/zod-openapi": fileURLToPath(new URL("./web/lib/zod-openapi-shim.ts", import.meta.url)),
    },
  },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/health": { target: apiTarget, changeOrigin: true },
    },
  },
});

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

// The repo root is the Vite root so index.html and public/ sit beside package.json;
// the server serves dist/web, so the build must land exactly there.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: {
    // D25: the native app's API base host, baked in at build time (`APP_URL=https://… npm run native:sync`).
    // The web build ignores it (same-origin requests); see web/lib/platform.ts.
    "import.meta.env.VITE_APP_URL": JSON.stringify(process.env.VITE_APP_URL ?? process.env.APP_URL ?? ""),
  },
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

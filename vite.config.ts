import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

// The repo root is the Vite root so index.html and public/ sit beside package.json;
// the server serves dist/web, so the build must land exactly there.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: {
    // product.md#r25: the native app's API base host, baked in at build time (`APP_URL=https://… npm run native:sync`).
    // The web build ignores it (same-origin requests); see web/lib/platform.ts.
    "import.meta.env.VITE_APP_URL": JSON.stringify(process.env.VITE_APP_URL ?? process.env.APP_URL ?? ""),
  },
  publicDir: "public",
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload each page's screen chunk (server/screen-preload.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first screen needs in one file: on HTTP/1.1 each extra request costs a round trip.
            { name: "start", tags: ["$initial"], priority: 2 },
            // The screens' shared small pieces in a few files rather than a request each: icons, the UI kit
            // and zod. The contract's modules stay apart: each screen builds only the schemas it uses.
            { name: "icons", test: /node_modules[\\/]lucide-react/, priority: 1 },
            { name: "ui", test: /[\\/]web[\\/]components[\\/]/, priority: 1 },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/health": { target: apiTarget, changeOrigin: true },
    },
  },
});

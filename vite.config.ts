import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/**
 * Fewer files for the screens a potter starts on (docs/decisions/0162-start-screen-chunks.md).
 *
 * Left to itself, the bundler gives every module that two lazy entries share a file of its own, so a piece's page
 * needed 28 small files. On a phone's HTTP/1.1 connection each costs a round trip, and six at a time go out.
 * This plugin reads the finished module graph and names, for each module the start screens reach through static
 * imports (and the entry does not already bring), the set of start screens that reach it. The build's chunk groups
 * put each set in one file: a screen loads exactly the code it loaded before, in a few files, and no module is ever
 * in two files.
 */
interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

interface StartScreenChunks {
  plugin: Plugin;
  /** The chunk group's name for a module: "start-" and the start screens that reach it, or null for the others. */
  groupOf(id: string): string | null;
}

/** `screens`: short name → the screen's source file, relative to the project root. */
function startScreenChunks(root: string, screens: Record<string, string>): StartScreenChunks {
  const groups = new Map<string, string>();
  const plugin: Plugin = {
    name: "claybook-start-screen-chunks",
    apply: "build",
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const staticClosure = (from: string[]): Set<string> => {
        const seen = new Set<string>();
        const stack = [...from];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          for (const next of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
        }
        return seen;
      };
      const ids = [...graph.getModuleIds()];
      const entry = staticClosure(ids.filter((id) => graph.getModuleInfo(id)?.isEntry));
      const reach = new Map<string, string[]>();
      for (const [name, file] of Object.entries(screens)) {
        const screenId = path.join(root, file);
        if (!graph.getModuleInfo(screenId)) throw new Error(`start-screen-chunks: ${file} is not in the build`);
        for (const id of staticClosure([screenId])) {
          // The screen itself stays its own chunk: the server finds it by name in the manifest (decision 0105).
          if (entry.has(id) || id === screenId) continue;
          reach.set(id, [...(reach.get(id) ?? []), name]);
        }
      }
      groups.clear();
      for (const [id, names] of reach) groups.set(id, `start-${names.join("-")}`);
    },
  };
  return { plugin, groupOf: (id) => groups.get(id) ?? null };
}

// The screens a potter starts a session on (decision 0162): sign-in, home, a piece (a label's QR code opens it) and
// Settings, the four that Lighthouse measures (bench/frontend.bench.ts).
const startScreens = startScreenChunks(import.meta.dirname, {
  auth: "web/features/auth/auth-screen.tsx",
  pieces: "web/features/pieces/pieces-screen.tsx",
  piece: "web/features/pieces/piece-details-screen.tsx",
  settings: "web/features/preferences/settings-screen.tsx",
});

/**
 * The entry script asks for low priority (decision 0162). The first paint needs only the page, its style sheet and the
 * theme script: the app-start loader is in index.html (decision 0105). On a slow connection the style sheet no longer
 * shares the bandwidth with the app's JavaScript, and the entry still starts downloading at once.
 */
const entryAfterFirstPaint: Plugin = {
  name: "claybook-entry-after-first-paint",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (html) => html.replace('<script type="module" crossorigin src=', '<script type="module" fetchpriority="low" crossorigin src='),
  },
};

// 127.0.0.1, where the API listens by default (HOST): "localhost" may resolve to ::1 first.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

// The repo root is the Vite root so index.html and public/ sit beside package.json;
// the server serves dist/web, so the build must land exactly there.
export default defineConfig(({ command }) => ({
  // React Router's package points every import at its development build (warnings and checks included); a production
  // build of the app takes the library's production build, which the package ships beside it (decision 0162: the
  // development build's checks cost the first screen's main thread).
  resolve:
    command === "build"
      ? { alias: [{ find: /^react-router$/, replacement: path.join(import.meta.dirname, "node_modules/react-router/dist/production/index.mjs") }] }
      : {},
  plugins: [
    react(),
    startScreens.plugin,
    entryAfterFirstPaint,
    tailwindcss(),
    // docs/decisions/0115-offline-app-shell.md: a Workbox service worker precaches the shell and every screen chunk, so
    // any route opens with no connection. Registered by web/lib/offline/service-worker.ts (web only).
    VitePWA({
      injectRegister: false,
      // public/manifest.webmanifest is the app's manifest already.
      manifest: false,
      workbox: {
        // wasm: the QR reader scans labels offline too (docs/decisions/0148-scan-to-open.md).
        globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest,woff2,wasm}"],
        // Screen chunks are small; the start chunk and the photo decoder stay under this.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: "/index.html",
        // The API, the health check, a shared piece's public page and the unsubscribe page are the server's own.
        navigateFallbackDenylist: [/^\/api\//, /^\/health$/, /^\/s\//, /^\/r\//, /^\/unsubscribe\//],
        // Reminder notifications (docs/decisions/0138-web-push.md).
        importScripts: ["/push-sw.js"],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Photos seen stay viewable offline; their addresses never change (decision 0062).
            urlPattern: ({ url }) => url.pathname.startsWith("/api/photos/"),
            handler: "CacheFirst",
            options: { cacheName: "photos", expiration: { maxEntries: 1000 }, cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
  ],
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
            // The pop-up pickers and menus with Radix's positioning engine (about a third of the UI kit): the sign-in
            // screen and My Pieces draw none of them (decision 0158). Only these modules: what they share with the rest
            // of the kit stays in "ui", which every screen loads anyway.
            {
              name: "ui-popups",
              test: /[\\/]web[\\/]components[\\/](ui[\\/](select|dropdown-menu|tooltip)|record-actions-menu|option-select)\.tsx$|node_modules[\\/](@radix-ui[\\/]react-(select|dropdown-menu|menu|tooltip|popper)|@floating-ui[\\/][a-z-]+)[\\/]/,
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            // The toaster's Radix primitive: only the lazily loaded Toaster (web/app/providers.tsx) draws toasts; the
            // screens raise them through the small store, so no screen carries it.
            {
              name: "toaster",
              test: /[\\/]web[\\/]components[\\/]ui[\\/]toaster\.tsx$|node_modules[\\/]@radix-ui[\\/]react-toast[\\/]/,
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            { name: "ui", test: /[\\/]web[\\/]components[\\/]/, priority: 1 },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 1 },
            { name: (id) => startScreens.groupOf(id) ?? "", debugName: "start-screens", test: (id) => startScreens.groupOf(id) !== null, priority: 0.5, includeDependenciesRecursively: false },
            // What the start-up areas' changes show while offline (their clients load it after the first screen,
            // docs/decisions/0157-declarative-router.md): one request. Firings' stays with its screens.
            { name: "offline-calls", test: /[\\/]web[\\/]features[\\/][a-z]+[\\/](pieces|stages|layers|inspirations)-offline\.ts$/, priority: 1 },
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
}));

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any non-API path so the client router can show the route or its 404 screen.
 */
import { existsSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Context, Hono } from "hono";
import { GENERIC_MESSAGES } from "../contract/common/texts";
import { firstCallsFor } from "../contract/app/first-calls";
import { cookieSessionUser } from "./auth/middleware";
import type { AppEnv } from "./context";
import { requestLogger } from "./http/request-logger";
import { loadScreenPreloader, type ScreenPreloader } from "./screen-preload";
import { pageBootstrap, withBootstrap } from "./services/app/page-bootstrap";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  // The QR reader of "Scan a label" (docs/decisions/0148-scan-to-open.md): browsers compile it only with this type.
  ".wasm": "application/wasm",
  ".map": "application/json; charset=utf-8",
};

const MISSING_BUILD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Claybook</title></head>
<body><h1>Claybook</h1><p>The web app has not been built yet. Run <code>npm start</code> (it builds when needed) or <code>npm run build</code>.</p></body></html>`;

/**
 * The app shell with the session's start-up answers inside (decision 0105). If they cannot be read (the
 * database is down), the page goes out without them and the app asks the API itself, showing its own states.
 */
async function bootstrappedPage(
  c: Context<AppEnv>,
  app: Hono<AppEnv>,
  html: string,
  preloader: ScreenPreloader,
  url: URL,
): Promise<{ html: string; signedIn: boolean }> {
  try {
    const user = await cookieSessionUser(c);
    const bootstrap = await pageBootstrap(c.get("deps"), user);
    if (user) bootstrap.answers = await firstAnswers(c, app, url);
    const page = withBootstrap(html, bootstrap, preloader.linksFor(url.pathname, user !== null));
    return { html: page, signedIn: user !== null };
  } catch (error) {
    requestLogger(c).warn({ err: error }, "page bootstrap skipped");
    return { html, signedIn: false };
  }
}

/**
 * The first screen's reads (contract/app/first-calls.ts), asked of the app itself with the page's own cookie: the same
 * routes, rules and ownership checks as the browser's request, so an answer can only be what the API would give this
 * session. A read that does not answer 200 (another potter's piece, an ended trial) is left out: the screen asks for it
 * and shows the API's own answer.
 */
async function firstAnswers(c: Context<AppEnv>, app: Hono<AppEnv>, url: URL): Promise<Record<string, unknown> | undefined> {
  const calls = firstCallsFor(url.pathname, url.search);
  if (calls.length === 0) return undefined;
  const headers = { cookie: c.req.header("cookie") ?? "", accept: "application/json" };
  const answered = await Promise.all(
    calls.map(async (call) => {
      const res = await app.request(call, { headers }, c.env);
      const json = res.status === 200 && (res.headers.get("content-type") ?? "").startsWith("application/json");
      return [call, json ? await res.json() : undefined] as const;
    }),
  );
  return Object.fromEntries(answered.filter(([, answer]) => answer !== undefined));
}

export function serveWeb(app: Hono<AppEnv>, webDist: string): void {
  const root = path.resolve(webDist);
  let indexHtml: string | null = null;
  let preloader: ScreenPreloader | null = null;
  const loadIndex = () => {
    if (indexHtml === null && existsSync(path.join(root, "index.html"))) {
      indexHtml = readFileSync(path.join(root, "index.html"), "utf8");
      preloader = loadScreenPreloader(root);
    }
    return indexHtml;
  };

  app.get("*", async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.startsWith("/api/") || url.pathname === "/api" || url.pathname === "/health") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = "/";
    }
    const file = path.join(root, path.normalize(pathname));
    // Dot folders (Vite's .vite/manifest.json) are build internals, not part of the site.
    const hidden = pathname.split("/").some((part) => part.startsWith("."));
    if (!hidden && file.startsWith(root + path.sep) && path.extname(file)) {
      try {
        const info = await stat(file);
        if (info.isFile()) {
          const ext = path.extname(file);
          const hashed = pathname.startsWith("/assets/");
          return c.body(await readFile(file), 200, {
            "Content-Type": TYPES[ext] ?? "application/octet-stream",
            "Cache-Control": hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
          });
        }
      } catch {
        // fall through to the app shell
      }
    }
    // A missing file (a stale asset after a deploy, a mistyped icon) is a 404, not the app with a potter's data.
    if (TYPES[path.extname(pathname).toLowerCase()]) return c.json({ message: GENERIC_MESSAGES.notFound, code: "NOT_FOUND" }, 404);
    const html = loadIndex();
    if (html === null) return c.body(MISSING_BUILD_HTML, 200, { "Content-Type": TYPES[".html"]!, "Cache-Control": "no-cache" });
    const page = await bootstrappedPage(c, app, html, preloader!, url);
    // A page carrying a potter's data is never stored by any cache; the signed-out page is only revalidated.
    return c.body(page.html, 200, {
      "Content-Type": TYPES[".html"]!,
      "Cache-Control": page.signedIn ? "private, no-store" : "no-cache",
      Vary: "Cookie",
    });
  });
}

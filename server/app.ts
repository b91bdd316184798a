/**
 * The Hono app: /api (OpenAPI-described), health, and the built web app, on one port.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { GENERIC_MESSAGES } from "../contract/common/schemas";
import { IMPORT_ENDPOINTS } from "../contract/import/endpoints";
import { IMPORT_BODY_LIMIT } from "../contract/import/rules";
import { IMPORT_TEXTS } from "../contract/import/texts";
import { authenticate } from "./auth/middleware";
import { nativeCors } from "./cors";
import type { AppDeps, AppEnv } from "./context";
import { renderDocsPage } from "./docs-page";
import { AppError, fromZodError, handleError } from "./errors";
import { limitBody } from "./http/body-limit";
import { compressAnswer } from "./http/compression";
import { isCompleteAnswer } from "./http/complete-answers";
import { idempotency } from "./http/idempotency";
import { API_CACHE_CONTROL, installJsonAnswers } from "./http/json-answer";
import { requestIdOf } from "./http/request-logger";
import { openApiDocument, type OpenApiDocument } from "./http/openapi-document";
import { registerRoutes } from "./routes";
import { secureAnswer } from "./security";
import { registerRecipeSharePage } from "./recipe-share-page";
import { registerSharePage } from "./share-page";
import { serveWeb } from "./static";
import { registerUnsubscribePage } from "./unsubscribe-page";
import { refuseBrokenUnicode } from "./unicode-guard";

const JSON_BODY_LIMIT = 1024 * 1024;
/** Multipart uploads carry several photos of up to 10 MB each (product.md#r23). */
const UPLOAD_BODY_LIMIT = 60 * 1024 * 1024;
/** Paths whose bodies are not JSON: multipart photo uploads. */
/** Multipart uploads: the photos, and a firing's temperature log. */
const IMPORT_PATH = IMPORT_ENDPOINTS.start.path;
const NON_JSON_PATHS: readonly (string | RegExp)[] = ["/api/uploads", /^\/api\/firings\/[^/]+\/trace$/, IMPORT_PATH];

/**
 * What every request gets, as one middleware rather than one each
 * (docs/decisions/0107-request-path-and-prepared-statements.md: each level of Hono's chain costs a promise and a
 * closure on every call): its dependencies, JSON answers built whole (json-answer.ts); then, after the handler, gzip
 * for a large answer (compression.ts), the security headers (security.ts) and the log line.
 */
const everyRequest =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    c.set("deps", deps);
    c.set("auth", null);
    installJsonAnswers(c);
    // Counted while its handler runs, so an import's next batch waits for it (docs/decisions/0240-background-work-gives-way.md).
    deps.activity.begin();
    try {
      await next();
    } finally {
      deps.activity.end();
    }
    await compressAnswer(c);
    secureAnswer(c);
    // Only method, path (never the query: reset links carry tokens), status and time are logged.
    if (!deps.logger.isLevelEnabled("info")) return;
    deps.logger.info(
      { reqId: requestIdOf(c), method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  };

// PostgreSQL text cannot hold NUL, so it is refused at the door instead of failing deep in a query.
const NUL_IN_URL = /%00/;
const NUL_IN_JSON = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

/** Runs after the body limit: a JSON body whose strings carry NUL is bad input, not a server error. */
const refuseNulInJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  const contentType = c.req.header("content-type")?.toLowerCase() ?? "";
  if (contentType.startsWith("application/json")) {
    await refuseBrokenUnicode(c);
    if (NUL_IN_JSON.test(await c.req.text())) throw new AppError(400, GENERIC_MESSAGES.nulCharacter);
  }
  return next();
};

/** Refuses bodies that are not JSON on JSON routes, and caps body size (400/413 per the foundation issue). */
const apiGuards: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (NUL_IN_URL.test(c.req.url)) throw new AppError(400, GENERIC_MESSAGES.nulCharacter);
  const method = c.req.method;
  // A read has no body to guard: its handler runs from here, without the body guard's own level of promises.
  if (method === "GET" || method === "HEAD" || method === "OPTIONS" || method === "DELETE") await next();
  else await guardBody(c, next);
  // Set after the handler, unless it chose its own; a JSON answer built whole carries it already (json-answer.ts).
  if (!isCompleteAnswer(c.res) && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", API_CACHE_CONTROL);
};

/** A change's body: JSON on JSON routes, under its size cap, without NUL. */
const guardBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Hono has already split the path from the address; it is not parsed again.
  const path = c.req.path;
  const contentType = c.req.header("content-type")?.toLowerCase() ?? "";
  const hasBody = c.req.header("content-length") !== undefined && c.req.header("content-length") !== "0";
  const chunked = c.req.header("transfer-encoding") !== undefined;
  const isUpload = NON_JSON_PATHS.some((p) => (typeof p === "string" ? path === p : p.test(path)));
  if ((hasBody || chunked || contentType) && !isUpload && !contentType.startsWith("application/json")) {
    throw new AppError(400, GENERIC_MESSAGES.unsupportedType);
  }
  if (path === IMPORT_PATH) {
    // Streamed to disk by the import service, which counts the bytes itself: hono's bodyLimit would hold a body
    // without Content-Length in memory, up to 500 MB. A declared length over the limit is refused before reading.
    if (Number(c.req.header("content-length") ?? 0) > IMPORT_BODY_LIMIT) throw new AppError(413, IMPORT_TEXTS.tooLarge);
    return next();
  }
  // A body over its cap is read to its end before the 413, so the answer arrives (docs/decisions/0283-too-large-bodies-answered-in-full.md).
  const limit = limitBody(isUpload ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT, () => new AppError(413, GENERIC_MESSAGES.tooLarge));
  return limit(c, async () => {
    if (isUpload) await next();
    else await refuseNulInJson(c, next);
  });
};

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw fromZodError(result.error);
    },
  });

  app.use("*", everyRequest(deps));
  app.use("*", nativeCors);
  app.use("/api/*", apiGuards);
  app.use("/api/*", authenticate);
  // Only changes can be replayed (decision 0112); reads do not pass through it at all.
  app.on(["POST", "PUT", "PATCH", "DELETE"], "/api/*", idempotency);

  app.openAPIRegistry.registerComponent("securitySchemes", "cookieAuth", {
    type: "apiKey",
    in: "cookie",
    name: "claybook_session",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer" });

  registerRoutes(app);

  // Built once, on first ask: the contract's names are read before it (server/http/openapi-names.ts).
  let doc: Promise<OpenApiDocument> | undefined;
  const document = () => (doc ??= openApiDocument(app, deps.config.appUrl));
  app.get("/api/openapi.json", async (c) => c.json(await document()));
  let docsHtml: string | null = null;
  app.get("/api/docs", async (c) => {
    docsHtml ??= renderDocsPage((await document()) as never);
    return c.html(docsHtml);
  });
  app.all("/api/*", (c) => c.json({ message: GENERIC_MESSAGES.notFound, code: "NOT_FOUND" }, 404));

  registerSharePage(app);
  registerRecipeSharePage(app);
  registerUnsubscribePage(app);
  serveWeb(app, deps.config.webDist);

  app.notFound((c) => c.json({ message: GENERIC_MESSAGES.notFound, code: "NOT_FOUND" }, 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * JSON answers built in one step (docs/decisions/0107-request-path-and-prepared-statements.md).
 *
 * Hono turns an answer with more than one header into a WHATWG `Headers` object; the security and compression
 * middlewares then read and set headers on it one by one, and @hono/node-server walks it again to write them. A JSON
 * answer's headers are all known when its body is: type, length, the non-document security headers, the API's
 * `no-store`, and gzip when the body is large and the client takes it. So `c.json` builds them as one plain object,
 * and the middlewares after the handler leave such an answer alone (server/http/complete-answers.ts).
 *
 * Whatever this fast path cannot see goes the ordinary way, with the same headers in the end: an answer whose
 * handler or middleware set headers with `c.header()` (a cookie, Retry-After, CORS), one given extra headers, or a body
 * too large to compress on the request's thread.
 */
import type { Context } from "hono";
import { gzipSync } from "node:zlib";
import type { AppEnv } from "../context";
import { notADocumentHeaders } from "../security";
import { markComplete } from "./complete-answers";
import { acceptsGzip, COMPRESS_MIN_BYTES, QUICK_GZIP_LEVEL, SYNC_MAX_BYTES } from "./compression";

/**
 * The text of each answer built here, kept on it: a gzipped answer's bytes are not the route's text, and the
 * exactly-once store (server/http/idempotency.ts) keeps the text, so it reads it here instead of unzipping the bytes.
 * A property rather than a WeakMap, as in complete-answers.ts: a weak key on every answer costs the garbage collector.
 */
const TEXT = Symbol("answer text");
type WithText = Response & { [TEXT]?: string };

/** The text `c.json` wrote for this answer, when the answer was built whole here. */
export function jsonAnswerText(res: Response): string | undefined {
  return (res as WithText)[TEXT];
}

/** Every API answer is private and current (product.md#r6); the one place this is said for JSON built whole. */
export const API_CACHE_CONTROL = "no-store";

/** Run on every request before its handler (server/app.ts): `c.json` builds the answer whole where it can. */
export function installJsonAnswers(c: Context<AppEnv>): void {
  // Hono keeps headers set before the answer exists in a private field; once any are, the ordinary path merges them.
  let headersSet = false;
  const header = c.header;
  c.header = ((...args: Parameters<Context["header"]>) => {
    headersSet = true;
    return header(...args);
  }) as Context["header"];
  c.json = ((object: unknown, status?: unknown, extra?: unknown) => {
    const text = JSON.stringify(object);
    const length = Buffer.byteLength(text);
    const large = length >= COMPRESS_MIN_BYTES;
    if (headersSet || extra !== undefined || typeof status === "object" || (large && length > SYNC_MAX_BYTES)) {
      // The ordinary path, stating the length so compression need not read the body to measure it.
      return c.body(text, status as never, { "Content-Type": "application/json", "Content-Length": String(length) });
    }
    const headers: Record<string, string> = { "Content-Type": "application/json", ...notADocumentHeaders(c) };
    if (c.req.path.startsWith("/api/")) headers["Cache-Control"] = API_CACHE_CONTROL;
    let body: string | Uint8Array<ArrayBuffer> = text;
    if (large && c.req.method !== "HEAD" && acceptsGzip(c.req.header("Accept-Encoding"))) {
      body = new Uint8Array(gzipSync(text, { level: QUICK_GZIP_LEVEL }));
      headers["Content-Encoding"] = "gzip";
      headers["Vary"] = "Accept-Encoding";
      headers["Content-Length"] = String(body.byteLength);
    } else {
      if (large) headers["Vary"] = "Accept-Encoding";
      headers["Content-Length"] = String(length);
    }
    const res = new Response(body, { status: (status as number | undefined) ?? 200, headers });
    (res as WithText)[TEXT] = text;
    return markComplete(res);
  }) as unknown as Context["json"];
}

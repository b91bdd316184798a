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

/**
 * Headers a handler may set before `c.json` that nothing here or after the handler sets again: the answer built whole
 * can carry them as given. Type, length, encoding, Vary, the security headers, ETag and cookies are left to the
 * ordinary path, whose merging rules decide between two values.
 */
const SET_ELSEWHERE = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "vary",
  "x-content-type-options",
  "content-security-policy",
  "strict-transport-security",
  "etag",
  "set-cookie",
]);
const JOINS_WHOLE_ANSWER = (lowerCaseName: string) => !SET_ELSEWHERE.has(lowerCaseName);

/** Headers given to `c.json` itself, by lower-case name, when all of them can join the answer built whole; else null. */
function plainHeaders(extra: unknown): Record<string, string> | null {
  if (typeof extra !== "object" || extra === null || Object.getPrototypeOf(extra) !== Object.prototype) return null;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(extra)) {
    const key = name.toLowerCase();
    if (typeof value !== "string" || !JOINS_WHOLE_ANSWER(key)) return null;
    out[key] = value;
  }
  return out;
}

/** Every API answer is private and current (product.md#r6); the one place this is said for JSON built whole. */
export const API_CACHE_CONTROL = "no-store";

/** Run on every request before its handler (server/app.ts): `c.json` builds the answer whole where it can. */
export function installJsonAnswers(c: Context<AppEnv>): void {
  // Hono keeps headers set before the answer exists in a private field. A plain one (health's Cache-Control) is also
  // kept here, by its lower-case name as Hono's Headers would write it, and joins the answer built whole; any other (a
  // cookie, an append, a removal, a header this file or a later middleware sets) sends the answer the ordinary way.
  let headersSet = false;
  let plain: Record<string, string> | undefined;
  const header = c.header;
  c.header = ((name: string, value?: string, options?: { append?: boolean }) => {
    const key = name.toLowerCase();
    if (value === undefined || options?.append || c.finalized || !JOINS_WHOLE_ANSWER(key)) headersSet = true;
    else (plain ??= {})[key] = value;
    return header(name, value, options);
  }) as Context["header"];
  c.json = ((object: unknown, status?: unknown, extra?: unknown) => {
    const text = JSON.stringify(object);
    const length = Buffer.byteLength(text);
    const large = length >= COMPRESS_MIN_BYTES;
    const given = extra === undefined ? undefined : plainHeaders(extra);
    if (headersSet || given === null || typeof status === "object" || (large && length > SYNC_MAX_BYTES)) {
      // The ordinary path, stating the length so compression need not read the body to measure it.
      return c.body(text, status as never, { ...(extra as Record<string, string>), "Content-Type": "application/json", "Content-Length": String(length) });
    }
    if (given !== undefined) plain = plain === undefined ? given : Object.assign(plain, given);
    const headers: Record<string, string> = { "Content-Type": "application/json", ...notADocumentHeaders(c) };
    // The handler's own Cache-Control stands, as the API's default does not replace one (server/app.ts apiGuards).
    if (plain?.["cache-control"] === undefined && c.req.path.startsWith("/api/")) headers["Cache-Control"] = API_CACHE_CONTROL;
    if (plain !== undefined) Object.assign(headers, plain);
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

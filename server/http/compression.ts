/**
 * gzip for answers large enough that it pays (docs/decisions/0107-request-path-and-prepared-statements.md). Below
 * COMPRESS_MIN_BYTES the deflate stream and its headers cost more time than the bytes they save, so small JSON
 * answers go out as they are and nothing about them is read twice. JSON answers are compressed as they are built
 * (server/http/json-answer.ts); pages and files are measured once after they are built.
 */
import type { Context } from "hono";
import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import { isCompleteAnswer } from "./complete-answers";

/** About one TCP segment: a smaller answer leaves in one packet anyway. */
export const COMPRESS_MIN_BYTES = 1400;
/** Larger bodies are compressed off the main thread, so one big page does not hold up other requests. */
export const SYNC_MAX_BYTES = 64 * 1024;
/**
 * Answers up to SYNC_MAX_BYTES (JSON, pages) are made per request: level 1 takes under half the time of the default
 * 6 for a page of 20 pieces and the output is within a few percent, as nginx's default does. The large built files
 * keep the default.
 */
export const QUICK_GZIP_LEVEL = 1;
const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const gzipAsync = promisify(gzip);

/** Whether the client takes gzip (q=0 refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (name?.trim().toLowerCase() !== "gzip" && name?.trim() !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** Run on every answer after its handler (server/app.ts): gzip for a large body the client takes it for. */
export async function compressAnswer(c: Context): Promise<void> {
  const res = c.res;
  // A JSON answer built whole was compressed (or not) as it was built (server/http/json-answer.ts).
  if (isCompleteAnswer(res)) return;
  // A client that takes no gzip (a script, a health probe) gets every answer as built, at no cost.
  if (!acceptsGzip(c.req.header("Accept-Encoding"))) return;
  // Only headers and status are read here: touching the body would turn @hono/node-server's lightweight answer
  // into a web stream, which costs more than the whole small answer.
  if (c.req.method === "HEAD" || res.status === 204 || res.status === 206 || res.status === 304) return;
  const type = res.headers.get("Content-Type");
  if (!type || !COMPRESSIBLE.test(type) || res.headers.has("Content-Encoding") || NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")) {
    return;
  }
  const declared = res.headers.get("Content-Length");
  if (declared !== null && Number(declared) < COMPRESS_MIN_BYTES) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.append("Vary", "Accept-Encoding");
  let out: Uint8Array = body;
  if (body.byteLength >= COMPRESS_MIN_BYTES) {
    out = body.byteLength <= SYNC_MAX_BYTES ? gzipSync(body, { level: QUICK_GZIP_LEVEL }) : await gzipAsync(body);
    headers.set("Content-Encoding", "gzip");
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
  }
  headers.set("Content-Length", String(out.byteLength));
  // Cleared first: Hono merges the old answer's headers (its length among them) into a replacement.
  c.res = undefined;
  c.res = new Response(out as Uint8Array<ArrayBuffer>, { status: res.status, headers });
}

import type { Context } from "hono";
import { isHttpsRequest } from "./auth/cookies";
import type { AppEnv } from "./context";
import { isCompleteAnswer } from "./http/complete-answers";

/**
 * Strict CSP: our own scripts and styles only, images from ourselves, data: and blob: (previews),
 * Stripe's script and frames for the Payment Element (product.md#r16), nothing may frame us. 'wasm-unsafe-eval' lets
 * the page compile WebAssembly (the QR reader of "Scan a label", docs/decisions/0148-scan-to-open.md) and nothing else:
 * eval and new Function stay refused.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.stripe.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  "frame-src https://js.stripe.com https://hooks.stripe.com",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** JSON, photos, styles, icons: nothing may run, load or frame from them. */
const NOT_A_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

const NOSNIFF = "nosniff";
const HSTS = "max-age=31536000; includeSubDomains";

/** The headers of an answer that is not a document (JSON above all), as a plain object: see server/http/json-answer.ts. */
export function notADocumentHeaders(c: Context<AppEnv>): Record<string, string> {
  const headers: Record<string, string> = { "X-Content-Type-Options": NOSNIFF, "Content-Security-Policy": NOT_A_DOCUMENT_CSP };
  if (isHttpsRequest(c)) headers["Strict-Transport-Security"] = HSTS;
  return headers;
}

/** Run on every answer after its handler (server/app.ts). */
export function secureAnswer(c: Context<AppEnv>): void {
  // A JSON answer built whole already carries notADocumentHeaders(); reading c.res.headers would rebuild its headers.
  if (isCompleteAnswer(c.res)) return;
  const h = c.res.headers;
  h.set("X-Content-Type-Options", NOSNIFF);
  // Only a document (or a script that may run as a worker) loads, frames or navigates; any other answer gets the
  // short policy that forbids all of it (docs/decisions/0107-request-path-and-prepared-statements.md).
  const type = h.get("Content-Type") ?? "";
  const html = type.startsWith("text/html");
  h.set("Content-Security-Policy", html || type.startsWith("text/javascript") ? CSP : NOT_A_DOCUMENT_CSP);
  if (html) {
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "geolocation=(), microphone=(), camera=(self), payment=(self \"https://js.stripe.com\")");
  }
  // The same rule as the Secure cookie: behind a TLS-terminating proxy the request URL itself is http.
  if (isHttpsRequest(c)) h.set("Strict-Transport-Security", HSTS);
}

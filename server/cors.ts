/**
 * product.md#r25: the API answers CORS for the Capacitor app's origins, for bearer-token calls only. Cross-origin calls
 * never authenticate with the session cookie (it is dropped before authentication), and
 * Access-Control-Allow-Credentials is never sent, so a browser will not even attach cookies for them.
 * Same-origin traffic (the web build) is untouched.
 */
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_REPLAYED_HEADER } from "../contract/common/idempotency";
import { AUTH_TOKEN_HEADER, CLIENT_PLATFORM_HEADER, CLIENT_TYPE_HEADER } from "../contract/auth/rules";
import type { Context, MiddlewareHandler } from "hono";
import { DEVICE_TOKEN_HEADER } from "./auth/device-token";
import type { AppEnv } from "./context";

/** Where Capacitor serves the bundled web build: iOS (capacitor://, legacy ionic://) and Android (http/https). */
export const CAPACITOR_ORIGINS: readonly string[] = ["capacitor://localhost", "ionic://localhost", "http://localhost", "https://localhost"];

const CORS_ALLOWED_HEADERS = [
  "Authorization",
  "Content-Type",
  "Accept",
  CLIENT_TYPE_HEADER,
  CLIENT_PLATFORM_HEADER,
  "X-Request-Id",
  DEVICE_TOKEN_HEADER,
  "Cache-Control",
  "Pragma",
  IDEMPOTENCY_HEADER,
] as const;
export const CORS_ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/**
 * The native login reads X-Auth-Token (product.md#r9) and X-Device-Token (0106); rate-limited answers say when to retry;
 * a replayed change says so (decision 0112).
 */
export const CORS_EXPOSED_HEADERS = [AUTH_TOKEN_HEADER, DEVICE_TOKEN_HEADER, "Retry-After", IDEMPOTENCY_REPLAYED_HEADER] as const;
export const CORS_MAX_AGE_SECONDS = 600;

function isSameOrigin(c: Context<AppEnv>, origin: string): boolean {
  if (origin === new URL(c.req.url).origin) return true;
  try {
    return origin === new URL(c.get("deps").config.appUrl).origin;
  } catch {
    return false;
  }
}

/** A cookie on a cross-origin call must not count, whatever the browser decided to attach. */
function dropCookies(c: Context<AppEnv>): void {
  if (c.req.raw.headers.has("cookie")) c.req.raw.headers.delete("cookie");
}

export const nativeCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header("origin");
  if (!origin || isSameOrigin(c, origin)) return next();

  dropCookies(c);
  const allowed = CAPACITOR_ORIGINS.includes(origin);
  const isPreflight = c.req.method === "OPTIONS" && c.req.header("access-control-request-method") !== undefined;

  if (isPreflight) {
    c.header("Vary", "Origin");
    if (!allowed) return c.json({ message: "Origin not allowed", code: "FORBIDDEN" }, 403);
    c.header("Access-Control-Allow-Origin", origin);
    c.header("Access-Control-Allow-Methods", CORS_ALLOWED_METHODS.join(", "));
    c.header("Access-Control-Allow-Headers", CORS_ALLOWED_HEADERS.join(", "));
    c.header("Access-Control-Max-Age", String(CORS_MAX_AGE_SECONDS));
    return c.body(null, 204);
  }

  await next();
  c.res.headers.append("Vary", "Origin");
  if (allowed) {
    c.res.headers.set("Access-Control-Allow-Origin", origin);
    c.res.headers.set("Access-Control-Expose-Headers", CORS_EXPOSED_HEADERS.join(", "));
  }
};

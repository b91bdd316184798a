import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "../context";

const UNKNOWN_IP = "unknown";

/**
 * The caller's address for per-IP rate limits (product.md#r11). X-Forwarded-For counts only behind a trusted proxy
 * (TRUST_PROXY=true), and then its last entry: the one our own proxy added, which a caller cannot forge.
 */
function clientIp(c: Context<AppEnv>): string {
  if (c.get("deps").config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").pop()?.trim();
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_IP;
  } catch {
    // app.request() in tests has no socket.
    return UNKNOWN_IP;
  }
}

function isLoopback(ip: string): boolean {
  return ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127.");
}

/**
 * The subject for per-IP counters, or null when it must not be counted: no known address, or (outside
 * production) the loopback address a developer's browser and the end-to-end tests share.
 */
export function rateLimitIp(c: Context<AppEnv>): string | null {
  const ip = clientIp(c);
  if (ip === UNKNOWN_IP) return null;
  if (isLoopback(ip) && c.get("deps").config.env !== "production") return null;
  return ip;
}

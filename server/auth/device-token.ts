/**
 * Device tokens (docs/decisions/0106-lockout-free-rate-limits.md): proof that this browser or app signed in to an
 * address successfully before, so a stranger's failed attempts on that address cannot slow or stop it.
 * Signed with SESSION_SECRET (no table): `<device id>.<address tag>.<expiry seconds>.<mac>`. The address tag is a
 * keyed hash, so the token names no e-mail address. Web: an HttpOnly cookie sent to /api only. Native: the
 * X-Device-Token header, answered on a native sign-in and sent back on the next one.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../context";
import { isNativeClient } from "./client-type";
import { isHttpsRequest } from "./cookies";

export const DEVICE_COOKIE = "claybook_device";
export const DEVICE_TOKEN_HEADER = "X-Device-Token";
export const DEVICE_TOKEN_TTL_MS = 180 * 24 * 60 * 60 * 1000;

const mac = (secret: string, text: string) => createHmac("sha256", `device-token:${secret}`).update(text).digest("base64url");
const addressTag = (secret: string, email: string) => mac(secret, `address:${email.trim().toLowerCase()}`).slice(0, 22);

export function signDeviceToken(secret: string, email: string, deviceId: string, now: Date): string {
  const expires = Math.floor((now.getTime() + DEVICE_TOKEN_TTL_MS) / 1000);
  const body = `${deviceId}.${addressTag(secret, email)}.${expires}`;
  return `${body}.${mac(secret, body)}`;
}

/** The device id when `token` is a live token for `email`; null for a missing, foreign, expired or forged one. */
export function verifyDeviceToken(secret: string, token: string | undefined, email: string, now: Date): string | null {
  if (!token || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [deviceId, tag, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(mac(secret, `${deviceId}.${tag}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (tag !== addressTag(secret, email)) return null;
  if (!/^[0-9]{1,12}$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return null;
  return /^[A-Za-z0-9_-]{16,32}$/.test(deviceId) ? deviceId : null;
}

/** The caller's device id for `email`, from the cookie (web) or the header (native). */
export function deviceFor(c: Context<AppEnv>, email: string): string | null {
  const deps = c.get("deps");
  const token = c.req.header(DEVICE_TOKEN_HEADER) ?? getCookie(c, DEVICE_COOKIE);
  return verifyDeviceToken(deps.config.sessionSecret, token, email, deps.now());
}

/** After a successful sign-in: (re)issues the device's token for this address, keeping its id when it had one. */
export function rememberDevice(c: Context<AppEnv>, email: string): void {
  const deps = c.get("deps");
  const deviceId = deviceFor(c, email) ?? randomBytes(16).toString("base64url");
  const token = signDeviceToken(deps.config.sessionSecret, email, deviceId, deps.now());
  if (isNativeClient(c)) {
    c.header(DEVICE_TOKEN_HEADER, token);
    return;
  }
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttpsRequest(c),
    // Only the sign-in and forgot-password calls read it.
    path: "/api",
    maxAge: Math.floor(DEVICE_TOKEN_TTL_MS / 1000),
  });
}

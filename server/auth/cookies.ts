import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../context";
import { SESSION_TTL_MS } from "./tokens";

export const SESSION_COOKIE = "claybook_session";

/** D9: HttpOnly, SameSite=Lax, Secure over https. */
function secure(c: Context<AppEnv>): boolean {
  const proto = c.req.header("x-forwarded-proto");
  if (proto && c.get("deps").config.trustProxy) return proto === "https";
  return new URL(c.req.url).protocol === "https:";
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: secure(c),
    path: "/",
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "Lax", secure: secure(c) });
}

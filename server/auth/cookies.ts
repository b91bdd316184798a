import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../context";
import { SESSION_TTL_MS } from "./tokens";

export const SESSION_COOKIE = "claybook_session";

/**
 * Whether the browser reached us over https: an https APP_URL (the public address) says so, behind a trusted
 * proxy its X-Forwarded-Proto does, otherwise the request's own scheme. product.md#r9's Secure cookie flag and HSTS
 * (server/security.ts) both follow this one rule, so they can never disagree.
 */
export function isHttpsRequest(c: Context<AppEnv>): boolean {
  const { appUrl, trustProxy } = c.get("deps").config;
  if (appUrl.startsWith("https:")) return true;
  const proto = c.req.header("x-forwarded-proto");
  if (proto && trustProxy) return proto === "https";
  // The adapter builds an absolute, lower-case address; no URL is parsed for it on every answer.
  return c.req.url.startsWith("https:");
}

/** product.md#r9: HttpOnly, SameSite=Lax, Secure over https. */
const secure = isHttpsRequest;

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

/**
 * Who is calling: a session cookie (web), a bearer session token (web, product.md#r43), or a bearer
 * access token (native, product.md#r9). Also the CSRF refusal for cookie-authenticated changes.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { GENERIC_MESSAGES } from "../../contract/common/schemas";
import type { AppEnv, AuthState, UserRow } from "../context";
import { CAPACITOR_ORIGINS } from "../cors";
import { prepared } from "../db/prepared";
import { AppError } from "../errors";
import { findSession, touchSession } from "./sessions";
import { contentAllowed } from "./trial-rules";
import { SESSION_COOKIE, setSessionCookie } from "./cookies";
import { verifyAccessToken } from "./tokens";

export { SESSION_COOKIE };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const CROSS_SITE_REFUSED = "Cross-site request refused";

async function userFromSession(c: Context<AppEnv>, token: string, via: AuthState["via"]): Promise<AuthState | null> {
  const { db, now } = c.get("deps");
  const at = now();
  const session = await findSession(db, token, at);
  if (!session) return null;
  if ((await touchSession(db, session, at)) && via === "cookie") setSessionCookie(c, token);
  return { user: session.user, via, sessionId: session.id };
}

async function userFromAccessToken(c: Context<AppEnv>, token: string): Promise<AuthState | null | "gone"> {
  const { db, config, now } = c.get("deps");
  const claims = await verifyAccessToken(config.tokenSecret, token, now());
  if (claims === null) return null;
  const [row] = await prepared(db).userWithFamily.execute({ userId: claims.userId, familyId: claims.familyId });
  if (!row) return "gone";
  // Logout, reuse detection and password reset revoke the family; its access tokens end with it.
  if (!row.live) return null;
  return { user: row.user, via: "access-token", familyId: claims.familyId };
}

/** A browser's cross-site change request is refused when it rides on the cookie. */
function isCrossSite(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  const fetchSite = c.req.header("sec-fetch-site");
  if (origin) {
    const host = c.req.header("host");
    try {
      const o = new URL(origin);
      const appOrigin = new URL(c.get("deps").config.appUrl).origin;
      if (o.origin === appOrigin) return false;
      return o.host !== host;
    } catch {
      return true;
    }
  }
  return fetchSite === "cross-site";
}

/**
 * Calls that never need the caller, so no session is looked up for them even when a cookie rides along: health
 * probes, photo files (their addresses are capabilities, docs/decisions/0062-photo-reads-without-session.md) and the API description.
 */
const NO_USER_PATHS = new Set(["/api/health", "/api/openapi.json", "/api/docs"]);
const needsNoUser = (path: string) => NO_USER_PATHS.has(path) || path.startsWith("/api/photos/");

export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("auth", null);
  if (SAFE_METHODS.has(c.req.method) && needsNoUser(c.req.path)) return next();
  const header = c.req.header("authorization");
  const bearer = header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : undefined;
  if (bearer) {
    // JWTs have three dot-separated parts; session tokens are plain base64url.
    const state = bearer.split(".").length === 3 ? await userFromAccessToken(c, bearer) : await userFromSession(c, bearer, "bearer-session");
    if (state === "gone") throw new AppError(401, GENERIC_MESSAGES.userGone, undefined, "USER_GONE");
    c.set("auth", state);
    return next();
  }
  // CSRF: a change from a foreign web page carries no bearer, only (at most) the browser's cookie. It is
  // refused whether or not the product.md#r25 CORS layer already dropped that cookie; the native app's own origins
  // pass (they sign in from there and then send a bearer).
  if (!SAFE_METHODS.has(c.req.method) && isCrossSite(c) && !CAPACITOR_ORIGINS.includes(c.req.header("origin") ?? "")) {
    throw new AppError(403, CROSS_SITE_REFUSED);
  }
  const cookie = getCookie(c, SESSION_COOKIE);
  if (cookie && cookie.length <= 200) {
    c.set("auth", await userFromSession(c, cookie, "cookie"));
  }
  return next();
};

/** The web session behind the page request's cookie, or null; the served page starts from it (decision 0105). */
export async function cookieSessionUser(c: Context<AppEnv>): Promise<UserRow | null> {
  const cookie = getCookie(c, SESSION_COOKIE);
  if (!cookie || cookie.length > 200) return null;
  return (await userFromSession(c, cookie, "cookie"))?.user ?? null;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("auth")) throw AppError.unauthorized();
  return next();
};

/** product.md#r12: content calls answer 402 once a free trial has ended or the account is canceled. */
export const requireContentAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = c.get("auth");
  if (!auth) throw AppError.unauthorized();
  if (!contentAllowed(auth.user, c.get("deps").now())) {
    throw new AppError(402, GENERIC_MESSAGES.trialEnded, undefined, "TRIAL_ENDED");
  }
  return next();
};

/** The signed-in user; only call behind requireUser. */
export function currentUser(c: Context<AppEnv>) {
  const auth = c.get("auth");
  if (!auth) throw AppError.unauthorized();
  return auth.user;
}

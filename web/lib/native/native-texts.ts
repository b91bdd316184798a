import type { AUTH_TEXTS } from "../../../contract/auth";

/**
 * Spec 000 §2/§8 texts the native layer needs, mirrored from AUTH_TEXTS because importing contract/auth at
 * runtime would pull zod into the entry chunk; the type annotation makes tsc fail if they ever drift.
 */
export const NATIVE_AUTH_TEXTS: Pick<
  typeof AUTH_TEXTS,
  | "refreshAuthFailure"
  | "refreshServerError"
  | "refreshFailed"
  | "noRefreshToken"
  | "noJwtTokens"
  | "userGone"
  | "checkingSavedLogin"
  | "invalidRefreshToken"
  | "loginFailed"
> = {
  refreshAuthFailure: "Invalid refresh token - auth failure",
  refreshServerError: "Server error during token refresh",
  refreshFailed: "Token refresh failed",
  noRefreshToken: "No refresh token available",
  noJwtTokens: "Server did not return JWT tokens for mobile client",
  userGone: "User account no longer exists",
  checkingSavedLogin: "Checking your saved login...",
  invalidRefreshToken: "Invalid refresh token",
  loginFailed: "Login failed",
};

export const refreshTimeoutText = (ms: number) => `Token refresh timeout after ${ms}ms`;

/** Spec 000 §2: the hints under 'Connection Issue' in the mobile app (exact wording not shown in the spec). */
export const CONNECTION_DEBUG_HINTS = [
  "Session cookies may not be working in the app: sign in again to get a fresh login.",
  "The app may be pointing at the wrong server URL.",
  "There may be a network problem: check Wi-Fi or mobile data.",
] as const;

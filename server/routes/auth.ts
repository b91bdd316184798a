import type { Context } from "hono";
import { AUTH_ROUTES } from "../../contract/auth/routes";
import { AUTH_TEXTS, LogoutBodySchema } from "../../contract/auth/schemas";
import { rateLimitIp } from "../auth/client-ip";
import { isNativeClient, setAuthTokenHeader, withRetryAfter } from "../auth/client-type";
import { clearSessionCookie, setSessionCookie } from "../auth/cookies";
import { deviceFor, rememberDevice } from "../auth/device-token";
import { currentUser } from "../auth/middleware";
import type { AppEnv, ApiApp, UserRow } from "../context";
import { apiRoute } from "../http/api-route";
import { registerUser, verifyCredentials } from "../services/auth/auth";
import { requestPasswordReset, resetPassword, verifyResetToken } from "../services/auth/auth-password-reset";
import { toUserDto } from "../services/auth/auth-user-dto";
import { createSession, revokeSession } from "../auth/sessions";
import { issueTokens, revokeByRefreshToken, revokeFamilyById, rotateRefreshToken } from "../auth/refresh-tokens";

const tags = ["auth"];
const R = AUTH_ROUTES;
const NATIVE_OR_WEB =
  "Native clients (X-Client-Type: mobile) get the user with tokens and X-Auth-Token; web clients the user and a session cookie.";

const register = apiRoute(R.register, {
  access: "public",
  tags,
  summary: "Create an account and sign in (product.md#r10)",
  description: NATIVE_OR_WEB,
  answerDescription: "The new user (web) or user with tokens (native)",
  errors: [400, 409, 429],
});
const login = apiRoute(R.login, {
  access: "public",
  tags,
  summary: "Sign in",
  description: NATIVE_OR_WEB,
  answerDescription: "The user (web) or user with tokens (native)",
  errors: [400, 401, 429],
});
const logout = apiRoute(R.logout, {
  access: "public",
  tags,
  summary: "End the current session; native clients may name the refresh token whose family ends too",
  // Web clients send no body at all.
  request: { body: { required: false, content: { "application/json": { schema: LogoutBodySchema } } } },
  errors: [400],
});
const refresh = apiRoute(R.refresh, {
  access: "public",
  tags,
  summary: "Spend a refresh token for a new token pair (product.md#r9: single use; reuse revokes the family)",
  errors: [400, 401],
});
const getUser = apiRoute(R.user, { access: "signed-in", tags, summary: "The signed-in user" });
const forgotPassword = apiRoute(R.forgotPassword, {
  access: "public",
  tags,
  summary: "Mail a reset link; the answer is the same whether or not the address has an account (product.md#r11)",
  errors: [400, 429],
});
const verifyReset = apiRoute(R.verifyReset, {
  access: "public",
  tags,
  summary: "Whether a reset link is still usable",
  errors: [400],
});
const reset = apiRoute(R.resetPassword, {
  access: "public",
  tags,
  summary: "Set a new password with a reset link; ends every session and token of the user",
  errors: [400],
});

/** Web: a fresh session cookie (never reusing the caller's old one). Native: a new token family. */
async function signIn(c: Context<AppEnv>, user: UserRow) {
  const deps = c.get("deps");
  const previous = c.get("auth");
  if (previous?.sessionId) await revokeSession(deps.db, previous.sessionId);
  if (isNativeClient(c)) {
    const tokens = await issueTokens(deps, user.id);
    setAuthTokenHeader(c, tokens.accessToken);
    rememberDevice(c, user.email);
    return { user: toUserDto(user), ...tokens };
  }
  setSessionCookie(c, await createSession(deps, user.id));
  // This device signed in: strangers' failed attempts on the address no longer slow or stop it (0106).
  rememberDevice(c, user.email);
  return toUserDto(user);
}

export function registerAuthRoutes(app: ApiApp): void {
  app.openapi(register, async (c) => {
    const user = await withRetryAfter(c, () => registerUser(c.get("deps"), c.req.valid("json"), rateLimitIp(c)));
    return c.json(await signIn(c, user), 201);
  });

  app.openapi(login, async (c) => {
    const body = c.req.valid("json");
    const user = await withRetryAfter(c, () => verifyCredentials(c.get("deps"), body, rateLimitIp(c), deviceFor(c, body.email)));
    return c.json(await signIn(c, user), 200);
  });

  app.openapi(logout, async (c) => {
    const deps = c.get("deps");
    const auth = c.get("auth");
    const { refreshToken } = c.req.valid("json");
    if (auth?.sessionId) await revokeSession(deps.db, auth.sessionId);
    if (auth?.familyId) await revokeFamilyById(deps, auth.familyId);
    if (refreshToken) await revokeByRefreshToken(deps, refreshToken);
    clearSessionCookie(c);
    return c.json({ message: AUTH_TEXTS.logoutMessage }, 200);
  });

  app.openapi(refresh, async (c) => {
    const tokens = await rotateRefreshToken(c.get("deps"), c.req.valid("json").refreshToken);
    setAuthTokenHeader(c, tokens.accessToken);
    return c.json(tokens, 200);
  });

  app.openapi(getUser, async (c) => c.json(toUserDto(currentUser(c)), 200));

  app.openapi(forgotPassword, async (c) => {
    const body = c.req.valid("json");
    const message = await withRetryAfter(c, () => requestPasswordReset(c.get("deps"), body, rateLimitIp(c), deviceFor(c, body.email)));
    return c.json({ message }, 200);
  });

  app.openapi(verifyReset, async (c) => {
    const { email, token } = c.req.valid("query");
    return c.json({ valid: await verifyResetToken(c.get("deps"), email, token) }, 200);
  });

  app.openapi(reset, async (c) => {
    await resetPassword(c.get("deps"), c.req.valid("json"));
    return c.json({ message: AUTH_TEXTS.resetSuccess }, 200);
  });
}

import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  AUTH_TEXTS,
  AuthAnswerSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LogoutBodySchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetVerifyAnswerSchema,
  ResetVerifyQuerySchema,
  TokenAnswerSchema,
  UserSchema,
} from "../../contract/auth";
import { OkSchema } from "../../contract/common";
import { rateLimitIp } from "../auth/client-ip";
import { isNativeClient, setAuthTokenHeader, withRetryAfter } from "../auth/client-type";
import { clearSessionCookie, setSessionCookie } from "../auth/cookies";
import { deviceFor, rememberDevice } from "../auth/device-token";
import { currentUser } from "../auth/middleware";
import type { AppEnv, ApiApp, UserRow } from "../context";
import { deleteAccount } from "../services/account-deletion";
import { createSession, deleteSession, registerUser, verifyCredentials } from "../services/auth";
import { requestPasswordReset, resetPassword, verifyResetToken } from "../services/password-reset";
import { issueTokens, revokeByRefreshToken, revokeFamilyById, rotateRefreshToken } from "../services/refresh-tokens";
import { toUserDto } from "../services/users";
import { errors, jsonAnswer, jsonBody, signedIn } from "./helpers";

const register = createRoute({
  method: "post",
  path: "/api/register",
  tags: ["auth"],
  summary: "Create an account and sign in (D10)",
  description: "Native clients (X-Client-Type: mobile) get the user with tokens and X-Auth-Token; web clients the user and a session cookie.",
  request: jsonBody(RegisterBodySchema),
  responses: { 201: jsonAnswer(AuthAnswerSchema, "The new user (web) or user with tokens (native)"), ...errors(400, 409, 429) },
});

const login = createRoute({
  method: "post",
  path: "/api/login",
  tags: ["auth"],
  summary: "Sign in",
  description: "Native clients (X-Client-Type: mobile) get the user with tokens and X-Auth-Token; web clients the user and a session cookie.",
  request: jsonBody(LoginBodySchema),
  responses: { 200: jsonAnswer(AuthAnswerSchema, "The user (web) or user with tokens (native)"), ...errors(400, 401, 429) },
});

const logout = createRoute({
  method: "post",
  path: "/api/logout",
  tags: ["auth"],
  summary: "End the current session; native clients may name the refresh token whose family ends too",
  request: { body: { required: false, content: { "application/json": { schema: LogoutBodySchema } } } },
  responses: { 200: jsonAnswer(OkSchema), ...errors(400) },
});

const refresh = createRoute({
  method: "post",
  path: "/api/refresh-token",
  tags: ["auth"],
  summary: "Spend a refresh token for a new token pair (D9: single use; reuse revokes the family)",
  request: jsonBody(RefreshBodySchema),
  responses: { 200: jsonAnswer(TokenAnswerSchema), ...errors(400, 401) },
});

const getUser = createRoute({
  method: "get",
  path: "/api/user",
  tags: ["auth"],
  summary: "The signed-in user",
  ...signedIn,
  responses: { 200: jsonAnswer(UserSchema), ...errors(401) },
});

const deleteUser = createRoute({
  method: "delete",
  path: "/api/user",
  tags: ["auth"],
  summary: "Delete the account with every record and photo (D15)",
  ...signedIn,
  responses: { 200: jsonAnswer(OkSchema), ...errors(401) },
});

const forgotPassword = createRoute({
  method: "post",
  path: "/api/forgot-password",
  tags: ["auth"],
  summary: "Mail a reset link; the answer is the same whether or not the address has an account (D11)",
  request: jsonBody(ForgotPasswordBodySchema),
  responses: { 200: jsonAnswer(OkSchema), ...errors(400, 429) },
});

const verifyReset = createRoute({
  method: "get",
  path: "/api/reset-password/verify",
  tags: ["auth"],
  summary: "Whether a reset link is still usable",
  request: { query: ResetVerifyQuerySchema },
  responses: { 200: jsonAnswer(ResetVerifyAnswerSchema), ...errors(400) },
});

const reset = createRoute({
  method: "post",
  path: "/api/reset-password",
  tags: ["auth"],
  summary: "Set a new password with a reset link; ends every session and token of the user",
  request: jsonBody(ResetPasswordBodySchema),
  responses: { 200: jsonAnswer(OkSchema), ...errors(400) },
});

/** Web: a fresh session cookie (never reusing the caller's old one). Native: a new token family. */
async function signIn(c: Context<AppEnv>, user: UserRow) {
  const deps = c.get("deps");
  const previous = c.get("auth");
  if (previous?.sessionId) await deleteSession(deps.db, previous.sessionId);
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
    if (auth?.sessionId) await deleteSession(deps.db, auth.sessionId);
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

  app.openapi(deleteUser, async (c) => {
    await deleteAccount(c.get("deps"), currentUser(c).id);
    clearSessionCookie(c);
    return c.json({ message: AUTH_TEXTS.accountDeleted }, 200);
  });

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

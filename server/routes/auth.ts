import { createRoute } from "@hono/zod-openapi";
import { AuthAnswerSchema, LoginBodySchema, RegisterBodySchema, UserSchema } from "../../contract/auth";
import { OkSchema } from "../../contract/common";
import { clearSessionCookie, setSessionCookie } from "../auth/cookies";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { createSession, deleteSession, registerUser, verifyCredentials } from "../services/auth";
import { toUserDto } from "../services/users";
import { errors, jsonAnswer, jsonBody, signedIn } from "./helpers";

const register = createRoute({
  method: "post",
  path: "/api/register",
  tags: ["auth"],
  summary: "Create an account and sign in (D10)",
  request: jsonBody(RegisterBodySchema),
  responses: { 201: jsonAnswer(AuthAnswerSchema, "The new user (web) or user with tokens (native)"), ...errors(400, 409, 429) },
});

const login = createRoute({
  method: "post",
  path: "/api/login",
  tags: ["auth"],
  summary: "Sign in",
  request: jsonBody(LoginBodySchema),
  responses: { 200: jsonAnswer(AuthAnswerSchema, "The user (web) or user with tokens (native)"), ...errors(400, 401, 429) },
});

const logout = createRoute({
  method: "post",
  path: "/api/logout",
  tags: ["auth"],
  summary: "End the current session",
  responses: { 200: jsonAnswer(OkSchema) },
});

const getUser = createRoute({
  method: "get",
  path: "/api/user",
  tags: ["auth"],
  summary: "The signed-in user",
  ...signedIn,
  responses: { 200: jsonAnswer(UserSchema), ...errors(401) },
});

export function registerAuthRoutes(app: ApiApp): void {
  app.openapi(register, async (c) => {
    const deps = c.get("deps");
    const user = await registerUser(deps, c.req.valid("json"));
    setSessionCookie(c, await createSession(deps, user.id));
    return c.json(toUserDto(user), 201);
  });

  app.openapi(login, async (c) => {
    const deps = c.get("deps");
    const user = await verifyCredentials(deps, c.req.valid("json"));
    // A fresh session id at every login (no fixation).
    const previous = c.get("auth");
    if (previous?.sessionId) await deleteSession(deps.db, previous.sessionId);
    setSessionCookie(c, await createSession(deps, user.id));
    return c.json(toUserDto(user), 200);
  });

  app.openapi(logout, async (c) => {
    const auth = c.get("auth");
    if (auth?.sessionId) await deleteSession(c.get("deps").db, auth.sessionId);
    clearSessionCookie(c);
    return c.json({ message: "Logged out" }, 200);
  });

  app.openapi(getUser, async (c) => c.json(toUserDto(currentUser(c)), 200));
}


/**
 * Small helpers so every route definition reads the same: a required JSON body, JSON answers,
 * D6 error answers, and the middleware that says who may call it.
 */
import type { MiddlewareHandler } from "hono";
import type { ZodType } from "zod";
import { ErrorBodySchema } from "../../contract/common/schemas";
import { requireContentAccess, requireUser } from "../auth/middleware";
import type { AppEnv } from "../context";

export const jsonBody = <T extends ZodType>(schema: T, description?: string) => ({
  body: { required: true, description, content: { "application/json": { schema } } },
});

export const jsonAnswer = <T extends ZodType>(schema: T, description = "OK") => ({
  description,
  content: { "application/json": { schema } },
});

const err = (description: string) => jsonAnswer(ErrorBodySchema, description);

/** The D6 errors most calls may answer. */
export const ERRORS = {
  400: err("Bad input"),
  401: err("Not signed in"),
  402: err("Trial ended (D12)"),
  404: err("Missing, or belonging to another user"),
  409: err("Conflict"),
  413: err("Too large"),
  429: err("Too many attempts"),
  503: err("Service unavailable"),
} as const;

export const errors = (...codes: (keyof typeof ERRORS)[]) =>
  Object.fromEntries(codes.map((code) => [code, ERRORS[code]])) as Partial<typeof ERRORS>;

export const SECURITY: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

/** Signed-in calls that stay open after the trial (account, preferences, trial, billing, export). */
export const signedIn = {
  security: SECURITY,
  middleware: [requireUser] as MiddlewareHandler<AppEnv>[],
};

/** D12 content calls: signed in and within the trial or on a paid plan. */
export const content = {
  security: SECURITY,
  middleware: [requireUser, requireContentAccess] as MiddlewareHandler<AppEnv>[],
};

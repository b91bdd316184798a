/**
 * Turns an entry of the contract's route table (method, path, schemas) into a Hono OpenAPI route: who may call it,
 * its OpenAPI summary and tags, and the error answers it documents. The table is the web's too, so a path or
 * schema is written once for both sides (docs/architecture.md).
 */
import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { ZodType } from "zod";
import type { Route } from "../../contract/common/route-table";
import { ErrorBodySchema } from "../../contract/common/schemas";
import { requireContentAccess, requireUser } from "../auth/middleware";
import type { AppEnv } from "../context";

/** Who may call a route: anyone, a signed-in potter, or a potter within the trial or on a paid plan (product.md#r12). */
export type Access = "public" | "signed-in" | "content";

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: "Bad input",
  401: "Not signed in",
  402: "Trial ended (product.md#r12)",
  403: "Refused",
  404: "Missing, or belonging to another user",
  409: "Conflict",
  413: "Too large",
  422: "Unprocessable",
  429: "Too many attempts",
  503: "Service unavailable",
};

export interface RouteDocs {
  access: Access;
  summary: string;
  tags: string[];
  description?: string;
  /** The error statuses the call may answer, besides those its access implies. */
  errors?: ErrorStatus[];
  /** Describes the success answer in the OpenAPI document. */
  answerDescription?: string;
  /** For bodies or answers the table cannot describe as JSON (multipart uploads, files, an optional body). */
  request?: RouteConfig["request"];
  responses?: RouteConfig["responses"];
  /** Served but left out of the OpenAPI document (e.g. the Stripe webhook). */
  hidden?: boolean;
}

export const SECURITY: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

const ACCESS: Record<Access, { middleware: MiddlewareHandler<AppEnv>[]; errors: ErrorStatus[] }> = {
  public: { middleware: [], errors: [] },
  "signed-in": { middleware: [requireUser], errors: [401] },
  content: { middleware: [requireUser, requireContentAccess], errors: [401, 402] },
};

export const jsonContent = <S extends ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

type JsonContent<S> = { description: string; content: { "application/json": { schema: S } } };

type RequestOf<R extends Route> = (R extends { params: infer S extends ZodType } ? { params: S } : object) &
  (R extends { query: infer S extends ZodType } ? { query: S } : object) &
  (R extends { body: infer S extends ZodType }
    ? { body: { required: true; content: { "application/json": { schema: S } } } }
    : object);

type SuccessStatus<R extends Route> = R extends { status: infer S extends number } ? S : 200;

type ResponsesOf<R extends Route> = {
  [K in SuccessStatus<R>]: R["answer"] extends ZodType ? JsonContent<R["answer"]> : { description: string };
} & { [K in ErrorStatus]?: JsonContent<typeof ErrorBodySchema> };

export type ApiRouteConfig<R extends Route> = {
  method: Lowercase<R["method"]>;
  path: R["path"];
  request: RequestOf<R>;
  responses: ResponsesOf<R>;
} & Omit<RouteConfig, "method" | "path" | "request" | "responses">;

export function apiRoute<R extends Route>(route: R, docs: RouteDocs) {
  const access = ACCESS[docs.access];
  const request: Record<string, unknown> = { ...docs.request };
  if (route.params) request.params = route.params;
  if (route.query) request.query = route.query;
  if (route.body && typeof route.body !== "string" && !docs.request?.body) {
    request.body = { required: true, content: { "application/json": { schema: route.body } } };
  }
  const status = route.status ?? 200;
  const responses: Record<number, unknown> = {
    [status]:
      typeof route.answer === "string"
        ? { description: docs.answerDescription ?? "OK" }
        : jsonContent(route.answer, docs.answerDescription ?? "OK"),
    ...docs.responses,
  };
  for (const code of new Set([...access.errors, ...(docs.errors ?? [])]).values()) {
    responses[code] = jsonContent(ErrorBodySchema, ERROR_DESCRIPTIONS[code]);
  }
  return createRoute({
    method: route.method.toLowerCase() as RouteConfig["method"],
    path: route.path,
    tags: docs.tags,
    summary: docs.summary,
    ...(docs.description ? { description: docs.description } : {}),
    // Declared on every call, empty for a public one, so a reader never has to guess (docs/decisions/0293-openapi-names-from-the-contract.md).
    security: docs.access === "public" ? [] : SECURITY,
    ...(docs.hidden ? { hide: true } : {}),
    middleware: access.middleware,
    request,
    responses,
  } as RouteConfig) as unknown as ApiRouteConfig<R> & { getRoutingPath(): string };
}

/**
 * The OpenAPI document of /api/openapi.json and /api/docs, built from the registered routes with the contract's names
 * (docs/decisions/0293-openapi-names-from-the-contract.md): every operation has its contract name as `operationId`
 * and declares its security (empty for a public call), and the document names its server, the public address.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context";
import { contractNames } from "./openapi-names";

const INFO = {
  title: "Claybook API",
  version: "1.0.0",
  description:
    "The API behind Claybook, a studio tracker for potters. Errors follow product.md#r6: { message, errors? }. " +
    "A signed-in POST, PATCH or DELETE may carry an Idempotency-Key header (a UUID): a repeat of the same request " +
    "within 24 hours gets the first answer again (with Idempotent-Replayed: true) and changes nothing; the same key " +
    "with another request answers 422, and while the first still runs, 409 (docs/decisions/0112-idempotency-keys.md).",
};

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

export type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>["getOpenAPI31Document"]>;

/** The document of an app whose routes are all registered; `appUrl` is the public address (product.md#r25). */
export async function openApiDocument(app: OpenAPIHono<AppEnv>, appUrl: string): Promise<OpenApiDocument> {
  const names = await contractNames();
  const doc = app.getOpenAPI31Document({ openapi: "3.1.0", info: INFO, servers: [{ url: appUrl, description: "Claybook" }] });
  for (const [at, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations ?? {})) {
      if (!METHODS.has(method) || typeof operation !== "object" || operation === null) continue;
      const id = names.operations.get(`${method.toUpperCase()} ${at}`);
      if (id) Object.assign(operation, { operationId: id });
    }
  }
  return doc;
}

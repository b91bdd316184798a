/**
 * /api/openapi.json names what the contract names (docs/decisions/0293-openapi-names-from-the-contract.md): every
 * call of `contract/<area>/routes.ts` is an operation whose `operationId` is its contract name, whose JSON body and
 * answer are named components, and which declares its security; the document names its server. Read from the
 * contract at run time, so a new route is checked without an edit here.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Route } from "../../contract/common/route-table";
import { anonymous } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Doc {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/** Served, but left out of the document on purpose (server/routes/billing.ts: Stripe signs the raw body). */
const HIDDEN = ["billing.stripeWebhook"];

const CONTRACT = path.resolve(import.meta.dirname, "../../contract");
let ctx: TestContext;
let doc: Doc;
let calls: { name: string; route: Route }[];

beforeAll(async () => {
  ctx = await createTestContext();
  const res = await anonymous(ctx).get("/api/openapi.json");
  expect(res.status).toBe(200);
  doc = res.body as Doc;
  calls = [];
  for (const area of readdirSync(CONTRACT)) {
    let routes: Record<string, unknown>;
    try {
      routes = (await import(pathToFileURL(path.join(CONTRACT, area, "routes.ts")).href)) as Record<string, unknown>;
    } catch {
      continue;
    }
    for (const [exported, table] of Object.entries(routes)) {
      if (!exported.endsWith("_ROUTES")) continue;
      for (const [key, route] of Object.entries(table as Record<string, Route>)) calls.push({ name: `${area}.${key}`, route });
    }
  }
});
afterAll(async () => {
  await ctx.close();
});

const operationOf = (route: Route) => doc.paths[route.path]?.[route.method.toLowerCase()];
const isSchema = (value: unknown) => value instanceof z.ZodType;
const refOf = (schema: { $ref?: string } | undefined) => schema?.$ref?.replace("#/components/schemas/", "");

describe("the OpenAPI document", () => {
  it("reads the contract's calls", () => {
    expect(calls.length).toBeGreaterThan(120);
    expect(calls.map((c) => c.name)).toContain("pieces.update");
  });

  it("documents every call but the hidden ones, under its contract name", () => {
    expect(calls.filter((c) => !operationOf(c.route)).map((c) => c.name)).toEqual(HIDDEN);
    const wrong = calls.filter((c) => operationOf(c.route) && operationOf(c.route)!.operationId !== c.name);
    expect(wrong.map((c) => `${c.name}: ${operationOf(c.route)!.operationId}`)).toEqual([]);
  });

  it("gives every operation a unique operationId and declares its security, empty for a public call", () => {
    const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
    expect(operations.length).toBe(calls.length - HIDDEN.length);
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((op) => !Array.isArray(op.security)).map((op) => op.operationId)).toEqual([]);
    expect(doc.paths["/api/login"]!.post!.security).toEqual([]);
    expect(doc.paths["/api/pieces"]!.get!.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
  });

  it("names every call's JSON body and answer as a component", () => {
    const unnamed: string[] = [];
    for (const { name, route } of calls) {
      const op = operationOf(route);
      if (!op) continue;
      const body = op.requestBody?.content?.["application/json"]?.schema;
      if (isSchema(route.body) && !((refOf(body) ?? "") in doc.components.schemas)) unnamed.push(`${name} body`);
      const answer = op.responses[String(route.status ?? 200)]?.content?.["application/json"]?.schema;
      if (isSchema(route.answer) && !((refOf(answer) ?? "") in doc.components.schemas)) unnamed.push(`${name} answer`);
    }
    expect(unnamed).toEqual([]);
    expect(refOf(doc.paths["/api/pieces/{id}"]!.get!.responses["200"]!.content!["application/json"]!.schema)).toBe("Piece");
  });

  it("names its server, the public address", () => {
    expect(doc.servers).toEqual([{ url: ctx.config.appUrl, description: "Claybook" }]);
  });
});

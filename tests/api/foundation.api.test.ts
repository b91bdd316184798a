import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, signUp } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("foundation", () => {
  it("answers health on both paths (product.md#r8)", async () => {
    const client = anonymous(ctx);
    for (const path of ["/api/health", "/health"]) {
      const res = await client.get(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "ok" });
    }
  });

  it("answers product.md#r6 JSON for malformed JSON, a wrong content type and an oversized body", async () => {
    const client = anonymous(ctx);
    const malformed = await client.post("/api/login", undefined, {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(typeof malformed.body.message).toBe("string");
    expect(malformed.text).not.toMatch(/at .*\.ts/);

    const wrongType = await client.post("/api/login", undefined, { body: "email=a", headers: { "content-type": "text/plain" } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ message: "Content-Type must be application/json", code: "INVALID_INPUT" });

    const huge = await client.post("/api/login", { email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: "Request body is too large", code: "TOO_LARGE" });
  });

  it("answers 404 JSON for an unknown API path", async () => {
    const res = await anonymous(ctx).get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found", code: "NOT_FOUND" });
  });

  it("sends the security headers and no caching of API answers", async () => {
    const res = await anonymous(ctx).get("/api/health");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // Referrer-Policy and the other document-only headers go on pages only (docs/decisions/0107-request-path-and-prepared-statements.md).
    expect(res.headers.get("referrer-policy")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("publishes the OpenAPI document and a readable reference", async () => {
    const client = anonymous(ctx);
    const doc = await client.get("/api/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe("3.1.0");
    // Every call, in route-table order: the document is built from contract/<area>/routes.ts.
    const calls = Object.entries(doc.body.paths as Record<string, object>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(calls).toEqual([
      "GET /api/health",
      "GET /health",
      "POST /api/register",
      "POST /api/login",
      "POST /api/logout",
      "POST /api/refresh-token",
      "GET /api/user",
      "DELETE /api/user",
      "POST /api/forgot-password",
      "GET /api/reset-password/verify",
      "POST /api/reset-password",
      "GET /api/export",
      "GET /api/export/check",
      "POST /api/import",
      "GET /api/import/{id}",
      "DELETE /api/import/{id}",
      "GET /api/user-preferences",
      "PATCH /api/user-preferences",
      "GET /api/trial-status",
      "POST /api/trial-reminder-shown",
      "POST /api/cancel-trial",
      "POST /api/promo-code/apply",
      "GET /api/subscription-plans",
      "POST /api/get-or-create-subscription",
      "POST /api/create-checkout-session",
      "GET /api/checkout-session/{id}",
      "POST /api/create-portal-session",
      "POST /api/apple-purchase-complete",
      "POST /api/apple/notifications",
      "GET /api/pieces",
      "POST /api/pieces",
      "GET /api/pieces/{id}",
      "PATCH /api/pieces/{id}",
      "DELETE /api/pieces/{id}",
      "PUT /api/pieces/{id}/fate",
      "DELETE /api/pieces/{id}/fate",
      "GET /api/stage-history",
      "POST /api/stage-history",
      "GET /api/pieces/{id}/stage-history",
      "PATCH /api/stage-history/{id}",
      "DELETE /api/stage-history/{id}",
      "GET /api/glazes",
      "POST /api/glazes",
      "GET /api/glazes/{id}/combinations",
      "GET /api/glazes/{id}",
      "PATCH /api/glazes/{id}",
      "DELETE /api/glazes/{id}",
      "POST /api/glaze-combinations",
      "PATCH /api/glaze-combinations/{id}",
      "GET /api/glaze-combinations/by-name/{name}",
      "GET /api/pieces/{id}/decoration-layers",
      "GET /api/decoration-layers",
      "POST /api/decoration-layers",
      "PATCH /api/decoration-layers/{id}",
      "DELETE /api/decoration-layers/{id}",
      "PATCH /api/pieces/{id}/decoration-layers/reorder",
      "GET /api/surface-combos",
      "POST /api/surface-combos",
      "GET /api/surface-combos/{id}",
      "PATCH /api/surface-combos/{id}",
      "DELETE /api/surface-combos/{id}",
      "GET /api/surface-combos/{id}/layers",
      "POST /api/pieces/{id}/apply-combo",
      "GET /api/inspirations",
      "POST /api/inspirations",
      "GET /api/inspirations/{id}",
      "PATCH /api/inspirations/{id}",
      "DELETE /api/inspirations/{id}",
      "POST /api/uploads",
      "GET /api/photos/{file}",
      "GET /api/test-tiles",
      "POST /api/test-tiles",
      "GET /api/test-tile-facets",
      "GET /api/test-tile-recipes",
      "GET /api/test-tiles/{id}",
      "PATCH /api/test-tiles/{id}",
      "DELETE /api/test-tiles/{id}",
      "GET /api/glazes/{id}/test-tiles",
      "GET /api/surface-combos/{id}/test-tiles",
      "GET /api/materials",
      "POST /api/materials",
      "PATCH /api/materials/{id}",
      "DELETE /api/materials/{id}",
      "GET /api/recipes",
      "POST /api/recipes",
      "POST /api/recipe-blends",
      "POST /api/recipe-text",
      "GET /api/recipes/{id}",
      "PATCH /api/recipes/{id}",
      "DELETE /api/recipes/{id}",
      "GET /api/recipes/{id}/versions",
      "POST /api/recipes/{id}/batch",
      "POST /api/recipes/{id}/substitute",
      "GET /api/recipes/{id}/outcomes",
      "GET /api/recipes/{id}/mixes",
      "POST /api/recipes/{id}/mixes",
      "DELETE /api/recipes/{id}/mixes/{mixId}",
      "GET /api/studios/{id}/shelf/{glazeId}/recipe",
      "PUT /api/studios/{id}/shelf/{glazeId}/recipe",
      "GET /api/studios/{id}/shelf/{glazeId}/mixes",
      "POST /api/studios/{id}/shelf/{glazeId}/mixes",
      "GET /api/kilns",
      "POST /api/kilns",
      "GET /api/kilns/{id}",
      "PATCH /api/kilns/{id}",
      "DELETE /api/kilns/{id}",
      "GET /api/kilns/{id}/maintenance",
      "POST /api/kilns/{id}/maintenance",
      "DELETE /api/kilns/{id}/maintenance/{entryId}",
      "GET /api/firings",
      "POST /api/firings",
      "GET /api/firings/{id}",
      "PATCH /api/firings/{id}",
      "DELETE /api/firings/{id}",
      "POST /api/firings/{id}/trace",
      "DELETE /api/firings/{id}/trace",
      "POST /api/firings/{id}/pieces",
      "PATCH /api/firings/{id}/pieces/{pieceId}",
      "DELETE /api/firings/{id}/pieces/{pieceId}",
      "GET /api/kiln-queue",
      "GET /api/reports/losses",
      "GET /api/pieces/{id}/firings",
      "GET /api/pieces/{id}/share",
      "POST /api/pieces/{id}/share",
      "PATCH /api/pieces/{id}/share",
      "DELETE /api/pieces/{id}/share",
      "GET /api/recipes/{id}/share",
      "POST /api/recipes/{id}/share",
      "DELETE /api/recipes/{id}/share",
      "GET /api/reminders",
      "GET /api/reminders/upcoming",
      "GET /api/reminders/snoozed",
      "POST /api/reminders/{key}/snooze",
      "POST /api/reminders/{key}/dismiss",
      "DELETE /api/reminders/{key}/mute",
      "GET /api/push-subscriptions/key",
      "POST /api/push-subscriptions",
      "DELETE /api/push-subscriptions",
      "GET /api/reminder-settings",
      "PATCH /api/reminder-settings",
      "GET /api/codes/{code}",
      "POST /api/labels",
      "GET /api/studios",
      "POST /api/studios",
      "GET /api/studios/{id}",
      "PATCH /api/studios/{id}",
      "DELETE /api/studios/{id}",
      "POST /api/studios/{id}/invites",
      "GET /api/studios/{id}/invites",
      "DELETE /api/studios/{id}/invites/{inviteId}",
      "GET /api/studio-invites/{token}",
      "GET /api/past-studios",
      "POST /api/studio-invites/{token}/accept",
      "GET /api/studios/{id}/members",
      "PATCH /api/studios/{id}/members/{userId}",
      "DELETE /api/studios/{id}/members/{userId}",
      "POST /api/studios/{id}/firing-requests",
      "GET /api/studios/{id}/firing-requests",
      "POST /api/studios/{id}/firing-requests/preview",
      "DELETE /api/studios/{id}/firing-requests/{requestId}",
      "GET /api/studios/{id}/firing-queue",
      "POST /api/studios/{id}/firing-queue/load",
      "GET /api/studios/{id}/fees",
      "GET /api/studios/{id}/fees.csv",
      "POST /api/studios/{id}/firing-requests/tickets",
      "GET /api/clay-prices",
      "POST /api/clay-prices",
      "PATCH /api/clay-prices/{id}",
      "DELETE /api/clay-prices/{id}",
      "GET /api/material-prices",
      "POST /api/material-prices",
      "PATCH /api/material-prices/{id}",
      "DELETE /api/material-prices/{id}",
      "GET /api/recipes/{id}/cost",
      "GET /api/material-purchases",
      "POST /api/material-purchases",
      "DELETE /api/material-purchases/{id}",
      "GET /api/material-stock",
      "PUT /api/reorder-levels",
      "GET /api/shopping-list",
      "GET /api/glaze-prices",
      "POST /api/glaze-prices",
      "PATCH /api/glaze-prices/{id}",
      "DELETE /api/glaze-prices/{id}",
      "GET /api/supplies",
      "POST /api/supplies",
      "PATCH /api/supplies/{id}",
      "DELETE /api/supplies/{id}",
      "GET /api/kiln-costs",
      "POST /api/kiln-costs",
      "PATCH /api/kiln-costs/{id}",
      "DELETE /api/kiln-costs/{id}",
      "GET /api/pieces/{id}/selling",
      "PATCH /api/pieces/{id}/selling",
      "GET /api/pieces/{id}/cost",
      "GET /api/inventory",
      "GET /api/sales",
      "POST /api/sales",
      "GET /api/sales/{id}",
      "POST /api/sales/{id}/returns",
      "GET /api/events",
      "POST /api/events",
      "GET /api/events/{id}",
      "PATCH /api/events/{id}",
      "DELETE /api/events/{id}",
      "POST /api/events/{id}/pieces",
      "DELETE /api/events/{id}/pieces/{pieceId}",
      "GET /api/events.ics",
      "GET /api/event-feed",
      "POST /api/event-feed",
      "DELETE /api/event-feed",
      "GET /api/event-feed.ics",
      "GET /api/reports/sales",
      "GET /api/reports/sales.csv",
    ]);
    // A studio's scope is a query parameter on the potter's own calls (decisions 0237, 0238; kilns and firings, 0230).
    const queryOf = (path: string) => (doc.body.paths[path].get.parameters as { in: string; name: string }[]).filter((p) => p.in === "query").map((p) => p.name);
    for (const path of ["/api/glazes", "/api/reports/losses", "/api/kilns", "/api/firings"]) expect(queryOf(path), path).toContain("studioId");
    // The contract is plain zod; the server names its schemas for the document (server/http/openapi-names.ts).
    expect(Object.keys(doc.body.components.schemas)).toEqual(expect.arrayContaining(["Piece", "PiecePage", "ErrorBody", "Glaze", "Inspiration", "User"]));
    expect(doc.body.paths["/api/pieces/{id}"].get.responses["200"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Piece" });
    const page = await client.get("/api/docs");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Claybook API");
    expect(page.text).toContain("/api/register");
  });

  it("serves the app shell for client routes (SPA fallback)", async () => {
    const res = await anonymous(ctx).get("/pieces/12");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
  });

  it("keeps content calls behind sign-in", async () => {
    const res = await anonymous(ctx).get("/api/user");
    expect(res.status).toBe(401);
    const { client, user } = await signUp(ctx);
    const me = await client.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    expect(me.body).not.toHaveProperty("passwordHash");
  });
});

describe("NUL characters", () => {
  it("answers 400 for a NUL in a JSON string or in the address, never 500", async () => {
    const client = anonymous(ctx);
    const body = await client.post("/api/login", undefined, {
      body: '{"email":"a\\u0000@b.co","password":"x"}',
      headers: { "content-type": "application/json" },
    });
    expect(body.status).toBe(400);
    expect(body.body).toEqual({ message: "Text cannot contain NUL characters", code: "INVALID_INPUT" });
    const url = await client.get("/api/glaze-combinations/by-name/a%00b");
    expect(url.status).toBe(400);
    // An escaped backslash followed by u0000 is ordinary text.
    const literal = await client.post("/api/login", undefined, {
      body: '{"email":"a\\\\u0000@b.co","password":"x"}',
      headers: { "content-type": "application/json" },
    });
    expect(literal.status).not.toBe(400);
  });
});

/**
 * The bad-input fuzzing's app (tests/api/fuzz.api.test.ts and fuzz-second-half.api.test.ts): one potter with one record
 * of each kind, the routes of the OpenAPI document that take a body or a query, the generated inputs for each, and the
 * check of every answer (a 4xx in product.md#r6's shape, never a 5xx; a 2xx never stores an extra field). Two files
 * share the routes between them, each on its own database, so the slowest file of the suite is half as long. State is
 * made per call, never at the module's top, as API test files share a process (docs/decisions/0284-ci-time.md).
 */
import fc from "fast-check";
import { expect } from "vitest";
import { signUp, type SignedInUser } from "./client";
import { makeAppleTestChain } from "./apple-certs";
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from "./fake-stripe";
import { createOneOfEach } from "./one-of-each";
import { createTestContext, type TestContext } from "./test-app";
import { extras, INJECTED, nastyScalar, queryArbitrary, type Route } from "./fuzz-values";

export const RUNS = 200;
export const SEED = 20261122;
/** Signature-checked webhooks: their garbage is tested on its own (fuzz.api.test.ts). */
const WEBHOOKS = new Set(["POST /api/apple/notifications"]);
/** Auth calls are sent without the session, so a valid logout cannot end the fuzzing user's session. */
export const NO_SESSION = new Set(["POST /api/logout", "POST /api/register", "POST /api/login", "POST /api/refresh-token"]);
/** Calls that change nothing and answer a file, so Idempotency-Key is not read (decision 0147): no stored answer to replay. */
export const NOT_KEPT = new Set(["POST /api/labels", "POST /api/studios/{id}/firing-requests/tickets"]);

/** A fresh fuzzing app: call `setUp` before the tests (beforeAll) and `close` after them. */
export function fuzzApp() {
  let ctx: TestContext;
  let fake: FakeStripe;
  let potter: SignedInUser;
  let own: { pieceId: number; glazeId: number; comboGlazeId: number; comboName: string; layerId: number; stageId: number; comboId: number; inspirationId: number; tileId: number; kilnId: number; maintenanceId: number; firingId: number; studioId: number; photo: string; materialId: number; recipeId: number; mixId: number; studioGlazeId: number; business: Record<string, number> };
  const routes: Route[] = [];
  /** Every POST, PUT, PATCH and DELETE of the document: the calls that read Idempotency-Key. */
  const changes: Route[] = [];
  let tierBefore: string;

  const fieldValue = (): fc.Arbitrary<unknown> =>
    fc.oneof(
      { weight: 4, arbitrary: nastyScalar },
      { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 40 }) },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(own.pieceId, own.glazeId, own.comboId, own.inspirationId, own.studioId, [own.inspirationId], [own.photo], [own.layerId]) },
      { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), nastyScalar, { maxKeys: 5 }) },
    );

  function bodyArbitrary(route: Route): fc.Arbitrary<string> {
    const known = fc.record(Object.fromEntries(route.fields.map((f) => [f, fieldValue()])), { requiredKeys: [] });
    const json = fc.oneof(
      { weight: 1, arbitrary: nastyScalar },
      { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 5 }) },
      { weight: 8, arbitrary: fc.tuple(known, extras).map(([k, e]) => ({ ...e, ...k })) },
    );
    return fc.oneof(
      { weight: 12, arbitrary: json.map((v) => JSON.stringify(v) ?? "null") },
      // Not JSON at all, or JSON with a prototype-pollution key written literally.
      { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
      { weight: 1, arbitrary: fc.constantFrom('{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', "{", "[1,", '{"a":1}garbage') },
    );
  }

  function pathArbitrary(route: Route): fc.Arbitrary<string> {
    const ownId = (p: string): number => {
      for (const [prefix, id] of Object.entries(own.business)) if (p.includes(prefix)) return id;
      if (p.includes("stage-history/{id}")) return own.stageId;
      if (p.includes("decoration-layers/{id}")) return own.layerId;
      if (p.includes("glaze-combinations/{id}")) return own.comboGlazeId;
      if (p.includes("glazes/{id}")) return route.method === "DELETE" ? 2_147_483_000 : own.glazeId;
      if (p.includes("surface-combos/{id}")) return own.comboId;
      if (p.includes("inspirations/{id}")) return own.inspirationId;
      if (p.includes("test-tiles/{id}")) return own.tileId;
      if (p.includes("kilns/{id}")) return own.kilnId;
      if (p.includes("firings/{id}")) return own.firingId;
      if (p.includes("studios/{id}")) return own.studioId;
      if (p.includes("materials/{id}")) return route.method === "DELETE" ? 2_147_483_000 : own.materialId;
      if (p.includes("recipes/{id}")) return route.method === "DELETE" ? 2_147_483_000 : own.recipeId;
      return own.pieceId;
    };
    const id = fc.oneof(
      { weight: 6, arbitrary: fc.constant(String(ownId(route.path))) },
      { weight: 1, arbitrary: fc.constantFrom("0", "-1", "1.5", "1e3", "2147483648", "99999999999999999999", "abc", "%00", "%F0%9F%98%80") },
    );
    const name = fc.oneof(fc.constant(own.comboName), fc.string({ unit: "binary", maxLength: 300 }));
    // Reminder keys: the potter's own piece key most of the time, else garbage.
    const key = fc.oneof(
      { weight: 6, arbitrary: fc.constant(`piece-${own.pieceId}-formed`) },
      { weight: 1, arbitrary: fc.constantFrom("piece-0-formed", "piece-1-finished", "x", "%00", "piece-99999999999-formed") },
    );
    return fc.tuple(id, name, key).map(([i, n, k]) =>
      route.path
        .replace("{id}", i)
        .replace("{entryId}", String(own.maintenanceId))
        .replace("{pieceId}", String(own.pieceId))
        .replace("{name}", encodeURIComponent(n).replace(/%(?![0-9A-F]{2})/g, "%25"))
        .replace("{key}", k)
        // Community studios: the potter's own membership, and an invite token that is not one.
        .replace("{userId}", String(potter.user.id))
        .replace("{requestId}", i)
        .replace("{mixId}", String(own.mixId))
        .replace("{inviteId}", i)
        // A surface of the potter's studio shelf carrying the studio's recipe (docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md).
        .replace("{glazeId}", String(own.studioGlazeId))
        .replace("{token}", n.length > 0 ? encodeURIComponent(n).replace(/%(?![0-9A-F]{2})/g, "%25") : "x"),
    );
  }

  function fieldsOf(doc: any, schema: any): string[] {
    if (!schema) return [];
    if (schema.$ref) return fieldsOf(doc, doc.components.schemas[schema.$ref.split("/").pop()]);
    const fromAll = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s: any) => fieldsOf(doc, s));
    return [...new Set([...Object.keys(schema.properties ?? {}), ...fromAll])];
  }

  function checkAnswer(route: Route, status: number, text: string, contentType: string, sent: string): void {
    const where = `${route.key} ← ${sent.slice(0, 300)}`;
    expect(status, `${where}\n→ ${status} ${text.slice(0, 300)}`).toBeLessThan(500);
    if (status >= 400) {
      expect(contentType, where).toContain("application/json");
      const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
      expect(typeof body.message, where).toBe("string");
      expect((body.message as string).length, where).toBeGreaterThan(0);
      if (body.errors !== undefined) {
        expect(typeof body.errors, where).toBe("object");
        for (const v of Object.values(body.errors as object)) expect(typeof v, where).toBe("string");
      }
      return;
    }
    if (!contentType.includes("application/json") || !text) return;
    // A valid input: nothing it carried beyond the schema may be stored.
    const body = JSON.parse(text) as Record<string, unknown>;
    const records = [body, ...(Array.isArray(body.data) ? body.data : []), ...(Array.isArray(body) ? body : [])] as Record<string, unknown>[];
    for (const r of records) {
      if (!r || typeof r !== "object") continue;
      if ("userId" in r && route.key !== "POST /api/register") expect(r.userId, where).toBe(potter.user.id);
      expect(r.id, where).not.toBe(INJECTED.id);
      if (typeof r.createdAt === "string") expect(r.createdAt.startsWith("1999"), where).toBe(false);
      if (typeof r.updatedAt === "string") expect(r.updatedAt.startsWith("1999"), where).toBe(false);
      if ("subscriptionTier" in r && route.key !== "POST /api/register") expect(r.subscriptionTier, where).toBe(tierBefore);
      expect("passwordHash" in r, where).toBe(false);
    }
  }

  async function send(route: Route, path: string, body: string | undefined): Promise<{ status: number; text: string; type: string }> {
    const headers: Record<string, string> = {};
    if (!NO_SESSION.has(route.key)) headers.cookie = potter.client.cookieHeader()!;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await ctx.app.request(path, { method: route.method, headers, body });
    return { status: res.status, text: await res.text(), type: res.headers.get("content-type") ?? "" };
  }

  async function setUp(): Promise<void> {
      fake = await startFakeStripe();
      const apple = makeAppleTestChain();
      ctx = await createTestContext({
        env: fakeStripeEnv(fake, { APPLE_BUNDLE_ID: "app.claybook", APPLE_ENVIRONMENT: "Sandbox", APPLE_ROOT_CERTS_DIR: apple.rootDir }),
      });
      potter = await signUp(ctx);
      const c = potter.client;
      const { photo, inspiration, piece, stage, glaze, comboGlaze, layer, combo, tile, kiln, maintenance, firing, studio, material, recipe, business: biz } = await createOneOfEach(c);
      own = {
        pieceId: piece.id,
        glazeId: glaze.id,
        comboGlazeId: comboGlaze.id,
        comboName: comboGlaze.name,
        layerId: layer.id,
        stageId: stage.id,
        comboId: combo.id,
        inspirationId: inspiration.id,
        tileId: tile.id,
        kilnId: kiln.id,
        maintenanceId: maintenance.id,
        firingId: firing.id,
        studioId: studio.id,
        photo,
        materialId: material.id,
        recipeId: recipe.id,
        mixId: biz.mix.id,
        studioGlazeId: (await c.post("/api/glazes", { name: "Fuzz shelf shino", studioId: studio.id })).body.id,
        business: {
          "clay-prices/{id}": biz.clayPrice.id,
          "glaze-prices/{id}": biz.glazePrice.id,
          "material-prices/{id}": biz.materialPrice.id,
          "material-purchases/{id}": biz.materialPurchase.id,
          "supplies/{id}": biz.supply.id,
          "kiln-costs/{id}": biz.kilnCost.id,
          "events/{id}": biz.event.id,
          "sales/{id}": biz.sale.id,
        },
      };
      expect(Object.values(own).every((v) => v !== undefined)).toBe(true);
      const shelfRecipe = await c.request("PUT", `/api/studios/${own.studioId}/shelf/${own.studioGlazeId}/recipe`, { lines: [{ materialId: "default:silica", amount: 30 }] });
      expect(shelfRecipe.status, shelfRecipe.text).toBe(200);
      tierBefore = (await c.get("/api/user")).body.subscriptionTier;
      expect((await c.patch("/api/user-preferences", { theme: "dark" })).status).toBe(200);

      const doc = (await (await ctx.app.request("/api/openapi.json")).json()) as any;
      for (const [path, ops] of Object.entries<any>(doc.paths)) {
        for (const [method, op] of Object.entries<any>(ops)) {
          if (["post", "put", "patch", "delete"].includes(method)) {
            changes.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, fields: [], query: [], hasBody: false });
          }
          const json = op.requestBody?.content?.["application/json"];
          const query = (op.parameters ?? []).filter((p: any) => p.in === "query").map((p: any) => p.name as string);
          if (!json && query.length === 0) continue;
          const key = `${method.toUpperCase()} ${path}`;
          if (WEBHOOKS.has(key)) continue;
          routes.push({ key, method: method.toUpperCase(), path, fields: fieldsOf(doc, json?.schema), query, hasBody: Boolean(json) });
        }
      }
  }

  async function close(): Promise<void> {
    await ctx?.close();
    await fake?.close();
  }

  return {
    get ctx() {
      return ctx;
    },
    get potter() {
      return potter;
    },
    get own() {
      return own;
    },
    get tierBefore() {
      return tierBefore;
    },
    routes,
    changes,
    bodyArbitrary,
    pathArbitrary,
    checkAnswer,
    send,
    setUp,
    close,
  };
}

export type FuzzApp = ReturnType<typeof fuzzApp>;

/**
 * Every route of one half (alternate routes of the document, `half` 0 or 1) gets RUNS generated inputs; failures are
 * gathered so one run shows every broken route.
 */
export async function fuzzRoutes(f: FuzzApp, half: 0 | 1): Promise<void> {
  expect(f.routes.length).toBeGreaterThan(25);
  const mine = f.routes.filter((_, i) => i % 2 === half);
  const counts: Record<string, number> = {};
  const failures: string[] = [];
  for (const route of mine) {
    counts[route.key] = 0;
    const input = fc.record({
      path: f.pathArbitrary(route),
      query: queryArbitrary(route, [String(f.own.studioId)]),
      body: route.hasBody ? f.bodyArbitrary(route) : fc.constant(undefined),
    });
    // Every route runs its full 200 cases; failures are gathered so one run shows every broken route.
    const details = await fc.check(
      fc.asyncProperty(input, async ({ path, query, body }) => {
        counts[route.key]!++;
        const res = await f.send(route, path + query, body);
        f.checkAnswer(route, res.status, res.text, res.type, `${path}${query} ${body ?? ""}`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    if (details.failed) failures.push(`${route.key}: ${String((details.errorInstance as Error | undefined)?.message ?? details.counterexample).slice(0, 600)}`);
  }
  expect(failures, failures.join("\n\n")).toEqual([]);
  for (const [key, n] of Object.entries(counts)) {
    if (!failures.some((x) => x.startsWith(`${key}:`))) expect(n, key).toBeGreaterThanOrEqual(RUNS);
  }
}

/** After the fuzzing: nothing an input carried beyond its schema reached what is stored (mass assignment). */
export async function checkNothingExtraStored(f: FuzzApp): Promise<void> {
  const c = f.potter.client;
  const user = (await c.get("/api/user")).body;
  expect(user.id).toBe(f.potter.user.id);
  expect(user.subscriptionTier).toBe(f.tierBefore);
  const lists = [
    (await c.get("/api/pieces?limit=100")).body.data,
    (await c.get("/api/glazes")).body.data,
    (await c.get("/api/stage-history")).body.data,
    (await c.get("/api/decoration-layers")).body.data,
    (await c.get("/api/inspirations")).body,
    (await c.get("/api/surface-combos")).body,
    (await c.get("/api/test-tiles?limit=100")).body.data,
    (await c.get("/api/recipes?limit=100")).body.data,
  ] as Record<string, unknown>[][];
  let seen = 0;
  for (const list of lists) {
    expect(Array.isArray(list)).toBe(true);
    for (const r of list) {
      seen++;
      if ("userId" in r) expect(r.userId).toBe(f.potter.user.id);
      expect(r.id).not.toBe(INJECTED.id);
      expect(String(r.createdAt ?? "")).not.toMatch(/^1999/);
    }
  }
  expect(seen).toBeGreaterThan(5);
  const prefs = await c.get("/api/user-preferences");
  expect(prefs.status).toBe(200);
  expect(JSON.stringify(prefs.body)).not.toContain("1999-01-01");
}

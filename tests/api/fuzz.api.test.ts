/**
 * Bad-input fuzzing (ASVS 2.2.1 input validation, 15.3.3 mass assignment, 16.5.1 generic errors):
 * every route of the OpenAPI document with a JSON body or a query gets at least 200 generated bad inputs —
 * wrong types, missing fields, huge strings, deep nesting, unicode edge cases, out-of-range numbers, extra fields.
 * Every answer is a 4xx in product.md#r6's shape, never a 5xx; a 2xx (the input happened to be valid) never stores an extra field.
 * Runs in-process (app.request) with a fixed seed so a failure reproduces. An empty change on every PATCH and the
 * uploads' values at the edges of the calendar and the column types are in fuzz-edges.api.test.ts.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_TEXTS } from "../../contract/business/texts";
import { GENERIC_MESSAGES } from "../../contract/common/texts";
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TEXTS } from "../../contract/common/idempotency";
import { isKnownPushService } from "../../contract/reminders/push-services";
import { signUp, type SignedInUser } from "../helpers/client";
import { makeAppleTestChain } from "../helpers/apple-certs";
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";
import { createOneOfEach } from "../helpers/one-of-each";
import { createTestContext, type TestContext } from "../helpers/test-app";
import { extras, INJECTED, nastyScalar, queryArbitrary, type Route } from "../helpers/fuzz-values";

const RUNS = 200;
const SEED = 20261122;
/** Signature-checked webhooks: garbage there is tested separately below. */
const WEBHOOKS = new Set(["POST /api/apple/notifications"]);
/** Auth calls are sent without the session, so a valid logout cannot end the fuzzing user's session. */
const NO_SESSION = new Set(["POST /api/logout", "POST /api/register", "POST /api/login", "POST /api/refresh-token"]);
/** Calls that change nothing and answer a file, so Idempotency-Key is not read (decision 0147): no stored answer to replay. */
const NOT_KEPT = new Set(["POST /api/labels", "POST /api/studios/{id}/firing-requests/tickets"]);

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

beforeAll(async () => {
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
}, 180_000);

afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe("bad-input fuzzing", () => {
  it("[ASVS 2.2.1] [ASVS 16.5.1] every route with a body or query answers 4xx in product.md#r6's shape (or a clean 2xx), never 5xx", async () => {
    expect(routes.length).toBeGreaterThan(25);
    const counts: Record<string, number> = {};
    const failures: string[] = [];
    for (const route of routes) {
      counts[route.key] = 0;
      const input = fc.record({
        path: pathArbitrary(route),
        query: queryArbitrary(route, [String(own.studioId)]),
        body: route.hasBody ? bodyArbitrary(route) : fc.constant(undefined),
      });
      // Every route runs its full 200 cases; failures are gathered so one run shows every broken route.
      const details = await fc.check(
        fc.asyncProperty(input, async ({ path, query, body }) => {
          counts[route.key]!++;
          const res = await send(route, path + query, body);
          checkAnswer(route, res.status, res.text, res.type, `${path}${query} ${body ?? ""}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (details.failed) failures.push(`${route.key}: ${String((details.errorInstance as Error | undefined)?.message ?? details.counterexample).slice(0, 600)}`);
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
    for (const [key, n] of Object.entries(counts)) {
      if (!failures.some((f) => f.startsWith(`${key}:`))) expect(n, key).toBeGreaterThanOrEqual(RUNS);
    }
  }, 900_000);

  it("[ASVS 15.3.3] extra fields never reached what is stored (mass assignment)", async () => {
    const c = potter.client;
    const user = (await c.get("/api/user")).body;
    expect(user.id).toBe(potter.user.id);
    expect(user.subscriptionTier).toBe(tierBefore);
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
        if ("userId" in r) expect(r.userId).toBe(potter.user.id);
        expect(r.id).not.toBe(INJECTED.id);
        expect(String(r.createdAt ?? "")).not.toMatch(/^1999/);
      }
    }
    expect(seen).toBeGreaterThan(5);
    const prefs = await c.get("/api/user-preferences");
    expect(prefs.status).toBe(200);
    expect(JSON.stringify(prefs.body)).not.toContain("1999-01-01");
  });

  it("[ASVS 2.2.1] a malformed Idempotency-Key answers 400 with its message on every change, before anything runs", async () => {
    expect(changes.length).toBeGreaterThan(30);
    // Header values a client can send (no NUL or line breaks) that, once trimmed, are not a valid key.
    const badKey = fc
      .oneof(
        fc.string({ unit: fc.constantFrom(..." !\"#$%&'()*+,/;<=>?@[\\]^`{|}~\u00e9\u00ff\t"), minLength: 1, maxLength: 20 }),
        fc.tuple(fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.constantFrom(" ", "/", "é", "+", "="), fc.stringMatching(/^[a-z0-9]{1,20}$/)).map((p) => p.join("")),
        fc.integer({ min: 201, max: 5000 }).map((n) => "k".repeat(n)),
        fc.constantFrom("", " ", "\t"),
      )
      .filter((k) => !IDEMPOTENCY_KEY_PATTERN.test(k.trim()));
    const expected = JSON.stringify({ message: IDEMPOTENCY_TEXTS.badKey, code: "INVALID_INPUT", errors: { "Idempotency-Key": IDEMPOTENCY_TEXTS.badKey } });
    const failures: string[] = [];
    for (const route of changes) {
      const details = await fc.check(
        fc.asyncProperty(badKey, async (key) => {
          const path = route.path.replace("{id}", String(own.pieceId)).replace("{entryId}", "1").replace("{mixId}", "1").replace("{pieceId}", "1").replace("{key}", "piece-1-formed").replace("{name}", "x");
          const headers: Record<string, string> = { cookie: potter.client.cookieHeader()!, "content-type": "application/json", "idempotency-key": key };
          const res = await ctx.app.request(path, { method: route.method, headers, body: route.method === "DELETE" ? undefined : "{}" });
          expect(`${res.status} ${await res.text()}`).toBe(`400 ${expected}`);
        }),
        { numRuns: 25, seed: SEED, endOnFailure: true },
      );
      if (details.failed) failures.push(`${route.key}: ${String((details.errorInstance as Error | undefined)?.message ?? details.counterexample).slice(0, 400)}`);
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
    // Nothing ran: the piece every DELETE above pointed at is still there.
    expect((await potter.client.get(`/api/pieces/${own.pieceId}`)).status).toBe(200);
  }, 300_000);

  it("[ASVS 2.2.1] a bad input sent twice with one Idempotency-Key gets the same answer twice, never a 5xx", async () => {
    let n = 0;
    let replayed = 0;
    const GUARD_MESSAGES: string[] = [GENERIC_MESSAGES.nulCharacter, GENERIC_MESSAGES.invalidUnicode];
    const failures: string[] = [];
    for (const route of routes) {
      // Sign-in calls never take part (decision 0112); a DELETE has no body to vary.
      if (!route.hasBody || NO_SESSION.has(route.key) || NOT_KEPT.has(route.key) || route.key.includes("password") || route.method === "DELETE") continue;
      const details = await fc.check(
        fc.asyncProperty(pathArbitrary(route), bodyArbitrary(route), async (path, body) => {
          const key = `fuzz-${++n}`;
          const headers = { cookie: potter.client.cookieHeader()!, "content-type": "application/json", "idempotency-key": key };
          const first = await ctx.app.request(path, { method: route.method, headers, body });
          const firstText = await first.text();
          checkAnswer(route, first.status, firstText, first.headers.get("content-type") ?? "", `${path} ${body}`);
          // 401, 402, 403, 408 and 429 are not kept (decision 0112); every other answer is.
          if ([401, 402, 403, 408, 429].includes(first.status)) return;
          const again = await ctx.app.request(path, { method: route.method, headers, body });
          expect(`${again.status} ${await again.text()}`, `${path} ${body}`).toBe(`${first.status} ${firstText}`);
          if (again.headers.get("idempotent-replayed") === "true") replayed++;
          // Only the guards in front of sign-in (NUL, broken Unicode) answer before the key is read.
          else expect(GUARD_MESSAGES, firstText).toContain(JSON.parse(firstText).message);
        }),
        { numRuns: 20, seed: SEED, endOnFailure: true },
      );
      if (details.failed) failures.push(`${route.key}: ${String((details.errorInstance as Error | undefined)?.message ?? details.counterexample).slice(0, 400)}`);
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
    expect(n).toBeGreaterThan(300);
    expect(replayed).toBeGreaterThan(n / 2);
  }, 600_000);

  it("[ASVS 4.1.5] [ASVS 2.2.1] signature-checked webhooks refuse garbage with 400", async () => {
    const garbage = ["", "{}", "not json", '{"signedPayload":"a.b.c"}', JSON.stringify({ signedPayload: "x".repeat(5000) }), '{"type":"checkout.session.completed"}'];
    for (const body of garbage) {
      for (const [path, headers] of [
        ["/api/apple/notifications", { "content-type": "application/json" }],
        ["/api/stripe/webhook", { "content-type": "application/json", "stripe-signature": "t=1,v1=deadbeef" }],
        ["/api/stripe/webhook", { "content-type": "application/json" }],
      ] as const) {
        const res = await ctx.app.request(path, { method: "POST", headers, body });
        const text = await res.text();
        expect(res.status, `${path} ${body.slice(0, 40)} → ${text}`).toBe(400);
        expect(typeof JSON.parse(text).message).toBe("string");
      }
    }
  });

  it("[ASVS 2.2.1] the import refuses generated bad uploads and job ids with a 4xx in product.md#r6's shape", async () => {
    const failures: string[] = [];
    const upload = fc.record({
      file: fc.oneof(fc.uint8Array({ maxLength: 400 }), fc.constant(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))),
      field: fc.constantFrom("file", "files", "upload", ""),
      format: fc.option(fc.oneof(fc.constantFrom("claybook", "potterdoc", "csv", "CLAYBOOK", ""), fc.string({ maxLength: 40 }))),
      dryRun: fc.option(fc.oneof(fc.constantFrom("true", "false", "1", "yes"), fc.string({ maxLength: 20 }))),
      asJson: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(upload, async (input) => {
        let res: Response;
        if (input.asJson) {
          res = await ctx.app.request("/api/import", {
            method: "POST",
            headers: { cookie: potter.client.cookieHeader() ?? "", "content-type": "application/json" },
            body: JSON.stringify({ file: Array.from(input.file) }),
          });
        } else {
          const form = new FormData();
          form.append(input.field || "x", new Blob([input.file as Uint8Array<ArrayBuffer>]), "export.zip");
          if (input.format !== null) form.append("format", input.format);
          if (input.dryRun !== null) form.append("dryRun", input.dryRun);
          res = await ctx.app.request("/api/import", { method: "POST", headers: { cookie: potter.client.cookieHeader() ?? "" }, body: form });
        }
        const text = await res.text();
        if (res.status < 400 || res.status >= 500 || typeof JSON.parse(text).message !== "string") failures.push(`${res.status} ${text.slice(0, 120)}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    for (const id of ["0", "-1", "1.5", "abc", "2147483648", "99999999999999999999", "%00", "777777"]) {
      const res = await potter.client.get(`/api/import/${id}`);
      if (res.status < 400 || res.status >= 500 || typeof res.body.message !== "string") failures.push(`GET ${id}: ${res.status} ${res.text}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
  it("[ASVS 2.2.1] push endpoints other than the known services, and share photo names other than the share's, are refused", async () => {
    const failures: string[] = [];
    const host = fc.oneof(fc.ipV4(), fc.ipV6().map((a) => `[${a}]`), fc.domain(), fc.constantFrom("localhost", "[::1]", "[fc00::1]", "169.254.169.254"));
    const endpoint = fc
      .tuple(fc.constantFrom("https", "http", "ftp", "wss"), host, fc.option(fc.integer({ min: 1, max: 65535 })), fc.webPath())
      .map(([scheme, h, port, path]) => `${scheme}://${h}${port === null ? "" : `:${port}`}${path}`)
      .filter((url) => !isKnownPushService(url));
    await fc.assert(
      fc.asyncProperty(endpoint, async (url) => {
        const res = await potter.client.post("/api/push-subscriptions", { endpoint: url, keys: { p256dh: "BPkey", auth: "authkey" } });
        if (res.status !== 400 || typeof res.body.message !== "string") failures.push(`${url}: ${res.status} ${res.text.slice(0, 120)}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    const piece = await potter.client.post("/api/pieces", { name: "Shared jar", type: "wheel", clayBody: "Stoneware", imageUrls: [own.photo] });
    const share = await potter.client.post(`/api/pieces/${piece.body.id}/share`, {});
    expect(share.status).toBe(201);
    // A recipe's link (product.md#r286) names its photos the same way, under /r/.
    const recipe = await potter.client.post("/api/recipes", {
      name: "Shared recipe",
      kind: "glaze",
      lines: [{ materialId: "default:silica", amount: 100 }],
      imageUrls: [own.photo],
    });
    const recipeShare = await potter.client.post(`/api/recipes/${recipe.body.id}/share`, {});
    expect(recipeShare.status).toBe(201);
    const pages = [`/s/${share.body.token}`, `/r/${recipeShare.body.token}`];
    // The share's own names work, so the refusals below are about the names.
    for (const pagePath of pages) for (const name of ["1", "1/thumb"]) expect((await ctx.app.request(`${pagePath}/photos/${name}`)).status).toBe(200);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)), fc.boolean(), fc.constantFrom(...pages), async (name, thumb, pagePath) => {
        if (name === "" || name.includes("/") || name === "1") return;
        const res = await ctx.app.request(`${pagePath}/photos/${encodeURIComponent(name)}${thumb ? "/thumb" : ""}`);
        if (res.status !== 404) failures.push(`photo ${JSON.stringify(name)} of ${pagePath.slice(0, 3)}: ${res.status}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    await potter.client.delete(`/api/pieces/${piece.body.id}`);
    await potter.client.delete(`/api/recipes/${recipe.body.id}`);
    expect(failures).toEqual([]);
  });

  it("[ASVS 2.2.1] calendar link tokens other than the potter's answer 404 in product.md#r6's shape, the real one its feed", async () => {
    const feed = await potter.client.post("/api/event-feed");
    expect(feed.status).toBe(201);
    const real = new URL(feed.body.url).searchParams.get("token")!;
    const read = (token: string) => ctx.app.request(`/api/event-feed.ics?token=${encodeURIComponent(token)}`);
    expect((await read(real)).status).toBe(200);
    const failures: string[] = [];
    const token = fc.oneof(
      fc.string({ unit: "binary", minLength: 1, maxLength: 90 }).filter((t) => !t.includes("\0")),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      // One character off the real token, cut short or grown.
      fc.tuple(fc.nat({ max: 42 }), fc.constantFrom("A", "b", "-", "_", "0")).map(([i, ch]) => real.slice(0, i) + ch + real.slice(i + 1)),
      fc.nat({ max: 42 }).map((n) => real.slice(0, n)),
      fc.string({ minLength: 1, maxLength: 5 }).map((tail) => real + tail),
    );
    await fc.assert(
      fc.asyncProperty(token, async (t) => {
        if (t === real || t.trim() === "") return;
        const res = await read(t);
        const text = await res.text();
        if (res.status !== 404 || JSON.parse(text).message !== BUSINESS_TEXTS.feedNotFound) failures.push(`${JSON.stringify(t)}: ${res.status} ${text.slice(0, 120)}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(failures).toEqual([]);
  });
});

/**
 * The access-control matrix (ASVS 8.2.2, 8.2.3, 8.3.1): every route of the OpenAPI document is listed here. Routes that
 * name a record (an id in the path, or an id or photo address inside the body) are tried by potter B against potter A's
 * records — read, change, delete and link — and must answer 404 or 400, leaving A's data exactly as it was.
 * Routes without a record reference carry the reason they need none. A route missing from the table fails the test.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../server/db/schema";
import { signUp, type SignedInUser, type TestClient } from "../helpers/client";
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";
import { exportOf, importForm } from "../helpers/import";
import { uploadOne } from "../helpers/photos";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { createTestContext, type TestContext } from "../helpers/test-app";
import { CHECKOUT_SESSION, MARK, MATRIX } from "../helpers/access-matrix-table";
import { businessSnapshotPaths } from "../helpers/access-matrix-business";
import type { Records } from "../helpers/access-matrix-types";


let ctx: TestContext;
let fake: FakeStripe;
let alice: SignedInUser;
let bob: SignedInUser;
let a: Records;
let b: Records;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`setup call answered ${r.status}: ${r.text}`);
  return r.body;
}

/** Creates one of every kind of record through the API, as `owner`. */
async function seed(owner: SignedInUser, mark: string): Promise<Records> {
  const c = owner.client;
  await ok(c.patch("/api/user-preferences", { studioLocations: [`${mark} kiln room`] }), 200);
  const photo = await uploadOne(c, 32, 24);
  const inspiration = await ok(c.post("/api/inspirations", { name: `${mark} idea`, imageUrls: [photo], tags: ["blue"] }));
  const piece = await ok(
    c.post("/api/pieces", {
      name: `${mark} bowl`,
      type: "wheel",
      clayBody: "Stoneware",
      imageUrls: [photo],
      inspirationIds: [inspiration.id],
      notes: `${mark} notes`,
    }),
  );
  const stage = await ok(c.post("/api/stage-history", { pieceId: piece.id, stage: "Formed", location: "Shelf", notes: mark }));
  const glaze = await ok(c.post("/api/glazes", { name: `${mark} Celadon`, imageUrls: [photo] }));
  const glaze2 = await ok(c.post("/api/glazes", { name: `${mark} Tenmoku` }));
  const comboGlaze = await ok(c.post("/api/glaze-combinations", { baseLayerGlazeId: glaze.id, topLayerGlazeId: glaze2.id }));
  const layer1 = await ok(c.post("/api/decoration-layers", { pieceId: piece.id, type: "Glaze", glazeId: glaze.id }));
  const layer2 = await ok(c.post("/api/decoration-layers", { pieceId: piece.id, type: "Glaze", materialName: `${mark} clear` }));
  const combo = await ok(c.post("/api/surface-combos", { pieceId: piece.id, name: `${mark} combo` }));
  const tile = await ok(
    c.post("/api/test-tiles", { glazeId: glaze.id, clayBody: `${mark} clay`, cone: "Cone 6", imageUrls: [photo], notes: `${mark} tile` }),
  );
  // Kilns and firings: a kiln with a log entry, and a firing holding the piece.
  const kiln = await ok(c.post("/api/kilns", { name: `${mark} kiln` }));
  const maintenance = await ok(c.post(`/api/kilns/${kiln.id}/maintenance`, { kind: "element change", notes: `${mark} elements` }));
  const firing = await ok(c.post("/api/firings", { kind: "bisque", kilnId: kiln.id, pieceIds: [piece.id], notes: `${mark} firing` }));
  // Shared, so a revocation or a notes switch by B would show in A's snapshot.
  await ok(c.post(`/api/pieces/${piece.id}/share`, {}));
  // Imports: a finished import preview (a dry run of the potter's own export).
  const exported = await exportOf(ctx, c);
  const job = await ok(c.post("/api/import", importForm(exported, { dryRun: "true" })), 202);
  await settleBackgroundTasks();
  // A studio the potter owns (decision 0230).
  const studio = await ok(c.post("/api/studios", { name: `${mark} studio`, address: `${mark} lane` }));
  const studioKiln = await ok(c.post("/api/kilns", { name: `${mark} studio kiln`, studioId: studio.id }));
  const studioFiring = await ok(c.post("/api/firings", { kind: "glaze", kilnId: studioKiln.id, studioId: studio.id, notes: `${mark} studio firing` }));
  const studioGlaze = await ok(c.post("/api/glazes", { name: `${mark} studio Shino`, studioId: studio.id }));
  const request = await ok(c.post(`/api/studios/${studio.id}/firing-requests`, { pieceIds: [piece.id], kind: "bisque", notes: `${mark} request` }));
  const invite = await ok(c.post(`/api/studios/${studio.id}/invites`, { email: `${mark.toLowerCase()}-invitee@example.com` }));
  // The glaze lab (product.md#r258): an own material in a recipe a surface carries, with a mix logged.
  const material = await ok(c.post("/api/materials", { name: `${mark} spar`, analysis: { SiO2: 68, Al2O3: 18, K2O: 10 } }));
  const recipe = await ok(
    c.post("/api/recipes", {
      name: `${mark} celadon`,
      kind: "glaze",
      lines: [
        { materialId: material.id, amount: 40 },
        { materialId: "default:silica", amount: 30 },
      ],
    }),
  );
  await ok(c.patch(`/api/glazes/${glaze2.id}`, { recipeId: recipe.id }), 200);
  const mix = await ok(c.post(`/api/recipes/${recipe.id}/mixes`, { date: "2026-11-28", batchTotal: 2, batchUnit: "kg", mixedBy: `${mark} hands` }));
  // The studio shelf surface's own recipe and mix log (docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md).
  await ok(c.request("PUT", `/api/studios/${studio.id}/shelf/${studioGlaze.id}/recipe`, { lines: [{ materialId: "default:silica", amount: 30 }] }), 200);
  await ok(c.post(`/api/studios/${studio.id}/shelf/${studioGlaze.id}/mixes`, { date: "2026-11-28", mixedBy: `${mark} studio hands` }));
  // The business side: prices, the piece priced and packed for a market day, a second piece sold there.
  const clayPrice = await ok(c.post("/api/clay-prices", { clayBody: `${mark} clay`, bagPrice: "28.00", bagWeight: 25, weightUnit: "kg" }));
  const glazePrice = await ok(c.post("/api/glaze-prices", { name: `${mark} jar`, glazeId: glaze.id, jarPrice: "18.00", jarWeight: 500, weightUnit: "g" }));
  const materialPrice = await ok(c.post("/api/material-prices", { materialId: material.id, price: "30.00", weight: 50, weightUnit: "lb", notes: `${mark} co-op` }));
  // Materials bought and used (product.md#r291): a purchase of the own material the mix used, and its reorder level.
  const materialPurchase = await ok(
    c.post("/api/material-purchases", { materialId: material.id, date: "2026-11-20", quantity: 50, unit: "lb", total: "30.00", supplier: `${mark} co-op` }),
  );
  await ok(c.put("/api/reorder-levels", { materialId: material.id, level: 100, unit: "lb" }), 200);
  const supply = await ok(c.post("/api/supplies", { name: `${mark} boxes`, price: "30.00", perPiece: "0.75" }));
  const kilnCost = await ok(c.post("/api/kiln-costs", { kilnId: kiln.id, perFiring: "12.00", notes: `${mark} power` }));
  await ok(c.patch(`/api/pieces/${piece.id}`, { price: "45.00" }), 200);
  const event = await ok(c.post("/api/events", { name: `${mark} market`, date: "2026-11-14", place: `${mark} square` }));
  await ok(c.post(`/api/events/${event.id}/pieces`, { pieceIds: [piece.id] }), 200);
  // The market days' calendar link: B turning it off or renewing it would show in A's snapshot.
  await ok(c.post("/api/event-feed"));
  const sold = await ok(c.post("/api/pieces", { name: `${mark} sold mug`, type: "wheel", clayBody: "Stoneware" }));
  const sale = await ok(
    c.post("/api/sales", { date: "2026-11-14", channel: "market", venue: `${mark} market`, eventId: event.id, items: [{ pieceId: sold.id, price: "22.00" }], buyer: `${mark} buyer` }),
  );
  return {
    photo,
    inspirationId: inspiration.id,
    pieceId: piece.id,
    stageId: stage.id,
    glazeId: glaze.id,
    glaze2Id: glaze2.id,
    comboGlazeId: comboGlaze.id,
    comboGlazeName: comboGlaze.name,
    layerIds: [layer1.id, layer2.id],
    comboId: combo.id,
    tileId: tile.id,
    kilnId: kiln.id,
    maintenanceId: maintenance.id,
    firingId: firing.id,
    importId: job.id,
    studioId: studio.id,
    userId: (await c.get("/api/user")).body.id,
    studioKilnId: studioKiln.id,
    studioFiringId: studioFiring.id,
    studioGlazeId: studioGlaze.id,
    requestId: request.data[0].id,
    inviteId: invite.id,
    materialId: material.id,
    recipeId: recipe.id,
    clayPriceId: clayPrice.id,
    glazePriceId: glazePrice.id,
    materialPriceId: materialPrice.id,
    materialPurchaseId: materialPurchase.id,
    mixId: mix.id,
    supplyId: supply.id,
    kilnCostId: kilnCost.id,
    soldPieceId: sold.id,
    saleId: sale.id,
    eventId: event.id,
  };
}

/** Everything A can read about A's records, as A sees it. */
async function snapshot(client: TestClient, r: Records): Promise<Record<string, unknown>> {
  const paths = [
    "/api/user",
    "/api/user-preferences",
    `/api/import/${r.importId}`,
    "/api/pieces?limit=100",
    `/api/pieces/${r.pieceId}`,
    `/api/pieces/${r.pieceId}/stage-history`,
    "/api/stage-history",
    "/api/glazes",
    `/api/glazes/${r.glazeId}`,
    `/api/glazes/${r.glaze2Id}`,
    `/api/glazes/${r.comboGlazeId}`,
    `/api/glazes/${r.glazeId}/combinations`,
    `/api/pieces/${r.pieceId}/decoration-layers`,
    "/api/surface-combos",
    `/api/surface-combos/${r.comboId}`,
    `/api/surface-combos/${r.comboId}/layers`,
    "/api/inspirations",
    `/api/inspirations/${r.inspirationId}`,
    "/api/test-tiles?limit=100",
    "/api/test-tile-facets",
    "/api/test-tile-recipes",
    `/api/test-tiles/${r.tileId}`,
    `/api/glazes/${r.glazeId}/test-tiles`,
    `/api/surface-combos/${r.comboId}/test-tiles`,
    `/api/pieces/${r.pieceId}/share`,
    "/api/kilns",
    `/api/kilns/${r.kilnId}`,
    `/api/kilns/${r.kilnId}/maintenance`,
    "/api/firings",
    `/api/firings/${r.firingId}`,
    `/api/pieces/${r.pieceId}/firings`,
    "/api/kiln-queue?includeUntrimmed=true",
    "/api/reminders",
    "/api/reminders/upcoming",
    "/api/reminders/snoozed",
    "/api/reminder-settings",
    "/api/studios",
    `/api/studios/${r.studioId}`,
    `/api/studios/${r.studioId}/members`,
    `/api/studios/${r.studioId}/firing-requests`,
    `/api/studios/${r.studioId}/firing-queue`,
    `/api/kilns?studioId=${r.studioId}`,
    `/api/firings?studioId=${r.studioId}`,
    `/api/kilns/${r.studioKilnId}`,
    `/api/firings/${r.studioFiringId}`,
    `/api/glazes?studioId=${r.studioId}`,
    `/api/glazes/${r.studioGlazeId}`,
    `/api/reports/losses?studioId=${r.studioId}`,
    `/api/studios/${r.studioId}/shelf/${r.studioGlazeId}/recipe`,
    `/api/studios/${r.studioId}/shelf/${r.studioGlazeId}/mixes`,
    "/api/materials?q=spar",
    "/api/recipes?limit=100",
    `/api/recipes/${r.recipeId}`,
    `/api/recipes/${r.recipeId}/versions`,
    `/api/recipes/${r.recipeId}/outcomes`,
    `/api/recipes/${r.recipeId}/mixes`,
    ...businessSnapshotPaths(r),
  ];
  const out: Record<string, unknown> = {};
  for (const p of paths) {
    const res = await client.get(p);
    out[p] = { status: res.status, body: res.body };
  }
  const session = await client.get(`/api/checkout-session/${CHECKOUT_SESSION}`);
  out.checkout = { status: session.status, body: session.body };
  const photo = await client.get(r.photo);
  out[r.photo] = { status: photo.status, length: photo.text.length };
  return out;
}

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestContext({ env: fakeStripeEnv(fake) });
  alice = await signUp(ctx, { firstName: "Alice" });
  fake.putCheckoutSession({ id: CHECKOUT_SESSION, client_reference_id: String(alice.user.id), payment_status: "unpaid" });
  bob = await signUp(ctx, { firstName: "Bob" });
  a = await seed(alice, MARK);
  b = await seed(bob, "BobMark");
});

afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe("access-control matrix", () => {
  it("[ASVS 8.1.1] lists every route of the OpenAPI document, and nothing that is not there", async () => {
    const res = await ctx.app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(documented.length).toBeGreaterThan(40);
    const missing = documented.filter((route) => !(route in MATRIX));
    expect(missing, "routes the access matrix does not cover").toEqual([]);
    // Routes added with plain app.get/post (outside the document) must be listed too.
    const registered = ctx.app.routes
      .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/") && !r.path.includes("*"))
      .map((r) => `${r.method} ${r.path.replace(/:([A-Za-z]+)/g, "{$1}")}`);
    expect(registered.length).toBeGreaterThan(40);
    const unlisted = [...new Set(registered)].filter((route) => !(route in MATRIX));
    expect(unlisted, "registered /api routes the access matrix does not cover").toEqual([]);
    const known = new Set([...documented, ...registered]);
    const stale = Object.keys(MATRIX).filter((route) => !known.has(route));
    expect(stale, "matrix rows for routes that no longer exist").toEqual([]);
  });

  it("[ASVS 8.2.2] [ASVS 8.2.3] B cannot read, change, delete or link A's records; A's data is unchanged", async () => {
    const before = await snapshot(alice.client, a);
    const refused: string[] = [];
    let tried = 0;
    for (const [route, row] of Object.entries(MATRIX)) {
      if (!("attempts" in row) || !row.attempts) continue;
      for (const attempt of row.attempts(a, b)) {
        tried++;
        const res = await bob.client.request(attempt.method, attempt.path, attempt.body);
        if (![400, 404].includes(res.status)) refused.push(`${route}: ${attempt.method} ${attempt.path} ${JSON.stringify(attempt.body ?? "")} → ${res.status} ${res.text.slice(0, 200)}`);
        else expect(typeof res.body.message, `${route} answers product.md#r6 JSON`).toBe("string");
        expect(res.text, `${route} must not echo A's data`).not.toContain(MARK);
      }
    }
    expect(tried).toBeGreaterThan(40);
    expect(refused, "attempts that were not refused with 404 or 400").toEqual([]);
    const after = await snapshot(alice.client, a);
    expect(after).toEqual(before);
    // The snapshot is real: A sees A's records.
    expect(JSON.stringify(after)).toContain(MARK);
    expect((after[`/api/pieces/${a.pieceId}`] as { status: number }).status).toBe(200);
  });

  it("[ASVS 8.2.2] B's own lists never mention A's records", async () => {
    for (const [route, row] of Object.entries(MATRIX)) {
      if (!("ownList" in row)) continue;
      const res = await bob.client.get(row.ownList);
      expect(res.status, route).toBe(200);
      expect(res.text, route).not.toContain(MARK);
      expect(res.text, route).not.toContain(a.photo);
    }
    // And A's own lists do mention them, so the check above can fail.
    expect((await alice.client.get("/api/pieces?limit=100")).text).toContain(MARK);
  });

  it("[ASVS 8.2.2] B's records are untouched by the link attempts (nothing of A's was attached)", async () => {
    const piece = await bob.client.get(`/api/pieces/${b.pieceId}`);
    expect(piece.status).toBe(200);
    expect(JSON.stringify(piece.body)).not.toContain(a.photo);
    expect(piece.body.inspirationIds ?? []).not.toContain(a.inspirationId);
    const layers = await bob.client.get(`/api/pieces/${b.pieceId}/decoration-layers`);
    expect(layers.body.data.map((l: { glazeId: number | null }) => l.glazeId)).not.toContain(a.glazeId);
    expect(layers.body.data.map((l: { id: number }) => l.id)).toEqual(b.layerIds);
    const tile = await bob.client.get(`/api/test-tiles/${b.tileId}`);
    expect(tile.body).toMatchObject({ glazeId: b.glazeId, surfaceComboId: null, imageUrls: [b.photo] });
    const combination = await bob.client.get(`/api/glazes/${b.comboGlazeId}`);
    expect([combination.body.baseLayerGlazeId, combination.body.topLayerGlazeId]).toEqual([b.glazeId, b.glaze2Id]);
  });
  it("[ASVS 8.2.2] B cannot move or remove A's push endpoint, and the answers do not tell that A holds it", async () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/alice-matrix-browser";
    const keys = { p256dh: "BAliceKey".padEnd(87, "a"), auth: "AliceAuth".padEnd(22, "a") };
    const mine = await alice.client.post("/api/push-subscriptions", { endpoint, keys });
    const taken = await bob.client.post("/api/push-subscriptions", { endpoint, keys: { p256dh: "BBobKey".padEnd(87, "b"), auth: "BobAuth".padEnd(22, "b") } });
    expect([taken.status, taken.body]).toEqual([mine.status, mine.body]);
    expect((await bob.client.request("DELETE", "/api/push-subscriptions", { endpoint })).status).toBe(200);
    const rows = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows.map((r) => [r.userId, r.p256dh])).toEqual([[alice.user.id, keys.p256dh]]);
  });
});

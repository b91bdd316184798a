import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  decorationLayers,
  glazes,
  inspirations,
  photos,
  pieces,
  stageHistory,
  surfaceComboLayers,
  surfaceCombos,
  testTiles,
  users,
} from "../../server/db/schema";
import { EXPORTS_PER_WINDOW } from "../../contract/account/rules";
import { EXPORT_PAGE_SIZE } from "../../server/services/account/export";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Downloads the export as bytes (the JSON test client reads bodies as text). */
async function download(client: TestClient) {
  const res = await ctx.app.request("/api/export", { headers: { cookie: client.cookieHeader() ?? "" } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes };
}

function unzip(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  const json = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} missing from the export; it has ${Object.keys(files).join(", ")}`);
    return JSON.parse(strFromU8(file));
  };
  return { files, json };
}

async function seed(userId: number) {
  const [piece] = await ctx.db
    .insert(pieces)
    .values({ userId, name: "Moon Jar", type: "wheel", clayBody: "Porcelain", tags: ["jar"], height: "12.50" })
    .returning();
  await ctx.db.insert(stageHistory).values({ userId, pieceId: piece!.id, stage: "Formed", location: "Drying Rack" });
  const [glaze] = await ctx.db.insert(glazes).values({ userId, name: "Celadon", temperature: "Cone 10" }).returning();
  await ctx.db.insert(decorationLayers).values({ userId, pieceId: piece!.id, glazeId: glaze!.id, placement: "Outside" });
  const [combo] = await ctx.db.insert(surfaceCombos).values({ userId, name: "Blue over white" }).returning();
  await ctx.db.insert(surfaceComboLayers).values([
    { userId, comboId: combo!.id, orderIndex: 1, type: "Glaze", materialName: "Cobalt" },
    { userId, comboId: combo!.id, orderIndex: 0, type: "Slip", materialName: "White slip" },
  ]);
  await ctx.db.insert(inspirations).values({ userId, name: "Song dynasty bowl", sources: [{ text: "Museum", url: "https://example.com" }] });
  await ctx.db.insert(testTiles).values([
    { userId, glazeId: glaze!.id, materialLabel: "Celadon", type: "Glaze", clayBody: "Porcelain", cone: "Cone 10", rating: 4, defects: ["Crazing"] },
    { userId, surfaceComboId: combo!.id, materialLabel: "Blue over white", clayBody: "B-Mix", firedOn: "2026-03-01", kilnName: "Big gas" },
  ]);
  return { piece: piece!, glaze: glaze!, combo: combo! };
}

describe("export my data (product.md#r24)", () => {
  it("streams a dated zip with one JSON file per kind of record and the photos", async () => {
    ctx.clock.set("2026-03-04T10:00:00Z");
    const { client, user } = await signUp(ctx);
    await client.patch("/api/user-preferences", { theme: "dark", clayBodies: ["Porcelain"], studioLocations: ["Kiln Room"] });
    const { piece } = await seed(user.id);
    const photoBytes = Buffer.from("not really a jpeg, but bytes all the same");
    await ctx.deps.storage.put("AbCdEfGhIjKlMnOpQrStUvWx.jpg", photoBytes, "image/jpeg");
    await ctx.db.insert(photos).values([
      { id: "AbCdEfGhIjKlMnOpQrStUvWx.jpg", userId: user.id, contentType: "image/jpeg", width: 10, height: 10, bytes: photoBytes.length },
      // A row whose file is gone is listed but skipped.
      { id: "ZzMissingFileZzZzZzZzZzZz.jpg", userId: user.id, contentType: "image/jpeg", width: 10, height: 10, bytes: 1 },
    ]);

    const { res, bytes } = await download(client);
    ctx.clock.reset();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="claybook-export-2026-03-04.zip"');

    const { files, json } = unzip(bytes);
    expect(Object.keys(files).sort()).toEqual(
      [
        "manifest.json",
        "user.json",
        "preferences.json",
        "pieces.json",
        "parts.json",
        "stage_history.json",
        "decoration_layers.json",
        "glazes.json",
        "surface_combos.json",
        "inspirations.json",
        "studio_locations.json",
        "custom_studio_locations.json",
        "test_tiles.json",
        "kilns.json",
        "kiln_maintenance.json",
        "firings.json",
        "firing_pieces.json",
        "firing_requests.json",
        "studio_members.json",
        "reminder_settings.json",
        "reminder_mutes.json",
        "reminder_deliveries.json",
        "materials.json",
        "recipes.json",
        "recipe_versions.json",
        "recipe_mixes.json",
        "recipe_tiles.json",
        // The business side (product.md#r274).
        "clay_prices.json",
        "glaze_prices.json",
        "material_prices.json",
        // Materials bought and used (product.md#r291).
        "material_purchases.json",
        "material_usages.json",
        "reorder_levels.json",
        "supplies.json",
        "kiln_costs.json",
        "piece_selling.json",
        "layer_grams.json",
        "market_events.json",
        "event_pieces.json",
        "sales.json",
        "sale_returns.json",
        "sale_items.json",
        "photos.json",
        "photos/AbCdEfGhIjKlMnOpQrStUvWx.jpg",
      ].sort(),
    );

    const exportedUser = json("user.json");
    expect(exportedUser).toMatchObject({ id: user.id, email: user.email, firstName: "Maria" });
    for (const secret of ["passwordHash", "stripeCustomerId", "stripeSubscriptionId", "appleReceiptData", "appleTransactionId"]) {
      expect(exportedUser).not.toHaveProperty(secret);
    }
    expect(JSON.stringify(exportedUser)).not.toContain("$argon2");
    expect(json("preferences.json")).toMatchObject({ theme: "dark", clayBodies: ["Porcelain"], studioLocations: ["Kiln Room"] });
    expect(json("pieces.json")).toEqual([expect.objectContaining({ id: piece.id, name: "Moon Jar", height: "12.50", tags: ["jar"] })]);
    expect(json("stage_history.json")).toEqual([expect.objectContaining({ pieceId: piece.id, stage: "Formed", location: "Drying Rack" })]);
    expect(json("decoration_layers.json")).toEqual([expect.objectContaining({ pieceId: piece.id, placement: "Outside" })]);
    expect(json("glazes.json")).toEqual([expect.objectContaining({ name: "Celadon", temperature: "Cone 10" })]);
    const [combo] = json("surface_combos.json");
    expect(combo.name).toBe("Blue over white");
    expect(combo.layers.map((l: { materialName: string }) => l.materialName)).toEqual(["White slip", "Cobalt"]);
    expect(json("inspirations.json")).toEqual([
      expect.objectContaining({ name: "Song dynasty bowl", sources: [{ text: "Museum", url: "https://example.com" }] }),
    ]);
    // Test tiles (product.md#r121): every field as stored, links included.
    expect(json("test_tiles.json")).toEqual([
      expect.objectContaining({ materialLabel: "Celadon", clayBody: "Porcelain", cone: "Cone 10", rating: 4, defects: ["Crazing"], code: null, firingId: null }),
      expect.objectContaining({ materialLabel: "Blue over white", clayBody: "B-Mix", firedOn: "2026-03-01", kilnName: "Big gas" }),
    ]);
    expect(json("parts.json")).toEqual([]);
    expect(json("photos.json").map((p: { id: string }) => p.id)).toEqual(["AbCdEfGhIjKlMnOpQrStUvWx.jpg", "ZzMissingFileZzZzZzZzZzZz.jpg"]);
    expect(Buffer.from(files["photos/AbCdEfGhIjKlMnOpQrStUvWx.jpg"]!)).toEqual(photoBytes);
    // Format version 2 (docs/decisions/0150-import-format.md): rows per file and each photo file's SHA-256.
    const manifest = json("manifest.json");
    expect(manifest).toMatchObject({ product: "Claybook", formatVersion: 2, userId: user.id, exportedAt: "2026-03-04T10:00:00.000Z" });
    expect(manifest.counts).toMatchObject({
      "preferences.json": 1,
      "pieces.json": 1,
      "stage_history.json": 1,
      "decoration_layers.json": 1,
      "glazes.json": 1,
      "surface_combos.json": 1,
      "inspirations.json": 1,
      "test_tiles.json": 2,
      "parts.json": 0,
      "photos.json": 2,
    });
    // The photo whose file is gone has no entry and no hash.
    expect(manifest.photos).toEqual([
      {
        id: "AbCdEfGhIjKlMnOpQrStUvWx.jpg",
        entry: "photos/AbCdEfGhIjKlMnOpQrStUvWx.jpg",
        bytes: photoBytes.length,
        sha256: createHash("sha256").update(photoBytes).digest("hex"),
      },
    ]);
  });

  it("holds only the caller's own records", async () => {
    const owner = await signUp(ctx);
    await seed(owner.user.id);
    const other = await signUp(ctx);
    const { res, bytes } = await download(other.client);
    expect(res.status).toBe(200);
    const { json } = unzip(bytes);
    expect(json("user.json").id).toBe(other.user.id);
    expect(json("preferences.json")).toBeNull();
    for (const name of ["pieces.json", "stage_history.json", "glazes.json", "surface_combos.json", "inspirations.json", "test_tiles.json", "photos.json"]) {
      expect(json(name)).toEqual([]);
    }
  });

  it("pages through a large account without losing or repeating a row", async () => {
    const { client, user } = await signUp(ctx);
    const count = EXPORT_PAGE_SIZE * 2 + 7;
    const rows = Array.from({ length: count }, (_, i) => ({ userId: user.id, name: `Cup ${i}`, type: "wheel", clayBody: "Stoneware" }));
    for (let i = 0; i < rows.length; i += 400) await ctx.db.insert(pieces).values(rows.slice(i, i + 400));
    const { bytes } = await download(client);
    const exported: { name: string }[] = unzip(bytes).json("pieces.json");
    expect(exported).toHaveLength(count);
    expect(new Set(exported.map((p) => p.name)).size).toBe(count);
  });

  it("reads photos only as fast as the download is taken, and stops when it is dropped", async () => {
    const { client, user } = await signUp(ctx);
    const total = 40;
    for (let i = 0; i < total; i++) {
      const id = `Streamed${String(i).padStart(2, "0")}PhotoKeyAbCdEf.jpg`;
      const data = randomBytes(256 * 1024);
      await ctx.deps.storage.put(id, data, "image/jpeg");
      await ctx.db.insert(photos).values({ id, userId: user.id, contentType: "image/jpeg", width: 1, height: 1, bytes: data.length });
    }
    const reads = vi.spyOn(ctx.deps.storage, "get");
    try {
      const res = await ctx.app.request("/api/export", { headers: { cookie: client.cookieHeader() ?? "" } });
      const reader = res.body!.getReader();
      // Read until the photos have started, then stop taking the download for a while.
      while (reads.mock.calls.length === 0) {
        const { done } = await reader.read();
        expect(done).toBe(false);
      }
      await new Promise((r) => setTimeout(r, 300));
      // 10 MB of photos, but only the first few are open while nobody reads the stream.
      expect(reads.mock.calls.length).toBeLessThan(total / 2);
      await reader.cancel();
      const before = reads.mock.calls.length;
      await new Promise((r) => setTimeout(r, 300));
      expect(reads.mock.calls.length).toBe(before);
    } finally {
      reads.mockRestore();
    }
    // A later export of the same account is whole.
    const { bytes } = await download(client);
    expect(Object.keys(unzip(bytes).files).filter((n) => n.startsWith("photos/"))).toHaveLength(total);
  });

  it("works after the trial has ended and needs sign-in", async () => {
    const { client, user } = await signUp(ctx);
    await ctx.db.update(users).set({ trialEndDate: new Date(Date.now() - 86_400_000) }).where(eq(users.id, user.id));
    expect((await client.get("/api/pieces")).status).toBe(402);
    const { res, bytes } = await download(client);
    expect(res.status).toBe(200);
    expect(unzip(bytes).json("user.json").id).toBe(user.id);

    const anon = await anonymous(ctx).get("/api/export");
    expect(anon.status).toBe(401);
  });

  it("answers 429 with the limit and Retry-After past 5 exports in 15 minutes, and exports again once they are over", async () => {
    const { client, user } = await signUp(ctx);
    const other = await signUp(ctx);
    ctx.clock.set("2026-11-27T10:00:00Z");
    try {
      for (let i = 0; i < EXPORTS_PER_WINDOW; i++) expect((await download(client)).res.status).toBe(200);
      ctx.clock.set("2026-11-27T10:03:30Z");
      const { res, bytes } = await download(client);
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe(String(11 * 60 + 30));
      expect(JSON.parse(strFromU8(bytes))).toEqual({ message: "At most 5 exports every 15 minutes. Try again in 12 minutes.", code: "TOO_MANY_ATTEMPTS" });
      expect((await download(other.client)).res.status).toBe(200);
      ctx.clock.set("2026-11-27T10:15:00Z");
      const again = await download(client);
      expect(again.res.status).toBe(200);
      expect(unzip(again.bytes).json("user.json").id).toBe(user.id);
    } finally {
      ctx.clock.reset();
    }
  });

  it("says before a download whether an export may start, in the limit's words, counting nothing", async () => {
    const { client } = await signUp(ctx);
    ctx.clock.set("2026-11-27T10:00:00Z");
    try {
      // Asking does not count: many checks, then still every export of the window.
      for (let i = 0; i < EXPORTS_PER_WINDOW + 2; i++) {
        const check = await client.get("/api/export/check");
        expect(check.status).toBe(200);
        expect(check.body).toEqual({ message: "An export may start." });
      }
      for (let i = 0; i < EXPORTS_PER_WINDOW; i++) expect((await download(client)).res.status).toBe(200);
      ctx.clock.set("2026-11-27T10:03:30Z");
      const refused = await client.get("/api/export/check");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe(String(11 * 60 + 30));
      expect(refused.body).toEqual({ message: "At most 5 exports every 15 minutes. Try again in 12 minutes.", code: "TOO_MANY_ATTEMPTS" });
      ctx.clock.set("2026-11-27T10:15:00Z");
      expect((await client.get("/api/export/check")).status).toBe(200);
    } finally {
      ctx.clock.reset();
    }
    expect((await anonymous(ctx).get("/api/export/check")).status).toBe(401);
  });
});

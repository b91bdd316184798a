/**
 * product.md#r15 account deletion: every row of the user in every table goes, other users keep theirs.
 * The table list comes from the database catalogue, so a table added later is checked too.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "../../contract/account/texts";
import { AUTH_TEXTS } from "../../contract/auth/schemas";
import type { AccountDeletionPort } from "../../server/context";
import { AppError } from "../../server/errors";
import * as schema from "../../server/db/schema";
import { storageKeysOf } from "../../server/services/photos/photos-refs";
import { addressKeys } from "../../server/services/auth/auth-rate-limit";
import { refreshCurrentStage } from "../../server/services/pieces/current-stage";
import { anonymous, signUp, TEST_PASSWORD } from "../helpers/client";
import { mailSettled } from "../helpers/outbox";
import { uploadOne } from "../helpers/photos";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let billingHook: AccountDeletionPort;
beforeAll(async () => {
  ctx = await createTestContext();
  billingHook = ctx.deps.accountDeletion;
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  ctx.deps.accountDeletion = billingHook;
});

/** Tables that hold no row of a user (no user_id column), and why. */
const TABLES_WITHOUT_OWNER: Record<string, string> = {
  users: "checked by id",
  rate_limits: "checked by the address keys",
  promo_codes: "operator data (product.md#r14), no user in it",
  // Community studios (decision 0230): a studio belongs to its members (studio_members), not to one potter; its
  // invites go with the studio.
  studios: "the studio's own; its owners are members, and a studio with nobody left is deleted",
  studio_invites: "the studio's own; created_by and used_by are set null with the account",
  // Decision 0280: stored files waiting to be removed; a photo id names no one, and the entry goes with the files.
  photo_file_removals: "files to remove, by photo id only; the photos sweep empties it",
};

const MOBILE = { "x-client-type": "mobile", "x-client-platform": "ios" };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function tablesWithUserId(): Promise<{ all: string[]; owned: string[] }> {
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const owned = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'`,
  );
  return { all: tables.map((t) => t.table_name), owned: owned.map((t) => t.table_name) };
}

async function countOf(table: string, userId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`);
  return Number(row!.n);
}

/** Puts at least one row of the user in every table that can hold one, through the API where it exists. */
async function seedEverything(userId: number, email: string): Promise<string> {
  const db = ctx.db;
  const now = new Date();
  // Sessions, refresh tokens, password resets and rate-limit counters through the real calls.
  await anonymous(ctx, MOBILE).post("/api/login", { email, password: TEST_PASSWORD });
  await anonymous(ctx).post("/api/login", { email, password: "Wrong1234" });
  await anonymous(ctx).post("/api/forgot-password", { email });
  // The reset row is written after the answer (so timing tells nothing, ASVS 6.3.8): wait for it.
  await mailSettled();
  await db.insert(schema.userPreferences).values({ userId, clayBodies: ["Stoneware"] });
  await db.insert(schema.customStudioLocations).values({ userId, name: "Shelf A" });
  await db.insert(schema.studioLocations).values({ userId, name: "Kiln room" });
  const [piece] = await db
    .insert(schema.pieces)
    .values({ userId, name: "Bowl", type: "wheel", clayBody: "Stoneware" })
    .returning();
  await db.insert(schema.parts).values({ userId, pieceId: piece!.id, name: "Lid" });
  await db.insert(schema.stageHistory).values({ userId, pieceId: piece!.id, stage: "wedge", location: "Drying Rack" });
  // Stage totals (piece_stage_counts) follow the piece, as every writer of pieces keeps them.
  await db.transaction((tx) => refreshCurrentStage(tx, piece!.id));
  const [glaze] = await db.insert(schema.glazes).values({ userId, name: "Celadon" }).returning();
  await db
    .insert(schema.glazes)
    .values({ userId, name: "Celadon over Tenmoku", isCombo: true, baseLayerGlazeId: glaze!.id, topLayerGlazeId: glaze!.id });
  const [combo] = await db.insert(schema.surfaceCombos).values({ userId, name: "Blue stack" }).returning();
  await db.insert(schema.surfaceComboLayers).values({ userId, comboId: combo!.id, type: "Glaze" });
  await db
    .insert(schema.decorationLayers)
    .values({ userId, pieceId: piece!.id, glazeId: glaze!.id, placement: "Outside" });
  await db.insert(schema.inspirations).values({ userId, name: "Song dynasty bowls" });
  // Kilns and firings.
  const [kiln] = await db.insert(schema.kilns).values({ userId, name: "Skutt" }).returning();
  await db.insert(schema.kilnMaintenance).values({ userId, kilnId: kiln!.id, kind: "other", date: "2026-01-01" });
  const [firing] = await db.insert(schema.firings).values({ userId, kilnId: kiln!.id, kind: "bisque" }).returning();
  await db.insert(schema.firingPieces).values({ userId, firingId: firing!.id, pieceId: piece!.id });
  // A studio membership and a piece sent to the studio's queue (decision 0230).
  const [studio] = await db.insert(schema.studios).values({ name: `Studio ${userId}` }).returning();
  await db.insert(schema.studioMembers).values({ studioId: studio!.id, userId, role: "owner" });
  await db
    .insert(schema.firingRequests)
    .values({ studioId: studio!.id, userId, pieceId: piece!.id, kind: "bisque", fee: "2.00", currency: "USD", pieceName: "Bowl", clayBody: "Stoneware" });
  // A shared piece's public link.
  await db.insert(schema.pieceShares).values({ userId, pieceId: piece!.id, token: `t${userId}${Math.random().toString(36).slice(2)}`.padEnd(43, "x") });
  // Reminders: settings, a snooze and a delivery.
  await db.insert(schema.reminderSettings).values({ userId, emailEnabled: true, nextDigestAt: now });
  await db.insert(schema.reminderMutes).values({ userId, key: `piece-${piece!.id}-formed`, pieceId: piece!.id, dismissed: true });
  await db.insert(schema.reminderDeliveries).values({ userId, key: `piece-${piece!.id}-formed`, pieceId: piece!.id, channel: "email" });
  await db.insert(schema.pushSubscriptions).values({ userId, endpoint: `https://push.example.com/${userId}-${Math.random().toString(36).slice(2)}`, p256dh: "k", auth: "a" });
  // Test tiles: one on a glaze, one on a saved combo.
  await db.insert(schema.testTiles).values([
    { userId, glazeId: glaze!.id, materialLabel: "Celadon", clayBody: "Porcelain", cone: "Cone 10" },
    { userId, surfaceComboId: combo!.id, materialLabel: "Blue stack", clayBody: "B-Mix" },
  ]);
  // The glaze lab: an own material, a recipe naming it with a version and a mix log, and a blend's tile link.
  const [material] = await db.insert(schema.materials).values({ userId, name: "Creek spar", analysis: { SiO2: 68 } }).returning();
  const lines = [{ materialId: material!.id, name: "Creek spar", amount: 40, addition: false }];
  const [recipe] = await db.insert(schema.recipes).values({ userId, name: "Creek celadon", kind: "glaze", lines, lineCount: 1 }).returning();
  await db.insert(schema.recipeVersions).values({ userId, recipeId: recipe!.id, version: 1, lines });
  const [mix] = await db.insert(schema.recipeMixes).values({ userId, recipeId: recipe!.id, version: 1, mixedOn: "2026-11-28" }).returning();
  const [tile] = await db.insert(schema.testTiles).values({ userId, materialName: "Blend 1", materialLabel: "Blend 1", clayBody: "B-Mix" }).returning();
  await db.insert(schema.recipeTiles).values({ userId, recipeId: recipe!.id, version: 1, tileId: tile!.id });
  // The recipe's public link (product.md#r286).
  await db.insert(schema.recipeShares).values({ userId, recipeId: recipe!.id, token: `r${userId}${Math.random().toString(36).slice(2)}`.padEnd(43, "x") });
  const photoId = `p${userId}${Math.random().toString(36).slice(2)}`.padEnd(24, "x");
  for (const key of storageKeysOf(photoId)) await ctx.deps.storage.put(key, Buffer.from("jpeg"), "image/jpeg");
  await db.insert(schema.photos).values({
    id: photoId,
    userId,
    contentType: "image/jpeg",
    width: 10,
    height: 10,
    bytes: 100,
    createdAt: now,
  });
  // An import and what it made: the job and the record it remembers.
  await db.insert(schema.importJobs).values({ userId, format: "claybook", fileName: "claybook-export.zip", fileHash: "f".repeat(64), status: "done" });
  await db.insert(schema.codeCounters).values({ userId, kind: "piece", year: 2026, next: 2 });
  await db.insert(schema.importSources).values({ userId, fileHash: "f".repeat(64), kind: "pieces", sourceId: "1", targetId: String(piece!.id) });
  // The business side (product.md#r268–r275): prices, a piece's selling side, a market day and a returned sale.
  await db.insert(schema.clayPrices).values({ userId, clayBody: "Stoneware", bagPriceMinor: 2800, bagWeight: "25", weightUnit: "kg" });
  await db.insert(schema.glazePrices).values({ userId, glazeId: glaze!.id, name: "Celadon jar", jarPriceMinor: 1800, jarWeight: "500", weightUnit: "g" });
  await db.insert(schema.materialPrices).values({ userId, materialId: "default:silica", priceMinor: 1250, weight: "25", weightUnit: "lb" });
  // Materials bought and used (product.md#r291).
  await db.insert(schema.materialPurchases).values({ userId, materialId: "default:silica", purchasedOn: "2026-11-20", quantity: "10", quantityUnit: "kg", totalMinor: 2000 });
  await db.insert(schema.materialUsages).values({ userId, mixId: mix!.id, materialId: String(material!.id), usedOn: "2026-11-28", grams: "400.000" });
  await db.insert(schema.reorderLevels).values({ userId, materialId: "default:silica", level: "20", levelUnit: "kg" });
  await db.insert(schema.supplies).values({ userId, name: "Boxes", priceMinor: 3000 });
  await db.insert(schema.kilnCosts).values({ userId, kilnId: kiln!.id, perFiringMinor: 1200 });
  const [layer] = await db.select().from(schema.decorationLayers).where(eq(schema.decorationLayers.pieceId, piece!.id));
  await db.insert(schema.layerGrams).values({ userId, layerId: layer!.id, grams: 30 });
  const [event] = await db.insert(schema.marketEvents).values({ userId, name: "Market", date: "2026-11-14" }).returning();
  // The market days' calendar link (product.md#r294).
  await db.insert(schema.eventFeeds).values({ userId, tokenHash: `h${userId}${Math.random().toString(36).slice(2)}`, tokenNonce: `n${userId}` });
  await db.insert(schema.eventPieces).values({ userId, eventId: event!.id, pieceId: piece!.id });
  const [sale] = await db.insert(schema.sales).values({ userId, date: "2026-11-14", channel: "market", eventId: event!.id }).returning();
  const [ret] = await db.insert(schema.saleReturns).values({ userId, saleId: sale!.id, date: "2026-11-15", refundMinor: 2000 }).returning();
  await db.insert(schema.saleItems).values({ userId, saleId: sale!.id, pieceId: piece!.id, pieceName: "Bowl", form: "Bowl", date: "2026-11-14", channel: "market", priceMinor: 2000, returnId: ret!.id });
  await db.insert(schema.pieceSelling).values({ userId, pieceId: piece!.id, priceMinor: 2000 });
  // A change's stored answer (Idempotency-Key, decision 0112).
  await db
    .insert(schema.idempotencyKeys)
    .values({ userId, key: "seed-key", requestHash: "0".repeat(64), claimToken: "seed", lockedUntil: now, status: 201, body: "{}", createdAt: now });
  await db
    .insert(schema.processedPaymentEvents)
    .values({ id: `evt_${userId}_${Math.random().toString(36).slice(2)}`, provider: "stripe", type: "test", userId });
  return photoId;
}

describe("DELETE /api/user", () => {
  it("removes every row of the user in every table and leaves other users' rows alone", async () => {
    const victim = await signUp(ctx);
    const bystander = await signUp(ctx);
    const victimPhoto = await seedEverything(victim.user.id, victim.email);
    const bystanderPhoto = await seedEverything(bystander.user.id, bystander.email);

    const { all, owned } = await tablesWithUserId();
    for (const table of all) {
      if (!owned.includes(table)) {
        expect(TABLES_WITHOUT_OWNER, `table ${table} has no user_id: decide how account deletion treats it`).toHaveProperty(table);
      }
    }
    // The seed reaches every owned table, so "nothing left" below means something.
    for (const table of owned) expect(await countOf(table, victim.user.id), table).toBeGreaterThan(0);
    const bystanderBefore = Object.fromEntries(await Promise.all(owned.map(async (t) => [t, await countOf(t, bystander.user.id)])));
    const victimKeys = addressKeys(victim.email);
    const keyRows = async (keys: string[]) =>
      rows<{ key: string }>(sql`select key from rate_limits where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
    expect((await keyRows(victimKeys)).length).toBeGreaterThan(0);

    const res = await victim.client.delete("/api/user");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: ACCOUNT_TEXTS.accountDeleted });

    for (const table of owned) {
      expect(await countOf(table, victim.user.id), `${table} still holds rows of the deleted user`).toBe(0);
      expect(await countOf(table, bystander.user.id), `${table} lost rows of another user`).toBe(bystanderBefore[table]);
    }
    expect(await rows(sql`select id from users where id = ${victim.user.id}`)).toHaveLength(0);
    expect(await rows(sql`select id from users where id = ${bystander.user.id}`)).toHaveLength(1);
    expect(await keyRows(victimKeys)).toHaveLength(0);
    // Stored photo files (product.md#r15, product.md#r23): the user's are gone, another user's stay.
    for (const key of storageKeysOf(victimPhoto)) expect(await ctx.deps.storage.get(key), key).toBeNull();
    for (const key of storageKeysOf(bystanderPhoto)) expect(await ctx.deps.storage.get(key), key).not.toBeNull();
    expect((await keyRows(addressKeys(bystander.email))).length).toBeGreaterThan(0);
    // Nothing anywhere still names the address (password_resets keeps an email column, for one).
    for (const table of all) {
      const hits = await rows(
        sql`select 1 from ${sql.identifier(table)} t where position(${victim.email} in lower(t::text)) > 0 limit 1`,
      );
      expect(hits, `${table} still mentions the deleted address`).toHaveLength(0);
    }
  });

  it("signs the user out everywhere: the cookie is cleared, sign-in and native tokens fail", async () => {
    const { client, email } = await signUp(ctx);
    const native = await anonymous(ctx, MOBILE).post("/api/login", { email, password: TEST_PASSWORD });
    const res = await client.delete("/api/user");
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((l) => /claybook_session=;.*Max-Age=0/i.test(l))).toBe(true);
    expect((await client.get("/api/user")).status).toBe(401);
    const login = await anonymous(ctx).post("/api/login", { email, password: TEST_PASSWORD });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(AUTH_TEXTS.invalidCredentials);
    const refreshed = await anonymous(ctx, MOBILE).post("/api/refresh-token", { refreshToken: native.body.refreshToken });
    expect(refreshed.status).toBe(401);
    // The address is free again.
    expect((await anonymous(ctx).post("/api/register", { firstName: "Ana", lastName: "Lee", email, password: TEST_PASSWORD })).status).toBe(201);
  });

  it("removes the potter's test tiles and their photo files, logged through the API", async () => {
    const potter = await signUp(ctx);
    const bystander = await signUp(ctx);
    const photo = await uploadOne(potter.client, 24, 24);
    const glaze = (await potter.client.post("/api/glazes", { name: "Celadon" })).body;
    const logged = await potter.client.post("/api/test-tiles", { glazeId: glaze.id, clayBody: "Porcelain", imageUrls: [photo] });
    expect(logged.status).toBe(201);
    const kept = await bystander.client.post("/api/test-tiles", { materialName: "Shino", clayBody: "B-Mix" });
    expect(kept.status).toBe(201);
    const key = photo.split("/").pop()!;
    expect(await ctx.deps.storage.get(key)).not.toBeNull();

    expect((await potter.client.delete("/api/user")).status).toBe(200);
    expect(await countOf("test_tiles", potter.user.id)).toBe(0);
    for (const k of storageKeysOf(key)) expect(await ctx.deps.storage.get(k), k).toBeNull();
    expect((await bystander.client.get(`/api/test-tiles/${kept.body.id}`)).status).toBe(200);
  });

  it("answers 401 when not signed in", async () => {
    const res = await anonymous(ctx).delete("/api/user");
    expect(res.status).toBe(401);
  });

  it("stays open after the trial has ended (product.md#r12)", async () => {
    ctx.clock.set(new Date(Date.now() - 45 * 24 * 60 * 60 * 1000));
    const { client, email } = await signUp(ctx);
    ctx.clock.reset();
    expect((await client.post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(200);
    const me = await client.get("/api/user");
    expect(new Date(me.body.trialEndDate).getTime()).toBeLessThan(Date.now());
    expect((await client.delete("/api/user")).status).toBe(200);
  });

  it("runs the before-deletion hook (billing cancels a card subscription there)", async () => {
    const { client, user } = await signUp(ctx);
    const seen: number[] = [];
    ctx.deps.accountDeletion = {
      beforeDelete: async (u) => {
        await billingHook.beforeDelete(u);
        seen.push(u.id);
      },
    };
    expect((await client.delete("/api/user")).status).toBe(200);
    expect(seen).toEqual([user.id]);
  });

  it("keeps the account when the before-deletion hook fails", async () => {
    const { client, user } = await signUp(ctx);
    ctx.deps.accountDeletion = {
      beforeDelete: async () => {
        throw new AppError(503, "Could not cancel the subscription. Please try again.");
      },
    };
    const res = await client.delete("/api/user");
    expect(res.status).toBe(503);
    expect(res.body.message).toBe("Could not cancel the subscription. Please try again.");
    expect(await rows(sql`select id from users where id = ${user.id}`)).toHaveLength(1);
    expect((await client.get("/api/user")).status).toBe(200);
  });
});

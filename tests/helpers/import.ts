/**
 * Helpers for the import tests (product.md#r140–r143): a studio with every kind of record and photos, the export as
 * bytes, an import started and followed to its end, and a snapshot of an account with ids replaced by positions, so two
 * accounts can be compared field by field.
 */
import { asc, eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import { expect } from "vitest";
import { parseReminderKey } from "../../contract/reminders/rules";
import {
  customStudioLocations,
  decorationLayers,
  firingPieces,
  firings,
  glazes,
  inspirations,
  kilnMaintenance,
  kilns,
  parts,
  photos,
  pieces,
  reminderDeliveries,
  reminderMutes,
  stageHistory,
  studioLocations,
  surfaceComboLayers,
  surfaceCombos,
  testTiles,
  userPreferences,
} from "../../server/db/schema";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { fillMissingCodes } from "../../server/services/codes/codes";
import { rebuildCurrentStages } from "../../server/services/pieces/current-stage";
import { IMPORT_TABLES, REMINDER_SETTINGS_SPEC, type ImportTable } from "../../server/services/import/import-tables";
import { jpeg } from "../fixtures/photos";
import type { TestClient } from "./client";
import type { TestContext } from "./test-app";

export async function uploadPhoto(client: TestClient, width: number, height: number): Promise<string> {
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(await jpeg(width, height))], { type: "image/jpeg" }), "pot.jpg");
  const res = await client.post("/api/uploads", form);
  if (res.status !== 200 && res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return (res.body as { data: { url: string }[] }).data[0]!.url;
}

/** A potter with at least one record of every kind the export carries, photos on every kind that takes them. */
export async function seedStudio(ctx: TestContext, client: TestClient, userId: number) {
  const [p1, p2, p3, p4, p5, orphan] = await Promise.all([
    uploadPhoto(client, 40, 30),
    uploadPhoto(client, 30, 40),
    uploadPhoto(client, 50, 50),
    uploadPhoto(client, 20, 60),
    uploadPhoto(client, 60, 20),
    uploadPhoto(client, 10, 10),
  ]);
  void orphan; // an uploaded photo no record uses is exported and imported too
  await client.patch("/api/user-preferences", { theme: "dark", clayBodies: ["Porcelain", "B-Mix"], studioLocations: ["Kiln Room"], defaultClayBody: "Porcelain" });
  const db = ctx.db;
  const [kiln] = await db.insert(kilns).values({ userId, name: "Big gas", type: "Gas", maxCone: "10", shelves: 4 }).returning();
  await db.insert(kilnMaintenance).values({ userId, kilnId: kiln!.id, kind: "elements", date: "2026-01-02", notes: "new set" });
  const [base] = await db.insert(glazes).values({ userId, name: "Shino", imageUrls: [p1], brand: "Laguna", clayBodies: ["B-Mix"] }).returning();
  const [top] = await db.insert(glazes).values({ userId, name: "Celadon", temperature: "Cone 10" }).returning();
  const [combination] = await db
    .insert(glazes)
    .values({ userId, name: "Shino over celadon", isCombo: true, baseLayerGlazeId: base!.id, topLayerGlazeId: top!.id, comboImageUrl: p2 })
    .returning();
  const [combo] = await db.insert(surfaceCombos).values({ userId, name: "Blue over white", notes: "two dips", imageUrls: [p3] }).returning();
  await db.insert(surfaceComboLayers).values([
    { userId, comboId: combo!.id, orderIndex: 0, type: "Slip", materialName: "White slip", coats: 2 },
    { userId, comboId: combo!.id, orderIndex: 1, type: "Glaze", materialName: "Cobalt", placement: "Outside" },
  ]);
  const [inspiration] = await db
    .insert(inspirations)
    .values({ userId, name: "Song bowl", imageUrls: [p4], sources: [{ text: "Museum", url: "https://example.com" }], tags: ["bowl"] })
    .returning();
  const [piece] = await db
    .insert(pieces)
    .values({
      userId,
      name: "Moon Jar",
      type: "wheel",
      clayBody: "Porcelain",
      imageUrls: [p1, p5],
      glazeIds: [base!.id, combination!.id],
      inspirationIds: [inspiration!.id],
      tags: ["jar"],
      notes: "Thrown in two parts",
      height: "12.50",
      clayWeight: "6.25",
      isMultiPart: true,
      decoratingTechniques: ["carving"],
    })
    .returning();
  const [second] = await db.insert(pieces).values({ userId, name: "Mug", type: "handbuilt", clayBody: "B-Mix" }).returning();
  await db.insert(parts).values({ userId, pieceId: piece!.id, name: "Lid", notes: "fits" });
  const [formed] = await db
    .insert(stageHistory)
    .values({ userId, pieceId: piece!.id, stage: "Formed", location: "Drying Rack", date: new Date("2026-02-01T10:00:00Z") })
    .returning();
  const [bisqued] = await db
    .insert(stageHistory)
    .values({ userId, pieceId: piece!.id, stage: "Bisqued", location: "Kiln Room", date: new Date("2026-02-10T10:00:00Z"), notes: "even" })
    .returning();
  await db.insert(stageHistory).values({ userId, pieceId: second!.id, stage: "Formed", location: "Shelf 2" });
  void formed;
  await db.insert(decorationLayers).values([
    { userId, pieceId: piece!.id, glazeId: base!.id, placement: "Outside", orderIndex: 0, coats: 2 },
    { userId, pieceId: piece!.id, comboId: combo!.id, comboName: "Blue over white", placement: "Inside", orderIndex: 1, materialName: "Cobalt" },
  ]);
  const [firing] = await db
    .insert(firings)
    .values({ userId, kilnId: kiln!.id, kind: "bisque", targetCone: "04", status: "done", imageUrls: [p3], peakTemperatureC: 1060, plannedDate: "2026-02-09" })
    .returning();
  await db.insert(firingPieces).values({ userId, firingId: firing!.id, pieceId: piece!.id, outcome: "survived", stageEntryId: bisqued!.id, position: "top" });
  await db.insert(testTiles).values([
    { userId, glazeId: base!.id, materialLabel: "Shino", clayBody: "B-Mix", cone: "10", rating: 4, imageUrls: [p2], firingId: firing!.id },
    { userId, surfaceComboId: combo!.id, materialLabel: "Blue over white", clayBody: "Porcelain", firedOn: "2026-03-01" },
  ]);
  const settings = await client.patch("/api/reminder-settings", { thresholds: { Formed: 3 }, dailyTime: "07:30", timeZone: "Europe/Lisbon" });
  expect(settings.status).toBe(200);
  await db.insert(reminderMutes).values({ userId, key: `piece-${second!.id}-formed`, pieceId: second!.id, dismissed: true });
  await db.insert(reminderDeliveries).values({ userId, key: `firing-${firing!.id}-unload`, channel: "email" });
  await db.insert(studioLocations).values({ userId, name: "Back shelf", description: "by the door" });
  await db.insert(customStudioLocations).values({ userId, name: "Garage" });
  // Rows written straight into the tables: their stored stages and short codes are given as the app would.
  await rebuildCurrentStages(db, userId);
  await fillMissingCodes(db, userId);
}

export async function exportOf(ctx: TestContext, client: TestClient): Promise<Uint8Array> {
  const res = await ctx.app.request("/api/export", { headers: { cookie: client.cookieHeader() ?? "" } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

export function importForm(bytes: Uint8Array, fields: Record<string, string> = {}, name = "claybook-export.zip"): FormData {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/zip" }), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** Starts an import and waits for its job to end; answers the start response and the finished job. */
export async function runImport(client: TestClient, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const started = await client.post("/api/import", importForm(bytes, fields));
  if (started.status !== 202) return { started, job: null };
  await settleBackgroundTasks();
  const job = await client.get(`/api/import/${started.body.id}`);
  expect(job.status).toBe(200);
  return { started, job: job.body };
}

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The import's own table list (server/services/import/import-tables.ts), plus what the import writes beside it. */
const KIND_OF_TABLE: [string, ImportTable][] = [
  ...[...IMPORT_TABLES, REMINDER_SETTINGS_SPEC].map((s) => [s.kind, s.table] as [string, ImportTable]),
  ["surfaceComboLayers", surfaceComboLayers],
  ["preferences", userPreferences],
];

/**
 * Every record of an account, per kind, with ids replaced by their position among the account's records of the
 * kind they name, and photo addresses by the SHA-256 of the stored file: equal snapshots mean equal studios.
 */
export async function snapshot(ctx: TestContext, userId: number) {
  const photoRows = await ctx.db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.createdAt), asc(photos.id));
  const photoHash = new Map<string, string>();
  for (const row of photoRows) {
    const stored = await ctx.deps.storage.get(row.id);
    const bytes = new Uint8Array(await new Response(stored!.body).arrayBuffer());
    photoHash.set(`/api/photos/${row.id}`, sha(bytes));
  }
  const positions = new Map<string, Map<number, number>>();
  const rowsOf = new Map<string, Record<string, unknown>[]>();
  for (const [kind, table] of KIND_OF_TABLE) {
    const rows = (await ctx.db.select().from(table).where(eq(table.userId, userId)).orderBy(asc(table.id))) as Record<string, unknown>[];
    rowsOf.set(kind, rows);
    positions.set(kind, new Map(rows.map((r, i) => [r.id as number, i])));
  }
  const refKind: Record<string, string> = {};
  const listKind: Record<string, string> = {};
  for (const spec of IMPORT_TABLES) {
    Object.assign(refKind, Object.fromEntries(Object.entries(spec.refs ?? {}).map(([c, k]) => [`${spec.kind}.${c}`, k])));
    Object.assign(listKind, Object.fromEntries(Object.entries(spec.listRefs ?? {}).map(([c, k]) => [`${spec.kind}.${c}`, k])));
  }
  Object.assign(refKind, { "glazes.baseLayerGlazeId": "glazes", "glazes.topLayerGlazeId": "glazes", "surfaceComboLayers.comboId": "surfaceCombos" });
  const pos = (kind: string, id: unknown) => (id === null ? null : positions.get(kind)!.get(id as number));
  const photo = (url: unknown) => photoHash.get(url as string) ?? `not a photo of this account: ${String(url)}`;
  const result: Record<string, unknown[]> = {};
  for (const [kind] of KIND_OF_TABLE) {
    result[kind] = rowsOf.get(kind)!.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) {
        if (key === "id" || key === "userId" || key === "searchVector" || key === "nextDigestAt") continue;
        const ref = refKind[`${kind}.${key}`];
        const list = listKind[`${kind}.${key}`];
        if (ref) out[key] = pos(ref, value);
        else if (list) out[key] = (value as number[]).map((v) => pos(list, v));
        else if (kind === "materialPrices" && key === "materialId") {
          // An own material's number as text, rewired by the import like a recipe line's (product.md#r280).
          out[key] = /^\d+$/.test(value as string) ? `material ${pos("materials", Number(value))}` : value;
        } else if (key === "imageUrls") out[key] = (value as string[]).map(photo);
        else if (key === "comboImageUrl") out[key] = value === null ? null : photo(value);
        else if (key === "key") {
          const parsed = parseReminderKey(value as string)!;
          out[key] = parsed.kind === "piece" ? `piece ${pos("pieces", parsed.pieceId)} ${parsed.stage}` : `firing ${pos("firings", parsed.firingId)} ${parsed.what}`;
        } else if (kind === "preferences" && (key === "createdAt" || key === "updatedAt")) continue;
        else out[key] = value;
      }
      return out;
    });
  }
  result.photos = photoRows
    .map(({ id, userId: _u, ...rest }) => ({ ...rest, file: photoHash.get(`/api/photos/${id}`)! }))
    .sort((a, b) => a.file.localeCompare(b.file));
  return result;
}

/**
 * Stores what an importer from another app read (docs/decisions/0152-importers-from-other-apps.md,
 * 0211-imported-records.md): surface treatments, kilns, pieces with their stage entries, photos, layers and fate,
 * firings with their pieces, test tiles, clay bodies. Each record made is remembered in import_sources by (file hash,
 * kind, source id), so importing the same file again adds nothing. Everything the importer could not map, and every
 * unreadable line, goes into `skipped`, and so does every value the writer fills in that the file did not give.
 *
 * Written in batches of BATCH records, each its own short transaction (docs/decisions/0171-import-batches.md), so
 * other potters' requests run between them; the import_sources rows carry the job's id, and a failed import
 * removes what they name (import-undo.ts). A dry run rolls each batch back.
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { ImportSkipped } from "../../../contract/import/schemas";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import type { Tx } from "../../db/client";
import { glazes, photos, pieces, stageHistory, userPreferences } from "../../db/schema";
import { AppError } from "../../errors";
import { takeCodes } from "../codes/codes";
import { refreshCurrentStages } from "../pieces/current-stage";
import type { ImportReport } from "./import-claybook";
import { inBatches, knownIds, learn, remember, Tally, type ForeignRun, type SourceIds } from "./import-foreign-run";
import { insertLayers } from "./import-foreign-layers";
import { linkWaitingLogs, waitingLogs } from "./import-foreign-logs";
import { importFirings, importKilns, importTestTiles } from "./import-foreign-records";
import { importRecipes } from "./import-foreign-recipes";
import { importSales } from "./import-foreign-sales";
import { setImportedSelling } from "../business/selling";
import type { ImportedData, ImportedPiece, ImportedStageEntry } from "./importers/importer";
import { photoUrl, storageKeysOf } from "../photos/photos-refs";
import { processPhoto } from "../photos/photos-image";
import { limitPhotoWork } from "../photos/photos-limit";
import { randomBytes } from "node:crypto";
import { importedInstant } from "./imported-day";

export type { ForeignRun } from "./import-foreign-run";

export const FOREIGN_TEXTS = {
  photoUnreadable: "not a photo Claybook can read",
  photoMissing: "named in the export but not in the archive",
  badMoney: (message: string) => `left out: ${message}`,
  stageTwice: "a later entry for a stage the piece already has: the first is kept (its notes are added to it)",
  piecePlace: "the file gives no place for this stage: the piece's place, from the file, is written",
  noPlace: "the file gives no place for this stage: the entry has none, and the piece shows where a piece with no location does",
} as const;

/** Where the skipped entries of an importer's unmapped values and bad lines come from. */
export function skippedOf(data: ImportedData): ImportSkipped[] {
  return [
    ...data.unmapped.map((u) => ({ kind: u.kind ?? "pieces", field: u.field, count: u.count, reason: u.reason })),
    ...data.badLines.map((b) => ({ kind: "lines", line: b.line, count: 1, reason: b.message })),
  ];
}

/** A photo from the archive goes the upload's way (product.md#r23): checked, re-encoded by sharp, thumbnail. */
async function storePhoto(run: ForeignRun, tx: Tx, entry: string, tally: Tally): Promise<string | null> {
  if (run.source.kind !== "zip" || !run.source.zip.names.has(entry)) {
    tally.skip("photos", FOREIGN_TEXTS.photoMissing, "images");
    return null;
  }
  const bytes = await run.source.zip.read(entry);
  let processed;
  try {
    processed = await limitPhotoWork(() => processPhoto(entry, bytes));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    tally.skip("photos", FOREIGN_TEXTS.photoUnreadable, "images");
    return null;
  }
  const id = `${randomBytes(16).toString("base64url")}.${processed.ext}`;
  if (!run.dryRun) {
    const [fullKey, thumbKey] = storageKeysOf(id);
    run.stored.push(id);
    await run.deps.storage.put(fullKey, processed.full, processed.contentType);
    await run.deps.storage.put(thumbKey, processed.thumb, processed.contentType);
  }
  await tx.insert(photos).values({
    id,
    userId: run.userId,
    contentType: processed.contentType,
    width: processed.width,
    height: processed.height,
    bytes: processed.full.length,
    thumbBytes: processed.thumb.length,
    createdAt: run.deps.now(),
    attachedAt: run.deps.now(),
  });
  await remember(run, tx, "photos", [[id, id]]);
  tally.add("photos");
  return photoUrl(id);
}

const numeric = (n: number | null) => (n === null ? null : n.toFixed(2));

/**
 * A stage entry's place: its own, else the piece's when the file gave one, else none: an empty place, which the
 * current-stage rule reads as no place, so the piece shows the place a piece with no location does (product.md#r20),
 * and no location the file never named joins the potter's places (docs/decisions/0300-imported-entries-without-a-place.md).
 * Nothing is filled in silently: both cases are listed (product.md#r149).
 */
function placeOf(entry: ImportedStageEntry, piece: ImportedPiece, local: Tally): string {
  if (entry.location) return entry.location;
  if (piece.location) {
    local.skip("stageHistory", FOREIGN_TEXTS.piecePlace, "location");
    return piece.location;
  }
  local.skip("stageHistory", FOREIGN_TEXTS.noPlace, "location");
  return "";
}

/** When a piece ended: the file's date, else its last stage's date, else its creation, else now. */
function fateAt(piece: ImportedPiece, now: Date, zone: string): Date {
  const last = piece.stages.map((s) => s.date).filter((d): d is string => d !== null).sort().at(-1);
  const at = piece.fate?.at ?? last ?? piece.createdAt;
  return importedInstant(at, zone, now);
}

async function importPieces(run: ForeignRun, tally: Tally, progress: (n: number) => void, glazeIds: SourceIds): Promise<SourceIds> {
  const store = await pieceStore(run, tally, progress, glazeIds);
  await store.add(run.data.pieces);
  return store.ids;
}

/**
 * Stores pieces as they are given, in batches: all at once from a file read whole, or a few hundred at a time from a
 * CSV stored while it is read (docs/decisions/0222-import-memory.md). A piece this file already made is skipped.
 */
async function pieceStore(run: ForeignRun, tally: Tally, progress: (n: number) => void, glazeIds: SourceIds): Promise<{ ids: SourceIds; add: (given: readonly ImportedPiece[]) => Promise<void> }> {
  const ids = await knownIds(run, "pieces");
  // Firing logs imported before their pieces (The Potter's Mud Room): linked as the pieces they name arrive.
  const waiting = await waitingLogs(run);
  const now = run.deps.now();
  const add = (given: readonly ImportedPiece[]) => {
    const fresh: ImportedPiece[] = [];
    for (const piece of given) {
      if (ids.has(piece.sourceId)) tally.skip("pieces", IMPORT_TEXTS.skippedDuplicate);
      else fresh.push(piece);
    }
    return storePieces(run, fresh, tally, progress, glazeIds, ids, now, waiting);
  };
  return { ids, add };
}

async function storePieces(run: ForeignRun, fresh: ImportedPiece[], tally: Tally, progress: (n: number) => void, glazeIds: SourceIds, ids: SourceIds, now: Date, waiting: Map<string, number[]>): Promise<void> {
  await inBatches(run, fresh, tally, progress, async (tx, batch, local) => {
      const values = [];
      for (const piece of batch) {
        const imageUrls: string[] = [];
        for (const entry of piece.photos) {
          const url = await storePhoto(run, tx, entry, local);
          if (url) imageUrls.push(url);
        }
        const createdAt = importedInstant(piece.createdAt, run.timeZone, now);
        values.push({
          userId: run.userId,
          name: piece.name,
          type: piece.type,
          clayBody: piece.clayBody,
          tags: piece.tags,
          imageUrls,
          studioLocation: piece.location,
          notes: piece.notes,
          height: numeric(piece.height),
          width: numeric(piece.width),
          depth: numeric(piece.depth),
          clayWeight: numeric(piece.clayWeight ?? null),
          createdAt,
          updatedAt: createdAt,
          // A piece that ended in the other app (product.md#r180): its stage is set below, once the entries are in.
          ...(piece.fate ? { fate: piece.fate.fate, fateCause: piece.fate.cause, fateNote: piece.fate.note, fateAt: fateAt(piece, now, run.timeZone) } : {}),
        });
      }
      // Codes are handed out here, in the batch's transaction (docs/decisions/0146-short-codes.md).
      const codes = await takeCodes(tx, run.userId, "piece", values.map((v) => v.createdAt));
      const inserted = await tx
        .insert(pieces)
        .values(values.map((v, index) => ({ ...v, code: codes[index]! })))
        .returning({ id: pieces.id });
      const entries = batch.flatMap((piece, index) => {
        // One entry per stage and piece (product.md#r147): another app's repeated stage adds its notes to the first.
        const byStage = new Map<string, { userId: number; pieceId: number; stage: string; date: Date; location: string; notes: string | null }>();
        for (const s of piece.stages) {
          const first = byStage.get(s.stage);
          if (first) {
            local.skip("stageHistory", FOREIGN_TEXTS.stageTwice);
            if (s.notes) first.notes = first.notes ? `${first.notes}\n\n${s.notes}` : s.notes;
            continue;
          }
          byStage.set(s.stage, {
            userId: run.userId,
            pieceId: inserted[index]!.id,
            stage: s.stage,
            date: importedInstant(s.date, run.timeZone, now),
            location: placeOf(s, piece, local),
            notes: s.notes,
          });
        }
        return [...byStage.values()];
      });
      if (entries.length > 0) await tx.insert(stageHistory).values(entries);
      const pieceIds = inserted.map((row) => row.id);
      await refreshCurrentStages(tx, pieceIds);
      // An ended piece's stage is the furthest it reached, as its entries give it (decision 0200).
      if (batch.some((p) => p.fate)) {
        await tx
          .update(pieces)
          .set({ fateStage: sql`coalesce(${pieces.currentStage}, 'Formed')` })
          .where(and(inArray(pieces.id, pieceIds), isNotNull(pieces.fate)));
      }
      await insertLayers(run, tx, batch.map((p) => p.layers), pieceIds, glazeIds, local);
      await storeSelling(run, tx, batch, pieceIds, local);
      await linkWaitingLogs(run, tx, waiting, batch.map((p, index) => ({ name: p.name, id: pieceIds[index]! })), local);
      const pairs = inserted.map((row, index): [string, number] => [batch[index]!.sourceId, row.id]);
      await remember(run, tx, "pieces", pairs);
      learn(run, ids, pairs);
      local.add("stageHistory", entries.length);
      local.add("pieces", inserted.length);
  });
}

/**
 * A piece's price and other costs from the file, through the business area's rules (product.md#r270); an amount the
 * potter's currency cannot hold is listed and left out, the piece kept.
 */
async function storeSelling(run: ForeignRun, tx: Tx, batch: ImportedPiece[], pieceIds: number[], local: Tally): Promise<void> {
  for (const [index, piece] of batch.entries()) {
    if ((piece.price ?? null) === null && (piece.otherCosts ?? []).length === 0) continue;
    try {
      await setImportedSelling(tx, run.userId, pieceIds[index]!, { price: piece.price ?? null, otherCosts: piece.otherCosts ?? [] }, run.deps.now());
      local.add("pieceSelling");
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      local.skip("pieceSelling", FOREIGN_TEXTS.badMoney(err.message), "price");
    }
  }
}

async function importGlazes(run: ForeignRun, tally: Tally, progress: (n: number) => void, recipeIds: SourceIds): Promise<SourceIds> {
  const ids = await knownIds(run, "glazes");
  const fresh = run.data.glazes.filter((glaze) => {
    if (ids.has(glaze.sourceId)) tally.skip("glazes", IMPORT_TEXTS.skippedDuplicate);
    return !ids.has(glaze.sourceId);
  });
  await inBatches(run, fresh, tally, progress, async (tx, batch, local) => {
    const codes = await takeCodes(tx, run.userId, "surface", batch.map(() => run.deps.now()));
    const rows = await tx
      .insert(glazes)
      .values(
        batch.map((glaze, index) => ({
          userId: run.userId,
          name: glaze.name,
          type: glaze.type,
          brand: glaze.brand,
          color: glaze.color,
          temperature: glaze.temperature,
          finish: glaze.finish,
          notes: glaze.notes,
          code: codes[index]!,
          // The surface mixed from the file's recipe carries it (product.md#r260).
          recipeId: glaze.recipeSourceId ? (recipeIds.get(glaze.recipeSourceId) ?? null) : null,
        })),
      )
      .returning({ id: glazes.id });
    const pairs = rows.map((row, index): [string, number] => [batch[index]!.sourceId, row.id]);
    await remember(run, tx, "glazes", pairs);
    learn(run, ids, pairs);
    local.add("glazes", rows.length);
  });
  return ids;
}

/** Clay bodies join the potter's list (product.md#r147); one already there is not added twice. */
async function importClayBodies(run: ForeignRun, tx: Tx, tally: Tally): Promise<void> {
  const names = [...new Set(run.data.clayBodies.map((n) => n.trim()).filter((n) => n !== ""))];
  if (names.length === 0) return;
  const [mine] = await tx.select({ id: userPreferences.id, clayBodies: userPreferences.clayBodies }).from(userPreferences).where(eq(userPreferences.userId, run.userId));
  const have = new Set((mine?.clayBodies ?? []).map((n) => n.toLowerCase()));
  const added = names.filter((n) => !have.has(n.toLowerCase()));
  if (added.length === 0) return;
  if (mine) await tx.update(userPreferences).set({ clayBodies: [...(mine.clayBodies ?? []), ...added] }).where(eq(userPreferences.id, mine.id));
  else await tx.insert(userPreferences).values({ userId: run.userId, clayBodies: added });
  tally.add("clayBodies", added.length);
}

/**
 * The whole write, batch by batch. The clay bodies, the one change that is not a new record, go in `finish`: the
 * caller's last transaction, which also marks the job done, so they arrive with it or not at all.
 */
export async function importForeign(run: ForeignRun): Promise<{ report: ImportReport; finish: (tx: Tx) => Promise<void>; data: ImportedData }> {
  const tally = new Tally();
  let done = 0;
  if (run.streamed) {
    const total = run.streamed.expected || 1;
    const progress = (n: number) => run.onProgress((done += n) / total);
    // A refusal (a CSV without a name column) is known from the header, before any piece is handed over.
    const store = await pieceStore(run, tally, progress, await knownIds(run, "glazes"));
    run = { ...run, data: await run.streamed.read((given) => store.add(given)) };
    if (run.data.refusal !== null && !run.dryRun) throw AppError.badRequest(run.data.refusal);
  } else {
    if (run.data.refusal !== null && !run.dryRun) throw AppError.badRequest(run.data.refusal);
    const { pieces: p, glazes: g, firings: f, kilns: k, testTiles: t, recipes: r, sales: s } = run.data;
    const total = p.length + g.length + f.length + k.length + t.length + r.length + s.length || 1;
    const progress = (n: number) => run.onProgress((done += n) / total);
    // Each kind after the ones it points at: surfaces at recipes, layers and tiles at glazes, firings at kilns and
    // pieces, sales at pieces.
    const recipeIds = await importRecipes(run, tally, progress);
    const glazeIds = await importGlazes(run, tally, progress, recipeIds);
    const kilnIds = await importKilns(run, tally, progress);
    const pieceIds = await importPieces(run, tally, progress, glazeIds);
    await importFirings(run, tally, progress, kilnIds, pieceIds);
    await importTestTiles(run, tally, progress, glazeIds);
    await importSales(run, tally, progress);
  }
  // A dry run counts the clay bodies too: the check reads, the write is rolled back with the batch.
  if (run.dryRun) await run.batch((tx) => importClayBodies(run, tx, tally));
  const skipped = () => [...skippedOf(run.data), ...tally.list()];
  return {
    data: run.data,
    report: { counts: tally.counts, skipped: skipped() },
    finish: async (tx) => {
      if (run.dryRun) return;
      await importClayBodies(run, tx, tally);
    },
  };
}

/**
 * Stores what an importer from another app read (issue 24, docs/decisions/0152-importers-from-other-apps.md),
 * inside the job's transaction: pieces with their stage entries and photos, surface treatments, clay bodies. Each
 * record made is remembered in import_sources by (file hash, kind, source id), so importing the same file again adds
 * nothing. Everything the importer could not map, and every unreadable line, goes into `skipped`.
 */
import { and, eq } from "drizzle-orm";
import type { ImportSkipped } from "../../contract/import/schemas";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { DEFAULT_LOCATION } from "../../contract/stages/texts";
import type { AppDeps } from "../context";
import type { Tx } from "../db/client";
import { firings, glazes, importSources, photos, pieces, stageHistory, userPreferences } from "../db/schema";
import { AppError } from "../errors";
import { fillMissingCodes } from "./codes";
import { rebuildCurrentStages } from "./current-stage";
import type { ImportReport } from "./import-claybook";
import type { ImportedData, ImportedPiece, ImportSource } from "./importers/importer";
import { photoUrl, storageKeysOf } from "./photos-refs";
import { processPhoto } from "./photos-image";
import { limitPhotoWork } from "./photos-limit";
import { randomBytes } from "node:crypto";

const BATCH = 500;

export interface ForeignRun {
  deps: AppDeps;
  tx: Tx;
  userId: number;
  fileHash: string;
  source: ImportSource;
  data: ImportedData;
  dryRun: boolean;
  /** Storage keys written so far, so a failed import can remove them. */
  stored: string[];
  onProgress: (done: number) => void;
}

export const FOREIGN_TEXTS = {
  photoUnreadable: "not a photo Claybook can read",
  photoMissing: "named in the export but not in the archive",
  stageTwice: "a later entry for a stage the piece already has: the first is kept (its notes are added to it)",
} as const;

/** Where the skipped entries of an importer's unmapped values and bad lines come from. */
export function skippedOf(data: ImportedData): ImportSkipped[] {
  return [
    ...data.unmapped.map((u) => ({ kind: u.kind ?? "pieces", field: u.field, count: u.count, reason: u.reason })),
    ...data.badLines.map((b) => ({ kind: "lines", line: b.line, count: 1, reason: b.message })),
  ];
}

async function known(run: ForeignRun, kind: string): Promise<Set<string>> {
  const rows = await run.tx
    .select({ sourceId: importSources.sourceId })
    .from(importSources)
    .where(and(eq(importSources.userId, run.userId), eq(importSources.fileHash, run.fileHash), eq(importSources.kind, kind)));
  return new Set(rows.map((r) => r.sourceId));
}

async function remember(run: ForeignRun, kind: string, pairs: [string, number | string][]): Promise<void> {
  for (let i = 0; i < pairs.length; i += BATCH) {
    await run.tx
      .insert(importSources)
      .values(pairs.slice(i, i + BATCH).map(([sourceId, targetId]) => ({ userId: run.userId, fileHash: run.fileHash, kind, sourceId, targetId: String(targetId) })));
  }
}

class Tally {
  readonly counts: Record<string, number> = {};
  private readonly skips = new Map<string, ImportSkipped>();
  add(kind: string, n = 1) {
    if (n > 0) this.counts[kind] = (this.counts[kind] ?? 0) + n;
  }
  skip(kind: string, reason: string, field?: string) {
    const key = `${kind}\0${field ?? ""}\0${reason}`;
    const entry = this.skips.get(key) ?? { kind, count: 0, reason, ...(field ? { field } : {}) };
    entry.count++;
    this.skips.set(key, entry);
  }
  list(): ImportSkipped[] {
    return [...this.skips.values()];
  }
}

/** A photo from the archive goes the upload's way (product.md#r23): checked, re-encoded by sharp, thumbnail. */
async function storePhoto(run: ForeignRun, entry: string, tally: Tally): Promise<string | null> {
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
  await run.tx.insert(photos).values({
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
  tally.add("photos");
  return photoUrl(id);
}

const numeric = (n: number | null) => (n === null ? null : n.toFixed(2));

async function importPieces(run: ForeignRun, tally: Tally, progress: () => void): Promise<void> {
  const done = await known(run, "pieces");
  const fresh: ImportedPiece[] = [];
  for (const piece of run.data.pieces) {
    if (done.has(piece.sourceId)) tally.skip("pieces", IMPORT_TEXTS.skippedDuplicate);
    else fresh.push(piece);
  }
  const now = run.deps.now();
  const pairs: [string, number][] = [];
  for (let i = 0; i < fresh.length; i += BATCH) {
    const batch = fresh.slice(i, i + BATCH);
    const values = [];
    for (const piece of batch) {
      progress();
      const imageUrls: string[] = [];
      for (const entry of piece.photos) {
        const url = await storePhoto(run, entry, tally);
        if (url) imageUrls.push(url);
      }
      const createdAt = piece.createdAt ? new Date(piece.createdAt) : now;
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
        createdAt,
        updatedAt: createdAt,
      });
    }
    const inserted = await run.tx.insert(pieces).values(values).returning({ id: pieces.id });
    const entries = batch.flatMap((piece, index) => {
      // One entry per stage and piece (product.md#r147): another app's repeated stage adds its notes to the first.
      const byStage = new Map<string, { userId: number; pieceId: number; stage: string; date: Date; location: string; notes: string | null }>();
      for (const s of piece.stages) {
        const first = byStage.get(s.stage);
        if (first) {
          tally.skip("stageHistory", FOREIGN_TEXTS.stageTwice);
          if (s.notes) first.notes = first.notes ? `${first.notes}\n\n${s.notes}` : s.notes;
          continue;
        }
        byStage.set(s.stage, {
          userId: run.userId,
          pieceId: inserted[index]!.id,
          stage: s.stage,
          date: s.date ? new Date(s.date) : now,
          location: s.location ?? piece.location ?? DEFAULT_LOCATION,
          notes: s.notes,
        });
      }
      return [...byStage.values()];
    });
    if (entries.length > 0) await run.tx.insert(stageHistory).values(entries);
    tally.add("stageHistory", entries.length);
    inserted.forEach((row, index) => pairs.push([batch[index]!.sourceId, row.id]));
  }
  await remember(run, "pieces", pairs);
  tally.add("pieces", pairs.length);
}

async function importGlazes(run: ForeignRun, tally: Tally, progress: () => void): Promise<void> {
  const done = await known(run, "glazes");
  const pairs: [string, number][] = [];
  for (const glaze of run.data.glazes) {
    progress();
    if (done.has(glaze.sourceId)) {
      tally.skip("glazes", IMPORT_TEXTS.skippedDuplicate);
      continue;
    }
    const [row] = await run.tx
      .insert(glazes)
      .values({ userId: run.userId, name: glaze.name, type: glaze.type, brand: glaze.brand, color: glaze.color, temperature: glaze.temperature, finish: glaze.finish, notes: glaze.notes })
      .returning({ id: glazes.id });
    pairs.push([glaze.sourceId, row!.id]);
  }
  await remember(run, "glazes", pairs);
  tally.add("glazes", pairs.length);
}

async function importFirings(run: ForeignRun, tally: Tally, progress: () => void): Promise<void> {
  const done = await known(run, "firings");
  const pairs: [string, number][] = [];
  for (const firing of run.data.firings) {
    progress();
    if (done.has(firing.sourceId)) {
      tally.skip("firings", IMPORT_TEXTS.skippedDuplicate);
      continue;
    }
    const when = firing.date ? new Date(firing.date) : run.deps.now();
    const [row] = await run.tx
      .insert(firings)
      .values({
        userId: run.userId,
        kind: firing.kind,
        targetCone: firing.targetCone,
        atmosphere: firing.atmosphere,
        status: "done",
        plannedDate: firing.date ? firing.date.slice(0, 10) : null,
        finishedAt: when,
        statusChangedAt: when,
        notes: firing.notes,
        createdAt: when,
      })
      .returning({ id: firings.id });
    pairs.push([firing.sourceId, row!.id]);
  }
  await remember(run, "firings", pairs);
  tally.add("firings", pairs.length);
}

/** Clay bodies join the potter's list (product.md#r147); one already there is not added twice. */
async function importClayBodies(run: ForeignRun, tally: Tally): Promise<void> {
  const names = [...new Set(run.data.clayBodies.map((n) => n.trim()).filter((n) => n !== ""))];
  if (names.length === 0) return;
  const [mine] = await run.tx.select({ id: userPreferences.id, clayBodies: userPreferences.clayBodies }).from(userPreferences).where(eq(userPreferences.userId, run.userId));
  const have = new Set((mine?.clayBodies ?? []).map((n) => n.toLowerCase()));
  const added = names.filter((n) => !have.has(n.toLowerCase()));
  if (added.length === 0) return;
  if (mine) await run.tx.update(userPreferences).set({ clayBodies: [...(mine.clayBodies ?? []), ...added] }).where(eq(userPreferences.id, mine.id));
  else await run.tx.insert(userPreferences).values({ userId: run.userId, clayBodies: added });
  tally.add("clayBodies", added.length);
}

/** The whole write; the caller's transaction makes it all or nothing. */
export async function importForeign(run: ForeignRun): Promise<ImportReport> {
  if (run.data.refusal !== null && !run.dryRun) throw AppError.badRequest(run.data.refusal);
  const tally = new Tally();
  const total = run.data.pieces.length + run.data.glazes.length + run.data.firings.length || 1;
  let done = 0;
  const progress = () => run.onProgress(++done / total);
  await importClayBodies(run, tally);
  await importGlazes(run, tally, progress);
  await importPieces(run, tally, progress);
  await importFirings(run, tally, progress);
  await rebuildCurrentStages(run.tx, run.userId);
  await fillMissingCodes(run.tx, run.userId);
  return { counts: tally.counts, skipped: [...skippedOf(run.data), ...tally.list()] };
}

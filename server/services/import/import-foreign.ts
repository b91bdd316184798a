/**
 * Stores what an importer from another app read (issue 24, docs/decisions/0152-importers-from-other-apps.md): pieces
 * with their stage entries and photos, surface treatments, clay bodies. Each record made is remembered in
 * import_sources by (file hash, kind, source id), so importing the same file again adds nothing. Everything the
 * importer could not map, and every unreadable line, goes into `skipped`.
 *
 * Written in batches of BATCH records, each its own short transaction (docs/decisions/0171-import-batches.md), so
 * other potters' requests run between them; the import_sources rows carry the job's id, and a failed import
 * removes what they name (import-undo.ts). A dry run rolls each batch back.
 */
import { and, eq } from "drizzle-orm";
import type { ImportSkipped } from "../../../contract/import/schemas";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import { DEFAULT_LOCATION } from "../../../contract/stages/texts";
import type { AppDeps } from "../../context";
import type { Tx } from "../../db/client";
import { firings, glazes, importSources, photos, pieces, stageHistory, userPreferences } from "../../db/schema";
import { AppError } from "../../errors";
import { takeCodes } from "../codes/codes";
import { refreshCurrentStages } from "../pieces/current-stage";
import type { ImportReport } from "./import-claybook";
import type { ImportedData, ImportedPiece, ImportSource } from "./importers/importer";
import { photoUrl, storageKeysOf } from "../photos/photos-refs";
import { processPhoto } from "../photos/photos-image";
import { limitPhotoWork } from "../photos/photos-limit";
import { randomBytes } from "node:crypto";

const BATCH = 500;

export interface ForeignRun {
  deps: AppDeps;
  /** Runs one batch in its own transaction (rolled back in a dry run) and lets other work run after it. */
  batch<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Pieces per batch, when the batches are sized by how long they hold the database (import-batch.ts); else BATCH. */
  batchSize?: () => number;
  jobId: number;
  userId: number;
  fileHash: string;
  source: ImportSource;
  data: ImportedData;
  dryRun: boolean;
  /** Storage keys written so far, so a failed import can remove them. */
  stored: string[];
  onProgress: (done: number) => void;
  /**
   * A file whose pieces are stored while it is read (a CSV, docs/decisions/0222-import-memory.md): `read` hands
   * the pieces to `store` a few hundred at a time and answers the rest of what it read (with no pieces); `expected`
   * is about how many pieces the file holds, for the progress. `data` is then ignored.
   */
  streamed?: { expected: number; read: (store: (pieces: ImportedPiece[]) => Promise<void>) => Promise<ImportedData> };
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
  const rows = await run.deps.db
    .select({ sourceId: importSources.sourceId })
    .from(importSources)
    .where(and(eq(importSources.userId, run.userId), eq(importSources.fileHash, run.fileHash), eq(importSources.kind, kind)));
  return new Set(rows.map((r) => r.sourceId));
}

/** In the batch's transaction: the records it made, tagged with the job, so a failed import can remove them. */
async function remember(run: ForeignRun, tx: Tx, kind: string, pairs: [string, number | string][]): Promise<void> {
  if (pairs.length === 0) return;
  await tx
    .insert(importSources)
    .values(pairs.map(([sourceId, targetId]) => ({ userId: run.userId, fileHash: run.fileHash, kind, sourceId, targetId: String(targetId), importJobId: run.jobId })));
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
  merge(other: Tally) {
    for (const [kind, n] of Object.entries(other.counts)) this.add(kind, n);
    for (const entry of other.list()) {
      const key = `${entry.kind}\0${entry.field ?? ""}\0${entry.reason}`;
      const mine = this.skips.get(key) ?? { ...entry, count: 0 };
      mine.count += entry.count;
      this.skips.set(key, mine);
    }
  }
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

async function importPieces(run: ForeignRun, tally: Tally, progress: (n: number) => void): Promise<void> {
  await (await pieceStore(run, tally, progress))(run.data.pieces);
}

/** Stores pieces as they are given, in batches; a piece this file already made for the potter is skipped. */
async function pieceStore(run: ForeignRun, tally: Tally, progress: (n: number) => void): Promise<(pieces: ImportedPiece[]) => Promise<void>> {
  const done = await known(run, "pieces");
  return (given) => storePieces(run, tally, progress, done, given);
}

async function storePieces(run: ForeignRun, tally: Tally, progress: (n: number) => void, done: Set<string>, given: ImportedPiece[]): Promise<void> {
  const fresh: ImportedPiece[] = [];
  for (const piece of given) {
    if (done.has(piece.sourceId)) tally.skip("pieces", IMPORT_TEXTS.skippedDuplicate);
    else fresh.push(piece);
  }
  const now = run.deps.now();
  for (let i = 0; i < fresh.length; ) {
    const batch = fresh.slice(i, (i += run.batchSize?.() ?? BATCH));
    const made = await run.batch(async (tx) => {
      const local = new Tally();
      const values = [];
      for (const piece of batch) {
        const imageUrls: string[] = [];
        for (const entry of piece.photos) {
          const url = await storePhoto(run, tx, entry, local);
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
            date: s.date ? new Date(s.date) : now,
            location: s.location ?? piece.location ?? DEFAULT_LOCATION,
            notes: s.notes,
          });
        }
        return [...byStage.values()];
      });
      if (entries.length > 0) await tx.insert(stageHistory).values(entries);
      await refreshCurrentStages(tx, inserted.map((row) => row.id));
      await remember(run, tx, "pieces", inserted.map((row, index) => [batch[index]!.sourceId, row.id]));
      local.add("stageHistory", entries.length);
      local.add("pieces", inserted.length);
      return local;
    });
    tally.merge(made);
    progress(batch.length);
  }
}

async function importGlazes(run: ForeignRun, tally: Tally, progress: (n: number) => void): Promise<void> {
  const done = await known(run, "glazes");
  const fresh = run.data.glazes.filter((glaze) => {
    if (done.has(glaze.sourceId)) tally.skip("glazes", IMPORT_TEXTS.skippedDuplicate);
    return !done.has(glaze.sourceId);
  });
  for (let i = 0; i < fresh.length; i += BATCH) {
    const batch = fresh.slice(i, i + BATCH);
    const made = await run.batch(async (tx) => {
      const codes = await takeCodes(tx, run.userId, "surface", batch.map(() => run.deps.now()));
      const rows = await tx
        .insert(glazes)
        .values(batch.map((glaze, index) => ({ userId: run.userId, name: glaze.name, type: glaze.type, brand: glaze.brand, color: glaze.color, temperature: glaze.temperature, finish: glaze.finish, notes: glaze.notes, code: codes[index]! })))
        .returning({ id: glazes.id });
      await remember(run, tx, "glazes", rows.map((row, index) => [batch[index]!.sourceId, row.id]));
      return rows.length;
    });
    tally.add("glazes", made);
    progress(batch.length);
  }
}

async function importFirings(run: ForeignRun, tally: Tally, progress: (n: number) => void): Promise<void> {
  const done = await known(run, "firings");
  const fresh = run.data.firings.filter((firing) => {
    if (done.has(firing.sourceId)) tally.skip("firings", IMPORT_TEXTS.skippedDuplicate);
    return !done.has(firing.sourceId);
  });
  for (let i = 0; i < fresh.length; i += BATCH) {
    const batch = fresh.slice(i, i + BATCH);
    const made = await run.batch(async (tx) => {
      const whens = batch.map((firing) => (firing.date ? new Date(firing.date) : run.deps.now()));
      const codes = await takeCodes(tx, run.userId, "firing", whens);
      const rows = await tx
        .insert(firings)
        .values(
          batch.map((firing, index) => ({
            userId: run.userId,
            kind: firing.kind,
            targetCone: firing.targetCone,
            atmosphere: firing.atmosphere,
            status: "done",
            plannedDate: firing.date ? firing.date.slice(0, 10) : null,
            finishedAt: whens[index]!,
            statusChangedAt: whens[index]!,
            notes: firing.notes,
            createdAt: whens[index]!,
            code: codes[index]!,
          })),
        )
        .returning({ id: firings.id });
      await remember(run, tx, "firings", rows.map((row, index) => [batch[index]!.sourceId, row.id]));
      return rows.length;
    });
    tally.add("firings", made);
    progress(batch.length);
  }
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
    run = { ...run, data: await run.streamed.read(await pieceStore(run, tally, progress)) };
    if (run.data.refusal !== null && !run.dryRun) throw AppError.badRequest(run.data.refusal);
  } else {
    if (run.data.refusal !== null && !run.dryRun) throw AppError.badRequest(run.data.refusal);
    const total = run.data.pieces.length + run.data.glazes.length + run.data.firings.length || 1;
    const progress = (n: number) => run.onProgress((done += n) / total);
    await importGlazes(run, tally, progress);
    await importPieces(run, tally, progress);
    await importFirings(run, tally, progress);
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

/**
 * Takes back what a failed or interrupted import stored (docs/decisions/0171-import-batches.md,
 * 0241-claybook-import-in-batches.md). Its batches committed one by one, each tagging the records it made in
 * import_sources with the job's id; this removes those records, their photo files and the tags, a chunk at a time,
 * so a large undo holds no one up either.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { importJobs, importSources, photos, pieces } from "../../db/schema";
import { takeBackImportedSales } from "../business/sales";
import { forgetPieces } from "../pieces/current-stage";
import { removePhotoFiles } from "../photos/photos-refs";
import { yieldToOthers } from "./import-batch";
import { IMPORT_TABLES, REMINDER_SETTINGS_SPEC, type ImportTable } from "./import-tables";

const CHUNK = 500;

/**
 * The kinds an import makes, in the order they are removed: the records others point at last, and each table's rows
 * by id (what points at a removed row goes with it or loses the link, as the schema's foreign keys say); the photos
 * after everything naming them.
 */
const FIRST = ["pieces", "testTiles", "glazes", "firings", "kilns"];
const NUMBERED: readonly (readonly [string, ImportTable])[] = [
  ...FIRST.map((kind) => [kind, IMPORT_TABLES.find((spec) => spec.kind === kind)!.table] as const),
  ...[...IMPORT_TABLES, REMINDER_SETTINGS_SPEC].filter((spec) => !FIRST.includes(spec.kind)).map((spec) => [spec.kind, spec.table] as const),
];

export async function undoImport(deps: AppDeps, userId: number, jobId: number): Promise<void> {
  for (const [kind, table] of NUMBERED) {
    for (;;) {
      const tags = await deps.db
        .select({ id: importSources.id, targetId: importSources.targetId })
        .from(importSources)
        .where(and(eq(importSources.importJobId, jobId), eq(importSources.kind, kind)))
        .limit(CHUNK);
      if (tags.length === 0) break;
      await deps.db.transaction(async (tx) => {
        const ids = tags.map((t) => Number(t.targetId));
        if (kind === "pieces") {
          const gone = await tx
            .delete(pieces)
            .where(and(eq(pieces.userId, userId), inArray(pieces.id, ids)))
            .returning({ stage: pieces.currentStage, fate: pieces.fate });
          // A piece with a fate is in no stage total (product.md#r180).
          await forgetPieces(tx, userId, gone.map((p) => (p.fate === null ? p.stage : null)));
        } else if (kind === "sales") {
          // A sale marked its piece sold: the business area takes both back (docs/decisions/0321-mud-room-recipes-and-sales.md).
          await takeBackImportedSales(tx, userId, ids);
        } else {
          await tx.delete(table).where(and(eq(table.userId, userId), inArray(table.id, ids)));
        }
        await tx.delete(importSources).where(inArray(importSources.id, tags.map((t) => t.id)));
      });
      await yieldToOthers();
    }
  }
  for (;;) {
    const tags = await deps.db
      .select({ id: importSources.id, targetId: importSources.targetId })
      .from(importSources)
      .where(and(eq(importSources.importJobId, jobId), eq(importSources.kind, "photos")))
      .limit(CHUNK);
    if (tags.length === 0) break;
    const ids = tags.map((t) => t.targetId);
    await deps.db.transaction(async (tx) => {
      await tx.delete(photos).where(and(eq(photos.userId, userId), inArray(photos.id, ids)));
      await tx.delete(importSources).where(inArray(importSources.id, tags.map((t) => t.id)));
    });
    await removePhotoFiles(deps, ids.map((id) => ({ id })));
    await yieldToOthers();
  }
  // Any other tag of the job (a kind made in one transaction that was rolled back leaves none).
  await deps.db.delete(importSources).where(eq(importSources.importJobId, jobId));
  // Only now is an ended import's outcome true ("nothing from it was kept"): it shows ended from here on, not when it
  // was marked failed or cancelled (product.md#r216, docs/decisions/0269-an-import-ends-once-taken-back.md).
  await deps.db
    .update(importJobs)
    .set({ finishedAt: deps.now() })
    .where(and(eq(importJobs.id, jobId), inArray(importJobs.status, ENDED_UNDONE), isNull(importJobs.finishedAt)));
}

/** The outcomes whose records are taken back. */
export const ENDED_UNDONE = ["failed", "cancelled"];

/**
 * Writes a checked Claybook export into an account (product.md#r140, r141): new ids everywhere, every reference
 * rewired, nothing of the account overwritten. Each record made is remembered in import_sources by (file hash, kind,
 * source id) and tagged with the job; a record already made from the same file is reused, not copied.
 *
 * Written in batches, each its own short transaction sized by its time (import-batch.ts,
 * docs/decisions/0241-claybook-import-in-batches.md): a table's rows after the tables they point at, so every batch
 * can rewire its references to ids already stored. A failed import removes what its tags name (import-undo.ts); the
 * one change to what the account had (its preferences) and the reminder settings go in `finish`, the transaction that
 * marks the job done. A dry run passes one transaction as every batch and rolls it back whole.
 */
import { and, eq, getTableColumns } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { DEFAULT_MARKUP_HUNDREDTHS, parseMarkup } from "../../../contract/business/markup";
import type { ImportKind } from "../../../contract/import/rules";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import { PHOTO_URL_PATTERN } from "../../../contract/photos/rules";
import { firingReminderKey, parseReminderKey, pieceReminderKey } from "../../../contract/reminders/rules";
import type { Tx } from "../../db/client";
import { glazes, importSources, reminderSettings, surfaceComboLayers, userPreferences } from "../../db/schema";
import { fillMissingCodes } from "../codes/codes";
import { refreshCurrentStages } from "../pieces/current-stage";
import { linkFateFirings } from "../pieces/pieces-fate-import";
import { importPhotos } from "./import-claybook-photos";
import { freeMaterialCopies, rewireMaterialKey, rewireRecipeLines } from "./import-glaze-lab";
import type { ExportRow } from "./import-claybook-read";
import { remember, Rewiring, type ImportReport, type ImportRun } from "./import-claybook-run";

export type { ImportReport } from "./import-claybook-run";
import { IMPORT_TABLES, type ImportTableSpec } from "./import-tables";
import { photoUrl } from "../photos/photos-refs";
import { nextDailyTime } from "../reminders/reminders-schedule";

const MISSING_REFERENCE = "refers to a record that is not in the export";
/** Rows naming a glaze material by its key, an own material's number rewired as it arrives (import-glaze-lab.ts). */
const MATERIAL_KEYED = new Set<ImportKind>(["materialPrices", "materialPurchases", "materialUsages", "reorderLevels"]);
const PHOTO_LINK_DROPPED = "photo links without a photo file in the export";

async function knownSources(run: ImportRun, wiring: Rewiring): Promise<void> {
  const rows = await run.batch((tx) =>
    tx
      .select({ kind: importSources.kind, sourceId: importSources.sourceId, targetId: importSources.targetId })
      .from(importSources)
      .where(and(eq(importSources.userId, run.userId), eq(importSources.fileHash, run.fileHash))),
  );
  for (const row of rows) {
    const target = row.kind === "photos" ? row.targetId : Number(row.targetId);
    wiring.map(row.kind as ImportKind).set(row.sourceId, target);
  }
}

function remapPhoto(url: unknown, wiring: Rewiring, kind: string): string | null {
  if (typeof url !== "string" || !PHOTO_URL_PATTERN.test(url)) return typeof url === "string" ? url : null;
  const target = wiring.map("photos").get(url.slice("/api/photos/".length));
  if (target === undefined) {
    wiring.skip(kind, PHOTO_LINK_DROPPED);
    return null;
  }
  return photoUrl(String(target));
}

/** The row as it will be inserted, or null when a required reference cannot be rewired. */
function rewire(spec: ImportTableSpec, row: ExportRow, run: ImportRun, wiring: Rewiring): ExportRow | null {
  const { id: _id, userId: _userId, ...rest } = row;
  const columns = getTableColumns(spec.table) as Record<string, PgColumn>;
  for (const [column, kind] of Object.entries(spec.refs ?? {})) {
    const value = rest[column];
    if (value === null || value === undefined) continue;
    const target = wiring.map(kind).get(String(value));
    if (target === undefined && columns[column]!.notNull) return null;
    rest[column] = target ?? null;
  }
  for (const [column, kind] of Object.entries(spec.listRefs ?? {})) {
    const values = (rest[column] as number[] | undefined) ?? [];
    rest[column] = values.map((v) => wiring.map(kind).get(String(v))).filter((v) => v !== undefined);
  }
  for (const column of spec.photoLists ?? []) {
    const values = (rest[column] as string[] | undefined) ?? [];
    rest[column] = values.map((v) => remapPhoto(v, wiring, spec.kind)).filter((v) => v !== null);
  }
  for (const column of spec.photoSingles ?? []) rest[column] = remapPhoto(rest[column], wiring, spec.kind);
  return { ...rest, userId: run.userId };
}

/** A reminder's key names a piece or firing by id: the new id goes into the key. */
function rewireReminderKey(row: ExportRow, wiring: Rewiring): string | null {
  const parsed = parseReminderKey(String(row.key));
  if (!parsed) return null;
  if (parsed.kind === "piece") {
    const piece = wiring.map("pieces").get(String(parsed.pieceId));
    return piece === undefined ? null : pieceReminderKey(Number(piece), parsed.stage);
  }
  const firing = wiring.map("firings").get(String(parsed.firingId));
  return firing === undefined ? null : firingReminderKey(Number(firing), parsed.what);
}

async function importTable(run: ImportRun, wiring: Rewiring, spec: ImportTableSpec, progress: () => void): Promise<void> {
  const rows = run.parsed.files.get(spec.file) ?? [];
  const map = wiring.map(spec.kind);
  const fresh: { source: ExportRow; values: ExportRow }[] = [];
  for (const row of rows) {
    progress();
    if (map.has(String(row.id))) {
      wiring.skip(spec.kind, IMPORT_TEXTS.skippedDuplicate);
      continue;
    }
    const values = rewire(spec, row, run, wiring);
    if (values && (spec.kind === "reminderMutes" || spec.kind === "reminderDeliveries")) {
      const key = rewireReminderKey(row, wiring);
      if (key === null) {
        wiring.skip(spec.kind, MISSING_REFERENCE);
        continue;
      }
      values.key = key;
    }
    if (values && MATERIAL_KEYED.has(spec.kind)) {
      const key = rewireMaterialKey(values.materialId, wiring.map("materials"));
      if (key === null) {
        wiring.skip(spec.kind, MISSING_REFERENCE);
        continue;
      }
      values.materialId = key;
    }
    if (!values) {
      wiring.skip(spec.kind, MISSING_REFERENCE);
      continue;
    }
    if (spec.kind === "glazes") {
      // Linked after every glaze has its new id.
      values.baseLayerGlazeId = null;
      values.topLayerGlazeId = null;
    }
    if (spec.kind === "surfaceCombos") delete values.layers;
    if (spec.kind === "recipes" || spec.kind === "recipeVersions") values.lines = rewireRecipeLines(values.lines, wiring.map("materials"));
    if (spec.kind === "pieces") {
      // Recomputed from the imported stage entries (docs/decisions/0108-stored-current-stage.md).
      values.currentStage = null;
      // Firings come later: linked once they are in (linkFateFirings).
      values.fateFiringId = null;
    }
    fresh.push({ source: row, values });
  }
  await run.batch((tx) => keepFreeCodes(run, tx, spec, fresh.map((f) => f.values)));
  if (spec.kind === "materials") await run.batch((tx) => freeMaterialCopies(tx, run.userId, fresh.map((f) => f.values)));
  for (let i = 0; i < fresh.length; ) {
    const batch = fresh.slice(i, (i += run.batch.size()));
    const pairs = await run.batch(async (tx) => {
      // A multi-row INSERT … RETURNING answers the rows in the order given.
      const inserted = (await tx
        .insert(spec.table)
        .values(batch.map((b) => b.values) as never)
        .returning({ id: spec.table.id })) as { id: number }[];
      const made = inserted.map((row, index): [string, number] => [String(batch[index]!.source.id), row.id]);
      await remember(run, tx, spec.kind, made);
      // Each piece counted in its stage from the start, and moved as its entries arrive (decision 0108).
      if (spec.kind === "pieces") await refreshCurrentStages(tx, inserted.map((row) => row.id));
      if (spec.kind === "stageHistory") await refreshCurrentStages(tx, [...new Set(batch.map((b) => Number(b.values.pieceId)))]);
      if (spec.kind === "surfaceCombos") {
        for (const [source, target] of made) map.set(source, target);
        await importComboLayers(run, tx, wiring, batch.map((b) => b.source));
      }
      return made;
    });
    for (const [source, target] of pairs) map.set(source, target);
    wiring.added(spec.kind, pairs.length);
  }
  if (spec.kind === "glazes") await linkCombinationGlazes(run, wiring, fresh.map((f) => f.source));
  if (spec.kind === "firings") {
    const sourcePieces = run.parsed.files.get("pieces.json") ?? [];
    for (let i = 0; i < sourcePieces.length; ) {
      const some = sourcePieces.slice(i, (i += run.batch.size()));
      await run.batch((tx) => linkFateFirings(tx, some, wiring.map("pieces"), map));
    }
  }
}

/** A record keeps its short code when the potter has no record with it yet; else it gets a new one at the end. */
async function keepFreeCodes(run: ImportRun, tx: Tx, spec: ImportTableSpec, rows: Record<string, unknown>[]): Promise<void> {
  const table = spec.table as unknown as { code?: PgColumn; userId: PgColumn };
  if (!table.code) return;
  const taken = new Set(
    ((await tx.select({ code: table.code }).from(spec.table).where(eq(table.userId, run.userId))) as { code: string | null }[]).map((r) => r.code),
  );
  for (const values of rows) {
    const code = typeof values.code === "string" ? values.code : null;
    if (code && !taken.has(code)) taken.add(code);
    else values.code = null;
  }
}

async function linkCombinationGlazes(run: ImportRun, wiring: Rewiring, sources: ExportRow[]): Promise<void> {
  const map = wiring.map("glazes");
  const linked = sources.filter((source) => source.baseLayerGlazeId != null || source.topLayerGlazeId != null);
  const link = (id: unknown) => (id == null ? null : ((map.get(String(id)) as number | undefined) ?? null));
  for (let i = 0; i < linked.length; ) {
    const some = linked.slice(i, (i += run.batch.size()));
    await run.batch(async (tx) => {
      for (const source of some) {
        await tx
          .update(glazes)
          .set({ baseLayerGlazeId: link(source.baseLayerGlazeId), topLayerGlazeId: link(source.topLayerGlazeId) })
          .where(eq(glazes.id, map.get(String(source.id)) as number));
      }
    });
  }
}

/** The layers of a batch of combinations, in the batch's transaction (they go with their combination). */
async function importComboLayers(run: ImportRun, tx: Tx, wiring: Rewiring, combos: ExportRow[]): Promise<void> {
  const values = combos.flatMap((combo) =>
    (combo.layers as ExportRow[]).map(({ id: _id, userId: _userId, ...layer }) => ({
      ...layer,
      userId: run.userId,
      comboId: wiring.map("surfaceCombos").get(String(combo.id)) as number,
    })),
  );
  if (values.length > 0) await tx.insert(surfaceComboLayers).values(values as never);
  wiring.added("surfaceComboLayers", values.length);
}

/** Lists are joined (the account's entries first); a default is taken only where the account has none. */
async function mergePreferences(run: ImportRun, tx: Tx, wiring: Rewiring): Promise<void> {
  const incoming = run.parsed.preferences;
  if (!incoming) return;
  if (wiring.map("preferences").has(String(incoming.id))) {
    wiring.skip("preferences", IMPORT_TEXTS.skippedDuplicate);
    return;
  }
  const [mine] = await tx.select().from(userPreferences).where(eq(userPreferences.userId, run.userId)).limit(1);
  const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
  let targetId: number;
  if (!mine) {
    const { id: _id, userId: _userId, createdAt, updatedAt, markup, ...fields } = incoming;
    const markupHundredths = parseMarkup(markup) ?? DEFAULT_MARKUP_HUNDREDTHS;
    const [row] = await tx
      .insert(userPreferences)
      .values({ ...fields, markupHundredths, userId: run.userId, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) })
      .returning({ id: userPreferences.id });
    targetId = row!.id;
  } else {
    await tx
      .update(userPreferences)
      .set({
        clayBodies: union(mine.clayBodies, incoming.clayBodies),
        firingMethods: union(mine.firingMethods, incoming.firingMethods),
        studioLocations: union(mine.studioLocations, incoming.studioLocations),
        firingCones: union(mine.firingCones, incoming.firingCones),
        firingAtmospheres: union(mine.firingAtmospheres, incoming.firingAtmospheres),
        defaultClayBody: mine.defaultClayBody ?? incoming.defaultClayBody,
        defaultFormingMethod: mine.defaultFormingMethod ?? incoming.defaultFormingMethod,
        defaultFiringCone: mine.defaultFiringCone ?? incoming.defaultFiringCone,
        defaultFiringAtmosphere: mine.defaultFiringAtmosphere ?? incoming.defaultFiringAtmosphere,
      })
      .where(eq(userPreferences.id, mine.id));
    targetId = mine.id;
  }
  await remember(run, tx, "preferences", [[String(incoming.id), targetId]]);
  wiring.added("preferences", 1);
}

/** One row per potter: taken only when the account has none yet, with its next digest time computed from now. */
async function importReminderSettings(run: ImportRun, tx: Tx, wiring: Rewiring): Promise<void> {
  const [row] = run.parsed.files.get("reminder_settings.json") ?? [];
  if (!row) return;
  if (wiring.map("reminderSettings").has(String(row.id))) return wiring.skip("reminderSettings", IMPORT_TEXTS.skippedDuplicate);
  const [mine] = await tx.select({ id: reminderSettings.id }).from(reminderSettings).where(eq(reminderSettings.userId, run.userId));
  if (mine) return wiring.skip("reminderSettings", IMPORT_TEXTS.skippedReminderSettings);
  const { id: _id, userId: _userId, ...fields } = row;
  const values = { ...fields, userId: run.userId, nextDigestAt: nextDailyTime(run.deps.now(), String(row.dailyTime), String(row.timeZone)) };
  const [inserted] = await tx.insert(reminderSettings).values(values as never).returning({ id: reminderSettings.id });
  await remember(run, tx, "reminderSettings", [[String(row.id), inserted!.id]]);
  wiring.added("reminderSettings", 1);
}

/**
 * The whole import, batch by batch. `finish` runs in the caller's last transaction, the one that marks the job
 * done: the preferences merged into the account's own (the one change that is not a new record) and the reminder
 * settings. `report` is complete once `finish` has run.
 */
export async function importClaybook(run: ImportRun): Promise<{ report: ImportReport; finish: (tx: Tx) => Promise<void> }> {
  const wiring = new Rewiring();
  await knownSources(run, wiring);
  const total = [...run.parsed.files.values()].reduce((sum, rows) => sum + rows.length, 0) || 1;
  let done = 0;
  const progress = () => run.onProgress(++done / total);
  await importPhotos(run, wiring, progress);
  for (const spec of IMPORT_TABLES) await importTable(run, wiring, spec, progress);
  // Records whose code was taken (or that had none) get the next ones, after every code the potter now holds.
  await run.batch((tx) => fillMissingCodes(tx, run.userId));
  const report: ImportReport = { counts: {}, skipped: [] };
  const settle = () => {
    // Only kinds with something in them: the preview lists what arrives.
    report.counts = Object.fromEntries(Object.entries(wiring.counts).filter(([, n]) => n > 0));
    report.skipped = wiring.skipped();
  };
  settle();
  return {
    report,
    finish: async (tx) => {
      await mergePreferences(run, tx, wiring);
      await importReminderSettings(run, tx, wiring);
      settle();
    },
  };
}

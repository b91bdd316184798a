/**
 * Writes a checked Claybook export into an account (product.md#r140, r141), inside the caller's transaction: new
 * ids everywhere, every reference rewired, nothing of the account overwritten. Each record made is remembered in
 * import_sources by (file hash, kind, source id); a record already made from the same file is reused, not copied.
 */
import { and, eq, getTableColumns } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { randomBytes } from "node:crypto";
import type { ImportKind } from "../../../contract/import/rules";
import type { ImportSkipped } from "../../../contract/import/schemas";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import { PHOTO_URL_PATTERN } from "../../../contract/photos/rules";
import { firingReminderKey, parseReminderKey, pieceReminderKey } from "../../../contract/reminders/rules";
import type { AppDeps } from "../../context";
import type { Tx } from "../../db/client";
import { glazes, importSources, photos, reminderSettings, surfaceComboLayers, userPreferences } from "../../db/schema";
import { AppError } from "../../errors";
import { fillMissingCodes } from "../codes/codes";
import { rebuildCurrentStages } from "../pieces/current-stage";
import { linkFateFirings } from "../pieces/pieces-fate-import";
import type { ExportRow, ParsedExport } from "./import-claybook-read";
import { IMPORT_TABLES, type ImportTableSpec } from "./import-tables";
import { sha256, type ZipArchive } from "./import-zip";
import { photoUrl, storageKeysOf } from "../photos/photos-refs";
import { makeThumbnail } from "../photos/photos-image";
import { limitPhotoWork } from "../photos/photos-limit";
import { nextDailyTime } from "../reminders/reminders-schedule";

const BATCH = 500;

export interface ImportReport {
  counts: Record<string, number>;
  skipped: ImportSkipped[];
}

export interface ImportRun {
  deps: AppDeps;
  tx: Tx;
  /** The import job: the records it makes are tagged with it in import_sources. */
  jobId: number;
  userId: number;
  fileHash: string;
  zip: ZipArchive;
  parsed: ParsedExport;
  dryRun: boolean;
  /** Storage keys written so far, so a failed import can remove them. */
  stored: string[];
  onProgress: (done: number) => void;
}

/** Everything the rows of one import refer to: old id (as text) → new id, per kind. */
class Rewiring {
  private readonly maps = new Map<ImportKind, Map<string, number | string>>();
  readonly counts: Record<string, number> = {};
  private readonly skips = new Map<string, ImportSkipped>();
  map(kind: ImportKind): Map<string, number | string> {
    let map = this.maps.get(kind);
    if (!map) this.maps.set(kind, (map = new Map()));
    return map;
  }
  skip(kind: string, reason: string, count = 1) {
    const key = `${kind}\0${reason}`;
    const entry = this.skips.get(key) ?? { kind, count: 0, reason };
    entry.count += count;
    this.skips.set(key, entry);
  }
  added(kind: string, count: number) {
    this.counts[kind] = (this.counts[kind] ?? 0) + count;
  }
  skipped(): ImportSkipped[] {
    return [...this.skips.values()];
  }
}

const MISSING_REFERENCE = "refers to a record that is not in the export";
const PHOTO_LINK_DROPPED = "photo links without a photo file in the export";

async function knownSources(run: ImportRun, wiring: Rewiring): Promise<void> {
  const rows = await run.tx
    .select({ kind: importSources.kind, sourceId: importSources.sourceId, targetId: importSources.targetId })
    .from(importSources)
    .where(and(eq(importSources.userId, run.userId), eq(importSources.fileHash, run.fileHash)));
  for (const row of rows) {
    const target = row.kind === "photos" ? row.targetId : Number(row.targetId);
    wiring.map(row.kind as ImportKind).set(row.sourceId, target);
  }
}

async function remember(run: ImportRun, kind: ImportKind, pairs: [string, number | string][]): Promise<void> {
  for (let i = 0; i < pairs.length; i += BATCH) {
    await run.tx.insert(importSources).values(
      pairs.slice(i, i + BATCH).map(([sourceId, targetId]) => ({
        userId: run.userId,
        fileHash: run.fileHash,
        kind,
        sourceId,
        targetId: String(targetId),
        importJobId: run.jobId,
      })),
    );
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
    if (spec.kind === "pieces") {
      // Recomputed from the imported stage entries (docs/decisions/0108-stored-current-stage.md).
      values.currentStage = null;
      // Firings come later: linked once they are in (linkFateFirings).
      values.fateFiringId = null;
    }
    fresh.push({ source: row, values });
  }
  await keepFreeCodes(run, spec, fresh.map((f) => f.values));
  const pairs: [string, number][] = [];
  for (let i = 0; i < fresh.length; i += BATCH) {
    const batch = fresh.slice(i, i + BATCH);
    // A multi-row INSERT … RETURNING answers the rows in the order given.
    const inserted = (await run.tx
      .insert(spec.table)
      .values(batch.map((b) => b.values) as never)
      .returning({ id: spec.table.id })) as { id: number }[];
    inserted.forEach((row, index) => pairs.push([String(batch[index]!.source.id), row.id]));
  }
  for (const [source, target] of pairs) map.set(source, target);
  await remember(run, spec.kind, pairs);
  wiring.added(spec.kind, pairs.length);

  if (spec.kind === "glazes") await linkCombinationGlazes(run, wiring, fresh.map((f) => f.source));
  if (spec.kind === "surfaceCombos") await importComboLayers(run, wiring, fresh.map((f) => f.source));
  if (spec.kind === "firings") await linkFateFirings(run.tx, run.parsed.files.get("pieces.json") ?? [], wiring.map("pieces"), map);
}

/** A record keeps its short code when the potter has no record with it yet; else it gets a new one at the end. */
async function keepFreeCodes(run: ImportRun, spec: ImportTableSpec, rows: Record<string, unknown>[]): Promise<void> {
  const table = spec.table as unknown as { code?: PgColumn; userId: PgColumn };
  if (!table.code) return;
  const taken = new Set(
    ((await run.tx.select({ code: table.code }).from(spec.table).where(eq(table.userId, run.userId))) as { code: string | null }[]).map((r) => r.code),
  );
  for (const values of rows) {
    const code = typeof values.code === "string" ? values.code : null;
    if (code && !taken.has(code)) taken.add(code);
    else values.code = null;
  }
}

async function linkCombinationGlazes(run: ImportRun, wiring: Rewiring, sources: ExportRow[]): Promise<void> {
  const map = wiring.map("glazes");
  for (const source of sources) {
    if (source.baseLayerGlazeId == null && source.topLayerGlazeId == null) continue;
    const link = (id: unknown) => (id == null ? null : ((map.get(String(id)) as number | undefined) ?? null));
    await run.tx
      .update(glazes)
      .set({ baseLayerGlazeId: link(source.baseLayerGlazeId), topLayerGlazeId: link(source.topLayerGlazeId) })
      .where(eq(glazes.id, map.get(String(source.id)) as number));
  }
}

async function importComboLayers(run: ImportRun, wiring: Rewiring, combos: ExportRow[]): Promise<void> {
  const values = combos.flatMap((combo) =>
    (combo.layers as ExportRow[]).map(({ id: _id, userId: _userId, ...layer }) => ({
      ...layer,
      userId: run.userId,
      comboId: wiring.map("surfaceCombos").get(String(combo.id)) as number,
    })),
  );
  for (let i = 0; i < values.length; i += BATCH) await run.tx.insert(surfaceComboLayers).values(values.slice(i, i + BATCH) as never);
  wiring.added("surfaceComboLayers", values.length);
}

/** Lists are joined (the account's entries first); a default is taken only where the account has none. */
async function mergePreferences(run: ImportRun, wiring: Rewiring): Promise<void> {
  const incoming = run.parsed.preferences;
  if (!incoming) return;
  if (wiring.map("preferences").has(String(incoming.id))) {
    wiring.skip("preferences", IMPORT_TEXTS.skippedDuplicate);
    return;
  }
  const [mine] = await run.tx.select().from(userPreferences).where(eq(userPreferences.userId, run.userId)).limit(1);
  const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
  let targetId: number;
  if (!mine) {
    const { id: _id, userId: _userId, createdAt, updatedAt, ...fields } = incoming;
    const [row] = await run.tx
      .insert(userPreferences)
      .values({ ...fields, userId: run.userId, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) })
      .returning({ id: userPreferences.id });
    targetId = row!.id;
  } else {
    await run.tx
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
  await remember(run, "preferences", [[String(incoming.id), targetId]]);
  wiring.added("preferences", 1);
}

/** One row per potter: taken only when the account has none yet, with its next digest time computed from now. */
async function importReminderSettings(run: ImportRun, wiring: Rewiring): Promise<void> {
  const [row] = run.parsed.files.get("reminder_settings.json") ?? [];
  if (!row) return;
  if (wiring.map("reminderSettings").has(String(row.id))) return wiring.skip("reminderSettings", IMPORT_TEXTS.skippedDuplicate);
  const [mine] = await run.tx.select({ id: reminderSettings.id }).from(reminderSettings).where(eq(reminderSettings.userId, run.userId));
  if (mine) return wiring.skip("reminderSettings", IMPORT_TEXTS.skippedReminderSettings);
  const { id: _id, userId: _userId, ...fields } = row;
  const values = { ...fields, userId: run.userId, nextDigestAt: nextDailyTime(run.deps.now(), String(row.dailyTime), String(row.timeZone)) };
  const [inserted] = await run.tx.insert(reminderSettings).values(values as never).returning({ id: reminderSettings.id });
  await remember(run, "reminderSettings", [[String(row.id), inserted!.id]]);
  wiring.added("reminderSettings", 1);
}

const newPhotoKey = (oldId: string) => `${randomBytes(16).toString("base64url")}${/\.[a-z0-9]+$/.exec(oldId)?.[0] ?? ".jpg"}`;

/** Each photo file is read once, checked against its manifest hash, and stored under a new key with a thumbnail. */
async function importPhotos(run: ImportRun, wiring: Rewiring, progress: () => void): Promise<void> {
  const entries = new Map(run.parsed.manifest.photos.map((p) => [p.id, p]));
  const map = wiring.map("photos");
  const rows = run.parsed.files.get("photos.json") ?? [];
  const pairs: [string, string][] = [];
  for (const row of rows) {
    progress();
    const id = String(row.id);
    const entry = entries.get(id);
    if (!entry) {
      wiring.skip("photos", IMPORT_TEXTS.skippedPhotoMissing);
      continue;
    }
    const bytes = await run.zip.read(entry.entry);
    if (bytes.length !== entry.bytes || sha256(bytes) !== entry.sha256) throw AppError.badRequest(IMPORT_TEXTS.hashMismatch(entry.entry));
    if (map.has(id)) {
      wiring.skip("photos", IMPORT_TEXTS.skippedDuplicate);
      continue;
    }
    const key = newPhotoKey(id);
    const contentType = String(row.contentType);
    if (!run.dryRun) {
      const [fullKey, thumbKey] = storageKeysOf(key);
      run.stored.push(key);
      // A file sharp cannot read keeps itself as its thumbnail: the bytes are the potter's, checked by hash.
      const thumb = await limitPhotoWork(() => makeThumbnail(bytes)).catch(() => bytes);
      await run.deps.storage.put(fullKey, bytes, contentType);
      await run.deps.storage.put(thumbKey, thumb, contentType);
    }
    const { id: _id, userId: _userId, ...fields } = row;
    await run.tx.insert(photos).values({ ...(fields as object), id: key, userId: run.userId, bytes: bytes.length } as never);
    map.set(id, key);
    pairs.push([id, key]);
  }
  await remember(run, "photos", pairs);
  wiring.added("photos", pairs.length);
}

/** The whole import; the caller's transaction makes it all or nothing. */
export async function importClaybook(run: ImportRun): Promise<ImportReport> {
  const wiring = new Rewiring();
  await knownSources(run, wiring);
  const total = [...run.parsed.files.values()].reduce((sum, rows) => sum + rows.length, 0) || 1;
  let done = 0;
  const progress = () => run.onProgress(++done / total);
  await mergePreferences(run, wiring);
  await importPhotos(run, wiring, progress);
  for (const spec of IMPORT_TABLES) await importTable(run, wiring, spec, progress);
  await importReminderSettings(run, wiring);
  await rebuildCurrentStages(run.tx, run.userId);
  // Records whose code was taken (or that had none) get the next ones, after every code the potter now holds.
  await fillMissingCodes(run.tx, run.userId);
  // Only kinds with something in them: the preview lists what arrives.
  const counts = Object.fromEntries(Object.entries(wiring.counts).filter(([, n]) => n > 0));
  return { counts, skipped: wiring.skipped() };
}

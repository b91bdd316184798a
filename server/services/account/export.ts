/**
 * product.md#r24 'Export my data': a zip with one JSON file per kind of record and the user's photos. Rows are
 * read a page at a time and written as they come, so a large account never sits in memory at once.
 * What goes in is the list of user-owned tables (db/user-owned-tables.ts), parents first.
 */
import { and, asc, eq, getTableColumns, getTableName, gt, inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { createHash } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { EXPORT_FORMAT_VERSION, type ExportManifest } from "../../../contract/account/export-format";
import type { AppDeps, UserRow } from "../../context";
import type { DbOrTx } from "../../db/client";
import { photos, surfaceComboLayers, surfaceCombos } from "../../db/schema";
import { USER_OWNED_TABLES, type ExportAs, type UserOwnedTable } from "../../db/user-owned-tables";
import { toUserDto } from "../auth/auth-user-dto";
import { createZipWriter, type ZipWriter } from "./export-zip";
import { findPreferences, toPreferencesDto } from "../preferences/preferences";

export const EXPORT_PAGE_SIZE = 500;

/** What the manifest learns while the files are written: rows per file, and each photo file's hash. */
interface Tally {
  counts: Record<string, number>;
  photos: ExportManifest["photos"];
}

/**
 * A table's columns without the search document: PostgreSQL's own index data (docs/decisions/0145-piece-search.md),
 * not the potter's, and the widest part of a piece's row, so it is never read (on PGlite every page holds the one
 * connection another potter's call waits for).
 */
function exportColumns(owned: UserOwnedTable) {
  const { searchVector: _searchVector, searchText: _searchText, ...columns } = getTableColumns(owned.table) as Record<string, PgColumn>;
  return columns;
}

/** Every row of a user in one table, page by page in key order (numeric ids and photo keys alike). */
async function* pagedRows<Row extends Record<string, unknown>>(db: DbOrTx, owned: UserOwnedTable, userId: number): AsyncGenerator<Row[]> {
  let after: unknown = undefined;
  const columns = exportColumns(owned);
  for (;;) {
    const rows = (await db
      .select(columns)
      .from(owned.table)
      .where(and(eq(owned.userId, userId), after === undefined ? undefined : gt(owned.id, after)))
      .orderBy(asc(owned.id))
      .limit(EXPORT_PAGE_SIZE)) as Row[];
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    // owned.id is each table's `id` column, so the row's `id` is the cursor.
    after = rows[rows.length - 1]!.id;
  }
}

/** A JSON array written row by row; the generator only reads the next page when the zip asks for it. */
function jsonArray<T>(pages: AsyncIterable<T[]>, tally: Tally, name: string): Readable {
  tally.counts[name] = 0;
  async function* generate() {
    let first = true;
    yield "[";
    for await (const page of pages) {
      let chunk = "";
      for (const row of page) {
        chunk += (first ? "\n  " : ",\n  ") + JSON.stringify(row);
        first = false;
        tally.counts[name]! += 1;
      }
      yield chunk;
    }
    yield first ? "]\n" : "\n]\n";
  }
  return Readable.from(generate(), { objectMode: false });
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const EXTENSIONS: Record<string, string> = { "image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp", "image/heic": ".heic" };

function photoEntryName(id: string, contentType: string): string {
  return /\.[a-z0-9]+$/i.test(id) ? `photos/${id}` : `photos/${id}${EXTENSIONS[contentType] ?? ""}`;
}

/** Saved combos with their layer snapshots nested, in layer order. */
async function* combosWithLayers(db: DbOrTx, owned: UserOwnedTable, userId: number) {
  for await (const combos of pagedRows<typeof surfaceCombos.$inferSelect>(db, owned, userId)) {
    const layers = await db
      .select()
      .from(surfaceComboLayers)
      .where(
        and(
          eq(surfaceComboLayers.userId, userId),
          inArray(
            surfaceComboLayers.comboId,
            combos.map((c) => c.id),
          ),
        ),
      )
      .orderBy(asc(surfaceComboLayers.comboId), asc(surfaceComboLayers.orderIndex), asc(surfaceComboLayers.id));
    yield combos.map((combo) => ({ ...combo, layers: layers.filter((l) => l.comboId === combo.id) }));
  }
}

type PhotoRow = typeof photos.$inferSelect;

/** photos.json, then each stored file; a row whose file is gone (or not yet written) is listed without one. */
async function writePhotos(deps: AppDeps, owned: UserOwnedTable, userId: number, zip: ZipWriter, tally: Tally): Promise<void> {
  await zip.add("photos.json", jsonArray(pagedRows(deps.db, owned, userId), tally, "photos.json"));
  for await (const page of pagedRows<PhotoRow>(deps.db, owned, userId)) {
    for (const photo of page) {
      let stored;
      try {
        stored = await deps.storage.get(photo.id);
      } catch (err) {
        deps.logger.warn({ err, photoId: photo.id }, "export: photo could not be read");
        continue;
      }
      if (!stored) continue;
      // The hash is taken from the very bytes that go into the archive, so an import can prove it has them all.
      const hash = createHash("sha256");
      let bytes = 0;
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      const entry = photoEntryName(photo.id, photo.contentType);
      // Photos are already compressed; storing them as-is saves time for no loss of size.
      await zip.add(entry, Readable.fromWeb(stored.body as never).pipe(hashing), { store: true });
      tally.photos.push({ id: photo.id, entry, bytes, sha256: hash.digest("hex") });
    }
  }
}

type TableWriter = (deps: AppDeps, owned: UserOwnedTable, userId: number, zip: ZipWriter, tally: Tally) => Promise<void>;

const fileOf = (owned: UserOwnedTable) => `${getTableName(owned.table)}.json`;

const WRITERS: Record<ExportAs, TableWriter> = {
  rows: (deps, owned, userId, zip, tally) => zip.add(fileOf(owned), jsonArray(pagedRows(deps.db, owned, userId), tally, fileOf(owned))),
  "combos-with-layers": (deps, owned, userId, zip, tally) =>
    zip.add(fileOf(owned), jsonArray(combosWithLayers(deps.db, owned, userId), tally, fileOf(owned))),
  preferences: async (deps, _owned, userId, zip, tally) => {
    const preferences = await findPreferences(deps.db, userId);
    tally.counts["preferences.json"] = preferences ? 1 : 0;
    await zip.add("preferences.json", json(preferences ? toPreferencesDto(preferences) : null));
  },
  photos: writePhotos,
  "inside-parent": async () => {},
  never: async () => {},
};

async function writeExport(deps: AppDeps, user: UserRow, zip: ZipWriter): Promise<void> {
  const exportedAt = deps.now().toISOString();
  const tally: Tally = { counts: {}, photos: [] };
  await zip.add("user.json", json(toUserDto(user)));
  // Parents first: the reverse of the delete order.
  for (const owned of [...USER_OWNED_TABLES].reverse()) await WRITERS[owned.exportAs](deps, owned, user.id, zip, tally);
  // Last, because it holds what was written (docs/decisions/0150-import-format.md); a reader finds it by name.
  const manifest: ExportManifest = { product: "Claybook", formatVersion: EXPORT_FORMAT_VERSION, exportedAt, userId: user.id, ...tally };
  await zip.add("manifest.json", json(manifest));
}

/** Starts writing the export and answers its byte stream at once. */
export function streamExport(deps: AppDeps, user: UserRow): ReadableStream<Uint8Array> {
  const zip = createZipWriter();
  void (async () => {
    try {
      await writeExport(deps, user, zip);
      await zip.finish();
    } catch (err) {
      if (err instanceof Error && err.message === "export download closed") return;
      deps.logger.error({ err, userId: user.id }, "export failed");
      zip.fail(err);
    }
  })();
  return zip.stream;
}

/**
 * D24 'Export my data': a zip with one JSON file per kind of record and the user's photos. Rows are
 * read a page at a time and written as they come, so a large account never sits in memory at once.
 */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { Readable } from "node:stream";
import type { AppDeps, UserRow } from "../context";
import {
  customStudioLocations,
  decorationLayers,
  glazes,
  inspirations,
  parts,
  photos,
  pieces,
  stageHistory,
  studioLocations,
  surfaceComboLayers,
  surfaceCombos,
} from "../db/schema";
import { createZipWriter, type ZipWriter } from "./export-zip";
import { findPreferences, toPreferencesDto } from "./preferences";
import { toUserDto } from "./auth-user-dto";

export const EXPORT_PAGE_SIZE = 500;
export const EXPORT_FORMAT_VERSION = 1;

type Page<T> = (after: number) => Promise<T[]>;

/** Every row of a user, page by page in id order. */
async function* paged<T extends { id: number }>(fetchPage: Page<T>): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const rows = await fetchPage(after);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** A JSON array written row by row; the generator only reads the next page when the zip asks for it. */
function jsonArray<T>(pages: AsyncIterable<T[]>): Readable {
  async function* generate() {
    let first = true;
    yield "[";
    for await (const page of pages) {
      let chunk = "";
      for (const row of page) {
        chunk += (first ? "\n  " : ",\n  ") + JSON.stringify(row);
        first = false;
      }
      yield chunk;
    }
    yield first ? "]\n" : "\n]\n";
  }
  return Readable.from(generate(), { objectMode: false });
}

const EXTENSIONS: Record<string, string> = { "image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp", "image/heic": ".heic" };

function photoEntryName(id: string, contentType: string): string {
  return /\.[a-z0-9]+$/i.test(id) ? `photos/${id}` : `photos/${id}${EXTENSIONS[contentType] ?? ""}`;
}

async function writeRecords(deps: AppDeps, user: UserRow, zip: ZipWriter): Promise<void> {
  const { db } = deps;
  const userId = user.id;
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

  await zip.add(
    "manifest.json",
    json({ product: "Claybook", formatVersion: EXPORT_FORMAT_VERSION, exportedAt: deps.now().toISOString(), userId }),
  );
  await zip.add("user.json", json(toUserDto(user)));
  const preferences = await findPreferences(db, userId);
  await zip.add("preferences.json", json(preferences ? toPreferencesDto(preferences) : null));

  await zip.add(
    "pieces.json",
    jsonArray(
      paged((after) =>
        db.select().from(pieces).where(and(eq(pieces.userId, userId), gt(pieces.id, after))).orderBy(asc(pieces.id)).limit(EXPORT_PAGE_SIZE),
      ),
    ),
  );
  await zip.add(
    "parts.json",
    jsonArray(
      paged((after) =>
        db.select().from(parts).where(and(eq(parts.userId, userId), gt(parts.id, after))).orderBy(asc(parts.id)).limit(EXPORT_PAGE_SIZE),
      ),
    ),
  );
  await zip.add(
    "stage_history.json",
    jsonArray(
      paged((after) =>
        db
          .select()
          .from(stageHistory)
          .where(and(eq(stageHistory.userId, userId), gt(stageHistory.id, after)))
          .orderBy(asc(stageHistory.id))
          .limit(EXPORT_PAGE_SIZE),
      ),
    ),
  );
  await zip.add(
    "decoration_layers.json",
    jsonArray(
      paged((after) =>
        db
          .select()
          .from(decorationLayers)
          .where(and(eq(decorationLayers.userId, userId), gt(decorationLayers.id, after)))
          .orderBy(asc(decorationLayers.id))
          .limit(EXPORT_PAGE_SIZE),
      ),
    ),
  );
  await zip.add(
    "glazes.json",
    jsonArray(
      paged((after) =>
        db.select().from(glazes).where(and(eq(glazes.userId, userId), gt(glazes.id, after))).orderBy(asc(glazes.id)).limit(EXPORT_PAGE_SIZE),
      ),
    ),
  );
  await zip.add("surface_combos.json", jsonArray(combosWithLayers(deps, userId)));
  await zip.add(
    "inspirations.json",
    jsonArray(
      paged((after) =>
        db
          .select()
          .from(inspirations)
          .where(and(eq(inspirations.userId, userId), gt(inspirations.id, after)))
          .orderBy(asc(inspirations.id))
          .limit(EXPORT_PAGE_SIZE),
      ),
    ),
  );
  await zip.add(
    "studio_locations.json",
    jsonArray(
      paged((after) =>
        db
          .select()
          .from(studioLocations)
          .where(and(eq(studioLocations.userId, userId), gt(studioLocations.id, after)))
          .orderBy(asc(studioLocations.id))
          .limit(EXPORT_PAGE_SIZE),
      ),
    ),
  );
  await zip.add(
    "custom_studio_locations.json",
    jsonArray(
      paged((after) =>
        db
          .select()
          .from(customStudioLocations)
          .where(and(eq(customStudioLocations.userId, userId), gt(customStudioLocations.id, after)))
          .orderBy(asc(customStudioLocations.id))
          .limit(EXPORT_PAGE_SIZE),
      ),
    ),
  );
}

/** Saved combos with their layer snapshots nested, in layer order. */
async function* combosWithLayers(deps: AppDeps, userId: number) {
  const { db } = deps;
  const pages = paged((after) =>
    db
      .select()
      .from(surfaceCombos)
      .where(and(eq(surfaceCombos.userId, userId), gt(surfaceCombos.id, after)))
      .orderBy(asc(surfaceCombos.id))
      .limit(EXPORT_PAGE_SIZE),
  );
  for await (const combos of pages) {
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

/** Photo ids are text keys, so they page by key rather than by number. */
async function* photoPages(deps: AppDeps, userId: number): AsyncGenerator<PhotoRow[]> {
  let after = "";
  for (;;) {
    const rows = await deps.db
      .select()
      .from(photos)
      .where(and(eq(photos.userId, userId), gt(photos.id, after)))
      .orderBy(asc(photos.id))
      .limit(EXPORT_PAGE_SIZE);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    after = rows[rows.length - 1]!.id;
  }
}

async function writePhotos(deps: AppDeps, userId: number, zip: ZipWriter): Promise<void> {
  await zip.add("photos.json", jsonArray(photoPages(deps, userId)));
  for await (const page of photoPages(deps, userId)) {
    for (const photo of page) {
      let stored;
      try {
        stored = await deps.storage.get(photo.id);
      } catch (err) {
        deps.logger.warn({ err, photoId: photo.id }, "export: photo could not be read");
        continue;
      }
      // A row whose file is gone (or not yet written) is listed in photos.json but has no file.
      if (!stored) continue;
      // Photos are already compressed; storing them as-is saves time for no loss of size.
      await zip.add(photoEntryName(photo.id, photo.contentType), Readable.fromWeb(stored.body as never), { store: true });
    }
  }
}

/** Starts writing the export and answers its byte stream at once. */
export function streamExport(deps: AppDeps, user: UserRow): ReadableStream<Uint8Array> {
  const zip = createZipWriter();
  void (async () => {
    try {
      await writeRecords(deps, user, zip);
      await writePhotos(deps, user.id, zip);
      await zip.finish();
    } catch (err) {
      if (err instanceof Error && err.message === "export download closed") return;
      deps.logger.error({ err, userId: user.id }, "export failed");
      zip.fail(err);
    }
  })();
  return zip.stream;
}

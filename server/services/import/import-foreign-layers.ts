/**
 * Another app's glazes on a piece as the piece's layers (docs/decisions/0211-imported-records.md): each glaze, in
 * order, is the one imported from the same file, else the potter's surface treatment of that name (any case), else a
 * new surface treatment of that name added to the library. Written in the pieces' batch, so a piece and its layers
 * arrive together.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { DEFAULT_PLACEMENT } from "../../../contract/layers/texts";
import type { Tx } from "../../db/client";
import { decorationLayers, glazes } from "../../db/schema";
import { takeCodes } from "../codes/codes";
import { remember, type ForeignRun, type SourceIds, type Tally } from "./import-foreign-run";
import type { ImportedLayer } from "./importers/importer";

export const LAYER_IMPORT_TEXTS = {
  placement: `the file does not say where on the piece a glaze went: its layer is placed ${DEFAULT_PLACEMENT}`,
} as const;

const key = (name: string) => name.trim().toLowerCase();

/** The glaze ids of the names, found in the library or added to it (counted as glazes). */
async function glazesByName(run: ForeignRun, tx: Tx, names: string[], tally: Tally): Promise<Map<string, number>> {
  const wanted = [...new Set(names.map(key))];
  const found = new Map<string, number>();
  if (wanted.length === 0) return found;
  const rows = await tx
    .select({ id: glazes.id, name: glazes.name })
    .from(glazes)
    .where(and(eq(glazes.userId, run.userId), eq(glazes.isCombo, false), sql`lower(btrim(${glazes.name})) = any(${sql`array[${sql.join(wanted.map((w) => sql`${w}`), sql`, `)}]::text[]`})`))
    .orderBy(glazes.id);
  for (const row of rows) if (!found.has(key(row.name))) found.set(key(row.name), row.id);
  const missing = names.filter((n, i) => !found.has(key(n)) && names.findIndex((m) => key(m) === key(n)) === i);
  if (missing.length > 0) {
    const codes = await takeCodes(tx, run.userId, "surface", missing.map(() => run.deps.now()));
    const made = await tx
      .insert(glazes)
      .values(missing.map((name, i) => ({ userId: run.userId, name: name.trim(), type: "Glaze", code: codes[i]! })))
      .returning({ id: glazes.id });
    made.forEach((row, i) => found.set(key(missing[i]!), row.id));
    await remember(run, tx, "glazes", made.map((row, i) => [`library ${key(missing[i]!)}`, row.id]));
    tally.add("glazes", made.length);
  }
  return found;
}

/** The library's names of the glazes the layers link to, as stored (an imported glaze's name is the file's, trimmed). */
async function glazeNames(tx: Tx, ids: (number | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== undefined))];
  if (wanted.length === 0) return new Map();
  const rows = await tx.select({ id: glazes.id, name: glazes.name }).from(glazes).where(inArray(glazes.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Inserts the layers of the batch's pieces; `pieceIds` are the new pieces' ids, in the batch's order. */
export async function insertLayers(run: ForeignRun, tx: Tx, layersOf: ImportedLayer[][], pieceIds: number[], imported: SourceIds, tally: Tally): Promise<void> {
  const byName = layersOf.flat().filter((l) => l.glazeSourceId === null || !imported.has(l.glazeSourceId));
  const library = await glazesByName(run, tx, byName.map((l) => l.glaze), tally);
  const glazeIdOf = (layer: ImportedLayer) =>
    layer.glazeSourceId !== null && imported.has(layer.glazeSourceId) ? imported.get(layer.glazeSourceId)! : library.get(key(layer.glaze))!;
  const names = await glazeNames(tx, layersOf.flat().map(glazeIdOf));
  const rows = layersOf.flatMap((layers, index) =>
    layers.map((layer, order) => {
      // A glaze of this file stored by a rolled-back batch of a dry run has no id: the layer is counted all the same.
      const glazeId = glazeIdOf(layer);
      return {
        userId: run.userId,
        pieceId: pieceIds[index]!,
        glazeId,
        type: "Glaze",
        placement: DEFAULT_PLACEMENT,
        // The layer keeps its glaze's name, as one added in the app does (server/services/layers/layers.ts): the
        // layer's title is that name.
        materialName: names.get(glazeId) ?? layer.glaze.trim(),
        notes: layer.notes ?? null,
        orderIndex: order,
      };
    }),
  );
  if (rows.length === 0) return;
  await tx.insert(decorationLayers).values(rows);
  tally.add("decorationLayers", rows.length);
  tally.skip("decorationLayers", LAYER_IMPORT_TEXTS.placement, "placement", rows.length);
}

/**
 * Combination glazes (product.md#r22: rows of the glazes table with isCombo and base/top layer ids) and deleting a glaze,
 * which either takes its combinations along or leaves them with a deleted-glaze marker (decision 0043).
 */
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type CombinationLookup,
  type CreateCombinationBodySchema,
  type DeleteGlazeAnswer,
  type Glaze,
  type GlazeDetail,
  type UpdateCombinationBodySchema,
} from "../../../contract/glazes/schemas";
import { comboName, deletedGlazeMarker, layerLabel, regeneratedComboName } from "../../../contract/glazes/names";
import { COMBO_PREFIX } from "../../../contract/glazes/rules";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { glazes, pieces } from "../../db/schema";
import { AppError } from "../../errors";
import { detailOf, withComboPrefix } from "./glazes";
import { layersOf, toGlazeDto, type GlazeRow } from "./glazes-rows";
import { findOwnedOrNull } from "../common/owned";
import { glazeFor, membersOf } from "../studios/studio-access";
import { attachPhotos, releasePhotos } from "../photos/photos-refs";
import { nextCode } from "../codes/codes";

export type CreateCombinationInput = z.output<typeof CreateCombinationBodySchema>;
export type UpdateCombinationInput = z.output<typeof UpdateCombinationBodySchema>;

/**
 * A layer must be a single treatment the caller may use: their own, or one of their studio's shelf
 * (docs/decisions/0237-studio-glaze-shelf.md); another user's id is "not found" (product.md#r6).
 */
async function requireLayer(tx: DbOrTx, userId: number, id: number, side: "base" | "top"): Promise<GlazeRow> {
  const field = side === "base" ? "baseLayerGlazeId" : "topLayerGlazeId";
  const message = side === "base" ? GLAZE_TEXTS.baseNotFound : GLAZE_TEXTS.topNotFound;
  const row = await glazeFor(tx, userId, id, "read", message).catch((err: unknown) => {
    throw err instanceof AppError && err.status === 404 ? new AppError(404, message, { [field]: message }) : err;
  });
  if (row.isCombo) throw new AppError(400, GLAZE_TEXTS.layerIsCombo, { [field]: GLAZE_TEXTS.layerIsCombo });
  return row;
}

async function requireOwnCombination(tx: DbOrTx, userId: number, id: number): Promise<GlazeRow> {
  const row = await findOwnedOrNull(tx, glazes, userId, id);
  if (!row?.isCombo) throw AppError.notFound(GLAZE_TEXTS.notACombination);
  return row;
}

export async function createCombination(deps: AppDeps, userId: number, input: CreateCombinationInput): Promise<GlazeDetail> {
  const imageUrls = input.imageUrls ?? [];
  const now = deps.now();
  const { row, base, top } = await deps.db.transaction(async (tx) => {
    const base = await requireLayer(tx, userId, input.baseLayerGlazeId, "base");
    const top = await requireLayer(tx, userId, input.topLayerGlazeId, "top");
    await attachPhotos(tx, userId, imageUrls);
    const [row] = await tx
      .insert(glazes)
      .values({
        userId,
        code: await nextCode(tx, userId, "surface", now),
        name: input.name ? withComboPrefix(input.name) : comboName(base, top),
        type: "Glaze",
        isCombo: true,
        baseLayerGlazeId: base.id,
        topLayerGlazeId: top.id,
        notes: input.notes ?? null,
        temperature: input.temperature ?? null,
        imageUrls,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { row: row!, base, top };
  });
  return { ...toGlazeDto(row), baseGlaze: toGlazeDto(base), topGlaze: toGlazeDto(top) };
}

export async function updateCombination(deps: AppDeps, userId: number, id: number, input: UpdateCombinationInput): Promise<GlazeDetail> {
  let dropped: string[] = [];
  const row = await deps.db.transaction(async (tx) => {
    const current = await requireOwnCombination(tx, userId, id);
    const base =
      input.baseLayerGlazeId !== undefined ? await requireLayer(tx, userId, input.baseLayerGlazeId, "base") : null;
    const top = input.topLayerGlazeId !== undefined ? await requireLayer(tx, userId, input.topLayerGlazeId, "top") : null;
    const layersChanged =
      (base !== null && base.id !== current.baseLayerGlazeId) || (top !== null && top.id !== current.topLayerGlazeId);

    let name = input.name !== undefined ? withComboPrefix(input.name) : current.name;
    if (input.name === undefined && layersChanged) {
      // product.md#r76: changing a layer regenerates the name; a still-deleted layer keeps its marker.
      const { baseGlaze, topGlaze } = await layersOf(tx, userId, current);
      name = regeneratedComboName(base ?? baseGlaze, top ?? topGlaze, current.name);
    }

    const imageUrls = input.imageUrls ?? current.imageUrls;
    if (input.imageUrls) {
      await attachPhotos(tx, userId, imageUrls.filter((u) => !current.imageUrls.includes(u)));
      dropped = current.imageUrls.filter((u) => !imageUrls.includes(u));
    }
    const [updated] = await tx
      .update(glazes)
      .set({
        name,
        imageUrls,
        ...(base ? { baseLayerGlazeId: base.id } : {}),
        ...(top ? { topLayerGlazeId: top.id } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.temperature !== undefined ? { temperature: input.temperature } : {}),
        updatedAt: deps.now(),
      })
      .where(and(eq(glazes.id, id), eq(glazes.userId, userId)))
      .returning();
    return updated!;
  });
  await releasePhotos(deps, userId, dropped);
  return detailOf(deps.db, userId, row);
}

/** GET /api/glaze-combinations/by-name/{name}: the name comes without the 'Combo: ' prefix (product.md#r33). */
export async function combinationByName(deps: AppDeps, userId: number, name: string): Promise<CombinationLookup> {
  const full = name.startsWith(COMBO_PREFIX) ? name : `${COMBO_PREFIX}${name}`;
  const rows = await deps.db
    .select()
    .from(glazes)
    .where(and(eq(glazes.userId, userId), eq(glazes.isCombo, true), eq(glazes.name, full)))
    .orderBy(asc(glazes.id))
    .limit(1);
  const row = rows[0];
  if (!row) throw AppError.notFound(GLAZE_TEXTS.notACombination);
  return { combination: toGlazeDto(row), ...(await layersOf(deps.db, userId, row)) };
}

/**
 * The combinations built on a treatment: the caller's own (`anyone` false), or every potter's, which deleting a studio's
 * surface must mark (docs/decisions/0237-studio-glaze-shelf.md).
 */
async function dependentsOf(db: DbOrTx, userId: number, glazeId: number, anyone = false): Promise<GlazeRow[]> {
  return db
    .select()
    .from(glazes)
    .where(
      and(
        anyone ? undefined : eq(glazes.userId, userId),
        eq(glazes.isCombo, true),
        or(eq(glazes.baseLayerGlazeId, glazeId), eq(glazes.topLayerGlazeId, glazeId)),
      ),
    )
    .orderBy(sql`lower(${glazes.name})`, asc(glazes.id));
}

/** GET /api/glazes/{id}/combinations: the caller's own combinations on it (a studio surface: each member's own). */
export async function combinationsOf(deps: AppDeps, userId: number, glazeId: number): Promise<Glaze[]> {
  await glazeFor(deps.db, userId, glazeId, "read", GLAZE_TEXTS.glazeNotFound);
  return (await dependentsOf(deps.db, userId, glazeId)).map(toGlazeDto);
}

/** Replaces the deleted layer's part of 'Combo: {top} over {base}'; a custom name gets the marker appended. */
function nameWithDeletedLayer(name: string, deleted: { name: string; type: string }, side: "base" | "top"): string {
  const label = layerLabel(deleted, "");
  const marker = deletedGlazeMarker(deleted.name);
  if (side === "top") {
    const head = `${COMBO_PREFIX}${label} over `;
    if (name.startsWith(head)) return `${COMBO_PREFIX}${marker} over ${name.slice(head.length)}`;
  } else {
    const tail = ` over ${label}`;
    if (name.startsWith(COMBO_PREFIX) && name.endsWith(tail)) return `${name.slice(0, name.length - label.length)}${marker}`;
  }
  return `${name} ${marker}`;
}

/**
 * DELETE /api/glazes/{id}. With `withCombinations` the caller's combinations using the glaze go too ('Delete All');
 * otherwise they stay, with the layer id cleared and a '[Deleted Glaze: X]' marker in their name. A studio's surface
 * (its owner and staff delete it) never takes a member's combination along: theirs are always kept and marked, as
 * their layers keep the surface's name (docs/decisions/0237-studio-glaze-shelf.md).
 */
export async function deleteGlaze(deps: AppDeps, userId: number, id: number, withCombinations: boolean): Promise<DeleteGlazeAnswer> {
  const result = await deps.db.transaction(async (tx) => {
    const row = await glazeFor(tx, userId, id, "run", GLAZE_TEXTS.glazeNotFound, { forUpdate: true });
    const shelf = row.studioId;
    const dependents = row.isCombo ? [] : await dependentsOf(tx, userId, id, shelf !== null);
    const goes = (combo: GlazeRow) => withCombinations && combo.userId === userId && combo.studioId === null;
    const removed = [row, ...dependents.filter(goes)];
    const marked: number[] = [];
    for (const combo of dependents.filter((c) => !goes(c))) {
      let name = combo.name;
      if (combo.topLayerGlazeId === id) name = nameWithDeletedLayer(name, row, "top");
      if (combo.baseLayerGlazeId === id) name = nameWithDeletedLayer(name, row, "base");
      await tx
        .update(glazes)
        .set({
          name,
          baseLayerGlazeId: combo.baseLayerGlazeId === id ? null : combo.baseLayerGlazeId,
          topLayerGlazeId: combo.topLayerGlazeId === id ? null : combo.topLayerGlazeId,
          updatedAt: deps.now(),
        })
        .where(eq(glazes.id, combo.id));
      marked.push(combo.id);
    }
    const ids = removed.map((r) => r.id);
    // Decoration layers keep their materialName snapshot (FK ON DELETE SET NULL); pieces drop the stale ids (a
    // studio surface's: on every member's pieces).
    const whose = shelf === null ? eq(pieces.userId, userId) : sql`${pieces.userId} in ${membersOf(shelf)}`;
    for (const gone of ids) {
      await tx
        .update(pieces)
        .set({ glazeIds: sql`array_remove(${pieces.glazeIds}, ${gone}::integer)` })
        .where(and(whose, sql`${gone}::integer = any(${pieces.glazeIds})`));
    }
    await tx.delete(glazes).where(inArray(glazes.id, ids));
    return { ids, marked, keeper: row.userId, own: removed.slice(1).flatMap((r) => r.imageUrls), urls: row.imageUrls };
  });
  if (result.keeper !== null) await releasePhotos(deps, result.keeper, result.urls);
  await releasePhotos(deps, userId, result.own);
  return {
    message: result.ids.length > 1 ? `Deleted ${result.ids.length} items` : "Deleted",
    deletedIds: result.ids,
    markedCombinationIds: result.marked,
  };
}

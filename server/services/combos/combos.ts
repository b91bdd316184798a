/**
 * Saved Surface Combos (product.md#r74): a snapshot of a piece's layers, unaffected by later library edits,
 * that can be applied to another piece as a combo group.
 */
import { thumbnailAddress } from "../../../contract/photos/rules";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { CreateComboBody, SurfaceCombo, SurfaceComboLayer, UpdateComboBody } from "../../../contract/combos/schemas";
import { COMBO_TEXTS } from "../../../contract/combos/texts";
import type { DecorationLayer } from "../../../contract/layers/schemas";
import { LAYER_TEXTS } from "../../../contract/layers/schemas";
import { PIECE_TEXTS } from "../../../contract/pieces/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { decorationLayers, pieces, surfaceComboLayers, surfaceCombos } from "../../db/schema";
import { AppError } from "../../errors";
import { normalizeLayer } from "../layers/layers-rules";
import { nextOrderIndex, toLayerDto } from "../layers/layers";
import { findOwned } from "../common/owned";
import { attachPhotos, releasePhotos } from "../photos/photos-refs";

type ComboRow = typeof surfaceCombos.$inferSelect;
type ComboLayerRow = typeof surfaceComboLayers.$inferSelect;

function toComboDto(row: ComboRow, layerCount: number): SurfaceCombo {
  const first = row.imageUrls[0];
  return {
    id: row.id,
    name: row.name,
    temperature: row.temperature,
    notes: row.notes,
    imageUrls: row.imageUrls,
    thumbnailUrl: first ? thumbnailAddress(first) : null,
    layerCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function toComboLayerDto(row: ComboLayerRow): SurfaceComboLayer {
  return {
    id: row.id,
    comboId: row.comboId,
    orderIndex: row.orderIndex,
    type: row.type,
    materialName: row.materialName,
    placement: row.placement,
    applicationMethod: row.applicationMethod,
    coats: row.coats,
    thickness: row.thickness,
  };
}

async function comboLayers(db: DbOrTx, comboId: number): Promise<ComboLayerRow[]> {
  return db
    .select()
    .from(surfaceComboLayers)
    .where(eq(surfaceComboLayers.comboId, comboId))
    .orderBy(asc(surfaceComboLayers.orderIndex), asc(surfaceComboLayers.id));
}

interface Snapshot {
  type: string;
  materialName: string | null;
  placement: string;
  applicationMethod: string | null;
  coats: number | null;
  thickness: string | null;
}

/** The same matrix as a layer on a piece, plus the snapshot's own texts (product.md#r77). */
function snapshotOf(layer: {
  type?: string | null;
  materialName?: string | null;
  placement?: string | null;
  applicationMethod?: string | null;
  coats?: number | null;
  thickness?: string | null;
}, index: number): Snapshot {
  const placementGiven = layer.placement !== undefined && layer.placement !== null && layer.placement.trim() !== "";
  if (!placementGiven) throw new AppError(400, COMBO_TEXTS.placementRequired, { [`layers.${index}.placement`]: COMBO_TEXTS.placementRequired });
  const normalized = normalizeLayer({ ...layer, glazeId: null });
  const materialName = layer.materialName?.trim() || null;
  if (normalized.type !== "Unglazed" && !materialName) {
    throw new AppError(400, COMBO_TEXTS.materialRequired, { [`layers.${index}.materialName`]: COMBO_TEXTS.materialRequired });
  }
  return {
    type: normalized.type,
    materialName: normalized.type === "Unglazed" ? null : materialName,
    placement: normalized.placement,
    applicationMethod: normalized.applicationMethod,
    coats: normalized.coats,
    thickness: normalized.thickness,
  };
}

function defaultName(layers: Snapshot[]): string {
  const names = layers.map((l) => l.materialName ?? l.type);
  return names.slice().reverse().join(" over ").slice(0, 200);
}

export async function createCombo(deps: AppDeps, userId: number, body: CreateComboBody): Promise<SurfaceCombo> {
  return deps.db.transaction(async (tx) => {
    await findOwned(tx, pieces, userId, body.pieceId, { message: PIECE_TEXTS.pieceNotFound });
    const pieceLayers = await tx
      .select()
      .from(decorationLayers)
      .where(and(eq(decorationLayers.pieceId, body.pieceId), eq(decorationLayers.userId, userId)))
      .orderBy(asc(decorationLayers.orderIndex), asc(decorationLayers.id));
    if (pieceLayers.some((l) => l.comboId !== null)) {
      throw new AppError(400, COMBO_TEXTS.onlyDirectLayers);
    }
    const source = body.layers ?? pieceLayers;
    if (source.length < 2) throw new AppError(400, COMBO_TEXTS.needTwoLayers);
    const snapshots = source.map((layer, i) => snapshotOf(layer, i));
    const name = body.name?.trim() || defaultName(snapshots);
    const now = deps.now();
    const [combo] = await tx.insert(surfaceCombos).values({ userId, name, createdAt: now, updatedAt: now }).returning();
    await tx.insert(surfaceComboLayers).values(snapshots.map((s, orderIndex) => ({ ...s, userId, comboId: combo!.id, orderIndex })));
    return toComboDto(combo!, snapshots.length);
  });
}

export async function listCombos(db: DbOrTx, userId: number): Promise<SurfaceCombo[]> {
  const rows = await db
    .select({ combo: surfaceCombos, layerCount: count(surfaceComboLayers.id) })
    .from(surfaceCombos)
    .leftJoin(surfaceComboLayers, eq(surfaceComboLayers.comboId, surfaceCombos.id))
    .where(eq(surfaceCombos.userId, userId))
    .groupBy(surfaceCombos.id)
    .orderBy(desc(surfaceCombos.createdAt), desc(surfaceCombos.id));
  return rows.map((r) => toComboDto(r.combo, Number(r.layerCount)));
}

export async function getCombo(db: DbOrTx, userId: number, id: number): Promise<SurfaceCombo> {
  const combo = await findOwned(db, surfaceCombos, userId, id, { message: COMBO_TEXTS.notFound });
  return toComboDto(combo, (await comboLayers(db, id)).length);
}

export async function getComboLayers(db: DbOrTx, userId: number, id: number): Promise<SurfaceComboLayer[]> {
  await findOwned(db, surfaceCombos, userId, id, { message: COMBO_TEXTS.notFound });
  return (await comboLayers(db, id)).map(toComboLayerDto);
}

export async function updateCombo(deps: AppDeps, userId: number, id: number, body: UpdateComboBody): Promise<SurfaceCombo> {
  let dropped: string[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const current = await findOwned(tx, surfaceCombos, userId, id, { message: COMBO_TEXTS.notFound });
    if (body.imageUrls) {
      await attachPhotos(tx, userId, body.imageUrls);
      dropped = current.imageUrls.filter((u) => !body.imageUrls!.includes(u));
    }
    const [row] = await tx
      .update(surfaceCombos)
      .set({
        name: body.name ?? current.name,
        temperature: body.temperature !== undefined ? body.temperature?.trim() || null : current.temperature,
        notes: body.notes !== undefined ? body.notes : current.notes,
        imageUrls: body.imageUrls ?? current.imageUrls,
        updatedAt: deps.now(),
      })
      .where(eq(surfaceCombos.id, id))
      .returning();
    return toComboDto(row!, (await comboLayers(tx, id)).length);
  });
  if (dropped.length) await releasePhotos(deps, userId, dropped);
  return result;
}

export async function deleteCombo(deps: AppDeps, userId: number, id: number): Promise<void> {
  const rows = await deps.db
    .delete(surfaceCombos)
    .where(and(eq(surfaceCombos.id, id), eq(surfaceCombos.userId, userId)))
    .returning({ imageUrls: surfaceCombos.imageUrls });
  if (!rows[0]) throw AppError.notFound(COMBO_TEXTS.notFound);
  if (rows[0].imageUrls.length) await releasePhotos(deps, userId, rows[0].imageUrls);
}

/** Copies the combo's layers onto the piece, after its existing layers, as one combo group. */
export async function applyCombo(
  deps: AppDeps,
  userId: number,
  pieceId: number,
  body: { comboId: number; notes?: string | null },
): Promise<DecorationLayer[]> {
  return deps.db.transaction(async (tx) => {
    await findOwned(tx, pieces, userId, pieceId, { message: PIECE_TEXTS.pieceNotFound });
    return insertComboLayers(tx, userId, pieceId, body, deps.now());
  });
}

/** Appends a saved combo's layers to a piece the caller already owns, inside the caller's transaction. */
export async function insertComboLayers(
  tx: DbOrTx,
  userId: number,
  pieceId: number,
  body: { comboId: number; notes?: string | null },
  now: Date,
): Promise<DecorationLayer[]> {
  const combo = await findOwned(tx, surfaceCombos, userId, body.comboId, { message: COMBO_TEXTS.notFound });
  const layers = await comboLayers(tx, combo.id);
  if (layers.length === 0) throw new AppError(400, LAYER_TEXTS.layerNotFound);
  const start = await nextOrderIndex(tx, pieceId);
  const rows = await tx
    .insert(decorationLayers)
    .values(
      layers.map((l, i) => ({
        userId,
        pieceId,
        glazeId: null,
        type: l.type,
        placement: l.placement ?? "Outside",
        applicationMethod: l.applicationMethod,
        coats: l.coats,
        thickness: l.thickness,
        notes: body.notes ?? null,
        orderIndex: start + i,
        comboId: combo.id,
        comboName: combo.name,
        materialName: l.materialName,
        createdAt: now,
      })),
    )
    .returning();
  return rows.sort((a, b) => a.orderIndex - b.orderIndex).map(toLayerDto);
}


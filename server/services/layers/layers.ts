/**
 * Decoration layers on a piece (product.md#r74): the validation matrix, material snapshots and ordering.
 */
import { and, asc, eq, max } from "drizzle-orm";
import type { CreateLayerBody, DecorationLayer, UpdateLayerBody } from "../../../contract/layers/schemas";
import { LAYER_TEXTS } from "../../../contract/layers/schemas";
import { PIECE_TEXTS } from "../../../contract/pieces/schemas";
import type { AppDeps } from "../../context";
import type { Db, DbOrTx } from "../../db/client";
import { prepared } from "../../db/prepared";
import { decorationLayers, pieces } from "../../db/schema";
import { AppError } from "../../errors";
import { normalizeLayer } from "./layers-rules";
import { findOwned } from "../common/owned";
import { glazeFor } from "../studios/studio-access";

type LayerRow = typeof decorationLayers.$inferSelect;

export function toLayerDto(row: LayerRow): DecorationLayer {
  return {
    id: row.id,
    pieceId: row.pieceId,
    glazeId: row.glazeId,
    type: row.type,
    placement: row.placement,
    applicationMethod: row.applicationMethod,
    coats: row.coats,
    thickness: row.thickness,
    temperature: row.temperature,
    firingAtmosphere: row.firingAtmosphere,
    notes: row.notes,
    orderIndex: row.orderIndex,
    comboId: row.comboId,
    comboName: row.comboName,
    materialName: row.materialName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The name a layer keeps of its surface: the potter's own, or one of their studio's shelf. The layer stores the name,
 * so it reads the same after the potter leaves the studio or the staff delete the surface
 * (docs/decisions/0237-studio-glaze-shelf.md).
 */
async function glazeName(db: DbOrTx, userId: number, glazeId: number): Promise<string> {
  return (await glazeFor(db, userId, glazeId, "read", LAYER_TEXTS.glazeNotFound)).name;
}

export async function nextOrderIndex(db: DbOrTx, pieceId: number): Promise<number> {
  const rows = await db
    .select({ top: max(decorationLayers.orderIndex) })
    .from(decorationLayers)
    .where(eq(decorationLayers.pieceId, pieceId));
  const top = rows[0]?.top;
  return top === null || top === undefined ? 0 : top + 1;
}

/** One prepared query answers both the piece's ownership and its layers (docs/decisions/0107-request-path-and-prepared-statements.md). */
export async function listPieceLayers(db: Db, userId: number, pieceId: number): Promise<DecorationLayer[]> {
  const rows = await prepared(db).pieceLayers.execute({ userId, pieceId });
  if (rows.length === 0) throw AppError.notFound(PIECE_TEXTS.pieceNotFound);
  return rows.flatMap((row) => (row.layer ? [toLayerDto(row.layer)] : []));
}

export async function listAllLayers(db: DbOrTx, userId: number): Promise<DecorationLayer[]> {
  const rows = await db
    .select()
    .from(decorationLayers)
    .where(eq(decorationLayers.userId, userId))
    .orderBy(asc(decorationLayers.pieceId), asc(decorationLayers.orderIndex), asc(decorationLayers.id));
  return rows.map(toLayerDto);
}

const clean = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === "" ? null : v.trim());

export async function createLayer(deps: AppDeps, userId: number, body: CreateLayerBody): Promise<DecorationLayer> {
  return deps.db.transaction(async (tx) => {
    await findOwned(tx, pieces, userId, body.pieceId, { message: PIECE_TEXTS.pieceNotFound });
    return insertLayer(tx, userId, body.pieceId, body, deps.now());
  });
}

/**
 * Adds one layer to a piece the caller already owns, inside the caller's transaction: POST /api/decoration-layers
 * and POST /api/pieces with its first layers share it, so both apply the same matrix.
 */
export async function insertLayer(
  tx: DbOrTx,
  userId: number,
  pieceId: number,
  body: Omit<CreateLayerBody, "pieceId">,
  now: Date,
): Promise<DecorationLayer> {
  const layer = normalizeLayer(body);
  const materialName =
    layer.type === "Unglazed" ? null : layer.glazeId !== null ? await glazeName(tx, userId, layer.glazeId) : clean(body.materialName);
  const orderIndex = body.orderIndex ?? (await nextOrderIndex(tx, pieceId));
  const rows = await tx
    .insert(decorationLayers)
    .values({
      userId,
      pieceId,
      ...layer,
      materialName,
      temperature: clean(body.temperature),
      firingAtmosphere: clean(body.firingAtmosphere),
      notes: body.notes ?? null,
      orderIndex,
      createdAt: now,
    })
    .returning();
  return toLayerDto(rows[0]!);
}

export async function updateLayer(deps: AppDeps, userId: number, id: number, body: UpdateLayerBody): Promise<DecorationLayer> {
  return deps.db.transaction(async (tx) => {
    const current = await findOwned(tx, decorationLayers, userId, id, { message: LAYER_TEXTS.layerNotFound });
    const pick = <K extends keyof UpdateLayerBody & keyof LayerRow>(k: K) => (body[k] !== undefined ? body[k] : current[k]);
    const layer = normalizeLayer({
      type: pick("type"),
      glazeId: pick("glazeId"),
      placement: pick("placement"),
      applicationMethod: pick("applicationMethod"),
      coats: pick("coats"),
      thickness: pick("thickness"),
    });
    let materialName = body.materialName !== undefined ? clean(body.materialName) : current.materialName;
    if (layer.type === "Unglazed") materialName = null;
    else if (layer.glazeId !== null && layer.glazeId !== current.glazeId) materialName = await glazeName(tx, userId, layer.glazeId);
    const rows = await tx
      .update(decorationLayers)
      .set({
        ...layer,
        materialName,
        temperature: body.temperature !== undefined ? clean(body.temperature) : current.temperature,
        firingAtmosphere: body.firingAtmosphere !== undefined ? clean(body.firingAtmosphere) : current.firingAtmosphere,
        notes: body.notes !== undefined ? body.notes : current.notes,
        orderIndex: body.orderIndex ?? current.orderIndex,
      })
      .where(eq(decorationLayers.id, id))
      .returning();
    return toLayerDto(rows[0]!);
  });
}

export async function deleteLayer(deps: AppDeps, userId: number, id: number): Promise<void> {
  const rows = await deps.db
    .delete(decorationLayers)
    .where(and(eq(decorationLayers.id, id), eq(decorationLayers.userId, userId)))
    .returning({ id: decorationLayers.id });
  if (!rows[0]) throw AppError.notFound(LAYER_TEXTS.layerNotFound);
}

/** The full new order in one transaction; anything but exactly the piece's layers changes nothing. */
export async function reorderLayers(deps: AppDeps, userId: number, pieceId: number, layerIds: number[]): Promise<DecorationLayer[]> {
  await deps.db.transaction(async (tx) => {
    await findOwned(tx, pieces, userId, pieceId, { message: PIECE_TEXTS.pieceNotFound });
    const existing = await tx
      .select({ id: decorationLayers.id })
      .from(decorationLayers)
      .where(and(eq(decorationLayers.pieceId, pieceId), eq(decorationLayers.userId, userId)));
    const known = new Set(existing.map((r) => r.id));
    const unique = new Set(layerIds);
    if (unique.size !== layerIds.length || layerIds.length !== known.size || layerIds.some((id) => !known.has(id))) {
      throw new AppError(400, LAYER_TEXTS.reorderMismatch, { layerIds: LAYER_TEXTS.reorderMismatch });
    }
    for (const [index, id] of layerIds.entries()) {
      await tx.update(decorationLayers).set({ orderIndex: index }).where(eq(decorationLayers.id, id));
    }
  });
  return listPieceLayers(deps.db, userId, pieceId);
}

/**
 * Reading glaze rows for one owner, and turning them into the contract's answer shape.
 * Every query filters by user_id so another user's glaze is simply "not found" (product.md#r6).
 */
import { thumbnailAddress } from "../../../contract/photos/rules";
import { inArray } from "drizzle-orm";
import type { Glaze } from "../../../contract/glazes/schemas";
import { SURFACE_TYPES, type SurfaceType } from "../../../contract/glazes/rules";
import type { DbOrTx } from "../../db/client";
import { glazes } from "../../db/schema";
import { myStudioIds } from "../studios/studio-access";

export type GlazeRow = typeof glazes.$inferSelect;

function asType(type: string): SurfaceType {
  return (SURFACE_TYPES as readonly string[]).includes(type) ? (type as SurfaceType) : "Glaze";
}

export function toGlazeDto(row: GlazeRow): Glaze {
  const first = row.imageUrls[0];
  return {
    id: row.id,
    // Only a deleted studio's surface has no holder, and nobody reads it (docs/decisions/0265-studio-records-belong-to-the-studio.md).
    userId: row.userId ?? 0,
    studioId: row.studioId,
    code: row.code,
    name: row.name,
    type: asType(row.type),
    imageUrls: row.imageUrls,
    thumbnailUrl: first ? thumbnailAddress(first) : null,
    color: row.color,
    brand: row.brand,
    description: row.description,
    temperature: row.temperature,
    firingAtmosphere: row.firingAtmosphere,
    clayBodies: row.clayBodies,
    finish: row.finish,
    notes: row.notes,
    autoNamed: row.autoNamed,
    unnamedIndex: row.unnamedIndex,
    isCombo: row.isCombo,
    baseLayerGlazeId: row.baseLayerGlazeId,
    topLayerGlazeId: row.topLayerGlazeId,
    comboImageUrl: row.comboImageUrl,
    recipeId: row.recipeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The two layers of a combination, each null when its glaze is gone. */
export async function layersOf(db: DbOrTx, userId: number, combo: GlazeRow): Promise<{ baseGlaze: Glaze | null; topGlaze: Glaze | null }> {
  const ids = [combo.baseLayerGlazeId, combo.topLayerGlazeId].filter((id): id is number => id !== null);
  const found = ids.length ? await db.select().from(glazes).where(inArray(glazes.id, ids)) : [];
  // A layer may be a surface of the caller's studio shelf (docs/decisions/0237-studio-glaze-shelf.md); one they no
  // longer may read (they left the studio) reads as gone, like a deleted one.
  const studios = found.some((r) => r.studioId !== null) ? await myStudioIds(db, userId) : new Set<number>();
  const rows = found.filter((r) => (r.studioId === null ? r.userId === userId : studios.has(r.studioId)));
  const pick = (id: number | null) => {
    const row = id === null ? undefined : rows.find((r) => r.id === id);
    return row ? toGlazeDto(row) : null;
  };
  return { baseGlaze: pick(combo.baseLayerGlazeId), topGlaze: pick(combo.topLayerGlazeId) };
}

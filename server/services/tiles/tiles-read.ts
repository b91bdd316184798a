/**
 * Reading test tiles (docs/decisions/0110-test-tiles.md): a tile with the current names of what it links to, one by
 * one. Every query is scoped to the owner, so another potter's tile is simply not found (product.md#r43).
 */
import { and, desc, eq, isNull, or } from "drizzle-orm";
import { thumbnailAddress } from "../../../contract/photos/rules";
import type { MaterialKind } from "../../../contract/tiles/rules";
import type { TestTile } from "../../../contract/tiles/schemas";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { glazes, surfaceCombos, testTiles } from "../../db/schema";
import { AppError } from "../../errors";
import { onMyShelf } from "../studios/studio-access";

export type TileRow = typeof testTiles.$inferSelect;

/** A tile with the current names of what it links to (null when the link is empty or its target is gone). */
interface JoinedRow {
  tile: TileRow;
  glazeName: string | null;
  glazeIsCombo: boolean | null;
  comboName: string | null;
}

function kindOf(row: JoinedRow): MaterialKind {
  if (row.tile.glazeId !== null) return row.glazeIsCombo ? "combination" : "glaze";
  if (row.tile.surfaceComboId !== null) return "combo";
  return "text";
}

export function toTileDto(row: JoinedRow): TestTile {
  const t = row.tile;
  const kind = kindOf(row);
  const label = row.glazeName ?? row.comboName ?? t.materialLabel;
  const first = t.imageUrls[0];
  return {
    id: t.id,
    userId: t.userId,
    code: t.code,
    glazeId: t.glazeId,
    surfaceComboId: t.surfaceComboId,
    // A tile whose glaze or combo was deleted reads as a typed material with the name it last had.
    materialName: kind === "text" ? (t.materialName ?? t.materialLabel) : null,
    materialLabel: label,
    materialKind: kind,
    type: t.type,
    clayBody: t.clayBody,
    cone: t.cone,
    atmosphere: t.atmosphere,
    applicationMethod: t.applicationMethod,
    coats: t.coats,
    thickness: t.thickness,
    firingId: t.firingId,
    firedOn: t.firedOn,
    kilnName: t.kilnName,
    imageUrls: t.imageUrls,
    thumbnailUrl: first ? thumbnailAddress(first) : null,
    rating: t.rating,
    defects: t.defects,
    defectNote: t.defectNote,
    notes: t.notes,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** Tiles with their material's current name: one left join each to glazes and saved combos. */
export function selectTiles(db: DbOrTx) {
  return db
    .select({ tile: testTiles, glazeName: glazes.name, glazeIsCombo: glazes.isCombo, comboName: surfaceCombos.name })
    .from(testTiles)
    // A studio's surface shows its current name while the tile's potter is in the studio; after they leave, the
    // tile reads with the name it was made with (docs/decisions/0237-studio-glaze-shelf.md).
    .leftJoin(
      glazes,
      and(
        eq(glazes.id, testTiles.glazeId),
        or(isNull(glazes.studioId), onMyShelf(testTiles.userId)),
      ),
    )
    .leftJoin(surfaceCombos, eq(surfaceCombos.id, testTiles.surfaceComboId));
}

export const newestFirst = [desc(testTiles.createdAt), desc(testTiles.id)];

export async function tileById(db: DbOrTx, userId: number, id: number): Promise<TestTile> {
  const [row] = await selectTiles(db)
    .where(and(eq(testTiles.id, id), eq(testTiles.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound(TILE_TEXTS.tileNotFound);
  return toTileDto(row);
}

export function getTile(deps: AppDeps, userId: number, id: number): Promise<TestTile> {
  return tileById(deps.db, userId, id);
}

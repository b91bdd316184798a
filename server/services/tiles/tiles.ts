/**
 * Writing test tiles (docs/decisions/0110-test-tiles.md): what one material did on one clay at one cone. The
 * material is exactly one of a surface treatment (or combination glaze), a saved combo or a typed name; method,
 * coats and thickness follow the decoration-layer rules (product.md#r98) through the layers' own rule function.
 * Every query is scoped to the owner, so another potter's tile, glaze or combo is simply not found (product.md#r43).
 * Reading is in tiles-read.ts, the grid in tiles-list.ts.
 */
import { and, eq } from "drizzle-orm";
import { materialFieldsGiven, type MaterialKind } from "../../../contract/tiles/rules";
import type { CreateTestTileInput, TestTile, UpdateTestTileInput } from "../../../contract/tiles/schemas";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { surfaceCombos, testTiles } from "../../db/schema";
import { AppError } from "../../errors";
import { normalizeLayer } from "../layers/layers-rules";
import { findOwned, findOwnedOrNull } from "../common/owned";
import { glazeFor } from "../studios/studio-access";
import { attachPhotos, releasePhotos } from "../photos/photos-refs";
import { nextCode } from "../codes/codes";
import { tileById, type TileRow } from "./tiles-read";


interface Material {
  glazeId: number | null;
  surfaceComboId: number | null;
  materialName: string | null;
  materialLabel: string;
  kind: MaterialKind;
  /** A linked surface treatment decides the type; the potter's type must agree. */
  fixedType: string | null;
}

const blank = (v: string | null | undefined) => v === undefined || v === null || v.trim() === "";
const refused = (field: string, message: string) => new AppError(400, message, { [field]: message });

/** The material a body names; an id that is not the potter's is a 400 inside a body (product.md#r43). */
async function resolveMaterial(
  tx: DbOrTx,
  userId: number,
  body: { glazeId?: number | null; surfaceComboId?: number | null; materialName?: string | null },
): Promise<Material> {
  if (body.glazeId !== undefined && body.glazeId !== null) {
    // The potter's own surface or one of their studio's shelf (docs/decisions/0237-studio-glaze-shelf.md).
    const glaze = await glazeFor(tx, userId, body.glazeId, "read", TILE_TEXTS.glazeNotFound).catch((err: unknown) => {
      throw err instanceof AppError && err.status === 404 ? refused("glazeId", TILE_TEXTS.glazeNotFound) : err;
    });
    // A combination glaze is a glaze applied as one (product.md#r22).
    const type = glaze.isCombo ? "Glaze" : glaze.type || "Glaze";
    return { glazeId: glaze.id, surfaceComboId: null, materialName: null, materialLabel: glaze.name, kind: glaze.isCombo ? "combination" : "glaze", fixedType: type };
  }
  if (body.surfaceComboId !== undefined && body.surfaceComboId !== null) {
    const combo = await findOwnedOrNull(tx, surfaceCombos, userId, body.surfaceComboId);
    if (!combo) throw refused("surfaceComboId", TILE_TEXTS.comboNotFound);
    return { glazeId: null, surfaceComboId: combo.id, materialName: null, materialLabel: combo.name, kind: "combo", fixedType: null };
  }
  const name = body.materialName?.trim() ?? "";
  if (!name) throw refused("material", TILE_TEXTS.materialOneOf);
  return { glazeId: null, surfaceComboId: null, materialName: name, materialLabel: name, kind: "text", fixedType: null };
}

/** The stored tile's material, as it stands (a deleted link reads as its last known name). */
function materialOf(row: TileRow): Material {
  if (row.glazeId !== null) {
    return { glazeId: row.glazeId, surfaceComboId: null, materialName: null, materialLabel: row.materialLabel, kind: "glaze", fixedType: row.type };
  }
  if (row.surfaceComboId !== null) {
    return { glazeId: null, surfaceComboId: row.surfaceComboId, materialName: null, materialLabel: row.materialLabel, kind: "combo", fixedType: null };
  }
  const name = row.materialName ?? row.materialLabel;
  return { glazeId: null, surfaceComboId: null, materialName: name, materialLabel: name, kind: "text", fixedType: null };
}

interface LayerPart {
  type: string | null;
  applicationMethod: string | null;
  coats: number | null;
  thickness: string | null;
}

/**
 * Type, method, coats and thickness by the decoration-layer rules, with their messages (normalizeLayer). A saved
 * combo's layers carry their own, so a combo tile takes none.
 */
function layerPart(material: Material, type: string | null | undefined, fields: Omit<LayerPart, "type">): LayerPart {
  if (material.kind === "combo") {
    const errors: Record<string, string> = {};
    if (!blank(type)) errors.type = TILE_TEXTS.comboTakesNoLayerFields;
    if (!blank(fields.applicationMethod)) errors.applicationMethod = TILE_TEXTS.comboTakesNoLayerFields;
    if (fields.coats !== null) errors.coats = TILE_TEXTS.comboTakesNoLayerFields;
    if (!blank(fields.thickness)) errors.thickness = TILE_TEXTS.comboTakesNoLayerFields;
    if (Object.keys(errors).length > 0) throw new AppError(400, TILE_TEXTS.comboTakesNoLayerFields, errors);
    return { type: null, applicationMethod: null, coats: null, thickness: null };
  }
  let effective = type;
  if (material.fixedType !== null) {
    if (!blank(type) && type!.trim() !== material.fixedType) throw refused("type", TILE_TEXTS.typeFromGlaze(material.fixedType));
    effective = material.fixedType;
  }
  const layer = normalizeLayer({ type: effective, glazeId: material.glazeId, ...fields });
  return { type: layer.type, applicationMethod: layer.applicationMethod, coats: layer.coats, thickness: layer.thickness };
}

/** Firings are not built yet, so no firing id can be the potter's (docs/decisions/0110-test-tiles.md). */
function checkFiring(firingId: number | null | undefined): void {
  if (firingId !== undefined && firingId !== null) throw refused("firingId", TILE_TEXTS.firingNotFound);
}

export async function createTile(deps: AppDeps, userId: number, input: CreateTestTileInput): Promise<TestTile> {
  const id = await deps.db.transaction((tx) => insertTile(tx, userId, input, deps.now()));
  return tileById(deps.db, userId, id);
}

/**
 * Writes one tile in the caller's transaction and answers its id: the New tile form's create, and a glaze-lab
 * blend's tiles, written with their recipes at once (product.md#r261).
 */
export async function insertTile(tx: DbOrTx, userId: number, input: CreateTestTileInput, now: Date): Promise<number> {
  checkFiring(input.firingId);
  const imageUrls = input.imageUrls ?? [];
  const material = await resolveMaterial(tx, userId, input);
  const layer = layerPart(material, input.type, {
    applicationMethod: input.applicationMethod ?? null,
    coats: input.coats ?? null,
    thickness: input.thickness ?? null,
  });
  await attachPhotos(tx, userId, imageUrls);
  const [row] = await tx
    .insert(testTiles)
    .values({
      userId,
      code: await nextCode(tx, userId, "tile", now),
      glazeId: material.glazeId,
      surfaceComboId: material.surfaceComboId,
      materialName: material.materialName,
      materialLabel: material.materialLabel,
      ...layer,
      clayBody: input.clayBody,
      cone: input.cone ?? null,
      atmosphere: input.atmosphere ?? null,
      firingId: null,
      firedOn: input.firedOn ?? null,
      kilnName: input.kilnName ?? null,
      imageUrls,
      rating: input.rating ?? null,
      defects: input.defects ?? [],
      defectNote: input.defectNote ?? null,
      notes: input.notes ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: testTiles.id });
  return row!.id;
}

export async function updateTile(deps: AppDeps, userId: number, id: number, input: UpdateTestTileInput): Promise<TestTile> {
  let dropped: string[] = [];
  await deps.db.transaction(async (tx) => {
    const current = await findOwned(tx, testTiles, userId, id, { forUpdate: true, message: TILE_TEXTS.tileNotFound });
    checkFiring(input.firingId);
    const changesMaterial = materialFieldsGiven(input).length > 0;
    const material = changesMaterial ? await resolveMaterial(tx, userId, input) : materialOf(current);
    const pick = <K extends "applicationMethod" | "coats" | "thickness">(k: K) => (input[k] !== undefined ? input[k] : current[k]);
    // A library material brings its own type; a typed material keeps the stored type unless one is sent.
    const type = input.type !== undefined ? input.type : material.kind === "text" ? current.type : null;
    const layer = layerPart(material, type, { applicationMethod: pick("applicationMethod"), coats: pick("coats"), thickness: pick("thickness") });
    if (input.imageUrls) {
      await attachPhotos(tx, userId, input.imageUrls.filter((u) => !current.imageUrls.includes(u)));
      dropped = current.imageUrls.filter((u) => !input.imageUrls!.includes(u));
    }
    await tx
      .update(testTiles)
      .set({
        glazeId: material.glazeId,
        surfaceComboId: material.surfaceComboId,
        materialName: material.materialName,
        materialLabel: material.materialLabel,
        ...layer,
        clayBody: input.clayBody,
        cone: input.cone,
        atmosphere: input.atmosphere,
        firedOn: input.firedOn,
        kilnName: input.kilnName,
        imageUrls: input.imageUrls,
        rating: input.rating,
        defects: input.defects,
        defectNote: input.defectNote,
        notes: input.notes,
        updatedAt: deps.now(),
      })
      .where(and(eq(testTiles.id, id), eq(testTiles.userId, userId)));
  });
  await releasePhotos(deps, userId, dropped);
  return tileById(deps.db, userId, id);
}

/** Removes the tile and lets go of its photos (each file goes once no record names it, product.md#r113). */
export async function deleteTile(deps: AppDeps, userId: number, id: number): Promise<void> {
  const rows = await deps.db
    .delete(testTiles)
    .where(and(eq(testTiles.id, id), eq(testTiles.userId, userId)))
    .returning({ imageUrls: testTiles.imageUrls });
  if (!rows[0]) throw AppError.notFound(TILE_TEXTS.tileNotFound);
  await releasePhotos(deps, userId, rows[0].imageUrls);
}

/**
 * Test tiles (issue 22; docs/decisions/0110-test-tiles.md): what one material did on one clay at one cone. The
 * material is exactly one of a surface treatment (or combination glaze), a saved combo or a typed name; method,
 * coats and thickness follow the decoration-layer rules (product.md#r98) through the layers' own rule function.
 * Every query is scoped to the owner, so another potter's tile, glaze or combo is simply not found (product.md#r43).
 */
import { and, arrayContains, count, desc, eq, gte, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { byName } from "../../contract/glazes/names";
import { thumbnailAddress } from "../../contract/photos/rules";
import { MATERIAL_TILES_LIMIT, TILE_PAGE_DEFAULT, materialFieldsGiven, type MaterialKind } from "../../contract/tiles/rules";
import type {
  CreateTestTileInput,
  FacetMaterial,
  TestTile,
  TestTileFacets,
  TestTilePage,
  UpdateTestTileInput,
} from "../../contract/tiles/schemas";
import { TILE_TEXTS } from "../../contract/tiles/texts";
import type { AppDeps } from "../context";
import type { DbOrTx } from "../db/client";
import { glazes, surfaceCombos, testTiles } from "../db/schema";
import { AppError } from "../errors";
import { normalizeLayer } from "./layers-rules";
import { findOwned, findOwnedOrNull } from "./owned";
import { attachPhotos, releasePhotos } from "./photos-refs";
import { nextCode } from "./codes";

type TileRow = typeof testTiles.$inferSelect;

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
function selectTiles(db: DbOrTx) {
  return db
    .select({ tile: testTiles, glazeName: glazes.name, glazeIsCombo: glazes.isCombo, comboName: surfaceCombos.name })
    .from(testTiles)
    .leftJoin(glazes, eq(glazes.id, testTiles.glazeId))
    .leftJoin(surfaceCombos, eq(surfaceCombos.id, testTiles.surfaceComboId));
}

const newestFirst = [desc(testTiles.createdAt), desc(testTiles.id)];

async function tileById(db: DbOrTx, userId: number, id: number): Promise<TestTile> {
  const [row] = await selectTiles(db)
    .where(and(eq(testTiles.id, id), eq(testTiles.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound(TILE_TEXTS.tileNotFound);
  return toTileDto(row);
}

export function getTile(deps: AppDeps, userId: number, id: number): Promise<TestTile> {
  return tileById(deps.db, userId, id);
}

// ---------------------------------------------------------------------------------------------------------------
// The grid: filters, a page, and the filter choices.

export interface TileFilters {
  glazeId?: number;
  surfaceComboId?: number;
  materialName?: string;
  clayBody?: string;
  cone?: string;
  atmosphere?: string;
  minRating?: number;
  defect?: string;
  page?: number;
  limit?: number;
}

const sameText = (column: SQL | typeof testTiles.clayBody, value: string) => sql`lower(${column}) = lower(${value})`;

/** The list's conditions: always the owner's tiles, then each filter given. */
function tileConditions(userId: number, f: TileFilters): SQL {
  const conditions: SQL[] = [eq(testTiles.userId, userId)];
  if (f.glazeId !== undefined) conditions.push(eq(testTiles.glazeId, f.glazeId));
  if (f.surfaceComboId !== undefined) conditions.push(eq(testTiles.surfaceComboId, f.surfaceComboId));
  if (f.materialName !== undefined) {
    // A typed material: no library link, matched by the name the tile shows.
    conditions.push(isNull(testTiles.glazeId), isNull(testTiles.surfaceComboId), sameText(sql`${testTiles.materialLabel}`, f.materialName));
  }
  if (f.clayBody !== undefined) conditions.push(sameText(testTiles.clayBody, f.clayBody));
  if (f.cone !== undefined) conditions.push(eq(testTiles.cone, f.cone));
  if (f.atmosphere !== undefined) conditions.push(sameText(sql`${testTiles.atmosphere}`, f.atmosphere));
  if (f.minRating !== undefined) conditions.push(gte(testTiles.rating, f.minRating));
  if (f.defect !== undefined) conditions.push(arrayContains(testTiles.defects, [f.defect]));
  return and(...conditions)!;
}

/** Distinct texts compared without case; of two spellings the one with capitals first (code-point order) stands. */
function distinctIgnoringCase(values: (string | null)[]): string[] {
  const seen = new Map<string, string>();
  const sorted = values.filter((v): v is string => Boolean(v)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const v of sorted) if (!seen.has(v.toLowerCase())) seen.set(v.toLowerCase(), v);
  return [...seen.values()].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true }));
}

/** Which rows of the facets query carry which facet (the grouping set each came from). */
const FACET_MATERIAL = 0;
const FACET_CLAY = 1;
const FACET_ATMOSPHERE = 2;

/**
 * Every material, clay body and atmosphere of the potter's tiles in one pass over them (grouping sets), the
 * materials then named by their library item's current name.
 */
export async function tileFacets(deps: AppDeps, userId: number): Promise<TestTileFacets> {
  // Typed names are grouped as written and folded without case below, which is cheaper than lower() on every row.
  const result = await deps.db.execute(sql`
    select f.facet, f.glaze_id, f.surface_combo_id, coalesce(g.name, c.name, f.value) as value
    from (
      select
        case when grouping(t.clay_body) = 0 then ${sql.raw(String(FACET_CLAY))}
             when grouping(t.atmosphere) = 0 then ${sql.raw(String(FACET_ATMOSPHERE))}
             else ${sql.raw(String(FACET_MATERIAL))} end as facet,
        t.glaze_id, t.surface_combo_id, coalesce(t.clay_body, t.atmosphere, t.typed) as value
      from (
        select ${testTiles.glazeId} as glaze_id, ${testTiles.surfaceComboId} as surface_combo_id,
               ${testTiles.clayBody} as clay_body, ${testTiles.atmosphere} as atmosphere,
               case when ${testTiles.glazeId} is null and ${testTiles.surfaceComboId} is null then ${testTiles.materialLabel} end as typed
        from ${testTiles}
        where ${testTiles.userId} = ${userId}
      ) t
      group by grouping sets ((t.glaze_id, t.surface_combo_id, t.typed), (t.clay_body), (t.atmosphere))
    ) f
    left join ${glazes} g on g.id = f.glaze_id
    left join ${surfaceCombos} c on c.id = f.surface_combo_id
  `);
  const rows = (result as unknown as { rows: { facet: number | string; glaze_id: number | null; surface_combo_id: number | null; value: string | null }[] }).rows;
  const materials: FacetMaterial[] = [];
  const typedSeen = new Set<string>();
  const clays: (string | null)[] = [];
  const atmospheres: (string | null)[] = [];
  // Code-point order first, so of two spellings of one typed name the same one always stands.
  for (const row of [...rows].sort((a, b) => ((a.value ?? "") < (b.value ?? "") ? -1 : (a.value ?? "") > (b.value ?? "") ? 1 : 0))) {
    const facet = Number(row.facet);
    if (facet === FACET_CLAY) clays.push(row.value);
    else if (facet === FACET_ATMOSPHERE) atmospheres.push(row.value);
    else if (row.value !== null) {
      const glazeId = row.glaze_id === null ? null : Number(row.glaze_id);
      const surfaceComboId = row.surface_combo_id === null ? null : Number(row.surface_combo_id);
      const typed = glazeId === null && surfaceComboId === null;
      if (typed) {
        if (typedSeen.has(row.value.toLowerCase())) continue;
        typedSeen.add(row.value.toLowerCase());
      }
      materials.push({ glazeId, surfaceComboId, materialName: typed ? row.value : null, label: row.value });
    }
  }
  materials.sort((a, b) => byName({ name: a.label, id: 0 }, { name: b.label, id: 0 }));
  return { materials, clayBodies: distinctIgnoringCase(clays), atmospheres: distinctIgnoringCase(atmospheres) };
}

export async function listTiles(deps: AppDeps, userId: number, filters: TileFilters): Promise<TestTilePage> {
  const page = filters.page ?? 1;
  const limit = filters.limit ?? TILE_PAGE_DEFAULT;
  const where = tileConditions(userId, filters);
  // The page's ids and the total in one read of the tiles alone; the names are joined to those rows only.
  const pageIds = await deps.db
    .select({ id: testTiles.id, total: sql<string>`count(*) over ()` })
    .from(testTiles)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((page - 1) * limit);
  const ids = pageIds.map((r) => r.id);
  const rows = ids.length ? await selectTiles(deps.db).where(inArray(testTiles.id, ids)).orderBy(...newestFirst) : [];
  // A page past the end has no row to carry the total: count on its own (product.md#r19 answers the real totals).
  const n = pageIds[0] ? Number(pageIds[0].total) : page > 1 ? Number((await deps.db.select({ n: count() }).from(testTiles).where(where))[0]?.n ?? 0) : 0;
  return {
    data: rows.map(toTileDto),
    pagination: { total: n, totalPages: Math.ceil(n / limit), page, limit },
  };
}

/** A surface treatment's (or combination glaze's) tiles, newest first: its screen's grid and compare view. */
export async function listTilesOfGlaze(deps: AppDeps, userId: number, glazeId: number): Promise<TestTile[]> {
  await findOwned(deps.db, glazes, userId, glazeId, { message: TILE_TEXTS.glazeNotFound });
  const rows = await selectTiles(deps.db)
    .where(and(eq(testTiles.glazeId, glazeId), eq(testTiles.userId, userId)))
    .orderBy(...newestFirst)
    .limit(MATERIAL_TILES_LIMIT);
  return rows.map(toTileDto);
}

export async function listTilesOfCombo(deps: AppDeps, userId: number, comboId: number): Promise<TestTile[]> {
  await findOwned(deps.db, surfaceCombos, userId, comboId, { message: TILE_TEXTS.comboNotFound });
  const rows = await selectTiles(deps.db)
    .where(and(eq(testTiles.surfaceComboId, comboId), eq(testTiles.userId, userId)))
    .orderBy(...newestFirst)
    .limit(MATERIAL_TILES_LIMIT);
  return rows.map(toTileDto);
}

// ---------------------------------------------------------------------------------------------------------------
// Writing: the material, the layer rules, photos.

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
    const glaze = await findOwnedOrNull(tx, glazes, userId, body.glazeId);
    if (!glaze) throw refused("glazeId", TILE_TEXTS.glazeNotFound);
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
  checkFiring(input.firingId);
  const imageUrls = input.imageUrls ?? [];
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
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
  });
  return tileById(deps.db, userId, id);
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

/**
 * The test-tile grid (docs/decisions/0110-test-tiles.md): filters, a page, the filter choices, and a material's own
 * tiles. Every query is scoped to the owner (product.md#r43).
 */
import { and, arrayContains, count, eq, gte, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { byName } from "../../../contract/glazes/names";
import { MATERIAL_TILES_LIMIT, TILE_PAGE_DEFAULT } from "../../../contract/tiles/rules";
import type { FacetMaterial, TestTile, TestTileFacets, TestTilePage } from "../../../contract/tiles/schemas";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import type { AppDeps } from "../../context";
import { glazes, surfaceCombos, testTiles } from "../../db/schema";
import { findOwned } from "../common/owned";
import { glazeFor, onMyShelf } from "../studios/studio-access";
import { newestFirst, selectTiles, toTileDto } from "./tiles-read";


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
    select f.facet, f.glaze_id, f.surface_combo_id,
      coalesce(${glazes.name}, c.name, f.value, case when f.facet = ${sql.raw(String(FACET_MATERIAL))} then f.label end) as value
    from (
      select
        case when grouping(t.clay_body) = 0 then ${sql.raw(String(FACET_CLAY))}
             when grouping(t.atmosphere) = 0 then ${sql.raw(String(FACET_ATMOSPHERE))}
             else ${sql.raw(String(FACET_MATERIAL))} end as facet,
        t.glaze_id, t.surface_combo_id, coalesce(t.clay_body, t.atmosphere, t.typed) as value, min(t.label) as label
      from (
        select ${testTiles.glazeId} as glaze_id, ${testTiles.surfaceComboId} as surface_combo_id,
               ${testTiles.materialLabel} as label, ${testTiles.clayBody} as clay_body, ${testTiles.atmosphere} as atmosphere,
               case when ${testTiles.glazeId} is null and ${testTiles.surfaceComboId} is null then ${testTiles.materialLabel} end as typed
        from ${testTiles}
        where ${testTiles.userId} = ${userId}
      ) t
      group by grouping sets ((t.glaze_id, t.surface_combo_id, t.typed), (t.clay_body), (t.atmosphere))
    ) f
    left join ${glazes} on ${glazes.id} = f.glaze_id and (${glazes.studioId} is null or ${onMyShelf(userId)})
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

/** The newest tiles (at most MATERIAL_TILES_LIMIT) whose link column names this material. */
async function tilesLinkedBy(deps: AppDeps, userId: number, link: typeof testTiles.glazeId | typeof testTiles.surfaceComboId, id: number): Promise<TestTile[]> {
  const rows = await selectTiles(deps.db)
    .where(and(eq(link, id), eq(testTiles.userId, userId)))
    .orderBy(...newestFirst)
    .limit(MATERIAL_TILES_LIMIT);
  return rows.map(toTileDto);
}

/** A surface treatment's (or combination glaze's) tiles, newest first: its screen's grid and compare view. */
export async function listTilesOfGlaze(deps: AppDeps, userId: number, glazeId: number): Promise<TestTile[]> {
  await glazeFor(deps.db, userId, glazeId, "read", TILE_TEXTS.glazeNotFound);
  return tilesLinkedBy(deps, userId, testTiles.glazeId, glazeId);
}

/** A saved combo's tiles, newest first. */
export async function listTilesOfCombo(deps: AppDeps, userId: number, comboId: number): Promise<TestTile[]> {
  await findOwned(deps.db, surfaceCombos, userId, comboId, { message: TILE_TEXTS.comboNotFound });
  return tilesLinkedBy(deps, userId, testTiles.surfaceComboId, comboId);
}

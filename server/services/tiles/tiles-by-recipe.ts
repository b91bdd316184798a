/**
 * The potter's test tiles grouped by the recipe and version they wore (product.md#r288,
 * docs/decisions/0324-grouped-by-recipe.md): a tile on a surface carrying a recipe (or a combination with such a
 * layer) wore the version current when it was made; a blend's tile the version it records. Recipes named are the
 * potter's own and those of the shelves they are in now. Each group keeps its newest tiles and says how many it has.
 */
import { byName } from "../../../contract/glazes/names";
import { recipeVersionLabel } from "../../../contract/firings/losses-schemas";
import { RECIPE_GROUP_TILES_LIMIT } from "../../../contract/tiles/rules";
import type { TestTile, TileRecipeGroup } from "../../../contract/tiles/schemas";
import { inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { testTiles } from "../../db/schema";
import { readableRecipe, recipeOfSurface, wornVersion } from "../glaze-lab/recipe-worn";
import { newestFirst, selectTiles, toTileDto } from "./tiles-read";

interface WornRow {
  tile_id: number;
  recipe_id: number;
  name: string;
  version: number;
}

export async function tilesByRecipe(deps: AppDeps, userId: number): Promise<{ data: TileRecipeGroup[] }> {
  const result = await deps.db.execute(sql`
    select distinct w.tile_id, w.recipe_id, w.name, w.version, w.created_at from (
      select t.id as tile_id, rc.id as recipe_id, rc.name, ${wornVersion(sql`t.created_at`)} as version, t.created_at
      from test_tiles t ${recipeOfSurface(sql`t.glaze_id`)}
      where t.user_id = ${userId} and ${readableRecipe(userId)}
      union all
      select t.id, rc.id, rc.name, rt.version, t.created_at
      from recipe_tiles rt join recipes rc on rc.id = rt.recipe_id join test_tiles t on t.id = rt.tile_id
      where t.user_id = ${userId} and rt.user_id = ${userId}
    ) w
    order by w.created_at desc, w.tile_id desc`);
  const rows = (result as unknown as { rows: WornRow[] }).rows;
  const groups = new Map<string, { recipeId: number; name: string; version: number; ids: number[] }>();
  for (const r of rows) {
    const recipeId = Number(r.recipe_id);
    const version = Number(r.version);
    const key = `${recipeId}:${version}`;
    const group = groups.get(key) ?? { recipeId, name: r.name, version, ids: [] };
    group.ids.push(Number(r.tile_id));
    groups.set(key, group);
  }
  const shown = [...new Set([...groups.values()].flatMap((g) => g.ids.slice(0, RECIPE_GROUP_TILES_LIMIT)))];
  const tiles = shown.length ? await selectTiles(deps.db).where(inArray(testTiles.id, shown)).orderBy(...newestFirst) : [];
  const byId = new Map<number, TestTile>(tiles.map((row) => [row.tile.id, toTileDto(row)]));
  const data = [...groups.values()]
    .map((g) => ({
      recipeId: g.recipeId,
      name: g.name,
      version: g.version,
      label: recipeVersionLabel(g.name, g.version),
      count: g.ids.length,
      tiles: g.ids.slice(0, RECIPE_GROUP_TILES_LIMIT).flatMap((id) => byId.get(id) ?? []),
    }))
    .sort((a, b) => byName({ name: a.name, id: a.recipeId }, { name: b.name, id: b.recipeId }) || b.version - a.version);
  return { data };
}

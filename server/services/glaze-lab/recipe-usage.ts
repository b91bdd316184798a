/**
 * Which surfaces carry a recipe and whether anything wore it (product.md#r260): a piece's layer or a test tile with
 * a surface carrying it (or a combination glaze with such a surface as a layer), or a blend's tile made for it. The
 * version each wore follows from when it was made (docs/decisions/0308-recipe-versions-worn.md).
 */
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { decorationLayers, glazes, recipeTiles, testTiles } from "../../db/schema";

/** The ids of the surfaces that carry the recipe, combination glazes of such a surface included. */
export function surfacesOf(recipeId: number): SQL {
  return sql`(
    select g.id from ${glazes} g where g.recipe_id = ${recipeId}
    union
    select c.id from ${glazes} c join ${glazes} g on g.id in (c.base_layer_glaze_id, c.top_layer_glaze_id)
    where c.is_combo and g.recipe_id = ${recipeId}
  )`;
}

/** Whether a layer or a tile wears the recipe: then changing its lines makes a new version. */
export async function recipeInUse(db: DbOrTx, recipeId: number): Promise<boolean> {
  const surfaces = surfacesOf(recipeId);
  const result = await db.execute(sql`
    select exists (select 1 from ${recipeTiles} where ${recipeTiles.recipeId} = ${recipeId})
        or exists (select 1 from ${decorationLayers} where ${decorationLayers.glazeId} in ${surfaces})
        or exists (select 1 from ${testTiles} where ${testTiles.glazeId} in ${surfaces}) as used`);
  const row = (result as unknown as { rows: { used: boolean }[] }).rows[0];
  return row?.used === true;
}

/**
 * The version current when something was made at `at`: the newest version created by then; before the first, the
 * first (a surface given the recipe after it was worn).
 */
export function versionAt(versions: readonly { version: number; createdAt: Date }[], at: Date): number {
  let worn = versions.length ? Math.min(...versions.map((v) => v.version)) : 1;
  for (const v of versions) if (v.createdAt.getTime() <= at.getTime() && v.version > worn) worn = v.version;
  return worn;
}

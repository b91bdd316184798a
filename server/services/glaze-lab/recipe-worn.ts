/**
 * Which recipe and version a layer or tile wore, as SQL for reports over many rows (product.md#r288): through the
 * surface it names, or a layer of the combination it names, carrying a recipe; the version is the newest made by the
 * time the layer or tile was, the first before that, as versionAt has it (docs/decisions/0308-recipe-versions-worn.md).
 * A potter's report names their own recipes and those of the shelves they are in now; a studio's, its own.
 */
import { sql, type SQL } from "drizzle-orm";
import { glazes } from "../../db/schema";
import { onMyShelf } from "../studios/studio-access";

/** Joins `rc` (the recipe) for the surface id given; the carrying surface is `glazes` itself, unaliased, so the studio rule's conditions apply. */
export function recipeOfSurface(surfaceId: SQL): SQL {
  return sql`join glazes s on s.id = ${surfaceId}
    join ${glazes} on ${glazes.id} = s.id or (s.is_combo and ${glazes.id} in (s.base_layer_glaze_id, s.top_layer_glaze_id))
    join recipes rc on rc.id = ${glazes.recipeId}`;
}

/** The version of `rc` worn by something made at `at`. */
export function wornVersion(at: SQL): SQL {
  return sql`coalesce(
    (select max(v.version) from recipe_versions v where v.recipe_id = rc.id and v.created_at <= ${at}),
    (select min(v.version) from recipe_versions v where v.recipe_id = rc.id),
    rc.version)`;
}

/** Recipes a potter's report may name: their own, or a recipe of a studio shelf they are in, on its shelf. */
export function readableRecipe(userId: number): SQL {
  return sql`((rc.studio_id is null and rc.user_id = ${userId}) or (rc.studio_id = ${glazes.studioId} and ${onMyShelf(userId)}))`;
}

/** Recipes a studio's report may name: the studio's own shelf's. */
export function studioRecipe(studioId: number): SQL {
  return sql`(rc.studio_id = ${studioId} and ${glazes.studioId} = ${studioId})`;
}

/**
 * The losses report by recipe (product.md#r288, docs/decisions/0324-grouped-by-recipe.md): over the same fired pieces
 * as the rest of the report, the pieces whose layers wore a recipe, by the recipe and the version they wore. A piece
 * counts once per recipe version on it and once per firing, as by material. Counts only.
 */
import { sql, type SQL } from "drizzle-orm";
import { recipeVersionLabel, type LossRecipeRow } from "../../../contract/firings/losses-schemas";
import type { LossesQuery } from "../../../contract/firings/losses-schemas";
import type { DbOrTx } from "../../db/client";
import { readableRecipe, recipeOfSurface, studioRecipe, wornVersion } from "../glaze-lab/recipe-worn";

export async function lossesByRecipe(db: DbOrTx, userId: number, query: LossesQuery, lost: SQL): Promise<LossRecipeRow[]> {
  const studio = query.studioId;
  const from = query.from ? sql`and fi.finished_at >= ${`${query.from}T00:00:00Z`}::timestamptz` : sql``;
  const to = query.to ? sql`and fi.finished_at <= ${`${query.to}T23:59:59.999Z`}::timestamptz` : sql``;
  const result = await db.execute(sql`with f as (
      select fp.piece_id, fp.outcome in (${lost}) as lost
      from firing_pieces fp join firings fi on fi.id = fp.firing_id
      where ${studio === undefined ? sql`fp.user_id = ${userId}` : sql`fi.studio_id = ${studio}`}
        and fi.status = 'done' and fp.outcome <> 'pending' ${from} ${to}
    ), r as (
      select distinct dl.piece_id, rc.id as recipe_id, rc.name, ${wornVersion(sql`dl.created_at`)} as version
      from decoration_layers dl ${recipeOfSurface(sql`dl.glaze_id`)}
      where dl.piece_id in (select piece_id from f)
        and ${studio === undefined ? sql`dl.user_id = ${userId} and ${readableRecipe(userId)}` : studioRecipe(studio)}
    )
    select r.recipe_id, r.name, r.version, count(*)::int as fired, (count(*) filter (where f.lost))::int as lost
    from f join r on r.piece_id = f.piece_id
    group by r.recipe_id, r.name, r.version`);
  const rows = (result as unknown as { rows: { recipe_id: number; name: string; version: number; fired: number; lost: number }[] }).rows;
  return rows
    .map((r) => {
      const fired = Number(r.fired);
      const lostN = Number(r.lost);
      const version = Number(r.version);
      return {
        recipeId: Number(r.recipe_id),
        name: r.name,
        version,
        label: recipeVersionLabel(r.name, version),
        fired,
        lost: lostN,
        rate: fired ? Math.round((lostN / fired) * 1000) / 1000 : 0,
      };
    })
    .sort((a, b) => b.rate - a.rate || b.lost - a.lost || a.name.localeCompare(b.name) || b.version - a.version);
}
